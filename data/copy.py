"""Move a server's data from SQLite to PostgreSQL: ``python -m data.copy SQLITE_PATH POSTGRES_URL``.

The SQLite file is read through a snapshot (SQLite's backup API, into a temporary file that is
migrated to this code's schema), so the source is never modified and may even be in use. The
target is migrated, must hold no row in any of the store's tables (else nothing is written),
and receives every table in one transaction. Before that transaction commits, every row is
compared with the source and every game that was started is replayed through the engine from
its settings, seed and move log; any difference or any game that does not replay rolls the
whole copy back. Stop the bot (or point it at the old file) while copying.
"""

from __future__ import annotations

import argparse
import asyncio
import sqlite3
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import asyncpg

from data.backend import Connection
from data.errors import StoreError
from data.loading import load_many
from data.postgres import is_postgres_url, safe_url
from data.replay import rebuild
from data.store import Store

TABLES = ("guild_settings", "user_dm_status", "games", "seats", "moves", "results", "ratings")
"""The store's tables, parents before children."""

KEYS = {
    "guild_settings": "guild_id",
    "user_dm_status": "user_id",
    "games": "id",
    "seats": "game_id, seat",
    "moves": "game_id, ply",
    "results": "game_id, seat",
    "ratings": "guild_id, variant, user_id",
}
"""Each table's primary key, the order in which rows are compared."""


class CopyError(StoreError):
    """The copy was refused or failed; the target was left as it was."""


class TargetNotEmptyError(CopyError):
    """The PostgreSQL database already holds data; it is never overwritten."""


class VerificationError(CopyError):
    """The copied data differs from the source, or a game does not replay."""


@dataclass(frozen=True)
class CopyReport:
    """What was copied: rows per table, games replayed, and how long it took."""

    rows: dict[str, int]
    replayed: int
    seconds: float

    def summary(self) -> str:
        """One line for the person running the copy."""
        counts = ", ".join(f"{self.rows[table]} {table}" for table in TABLES)
        return (f"copied {counts}; every row compared and {self.replayed} started games "
                f"replayed through the engine, all identical ({self.seconds:.1f} s)")


def snapshot(source: Path, folder: Path) -> Path:
    """A consistent copy of the SQLite database in ``folder`` (the source is only read)."""
    if not source.is_file():
        raise CopyError(f"no SQLite database at {source}")
    target = folder / "snapshot.db"
    with sqlite3.connect(f"file:{source}?mode=ro", uri=True) as reader, \
            sqlite3.connect(target) as writer:
        reader.backup(writer)
    return target


async def copy_database(
    source: str | Path, target_url: str, *, verify: bool = True
) -> CopyReport:
    """Copy the SQLite database ``source`` into the empty PostgreSQL database ``target_url``.

    ``verify=False`` skips the replay of every game (the benchmark's random move texts do not
    replay); the row-by-row comparison always runs.
    """
    if not is_postgres_url(target_url):
        raise CopyError("the target must be a postgresql:// URL")
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="sequence-copy-") as folder:
        path = snapshot(Path(source), Path(folder))
        async with Store(path) as lite, Store(url=target_url) as pg:
            async with lite.db.transaction(write=False) as src, pg.db.transaction() as dst:
                await _refuse_non_empty(dst, target_url)
                counts: dict[str, int] = {}
                for table in TABLES:
                    columns = [row[1] for row in await src.fetchall(
                        f"PRAGMA table_info({table})")]
                    rows = await src.fetchall(f"SELECT {', '.join(columns)} FROM {table}")
                    await dst.copy_rows(table, columns, rows)
                    counts[table] = len(rows)
                await _continue_game_ids(src, dst)
                for table in TABLES:
                    await _compare_rows(src, dst, table)
                replayed = await _replay_games(src, dst) if verify else 0
                for table in TABLES:  # fresh planner statistics: the tables were empty
                    await dst.execute(f"ANALYZE {table}")
    return CopyReport(rows=counts, replayed=replayed, seconds=time.perf_counter() - started)


