"""Chip sprites: a disc in the side's colour with the side's letter on it.

Locked chips (part of a completed sequence) carry a white ring inside the rim.
Sprites are drawn once per (colour, letter, size, locked) and cached.
"""

from __future__ import annotations

import threading
from functools import lru_cache

from PIL import Image, ImageDraw

from render import theme
from render.fonts import font

_lock = threading.Lock()
_SS = 4  # supersampling factor for smooth edges


def letter_size(diameter: int, locked: bool = False) -> int:
    """Font size in px of the letter on a chip of ``diameter`` px."""
    return int(diameter * (0.74 if locked else 0.76))


@lru_cache(maxsize=256)
def _chip(colour: str, letter: str, diameter: int, locked: bool) -> Image.Image:
    paint = theme.side_colour(colour)
    big = diameter * _SS
    im = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    d = ImageDraw.Draw(im)
    rim = max(_SS, big // 14)
    d.ellipse((0, 0, big - 1, big - 1), fill=paint.dark + (255,))
    d.ellipse((rim, rim, big - 1 - rim, big - 1 - rim), fill=paint.fill + (255,))
    if locked:
        ring = rim + big * 0.03
        w = max(_SS * 2, big // 14)
        d.ellipse((ring, ring, big - 1 - ring, big - 1 - ring), outline=theme.LOCK_RING + (255,),
                  width=w)
    d.text((big / 2, big / 2 + big * 0.02), letter[:1].upper(),
           font=font(letter_size(big, locked)), fill=paint.ink + (255,),
           anchor="mm")
    return im.resize((diameter, diameter), Image.Resampling.LANCZOS)


def chip_sprite(colour: str, letter: str, diameter: int, *, locked: bool = False) -> Image.Image:
    """The RGBA sprite of one chip (shared and cached: do not modify it)."""
    with _lock:
        return _chip(colour, letter, diameter, locked)


@lru_cache(maxsize=64)
def _letter(colour: str, letter: str, diameter: int) -> Image.Image:
    paint = theme.side_colour(colour)
    im = Image.new("RGBA", (diameter, diameter), (0, 0, 0, 0))
    d = ImageDraw.Draw(im)
    d.text((diameter / 2, diameter / 2 + diameter * 0.02), letter[:1].upper(),
           font=font(letter_size(diameter, locked=True)), fill=paint.ink + (255,), anchor="mm",
           stroke_width=max(2, diameter // 16), stroke_fill=paint.dark + (255,))
    return im


def letter_sprite(colour: str, letter: str, diameter: int) -> Image.Image:
    """The chip's letter alone, outlined, to stamp over a sequence line drawn across the chip
    (shared and cached: do not modify it)."""
    with _lock:
        return _letter(colour, letter, diameter)
