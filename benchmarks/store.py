"""Store benchmark: move commit latency, start-up load of 10,000 games, leaderboard query.

Run with ``python benchmarks/store.py``. Builds its databases in a temporary folder. The last
line printed is ``load 10000 active games seconds: N``.
"""

from __future__ import annotations

import asyncio
import json
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from data import Store  # noqa: E402

SETTINGS = {"variant": "classic", "players": 2}
CARDS = [r + s for r in "A23456789TQK" for s in "CDHS"]
SPACES = [c + str(r) for c in "ABCDEFGHIJ" for r in range(10)]
MOVES_TIMED = 2000
LOAD_GAMES, MOVES_PER_GAME = 10_000, 60
FINISHED_GAMES, PLAYERS = 100_000, 5_000


def move_text(rng: random.Random) -> str:
    return f"{rng.choice(CARDS)} {rng.choice(SPACES)}"


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


async def bench_move_commit(folder: Path) -> tuple[float, float]:
    rng = random.Random(1)
    async with Store(folder / "moves.db") as store:
        games = []
        for g in range(20):
            game = await store.create_game(guild_id=1, channel_id=2, host_id=g, variant="classic",
                                           settings=SETTINGS, seed=g)
            await store.add_seat(game.id, user_id=g, display_name="a")
            await store.add_seat(game.id, user_id=1000 + g, display_name="b")
            await store.start_game(game.id, turn_deadline=600)
            games.append(game.id)
        timings = []
        for i in range(MOVES_TIMED):
            game_id, ply = games[i % len(games)], i // len(games)
            start = time.perf_counter()
            await store.record_move(game_id, ply, move_text(rng), ply % 2,
                                    turn_deadline=600 + i, reminder_at=300 + i,
                                    missed_turns={ply % 2: 0})
            timings.append((time.perf_counter() - start) * 1000)
    return statistics.median(timings), percentile(timings, 0.99)


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


async def bench_load(path: Path) -> float:
    start = time.perf_counter()
    async with Store(path) as store:
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


async def bench_leaderboard(path: Path) -> tuple[float, float]:
    async with Store(path) as store:
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


async def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        median, p99 = await bench_move_commit(folder)
        print(f"move commit ms: median {median:.2f}, p99 {p99:.2f} "
              f"({MOVES_TIMED} moves, target p99 <= 10)")

        board_db = folder / "finished.db"
        await create_schema(board_db)
        build_finished_games(board_db)
        lb_median, lb_max, stats_ms = await bench_leaderboard(board_db)
        print(f"leaderboard ms over {FINISHED_GAMES} finished games: median {lb_median:.2f}, "
              f"max {lb_max:.2f} (page + total + a rank, target <= 50)")
        print(f"user stats + history ms: {stats_ms:.2f}")

        load_db = folder / "active.db"
        await create_schema(load_db)
        build_active_games(load_db)
        seconds = await bench_load(load_db)
        print(f"load {LOAD_GAMES} active games seconds: {seconds:.2f}")


if __name__ == "__main__":
    asyncio.run(main())
