"""Who sits where: turn order with team members alternating, names, computer players."""

from __future__ import annotations

from collections.abc import Callable

from data import GameRecord
from engine import GameSettings

COMPUTER_MARK = "🤖"
"""Shown before a computer player's name."""

ComputerNamer = Callable[[int, str], str]
"""Names the ``n``-th computer player of a level, in the language the caller chose."""


def seating(record: GameRecord, settings: GameSettings) -> list[int]:
    """Lobby seat indices in turn order: team members alternate around the table.

    Players who picked a team keep it; the others fill the smallest teams in join order.
    """
    if settings.sides == settings.players:
        return [s.seat for s in record.seats]
    size = settings.players // settings.sides
    teams: list[list[int]] = [[] for _ in range(settings.sides)]
    for seat in record.seats:
        if (
            seat.side is not None
            and 0 <= seat.side < settings.sides
            and len(teams[seat.side]) < size
        ):
            teams[seat.side].append(seat.seat)
    for seat in record.seats:
        if not any(seat.seat in team for team in teams):
            min(teams, key=len).append(seat.seat)
    return [teams[side][i] for i in range(size) for side in range(settings.sides)]


def name_of(record: GameRecord, seat: int | None) -> str:
    """A seat's display name."""
    if seat is None or not 0 <= seat < len(record.seats):
        return "?"
    return record.seats[seat].display_name


def next_computer_number(record: GameRecord) -> int:
    """The number the next computer player seated in this lobby gets (1, 2, …)."""
    return 1 + max(
        (_computer_number(s.display_name) for s in record.seats if s.is_computer), default=0
    )


def _computer_number(name: str) -> int:
    digits = "".join(c if c.isdigit() else " " for c in name).split()
    return int(digits[0]) if digits else 0
