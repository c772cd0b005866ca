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

if __package__ in (None, ""):
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from benchmarks.arena import wilson  # noqa: E402
from engine import Game, GameSettings  # noqa: E402
from engine.ai import choose_move, determinise  # noqa: E402
from engine.ai.evaluate import WIN, Analysis  # noqa: E402
from engine.ai.expert import EXPERT  # noqa: E402
from engine.ai.players import hard_move, score_moves  # noqa: E402
from engine.moves import DEAD, Move  # noqa: E402

MODES = ("fair", "hand", "world")


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
    if mode == "fair":
        return determinise(game, seat, rng)
    world = game.clone()
    if mode == "hand":
        world.rng = random.Random(rng.getrandbits(64))
        rng.shuffle(world.draw_pile)  # type: ignore[attr-defined]
    return world


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


def play_game(task: tuple[int, int, str, int, int, int, int]) -> tuple[float, float, int]:
    """One game of the search (on side ``first_side``) against hard: (score, seconds, moves)."""
    seed, first_side, mode, depth, width, width2, worlds = task
    game = Game.new(GameSettings("classic", 2), seed)
    rngs = [random.Random(seed * 2 + 1), random.Random(seed * 2 + 2)]
    spent, decisions = 0.0, 0
    while not game.is_over and game.ply < 3000:
        seat = game.to_act
        if game.side_of[seat] == first_side:
            start = time.perf_counter()
            move = search_move(game, seat, rngs[0], mode, depth, width, width2, worlds)
            spent += time.perf_counter() - start
            decisions += 1
        else:
            move = choose_move(game, seat, "hard", rng=rngs[1])
        game.play(move)
    winner = game.outcome.winner if game.outcome else None
    score = 0.5 if winner is None else (1.0 if winner == first_side else 0.0)
    return score, spent, decisions


def main(argv: list[str] | None = None) -> None:
    """Play the chosen search against hard and print its win rate."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mode", choices=MODES, default="fair")
    parser.add_argument("--depth", type=int, default=1, help="own moves searched (1 or more)")
    parser.add_argument("--width", type=int, default=6, help="candidates at the root")
    parser.add_argument("--width2", type=int, default=4, help="own replies tried below the root")
    parser.add_argument("--worlds", type=int, default=4, help="worlds per decision")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=50000)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args(argv)
    worlds = 1 if args.mode == "world" else args.worlds
    tasks = [
        (args.seed + i, i % 2, args.mode, args.depth, args.width, args.width2, worlds)
        for i in range(args.games)
    ]
    start = time.perf_counter()
    score, spent, decisions = 0.0, 0.0, 0
    with multiprocessing.Pool(args.workers) as pool:
        for s, t, n in pool.imap_unordered(play_game, tasks, chunksize=2):
            score += s
            spent += t
            decisions += n
    lo, hi = wilson(score, args.games)
    print(
        f"mode={args.mode} depth={args.depth} worlds={worlds} vs hard: {args.games} games, "
        f"{score / args.games:.3f} [{lo:.3f}, {hi:.3f}], "
        f"{1000 * spent / max(1, decisions):.0f} ms a decision, "
        f"{(time.perf_counter() - start) / 60:.1f} min"
    )


if __name__ == "__main__":
    main()
