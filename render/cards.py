"""Card faces: playing cards (classic), animal cards (kids) and dice faces.

Everything drawn here is static, so results are cached (under a lock, so the
caches are safe to share between worker threads).
"""

from __future__ import annotations

import io
import threading
from functools import lru_cache

from PIL import Image, ImageDraw

from render import theme
from render.fonts import emoji_font, font
from render.words import Words

SUITS: dict[str, tuple[str, tuple[int, int, int]]] = {
    "S": ("\u2660", theme.SUIT_BLACK),
    "H": ("\u2665", theme.SUIT_RED),
    "D": ("\u2666", theme.SUIT_RED),
    "C": ("\u2663", theme.SUIT_BLACK),
}
RANKS = {"T": "10"}

ANIMALS: dict[str, str] = {
    "TIGER": "\U0001f405",
    "KANGAROO": "\U0001f998",
    "GIRAFFE": "\U0001f992",
    "WOLF": "\U0001f43a",
    "TURTLE": "\U0001f422",
    "HIPPO": "\U0001f99b",
    "GORILLA": "\U0001f98d",
    "ZEBRA": "\U0001f993",
    "ALLIGATOR": "\U0001f40a",
    "LION": "\U0001f981",
    "FOX": "\U0001f98a",
    "MOOSE": "\U0001face",
    "PANDA": "\U0001f43c",
    "SHARK": "\U0001f988",
    "CAMEL": "\U0001f42b",
    "OSTRICH": "\U0001fabf",  # Unicode has no ostrich; OpenMoji's long-necked goose stands in
    "WHALE": "\U0001f40b",
    "ELEPHANT": "\U0001f418",
    "PENGUIN": "\U0001f427",
    "UNICORN": "\U0001f984",
    "DRAGON": "\U0001f409",
}
"""Animal card name → the OpenMoji emoji drawn for it."""

FREE = "XX"


def card_parts(code: str) -> tuple[str, str, tuple[int, int, int]]:
    """Split a playing-card code such as ``TS`` into ("10", "♠", suit colour)."""
    code = code.upper()
    rank, suit = code[:-1], code[-1:]
    symbol, colour = SUITS.get(suit, (suit, theme.SUIT_BLACK))
    return RANKS.get(rank, rank), symbol, colour


def card_label(code: str, words: Words) -> str:
    """Short text of a card for captions: ``10♠``, ``Tiger`` (``Tijger`` in Dutch ``words``)."""
    if code.upper() in ANIMALS:
        return animal_name(code, words)
    rank, symbol, _ = card_parts(code)
    return rank + symbol


_icon_lock = threading.Lock()


