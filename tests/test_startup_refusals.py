"""A database the bot cannot use is refused at start, untouched, in one line (issue 17): a
damaged SQLite file (``PRAGMA quick_check``), a file that is no database, and a database of a
newer version, which is no longer switched to WAL before its version is read."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from data import DatabaseDamagedError, DatabaseTooNewError, Store, StoreError

REPO = Path(__file__).resolve().parent.parent
NEWER = 999


def _newer_database(path: Path) -> bytes:
    """A database in rollback-journal mode that says it is of version ``NEWER``."""
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE games (id INTEGER PRIMARY KEY, note TEXT)")
        conn.execute("INSERT INTO games (note) VALUES ('from the future')")
        conn.execute(f"PRAGMA user_version = {NEWER}")
    conn.close()
    return path.read_bytes()


async def _damaged_database(path: Path) -> None:
    """A real store with games, one of its pages then overwritten."""
    async with Store(path) as store:
        for n in range(60):
            game = await store.create_game(guild_id=1, channel_id=2, host_id=3,
                                           variant="classic",
                                           settings={"variant": "classic", "players": 2},
                                           seed=n)
            await store.add_seat(game.id, user_id=3, display_name="Ann " * 20)
    data = bytearray(path.read_bytes())
    page = 4096
    assert len(data) > 4 * page
    data[2 * page:3 * page] = b"\xa5" * page
    path.write_bytes(bytes(data))
    for extra in (path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm")):
        extra.unlink(missing_ok=True)


async def test_a_newer_database_is_refused_before_anything_is_written(tmp_path):
    path = tmp_path / "future.db"
    before = _newer_database(path)
    with pytest.raises(DatabaseTooNewError):
        await Store(path).open()
    assert path.read_bytes() == before  # the journal mode too: still a rollback journal
    assert not path.with_name("future.db-wal").exists()


async def test_a_damaged_database_is_refused(tmp_path):
    path = tmp_path / "damaged.db"
    await _damaged_database(path)
    before = path.read_bytes()
    with pytest.raises(DatabaseDamagedError) as caught:
        await Store(path).open()
    assert "damaged" in str(caught.value)
    assert path.read_bytes() == before


async def test_a_file_that_is_no_database_is_refused(tmp_path):
    path = tmp_path / "notes.db"
    path.write_bytes(b"these are my notes, not a database\n" * 200)
    with pytest.raises(DatabaseDamagedError):
        await Store(path).open()
    assert path.read_bytes() == b"these are my notes, not a database\n" * 200


async def test_a_database_whose_check_lists_problems_is_refused_naming_them(tmp_path):
    """``PRAGMA quick_check`` may answer with problems instead of failing (here pages a broken
    free list lost): the database is refused as damaged, with what the check found."""
    path = tmp_path / "lost-pages.db"
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE notes (body BLOB)")
        conn.executemany("INSERT INTO notes VALUES (?)", [(b"x" * 3000,)] * 3)
    with sqlite3.connect(path) as conn:
        conn.execute("DELETE FROM notes")
    conn.close()
    data = bytearray(path.read_bytes())
    data[32:40] = bytes(8)  # the header's free-list trunk page and count
    path.write_bytes(bytes(data))
    with pytest.raises(DatabaseDamagedError) as caught:
        await Store(path).open()
    assert "Page 3 is never used" in str(caught.value)
    assert path.read_bytes() == bytes(data)


async def test_a_database_that_cannot_keep_a_write_ahead_log_is_refused(tmp_path):
    """An in-memory database (``DATABASE_PATH=:memory:``) cannot be shared by the bot's
    processes nor outlive a restart: it is refused at the start, not used."""
    with pytest.raises(StoreError, match="WAL"):
        await Store(":memory:").open()


async def test_the_databases_folders_are_made_when_missing(tmp_path):
    """``DATABASE_PATH`` may name folders that do not exist yet: the store makes them."""
    path = tmp_path / "bot" / "data" / "sequence.db"
    async with Store(path) as store:
        await store.update_guild_settings(9, turn_clock_seconds=600)
    async with Store(path) as store:
        assert (await store.guild_settings(9)).turn_clock_seconds == 600


def _start_bot(tmp_path: Path, database: Path | str) -> subprocess.CompletedProcess[str]:
    """``python bot.py`` with a token and ``database``, a file or a URL (it is refused before
    it connects to Discord)."""
    env = {key: value for key, value in os.environ.items()
           if key not in ("DATABASE_URL", "LOG_LEVEL")}
    env["DISCORD_TOKEN"] = "not-a-real-token"
    if str(database).startswith("postgresql://"):
        env["DATABASE_URL"] = str(database)
    else:
        env["DATABASE_PATH"] = str(database)
    return subprocess.run([sys.executable, str(REPO / "bot.py")], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=60, check=False)


async def test_the_bot_refuses_a_damaged_or_newer_database_in_one_line(tmp_path):
    damaged = tmp_path / "damaged.db"
    await _damaged_database(damaged)
    newer = tmp_path / "future.db"
    before = _newer_database(newer)
    for database, words in ((damaged, "is damaged"), (newer, f"schema version {NEWER}")):
        done = _start_bot(tmp_path, database)
        assert done.returncode == 1, done.stderr
        lines = [line for line in (done.stdout + done.stderr).splitlines() if line.strip()]
        assert len(lines) == 1, lines
        assert lines[0].startswith("Not starting: ") and words in lines[0], lines[0]
        assert str(database) in lines[0]
    assert newer.read_bytes() == before


def test_the_bot_refuses_a_database_it_cannot_reach_in_one_line(tmp_path):
    url = "postgresql://sequence@127.0.0.1:9/nowhere"  # nothing listens on the discard port
    done = _start_bot(tmp_path, url)
    assert done.returncode == 1, done.stderr
    lines = [line for line in (done.stdout + done.stderr).splitlines() if line.strip()]
    assert len(lines) == 1 and lines[0].startswith("Not starting: cannot open the database")
    assert url in lines[0]
