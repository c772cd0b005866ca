"""Store benchmark: move commit latency, concurrent moves, start-up load of 10,000 games,
leaderboard query — on SQLite, on PostgreSQL, or both.

Run with ``python -m benchmarks.store [--backend sqlite|postgresql|both]`` (default sqlite).
SQLite databases are built in a temporary folder. PostgreSQL runs in a throwaway cluster
started from the server binaries on this machine (``tests/postgres_cluster.py``) with its
durable defaults (fsync, synchronous commit); its large databases are built in SQLite and moved
in with ``data.copy`` (the copy's time is printed too). For each backend the last line printed
is ``load 10000 active games seconds: N``.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from data import Store  # noqa: E402
from data.copy import copy_database  # noqa: E402

SETTINGS = {"variant": "classic", "players": 2}
CARDS = [r + s for r in "A23456789TQK" for s in "CDHS"]
SPACES = [c + str(r) for c in "ABCDEFGHIJ" for r in range(10)]
MOVES_TIMED = 2000
CONCURRENT_WRITERS, CONCURRENT_MOVES = 8, 2000
LOAD_GAMES, MOVES_PER_GAME = 10_000, 60
FINISHED_GAMES, PLAYERS = 100_000, 5_000


def move_text(rng: random.Random) -> str:
    return f"{rng.choice(CARDS)} {rng.choice(SPACES)}"


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


class Target:
    """Where one backend's benchmark databases are made: ``store(name)`` opens a fresh one."""

    def __init__(self, folder: Path, cluster: object | None = None) -> None:
        self.folder = folder
        self.cluster = cluster
        self.name = "sqlite" if cluster is None else "postgresql"

    def new(self, name: str) -> str:
        """A new empty database: a file path, or a PostgreSQL URL."""
        if self.cluster is None:
            return str(self.folder / f"{name}.db")
        return self.cluster.create_database("bench")  # type: ignore[attr-defined]

    def store(self, where: str) -> Store:
        return Store(where) if self.cluster is None else Store(url=where)


async def new_games(store: Store, count: int) -> list[int]:
    games = []
    for g in range(count):
        game = await store.create_game(guild_id=1, channel_id=2, host_id=g, variant="classic",
                                       settings=SETTINGS, seed=g)
        await store.add_seat(game.id, user_id=g, display_name="a")
        await store.add_seat(game.id, user_id=1000 + g, display_name="b")
        await store.start_game(game.id, turn_deadline=600)
        games.append(game.id)
    return games


async def bench_move_commit(target: Target) -> tuple[float, float]:
    rng = random.Random(1)
    async with target.store(target.new("moves")) as store:
        games = await new_games(store, 20)
        timings = []
        for i in range(MOVES_TIMED):
            game_id, ply = games[i % len(games)], i // len(games)
            start = time.perf_counter()
            await store.record_move(game_id, ply, move_text(rng), ply % 2,
                                    turn_deadline=600 + i, reminder_at=300 + i,
                                    missed_turns={ply % 2: 0})
            timings.append((time.perf_counter() - start) * 1000)
    return statistics.median(timings), percentile(timings, 0.99)


async def bench_concurrent(target: Target) -> float:
    """Moves per second with several writers at once, each on its own game (one store)."""
    rng = random.Random(5)
    async with target.store(target.new("concurrent")) as store:
        games = await new_games(store, CONCURRENT_WRITERS)
        per_writer = CONCURRENT_MOVES // CONCURRENT_WRITERS

        async def writer(game_id: int) -> None:
            for ply in range(per_writer):
                await store.record_move(game_id, ply, move_text(rng), ply % 2,
                                        turn_deadline=600 + ply, reminder_at=300 + ply,
                                        missed_turns={ply % 2: 0})

        start = time.perf_counter()
        await asyncio.gather(*(writer(game_id) for game_id in games))
        return per_writer * len(games) / (time.perf_counter() - start)


async def create_schema(path: Path) -> None:
    async with Store(path):
        pass


def build_active_games(path: Path) -> None:
    rng = random.Random(2)
    with sqlite3.connect(path) as conn:
        conn.executemany(
            "INSERT INTO games (id, guild_id, channel_id, host_id, variant, settings, seed, "
            "status, move_count, created_at, started_at, turn_deadline, reminder_at) "
            "VALUES (?, ?, ?, ?, 'classic', ?, ?, 'active', ?, 0, 0, 600, 300)",
            [(g, g % 50, g % 500, g, json.dumps(SETTINGS), g, MOVES_PER_GAME)
             for g in range(1, LOAD_GAMES + 1)],
        )
        conn.executemany(
            "INSERT INTO seats (game_id, seat, user_id, display_name, side) VALUES (?, ?, ?, ?, ?)",
            [(g, s, g * 10 + s, f"player {s}", s % 2)
             for g in range(1, LOAD_GAMES + 1) for s in range(2)],
        )
        conn.executemany(
            "INSERT INTO moves (game_id, ply, text, seat, created_at) VALUES (?, ?, ?, ?, 0)",
            ((g, p, move_text(rng), p % 2)
             for g in range(1, LOAD_GAMES + 1) for p in range(MOVES_PER_GAME)),
        )


