"""The social rules of the table: who decides after a drop, and a team member's resignation.

- After the clock drops a player, the people still playing decide whether the game goes on:
  any of them may answer (the host too while still playing); the dropped player may not.
- A game without a turn clock that has waited ``AWAY_AFTER`` (three days) for a player lets
  any other person still playing drop them, as the slowest clock would have: the player loses
  the turn and is dropped (``timeout``, ``drop``; table-talk forfeits owed that long are
  taken as the clock takes them, the newest cards). The others then decide as after a drop.
- In a team game a player resigns for the whole side, so the side's other people still
  playing must all agree. Until they have, nothing changes; if one of them refuses, the player
  leaves the game (``drop``) and the side plays on without them, as for a dropped seat.
  A player may also just leave. Open requests live in memory only: after a restart a request
  is gone, and answering it says so (the player asks again).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from data import GameRecord, GameStatus
from engine import parse_move
from table.duties import (
    check_resignation,
    may_be_dropped,
    remaining_humans,
    teammates_to_agree,
    waiting_for,
)
from table.memory import Table
from table.moves import MoveActions, MoveResult
from table.refusals import Refusal
from table.seating import name_of
from table.settings import AWAY_AFTER, MISSED_TURNS_TO_DROP, clock_of


@dataclass(frozen=True)
class ResignAnswer:
    """What a teammate's answer to a resignation request did."""

    result: MoveResult | None
    """The move it made (the side's resignation, or the player leaving); None while others
    still have to agree."""
    waiting: tuple[int, ...]
    """Seats that still have to agree (empty once decided)."""
    left: bool = False
    """True when the request was refused: the player left and the side plays on."""


@dataclass(frozen=True)
class Away:
    """Whom a player may drop from a game without a turn clock, and since when it waits."""

    game_id: int
    ply: int
    """The game's ply when asked: the confirmation's button drops only if nothing moved."""
    seats: tuple[int, ...]
    """The people the game waits for (the seat to act, or those owing a forfeit)."""
    since: int
    """Unix time of the game's last move (or its start)."""
    forfeits: bool
    """True when they owe table-talk forfeits: their newest cards go, nobody is dropped."""
    ends: bool
    """True when dropping them ends the game (one side is left: it wins, rated)."""


