"""Text in any script: a font fallback chain, right-to-left names, and a box for the unknown.

Every string drawn into a picture goes through ``draw_text``. It splits the text into runs,
each drawn with the first font of the chain that has its characters:

DejaVu Sans (Latin with its extensions, Greek, Cyrillic, symbols) → Noto Sans Arabic → Noto
Sans Hebrew → Noto Sans Thai → Noto Sans Devanagari → Noto Sans CJK (common characters) →
OpenMoji (emoji, in colour). A character no font has is drawn as a visible box, never as
nothing.

Right-to-left text: Arabic letters are joined by ``arabic_reshaper`` (into the presentation
forms Noto Sans Arabic carries) and the line is put in visual order by ``python-bidi``. Both
are pure Python and behave the same on every machine, so the pictures do not depend on
whether Pillow found the system's FriBiDi library (which its libraqm layout needs). Thai and
Devanagari need real shaping (vowel signs that reorder and stack); they use libraqm when
Pillow has it (``PIL.features.check('raqm')``) and are drawn unshaped, still legible, without.
"""

from __future__ import annotations

import re
import struct
import threading
import unicodedata
from collections.abc import Iterator
from functools import lru_cache
from pathlib import Path
from typing import Any

from PIL import Image, ImageDraw, ImageFont, features

from render.fonts import BOLD_PATH, FONT_DIR, REGULAR_PATH, emoji_font_path, thread_fonts

RGB = tuple[int, int, int]

ARABIC = FONT_DIR / "NotoSansArabic-Bold.ttf"
HEBREW = FONT_DIR / "NotoSansHebrew-Bold.ttf"
THAI = FONT_DIR / "NotoSansThai-Bold.ttf"
DEVANAGARI = FONT_DIR / "NotoSansDevanagari-Bold.ttf"
CJK = FONT_DIR / "NotoSansCJKsc-Bold-common.otf"
SYMBOLS = FONT_DIR / "DejaVuSans-Bold-symbols.ttf"
EMOJI = "emoji"
BOX = "box"

_SHAPED_SCRIPTS = ("Bengali", "Gurmukhi", "Gujarati", "Oriya", "Tamil", "Telugu", "Kannada",
                   "Malayalam", "Sinhala", "Lao", "Myanmar", "Khmer")
_SIMPLE_SCRIPTS = ("Georgian", "Armenian", "Ethiopic")
SCRIPTS = tuple(FONT_DIR / f"NotoSans{name}-Bold.ttf"
                for name in _SHAPED_SCRIPTS + _SIMPLE_SCRIPTS)
"""The fonts of the scripts drawn since session 25, after the first five of the chain."""

_SHAPED = {THAI, DEVANAGARI, *SCRIPTS[:len(_SHAPED_SCRIPTS)]}
"""Fonts whose scripts need complex shaping (libraqm when available)."""
_RTL = {ARABIC, HEBREW}
"""Fonts drawn from text already in visual order (basic layout, never re-ordered)."""
_SCALE: dict[str | Path, float] = {
    ARABIC: 0.92, CJK: 0.92, THAI: 0.95, DEVANAGARI: 0.92, EMOJI: 1.1,
    **{path: 0.92 for path in SCRIPTS},
}
"""Size relative to DejaVu so that the scripts look alike in height on one line."""

_IGNORED = {0xFE0E, 0xFE0F, 0x200D, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E,
            0x2066, 0x2067, 0x2068, 0x2069, 0xFEFF, 0x20E3, 0x200B, 0x2062, 0x2063, 0x2064,
            0x180E, 0x17B4, 0x17B5}
"""Invisible code points (variation selectors, joiners, direction marks, zero-width spaces
and invisible operators) that are dropped."""

_cmap_lock = threading.RLock()


# --------------------------------------------------------------------------- coverage


