"""Sequence Dice: roll two dice, the total decides where a chip may go.

* 2–9 or 12: a free space with that number; when all four are covered,
  replace an opponent's chip on one of them; when all four are your side's,
  nothing happens.
* 10: remove an opponent's chip from any space but a 2 or a 12 (none: nothing).
* 11: any free space; on a full board, replace any opponent's chip.
* 2 or 12: after the move, the same player rolls again.
"""

from __future__ import annotations

from typing import Any, ClassVar

from engine.errors import IllegalMoveError
from engine.game import Game
from engine.moves import CHOOSE, ROLL, Move
from engine.sequences import EMPTY
from engine.snapshot import Event
from engine.start import StartInfo, roll_for_start

PROTECTED = ("2", "12")
"""Labels of the spaces a 10 may not clear."""
PLACE, REPLACE, REMOVE_CHIP, NOTHING = "place", "replace", "remove", "nothing"


class DiceGame(Game):
    """Sequence Dice on the 6×6 number board."""

    variants: ClassVar[tuple[str, ...]] = ("dice",)

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.roll: tuple[int, int] | None = None
        self.pending = False
        super().__init__(*args, **kwargs)

    def _deal(self) -> StartInfo:
        return roll_for_start(self.rng, self.settings.players)

    def options(self, total: int, seat: int | None = None) -> tuple[str, list[int]]:
        """What a roll of ``total`` lets ``seat`` (default: to act) do, and where."""
        side = self.side_of[self.to_act if seat is None else seat]
        chips = self.chips
        labels = self.board.labels
        if total == 10:
            cells = [
                c
                for c, o in enumerate(chips)
                if o >= 0 and o != side and labels[c] not in PROTECTED
            ]
            return (REMOVE_CHIP, cells) if cells else (NOTHING, [])
        if total == 11:
            free = [c for c, o in enumerate(chips) if o == EMPTY]
            if free:
                return PLACE, free
            cells = [c for c, o in enumerate(chips) if o >= 0 and o != side]
            return (REPLACE, cells) if cells else (NOTHING, [])
        spaces = self.board.cells_of[str(total)]
        free = [c for c in spaces if chips[c] == EMPTY]
        if free:
            return PLACE, free
        cells = [c for c in spaces if chips[c] != side]
        return (REPLACE, cells) if cells else (NOTHING, [])

    def legal_moves(self, seat: int | None = None) -> list[Move]:
        """``roll``, or after a roll the spaces it may be used on."""
        if self.outcome is not None or (seat is not None and seat != self.to_act):
            return []
        if not self.pending:
            return [Move(ROLL)]
        assert self.roll is not None
        _, cells = self.options(sum(self.roll))
        return [Move(CHOOSE, space=self.space(c)) for c in cells]

    def _roll(self, move: Move) -> Event:
        if self.pending:
            raise IllegalMoveError("you have rolled already; choose a space", "rolled")
        seat = self.to_act
        dice = (self.rng.randint(1, 6), self.rng.randint(1, 6))
        self.roll = dice
        action, cells = self.options(sum(dice))
        if cells:
            self.pending = True
            return self._event(move, ROLL, seat, roll=dice)
        self._after(seat)
        return self._event(move, NOTHING, seat, roll=dice)

    def _choose(self, move: Move) -> Event:
        if not self.pending or self.roll is None:
            raise IllegalMoveError("roll the dice first", "roll_first")
        seat = self.to_act
        cell = self.cell_of(move.space or "")
        action, cells = self.options(sum(self.roll))
        if cell not in cells:
            raise self._why_not(cell, sum(self.roll), action)
        self.pending = False
        side = self.side_of[seat]
        if action == REMOVE_CHIP:
            self._lift(cell)
            new: tuple[Any, ...] = ()
        else:
            if action == REPLACE:
                self._lift(cell)
            new = self._place(side, cell)
        roll = self.roll
        if self.outcome is None:
            self._after(seat)
        return self._event(move, action, seat, cell=cell, roll=roll, new_sequences=new)

    def _why_not(self, cell: int, total: int, action: str) -> IllegalMoveError:
        space = self.space(cell)
        label = self.board.labels[cell]
        owner = self.chips[cell]
        if action == REMOVE_CHIP:
            if label in PROTECTED:
                return IllegalMoveError(
                    f"a 10 cannot clear {space}: 2 and 12 spaces are protected",
                    "protected",
                    space=space,
                )
            return IllegalMoveError(
                f"{space} holds no opponent chip to remove", "no_opponent_chip", space=space
            )
        if total != 11 and label != str(total):
            return IllegalMoveError(
                f"{space} is numbered {label}, not {total}",
                "wrong_number",
                space=space,
                label=label,
                total=total,
            )
        if owner == self.side_of[self.to_act]:
            return IllegalMoveError(f"{space} is already yours", "yours", space=space)
        return IllegalMoveError(f"{space} is already taken", "taken", space=space)

    def _after(self, seat: int) -> None:
        """End the roll: 2 and 12 roll again, anything else passes the turn."""
        assert self.roll is not None
        if sum(self.roll) not in (2, 12):
            self._end_turn(self._next_seat(seat))

    def _end_turn(self, next_seat: int) -> None:
        self.to_act = next_seat
        self.pending = False

    def _last_roll(self) -> tuple[int, int] | None:
        return self.roll

    def _pending_roll(self) -> bool:
        return self.pending

    def _rolls_again(self) -> bool:
        last = self.last_event
        return (
            self.outcome is None
            and not self.pending
            and last is not None
            and last.roll is not None
            and last.kind != "roll"
            and last.seat == self.to_act
            and sum(last.roll) in (2, 12)
        )

    _handlers: ClassVar[dict[str, Any]] = {**Game._handlers, ROLL: _roll, CHOOSE: _choose}
