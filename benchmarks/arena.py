"""Play computer levels against each other and report win rates and decision times.

Each pairing plays ``--games`` games (seats alternated: in half of the games
the first level's side starts from seat 0's side, in the other half from the
other side), in parallel on the machine's cores. For each pairing it prints
the first level's win rate (draws count half) with a 95% Wilson confidence
interval, and the mean and worst time per decision of each level.

    .venv/bin/python -m benchmarks.arena --games 400 --expert-games 200 --budget 0.25

The last line is ``expert vs hard win rate: N``.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import os
import random
import sys
import time
from dataclasses import dataclass, field

if __package__ in (None, ""):
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from engine import Game, GameSettings  # noqa: E402
from engine.ai import DEFAULT_TIME_BUDGET, choose_move  # noqa: E402


@dataclass
class Timing:
    """Decision times of one level in one pairing."""

    count: int = 0
    total: float = 0.0
    worst: float = 0.0

    def add(self, other: Timing) -> None:
        """Merge another timing into this one."""
        self.count += other.count
        self.total += other.total
        self.worst = max(self.worst, other.worst)

    @property
    def mean(self) -> float:
        """Mean seconds per decision."""
        return self.total / self.count if self.count else 0.0


@dataclass
class Result:
    """The outcome of one game for the pairing's first level, and both levels' timings."""

    score: float
    plies: int
    timings: list[Timing] = field(default_factory=lambda: [Timing(), Timing()])


def play_game(task: tuple[str, int, str, str, int, float, int]) -> Result:
    """Play one game: ``levels[0]`` on side ``first_side``, ``levels[1]`` on the others."""
    variant, players, level_a, level_b, seed, budget, first_side = task
    settings = GameSettings(variant, players)
    game = Game.new(settings, seed)
    rngs = [random.Random(seed * 2 + 1), random.Random(seed * 2 + 2)]
    result = Result(0.0, 0)
    while not game.is_over:
        seat = game.to_act
        who = 0 if game.side_of[seat] == first_side else 1
        level = (level_a, level_b)[who]
        start = time.perf_counter()
        move = choose_move(game, seat, level, rng=rngs[who], time_budget=budget)
        spent = time.perf_counter() - start
        t = result.timings[who]
        t.count += 1
        t.total += spent
        t.worst = max(t.worst, spent)
        game.play(move)
        if game.ply > 5000:
            break
    outcome = game.outcome
    winner = outcome.winner if outcome else None
    result.score = 0.5 if winner is None else (1.0 if winner == first_side else 0.0)
    result.plies = game.ply
    return result


def wilson(score: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval of a proportion ``score / n``."""
    if n == 0:
        return 0.0, 1.0
    p = score / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def run_pairing(
    pool: multiprocessing.pool.Pool,
    variant: str,
    players: int,
    level_a: str,
    level_b: str,
    games: int,
    budget: float,
    seed: int,
) -> tuple[float, int, Timing, Timing, float]:
    """Play one pairing; returns (score, games, timing a, timing b, seconds)."""
    sides = GameSettings(variant, players).sides
    tasks = [
        (variant, players, level_a, level_b, seed + i, budget, i % sides) for i in range(games)
    ]
    start = time.perf_counter()
    score = 0.0
    ta, tb = Timing(), Timing()
    for r in pool.imap_unordered(play_game, tasks):
        score += r.score
        ta.add(r.timings[0])
        tb.add(r.timings[1])
    return score, games, ta, tb, time.perf_counter() - start


def main(argv: list[str] | None = None) -> None:
    """Run the pairings given on the command line and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", default="classic", choices=("classic", "kids", "dice"))
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=400, help="games per heuristic pairing")
    parser.add_argument("--expert-games", type=int, default=200, help="games of expert vs hard")
    parser.add_argument("--budget", type=float, default=0.25, help="expert seconds per decision")
    parser.add_argument(
        "--default-budget-games",
        type=int,
        default=2,
        help="games of expert at its default budget vs hard, to measure its worst decision",
    )
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument(
        "--pairings",
        default="medium-easy,hard-medium,expert-hard",
        help="comma-separated A-B pairings (A's win rate is reported)",
    )
    args = parser.parse_args(argv)
    rows = []
    expert_rate: float | None = None
    header = (
        f"{'pairing':<26} {'games':>5} {'A wins':>7} {'95% CI':>15} "
        f"{'A mean ms':>9} {'A worst ms':>10} {'B mean ms':>9} {'B worst ms':>10} {'min':>5}"
    )
    print(f"{args.variant}, {args.players} players, {args.workers} workers", flush=True)
    print(header, flush=True)
    with multiprocessing.Pool(args.workers) as pool:
        plan = []
        for pairing in args.pairings.split(","):
            a, b = pairing.strip().split("-")
            n = args.expert_games if "expert" in (a, b) else args.games
            plan.append((a, b, n, args.budget))
        if args.default_budget_games > 0:
            plan.append(("expert", "hard", args.default_budget_games, DEFAULT_TIME_BUDGET))
        for a, b, n, budget in plan:
            if n <= 0:
                continue
            score, games, ta, tb, secs = run_pairing(
                pool, args.variant, args.players, a, b, n, budget, args.seed
            )
            lo, hi = wilson(score, games)
            name_a = f"{a}@{budget:g}s" if a == "expert" else a
            name_b = f"{b}@{budget:g}s" if b == "expert" else b
            line = (
                f"{name_a + ' vs ' + name_b:<26} {games:>5} {score / games:>7.3f} "
                f"{f'[{lo:.3f}, {hi:.3f}]':>15} {1000 * ta.mean:>9.1f} {1000 * ta.worst:>10.1f} "
                f"{1000 * tb.mean:>9.1f} {1000 * tb.worst:>10.1f} {secs / 60:>5.1f}"
            )
            rows.append(line)
            print(line, flush=True)
            if a == "expert" and b == "hard" and budget == args.budget:
                expert_rate = score / games
    if expert_rate is not None:
        print(f"expert vs hard win rate: {expert_rate:.3f}")


if __name__ == "__main__":
    main()
