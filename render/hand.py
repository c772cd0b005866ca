"""The private view: the board with the viewer's playable spaces tagged, and the hand below."""

from __future__ import annotations

import threading
from collections.abc import Mapping
from functools import lru_cache

from PIL import Image, ImageDraw

from engine.snapshot import HandCard, Snapshot
from render import theme
from render.board import (
    _seat,
    compose_board,
    encode_png,
    render_board,
    seat_name,
)
from render.cards import draw_card
from render.chips import chip_sprite
from render.fonts import font
from render.text import draw_text, fit, text_width
from render.words import Words

_tag_lock = threading.Lock()

MAX_TAGGED_TARGETS = 12
"""A card with more targets than this (a wild card) is not tagged space by space."""

def _caption(card: HandCard, variant: str, my_turn: bool,
             words: Words) -> tuple[str, tuple[int, int, int]]:
    if card.dead:
        return words("dead_caption"), theme.DEAD
    if card.kind in ("wild", "remove"):
        return words(card.kind), theme.TEXT
    if not my_turn:
        return "", theme.TEXT_DIM
    if not card.targets:
        return words("spaces", n=0), theme.TEXT_DIM
    return words("spaces", n=len(card.targets)), theme.TEXT


def badge_font_size(size: int) -> int:
    """Font size in px of the number on a badge ``size`` px high."""
    return int(size * 0.86)


def target_badge_size(cell: int) -> int:
    """Height in px of the card-number badges on a board of ``cell`` px spaces."""
    return max(20, int(cell * 0.52))


