"""Fit the learned win chance of ``engine/ai/learned.py`` from self-play games.

Plays ``--games`` classic 2-player games of the hard player against itself (seeds
from ``--seed``) and ``--learned-games`` games of the model's greedy player (its
best move by the weights now in ``engine/ai/learned.py``) against hard (seeds from
``--learned-seed``, sides alternated; it keeps to the win or forced block every level
from medium up plays, ``engine.ai.tactic_for``), records after every card play the features
seen by the side that moved (its hand without the played card, the cards it had
not seen, the board after the move) and whether that side went on to win (a draw
counts half), and fits a logistic regression (Newton's method, a little L2) on the
positions of 80% of the games. Prints the log loss on the other games' positions and the
weights to paste into ``engine/ai/learned.py``. (Until session 13 the held-out fifth was
drawn by position, not by game: positions of one game, which share its outcome, fell on
both sides, and that flattered models with more parameters. The held-out figures quoted
for weights fitted before then were measured that way.)

The shipped weights are those of ``--games 5000`` (hard-vs-hard only). Adding
``--learned-games 4000`` with those weights in place (a policy-iteration step, with the
explicit weighing of the opponent's completing spaces, ``learned._with_threat``) gave
weights whose greedy player scored 55.0% against hard over 2,000 games (54.3% for the
shipped ones) and whose expert scored 59.3% over 400 (59.0%): no clear gain, so they
were not shipped; see engine/ai/README.md. Session 11 repeated the round with the forced
block (``--games 5000 --learned-games 5000``, and ``--games 0 --learned-games 5000``): the
greedy player gained +0.96 and +0.45 points over 4,000 paired deals (95% intervals from
about -0.9 to +2.2; the first +1.04 [+0.00, +2.08] over 6,000), again not shipped.

    .venv/bin/python scripts/train_evaluation.py --games 5000 --json /tmp/w.json
    .venv/bin/python -m benchmarks.greedy --weights /tmp/w.json   # a quick screen

With ``--players 4`` the games are of two teams of two (the model's ``TEAM_WEIGHTS``:
``--players 4 --games 6000 --workers 1``, screened with ``benchmarks.greedy --variant
teams``). With ``--variant kids`` they are 2-player games of Sequence for Kids (the
model's ``KIDS_WEIGHTS``, screened with ``benchmarks.greedy --variant kids``); with
``--players 3``, classic games of three sides (``THREE_WEIGHTS``, ``--variant three``).

numpy is a development dependency for this script only; the bot never imports it.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import random
import sys

if __package__ in (None, ""):
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# One BLAS thread: on a shared 2-core machine OpenBLAS's threads spin against the other
# jobs, and a fit's matrix products ran about 400 times slower (session 13).
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
os.environ.setdefault("OMP_NUM_THREADS", "1")

import numpy as np  # noqa: E402

from engine import Game, GameSettings  # noqa: E402
from engine.ai import choose_move, dice_learned, tactic_for  # noqa: E402
from engine.ai.learned import (  # noqa: E402
    FEATURES,
    features,
    opponent_cards,
    ranked_moves,
    unusable_windows,
)
from engine.ai.view import unseen_counter  # noqa: E402
from engine.moves import CHOOSE, PLAY  # noqa: E402

Sample = tuple[list[float], float]
PLAYERS = 2
"""Players of the games played (2, 3 for three sides, or 4 for two teams of two)."""
VARIANT = "classic"
"""The variant of the games played ("classic", "kids" for 2-player Sequence for Kids, or
"dice")."""
LINE = 0
"""Line length (0: the rule book's; 5 or 6 in dice)."""


def positions(seed: int, learned_side: int | None = None) -> list[Sample]:
    """One game of hard against itself, or against the model's greedy player on
    ``learned_side``: (features after each card play, did the mover's side win)."""
    game = Game.new(GameSettings(VARIANT, PLAYERS, line_length=LINE), seed)
    rng = random.Random(seed)
    seen: list[tuple[int, list[float]]] = []
    if VARIANT == "dice":
        return dice_positions(game, rng, learned_side)
    while not game.is_over and game.ply < 400:
        seat = game.to_act
        if game.side_of[seat] == learned_side and len(game.legal_moves(seat)) > 1:
            ranked = ranked_moves(game, seat)
            move = ranked[0][1]
            tactic = tactic_for(game, seat, game.legal_moves(seat)) if len(ranked) > 1 else None
            if tactic is not None:  # a win, else the forced block, as every level plays
                move = next((m for _, m in ranked if m in tactic.moves), tactic.moves[0])
        else:
            move = choose_move(game, seat, "hard", rng=rng)
        if move.kind != PLAY:
            game.play(move)
            continue
        side = game.side_of[seat]
        unseen = unseen_counter(game, seat)
        hand = list(game.hands[seat])  # type: ignore[attr-defined]
        hand.remove(move.card or "")
        game.play(move)
        if game.is_over:
            break
        opp_cards = opponent_cards(game, seat)
        row, _ = features(game, list(game.chips), side, hand, unseen, opp_cards,
                          unusable_windows(game))
        seen.append((side, row))
    winner = game.outcome.winner if game.outcome else None
    return [(row, 0.5 if winner is None else float(winner == side)) for side, row in seen]


def dice_positions(game: Game, rng: random.Random, learned_side: int | None) -> list[Sample]:
    """``positions`` for Sequence Dice: the features after every choice of a space, seen by
    the side that chose (``engine.ai.dice_learned``)."""
    seen: list[tuple[int, list[float]]] = []
    line = game.settings.line_length
    while not game.is_over and game.ply < 3000:
        seat = game.to_act
        moves = game.legal_moves(seat)
        if game.side_of[seat] == learned_side and len(moves) > 1:
            ranked = dice_learned.ranked_moves(game, seat, moves)
            move = ranked[0][1]
            tactic = tactic_for(game, seat, moves)
            if tactic is not None:  # a win, else the forced block, as every level plays
                move = next((m for _, m in ranked if m in tactic.moves), tactic.moves[0])
        else:
            move = choose_move(game, seat, "hard", rng=rng)
        game.play(move)
        if move.kind != CHOOSE or game.is_over:
            continue
        side = game.side_of[seat]
        row = dice_learned.features(list(game.chips), side, line, game.to_act == seat)
        if row is not None:
            seen.append((side, row))
    winner = game.outcome.winner if game.outcome else None
    return [(row, 0.5 if winner is None else float(winner == side)) for side, row in seen]


def _setup(players: int, variant: str = "classic", line: int = 0) -> None:
    global PLAYERS, VARIANT, LINE
    PLAYERS = players
    VARIANT = variant
    LINE = line


def learned_positions(seed: int) -> list[Sample]:
    """One game of the model's greedy player (on side ``seed`` modulo the sides) against
    hard."""
    return positions(seed, learned_side=seed % (3 if PLAYERS == 3 else 2))


def fit(x: np.ndarray, y: np.ndarray, l2: float = 1e-3, steps: int = 30) -> np.ndarray:
    """Logistic regression weights (last one the intercept) by Newton's method."""
    a = np.hstack([x, np.ones((len(y), 1))])
    w = np.zeros(a.shape[1])
    for _ in range(steps):
        p = 1 / (1 + np.exp(-a @ w))
        grad = a.T @ (p - y) + l2 * w
        hess = (a * (p * (1 - p))[:, None]).T @ a + l2 * np.eye(a.shape[1])
        w -= np.linalg.solve(hess, grad)
    return w


def log_loss(x: np.ndarray, y: np.ndarray, w: np.ndarray) -> float:
    """Mean log loss of the weights on (x, y)."""
    a = np.hstack([x, np.ones((len(y), 1))])
    p = np.clip(1 / (1 + np.exp(-a @ w)), 1e-6, 1 - 1e-6)
    return float(-np.mean(y * np.log(p) + (1 - y) * np.log(1 - p)))


def held_out_games(game_of: np.ndarray, share: float = 0.2, seed: int = 0) -> np.ndarray:
    """Which positions are held out: every position of a random ``share`` of the games
    (``game_of`` gives each position's game), so no game is on both sides of the split."""
    games = np.unique(game_of)
    rng = np.random.default_rng(seed)
    chosen = rng.choice(games, size=max(1, int(round(share * len(games)))), replace=False)
    return np.isin(game_of, chosen)


def main(argv: list[str] | None = None) -> None:
    """Generate the positions, fit, and print the held-out loss and the weights."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=5000)
    parser.add_argument("--seed", type=int, default=900000)
    parser.add_argument("--learned-games", type=int, default=0)
    parser.add_argument("--learned-seed", type=int, default=700000)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--players", type=int, default=2, choices=(2, 3, 4),
                        help="2, 3 for three sides, or 4 for two teams of two")
    parser.add_argument("--variant", default="classic",
                        choices=("classic", "kids", "dice5", "dice6"),
                        help="kids: 2-player Sequence for Kids (the model's KIDS_WEIGHTS); "
                             "dice5, dice6: 2-player Sequence Dice, 5 or 6 in a row "
                             "(engine.ai.dice_learned)")
    parser.add_argument("--json", help="also write the weights here, for benchmarks/greedy.py")
    args = parser.parse_args(argv)
    samples: list[Sample] = []
    if args.variant != "classic" and args.players != 2:
        parser.error(f"--variant {args.variant} is for 2 players")
    variant, line = args.variant, 0
    if variant.startswith("dice"):
        variant, line = "dice", int(variant[4:])
    names = dice_learned.FEATURES if variant == "dice" else FEATURES
    _setup(args.players, variant, line)
    seeds = range(args.seed, args.seed + args.games)
    learned_seeds = range(args.learned_seed, args.learned_seed + args.learned_games)
    game_of: list[int] = []
    games = [*((positions, seed) for seed in seeds),
             *((learned_positions, seed) for seed in learned_seeds)]
    if args.workers == 1:  # in this process, for a shared machine
        played = (play(seed) for play, seed in games)
        for number, rows in enumerate(played):
            samples.extend(rows)
            game_of.extend([number] * len(rows))
    else:
        with multiprocessing.Pool(args.workers, initializer=_setup,
                                  initargs=(args.players, variant, line)) as pool:
            number = 0
            for play, chosen in ((positions, seeds), (learned_positions, learned_seeds)):
                for rows in pool.imap(play, chosen, chunksize=8):
                    samples.extend(rows)
                    game_of.extend([number] * len(rows))
                    number += 1
    x = np.array([row for row, _ in samples], dtype=float)
    y = np.array([label for _, label in samples])
    of = np.array(game_of)
    test = held_out_games(of)
    train = ~test
    w = fit(x[train], y[train])
    print(f"{len(y)} positions of {len(games)} games; held-out log loss "
          f"{log_loss(x[test], y[test], w):.4f} on the positions of "
          f"{len(np.unique(of[test]))} of them (a coin: {np.log(2):.4f})")
    for name, value in zip(names, w[:-1], strict=True):
        print(f'    "{name}": {value:.6f},')
    print(f"BIAS = {w[-1]:.6f}")
    if args.json:
        weights = {name: float(v) for name, v in zip(names, w[:-1], strict=True)}
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump({**weights, "BIAS": float(w[-1])}, f, indent=1)


if __name__ == "__main__":
    main()