class SocialActions(MoveActions):
    """Decisions the players of a running game take together."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._resign_asks: dict[tuple[int, int], set[int]] = {}
        """(game, resigning seat) → the seats that agreed so far."""

    # -- after a drop ----------------------------------------------------------------------

    def _remaining_seat(self, table: Table, user_id: int, out: str = "error.seat_out") -> int:
        """The user's seat if they still play in this running game; refusals otherwise
        (``out`` for a player who no longer plays in it)."""
        record, game = table.record, table.game
        if game is None or game.is_over or record.status is not GameStatus.ACTIVE:
            raise Refusal("error.game_over", game=record.id)
        seat = record.seat_of(user_id)
        if seat is None:
            raise Refusal("error.not_player")
        if seat.seat not in remaining_humans(record, game):
            raise Refusal(out, game=record.id)
        return seat.seat

    async def go_on_after_drop(self, game_id: int, user_id: int) -> GameRecord:
        """A remaining player decides that the game goes on after a drop (nothing to store)."""
        async with self.lock(game_id):
            table = await self.table(game_id)
            self._remaining_seat(table, user_id, "error.not_remaining")
            return table.record

    async def abandon_after_drop(self, game_id: int, user_id: int) -> MoveResult:
        """A remaining player decides to abandon the game after a drop."""
        async with self.lock(game_id):
            table = await self.table(game_id)
            self._remaining_seat(table, user_id, "error.not_remaining")
            return await self._apply(table, parse_move("abandon"), None)

    # -- a player who went away ------------------------------------------------------------

    async def away(self, game_id: int, user_id: int) -> Away:
        """Whom the user may drop for being away (``drop_away``); refusals when the game has
        a turn clock (it drops them itself), when it waits for the user or for nobody, and
        before it has waited ``AWAY_AFTER`` (the refusal says from when)."""
        return await self._away(await self.table(game_id), user_id)

    async def _away(self, table: Table, user_id: int) -> Away:
        record = table.record
        seat = self._remaining_seat(table, user_id)
        game = table.game
        assert game is not None
        if clock_of(record):
            raise Refusal("error.away_clock", game=record.id, count=MISSED_TURNS_TO_DROP)
        seats = waiting_for(record, game)
        if seat in seats:
            raise Refusal("error.away_yours", game=record.id)
        if not seats:
            raise Refusal("error.away_nobody", game=record.id)
        since = (await self.waiting_since([record]))[record.id]
        names = tuple(name_of(record, s) for s in seats)
        if not may_be_dropped(record, game, since, self.clock()):
            raise Refusal("error.away_too_soon", game=record.id, players=names,
                          since_at=since, drop_at=since + AWAY_AFTER,
                          days=AWAY_AFTER // 86400)
        forfeits = bool(game.owed_forfeits())
        ends = False
        if not forfeits:  # would dropping them end the game? The engine says.
            after = game.clone()
            after.play(parse_move("timeout"))
            after.play(parse_move(f"drop s{seats[0]}"))
            ends = after.is_over
        return Away(record.id, game.ply, seats, since, forfeits, ends)

    async def drop_away(self, game_id: int, user_id: int, *, ply: int) -> MoveResult:
        """Drop the player the game has waited ``AWAY_AFTER`` for (checked again, and only
        if the game has not moved since ``ply``): they lose the turn and leave the game, as
        after the clock's last missed turn (in a game of two the other side wins, rated). Owed
        forfeits are taken instead (the newest cards), as when a clock runs out."""
        async with self.lock(game_id):
            table = await self.table(game_id)
            away = await self._away(table, user_id)
            if away.ply != ply:
                raise Refusal("error.away_moved", game=game_id)
            if away.forfeits:
                return await self._roll_for(
                    table, await self._apply(table, parse_move("timeout"), None))
            (seat,) = away.seats
            return await self._roll_for(table, await self._apply(
                table, parse_move("timeout"), None, seat=seat, and_drop=True))

    # -- resigning -------------------------------------------------------------------------

    async def resign_plan(self, game_id: int, user_id: int) -> tuple[int, tuple[int, ...]]:
        """The user's seat and the teammates who must agree before it resigns for the side
        (empty: it may resign at once)."""
        table = await self.table(game_id)
        seat = self._remaining_seat(table, user_id)
        assert table.game is not None
        return seat, teammates_to_agree(table.record, table.game, seat)

    async def resign(self, game_id: int, user_id: int) -> MoveResult:
        """The user resigns for the side; refused while teammates would have to agree."""
        async with self.lock(game_id):
            table = await self.table(game_id)
            seat = self._remaining_seat(table, user_id)
            assert table.game is not None
            check_resignation(table.record, table.game, seat)
            self._resign_asks.pop((game_id, seat), None)
            return await self._apply(table, parse_move(f"resign s{seat}"), seat)

    async def ask_to_resign(self, game_id: int, user_id: int) -> tuple[int, tuple[int, ...]]:
        """Open the user's request to resign for the side: their seat and the teammates who
        must agree (asking again starts over)."""
        async with self.lock(game_id):
            table = await self.table(game_id)
            seat = self._remaining_seat(table, user_id)
            assert table.game is not None
            others = teammates_to_agree(table.record, table.game, seat)
            if not others:
                raise Refusal("error.resign_no_team")
            self._resign_asks[(game_id, seat)] = set()
            return seat, others

    async def answer_resign(
        self, game_id: int, user_id: int, seat: int, *, agree: bool
    ) -> ResignAnswer:
        """A teammate's answer to ``seat``'s request to resign. When every teammate has
        agreed the side resigns; one refusal and the player leaves, the side plays on."""
        async with self.lock(game_id):
            table = await self.table(game_id)
            agreed = self._resign_asks.get((game_id, seat))
            if agreed is None:
                raise Refusal("error.resign_gone")
            game = table.game
            if (game is None or game.is_over or not 0 <= seat < game.n_seats
                    or not game.active[seat]):
                self._resign_asks.pop((game_id, seat), None)
                raise Refusal("error.resign_gone")
            mine = self._remaining_seat(table, user_id)
            if mine == seat:
                raise Refusal("error.resign_own")
            others = teammates_to_agree(table.record, game, seat)
            if mine not in others:
                raise Refusal("error.resign_not_asked",
                              players=tuple(name_of(table.record, s) for s in others))
            if not agree:
                del self._resign_asks[(game_id, seat)]
                result = await self._apply(table, parse_move(f"drop s{seat}"), None, seat=seat)
                return ResignAnswer(result, (), left=True)
            agreed.add(mine)
            waiting = tuple(s for s in others if s not in agreed)
            if waiting:
                return ResignAnswer(None, waiting)
            del self._resign_asks[(game_id, seat)]
            return ResignAnswer(await self._apply(table, parse_move(f"resign s{seat}"), seat),
                                ())

    async def leave_game(self, game_id: int, user_id: int) -> MoveResult:
        """The user leaves a running game; their side plays on without them (a ``drop``)."""
        async with self.lock(game_id):
            table = await self.table(game_id)
            seat = self._remaining_seat(table, user_id)
            self._resign_asks.pop((game_id, seat), None)
            return await self._apply(table, parse_move(f"drop s{seat}"), None, seat=seat)

