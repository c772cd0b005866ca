"""Play computer levels against each other and report win rates, missed wins and times.

For each variant and pairing ``A-B``, level A plays one side and level B every
other side; seats are alternated (game ``i`` gives A the side ``i mod sides``,
which starts from seat 0 in rotation). It prints A's score (wins, draws count
half) with a 95% Wilson interval, what an even match would score (``even``: one
over the number of sides), the mean and worst time per decision of each level (wall
clock, and below it the worst in CPU time of this process: on a shared machine a
low-priority process can wait for a core, which the wall clock counts),
and for each level ``missed wins: N of M``: of the M decisions where it could
win the game at once (found by trying every legal move), the N where it did not.

Variants: ``classic`` (2 players), ``kids`` (2 players), ``dice6`` (2 players,
6 in a row), ``dice5`` (2 players, 5 in a row), ``three`` (classic, 3 players on
3 sides), ``teams`` (classic, 2 against 2), ``dice3`` (Sequence Dice, 3 players alone, 5 in
a row) and ``dice4`` (Sequence Dice, 2 against 2, 6 in a row: the rule book's lengths).

    .venv/bin/python -m benchmarks.arena --variants classic,kids --games 200 \\
        --expert-games 100 --budget 0.25 --workers 1

With ``--workers 1`` games run in this process (no pool). ``--refine N`` sets how many of
the 2-player dice expert's best spaces it searches one roll deeper (1: none), for an A/B
of that search on the same deals. ``--weights FILE`` (one variant at a time) gives the
expert the learned model's weights of a JSON file, as ``benchmarks/greedy.py --weights``
does for the greedy player, for an A/B of two sets of weights on the same deals. Every
``--progress`` games (default 200) a line on stderr gives the games done, A's score so far
and the CPU minutes spent. For screens: ``--iterations N`` caps the expert's sampled worlds
(with a large ``--budget`` its play then does not depend on the machine's speed),
``--expert-set NAME=VALUE`` sets a constant of ``engine.ai.expert`` (e.g. ``TEAM_TURNS=1``),
and ``--per-game FILE`` writes each game's score, to pair two runs deal by deal. The last
line is ``expert vs hard win rate: N`` for the first variant measured.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import os
import random
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass, field

if __package__ in (None, ""):
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from engine import Game, GameSettings  # noqa: E402
from engine.ai import DEFAULT_TIME_BUDGET, choose_move, dice_learned, learned  # noqa: E402
from engine.ai.tactics import completions  # noqa: E402
from engine.moves import CHOOSE, PLAY, Move  # noqa: E402

VARIANTS: dict[str, tuple[str, int, int]] = {
    "classic": ("classic", 2, 0),
    "kids": ("kids", 2, 0),
    "dice6": ("dice", 2, 6),
    "dice5": ("dice", 2, 5),
    "three": ("classic", 3, 0),
    "teams": ("classic", 4, 0),
    "dice3": ("dice", 3, 0),
    "dice4": ("dice", 4, 0),
}
"""Name -> (variant, players, line length; 0 for the rule book's)."""


def settings_of(name: str) -> GameSettings:
    """The game settings of a variant name of ``VARIANTS``."""
    variant, players, length = VARIANTS[name]
    return GameSettings(variant, players, line_length=length)


@dataclass
class Timing:
    """Decision times and missed wins of one level in one pairing."""

    count: int = 0
    total: float = 0.0
    worst: float = 0.0
    worst_cpu: float = 0.0
    chances: int = 0
    missed: int = 0

    def add(self, other: Timing) -> None:
        """Merge another timing into this one."""
        self.count += other.count
        self.total += other.total
        self.worst = max(self.worst, other.worst)
        self.worst_cpu = max(self.worst_cpu, other.worst_cpu)
        self.chances += other.chances
        self.missed += other.missed

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


def winning_moves(game: Game, seat: int) -> list[Move]:
    """Every move of ``seat`` that wins the game now, by trying each on a copy.

    Card games are tried only when some empty space would complete a winning sequence
    for the side (a cheap filter that never hides a win); dice always.
    """
    side = game.side_of[seat]
    if game.settings.variant != "dice" and not any(completions(game, side).values()):
        return []
    out = []
    for m in game.legal_moves(seat):
        if m.kind not in (PLAY, CHOOSE):
            continue
        after = game.clone()
        after.play(m)
        if after.outcome is not None and after.outcome.winner == side:
            out.append(m)
    return out


def set_refine(refine: int | None) -> None:
    """With ``refine``, the 2-player dice expert searches that many of its best spaces one
    roll deeper, for both line lengths (``dice_learned.REFINE``; 1: none), in this
    process; None keeps the shipped values."""
    if refine is not None:
        for line in dice_learned.REFINE:
            dice_learned.REFINE[line] = refine


ITERATIONS: int | None = None
"""The expert's ``max_iterations`` (sampled worlds a decision; None: only the budget)."""


def set_expert(assignments: list[str]) -> None:
    """Set constants of ``engine.ai.expert`` from ``NAME=VALUE`` strings (research A/Bs,
    e.g. ``LEARNED_SWITCH_Z=3``), keeping each constant's type, in this process."""
    from engine.ai import expert

    for text in assignments:
        name, _, value = text.partition("=")
        old = getattr(expert, name, None)
        if not name.isupper() or not isinstance(old, (int, float)) or isinstance(old, bool):
            raise SystemExit(f"--expert-set: {name!r} is not a number constant of engine.ai.expert")
        setattr(expert, name, type(old)(value))


def set_up(
    refine: int | None,
    weights: str | None = None,
    name: str = "classic",
    iterations: int | None = None,
    assignments: tuple[str, ...] = (),
) -> None:
    """``set_refine``, with ``weights`` (a JSON file) the learned model's weights for
    variant ``name`` in place of the shipped ones, the expert's ``ITERATIONS`` and the
    expert's constants of ``assignments`` (``set_expert``), in this process."""
    global ITERATIONS
    set_refine(refine)
    load_weights(weights, name)
    ITERATIONS = iterations
    set_expert(list(assignments))


def load_weights(path: str | None, variant: str = "classic") -> None:
    """Put the weights of a JSON file in place of the shipped ones (in this process)."""
    if path is None:
        return
    with open(path, encoding="utf-8") as f:
        given = json.load(f)
    if variant.startswith("dice"):
        names = dice_learned.FEATURES
        missing = [name for name in (*names, "BIAS") if name not in given]
        if missing:
            raise SystemExit(f"{path}: no weight for {', '.join(missing)}")
        line = settings_of(variant).line_length
        dice_learned.WEIGHTS[line] = {name: float(given[name]) for name in names}
        dice_learned.BIAS[line] = float(given["BIAS"])
        return
    missing = [name for name in (*learned.FEATURES, "BIAS") if name not in given]
    if missing:
        raise SystemExit(f"{path}: no weight for {', '.join(missing)}")
    weights = tuple(float(given[name]) for name in learned.FEATURES)
    for kind in learned._PARAMS:
        learned._PARAMS[kind] = (weights, float(given["BIAS"]))


def play_game(task: tuple[str, str, str, int, float, int]) -> Result:
    """Play one game: ``levels[0]`` on side ``first_side``, ``levels[1]`` on the others."""
    name, level_a, level_b, seed, budget, first_side = task
    game = Game.new(settings_of(name), seed)
    rngs = [random.Random(seed * 2 + 1), random.Random(seed * 2 + 2)]
    result = Result(0.0, 0)
    while not game.is_over:
        seat = game.to_act
        who = 0 if game.side_of[seat] == first_side else 1
        level = (level_a, level_b)[who]
        wins = winning_moves(game, seat)
        start, cpu = time.perf_counter(), time.process_time()
        move = choose_move(game, seat, level, rng=rngs[who], time_budget=budget,
                           max_iterations=ITERATIONS)
        spent = time.perf_counter() - start
        t = result.timings[who]
        t.count += 1
        t.total += spent
        t.worst = max(t.worst, spent)
        t.worst_cpu = max(t.worst_cpu, time.process_time() - cpu)
        if wins:
            t.chances += 1
            t.missed += move not in wins
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


def progress_line(label: str, done: int, games: int, score: float, cpu: float) -> str:
    """One progress line: games done of all, A's score so far with its 95% interval, and
    ``cpu`` seconds as minutes (this process's; with a pool the workers' CPU is not in it)."""
    lo, hi = wilson(score, done)
    return (
        f"progress {label}: {done} of {games} games, A {score / done:.3f} "
        f"[{lo:.3f}, {hi:.3f}], CPU {cpu / 60:.1f} min"
    )


def run_pairing(
    pool: multiprocessing.pool.Pool | None,
    name: str,
    level_a: str,
    level_b: str,
    games: int,
    budget: float,
    seed: int,
    progress: int = 0,
    per_game: list[str] | None = None,
) -> tuple[float, int, Timing, Timing, float]:
    """Play one pairing; returns (score, games, timing a, timing b, seconds).

    With ``progress`` > 0, every that many games a line goes to stderr with the games
    done, A's score so far and this process's CPU minutes (``progress_line``). With
    ``per_game``, one ``variant pairing seed score`` line a game is appended to it, in
    seed order.
    """
    sides = settings_of(name).sides
    tasks = [(name, level_a, level_b, seed + i, budget, i % sides) for i in range(games)]
    start = time.perf_counter()
    score = 0.0
    ta, tb = Timing(), Timing()
    results: Iterator[Result] = (
        map(play_game, tasks) if pool is None else pool.imap(play_game, tasks)
    )
    cpu = time.process_time()
    for done, r in enumerate(results, 1):
        if per_game is not None:
            per_game.append(f"{name} {level_a}-{level_b} {seed + done - 1} {r.score:g}")
        score += r.score
        ta.add(r.timings[0])
        tb.add(r.timings[1])
        if progress > 0 and done % progress == 0 and done < games:
            label = f"{name} {level_a}-{level_b}"
            line = progress_line(label, done, games, score, time.process_time() - cpu)
            print(line, file=sys.stderr, flush=True)
    return score, games, ta, tb, time.perf_counter() - start


def main(argv: list[str] | None = None) -> None:
    """Run the pairings given on the command line for each variant and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--variants",
        default="classic",
        help=f"comma-separated, of: {', '.join(VARIANTS)} (or 'all')",
    )
    parser.add_argument("--games", type=int, default=400, help="games per heuristic pairing")
    parser.add_argument("--expert-games", type=int, default=200, help="games of expert pairings")
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
        "--refine",
        type=int,
        help="2-player dice expert: how many of its best spaces to search one roll deeper "
        "(both line lengths; 1: none; default: the shipped dice_learned.REFINE)",
    )
    parser.add_argument(
        "--weights",
        help="JSON file of the learned model's weights (and BIAS) for the expert, as for "
        "benchmarks/greedy.py; one variant only",
    )
    parser.add_argument(
        "--iterations",
        type=int,
        help="cap the expert's sampled worlds a decision (max_iterations), for screens that do "
        "not depend on the machine's speed (give a large --budget with it)",
    )
    parser.add_argument(
        "--expert-set",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="set a number constant of engine.ai.expert (research A/Bs; repeatable)",
    )
    parser.add_argument(
        "--per-game",
        help="write one 'variant pairing seed score' line a game to this file, for paired "
        "comparisons of two runs on the same deals",
    )
    parser.add_argument(
        "--progress",
        type=int,
        default=200,
        help="print a progress line to stderr every this many games of a pairing (0: never)",
    )
    parser.add_argument(
        "--pairings",
        default="medium-easy,hard-medium,expert-hard",
        help="comma-separated A-B pairings (A's win rate is reported)",
    )
    args = parser.parse_args(argv)
    names = list(VARIANTS) if args.variants == "all" else args.variants.split(",")
    for name in names:
        if name not in VARIANTS:
            parser.error(f"unknown variant {name!r}; choose from {', '.join(VARIANTS)}")
    expert_rate: float | None = None
    header = (
        f"{'variant':<8} {'pairing':<22} {'games':>5} {'A wins':>6} {'95% CI':>14} {'even':>5} "
        f"{'A mean ms':>9} {'A worst ms':>10} {'B mean ms':>9} {'B worst ms':>10} {'min':>5}"
    )
    if args.weights is not None and len(names) != 1:
        parser.error("--weights is for one variant at a time")
    setup = (args.refine, args.weights, names[0], args.iterations, tuple(args.expert_set))
    set_up(*setup)  # checked here, before the workers start
    refine = "" if args.refine is None else f", dice refine {args.refine}"
    weights = "" if args.weights is None else f", expert's weights from {args.weights}"
    iterations = "" if args.iterations is None else f", expert's worlds at most {args.iterations}"
    sets = "".join(f", {text}" for text in args.expert_set)
    print(f"{args.workers} workers, seeds from {args.seed}{refine}{weights}{iterations}{sets}",
          flush=True)
    per_game: list[str] | None = [] if args.per_game else None
    print(header, flush=True)
    pool = (multiprocessing.Pool(args.workers, initializer=set_up, initargs=setup)
            if args.workers > 1 else None)
    try:
        for name in names:
            plan = []
            for pairing in args.pairings.split(","):
                a, b = pairing.strip().split("-")
                n = args.expert_games if "expert" in (a, b) else args.games
                plan.append((a, b, n, args.budget))
            if args.default_budget_games > 0:
                plan.append(("expert", "hard", args.default_budget_games, DEFAULT_TIME_BUDGET))
            even = 1 / settings_of(name).sides
            for a, b, n, budget in plan:
                if n <= 0:
                    continue
                score, games, ta, tb, secs = run_pairing(
                    pool, name, a, b, n, budget, args.seed, args.progress, per_game
                )
                if args.per_game and per_game is not None:
                    with open(args.per_game, "w", encoding="utf-8") as f:
                        f.write("".join(line + "\n" for line in per_game))
                lo, hi = wilson(score, games)
                name_a = f"{a}@{budget:g}s" if a == "expert" else a
                name_b = f"{b}@{budget:g}s" if b == "expert" else b
                print(
                    f"{name:<8} {name_a + ' vs ' + name_b:<22} {games:>5} {score / games:>6.3f} "
                    f"{f'[{lo:.3f}, {hi:.3f}]':>14} {even:>5.3f} {1000 * ta.mean:>9.1f} "
                    f"{1000 * ta.worst:>10.1f} {1000 * tb.mean:>9.1f} {1000 * tb.worst:>10.1f} "
                    f"{secs / 60:>5.1f}",
                    flush=True,
                )
                print(
                    f"{'':<8}   missed wins: {name_a} {ta.missed} of {ta.chances}; "
                    f"{name_b} {tb.missed} of {tb.chances}; worst CPU ms: "
                    f"{1000 * ta.worst_cpu:.1f}; {1000 * tb.worst_cpu:.1f}",
                    flush=True,
                )
                if a == "expert" and b == "hard" and budget == args.budget and expert_rate is None:
                    expert_rate = score / games
    finally:
        if pool is not None:
            pool.close()
            pool.join()
    if expert_rate is not None:
        print(f"expert vs hard win rate: {expert_rate:.3f}")


if __name__ == "__main__":
    main()