@lru_cache(maxsize=512)
def _animal_icon(name: str, size: int) -> Image.Image:
    glyph = ANIMALS.get(name.upper())
    im = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    if glyph is None:
        d = ImageDraw.Draw(im)
        d.text((size / 2, size / 2), name[:3].upper(), font=font(size // 3), fill=(40, 40, 40),
               anchor="mm")
        return im
    # Render large, crop to the drawn pixels and fit into size × size.
    big = 4 * size
    canvas = Image.new("RGBA", (big + big // 2, big + big // 2), (0, 0, 0, 0))
    ImageDraw.Draw(canvas).text((big // 4, big // 4), glyph, font=emoji_font(big),
                                embedded_color=True)
    bbox = canvas.getbbox()
    if bbox:
        canvas = canvas.crop(bbox)
    w, h = canvas.size
    scale = size / max(w, h)
    canvas = canvas.resize((max(1, round(w * scale)), max(1, round(h * scale))),
                           Image.Resampling.LANCZOS)
    im.alpha_composite(canvas, ((size - canvas.width) // 2, (size - canvas.height) // 2))
    return im


def animal_icon(name: str, size: int) -> Image.Image:
    """The animal's picture as an RGBA image of ``size`` × ``size`` (do not modify it)."""
    with _icon_lock:
        return _animal_icon(name, size)


def draw_star(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float,
              fill: tuple[int, int, int]) -> None:
    """A five-pointed star centred on (cx, cy) with outer radius r."""
    import math

    pts = []
    for i in range(10):
        rad = r if i % 2 == 0 else r * 0.42
        a = -math.pi / 2 + i * math.pi / 5
        pts.append((cx + rad * math.cos(a), cy + rad * math.sin(a)))
    draw.polygon(pts, fill=fill)


def animal_name(code: str, words: Words) -> str:
    """An animal card's name in the ``words``' language (``TIGER`` → ``Tiger``, ``Tijger``)."""
    return words(f"animal.{code.lower()}")


def draw_free(img: Image.Image, box: tuple[int, int, int, int], *, radius: int,
              words: Words) -> None:
    """A free corner space: a gold face with a star and the word FREE (in ``words``)."""
    d = ImageDraw.Draw(img)
    x0, y0, x1, y1 = box
    w = x1 - x0
    d.rounded_rectangle(box, radius, fill=theme.FREE_FACE, outline=theme.FREE_INK,
                        width=max(1, w // 40))
    draw_star(d, (x0 + x1) / 2, y0 + w * 0.42, w * 0.28, theme.FREE_INK)
    word = words("free")
    size = max(8, int(w * 0.16))
    while size > 8 and font(size).getlength(word) > w * 0.86:
        size -= 1
    d.text(((x0 + x1) / 2, y0 + w * 0.82), word, font=font(size),
           fill=theme.FREE_INK, anchor="mm")


def rank_font_size(w: int, h: int, rank: str) -> int:
    """Font size in px of a card's rank on a face of ``w`` × ``h`` (board space or hand card)."""
    if h > w * 1.2:
        return int(w * (0.62 if len(rank) == 1 else 0.52))
    small = min(w, h)
    if small < 40:
        return int(min(small * 0.52, w * 0.36))
    return int(small * 0.61) if len(rank) == 1 else int(min(small * 0.62, w * 0.875 / 1.4))


def draw_card(img: Image.Image, box: tuple[int, int, int, int], code: str, *,
              radius: int = 6, caption: bool = True, words: Words | None = None) -> None:
    """Draw one card face (playing card, animal card or free corner) filling ``box``; the
    words on it (FREE, animal names) are the caller's ``words``, which only a playing card can
    do without."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    if words is None and (code.upper() == FREE or code.upper() in ANIMALS):
        raise ValueError(f"a {code} face carries words: pass the caller's words")
    if code.upper() == FREE:
        assert words is not None
        draw_free(img, box, radius=radius, words=words)
        return
    d = ImageDraw.Draw(img)
    name = code.upper()
    if name in ANIMALS:
        d.rounded_rectangle(box, radius, fill=theme.KIDS_FACE, outline=theme.CARD_EDGE,
                            width=max(1, w // 60))
        show_name = caption and h >= 60
        isize = int(min(w * 0.82, h * (0.70 if show_name else 0.86)))
        icon = animal_icon(name, isize)
        top = y0 + (h * (0.44 if show_name else 0.5)) - isize / 2
        img.paste(icon, (int(x0 + (w - isize) / 2), int(top)), icon)
        if show_name and words is not None:
            word = animal_name(name, words)
            size = max(8, int(min(w, h) * 0.12))
            while size > 8 and font(size, bold=False).getlength(word) > w * 0.94:
                size -= 1
            d.text(((x0 + x1) / 2, y1 - h * 0.11), word,
                   font=font(size, bold=False), fill=(40, 60, 70), anchor="mm")
        return
    d.rounded_rectangle(box, radius, fill=theme.CARD_FACE, outline=theme.CARD_EDGE,
                        width=max(1, w // 60))
    rank, symbol, colour = card_parts(code)
    small = min(w, h)
    if h > w * 1.2:  # a tall hand card
        d.text((x0 + w / 2, y0 + h * 0.30), rank, font=font(rank_font_size(w, h, rank)),
               fill=colour, anchor="mm")
        d.text((x0 + w / 2, y0 + h * 0.66), symbol, font=font(int(w * 0.55)), fill=colour,
               anchor="mm")
        return
    if small < 40:  # a tiny card: one line
        d.text((x0 + w / 2, y0 + h / 2), rank + symbol, font=font(rank_font_size(w, h, rank)),
               fill=colour, anchor="mm")
        return
    # Board spaces: the rank as large as the face allows (it must read at chat size).
    d.text((x0 + w / 2, y0 + h * 0.31), rank, font=font(rank_font_size(w, h, rank)),
           fill=colour, anchor="mm")
    d.text((x0 + w / 2, y0 + h * 0.74), symbol, font=font(int(small * 0.38)), fill=colour,
           anchor="mm")


_PIPS = {
    1: [(0.5, 0.5)],
    2: [(0.27, 0.27), (0.73, 0.73)],
    3: [(0.27, 0.27), (0.5, 0.5), (0.73, 0.73)],
    4: [(0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)],
    5: [(0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)],
    6: [(0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)],
}


def draw_die(img: Image.Image, x: int, y: int, size: int, value: int) -> None:
    """One die face showing ``value`` (1–6) with its top-left corner at (x, y)."""
    d = ImageDraw.Draw(img)
    d.rounded_rectangle((x, y, x + size, y + size), max(2, size // 6), fill=(255, 255, 255),
                        outline=(40, 40, 40), width=max(1, size // 16))
    r = size * 0.09
    for px, py in _PIPS.get(value, []):
        cx, cy = x + px * size, y + py * size
        d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=(20, 20, 20))


EMOJI_SIZE = 128
"""Side of a card emoji's square picture (Discord shows emojis at 22–48 px)."""


def render_card_emoji(code: str, words: Words) -> bytes:
    """One card's face as a small square PNG with a transparent background, for the
    application emoji that marks the card in menus (no caption: at emoji size only the rank
    and suit, or the animal, can be read)."""
    img = Image.new("RGBA", (EMOJI_SIZE, EMOJI_SIZE), (0, 0, 0, 0))
    margin = EMOJI_SIZE // 7
    draw_card(img, (margin, 2, EMOJI_SIZE - margin, EMOJI_SIZE - 2), code, radius=10,
              caption=False, words=words)
    out = io.BytesIO()
    img.save(out, format="PNG", optimize=True)
    return out.getvalue()
