"""The public board picture: static card layer, chips, sequences, header.

The board's faces never change, so each variant's board layer and the PNG palette made from
it are drawn once and cached (``board_pieces``), and so is each covered space. A picture is
composed in that palette (``render.canvas``): it pastes the layer and the covered spaces,
draws the marks with palette colours, and draws only the header and the panel in RGB.
Everything here is a pure function of the snapshot and the arguments: two snapshots with the
same public state give byte-identical PNGs, whatever the players hold.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable, Mapping
from dataclasses import replace
from functools import lru_cache

from PIL import Image, ImageChops, ImageDraw

from engine.snapshot import SeatView, Snapshot
from render import theme
from render.canvas import BoardPalette, Canvas, Ink
from render.cards import (
    ANIMALS,
    FREE,
    animal_icon,
    card_parts,
    draw_card,
    draw_die,
    draw_star,
)
from render.chips import chip_sprite, letter_sprite
from render.fonts import font
from render.layout import (
    COMPACT_LINE,
    HEADER_LINE,
    Layout,
    coordinate_size,
    layout_for,
)
from render.png import palette_png
from render.status import (
    dice_options,
    fit_template,
    move_caption,
    name_lines,
    roll_meaning,
    seat_label_used,
    seat_name,
    seat_view,
    status_line,
    status_parts,
)
from render.text import draw_text, fit, text_width
from render.words import Words

VARIANTS = ("classic", "kids", "dice")
"""Variants whose title the words have (``title.<variant>``: Sequence, Sequence for Kids, …)."""



# --------------------------------------------------------------------------- static layer


_layer_lock = threading.Lock()


def _draw_space(img: Image.Image, box: tuple[int, int, int, int], label: str,
                variant: str, words: Words) -> None:
    radius = max(3, (box[2] - box[0]) // 12)
    if variant == "dice" and label != FREE:
        d = ImageDraw.Draw(img)
        w = box[2] - box[0]
        safe = label in ("2", "12")
        d.rounded_rectangle(box, radius, fill=theme.DICE_SAFE if safe else theme.DICE_FACE,
                            outline=theme.DICE_SAFE_INK if safe else theme.CARD_EDGE,
                            width=max(2, w // 30) if safe else max(1, w // 60))
        ink = theme.DICE_SAFE_INK if safe else theme.SUIT_BLACK
        d.text(((box[0] + box[2]) / 2, box[1] + w * 0.46), label, font=font(int(w * 0.42)),
               fill=ink, anchor="mm")
        if safe:
            # A small shield: protected from the defensive 10.
            cx, top, s = (box[0] + box[2]) / 2, box[1] + w * 0.74, w * 0.09
            d.polygon([(cx - s, top), (cx + s, top), (cx + s, top + s * 1.1), (cx, top + s * 2),
                       (cx - s, top + s * 1.1)], fill=ink)
            d.text((box[0] + w * 0.08, box[1] + w * 0.06), words("safe"),
                   font=font(max(8, w // 9)),
                   fill=ink, anchor="lt")
        return
    draw_card(img, box, label, radius=radius, words=words)


@lru_cache(maxsize=16)
def _board_layer(variant: str, labels: tuple[str, ...], layout: Layout,
                 words: Words) -> Image.Image:
    """The board band: felt, every space's face (with its ``words``), the coordinates."""
    img = Image.new("RGB", (layout.width, layout.board_height), theme.BG)
    shifted = Layout(layout.rows, layout.cols, layout.cell, layout.margin, 0, layout.width,
                     layout.panel)
    for cell, label in enumerate(labels):
        _draw_space(img, shifted.cell_box(cell), label, variant, words)
    d = ImageDraw.Draw(img)
    f = font(coordinate_size(layout.margin))
    m = layout.margin
    for c in range(layout.cols):
        x = layout.left + c * layout.cell + layout.cell // 2
        letter = chr(ord("A") + c)
        d.text((x, m / 2), letter, font=f, fill=theme.COORD, anchor="mm")
        d.text((x, layout.board_height - m / 2), letter, font=f, fill=theme.COORD, anchor="mm")
    for r in range(layout.rows):
        y = m + r * layout.cell + layout.cell // 2
        d.text((layout.left / 2, y), str(r + 1), font=f, fill=theme.COORD, anchor="mm")
        d.text((layout.board_width - layout.left / 2, y), str(r + 1), font=f, fill=theme.COORD,
               anchor="mm")
    return img


