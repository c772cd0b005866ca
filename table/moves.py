"""Moves: a player's, a computer's and the table's own (clock, drop, table talk, abandon).

Every move runs the same way, in ``MoveActions._apply``: under the game's lock, play it on a
copy of the game, store it with all its effects in one transaction, then make the copy the
game. A refusal or a failed write leaves the game as it was.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, replace

from data import (
    UNCHANGED,
    DuplicateMoveError,
    GameClosedError,
    GameRecord,
    GameStatus,
    Outcome,
    SeatResult,
    StoreUnavailableError,
)
from data.ratings import is_rated, rated_table, rater
from data.records import Unchanged
from engine import (
    TURN_KINDS,
    Event,
    Game,
    IllegalMoveError,
    InvalidMoveError,
    Move,
    NotYourTurnError,
    card_kind,
    parse_move,
)
from table.duties import (
    away_reminder,
    check_resignation,
    computer_to_act,
    hands_of,
    only_computers_left,
    restarts_clock,
)
from table.memory import Table, TableMemory
from table.refusals import Refusal, RuleRefusal
from table.seating import name_of
from table.settings import MISSED_TURNS_TO_DROP

log = logging.getLogger(__name__)

_SEAT_REFUSALS = {
    "forfeits_pending": "error.wait_forfeits",
    "not_your_seat": "error.not_your_seat",
    "not_player_move": "error.not_player_move",
    "seat_out": "error.seat_out",
}
"""Engine refusals about who acts, and the table's codes for them."""
MOVED_ELSEWHERE = frozenset({"error.stale", "error.game_over"})
"""Refusals of a write that another process beat: it stored a move of the same ply first, or
ended the game."""


@dataclass(frozen=True)
class MoveResult:
    """What one recorded move did, for the cogs to announce."""

    record: GameRecord
    game: Game
    event: Event
    seat: int | None
    hands_changed: tuple[int, ...]
    old_board: tuple[int | None, int | None]
    """Channel and message id of the board this move made old."""
    dropped: int | None = None
    """A seat the table dropped with this move: the clock (three missed turns in a row), or
    the other players after a game without a clock waited ``AWAY_AFTER`` for it."""

    @property
    def finished(self) -> bool:
        """True when this move ended the game."""
        return self.game.is_over


def must_roll(game: Game) -> bool:
    """Whether a Dice game waits for its seat to act to roll (the table rolls for it)."""
    return (game.settings.variant == "dice" and not game.is_over
            and [str(m) for m in game.legal_moves()] == ["roll"])


class MoveMaybeStoredError(StoreUnavailableError):
    """The database server went away during a move's COMMIT: the move may be stored or not.
    The game is read again at its next use; if the move was stored it is still to be shown."""

    def __init__(self, message: str, *, game_id: int) -> None:
        super().__init__(message, maybe_committed=True)
        self.game_id = game_id
        """The game whose move may be stored."""