def _read_cmap(path: str) -> frozenset[int]:
    """Code points mapped by a TrueType/OpenType font (cmap formats 4 and 12)."""
    data = Path(path).read_bytes()
    num = struct.unpack(">H", data[4:6])[0]
    cmap_off = None
    for i in range(num):
        tag, _, off, _ = struct.unpack(">4sIII", data[12 + 16 * i: 28 + 16 * i])
        if tag == b"cmap":
            cmap_off = off
    if cmap_off is None:
        return frozenset()
    out: set[int] = set()
    n_tables = struct.unpack(">H", data[cmap_off + 2: cmap_off + 4])[0]
    for i in range(n_tables):
        _, _, sub = struct.unpack(">HHI", data[cmap_off + 4 + 8 * i: cmap_off + 12 + 8 * i])
        base = cmap_off + sub
        fmt = struct.unpack(">H", data[base: base + 2])[0]
        if fmt == 4:
            seg2 = struct.unpack(">H", data[base + 6: base + 8])[0]
            ends = struct.unpack(f">{seg2 // 2}H", data[base + 14: base + 14 + seg2])
            starts = struct.unpack(f">{seg2 // 2}H", data[base + 16 + seg2: base + 16 + 2 * seg2])
            for s, e in zip(starts, ends, strict=True):
                if s != 0xFFFF:
                    out.update(range(s, e + 1))
        elif fmt == 12:
            n = struct.unpack(">I", data[base + 12: base + 16])[0]
            for j in range(n):
                s, e, _ = struct.unpack(">III", data[base + 16 + 12 * j: base + 28 + 12 * j])
                out.update(range(s, e + 1))
    return frozenset(out)


@lru_cache(maxsize=64)
def _coverage(path: str) -> frozenset[int]:
    return _read_cmap(path)


def coverage(path: str | Path) -> frozenset[int]:
    """The code points a font file has glyphs for (cached)."""
    with _cmap_lock:
        return _coverage(str(path))


def _chain(bold: bool) -> list[str | Path]:
    # OpenMoji before the symbols: a heart or a star that has a colour emoji is drawn as one,
    # as Discord shows it (the symbols file leaves those out anyway).
    return [BOLD_PATH if bold else REGULAR_PATH, ARABIC, HEBREW, THAI, DEVANAGARI, CJK, *SCRIPTS,
            EMOJI, SYMBOLS]


@lru_cache(maxsize=4096)
def _font_key_for(cp: int, bold: bool) -> str | Path:
    for key in _chain(bold):
        path = emoji_font_path() if key == EMOJI else key
        if cp in coverage(path):
            return key
    return BOX


def font_for(ch: str, *, bold: bool = True) -> str | Path:
    """Which font of the chain draws ``ch``: a font path, ``"emoji"`` or ``"box"``."""
    with _cmap_lock:
        return _font_key_for(ord(ch), bold)


def drawable(text: str) -> bool:
    """True when at least one visible character of ``text`` has a font (is not a box)."""
    return any(font_for(c) != BOX for c in _clean(text) if not c.isspace())


# --------------------------------------------------------------------------- fonts


def run_font(key: str | Path, size: int) -> ImageFont.FreeTypeFont:
    """The FreeType font of a chain entry at ``size`` px (cached per thread)."""
    scaled = max(1, round(size * _SCALE.get(key, 1.0)))
    name = str(key)
    cache = thread_fonts()
    f = cache.get((name, scaled))
    if f is None:
        if key == EMOJI:
            # OpenMoji's colour bitmaps are drawn at any size by FreeType; basic layout keeps
            # a one-code-point emoji one glyph.
            f = ImageFont.truetype(emoji_font_path(), scaled, layout_engine=ImageFont.Layout.BASIC)
        elif key in _SHAPED and features.check("raqm"):
            f = ImageFont.truetype(name, scaled, layout_engine=ImageFont.Layout.RAQM)
        elif key in _RTL or key in _SHAPED:
            f = ImageFont.truetype(name, scaled, layout_engine=ImageFont.Layout.BASIC)
        else:
            f = ImageFont.truetype(name, scaled)
        cache[(name, scaled)] = f
    return f


# --------------------------------------------------------------------------- runs


_BLANK = {0x115F, 0x1160, 0x2800, 0x3164, 0xFFA0}
"""Characters as wide as a letter that draw nothing (the Hangul fillers, the blank Braille
pattern): the ones people use for a name that looks empty. They are drawn as spaces, so such
a name is no name and the seat's label is drawn instead."""
_STYLED_LETTER = re.compile(r"\bLATIN\b.*\b(CAPITAL|SMALL)(?: LETTER)? ([A-Z])$")


@lru_cache(maxsize=4096)
def _fold(cp: int) -> str:
    """What to draw for a character no font has: the letter or digit it styles when there is
    one (𝓐, 𝔄, Ⓐ, 🅐 and the like, as in the names people make in Discord with "fancy text"
    generators), else the character itself (drawn as a box)."""
    ch = chr(cp)
    folded = unicodedata.normalize("NFKC", ch)
    if folded != ch and folded.strip() and all(font_for(c) != BOX for c in folded):
        return folded
    match = _STYLED_LETTER.search(unicodedata.name(ch, ""))
    if match:
        return match[2] if match[1] == "CAPITAL" else match[2].lower()
    return ch