async def _refuse_non_empty(dst: Connection, target_url: str) -> None:
    filled = [
        table for table in TABLES
        if await dst.fetchone(f"SELECT 1 FROM {table} LIMIT 1") is not None
    ]
    if filled:
        raise TargetNotEmptyError(
            f"{safe_url(target_url)} is not empty (rows in {', '.join(filled)}); "
            "the copy never overwrites data: give it a new, empty database"
        )


async def _continue_game_ids(src: Connection, dst: Connection) -> None:
    """New games in PostgreSQL get ids after every id SQLite ever gave (AUTOINCREMENT's high
    mark included), so no id of a deleted game comes back."""
    used = await src.fetchone(
        "SELECT max(coalesce((SELECT seq FROM sqlite_sequence WHERE name = 'games'), 0), "
        "coalesce((SELECT max(id) FROM games), 0))"
    )
    last = int(used[0]) if used else 0
    if last > 0:
        await dst.fetchone("SELECT setval(pg_get_serial_sequence('games', 'id'), ?)", (last,))


async def _compare_rows(src: Connection, dst: Connection, table: str) -> None:
    # a game's version is a change counter that the copy's own inserts of seats and moves
    # raise (migration 0007's triggers): it is not data to compare
    columns = [row[1] for row in await src.fetchall(f"PRAGMA table_info({table})")
               if row[1] != "version"]
    key_at = [columns.index(name.strip()) for name in KEYS[table].split(",")]
    sql = f"SELECT {', '.join(columns)} FROM {table}"

    def by_key(row: tuple[Any, ...]) -> tuple[Any, ...]:  # not ORDER BY: collations differ
        return tuple(row[i] for i in key_at)

    expected = sorted((tuple(row) for row in await src.fetchall(sql)), key=by_key)
    found = sorted((tuple(row) for row in await dst.fetchall(sql)), key=by_key)
    if expected != found:
        first = next(
            (i for i, (a, b) in enumerate(zip(expected, found, strict=False)) if a != b),
            min(len(expected), len(found)),
        )
        raise VerificationError(
            f"{table}: {len(found)} rows copied of {len(expected)}; first difference at row "
            f"{first + 1} (ordered by {KEYS[table]})"
        )


async def _replay_games(src: Connection, dst: Connection) -> int:
    """Load every game from both sides, compare the records, replay each started one."""
    originals = await load_many(src, "1 = 1", ())
    copies = await load_many(dst, "1 = 1", ())
    if originals != copies:
        raise VerificationError("the games loaded from PostgreSQL differ from SQLite's")
    failures: list[str] = []
    replayed = 0
    for record in copies:
        if record.started_at is None:  # a lobby (or a cancelled one): nothing to replay
            continue
        try:
            game = rebuild(record)
        except Exception as error:  # noqa: BLE001 - every reason a game fails is reported
            failures.append(f"game {record.id}: {type(error).__name__}: {error}")
            continue
        if game.ply != len(record.moves):
            failures.append(f"game {record.id}: replayed {game.ply} of {len(record.moves)} moves")
            continue
        replayed += 1
    if failures:
        shown = "; ".join(failures[:5]) + (f"; and {len(failures) - 5} more"
                                          if len(failures) > 5 else "")
        raise VerificationError(f"{len(failures)} games do not replay: {shown}")
    return replayed


def main(argv: Sequence[str] | None = None) -> int:
    """The command line: copy, print one line, exit 0; or say why not and exit 1."""
    parser = argparse.ArgumentParser(
        prog="python -m data.copy",
        description="Copy the bot's SQLite database into an empty PostgreSQL database, "
        "verifying every row and replaying every game before committing.",
    )
    parser.add_argument("sqlite_path", help="the SQLite file, e.g. data/sequence.db")
    parser.add_argument("postgres_url", help="postgresql://user@host:port/database (empty)")
    args = parser.parse_args(argv)
    try:
        report = asyncio.run(copy_database(args.sqlite_path, args.postgres_url))
    except (StoreError, OSError, sqlite3.Error, asyncpg.PostgresError,
            asyncpg.InterfaceError) as error:
        print(f"copy refused or failed, nothing written: {error}", file=sys.stderr)
        return 1
    print(report.summary())
    return 0


if __name__ == "__main__":
    sys.exit(main())