class MoveActions(TableMemory):
    """Everything done to a game in play."""

    async def play(
        self, game_id: int, user_id: int, text: str, *, ply: int | None = None
    ) -> MoveResult:
        """A player's move; ``ply`` (from a button) must still be the game's ply."""
        try:
            move = parse_move(text)
        except InvalidMoveError as error:
            raise RuleRefusal(error, "error.bad_move") from None
        async with self.lock(game_id):
            table = await self.table(game_id)
            record, game = table.record, table.game
            if game is None:
                raise Refusal("error.not_started", game=game_id)
            if record.status is not GameStatus.ACTIVE or game.is_over:
                raise Refusal("error.game_over", game=game_id)
            if ply is not None and ply != game.ply:
                raise Refusal("error.stale")
            seat = record.seat_of(user_id)
            if seat is None:
                raise Refusal("error.not_player")
            if move.kind == "resign" and move.seat == seat.seat:
                check_resignation(record, game, seat.seat)
            reset = {seat.seat: 0} if move.kind in TURN_KINDS and seat.missed_turns else None
            result = await self._apply(table, move, seat.seat, missed_turns=reset)
            return await self._roll_for(table, result)

    async def computer_move(
        self, game_id: int, seat: int, text: str, *, ply: int
    ) -> MoveResult | None:
        """A computer seat's move, checked and recorded like a player's.

        None when the game moved on meanwhile (``ply`` is no longer the game's ply) or ended;
        a ``Refusal`` when the move is not allowed (a bug in the computer player).
        """
        move = parse_move(text)
        async with self.lock(game_id):
            table = await self._table_in_play(game_id)
            if table is None or table.game is None or table.game.ply != ply:
                return None
            if not table.record.seats[seat].is_computer:
                raise Refusal("error.not_your_seat")
            return await self._roll_for(table, await self._apply(table, move, seat))

    async def system_move(
        self, game_id: int, text: str, *, expect_deadline: int | None = None
    ) -> MoveResult | None:
        """A move the bot makes itself (timeout, drop, table talk, abandon).

        With ``expect_deadline`` the move is made only if the turn clock still reads that
        deadline (so a player's move that just arrived wins over the sweeper); None if not,
        and None too when another process stored a move of that turn (or ended the game)
        while this one was writing the timeout: the store's unique ``(game, ply)`` decided.
        """
        move = parse_move(text)
        async with self.lock(game_id):
            table = await self._table_in_play(game_id)
            if table is None or table.game is None:
                return None
            record, game = table.record, table.game
            if expect_deadline is not None and record.turn_deadline != expect_deadline:
                return None
            if move.kind == "timeout" and computer_to_act(record, game):
                return None  # a computer never runs out of time (the driver plays it)
            if move.kind == "timeout":
                seat = game.to_act
                missed = record.seats[seat].missed_turns + 1
                try:
                    result = await self._apply(table, move, None, missed_turns={seat: missed},
                                               seat=seat,
                                               and_drop=missed >= MISSED_TURNS_TO_DROP)
                except Refusal as refusal:
                    if expect_deadline is not None and refusal.code in MOVED_ELSEWHERE:
                        return None  # another process stored this turn's move first
                    raise
                return await self._roll_for(table, result)
            result = await self._apply(table, move, None,
                                       seat=move.seat if move.kind == "drop" else None)
            return await self._roll_for(table, result)

    async def roll_for_turn(self, game_id: int) -> tuple[GameRecord, Game] | None:
        """Dice: roll for the seat whose turn begins, if it has to roll (``_roll_for``); the
        game as it is then, or None when it is not in play."""
        async with self.lock(game_id):
            table = await self._table_in_play(game_id)
            if table is None or table.game is None:
                return None
            while must_roll(table.game):
                await self._apply(table, parse_move("roll"), None, seat=table.game.to_act)
            return table.record, table.game

    async def _roll_for(self, table: Table, result: MoveResult) -> MoveResult:
        """Dice: the table rolls for the seat whose turn begins (lock held).

        Rolling is no decision, so the table makes it: a Dice turn is then one choice (the
        space) and one board, which shows the roll and its spaces. The roll is a move of the
        game like any other (its seat, its ply), so a replay is unchanged. A roll that finds
        no space passes the turn on, and the next seat rolls in turn."""
        game = table.game
        rolls = 0
        while game is not None and must_roll(game) and rolls <= 2 * game.n_seats:
            rolled = await self._apply(table, parse_move("roll"), None, seat=game.to_act)
            result = replace(rolled, hands_changed=result.hands_changed + rolled.hands_changed,
                             old_board=result.old_board, dropped=result.dropped,
                             seat=result.seat)
            game = table.game
            rolls += 1
        return result

    async def call_table_talk(self, game_id: int, side: int, *, ply: int) -> MoveResult:
        """Apply a confirmed table-talk penalty on ``side``."""
        async with self.lock(game_id):
            table = await self.table(game_id)
            if table.game is None or table.game.is_over:
                raise Refusal("error.game_over", game=game_id)
            if table.game.ply != ply:
                raise Refusal("error.stale")
            return await self._apply(table, parse_move(f"talk {side}"), None)

    async def end_game(self, game_id: int) -> MoveResult:
        """A moderator ends a running game: it is abandoned, with no winner and no rating.
        Who may is a Discord permission, so the cogs check it; the players themselves resign
        (``SocialActions``)."""
        async with self.lock(game_id):
            table = await self.table(game_id)
            if table.game is None or table.game.is_over:
                raise Refusal("error.game_over", game=game_id)
            return await self._apply(table, parse_move("abandon"), None)

    async def _apply(
        self,
        table: Table,
        move: Move,
        player: int | None,
        *,
        seat: int | None = None,
        missed_turns: dict[int, int] | None = None,
        and_drop: bool = False,
    ) -> MoveResult:
        """Play ``move`` on a copy, store it, then make the copy the game (lock held).

        ``player`` is the seat of the player (or computer) making the move, who must be
        allowed to (the engine's ``play_as``); None for the table's own moves, recorded
        for ``seat``. With ``and_drop`` the table's move (a lost turn) also drops ``seat``
        unless it ended the game, in the same write: a crash never leaves the one without
        the other.
        """
        record, game = table.record, table.game
        assert game is not None
        before = hands_of(game)
        after = game.clone()
        try:
            if player is None:
                event = after.play(move)
            else:
                event = after.play_as(player, move)
                seat = player
        except NotYourTurnError as error:
            raise _seat_refusal(error, record) from None
        except (IllegalMoveError, InvalidMoveError) as error:
            if isinstance(error, IllegalMoveError) and error.code in _SEAT_REFUSALS:
                raise _seat_refusal(error, record) from None
            raise RuleRefusal(error) from None
        played, events = [move], [event]
        if and_drop and not after.is_over:
            played.append(parse_move(f"drop s{seat}"))
            events.append(after.play(played[-1]))
        if not after.is_over and only_computers_left(record, game, after):
            # Nobody is left to watch: the computers would play the game out alone, board
            # after board. It ends in the same write, as a drop does.
            played.append(parse_move("abandon"))
            events.append(after.play(played[-1]))
        last = played[-1]
        status = GameStatus.ACTIVE
        result = results = None
        if after.is_over:
            outcome = after.outcome
            assert outcome is not None
            abandoned = outcome.termination == "abandonment"
            status = GameStatus.ABANDONED if abandoned else GameStatus.FINISHED
            result = {
                "termination": outcome.termination,
                "winner": outcome.winner,
                "moves": after.ply,
            }
            if status is GameStatus.FINISHED:
                results = await self._seat_results(record, after, [seat] * len(played))
        deadline: int | None | Unchanged = UNCHANGED
        reminder: int | None | Unchanged = UNCHANGED
        if table.clock and not after.is_over and restarts_clock(game, after, last):
            if computer_to_act(record, after):  # a computer's turn is not timed
                deadline = reminder = None
            else:
                now = int(self.clock())
                deadline, reminder = now + table.clock, now + table.clock - table.clock // 2
        elif not table.clock and not after.is_over:
            reminder = away_reminder(record, after, int(self.clock()))
        rate = None
        if results and is_rated(results, status):
            rate = rater(record.guild_id, record.variant, results, status=status,
                         clock=self.clock)
        try:
            stored = await self.store.record_moves(
                record.id,
                game.ply,
                [(str(m), seat) for m in played],
                status=status,
                missed_turns=missed_turns,
                result=result,
                results=results or (),
                rate=rate,
                turn_deadline=deadline,
                reminder_at=reminder,
            )
        except DuplicateMoveError:
            # Another process recorded this ply first: drop our copy and reload the truth.
            self._drop(record.id)
            raise Refusal("error.stale") from None
        except GameClosedError:
            self._drop(record.id)
            raise Refusal("error.game_over", game=record.id) from None
        except StoreUnavailableError as error:
            # Cut off with the server: a COMMIT under way may have gone through. The game is
            # read again at its next use, so memory never holds less than the store.
            self._drop(record.id)
            if error.maybe_committed:
                raise MoveMaybeStoredError(str(error), game_id=record.id) from error
            raise
        table.game = after
        table.events.extend(events)
        # The record as it is now, not as it was before the write: a board recorded
        # meanwhile (``set_messages``: its message, the moves it showed) stays recorded.
        current = table.record
        if len(current.moves) == game.ply:
            table.record = current.after_moves(
                stored, status=status, result=result, missed_turns=missed_turns,
                turn_deadline=deadline, reminder_at=reminder,
            )
        elif len(current.moves) != game.ply + len(played):  # reloaded meanwhile, not as expected
            table.record = await self.store.load_game(record.id)
        self._keep(table)
        after_hands = hands_of(after)
        changed = tuple(s for s in range(len(after_hands)) if after_hands[s] != before[s])
        log.info("game %s ply %s: %s", record.id, game.ply,
                 " ".join(e.kind for e in events))
        return MoveResult(
            table.record, after, events[-1], seat, changed,
            (current.board_channel_id, current.board_message_id),
            dropped=seat if len(played) > 1 else None,
        )

    async def _seat_results(
        self, record: GameRecord, game: Game, new_seats: list[int | None]
    ) -> list[SeatResult]:
        """Each seat's result of the game ``game`` ended, whose moves not yet stored were
        made by ``new_seats``."""
        log_ = await self.store.move_log(record.id)
        seats = [m.seat for m in log_] + new_seats
        outcome = game.outcome
        assert outcome is not None
        snapshot = game.snapshot()
        results = []
        for seat in record.seats:
            side = seat.side if seat.side is not None else game.settings.side_of(seat.seat)
            if outcome.winner is None:
                verdict = Outcome.DRAW
            else:
                verdict = Outcome.WIN if side == outcome.winner else Outcome.LOSS
            mine = [m for m, s in zip(game.moves, seats, strict=False) if s == seat.seat]
            results.append(
                SeatResult(
                    seat=seat.seat,
                    user_id=seat.user_id,
                    side=side,
                    outcome=verdict,
                    sequences=snapshot.sides[side].sequences,
                    jacks_played=sum(
                        1 for m in mine if m.kind == "play" and card_kind(m.card or "") != "normal"
                    ),
                    dead_cards=sum(1 for m in mine if m.kind == "dead"),
                    turns=sum(1 for m in mine if m.kind in ("play", "pass", "roll")),
                    vs_computer=not rated_table(record.seats),
                )
            )
        return results


def _seat_refusal(error: IllegalMoveError, record: GameRecord) -> Refusal:
    """The table's refusal for an engine refusal about who may act."""
    if error.code == "not_your_turn":
        seat = error.params.get("seat")
        return Refusal("error.not_your_turn",
                       player=name_of(record, seat if isinstance(seat, int) else None))
    code = _SEAT_REFUSALS.get(error.code)
    if code is None:
        return RuleRefusal(error)
    if code == "error.not_player_move":
        return Refusal(code, move=str(error.params.get("move", "")))
    return Refusal(code)
