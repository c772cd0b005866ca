"""What the table owes a game next: a computer seat's duty, whose hands a move changed, and
whether a move starts the turn clock again. Who may act is the engine's answer
(``Game.acting_seats``); these only add who sits in those seats."""

from __future__ import annotations

from data import GameRecord, GameStatus
from engine import TURN_KINDS, Game, Move
from table.refusals import Refusal
from table.settings import AWAY_AFTER, clock_of


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


def remaining_humans(record: GameRecord, game: Game) -> tuple[int, ...]:
    """The seats of the people still playing (not dropped, their side not resigned): after a
    drop, any of them may decide whether the game goes on; the dropped player may not."""
    return tuple(
        s.seat for s in record.seats
        if not s.is_computer and s.user_id is not None and 0 <= s.seat < game.n_seats
        and game.active[s.seat]
    )


def only_computers_left(record: GameRecord, before: Game, after: Game) -> bool:
    """True when a move took the last person out of a game that had people in it (dropped,
    resigned, left): only computer seats are still playing."""
    return bool(remaining_humans(record, before)) and not remaining_humans(record, after)


def teammates_to_agree(record: GameRecord, game: Game, seat: int) -> tuple[int, ...]:
    """The other people still playing on ``seat``'s side: a resignation ends the game for
    them too, so they must agree to it (computers do not count). Empty for a side of one."""
    side = game.side_of[seat]
    return tuple(s for s in remaining_humans(record, game) if s != seat and game.side_of[s] == side)


def check_resignation(record: GameRecord, game: Game, seat: int) -> None:
    """The one rule for a player's resignation: a side of one resigns at once; a side with
    other people still playing must ask them first (``SocialActions.ask_to_resign``)."""
    others = teammates_to_agree(record, game, seat)
    if others:
        raise Refusal("error.resign_needs_team", game=record.id, asked=len(others),
                      players=tuple(record.seats[s].display_name for s in others))


def waiting_for(record: GameRecord, game: Game) -> tuple[int, ...]:
    """The people the game cannot go on without now: those who owe a table-talk forfeit,
    else the seat to act. Empty when that is a computer (it always acts) or the game is over.
    A strict draw is not waited for (a forgotten draw is lost)."""
    if game.is_over:
        return ()
    seats = game.owed_forfeits() or (game.to_act,)
    return tuple(
        s for s in seats
        if 0 <= s < len(record.seats) and not record.seats[s].is_computer and game.active[s]
    )


def may_be_dropped(record: GameRecord, game: Game, since: float, now: float) -> bool:
    """Whether the other players of a game without a turn clock may now drop whom it waits
    for (``/sequence drop``): it has waited ``AWAY_AFTER`` since ``since`` (its last move,
    or its start) for someone other than a computer."""
    return (not clock_of(record) and bool(waiting_for(record, game))
            and now >= since + AWAY_AFTER)


def away_reminder(record: GameRecord, game: Game, now: int) -> int | None:
    """In a game without a turn clock, when to tell the player it waits for that the others
    may now drop them (``AWAY_AFTER`` after this move); None while it waits for nobody but
    computers, or when no one else could drop them (a person alone with computers: their
    game waits for them). Every move sets it again, as every move starts the wait again."""
    waiting = waiting_for(record, game)
    others = [s for s in remaining_humans(record, game) if s not in waiting]
    return now + AWAY_AFTER if waiting and others else None


def dropped_by_table(game: Game, seat: int | None) -> bool:
    """True when the table dropped ``seat`` (its drop follows its own lost turn): the turn
    clock after three missed turns, or, in a game without a clock, the other players after
    it waited ``AWAY_AFTER`` for them. False when the player left of their own accord (or was
    not dropped). Replays the game up to that turn, only for a drop that follows a timeout
    (rare)."""
    moves = game.moves
    for i in range(len(moves) - 1, -1, -1):
        if moves[i].kind == "drop" and moves[i].seat == seat:
            if i == 0 or moves[i - 1].kind != "timeout":
                return False
            return Game.replay(game.settings, game.seed, moves[:i - 1]).to_act == seat
    return False
