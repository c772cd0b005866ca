"""The social rules of the table: who decides after a drop, and a team member's resignation.

- After the clock drops a player, the people still playing decide whether the game goes on:
  any of them may answer (the host too while still playing); the dropped player may not.
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
from table.duties import check_resignation, remaining_humans, teammates_to_agree
from table.memory import Table
from table.moves import MoveActions, MoveResult
from table.refusals import Refusal
from table.seating import name_of


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
                              players=", ".join(name_of(table.record, s) for s in others))
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