def _clean(text: str) -> str:
    """``text`` without its invisible code points, blanks as spaces and styled letters as
    letters (see ``_fold``)."""
    return text if text.isascii() else _clean_other(text)


@lru_cache(maxsize=4096)
def _clean_other(text: str) -> str:
    out = []
    for c in text:
        cp = ord(c)
        if cp in _IGNORED or 0x1F3FB <= cp <= 0x1F3FF or 0xE0000 <= cp <= 0xE007F:
            continue  # invisible, a skin tone, or a tag of a flag emoji
        if cp in _BLANK:
            out.append(" ")
        elif font_for(c) == BOX:
            out.append(_fold(cp))
        else:
            out.append(c)
    return "".join(out)


_VISUAL_CACHE: dict[str, str] = {}


def visual(text: str) -> str:
    """``text`` ready to draw left to right: Arabic joined, right-to-left runs reversed."""
    text = _clean(text)
    if not any("\u0590" <= c <= "\u08ff" or "\ufb1d" <= c <= "\ufeff" for c in text):
        return text
    cached = _VISUAL_CACHE.get(text)
    if cached is not None:
        return cached
    import arabic_reshaper
    from bidi import get_display

    shaped = arabic_reshaper.reshape(text)
    out = str(get_display(shaped, base_dir="L"))
    if len(_VISUAL_CACHE) < 1024:
        _VISUAL_CACHE[text] = out
    return out


def runs(text: str, *, bold: bool = True) -> Iterator[tuple[str | Path, str]]:
    """(font key, text) runs of ``text`` (already in visual order)."""
    current: str | Path | None = None
    buf: list[str] = []
    for ch in text:
        key: str | Path | None = font_for(ch, bold=bold)
        if current not in (None, BOX, EMOJI) and (
                ch == " " and 0x20 in coverage(current)  # type: ignore[arg-type]
                or unicodedata.category(ch) == "Mn"):
            key = current  # a space or a combining mark stays with the run around it
        if key != current and buf:
            yield current, "".join(buf)  # type: ignore[misc]
            buf = []
        current = key
        buf.append(ch)
    if buf:
        yield current, "".join(buf)  # type: ignore[misc]


def _box_width(size: int) -> float:
    return size * 0.62


def _run_width(key: str | Path, run: str, size: int) -> float:
    if key == BOX:
        return _box_width(size) * len(run)
    return run_font(key, size).getlength(run)


def text_width(text: str, size: int, *, bold: bool = True) -> float:
    """Width in px of ``text`` drawn by ``draw_text`` at ``size``."""
    return _text_width(text, size, bold)


@lru_cache(maxsize=4096)
def _text_width(text: str, size: int, bold: bool) -> float:
    # Fonts are per thread, widths are not: every thread measures the same.
    if _by_words(text):
        # As draw_text lays it out: its words' widths and a space between each two. A line
        # that changes every move ("#12 · Move 31") is then measured from known words too.
        space = _text_width(" ", size, bold)
        return (sum(_text_width(word, size, bold) for word in text.split(" ") if word)
                + space * text.count(" "))
    return sum(_run_width(k, r, size) for k, r in runs(visual(text), bold=bold))


def _by_words(text: str) -> bool:
    """True when ``text`` is drawn word by word: it has a space and no right-to-left run."""
    return " " in text and text != " " and visual(text) == _clean(text)


def fit(text: str, size: int, max_width: float, *, bold: bool = True) -> str:
    """``text`` shortened at its end with an ellipsis to fit ``max_width`` px."""
    return _fit(text, size, int(max_width), bold)


@lru_cache(maxsize=2048)
def _fit(text: str, size: int, max_width: int, bold: bool) -> str:
    if text_width(text, size, bold=bold) <= max_width:
        return text
    # The longest prefix that fits with its ellipsis (a binary search: names can be long).
    lo, hi = 0, len(text)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if text_width(text[:mid] + "…", size, bold=bold) <= max_width:
            lo = mid
        else:
            hi = mid - 1
    return text[:lo].rstrip() + "…"


