"""Colours and proportions shared by every picture.

Side colours follow the Okabe-Ito colour-blind-safe palette; every chip also
carries its side's letter, so colour is never the only cue.
"""

from __future__ import annotations

from dataclasses import dataclass

RGB = tuple[int, int, int]

BG = (22, 58, 44)
"""Board felt behind the spaces."""
HEADER_BG = (15, 36, 28)
HEADER_ROW = (27, 66, 50)
"""Background of the header row of the side to act."""
TEXT = (240, 240, 232)
TEXT_DIM = (150, 170, 160)
COORD = (205, 225, 212)

CARD_FACE = (252, 251, 246)
CARD_EDGE = (150, 150, 140)
SUIT_RED = (200, 16, 46)
SUIT_BLACK = (25, 25, 30)
FREE_FACE = (58, 46, 22)
"""Face of the FREE corners: dark bronze, so no chip colour (the Kids yellow least of all)
can be taken for a corner."""
FREE_INK = (236, 186, 52)
GOLD = (236, 186, 52)
"""Winner's star and the frames of the winning sequences."""
KIDS_FACE = (232, 244, 250)
DICE_FACE = (250, 246, 232)
DICE_SAFE = (246, 208, 112)
"""Background of the protected 2 and 12 spaces in Dice."""
DICE_SAFE_INK = (120, 70, 0)

LAST_MOVE = (255, 0, 170)
"""Frame around the last move's space (magenta: no side uses it)."""
HIGHLIGHT = (0, 220, 255)
"""Frame around spaces the caller asked to highlight."""
TARGET_TINT = (255, 236, 120)
TAG_BG = (30, 30, 60)
TAG_TEXT = (255, 255, 255)
DEAD = (190, 30, 30)
LOCK_RING = (255, 255, 255)


@dataclass(frozen=True)
class SideColour:
    """How one side's chips are painted."""

    fill: RGB
    dark: RGB
    """Outline of the chip and the sequence line."""
    ink: RGB
    """Colour of the letter on the chip."""


SIDE_COLOURS: dict[str, SideColour] = {
    "blue": SideColour((0, 114, 178), (0, 60, 100), (255, 255, 255)),
    "green": SideColour((0, 158, 115), (0, 85, 60), (255, 255, 255)),
    "red": SideColour((213, 94, 0), (120, 45, 0), (255, 255, 255)),
    "yellow": SideColour((240, 228, 66), (130, 115, 0), (20, 20, 20)),
}

FALLBACK_SIDE = SideColour((128, 128, 128), (60, 60, 60), (255, 255, 255))


def side_colour(name: str) -> SideColour:
    """The paint of a side colour name (``blue``, ``green``, ``red``, ``yellow``)."""
    return SIDE_COLOURS.get(name.lower(), FALLBACK_SIDE)


RESERVED: tuple[RGB, ...] = (
    BG, HEADER_BG, HEADER_ROW, TEXT, TEXT_DIM, COORD, CARD_FACE, CARD_EDGE, SUIT_RED,
    SUIT_BLACK, FREE_FACE, FREE_INK, KIDS_FACE, DICE_FACE, DICE_SAFE, DICE_SAFE_INK,
    GOLD, LAST_MOVE, HIGHLIGHT, TARGET_TINT, TAG_BG, TAG_TEXT, DEAD, LOCK_RING, (0, 0, 0),
    *(c for s in SIDE_COLOURS.values() for c in (s.fill, s.dark, s.ink)),
)
"""Colours kept exact in the palette of every PNG."""
