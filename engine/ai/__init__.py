"""Computer players for Sequence, Sequence for Kids and Sequence Dice.

Pure standard-library Python on the engine's public API. One entry point:

>>> import random
>>> from engine import Game, GameSettings
>>> from engine.ai import choose_move
>>> game = Game.new(GameSettings("classic", players=2), seed=3)
>>> move = choose_move(game, game.to_act, "hard", rng=random.Random(1))
>>> game.is_legal(move)
True

Levels: ``easy`` (random legal move), ``medium`` (greedy), ``hard``
(evaluation of every line through a space) and ``expert`` (determinised
Monte Carlo search guided by the hard evaluation). A player sees only what its
seat may see. Decisions are CPU-bound: run them off the event loop (a worker
thread or process).
"""

from __future__ import annotations

import random

from engine.ai.expert import expert_move
from engine.ai.players import easy_move, forfeit_choice, hard_move, medium_move
from engine.ai.view import determinise, unseen_cards
from engine.game import Game
from engine.moves import DRAW, FORFEIT, Move

LEVELS: tuple[str, ...] = ("easy", "medium", "hard", "expert")
"""The computer players' levels, weakest first."""
DEFAULT_TIME_BUDGET = 1.0
"""Seconds the expert may think per decision unless told otherwise."""


def choose_move(
    game: Game,
    seat: int,
    level: str,
    *,
    rng: random.Random,
    time_budget: float | None = None,
    max_iterations: int | None = None,
) -> Move:
    """The move the computer player of ``level`` makes for ``seat`` now.

    Works for the seat to act (one move at a time: a dead-card turn-in, a dice
    roll and the choice after it are separate moves) and for out-of-turn
    duties: a strict-mode draw (always taken) and a table-talk forfeit.
    Reads only what ``seat`` may see. ``rng`` makes the choice reproducible;
    ``time_budget`` bounds the expert's thinking in seconds (default
    ``DEFAULT_TIME_BUDGET``); ``max_iterations`` also caps the expert's
    sampled worlds, for reproducible tests and replays. Raises ValueError
    when the level is unknown, the game is over or the seat has nothing to do.
    """
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}; choose one of {', '.join(LEVELS)}")
    if game.is_over:
        raise ValueError("the game is over")
    moves = game.legal_moves(seat)
    if not moves:
        raise ValueError(f"seat {seat} has nothing to do now")
    for m in moves:
        if m.kind == DRAW:
            return m
    if len(moves) == 1:
        return moves[0]
    if level == "easy":
        return easy_move(game, seat, moves, rng)
    if moves[0].kind == FORFEIT:
        return forfeit_choice(game, seat, moves, rng)
    if level == "medium":
        return medium_move(game, seat, moves, rng)
    if level == "hard":
        return hard_move(game, seat, moves, rng)
    budget = DEFAULT_TIME_BUDGET if time_budget is None else time_budget
    return expert_move(game, seat, moves, rng, budget, max_iterations)


def hint(game: Game, seat: int, *, rng: random.Random | None = None) -> Move:
    """The hard player's suggestion for ``seat`` (for ``/sequence hint``)."""
    return choose_move(game, seat, "hard", rng=rng or random.Random(0))


__all__ = [
    "DEFAULT_TIME_BUDGET",
    "LEVELS",
    "choose_move",
    "determinise",
    "hint",
    "unseen_cards",
]
