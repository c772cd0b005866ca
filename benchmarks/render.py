"""Render speed and size: board PNG per variant, and a 100-move replay.

Run: ``.venv/bin/python benchmarks/render.py``. The last line is
``classic board render median ms: N``.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine import Game, GameSettings  # noqa: E402
from i18n import picture_words  # noqa: E402
from render import render_board, render_replay  # noqa: E402

NAMES = {0: "Alice", 1: "Bob", 2: "Carla", 3: "Dan"}
ENGLISH = picture_words("en")


def game_snapshots(variant: str, players: int, seed: int, moves: int) -> list:
    """Snapshots of a random game, start then after each move (restarting when one ends)."""
    rng = random.Random(seed)
    game = Game.new(GameSettings(variant=variant, players=players), seed=seed)
    snaps = [game.snapshot()]
    while len(snaps) <= moves:
        if game.is_over:
            seed += 1
            game = Game.new(GameSettings(variant=variant, players=players), seed=seed)
        game.play(rng.choice(game.legal_moves()))
        snaps.append(game.snapshot())
    return snaps


def bench_board(variant: str, players: int) -> float:
    snaps = game_snapshots(variant, players, seed=11, moves=60)
    render_board(snaps[0], names=NAMES, game_number=1, words=ENGLISH)  # warm the caches
    times, sizes = [], []
    for snap in snaps[1:]:
        t = time.perf_counter()
        png = render_board(snap, names=NAMES, game_number=1, words=ENGLISH)
        times.append((time.perf_counter() - t) * 1000)
        sizes.append(len(png))
    med = statistics.median(times)
    print(f"{variant:8s} board: median {med:.1f} ms, worst {max(times):.1f} ms, "
          f"PNG median {statistics.median(sizes) / 1024:.0f} KB, max {max(sizes) / 1024:.0f} KB")
    return med


def bench_replay(variant: str, players: int) -> None:
    snaps = game_snapshots(variant, players, seed=5, moves=100)
    t = time.perf_counter()
    gif = render_replay(snaps, names=NAMES, words=ENGLISH)
    dt = time.perf_counter() - t
    print(f"{variant:8s} replay of {len(snaps) - 1} moves: {dt:.2f} s, {len(gif) / 1024:.0f} KB")


def main() -> None:
    meds = {}
    for variant, players in (("classic", 2), ("kids", 3), ("dice", 2)):
        meds[variant] = bench_board(variant, players)
    for variant, players in (("classic", 2), ("kids", 3), ("dice", 2)):
        bench_replay(variant, players)
    print(f"classic board render median ms: {meds['classic']:.1f}")


if __name__ == "__main__":
    main()
