"""The private view: the board with the viewer's playable spaces tagged, the hand below it.

The picture is a little taller than wide (868 × 1044 px for a classic hand of seven): a phone
shows a picture at the width of its message column (about 350 px inline, about 316 px as a
media gallery item in a Components V2 container), desktop at most 350 px high, so a portrait
picture of this shape is shown about as large on both (``render/README.md`` has the sizes and
their sources).
"""

from __future__ import annotations

import threading
from collections.abc import Mapping
from dataclasses import dataclass, replace
from functools import lru_cache

from PIL import Image, ImageDraw

from engine.snapshot import HandCard, Snapshot
from render import theme
from render.board import board_pieces, compose_board, render_board
from render.canvas import BoardPalette, Canvas
from render.cards import ANIMALS, draw_card
from render.chips import chip_sprite
from render.fonts import font
from render.layout import HEADER_LINE, Layout, layout_for
from render.png import palette_png
from render.status import fit_template, seat_name, seat_view
from render.text import draw_text, fit, text_width
from render.words import Words

_tag_lock = threading.Lock()

MAX_TAGGED_TARGETS = 12
"""A card with more targets than this (a wild card) is not tagged space by space."""

STATUS_HEIGHT = 58
"""Height of the status band above the board (whose turn, the game and move)."""
STATUS_SIZE = HEADER_LINE
"""Font size of the status line: as large as the public board's."""
INFO_SIZE = 30
"""Font size of the game and move number beside the status (secondary)."""
EDGE = 8
"""Felt kept right of the last column and below the last row: the private view shows the
coordinates on the top and left edges only (the public board has all four)."""
HAND_HEIGHT = 118
"""Height of the hand row under the board."""
HAND_SLOT = 124
"""Widest slot of one hand card (a classic hand of seven fills the board's width)."""
CARD_HEIGHT = 108
CARD_WIDTH = 86
"""A hand card's face: taller than 1.2 × its width, so ``draw_card`` draws it as a tall card."""
WIDE_CARD_WIDTH = 150
"""A hand card's width when the hand has room to spare (Kids: three cards)."""
NUMBER_SIZE = 44
"""Diameter of a hand card's number badge."""
LABEL_SIZE = 17
"""Largest font size of the small word under a jack's or dead card's suit (WILD, DEAD)."""


def badge_font_size(size: int) -> int:
    """Font size in px of the number on a badge ``size`` px high (digits fill most of it)."""
    return int(size * 1.08)


def target_badge_size(cell: int) -> int:
    """Height in px of the card-number badges on a board of ``cell`` px spaces: half the
    space (at most 42 px, as tall as a classic rank), so that the number reads as well as the
    rank and still leaves it free."""
    return max(20, min(42, int(cell * 0.49)))