def _draw_runs(draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, size: int,
               fill: RGB, anchor: str, bold: bool, stroke: tuple[int, RGB] | None) -> float:
    parts = list(runs(visual(text), bold=bold))
    widths = [_run_width(k, r, size) for k, r in parts]
    total = sum(widths)
    x, y = xy
    h, v = anchor[0], anchor[1]
    if h == "m":
        x -= total / 2
    elif h == "r":
        x -= total
    ref = run_font(BOLD_PATH if bold else REGULAR_PATH, size)
    for (key, run), w in zip(parts, widths, strict=True):
        if key == BOX:
            _draw_boxes(draw, x, y, v, run, size, fill, ref)
        elif key == EMOJI:
            f = run_font(key, size)
            ascent, descent = ref.getmetrics()
            middle = _line_top(ref, y, v) + (ascent + descent) / 2
            top = f.getbbox(run, anchor="la")
            draw.text((x, middle - (top[1] + top[3]) / 2), run, font=f, embedded_color=True,
                      anchor="la")
        else:
            f = run_font(key, size)
            kw: dict[str, Any] = {}
            if stroke is not None:
                kw = {"stroke_width": stroke[0], "stroke_fill": stroke[1]}
            if v == "m":
                # Centre each script on DejaVu's middle so that mixed lines stay level.
                draw.text((x, _line_top(ref, y, v) + ref.getmetrics()[0]), run, font=f,
                          fill=fill, anchor="ls", **kw)
            else:
                draw.text((x, y), run, font=f, fill=fill, anchor="l" + v, **kw)
        x += w
    return total


_sprite_lock = threading.Lock()


@lru_cache(maxsize=2048)
def _sprite(text: str, size: int, fill: RGB, bold: bool,
            stroke: tuple[int, RGB] | None) -> tuple[Image.Image, float, int, int]:
    width = text_width(text, size, bold=bold)
    pad = size // 2 + (stroke[0] if stroke else 0)
    height = int(size * 2) + 2 * (stroke[0] if stroke else 0)
    im = Image.new("RGBA", (int(width) + 2 * pad + 1, height), (0, 0, 0, 0))
    _draw_runs(ImageDraw.Draw(im), (pad, height / 2), text, size, fill, "lm", bold, stroke)
    return im, width, pad, height // 2


def draw_text(img: Image.Image, xy: tuple[float, float], text: str, size: int, fill: RGB, *,
              anchor: str = "lm", bold: bool = True,
              stroke: tuple[int, RGB] | None = None) -> float:
    """Draw ``text`` on ``img`` with the fallback chain; returns its width.

    ``anchor`` is Pillow's two-letter anchor with a middle (``m``) vertical part: ``lm``,
    ``mm`` or ``rm``. Words are drawn once into cached sprites and pasted (a right-to-left
    line as a whole): the same names and words come back on every move.
    """
    if anchor[1] != "m":
        return _draw_runs(ImageDraw.Draw(img), xy, text, size, fill, anchor, bold, stroke)
    x, y = xy
    # Word by word where the words stand in their own order (no right-to-left run): a line
    # that changes every move ("#12 · Move 31") is then made of words drawn before, and
    # FreeType draws a new line's glyphs at about 40 µs each.
    words = text.split(" ") if _by_words(text) else [text]
    width = text_width(text, size, bold=bold)
    if anchor[0] == "m":
        x -= width / 2
    elif anchor[0] == "r":
        x -= width
    space = text_width(" ", size, bold=bold)
    for word in words:
        if word:
            with _sprite_lock:
                sprite, word_width, pad, mid = _sprite(word, size, tuple(fill), bold, stroke)
            img.paste(sprite, (round(x) - pad, round(y) - mid), sprite)
            x += word_width
        x += space
    return width


def _line_top(ref: ImageFont.FreeTypeFont, y: float, v: str) -> float:
    ascent, descent = ref.getmetrics()
    if v == "m":
        # Pillow's "m" anchor is the middle of ascender and descender.
        return y - (ascent + descent) / 2
    if v == "s":
        return y - ascent
    if v in ("t", "a"):
        return y
    return y - ascent - descent


def _draw_boxes(draw: ImageDraw.ImageDraw, x: float, y: float, v: str, run: str, size: int,
                fill: RGB, ref: ImageFont.FreeTypeFont) -> None:
    ascent, _ = ref.getmetrics()
    base = _line_top(ref, y, v) + ascent
    w = _box_width(size)
    for i in range(len(run)):
        x0 = x + i * w + size * 0.08
        draw.rectangle((x0, base - size * 0.72, x0 + w - size * 0.16, base),
                       outline=fill, width=max(1, size // 12))
