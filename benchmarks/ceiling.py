"""How strong could a search guided by the hard evaluation be if it could peek?

A research benchmark, not a player: it measures upper bounds for the expert
(issue 8) by letting one search *cheat* in controlled ways, against the hard
player in classic 2-player games with seats alternated, in parallel on the
machine's cores. The search is the same in every mode: the best ``--width``
moves by the expert's evaluation are each played in a world, the opponent
replies with the exact hard policy, this seat then plays its best of
``--width2`` replies (if ``--depth`` is 2 or more, and so on), and the leaf is
scored by the evaluation plus the best next move; the candidate with the
highest total over ``--worlds`` worlds is played. The modes differ only in
the worlds searched:

* ``fair``: worlds sampled from what the seat may see (``engine.ai.determinise``)
* ``hand``: the opponent's true hand, the draw pile shuffled (peeks at the hand)
* ``world``: the true game itself (peeks at the hand and at every future draw)

    .venv/bin/python -m benchmarks.ceiling --mode world --depth 1 --games 400

With ``--player expert`` the player is instead the shipped expert (``choose_move(game,
seat, "expert")``: the learned model, its candidates, look-ahead and switching rule
unchanged) whose sampled worlds are replaced, in this process, by the worlds of ``--mode``
(``fair`` leaves them alone: it is the shipped expert). ``--iterations`` caps its worlds a
decision and ``--budget`` (seconds, large by default) only guards against a stuck decision,
so its play does not depend on the machine's speed; in ``world`` mode every world is the
true game (its random generator too, so reshuffles are the real ones), the look-ahead's
noise still differing from world to world:

    nice -n 19 .venv/bin/python -m benchmarks.ceiling --player expert --mode hand \
        --iterations 16 --games 200 --workers 1 --per-game hand.txt

Each line prints the score against hard with a 95% Wilson interval and the mean and worst
milliseconds a decision of the measured player; ``--per-game FILE`` writes ``seed score``
a line (in seed order), to pair modes deal by deal, and every ``--progress``
games a line on stderr gives the score and times so far.

Results: engine/ai/README.md ("How far can this kind of search go?" and session 13).

Nothing here is used by the bot; the peeking players exist only to bound what
information and search depth could be worth.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import random
import sys
import time
from collections.abc import Callable, Iterator

if __package__ in (None, ""):
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from benchmarks.arena import wilson  # noqa: E402
from engine import Game, GameSettings  # noqa: E402
from engine.ai import choose_move, determinise  # noqa: E402
from engine.ai import expert as expert_ai  # noqa: E402
from engine.ai.evaluate import WIN, Analysis  # noqa: E402
from engine.ai.expert import EXPERT  # noqa: E402
from engine.ai.players import hard_move, score_moves  # noqa: E402
from engine.moves import DEAD, Move  # noqa: E402

MODES = ("fair", "hand", "world")
PLAYERS = ("search", "expert")


def hand_world(
    game: Game, seat: int, rng: random.Random, missing: tuple[int, frozenset[str]] | None = None
) -> Game:
    """A world with every hand as it truly is and the draw pile (the rest of the cards)
    shuffled, its random generator re-seeded from ``rng``; ``missing`` is ignored."""
    world = game.clone()
    world.rng = random.Random(rng.getrandbits(64))
    rng.shuffle(world.draw_pile)  # type: ignore[attr-defined]
    return world


def true_world(
    game: Game, seat: int, rng: random.Random, missing: tuple[int, frozenset[str]] | None = None
) -> Game:
    """The true game itself (a copy: hands, draw pile order and random generator)."""
    return game.clone()


WORLDS: dict[str, Callable[..., Game]] = {
    "fair": determinise,
    "hand": hand_world,
    "world": true_world,
}
"""Mode -> the function that makes a world for ``seat`` (``determinise``'s signature)."""


def set_peek(mode: str) -> None:
    """Make the shipped expert (``engine.ai.expert``) search the worlds of ``mode`` in this
    process (``fair``: its own sampled worlds, as shipped)."""
    expert_ai.determinise = WORLDS[mode]  # type: ignore[attr-defined]


def _reply(world: Game, seat: int) -> None:
    """Let every other seat play with the exact hard policy until ``seat`` is to act."""
    rng = random.Random(1)
    while not world.is_over and world.to_act != seat:
        s = world.to_act
        moves = world.legal_moves(s)
        dead = [m for m in moves if m.kind == DEAD]
        world.play(
            dead[0] if dead else moves[0] if len(moves) == 1 else hard_move(world, s, moves, rng)
        )


def _ranked(world: Game, seat: int) -> list[Move]:
    a = Analysis(world, seat, params=EXPERT)
    moves = [m for m in world.legal_moves(seat) if m.kind != DEAD]
    return [
        m
        for _, m in sorted(score_moves(world, seat, moves, a=a, params=EXPERT), key=lambda t: -t[0])
    ]


def _leaf(world: Game, seat: int) -> float:
    if world.is_over:
        winner = world.outcome.winner if world.outcome else None
        return 0.0 if winner is None else (1e6 if winner == world.side_of[seat] else -1e6)
    a = Analysis(world, seat, params=EXPERT)
    moves = [m for m in world.legal_moves(seat) if m.kind != DEAD]
    best = max((t for t, _ in score_moves(world, seat, moves, a=a, params=EXPERT)), default=0.0)
    return a.score() + best


def _search(world: Game, seat: int, depth: int, width: int) -> float:
    if world.is_over or depth == 0:
        return _leaf(world, seat)
    dead = [m for m in world.legal_moves(seat) if m.kind == DEAD]
    if dead:
        world = world.clone()
        world.play(dead[0])
    best = -1e18
    for m in _ranked(world, seat)[:width]:
        branch = world.clone()
        branch.play(m)
        _reply(branch, seat)
        best = max(best, _search(branch, seat, depth - 1, width))
    return best


def _world(game: Game, seat: int, mode: str, rng: random.Random) -> Game:
    return WORLDS[mode](game, seat, rng)


def search_move(
    game: Game,
    seat: int,
    rng: random.Random,
    mode: str,
    depth: int,
    width: int,
    width2: int,
    worlds: int,
) -> Move:
    """The move of the (possibly peeking) search for ``seat``."""
    moves = game.legal_moves(seat)
    if len(moves) == 1:
        return moves[0]
    for m in moves:
        if m.kind == DEAD:
            return m
    a = Analysis(game, seat, params=EXPERT)
    scored = sorted(score_moves(game, seat, moves, a=a, params=EXPERT), key=lambda t: -t[0])
    if scored[0][0] >= WIN / 2:
        return scored[0][1]
    candidates = [m for _, m in scored[:width]]
    totals = [0.0] * len(candidates)
    for _ in range(worlds):
        world = _world(game, seat, mode, rng)
        for i, m in enumerate(candidates):
            branch = world.clone()
            branch.play(m)
            _reply(branch, seat)
            totals[i] += _search(branch, seat, depth - 1, width2)
    return candidates[max(range(len(candidates)), key=lambda i: totals[i])]


Task = tuple[str, int, int, str, int, int, int, int, int, float]
"""(player, seed, first side, mode, depth, width, width2, worlds, iterations, budget)."""


def play_game(task: Task) -> tuple[int, float, float, int, float]:
    """One game of the player (on side ``first_side``) against hard:
    (seed, score, seconds, decisions, worst seconds of a decision)."""
    player, seed, first_side, mode, depth, width, width2, worlds, iterations, budget = task
    if player == "expert":
        set_peek(mode)
    game = Game.new(GameSettings("classic", 2), seed)
    rngs = [random.Random(seed * 2 + 1), random.Random(seed * 2 + 2)]
    spent, worst, decisions = 0.0, 0.0, 0
    while not game.is_over and game.ply < 3000:
        seat = game.to_act
        if game.side_of[seat] == first_side:
            start = time.perf_counter()
            if player == "expert":
                move = choose_move(
                    game, seat, "expert", rng=rngs[0], time_budget=budget, max_iterations=iterations
                )
            else:
                move = search_move(game, seat, rngs[0], mode, depth, width, width2, worlds)
            took = time.perf_counter() - start
            spent += took
            worst = max(worst, took)
            decisions += 1
        else:
            move = choose_move(game, seat, "hard", rng=rngs[1])
        game.play(move)
    winner = game.outcome.winner if game.outcome else None
    score = 0.5 if winner is None else (1.0 if winner == first_side else 0.0)
    return seed, score, spent, decisions, worst


def main(argv: list[str] | None = None) -> None:
    """Play the chosen player against hard and print its win rate."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--player",
        choices=PLAYERS,
        default="search",
        help="search: this module's search; expert: the shipped expert",
    )
    parser.add_argument("--mode", choices=MODES, default="fair")
    parser.add_argument("--depth", type=int, default=1, help="own moves searched (1 or more)")
    parser.add_argument("--width", type=int, default=6, help="candidates at the root")
    parser.add_argument("--width2", type=int, default=4, help="own replies tried below the root")
    parser.add_argument("--worlds", type=int, default=4, help="worlds per decision")
    parser.add_argument(
        "--iterations",
        type=int,
        default=16,
        help="expert: worlds per decision at most (max_iterations)",
    )
    parser.add_argument(
        "--budget",
        type=float,
        default=60.0,
        help="expert: seconds per decision (large, so --iterations decides)",
    )
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=50000)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--per-game", metavar="FILE", help="write 'seed score' for each game")
    parser.add_argument(
        "--progress", type=int, default=20, help="a line on stderr every this many games (0: none)"
    )
    args = parser.parse_args(argv)
    expert_player = args.player == "expert"
    worlds = 1 if args.mode == "world" and not expert_player else args.worlds
    tasks: list[Task] = [
        (
            args.player,
            args.seed + i,
            i % 2,
            args.mode,
            args.depth,
            args.width,
            args.width2,
            worlds,
            args.iterations,
            args.budget,
        )
        for i in range(args.games)
    ]
    start = time.perf_counter()
    score, spent, worst, decisions, done = 0.0, 0.0, 0.0, 0, 0
    out = open(args.per_game, "w") if args.per_game else None  # noqa: SIM115
    pool = multiprocessing.Pool(args.workers) if args.workers > 1 else None
    try:
        results: Iterator[tuple[int, float, float, int, float]] = (
            map(play_game, tasks) if pool is None else pool.imap(play_game, tasks)
        )
        for seed, s, t, n, w in results:
            done += 1
            score += s
            spent += t
            decisions += n
            worst = max(worst, w)
            if out is not None:
                out.write(f"{seed} {s:g}\n")
                out.flush()
            if args.progress > 0 and done % args.progress == 0 and done < args.games:
                lo, hi = wilson(score, done)
                print(
                    f"progress: {done} of {args.games} games, {score / done:.3f} "
                    f"[{lo:.3f}, {hi:.3f}], {1000 * spent / max(1, decisions):.0f} ms a decision "
                    f"(worst {1000 * worst:.0f}), {(time.perf_counter() - start) / 60:.1f} min",
                    file=sys.stderr,
                    flush=True,
                )
    finally:
        if pool is not None:
            pool.terminate()
        if out is not None:
            out.close()
        set_peek("fair")
    lo, hi = wilson(score, args.games)
    what = (
        f"player=expert mode={args.mode} iterations={args.iterations} budget={args.budget:g}s"
        if expert_player
        else f"mode={args.mode} depth={args.depth} worlds={worlds}"
    )
    print(
        f"{what} vs hard: {args.games} games, seeds from {args.seed}, "
        f"{score / args.games:.3f} [{lo:.3f}, {hi:.3f}], "
        f"{1000 * spent / max(1, decisions):.0f} ms a decision (worst {1000 * worst:.0f}), "
        f"{(time.perf_counter() - start) / 60:.1f} min"
    )


if __name__ == "__main__":
    main()
