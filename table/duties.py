"""What the table owes a game next: a computer seat's duty, whose hands a move changed, and
whether a move starts the turn clock again. Who may act is the engine's answer
(``Game.acting_seats``); these only add who sits in those seats."""

from __future__ import annotations

from data import GameRecord, GameStatus
from engine import TURN_KINDS, Game, Move


def computer_to_act(record: GameRecord, game: Game) -> bool:
    """True when the game waits for a computer only (its turn, no human owes a forfeit)."""
    if game.is_over or not 0 <= game.to_act < len(record.seats):
        return False
    if any(not record.seats[s].is_computer for s in game.owed_forfeits()):
        return False
    return record.seats[game.to_act].is_computer


def computer_duty(record: GameRecord, game: Game) -> int | None:
    """A computer seat that has something to do now (a forfeit, its turn, a strict draw)."""
    if game.is_over or record.status is not GameStatus.ACTIVE:
        return None
    for seat in [*game.owed_forfeits(), game.to_act, *game.owed_draws()]:
        if not 0 <= seat < len(record.seats) or not record.seats[seat].is_computer:
            continue
        if game.active[seat] and game.legal_moves(seat):
            return seat
    return None


def hands_of(game: Game) -> list[tuple[str, ...]]:
    """Every seat's cards (empty tuples in Dice). Private: never log or post this."""
    return [game.hand(s) for s in range(game.n_seats)]


def restarts_clock(before: Game, after: Game, move: Move) -> bool:
    """A new turn (or a new step of the same player's turn) starts the clock again."""
    return (
        move.kind in TURN_KINDS
        or move.kind in ("timeout", "drop")
        or before.to_act != after.to_act
    )
