"""Game settings: the variant, the table and the optional rules, validated."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any

from engine.errors import InvalidSettingsError

VARIANTS: tuple[str, ...] = ("classic", "kids", "dice")

CLASSIC_PLAYERS: tuple[int, ...] = (2, 3, 4, 6, 8, 9, 10, 12)
"""Player counts the classic rule books allow."""

CLASSIC_HAND_SIZES: dict[int, int] = {2: 7, 3: 6, 4: 6, 6: 5, 8: 4, 9: 4, 10: 3, 12: 3}
KIDS_HAND_SIZE = 3

SIDE_COLOURS: dict[str, tuple[str, ...]] = {
    "classic": ("blue", "green", "red"),
    "kids": ("red", "yellow", "blue", "green"),
    "dice": ("green", "blue", "red"),
}
"""Chip colours in side order; a side's letter is its colour's initial."""


def allowed_players(variant: str) -> tuple[int, ...]:
    """Player counts the rules allow for a variant."""
    if variant == "classic":
        return CLASSIC_PLAYERS
    if variant in ("kids", "dice"):
        return (2, 3, 4)
    raise InvalidSettingsError(f"unknown game {variant!r}; choose one of {', '.join(VARIANTS)}")


def allowed_sides(variant: str, players: int) -> tuple[int, ...]:
    """Numbers of sides (players alone, or equal teams) allowed for a table size."""
    if players not in allowed_players(variant):
        allowed = ", ".join(str(p) for p in allowed_players(variant))
        raise InvalidSettingsError(f"{variant} is for {allowed} players, not {players}")
    if variant == "kids" or players <= 3:
        return (players,)
    if variant == "dice":
        return (2,)
    return tuple(s for s in (2, 3) if players % s == 0)


@dataclass(frozen=True)
class GameSettings:
    """A game's variant, table and options; invalid combinations raise on creation.

    ``sides`` 0 and ``line_length`` 0 mean "the rule book's default" and are
    replaced by the actual value, so two equal games have equal settings.

    >>> GameSettings("classic", 6).sides
    2
    >>> GameSettings("dice", 3).line_length
    5
    """

    variant: str = "classic"
    players: int = 2
    sides: int = 0
    advanced_jack: bool = False
    """Classic: a one-eyed jack may also remove a chip of a completed sequence."""
    table_talk: bool = False
    """Classic with teams: the table-talk penalty can be called."""
    strict_draw: bool = False
    """Classic: players draw by themselves and lose the card if they forget."""
    line_length: int = 0
    """Dice: 5 or 6 in a row (0 = the rule book's recommendation)."""

    def __post_init__(self) -> None:
        if self.variant not in VARIANTS:
            raise InvalidSettingsError(
                f"unknown game {self.variant!r}; choose one of {', '.join(VARIANTS)}"
            )
        sides_ok = allowed_sides(self.variant, self.players)
        if self.sides == 0:
            object.__setattr__(self, "sides", sides_ok[0])
        elif self.sides not in sides_ok:
            allowed = " or ".join(str(s) for s in sides_ok)
            raise InvalidSettingsError(
                f"{self.players} players in {self.variant} play as {allowed} sides, "
                f"not {self.sides}"
            )
        if self.variant != "classic":
            for name in ("advanced_jack", "table_talk", "strict_draw"):
                if getattr(self, name):
                    raise InvalidSettingsError(f"{name.replace('_', ' ')} is a classic option")
        if self.table_talk and self.players == self.sides:
            raise InvalidSettingsError("the table-talk penalty needs teams")
        if self.variant == "dice":
            if self.line_length == 0:
                object.__setattr__(self, "line_length", 6 if self.sides == 2 else 5)
            elif self.line_length not in (5, 6):
                raise InvalidSettingsError("dice lines are 5 or 6 long")
        else:
            natural = 5 if self.variant == "classic" else 4
            if self.line_length == 0:
                object.__setattr__(self, "line_length", natural)
            elif self.line_length != natural:
                raise InvalidSettingsError(f"{self.variant} lines are {natural} long")

    @property
    def hand_size(self) -> int:
        """Cards dealt to each player (0 in Dice)."""
        if self.variant == "classic":
            return CLASSIC_HAND_SIZES[self.players]
        return KIDS_HAND_SIZE if self.variant == "kids" else 0

    @property
    def sequences_to_win(self) -> int:
        """Sequences a side needs: two in classic with two sides, else one."""
        return 2 if self.variant == "classic" and self.sides == 2 else 1

    @property
    def colours(self) -> tuple[str, ...]:
        """Chip colour of each side."""
        return SIDE_COLOURS[self.variant][: self.sides]

    def side_of(self, seat: int) -> int:
        """The side of a seat: team members alternate around the table."""
        return seat % self.sides

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict; ``from_dict`` reads it back."""
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> GameSettings:
        """Settings from a dict; unknown keys are refused."""
        names = {f.name for f in fields(cls)}
        unknown = set(data) - names
        if unknown:
            raise InvalidSettingsError(f"unknown settings: {', '.join(sorted(unknown))}")
        return cls(**data)