@lru_cache(maxsize=16)
def _palette(variant: str, labels: tuple[str, ...], layout: Layout,
             words: Words) -> BoardPalette:
    layer = _board_layer(variant, labels, layout, words)
    chip = layout.chip
    colours = list(theme.SIDE_COLOURS)
    strip = Image.new("RGB", (chip * 2 * len(colours) + 8, chip * 2), theme.BG)
    for i, name in enumerate(colours):
        for j, locked in enumerate((False, True)):
            sprite = chip_sprite(name, name[0], chip, locked=locked)
            strip.paste(sprite, ((2 * i + j) * chip, 0), sprite)
            small = chip_sprite(name, name[0], 30, locked=locked)
            strip.paste(small, ((2 * i + j) * chip, chip), small)
    draw_die(strip, 0, chip + 32, 30, 5)
    sample = Image.new("RGB", (layer.width, layer.height + strip.height))
    sample.paste(layer, (0, 0))
    sample.paste(strip, (0, layer.height))
    # 255 colours: index 255 stays free for the replay's "unchanged" transparency.
    adaptive = sample.quantize(255 - len(theme.RESERVED), method=Image.Quantize.MEDIANCUT)
    pal = adaptive.getpalette() or []
    flat = [v for c in theme.RESERVED for v in c] + pal[: 3 * (255 - len(theme.RESERVED))]
    flat += [0] * (765 - len(flat))
    out = Image.new("P", (1, 1))
    out.putpalette(flat)
    return BoardPalette(out)


def _layer_key(layout: Layout) -> Layout:
    """The layout that keys a board's cached pieces: ``layout`` without its header (and, for
    the layer and the palette, not compact)."""
    return Layout(layout.rows, layout.cols, layout.cell, layout.margin, 0, layout.width,
                  layout.panel)


class BoardPieces:
    """What every picture of one board pastes and never changes, in the board's palette
    (``render.canvas``): the board band, and covered spaces drawn once each (shared: do not
    modify them). One per variant, faces, picture size and words (``board_pieces``)."""

    def __init__(self, variant: str, labels: tuple[str, ...], layout: Layout,
                 words: Words) -> None:
        self.variant = variant
        self.labels = labels
        self.layout = layout
        """The pictures' layout without header (as ``layout.cell_box`` of a tile)."""
        self.words = words
        # One palette for the board band whatever the picture's width: the public board
        # (with its side panel) and a private view (without) then share their pieces' colour
        # indices, so one composed band serves both (``render.hand.render_turn``).
        band = Layout(layout.rows, layout.cols, layout.cell, layout.margin, 0,
                      layout.board_width, 0)
        self.palette = _palette(variant, labels, band, words)
        self.layer = self.palette.map(_board_layer(variant, labels, layout, words))
        """The board band (``board_layer``) in the palette."""


@lru_cache(maxsize=16)
def _pieces(variant: str, labels: tuple[str, ...], layout: Layout,
            words: Words) -> BoardPieces:
    return BoardPieces(variant, labels, layout, words)


def board_pieces(variant: str, labels: tuple[str, ...], layout: Layout,
                 words: Words) -> BoardPieces:
    """The cached pieces (and palette) of a board whose pictures have ``layout``."""
    with _layer_lock:
        return _pieces(variant, labels, _layer_key(layout), words)


# --------------------------------------------------------------------------- names & status


# --------------------------------------------------------------------------- header & panel


