"""Engine speed: random complete games per second and legal-move listing time.

Usage: .venv/bin/python -m benchmarks.engine [--seconds 3]

Runs on one core (one process). Random players choose uniformly among the
legal moves of the seat to act. The last line is the figure the README quotes.
"""

from __future__ import annotations

import argparse
import platform
import random
import time

from engine import Game, GameSettings

TABLES = [
    ("classic", 2),
    ("classic", 3),
    ("classic", 4),
    ("classic", 12),
    ("kids", 2),
    ("kids", 4),
    ("dice", 2),
    ("dice", 3),
]


def random_game(settings: GameSettings, seed: int) -> Game:
    """Play one complete game of uniformly random legal moves."""
    game = Game.new(settings, seed)
    rng = random.Random(seed)
    choice = rng.choice
    legal = game.legal_moves
    play = game.play
    while game.outcome is None:
        play(choice(legal()))
    return game


def games_per_second(settings: GameSettings, seconds: float) -> tuple[float, float]:
    """Random games per second, and mean plies per game, over about ``seconds``."""
    start = time.perf_counter()
    games = plies = 0
    while time.perf_counter() - start < seconds:
        plies += random_game(settings, games).ply
        games += 1
    elapsed = time.perf_counter() - start
    return games / elapsed, plies / games


def listing_microseconds(settings: GameSettings, samples: int = 20000) -> float:
    """Mean microseconds for one legal_moves() call over positions of random games."""
    positions = []
    seed = 0
    while len(positions) < 500:
        game = Game.new(settings, seed)
        rng = random.Random(seed)
        while not game.is_over:
            positions.append(game.clone())
            game.play(rng.choice(game.legal_moves()))
        seed += 1
    start = time.perf_counter()
    for i in range(samples):
        positions[i % len(positions)].legal_moves()
    return (time.perf_counter() - start) / samples * 1e6


def main() -> None:
    """Print the figures for every table, the classic 2-player figure last."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=3.0, help="time per table")
    args = parser.parse_args()
    print(f"# {platform.processor() or platform.machine()}, Python {platform.python_version()}")
    print(f"{'table':<12} {'games/s':>9} {'plies':>7} {'legal_moves µs':>15}")
    result = 0.0
    for variant, players in TABLES:
        settings = GameSettings(variant, players)
        rate, plies = games_per_second(settings, args.seconds)
        listing = listing_microseconds(settings)
        print(f"{variant} {players:<4} {rate:>9.0f} {plies:>7.1f} {listing:>15.1f}")
        if (variant, players) == ("classic", 2):
            result = rate
    print(f"classic 2-player random games per second: {result:.0f}")


if __name__ == "__main__":
    main()