async def bench_load(target: Target, where: str) -> float:
    start = time.perf_counter()
    async with target.store(where) as store:
        games = await store.active_games()
    elapsed = time.perf_counter() - start
    assert len(games) == LOAD_GAMES
    assert all(len(g.moves) == MOVES_PER_GAME and len(g.seats) == 2 for g in games)
    return elapsed


def build_finished_games(path: Path) -> None:
    rng = random.Random(3)
    with sqlite3.connect(path) as conn:
        conn.executemany(
            "INSERT INTO games (id, guild_id, channel_id, host_id, variant, settings, seed, "
            "status, move_count, created_at, finished_at) "
            "VALUES (?, 1, 2, ?, 'classic', ?, ?, 'finished', ?, ?, ?)",
            [(g, g, json.dumps(SETTINGS), g, 60, g * 10, g * 10 + 5)
             for g in range(1, FINISHED_GAMES + 1)],
        )
        stats: dict[int, list[int]] = {}
        rows = []
        for g in range(1, FINISHED_GAMES + 1):
            a, b = rng.sample(range(1, PLAYERS + 1), 2)
            for seat, (user, won) in enumerate(((a, True), (b, False))):
                rows.append((g, seat, user, seat, "win" if won else "loss", rng.randint(0, 2),
                             rng.randint(0, 4), rng.randint(0, 2), 30, g * 10 + 5))
                entry = stats.setdefault(user, [0, 0])
                entry[0] += 1
                entry[1] += won
        conn.executemany(
            "INSERT INTO results (game_id, seat, guild_id, variant, user_id, side, outcome, "
            "sequences, jacks_played, dead_cards, turns, vs_computer, finished_at) "
            "VALUES (?, ?, 1, 'classic', ?, ?, ?, ?, ?, ?, ?, 0, ?)",
            rows,
        )
        conn.executemany(
            "INSERT INTO ratings (guild_id, variant, user_id, rating, mu, sigma, games, wins, "
            "losses, draws, streak, best_streak, updated_at) "
            "VALUES (1, 'classic', ?, ?, ?, 3.0, ?, ?, ?, 0, 0, 0, 0)",
            [(user, round(25 + 10 * (w / n - 0.5), 1), 25 + 10 * (w / n - 0.5), n, w, n - w)
             for user, (n, w) in stats.items()],
        )


async def bench_leaderboard(target: Target, where: str) -> tuple[float, float, float]:
    async with target.store(where) as store:
        rng = random.Random(4)
        timings = []
        for page in range(20):
            start = time.perf_counter()
            board = await store.leaderboard(1, "classic", page=page * 10)
            await store.rank_of(1, "classic", rng.randint(1, PLAYERS))
            timings.append((time.perf_counter() - start) * 1000)
        assert board.total > 0
        stats_start = time.perf_counter()
        await store.user_stats(1, 7)
        await store.history(1, 7)
        stats_ms = (time.perf_counter() - stats_start) * 1000
    return statistics.median(timings), max(timings), stats_ms


async def built(target: Target, folder: Path, name: str,
                build: Callable[[Path], None]) -> str:
    """A database built by ``build`` in SQLite, moved into PostgreSQL for that backend."""
    path = folder / f"{name}.db"
    await create_schema(path)
    build(path)
    if target.cluster is None:
        return str(path)
    where = target.new(name)
    report = await copy_database(path, where, verify=False)
    rows = sum(report.rows.values())
    print(f"data.copy into postgresql: {rows} rows in {report.seconds:.1f} s "
          f"({rows / report.seconds:,.0f} rows/s, every row compared)")
    return where


async def run(target: Target, folder: Path) -> None:
    print(f"backend: {target.name}")
    median, p99 = await bench_move_commit(target)
    print(f"move commit ms: median {median:.2f}, p99 {p99:.2f} "
          f"({MOVES_TIMED} moves, target p99 <= 10)")
    rate = await bench_concurrent(target)
    print(f"moves per second with {CONCURRENT_WRITERS} concurrent writers: {rate:.0f}")

    board_db = await built(target, folder, "finished", build_finished_games)
    lb_median, lb_max, stats_ms = await bench_leaderboard(target, board_db)
    print(f"leaderboard ms over {FINISHED_GAMES} finished games: median {lb_median:.2f}, "
          f"max {lb_max:.2f} (page + total + a rank, target <= 50)")
    print(f"user stats + history ms: {stats_ms:.2f}")

    load_db = await built(target, folder, "active", build_active_games)
    seconds = await bench_load(target, load_db)
    print(f"load {LOAD_GAMES} active games seconds: {seconds:.2f}")


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--backend", choices=("sqlite", "postgresql", "both"), default="sqlite")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        if args.backend in ("sqlite", "both"):
            await run(Target(folder / "sqlite"), folder / "sqlite")
        if args.backend in ("postgresql", "both"):
            from tests.postgres_cluster import PostgresCluster

            cluster = PostgresCluster().start(durable=True)
            try:
                await run(Target(folder / "postgresql", cluster), folder / "postgresql")
            finally:
                cluster.stop()


if __name__ == "__main__":
    asyncio.run(main())