@lru_cache(maxsize=512)
def _tag_sprite(text: str, size: int, bg: tuple[int, int, int]) -> Image.Image:
    """A round badge with ``text``: drawn once per (text, size, colour), then pasted."""
    f = font(badge_font_size(size))
    w = int(max(size, f.getlength(text) + size * 0.40)) + 1
    im = Image.new("RGBA", (w, size + 1), (0, 0, 0, 0))
    d = ImageDraw.Draw(im)
    d.rounded_rectangle((0, 0, w - 1, size), size // 2, fill=bg, outline=theme.TAG_TEXT,
                        width=max(2, size // 12))
    d.text(((w - 1) / 2, size / 2 + 1), text, font=f, fill=theme.TAG_TEXT, anchor="mm")
    return im


def _tag(img: Image.Image, x: float, y: float, text: str, size: int,
         bg: tuple[int, int, int] = theme.TAG_BG, *, centre: bool = False) -> int:
    with _tag_lock:
        sprite = _tag_sprite(text, size, bg)
    if centre:
        x -= sprite.width / 2
    img.paste(sprite, (int(x), int(y)), sprite)
    return sprite.width


HAND_WIDTH = 300
"""Width of the hand column right of the board in the private view."""


CAPTION_SIZE = 24


def hand_rows(height: int, n: int) -> tuple[int, int, int, int]:
    """(row height, card width, card height, badge size) of a hand of ``n`` cards drawn in a
    column ``height`` px high."""
    row_h = min(130, height // max(1, n))
    card_h = row_h - 10
    return row_h, int(card_h * 0.74), card_h, min(44, row_h - 16)


def caption_width(card_w: int, badge: int) -> int:
    """Room in px for a card's caption right of the card in the hand column."""
    return HAND_WIDTH - 10 - badge - 10 - card_w - 10 - 8


def caption_lines(text: str, width: float) -> list[str]:
    """A caption broken into at most two lines that fit ``width`` (cut only as a last resort)."""
    return _wrap(text, CAPTION_SIZE, width)


def _title_lines(key: str, words: Words, who: str, fields: dict[str, str],
                 width: float) -> list[str]:
    """The hand's title ("{name}: your turn") on one line, or two: the name (shortened if it
    must be) with its colon, then the rest, which is never cut mid-verb."""
    full = words(key, name=who, **fields)
    if text_width(full, 26) <= width:
        return [full]
    rest = words(key, name="", **fields)
    if not rest.startswith(":"):
        return _wrap(full, 26, width)
    return [fit(who, 26, width - text_width(":", 26)) + ":",
            fit(rest[1:].strip(), 26, width)]


def _wrap(text: str, size: int, width: float) -> list[str]:
    """At most two lines of ``text``, broken between words, each fitted to ``width``."""
    if text_width(text, size) <= width:
        return [text]
    words = text.split(" ")
    for k in range(len(words) - 1, 0, -1):
        first = " ".join(words[:k])
        if text_width(first, size) <= width:
            return [first, fit(" ".join(words[k:]), size, width)]
    return [fit(text, size, width)]


def render_private_view(snapshot: Snapshot, *, names: Mapping[int, str] | None = None,
                        game_number: int | None = None, words: Words) -> bytes:
    """The viewer's picture as PNG bytes: the board with each playable card's spaces tagged
    by the card's number, and the viewer's hand in a column beside it (a nearly square
    picture, so that Discord shows it large enough to read without a click).

    Dead cards are marked, jacks (and unicorns, dragons) labelled WILD or REMOVE.
    For Dice, or a snapshot without a hand, this is the public board. The words drawn are the
    caller's ``words``, in the viewer's language.
    """
    if snapshot.variant == "dice" or snapshot.hand is None:
        return render_board(snapshot, names=names, game_number=game_number, words=words)
    # No header and no side panel: the hand column beside the board says whose turn it is, and
    # the picture stays short enough for Discord to show it large.
    board, layout = compose_board(snapshot, names=names, game_number=game_number,
                                  words=words, panel=False)
    hand = snapshot.hand
    my_turn = snapshot.viewer is not None and snapshot.viewer == snapshot.to_act

    # Badges on the board: which card numbers can go on each space. They sit on the lower part
    # of the space, under its rank, so a number is never read as part of the rank.
    tags: dict[int, list[str]] = {}
    removals: dict[int, list[str]] = {}
    for i, card in enumerate(hand):
        if card.dead or not card.targets:
            continue
        if card.kind == "remove":
            for cell in card.targets:
                removals.setdefault(cell, []).append(str(i + 1))
        elif len(card.targets) <= MAX_TAGGED_TARGETS:
            for cell in card.targets:
                if str(i + 1) not in tags.get(cell, []):
                    tags.setdefault(cell, []).append(str(i + 1))
    d = ImageDraw.Draw(board)
    tag_size = target_badge_size(layout.cell)
    frame = max(3, layout.cell // 16)
    for cell, nums in tags.items():
        x0, y0, x1, y1 = layout.cell_box(cell)
        d.rounded_rectangle((x0, y0, x1, y1), max(3, (x1 - x0) // 12), outline=theme.TARGET_TINT,
                            width=frame)
        _tag(board, (x0 + x1) / 2, y1 - tag_size - 1, ",".join(nums), tag_size, centre=True)
    for cell, nums in removals.items():
        # In the top-left corner, over the covered index: the chip's letter stays visible.
        x0, y0, x1, y1 = layout.cell_box(cell)
        _tag(board, x0 + 1, y0 + 1, "×" + ",".join(nums), int(tag_size * 0.8), bg=theme.DEAD)

    # The hand column.
    width = layout.width + HAND_WIDTH
    img = Image.new("RGB", (width, layout.height), theme.HEADER_BG)
    img.paste(board, (0, 0))
    d = ImageDraw.Draw(img)
    viewer = snapshot.viewer
    seat = _seat(snapshot, viewer) if viewer is not None else None
    side = next((s for s in snapshot.sides if seat and s.index == seat.side), None)
    x = layout.width + 10
    y = layout.header + 8
    if side is not None:
        sprite = chip_sprite(side.colour, side.letter, 40)
        img.paste(sprite, (x, y), sprite)
    who = seat_name(names, viewer, words) if viewer is not None else words("you")
    if my_turn:
        key, fields = "your_turn", {}
    elif snapshot.to_act is not None:
        key, fields = "waiting", {"other": seat_name(names, snapshot.to_act, words)}
    else:
        key, fields = "game_over", {}
    lines = _title_lines(key, words, who, fields, HAND_WIDTH - 66)
    for k, line in enumerate(lines):
        draw_text(img, (x + 50, y + 20 + k * 30), line, 26, theme.TEXT)
    top = y + 20 + 30 * len(lines) + 6
    info = words("move", ply=snapshot.ply)
    if game_number is not None:
        info = f"#{game_number} · {info}"
    draw_text(img, (x, top + 8), fit(info, 22, HAND_WIDTH - 20), 22, theme.TEXT_DIM)
    top += 26
    row_h, card_w, card_h, badge = hand_rows(layout.height - top - 6, len(hand))
    for i, card in enumerate(hand):
        ry = top + i * row_h
        _tag(img, x, ry + (row_h - badge) / 2, str(i + 1), badge)
        cx = x + badge + 10
        box = (cx, ry + 4, cx + card_w, ry + 4 + card_h)
        draw_card(img, box, card.card, radius=max(6, card_w // 10), words=words)
        if card.dead:
            veil = Image.new("RGB", (card_w + 1, card_h + 1), (120, 120, 120))
            region = img.crop(box)
            img.paste(Image.blend(region, veil.resize(region.size), 0.55), box[:2])
            d.line([(box[0] + 4, box[3] - 4), (box[2] - 4, box[1] + 4)], fill=theme.DEAD,
                   width=max(3, card_w // 14))
        text, colour = _caption(card, snapshot.variant, my_turn, words)
        tx = cx + card_w + 10
        avail = caption_width(card_w, badge)
        if card.dead:
            text = words("dead_caption")
            if any(line.endswith("…") for line in caption_lines(text, avail)):
                text = words("dead_short")
        if text:
            cap = caption_lines(text, avail)
            for k, line in enumerate(cap):
                yy = ry + row_h / 2 + (k - (len(cap) - 1) / 2) * 28
                draw_text(img, (tx, yy), line, CAPTION_SIZE, colour)
    return encode_png(img, snapshot, layout, words)