@lru_cache(maxsize=512)
def _tag_sprite(text: str, size: int, bg: tuple[int, int, int],
                font_size: int) -> Image.Image:
    """A round badge with ``text``: drawn once per (text, size, colour), then pasted."""
    f = font(font_size)
    w = int(max(size, f.getlength(text) + size * 0.36)) + 1
    im = Image.new("RGBA", (w, size + 1), (0, 0, 0, 0))
    d = ImageDraw.Draw(im)
    d.rounded_rectangle((0, 0, w - 1, size), size // 2, fill=bg, outline=theme.TAG_TEXT,
                        width=max(2, size // 14))
    d.text(((w - 1) / 2, size / 2 + 1), text, font=f, fill=theme.TAG_TEXT, anchor="mm")
    return im


def _badge(text: str, size: int, bg: tuple[int, int, int],
           max_width: float | None) -> Image.Image:
    """The badge sprite for ``text`` (RGBA; its alpha is 0 or 255): a badge wider than
    ``max_width`` gets a smaller font rather than spilling over."""
    font_size = badge_font_size(size)
    while (max_width is not None and font_size > 12
           and font(font_size).getlength(text) + size * 0.36 > max_width):
        font_size -= 2
    with _tag_lock:
        return _tag_sprite(text, size, bg, font_size)


def _tag(img: Image.Image, x: float, y: float, text: str, size: int,
         bg: tuple[int, int, int] = theme.TAG_BG, *, centre: bool = False,
         max_width: float | None = None) -> int:
    """Paste a badge with ``text`` at (x, y) (its top-left, or its top centre with ``centre``)
    and return its width."""
    sprite = _badge(text, size, bg, max_width)
    if centre:
        x -= sprite.width / 2
    img.paste(sprite, (int(x), int(y)), sprite)
    return sprite.width


def _board_tag(canvas: Canvas, x: float, y: float, text: str, size: int,
               bg: tuple[int, int, int] = theme.TAG_BG, *, centre: bool = False,
               max_width: float | None = None) -> None:
    """``_tag`` on the board of a palette canvas: the badge is mapped to the palette and
    pasted where its (hard-edged) alpha is set."""
    mapped, mask = _mapped_badge(canvas.palette, text, size, bg, max_width)
    if centre:
        x -= mapped.width / 2
    canvas.paste(mapped, (int(x), int(y)), mask)


@lru_cache(maxsize=1024)
def _mapped_badge(palette: BoardPalette, text: str, size: int, bg: tuple[int, int, int],
                  max_width: float | None) -> tuple[Image.Image, Image.Image]:
    """A badge mapped to ``palette`` and its mask, made once: a private view has about ten
    badges, and mapping each afresh was a fifth of its time (shared: do not modify them)."""
    sprite = _badge(text, size, bg, max_width)
    return palette.map(sprite), sprite.getchannel("A")


@lru_cache(maxsize=64)
def _target_frame(w: int, h: int, radius: int, width: int) -> Image.Image:
    """The mask of a target space's rounded frame (``w`` × ``h`` from its box's corners),
    drawn once: about a dozen a picture, and Pillow draws a rounded outline in Python."""
    mask = Image.new("1", (w + 1, h + 1), 0)
    ImageDraw.Draw(mask).rounded_rectangle((0, 0, w, h), radius, outline=1, width=width)
    return mask


@dataclass(frozen=True)
class PrivateLayout:
    """Geometry of a private view: the status band, the board (``board``: cell boxes in
    picture pixels) and the hand row."""

    board: Layout
    width: int
    height: int
    hand_top: int


def private_layout(snapshot: Snapshot) -> PrivateLayout:
    """Where the parts of ``snapshot``'s private view lie, in picture pixels."""
    base = layout_for(snapshot, panel=False)
    board = replace(base, header=STATUS_HEIGHT)
    width = base.left + base.cols * base.cell + EDGE
    hand_top = STATUS_HEIGHT + base.margin + base.rows * base.cell + EDGE
    return PrivateLayout(board=board, width=width, height=hand_top + HAND_HEIGHT,
                         hand_top=hand_top)


def status_text(snapshot: Snapshot, names: Mapping[int, str] | None, words: Words,
                max_width: float) -> str:
    """The status line ("Bob: your turn", "Bob: waiting for Carla") fitted to ``max_width``
    at ``STATUS_SIZE``: only the names are shortened, never the verb."""
    viewer = snapshot.viewer
    who = seat_name(names, viewer, words) if viewer is not None else words("you")
    if viewer is not None and viewer == snapshot.to_act:
        return fit_template("your_turn", words, STATUS_SIZE, max_width, name=who)
    if snapshot.to_act is not None:
        other = seat_name(names, snapshot.to_act, words)
        full = words("waiting", name=who, other=other)
        if text_width(full, STATUS_SIZE) <= max_width:
            return full
        # Shorten both names, the viewer's first: the one waited for is the news.
        rest = text_width(words("waiting", name="", other=""), STATUS_SIZE)
        room = max(STATUS_SIZE * 4.0, max_width - rest)
        other_room = max(room / 2, room - text_width(who, STATUS_SIZE))
        other = fit(other, STATUS_SIZE, other_room)
        who = fit(who, STATUS_SIZE, max(STATUS_SIZE * 2.0, room - text_width(other,
                                                                              STATUS_SIZE)))
        return words("waiting", name=who, other=other)
    return fit_template("game_over", words, STATUS_SIZE, max_width, name=who)


def card_label(card: HandCard, words: Words) -> str:
    """The small word under a hand card's suit: DEAD, WILD, REMOVE, or nothing."""
    if card.dead:
        return words("dead")
    if card.kind in ("wild", "remove"):
        return words(card.kind)
    return ""


def _label_size(text: str, width: float) -> int:
    size = LABEL_SIZE
    while size > 9 and text_width(text, size) > width:
        size -= 1
    return size


def _draw_status(img: Image.Image, snapshot: Snapshot, width: int,
                 names: Mapping[int, str] | None, game_number: int | None,
                 words: Words) -> None:
    d = ImageDraw.Draw(img)
    d.rectangle((0, 0, width, STATUS_HEIGHT - 1), fill=theme.HEADER_BG)
    yc = STATUS_HEIGHT // 2
    x = 10
    viewer = snapshot.viewer
    seat = seat_view(snapshot, viewer) if viewer is not None else None
    side = next((s for s in snapshot.sides if seat and s.index == seat.side), None)
    if side is not None:
        sprite = chip_sprite(side.colour, side.letter, 46)
        img.paste(sprite, (x, yc - 23), sprite)
        x += 56
    info = words("move", ply=snapshot.ply)
    if game_number is not None:
        info = f"#{game_number} · {info}"
    right = width - 10
    text = status_text(snapshot, names, words, right - x)
    used = text_width(text, STATUS_SIZE)
    # The game and move number only where the status leaves room for it.
    if used + 24 + text_width(info, INFO_SIZE) <= right - x:
        draw_text(img, (right, yc + 2), info, INFO_SIZE, theme.TEXT_DIM, anchor="rm")
    draw_text(img, (x, yc), text, STATUS_SIZE, theme.TEXT)


@lru_cache(maxsize=128)
def _hand_card(code: str, width: int, radius: int, words: Words) -> Image.Image:
    """A hand card's face on the hand row's background, drawn once (shared: do not modify)."""
    face = Image.new("RGB", (width + 1, CARD_HEIGHT + 1), theme.HEADER_BG)
    draw_card(face, (0, 0, width, CARD_HEIGHT), code, radius=radius, words=words)
    return face


def _draw_hand(img: Image.Image, snapshot: Snapshot, top: int, width: int, my_turn: bool,
               words: Words) -> None:
    hand = snapshot.hand or ()
    if not hand:
        return
    d = ImageDraw.Draw(img)
    slot = min(HAND_SLOT * 2, width // len(hand))
    # Few cards (Kids): wider cards, the animal and its name larger.
    card_w = CARD_WIDTH if slot < HAND_SLOT * 2 else WIDE_CARD_WIDTH
    group = card_w + HAND_SLOT - CARD_WIDTH - 6
    x0 = (width - slot * len(hand)) // 2
    y = top + (HAND_HEIGHT - CARD_HEIGHT) // 2
    for i, card in enumerate(hand):
        sx = x0 + i * slot + (slot - group) // 2
        # The card sits right of its number; the number badge overlaps its top left corner,
        # beside the rank and above the suit, leaving the bottom to the card's label.
        cx = sx + group - card_w
        box = (cx, y, cx + card_w, y + CARD_HEIGHT)
        with _tag_lock:
            picture = _hand_card(card.card, card_w, max(6, card_w // 10), words)
        img.paste(picture, box[:2])
        idle = my_turn and not card.dead and not card.targets
        if card.dead or idle:
            veil = Image.new("RGB", (card_w + 1, CARD_HEIGHT + 1), (120, 120, 120))
            region = img.crop(box)
            img.paste(Image.blend(region, veil.resize(region.size), 0.55 if card.dead else 0.35),
                      box[:2])
        if card.dead:
            d.line([(box[0] + 6, box[3] - 6), (box[2] - 6, box[1] + 6)], fill=theme.DEAD,
                   width=max(4, card_w // 12))
        label = card_label(card, words)
        if label:
            inner = card_w - 8
            size = _label_size(label, inner)
            colour = theme.DEAD if card.dead or card.kind == "remove" else theme.SUIT_BLACK
            # Under a playing card's suit; in place of an animal's name (the picture says which
            # animal it is).
            ly = box[3] - 4 - (size + 4) / 2
            if card.dead or card.card.upper() in ANIMALS:
                face = theme.KIDS_FACE if card.card.upper() in ANIMALS else theme.CARD_FACE
                d.rounded_rectangle((box[0] + 3, ly - size / 2 - 3, box[2] - 3, ly + size / 2 + 3),
                                    4, fill=face)
            draw_text(img, ((box[0] + box[2]) / 2, ly), label, size, colour, anchor="mm")
        bg = theme.DEAD if card.kind == "remove" and not card.dead else theme.TAG_BG
        _tag(img, sx + 2, y + 2, str(i + 1), NUMBER_SIZE, bg)


def render_private_view(snapshot: Snapshot, *, names: Mapping[int, str] | None = None,
                        game_number: int | None = None, words: Words,
                        board: Image.Image | None = None) -> bytes:
    """The viewer's picture as PNG bytes: a status line, the board with each playable card's
    spaces tagged by the card's number, and the viewer's hand in a row below (a portrait
    picture, so that a phone shows it as large as desktop does, inline or in a media gallery).

    Dead cards are veiled and crossed out, jacks (and unicorns, dragons) labelled WILD or
    REMOVE. For Dice, or a snapshot without a hand, this is the public board. The words drawn
    are the caller's ``words``, in the viewer's language. ``board`` is the board band
    already composed for this position in these words (``render_turn``), to build on.
    """
    if snapshot.variant == "dice" or snapshot.hand is None:
        return render_board(snapshot, names=names, game_number=game_number, words=words)
    if board is None:
        canvas, layout = compose_board(snapshot, names=names, game_number=game_number,
                                       words=words, panel=False)
    else:  # the board band as the public board composed it (``render_turn``)
        layout = layout_for(snapshot, panel=False)
        pieces = board_pieces(snapshot.variant, snapshot.labels, layout, words)
        canvas = Canvas((layout.width, layout.height), pieces.palette, theme.HEADER_BG)
        canvas.paste(board, (0, 0))
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
    tag_size = target_badge_size(layout.cell)
    frame = max(3, layout.cell // 16)
    tint = canvas.ink(theme.TARGET_TINT)
    for cell, nums in tags.items():
        x0, y0, x1, y1 = layout.cell_box(cell)
        canvas.image.paste(tint, (x0, y0, x1 + 1, y1 + 1),
                           _target_frame(x1 - x0, y1 - y0, max(3, (x1 - x0) // 12), frame))
        _board_tag(canvas, (x0 + x1) / 2, y1 - tag_size - 1, "·".join(nums), tag_size,
                   centre=True, max_width=x1 - x0)
    for cell, nums in removals.items():
        # In the top-left corner, over the covered index: most of the chip's letter stays
        # visible.
        x0, y0, x1, y1 = layout.cell_box(cell)
        _board_tag(canvas, x0 + 1, y0 + 1, "×" + "·".join(nums), tag_size, bg=theme.DEAD,
                   max_width=x1 - x0 - 2)

    geometry = private_layout(snapshot)
    view = Canvas((geometry.width, geometry.height), canvas.palette, theme.HEADER_BG)
    view.paste(canvas.done().crop((0, 0, geometry.width, geometry.hand_top - STATUS_HEIGHT)),
               (0, STATUS_HEIGHT))
    # Plain felt where the right and bottom coordinates were cut off.
    felt = view.ink(theme.BG)
    view.draw.rectangle((geometry.width - EDGE, STATUS_HEIGHT, geometry.width,
                         geometry.hand_top - 1), fill=felt)
    view.draw.rectangle((0, geometry.hand_top - EDGE, geometry.width, geometry.hand_top - 1),
                        fill=felt)
    _draw_status(view.soft((0, 0, geometry.width, STATUS_HEIGHT)), snapshot, geometry.width,
                 names, game_number, words)
    _draw_hand(view.soft((0, geometry.hand_top, geometry.width, geometry.height)), snapshot, 0,
               geometry.width, my_turn, words)
    return palette_png(view.done())


def render_turn(public: Snapshot, private: Snapshot, *, names: Mapping[int, str] | None = None,
                game_number: int | None = None, words: Words,
                private_words: Words | None = None) -> tuple[bytes, bytes]:
    """The public board of a position and one seat's private view of it (``private``, the
    same position as that seat sees it), as PNG bytes: the same two pictures as
    ``render_board`` and ``render_private_view``, byte for byte, with the board band composed
    once for both when they are in the same words (``private_words``, by default
    ``words``)."""
    if private.ply != public.ply or private.chips != public.chips:
        raise ValueError("the private snapshot is not of the public one's position")
    canvas, layout = compose_board(public, names=names, game_number=game_number, words=words)
    band = None
    if private_words is None or private_words == words:
        band = canvas.image.crop((0, layout.header, layout.board_width, layout.height))
    board = palette_png(canvas.done())
    view = render_private_view(private, names=names, game_number=game_number,
                               words=private_words or words, board=band)
    return board, view
