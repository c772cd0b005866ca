"""Screen a learned model cheaply: its greedy player against hard (any variant with a model).

The greedy player plays the model's best move (``engine.ai.learned.ranked_moves``, no
search, about 1 ms). Its score against hard moves with the model's quality, and 2,000
games take under a minute on two cores (an interval of about ±2.2 points), where the
expert needs 12 minutes for 400 games (±5). Weights to try are given as a JSON object of
feature name to weight plus ``"BIAS"`` (for instance printed by
``scripts/train_evaluation.py`` and pasted into a file); without ``--weights`` the shipped
ones play. Seats alternate; the same seeds give the same deals for every weights file.

    .venv/bin/python -m benchmarks.greedy --games 2000
    .venv/bin/python -m benchmarks.greedy --games 2000 --weights /tmp/candidate.json
    .venv/bin/python -m benchmarks.greedy --variant teams --workers 1

With ``--variant teams`` (two teams of two) both seats of the greedy side play the model;
with ``--variant three`` one seat of three plays it against two hard players (an even
score is 33.3%); with ``--variant kids``, 2-player Sequence for Kids; with ``--variant dice5``
or ``dice6``, 2-player Sequence Dice with 5 or 6 in a row (the model of
``engine.ai.dice_learned``, its features and weights per line length). ``--weights`` then
replaces that game's weights. ``--workers 1`` plays without a pool. ``--per-game FILE``
writes each game's seed and score, so that two weights files can be compared game by game
on the same deals (a paired difference).

Research only: the bot never uses it.
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

from benchmarks.arena import load_weights, settings_of, wilson  # noqa: E402
from engine import Game  # noqa: E402
from engine.ai import choose_move, dice_learned, learned, tactic_for  # noqa: E402

VARIANT = "classic"
TACTICS = False
"""Whether the greedy player keeps to the tactics' moves (a win, else a forced block), as
every level from medium up does."""


def play_game(task: tuple[int, int]) -> tuple[float, int, float]:
    """One game of the greedy player (on side ``greedy_side``) against hard: its score (a draw
    counts half), its decisions and their total seconds."""
    seed, greedy_side = task
    game = Game.new(settings_of(VARIANT), seed)
    rng = random.Random(seed)
    decisions, spent = 0, 0.0
    while not game.is_over and game.ply < 3000:
        seat = game.to_act
        if game.side_of[seat] == greedy_side:
            start = time.perf_counter()
            ranked = (dice_learned.ranked_moves(game, seat) if game.settings.variant == "dice"
                      else learned.ranked_moves(game, seat))
            move = ranked[0][1]
            if TACTICS and len(ranked) > 1:
                tactic = tactic_for(game, seat, game.legal_moves(seat))
                if tactic is not None:
                    move = next((m for _, m in ranked if m in tactic.moves), tactic.moves[0])
            spent += time.perf_counter() - start
            decisions += 1
        else:
            move = choose_move(game, seat, "hard", rng=rng)
        game.play(move)
    winner = game.outcome.winner if game.outcome else None
    score = 0.5 if winner is None else float(winner == greedy_side)
    return score, decisions, spent


def _setup(weights: str | None, variant: str, opponent_cards: str, tactics: bool) -> None:
    global VARIANT, TACTICS
    load_weights(weights, variant)
    VARIANT = variant
    TACTICS = tactics
    learned.OPPONENT_CARDS = opponent_cards


def main(argv: list[str] | None = None) -> None:
    """Play the games and print the greedy player's score with its interval."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=50000)
    parser.add_argument("--weights", help="JSON file of feature weights and BIAS")
    parser.add_argument("--variant", default="classic",
                        choices=("classic", "teams", "kids", "three", "dice5", "dice6"))
    parser.add_argument("--opponent-cards", default=learned.OPPONENT_CARDS,
                        choices=("next", "all"))
    parser.add_argument("--tactics", action="store_true",
                        help="keep to the tactics' moves (a win, else a forced block)")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--per-game",
                        help="also write each game's seed and the greedy score to this file "
                             "(one 'seed score' line a game, in seed order), to pair two "
                             "weights files on the same deals")
    args = parser.parse_args(argv)
    setup = (args.weights, args.variant, args.opponent_cards, args.tactics)
    _setup(*setup)  # checked here, before the workers start
    sides = settings_of(args.variant).sides
    tasks = [(args.seed + i, i % sides) for i in range(args.games)]
    start = time.perf_counter()
    score, decisions, spent = 0.0, 0, 0.0
    per_game: list[str] = []
    pool = (multiprocessing.Pool(args.workers, initializer=_setup, initargs=setup)
            if args.workers > 1 else None)
    try:
        results = (map(play_game, tasks) if pool is None
                   else pool.imap(play_game, tasks, chunksize=8))
        for (seed, _), (s, n, t) in zip(tasks, results, strict=True):
            per_game.append(f"{seed} {s:g}")
            score += s
            decisions += n
            spent += t
    finally:
        if pool is not None:
            pool.close()
            pool.join()
    if args.per_game:
        with open(args.per_game, "w", encoding="utf-8") as f:
            f.write("".join(line + "\n" for line in per_game))
    low, high = wilson(score, args.games)
    print(f"greedy ({args.weights or 'shipped weights'}, {args.variant}, opponent cards "
          f"{args.opponent_cards}{', tactics' if args.tactics else ''}) vs hard: "
          f"{args.games} games, "
          f"score {score / args.games:.3f} [{low:.3f}, {high:.3f}], "
          f"{1000 * spent / max(1, decisions):.1f} ms a decision, "
          f"{time.perf_counter() - start:.0f} s")


if __name__ == "__main__":
    main()
