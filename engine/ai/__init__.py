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
Monte Carlo search guided by an evaluation). Every level from medium up plays a
winning move when it has one, and otherwise blocks a sequence the next opponent
could complete when it can (``engine.ai.tactics``), choosing among such moves
in its own way. A player sees only what its seat may see. Decisions are
CPU-bound: run them off the event loop (a worker thread or process).
"""

from __future__ import annotations

import random

from engine.ai.expert import expert_move
from engine.ai.players import easy_move, forfeit_choice, hard_move, medium_move
from engine.ai.tactics import WIN, Tactic, find
from engine.ai.view import determinise, unseen_cards
from engine.game import Game
from engine.moves import DEAD, DRAW, FORFEIT, Move

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
    tactic = tactic_for(game, seat, moves)
    if tactic is not None:
        if len(tactic.moves) == 1:
            return tactic.moves[0]
        moves = list(tactic.moves)
    if level == "medium":
        return medium_move(game, seat, moves, rng)
    if level == "hard":
        return hard_move(game, seat, moves, rng)
    budget = DEFAULT_TIME_BUDGET if time_budget is None else time_budget
    return expert_move(game, seat, moves, rng, budget, max_iterations)


def tactic_for(game: Game, seat: int, moves: list[Move]) -> Tactic | None:
    """The win or block every level from medium up plays, if ``moves`` hold one.

    A block waits while a dead card can be turned in (that comes first and never
    takes away a card that blocks); a win never waits.
    """
    tactic = find(game, seat, moves)
    if tactic is not None and tactic.kind != WIN and any(m.kind == DEAD for m in moves):
        return None
    return tactic


def hint(game: Game, seat: int, *, rng: random.Random | None = None) -> Move:
    """The hard player's suggestion for ``seat`` (for ``/sequence hint``)."""
    return advise(game, seat, rng=rng)[0]


def advise(
    game: Game, seat: int, *, rng: random.Random | None = None
) -> tuple[Move, str | None]:
    """The hard player's suggestion for ``seat`` and why, when the reason is plain:
    ``"win"`` (it wins the game now), ``"block"`` (it blocks a sequence the next
    opponent could complete), else None."""
    move = choose_move(game, seat, "hard", rng=rng or random.Random(0))
    moves = game.legal_moves(seat)
    tactic = tactic_for(game, seat, moves) if len(moves) > 1 else None
    return move, (tactic.kind if tactic is not None and move in tactic.moves else None)


__all__ = [
    "DEFAULT_TIME_BUDGET",
    "LEVELS",
    "advise",
    "choose_move",
    "determinise",
    "hint",
    "unseen_cards",
]
