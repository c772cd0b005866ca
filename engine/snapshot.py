"""Plain, immutable pictures of a game for one viewer.

A ``Snapshot`` holds the public state of a game and, when a viewer seat is
given, that seat's own hand and what each of its cards can do. It never holds
another seat's cards, the draw pile's order or the seed. The renderer and the
bot work from snapshots only.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class SideView:
    """One side (a player alone, or a team sharing a chip colour)."""

    index: int
    colour: str
    """``blue``, ``green``, ``red`` or ``yellow``."""
    letter: str
    """Letter drawn on the side's chips and used in diagrams: B, G, R or Y."""
    seats: tuple[int, ...]
    sequences: int
    retired: bool
    """True once the side resigned or all its seats were dropped."""


@dataclass(frozen=True)
class SeatView:
    """One seat at the table, in turn order."""

    index: int
    side: int
    hand_size: int
    discard_top: str | None
    """Top card of this seat's discard pile (public), or None."""
    active: bool
    """False once the seat was dropped or its side resigned."""


@dataclass(frozen=True)
class SequenceView:
    """A completed sequence: its side and its cells in line order."""

    side: int
    cells: tuple[int, ...]


@dataclass(frozen=True)
class HandCard:
    """One card of the viewer's hand with what it can do right now.

    ``kind`` is ``normal``, ``wild`` (two-eyed jack, unicorn) or ``remove``
    (one-eyed jack, dragon). ``targets`` are the cells a play of this card could
    name on the viewer's turn in the current position (empty when it cannot be
    played, or the game is over), so players can plan while they wait.
    ``dead`` marks a normal card whose spaces are all covered.
    """

    card: str
    kind: str
    targets: tuple[int, ...]
    dead: bool


@dataclass(frozen=True)
class Event:
    """What the last move did, in public terms (never a drawn card)."""

    ply: int
    seat: int | None
    kind: str
    """place, remove, replace, dead, pass, roll, nothing, draw, talk, forfeit,
    resign, drop, timeout, abandon."""
    card: str | None = None
    cell: int | None = None
    roll: tuple[int, int] | None = None
    new_sequences: tuple[SequenceView, ...] = ()
    text: str = ""
    """The move's text form, e.g. ``QS B3``."""


@dataclass(frozen=True)
class Outcome:
    """How a game ended: ``termination`` is sequence, draw, resignation or abandonment."""

    termination: str
    winner: int | None
    """The winning side, or None for a draw or an abandoned game."""


@dataclass(frozen=True)
class Snapshot:
    """Everything a viewer may see of a game at one moment."""

    variant: str
    """``classic``, ``kids`` or ``dice``."""
    rows: int
    cols: int
    labels: tuple[str, ...]
    """Label of every cell in reading order; ``XX`` marks a free corner."""
    chips: tuple[int | None, ...]
    """Side index of the chip on every cell, or None."""
    locked: frozenset[int]
    """Cells whose chips belong to a completed sequence."""
    sides: tuple[SideView, ...]
    seats: tuple[SeatView, ...]
    to_act: int | None
    """Seat whose turn it is, or None when the game is over."""
    sequences: tuple[SequenceView, ...]
    line_length: int
    sequences_to_win: int
    draw_pile: int | None
    """Cards left to draw (None in Dice)."""
    ply: int
    """Number of moves played."""
    last_event: Event | None
    last_roll: tuple[int, int] | None
    """The dice of the current or last roll (Dice only)."""
    pending_roll: bool
    """Dice: the player to act has rolled and must now choose a space."""
    outcome: Outcome | None
    viewer: int | None = None
    hand: tuple[HandCard, ...] | None = None
    """The viewer's own cards (None for a public snapshot or in Dice)."""
    dead_exchanged: bool = False
    """The player to act already turned in a dead card this turn."""
    options: tuple[tuple[str, object], ...] = ()
    """The game's settings as (name, value) pairs, for headers and rules text."""
    acting: tuple[int, ...] = ()
    """Seats that may act now (``Game.acting_seats``): several during strict draw and table talk."""
    owed_draws: tuple[int, ...] = ()
    """Strict draw: seats that may still draw their card."""
    owed_forfeits: tuple[int, ...] = ()
    """Table talk: seats that must still forfeit a card before play goes on."""
    rolls_again: bool = False
    """Dice: the seat to act rolled 2 or 12 and now rolls again."""
    last_move: Event | None = None
    """The newest move that put, replaced or took a chip (in Dice still the last placement
    once the next player has rolled)."""

    def space_name(self, cell: int) -> str:
        """Human name of a cell, e.g. ``B1``."""
        row, col = divmod(cell, self.cols)
        return f"{chr(ord('A') + col)}{row + 1}"