def _draw_header(img: Image.Image, snapshot: Snapshot, layout: Layout,
                 names: Mapping[int, str] | None, game_number: int | None,
                 words: Words) -> None:
    d = ImageDraw.Draw(img)
    w = layout.width
    d.rectangle((0, 0, w, layout.header - 1), fill=theme.HEADER_BG)
    yc = 38
    x = 14
    x_right = w - 14
    if snapshot.variant == "dice" and snapshot.last_roll and snapshot.pending_roll:
        # Only the roll to be used now: old dice beside "Bob to roll" read as Bob's roll.
        a, b = snapshot.last_roll
        size = 56
        x_right -= 2 * size + 12
        draw_die(img, x_right, yc - size // 2, size, a)
        draw_die(img, x_right + size + 12, yc - size // 2, size, b)
        # No "= 7" beside them: the status line says "Bob rolled 7" in every language.
        x_right -= 16
    side, key, name, fields = status_parts(snapshot, names, words)
    if side is not None:
        sprite = chip_sprite(side.colour, side.letter, 56)
        img.paste(sprite, (x, yc - 28), sprite)
        x += 66
    if snapshot.outcome is not None and snapshot.outcome.winner is not None:
        draw_star(d, x + 20, yc, 21, theme.GOLD)
        x += 48
    if key:
        text = fit_template(key, words, HEADER_LINE, x_right - x, name=name, **fields)
        if text_width(text, HEADER_LINE) > x_right - x:  # never over the dice
            text = fit(text, HEADER_LINE, x_right - x)
    else:
        text = ""
    draw_text(img, (x, yc), text, HEADER_LINE, theme.TEXT)
    if snapshot.variant == "dice":
        meaning = roll_meaning(snapshot, words)
        if meaning:
            draw_text(img, (14, 100), fit(meaning, 34, w - 28), 34, theme.HIGHLIGHT)


def _draw_panel(img: Image.Image, snapshot: Snapshot, layout: Layout,
                names: Mapping[int, str] | None, game_number: int | None,
                words: Words) -> None:
    """The panel right of the board: title, move, goal, then one block per side with a row
    per seat (its name and its discard pile)."""
    d = ImageDraw.Draw(img)
    x0 = layout.board_width
    w = layout.panel
    top = layout.header
    d.rectangle((x0, top, layout.width, layout.height), fill=theme.HEADER_BG)
    x = x0 + 8
    inner = w - 16
    title = snapshot.variant.capitalize()
    if snapshot.variant in VARIANTS:
        title = words(f"title.{snapshot.variant}")
    y = top + 10
    # The game's title a little smaller rather than cut ("Sequence med terninger").
    # The game's title smaller, or on two lines, rather than cut ("Sequence med terninger").
    title_size, title_lines = name_lines(title, 22, inner, 46)
    for k, line in enumerate(title_lines):
        draw_text(img, (x, y + 13 + k * (title_size + 2)), line, title_size, theme.TEXT_DIM)
    y += (len(title_lines) - 1) * (title_size + 2)
    y += 30
    move = words("move", ply=snapshot.ply)
    if game_number is not None:
        move = f"#{game_number} · {move}"
    draw_text(img, (x, y + 13), fit(move, 22, inner), 22, theme.TEXT_DIM)
    if snapshot.draw_pile is not None:
        y += 30
        draw_text(img, (x, y + 13), fit(words("pile", count=snapshot.draw_pile), 22, inner),
                  22, theme.TEXT_DIM)
    y += 32
    # The line length is a rule players forget (5, 4 in Kids, 6 in Dice): say it.
    draw_text(img, (x, y + 16), fit(words("goal", n=snapshot.line_length), 28, inner), 28,
              theme.TEXT)
    y += 42

    acting_side = None
    if snapshot.to_act is not None:
        seat = seat_view(snapshot, snapshot.to_act)
        acting_side = seat.side if seat else None
    n_seats = max(1, len(snapshot.seats))
    avail = layout.height - y - 8
    seat_h = max(30, min(56, (avail - 60 * len(snapshot.sides)) // n_seats))
    size = min(24, seat_h - 8)
    show_discards = snapshot.variant != "dice"
    for side in snapshot.sides:
        seats = [s for s in snapshot.seats if s.side == side.index]
        block_h = 56 + seat_h * len(seats)
        paint = theme.side_colour(side.colour)
        if side.index == acting_side:
            d.rounded_rectangle((x0 + 3, y, layout.width - 3, y + block_h), 10,
                                fill=theme.HEADER_ROW, outline=paint.fill, width=3)
        sprite = chip_sprite(side.colour, side.letter, 46)
        img.paste(sprite, (x, y + 5), sprite)
        # Completed sequences as pips, then the count.
        n = max(1, snapshot.sequences_to_win)
        px = x + 56
        pip = 11
        for k in range(n):
            box = (px, y + 28 - pip, px + 2 * pip, y + 28 + pip)
            if k < side.sequences:
                d.ellipse(box, fill=paint.fill, outline=theme.TEXT, width=2)
            else:
                d.ellipse(box, outline=theme.TEXT_DIM, width=2)
            px += 2 * pip + 5
        draw_text(img, (px + 4, y + 28), f"{side.sequences}/{n}", 26, theme.TEXT_DIM)
        y += 56
        for seat in seats:
            yc = y + seat_h // 2
            label = seat_label_used(names, seat.index)
            name = seat_name(names, seat.index, words)
            if side.retired or not seat.active:
                name = words("out", name=name)
            colour = paint.fill if label else theme.TEXT
            if side.retired or not seat.active:
                colour = theme.TEXT_DIM
            name_w = inner - 8
            if show_discards:
                card_h = seat_h - 6
                card_w = int(card_h * 0.74)
                box = (layout.width - 8 - card_w, yc - card_h // 2, layout.width - 8,
                       yc + card_h // 2)
                _draw_discard(img, box, seat, theme.HEADER_ROW if side.index == acting_side
                              else theme.HEADER_BG)
                name_w -= card_w + 6
            if seat.index == snapshot.to_act:
                d.polygon([(x, yc - 8), (x, yc + 8), (x + 12, yc)], fill=theme.TEXT)
            name_size, lines = name_lines(name, size, name_w - 6, seat_h - 4)
            for k, line in enumerate(lines):
                dy = (k - (len(lines) - 1) / 2) * (name_size + 2)
                draw_text(img, (x + 16, yc + dy), line, name_size, colour)
            y += seat_h
        y += 4


def _draw_discard(img: Image.Image, box: tuple[int, int, int, int], seat: SeatView,
                  background: tuple[int, int, int] = theme.HEADER_BG) -> None:
    d = ImageDraw.Draw(img)
    if seat.discard_top is None:
        d.rounded_rectangle(box, 5, outline=theme.TEXT_DIM, width=1)
        return
    with _sprite_lock:
        sprite, mask = _discard_sprite(seat.discard_top, box[2] - box[0], box[3] - box[1],
                                       background)
    img.paste(sprite, box[:2], mask)


def draw_card_or_animal(img: Image.Image, box: tuple[int, int, int, int], code: str) -> None:
    """A discard pile's top card: a playing card or an animal card."""
    d = ImageDraw.Draw(img)
    if code.upper() in ("UNICORN", "DRAGON") or code.upper().isalpha() and len(code) > 2:
        d.rounded_rectangle(box, 5, fill=theme.KIDS_FACE, outline=theme.CARD_EDGE)
        s = min(box[2] - box[0], box[3] - box[1]) - 4
        icon = animal_icon(code, s)
        img.paste(icon, ((box[0] + box[2] - s) // 2, (box[1] + box[3] - s) // 2), icon)
        return
    draw_card(img, box, code, radius=5)


def _draw_compact_header(img: Image.Image, snapshot: Snapshot, layout: Layout,
                         names: Mapping[int, str] | None, words: Words) -> None:
    d = ImageDraw.Draw(img)
    d.rectangle((0, 0, layout.width, layout.header - 1), fill=theme.HEADER_BG)
    ev = snapshot.last_event
    yc = layout.header // 2
    x = 8
    if snapshot.outcome is not None:
        side, text = status_line(snapshot, names, words)
    elif ev is not None and ev.seat is not None:
        seat = seat_view(snapshot, ev.seat)
        side = next((s for s in snapshot.sides if seat and s.index == seat.side), None)
        what = move_caption(ev.text or ev.kind, words)
        text = f"{snapshot.ply}. {seat_name(names, ev.seat, words)}: {what}"
    else:
        side, text = None, words("start")
    if side is not None:
        sprite = chip_sprite(side.colour, side.letter, 30)
        img.paste(sprite, (x, yc - 15), sprite)
        x += 36
    draw_text(img, (x, yc), fit(text, COMPACT_LINE, layout.width - x - 8), COMPACT_LINE,
              theme.TEXT)


# --------------------------------------------------------------------------- chips & marks


def _frame(d: ImageDraw.ImageDraw, box: tuple[int, int, int, int], colour: Ink,
           width: int) -> None:
    x0, y0, x1, y1 = box
    d.rounded_rectangle((x0 - 1, y0 - 1, x1 + 1, y1 + 1), max(3, (x1 - x0) // 10),
                        outline=colour, width=width)


def _sequence_line(d: ImageDraw.ImageDraw, layout: Layout, snapshot: Snapshot,
                   cells: tuple[int, ...], colour: Ink, width: int,
                   white: Ink = (255, 255, 255)) -> None:
    """A sequence's line over its chips, cased in ``white``; it stops short of FREE corners."""
    inner = [c for c in cells if snapshot.labels[c] != FREE]
    if len(inner) < 2:
        return
    a = layout.chip_center(inner[0])
    b = layout.chip_center(inner[-1])
    for w, c in ((width + 6, white), (width, colour)):
        d.line([a, b], fill=c, width=w)
        for cx, cy in (a, b):
            r = w / 2
            d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=c)


def face_colour(variant: str, label: str) -> tuple[int, int, int]:
    """The plain colour of a space's face (what a chip covers)."""
    if label == FREE:
        return theme.FREE_FACE
    if variant == "dice":
        return theme.DICE_SAFE if label in ("2", "12") else theme.DICE_FACE
    if label.upper() in ANIMALS:
        return theme.KIDS_FACE
    return theme.CARD_FACE


_sprite_lock = threading.Lock()


@lru_cache(maxsize=512)
def _index_sprite(variant: str, label: str, cell: int) -> Image.Image:
    """The small index of a covered space on a plate of the space's face colour."""
    face = face_colour(variant, label)
    if variant != "dice" and label.upper() in ANIMALS:
        s = int(cell * 0.30)
        im = Image.new("RGB", (s, s), face)
        icon = animal_icon(label, s)
        im.paste(icon, (0, 0), icon)
        return im
    size = max(10, int(cell * 0.22))
    text = label if variant == "dice" else "".join(card_parts(label)[:2])
    im = Image.new("RGB", (int(font(size).getlength(text)) + 5, size + 4), face)
    d = ImageDraw.Draw(im)
    if variant == "dice":
        ink = theme.DICE_SAFE_INK if label in ("2", "12") else theme.SUIT_BLACK
        d.text((2, 1), label, font=font(size), fill=ink, anchor="lt")
    else:
        rank, symbol, colour = card_parts(label)
        d.text((2, 1), rank + symbol, font=font(size), fill=colour, anchor="lt")
    return im


@lru_cache(maxsize=512)
def mapped_index(pieces: BoardPieces, cell: int) -> Image.Image:
    """The small index of covered space ``cell`` (``_index_sprite``) in the board's palette,
    pasted at the top left of its box plus one pixel (shared: do not modify it)."""
    with _sprite_lock:
        sprite = _index_sprite(pieces.variant, pieces.labels[cell], pieces.layout.cell)
    return pieces.palette.map(sprite)


@lru_cache(maxsize=256)
def _discard_sprite(code: str, w: int, h: int, background: tuple[int, int, int],
                    ) -> tuple[Image.Image, Image.Image]:
    """A discard pile's top card drawn on ``background`` (the row's colour), and the mask of
    the pixels the drawing changed: drawing a card face costs about half a millisecond, and
    pasting through the mask leaves what is under its corners (a row's frame) as it was."""
    im = Image.new("RGB", (w + 1, h + 1), background)
    draw_card_or_animal(im, (0, 0, w, h), code)
    plain = Image.new("RGB", im.size, background)
    mask = ImageChops.difference(im, plain).convert("L").point(lambda v: 255 if v else 0)
    return im, mask


def _last_move_mark(canvas: Canvas, layout: Layout, cell: int, width: int) -> None:
    """Magenta frame plus a corner pennant: the last move is marked by shape, not colour only."""
    box = layout.cell_box(cell)
    d, magenta = canvas.draw, canvas.ink(theme.LAST_MOVE)
    _frame(d, box, magenta, width)
    x0, y0, x1, y1 = box
    s = (x1 - x0) * 0.34
    pts = [(x1 - s, y0), (x1, y0), (x1, y0 + s)]
    d.polygon(pts, fill=magenta, outline=canvas.ink((255, 255, 255)), width=2)


TILES_KEPT = 1024
"""Covered spaces kept drawn (about 7 KB each, in the palette): every classic game of two
sides uses the same 384 of a picture size (96 spaces, two chip colours, locked or not)."""


@lru_cache(maxsize=TILES_KEPT)
def covered_space(pieces: BoardPieces, cell: int, colour: str, letter: str, locked: bool,
                  compact: bool) -> Image.Image:
    """The face of space ``cell`` under a chip, as a tile of its box (``layout.cell_box``,
    in a layout without header) in the board's palette, with the small index of what is under
    the chip unless ``compact``: drawn once, then pasted whole (shared: do not modify it)."""
    layout = replace(pieces.layout, compact=compact)
    x0, y0, x1, y1 = layout.cell_box(cell)
    with _layer_lock:
        layer = _board_layer(pieces.variant, pieces.labels, pieces.layout, pieces.words)
    tile = layer.crop((x0, y0, x1 + 1, y1 + 1))
    # A covered space shows its chip on a plain face, and a small index of what is under it.
    inset = 2
    ImageDraw.Draw(tile).rounded_rectangle(
        (inset, inset, x1 - x0 - inset, y1 - y0 - inset), max(3, (x1 - x0) // 12),
        fill=face_colour(pieces.variant, pieces.labels[cell]))
    chip = layout.chip
    sprite = chip_sprite(colour, letter, chip, locked=locked)
    sx, sy = layout.chip_center(cell)
    tile.paste(sprite, (sx - chip // 2 - x0, sy - chip // 2 - y0), sprite)
    mapped = pieces.palette.map(tile)
    if not compact:
        mapped.paste(mapped_index(pieces, cell), (1, 1))
    return mapped


def compose_board(snapshot: Snapshot, *, names: Mapping[int, str] | None = None,
                  game_number: int | None = None, highlight: Iterable[int] = (),
                  emphasise_winner: bool = False, width: int | None = None,
                  compact: bool = False, words: Words,
                  panel: bool = True) -> tuple[Canvas, Layout]:
    """Compose the board picture in its palette (``render.canvas``) and return its canvas
    (``done()`` gives the picture) with its layout.

    ``render_board`` encodes this; the private view (``panel=False``: its hand takes the
    panel's place) and the replay (``compact``) build on it. The words drawn are the
    caller's ``words`` (``render.words``).
    """
    layout = layout_for(snapshot, width=width, compact=compact, panel=panel and not compact)
    pieces = board_pieces(snapshot.variant, snapshot.labels, layout, words)
    canvas = Canvas((layout.width, layout.height), pieces.palette, theme.HEADER_BG)
    canvas.paste(pieces.layer, (0, layout.header))
    if compact:
        _draw_compact_header(canvas.soft((0, 0, layout.width, layout.header)), snapshot, layout,
                             names, words)
    elif layout.header:
        _draw_header(canvas.soft((0, 0, layout.width, layout.header)), snapshot, layout, names,
                     game_number, words)
        if layout.panel:
            # Drawn on its own picture, as if the panel were all there is.
            alone = replace(layout, header=0, width=layout.panel)
            _draw_panel(canvas.soft((layout.board_width, layout.header, layout.width,
                                     layout.height)),
                        snapshot, alone, names, game_number, words)
    d, ink = canvas.draw, canvas.ink
    frame_w = max(3, layout.cell // 16)
    action: str = "nothing"
    roll_cells: tuple[int, ...] = ()
    if snapshot.pending_roll and not compact:
        action, roll_cells = dice_options(snapshot)

    sides = {s.index: s for s in snapshot.sides}
    chip = layout.chip
    off = chip // 2
    covered = {cell: sides[owner] for cell, owner in enumerate(snapshot.chips)
               if owner is not None and owner in sides}
    for cell, side in covered.items():
        tile = covered_space(pieces, cell, side.colour, side.letter, cell in snapshot.locked,
                             compact)
        x0, y0, _, _ = layout.cell_box(cell)
        canvas.paste(tile, (x0, y0))

    # Frames after the chips: a covered space's plate would hide most of one.
    for cell in highlight:
        if 0 <= cell < len(snapshot.labels):
            _frame(d, layout.cell_box(cell), ink(theme.HIGHLIGHT), frame_w)
    for cell in roll_cells:
        _frame(d, layout.cell_box(cell), ink(theme.HIGHLIGHT), frame_w + 2)
    if action in ("replace", "remove"):
        # The chips the roll may replace or remove: a cyan ring with a cross over each.
        for cell in roll_cells:
            sx, sy = layout.chip_center(cell)
            r = off + 2
            d.ellipse((sx - r, sy - r, sx + r, sy + r), outline=ink(theme.HIGHLIGHT),
                      width=frame_w + 1)

    # A covered space's index (in its tile) over a frame, as over everything but the lines.
    if not compact:
        for cell in set(highlight).union(roll_cells).intersection(covered):
            x0, y0, _, _ = layout.cell_box(cell)
            canvas.paste(mapped_index(pieces, cell), (x0 + 1, y0 + 1))

    line_w = max(4, layout.cell // 9)
    for seq in snapshot.sequences:
        owner_side = sides.get(seq.side)
        if owner_side is not None:
            _sequence_line(d, layout, snapshot, seq.cells,
                           ink(theme.side_colour(owner_side.colour).dark), line_w,
                           ink((255, 255, 255)))

    if snapshot.sequences:
        # The letters stay readable over the line: colour is never the only cue.
        for seq in snapshot.sequences:
            owner_side = sides.get(seq.side)
            if owner_side is None:
                continue
            letter = letter_sprite(owner_side.colour, owner_side.letter, chip)
            for cell in seq.cells:
                if snapshot.chips[cell] is None:
                    continue
                sx, sy = layout.chip_center(cell)
                canvas.blend(letter, (sx - off, sy - off))

    ev = snapshot.last_event
    if ev is not None and ev.kind == "roll":  # a roll moves no chip: the placement stays marked
        ev = snapshot.last_move
    if ev is not None and ev.cell is not None and 0 <= ev.cell < len(snapshot.labels):
        _last_move_mark(canvas, layout, ev.cell, frame_w + 2)
        if snapshot.chips[ev.cell] is None:  # a removal: ring where the chip was
            cx, cy = layout.cell_center(ev.cell)
            r = off
            magenta = ink(theme.LAST_MOVE)
            d.ellipse((cx - r, cy - r, cx + r, cy + r), outline=magenta,
                      width=max(2, frame_w - 1))
            s = r * 0.45
            d.line([(cx - s, cy - s), (cx + s, cy + s)], fill=magenta, width=frame_w)
            d.line([(cx - s, cy + s), (cx + s, cy - s)], fill=magenta, width=frame_w)

    out = snapshot.outcome
    if emphasise_winner and out is not None and out.winner is not None:
        _emphasise(canvas, snapshot, layout, out.winner)
    return canvas, layout


def _emphasise(canvas: Canvas, snapshot: Snapshot, layout: Layout, winner: int) -> None:
    """Dim the board except the winning sequences, and frame those in gold. The dimming is
    worked out from the palette's colours (once a game: the final board)."""
    top = layout.header
    box = (0, top, layout.board_width, layout.height)
    band = canvas.image.crop(box).convert("RGB")
    dim = Image.blend(band, Image.new("RGB", band.size, (0, 0, 0)), 0.45)
    win_cells = {c for s in snapshot.sequences if s.side == winner for c in s.cells}
    mask = Image.new("L", band.size, 0)
    md = ImageDraw.Draw(mask)
    for c in win_cells:
        x0, y0, x1, y1 = layout.cell_box(c)
        md.rectangle((x0 - 2, y0 - top - 2, x1 + 2, y1 - top + 2), fill=255)
    dim.paste(band, (0, 0), mask)
    # The winning cells keep their own indices: only the dimmed rest is mapped.
    mask = mask.point(lambda v: 0 if v else 255)
    canvas.paste(canvas.palette.map(dim), (0, top), mask)
    side = next((s for s in snapshot.sides if s.index == winner), None)
    if side is None:
        return
    for seq in snapshot.sequences:
        if seq.side == winner:
            for c in seq.cells:
                _frame(canvas.draw, layout.cell_box(c), canvas.ink(theme.GOLD),
                       max(3, layout.cell // 16))


def render_board(snapshot: Snapshot, *, names: Mapping[int, str] | None = None,
                 game_number: int | None = None, highlight: Iterable[int] = (),
                 emphasise_winner: bool = False, words: Words) -> bytes:
    """The public board of ``snapshot`` as PNG bytes: a nearly square picture (board, status
    line, side panel) sized so that Discord shows its ranks and letters readable inline.

    ``names`` maps seat index to display name; ``highlight`` frames extra cells;
    ``emphasise_winner`` dims everything but the winning side's sequences; ``words`` are the
    words drawn, in the reader's language (``render.words``; the bot's come from
    ``i18n.picture_words``).
    Only public fields of the snapshot are drawn (never ``hand``).
    """
    canvas, _ = compose_board(snapshot, names=names, game_number=game_number,
                              highlight=highlight, emphasise_winner=emphasise_winner,
                              words=words)
    return palette_png(canvas.done())
