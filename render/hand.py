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
    fit_text,
    render_board,
    seat_name,
)
from render.cards import ANIMALS, draw_card
from render.chips import chip_sprite
from render.fonts import font
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


@lru_cache(maxsize=512)
def _tag_sprite(text: str, size: int, bg: tuple[int, int, int]) -> Image.Image:
    """A rounded label with ``text``: drawn once per (text, size, colour), then pasted."""
    f = font(int(size * 0.62))
    w = int(max(size, f.getlength(text) + size * 0.45)) + 1
    im = Image.new("RGBA", (w, size + 1), (0, 0, 0, 0))
    d = ImageDraw.Draw(im)
    d.rounded_rectangle((0, 0, w - 1, size), size // 2, fill=bg, outline=theme.TAG_TEXT,
                        width=max(1, size // 14))
    d.text(((w - 1) / 2, size / 2), text, font=f, fill=theme.TAG_TEXT, anchor="mm")
    return im


def _tag(img: Image.Image, x: float, y: float, text: str, size: int,
         bg: tuple[int, int, int] = theme.TAG_BG) -> None:
    with _tag_lock:
        sprite = _tag_sprite(text, size, bg)
    img.paste(sprite, (int(x), int(y)), sprite)


def render_private_view(snapshot: Snapshot, *, names: Mapping[int, str] | None = None,
                        game_number: int | None = None, words: Words) -> bytes:
    """The viewer's picture as PNG bytes: the board with each playable card's spaces tagged
    by the card's number, and the viewer's hand drawn large below it.

    Dead cards are marked, jacks (and unicorns, dragons) labelled WILD or REMOVE.
    For Dice, or a snapshot without a hand, this is the public board. The words drawn are the
    caller's ``words``, in the viewer's language.
    """
    if snapshot.variant == "dice" or snapshot.hand is None:
        return render_board(snapshot, names=names, game_number=game_number, words=words)
    board, layout = compose_board(snapshot, names=names, game_number=game_number,
                                  words=words)
    hand = snapshot.hand
    my_turn = snapshot.viewer is not None and snapshot.viewer == snapshot.to_act

    # Tags on the board: which card numbers can go on each space.
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
    tag_size = max(18, layout.cell // 3)
    frame = max(3, layout.cell // 16)
    for cell, nums in tags.items():
        x0, y0, x1, y1 = layout.cell_box(cell)
        d.rounded_rectangle((x0, y0, x1, y1), max(3, (x1 - x0) // 12), outline=theme.TARGET_TINT,
                            width=frame)
        _tag(board, x0 + 2, y0 + 2, ",".join(nums), tag_size)
    for cell, nums in removals.items():
        x0, y0, x1, y1 = layout.cell_box(cell)
        _tag(board, x0 + 2, y0 + 2, "×" + ",".join(nums), tag_size, bg=theme.DEAD)

    # The hand panel.
    width = layout.width
    n = max(1, len(hand))
    pad, gap = 16, 12
    card_w = int(min(150, (width - 2 * pad - (n - 1) * gap) / n))
    card_h = int(card_w * 1.35)
    title_h, tag_h, cap_h = 52, 34, 40
    panel_h = title_h + tag_h + card_h + cap_h + 12
    img = Image.new("RGB", (width, layout.height + panel_h), theme.HEADER_BG)
    img.paste(board, (0, 0))
    d = ImageDraw.Draw(img)
    y = layout.height
    viewer = snapshot.viewer
    x = pad
    seat = _seat(snapshot, viewer) if viewer is not None else None
    side = next((s for s in snapshot.sides if seat and s.index == seat.side), None)
    if side is not None:
        sprite = chip_sprite(side.colour, side.letter, 32)
        img.paste(sprite, (x, y + title_h // 2 - 16), sprite)
        x += 42
    who = seat_name(names, viewer, words) if viewer is not None else words("you")
    if my_turn:
        title = words("your_turn", name=who)
    elif snapshot.to_act is not None:
        title = words("waiting", name=who, other=seat_name(names, snapshot.to_act, words))
    else:
        title = words("game_over", name=who)
    d.text((x, y + title_h // 2), fit_text(title, 26, width - x - pad), font=font(26),
           fill=theme.TEXT, anchor="lm")
    total_w = n * card_w + (n - 1) * gap
    x0 = (width - total_w) // 2
    top = y + title_h + tag_h
    for i, card in enumerate(hand):
        cx = x0 + i * (card_w + gap)
        _tag(img, cx + card_w / 2 - 14, top - tag_h + 2, str(i + 1), 28)
        box = (cx, top, cx + card_w, top + card_h)
        draw_card(img, box, card.card, radius=max(6, card_w // 12), words=words)
        if card.kind in ("wild", "remove") and card.card.upper() not in ANIMALS:
            word = words(card.kind)
            size = int(card_w * 0.14)
            while size > 8 and font(size).getlength(word) > card_w * 0.92:
                size -= 1
            d.text((cx + card_w / 2, top + card_h * 0.90), word, font=font(size),
                   fill=theme.SUIT_BLACK, anchor="mm")
        if card.dead:
            veil = Image.new("RGB", (card_w + 1, card_h + 1), (120, 120, 120))
            region = img.crop(box)
            img.paste(Image.blend(region, veil.resize(region.size), 0.55), box[:2])
            d.line([(box[0] + 6, box[3] - 6), (box[2] - 6, box[1] + 6)], fill=theme.DEAD,
                   width=max(3, card_w // 20))
            d.text((cx + card_w / 2, top + card_h / 2), words("dead"),
                   font=font(int(card_w * 0.22)),
                   fill=theme.DEAD, anchor="mm", stroke_width=3, stroke_fill=(255, 255, 255))
        text, colour = _caption(card, snapshot.variant, my_turn, words)
        if text:
            d.text((cx + card_w / 2, top + card_h + cap_h / 2), fit_text(text, 20, card_w + gap),
                   font=font(20), fill=colour, anchor="mm")
    return encode_png(img, snapshot, layout, words)
