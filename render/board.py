"""The public board picture: static card layer, chips, sequences, header.

The board's faces never change, so each variant's board layer (and the PNG
palette made from it) is drawn once and cached; a render copies the layer,
pastes cached chip sprites and draws the header. Everything here is a pure
function of the snapshot and the arguments: two snapshots with the same public
state give byte-identical PNGs, whatever the players hold.
"""

from __future__ import annotations

import io
import threading
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw

from engine.snapshot import SeatView, SideView, Snapshot
from render import theme
from render.cards import FREE, animal_icon, draw_card, draw_die, draw_star
from render.chips import chip_sprite
from render.fonts import font
from render.words import Words

DEFAULT_WIDTH = 1000
PNG_COMPRESS_LEVEL = 3
"""zlib level of board PNGs: measured 9 ms / 74 KB (classic) against 15 ms / 61 KB at 6."""

VARIANTS = ("classic", "kids", "dice")
"""Variants whose title the words have (``title.<variant>``: Sequence, Sequence for Kids, …)."""


@dataclass(frozen=True)
class Layout:
    """Geometry of one picture: where every cell lies, in image pixels."""

    rows: int
    cols: int
    cell: int
    """Side of one cell's square, gap included."""
    margin: int
    """Width of the coordinate band around the board."""
    header: int
    """Height of the header above the board."""
    width: int

    @property
    def board_height(self) -> int:
        """Height of the board band (spaces and coordinates)."""
        return self.rows * self.cell + 2 * self.margin

    @property
    def height(self) -> int:
        """Height of the whole board picture."""
        return self.header + self.board_height

    @property
    def left(self) -> int:
        """x of the left edge of column A."""
        return (self.width - self.cols * self.cell) // 2

    @property
    def gap(self) -> int:
        """Free pixels between neighbouring spaces."""
        return max(2, self.cell // 24)

    @property
    def chip(self) -> int:
        """Chip diameter."""
        return int(self.cell * 0.66)

    def cell_box(self, cell: int) -> tuple[int, int, int, int]:
        """(x0, y0, x1, y1) of a space's face (inside the gap), in image pixels."""
        r, c = divmod(cell, self.cols)
        g = self.gap
        x = self.left + c * self.cell
        y = self.header + self.margin + r * self.cell
        return (x + g // 2, y + g // 2, x + self.cell - (g + 1) // 2, y + self.cell - (g + 1) // 2)

    def cell_center(self, cell: int) -> tuple[int, int]:
        """Pixel at the centre of a space."""
        r, c = divmod(cell, self.cols)
        return (self.left + c * self.cell + self.cell // 2,
                self.header + self.margin + r * self.cell + self.cell // 2)


def header_height(n_sides: int, compact: bool) -> int:
    """Height of the header for ``n_sides`` sides."""
    if compact:
        return 40
    return 56 + 48 + 52 * n_sides + 10


def layout_for(snapshot: Snapshot, *, width: int = DEFAULT_WIDTH, compact: bool = False) -> Layout:
    """The layout of ``snapshot``'s board picture at ``width`` pixels."""
    margin = max(16, round(width * 0.03))
    cell = (width - 2 * margin) // snapshot.cols
    return Layout(rows=snapshot.rows, cols=snapshot.cols, cell=cell, margin=margin,
                  header=header_height(len(snapshot.sides), compact), width=width)


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
    shifted = Layout(layout.rows, layout.cols, layout.cell, layout.margin, 0, layout.width)
    for cell, label in enumerate(labels):
        _draw_space(img, shifted.cell_box(cell), label, variant, words)
    d = ImageDraw.Draw(img)
    f = font(max(10, min(22, int(layout.margin * 0.62))))
    m = layout.margin
    for c in range(layout.cols):
        x = layout.left + c * layout.cell + layout.cell // 2
        letter = chr(ord("A") + c)
        d.text((x, m / 2), letter, font=f, fill=theme.COORD, anchor="mm")
        d.text((x, layout.board_height - m / 2), letter, font=f, fill=theme.COORD, anchor="mm")
    for r in range(layout.rows):
        y = m + r * layout.cell + layout.cell // 2
        d.text((layout.left / 2, y), str(r + 1), font=f, fill=theme.COORD, anchor="mm")
        d.text((layout.width - layout.left / 2, y), str(r + 1), font=f, fill=theme.COORD,
               anchor="mm")
    return img


def board_layer(variant: str, labels: tuple[str, ...], layout: Layout,
                words: Words) -> Image.Image:
    """The cached static board band of a variant (shared: do not modify it)."""
    with _layer_lock:
        return _board_layer(variant, labels, layout, words)


@lru_cache(maxsize=16)
def _palette(variant: str, labels: tuple[str, ...], layout: Layout,
             words: Words) -> Image.Image:
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
    return out


def palette_for(variant: str, labels: tuple[str, ...], layout: Layout,
                words: Words) -> Image.Image:
    """The cached 256-colour palette (a 1×1 P image) used to encode this board's pictures."""
    with _layer_lock:
        return _palette(variant, labels, layout, words)


def to_palette(img: Image.Image, snapshot: Snapshot, layout: Layout,
               words: Words) -> Image.Image:
    """Convert a composed RGB picture to the board's fixed palette (no dithering)."""
    key = Layout(layout.rows, layout.cols, layout.cell, layout.margin, 0, layout.width)
    pal = palette_for(snapshot.variant, snapshot.labels, key, words)
    return img.quantize(palette=pal, dither=Image.Dither.NONE)


def encode_png(img: Image.Image, snapshot: Snapshot, layout: Layout, words: Words) -> bytes:
    """PNG bytes of a composed picture, in the board's palette."""
    buf = io.BytesIO()
    to_palette(img, snapshot, layout, words).save(buf, "PNG", compress_level=PNG_COMPRESS_LEVEL)
    return buf.getvalue()


# --------------------------------------------------------------------------- header


def seat_name(names: Mapping[int, str] | None, seat: int, words: Words) -> str:
    """Display name of a seat, or ``Player N`` (in the ``words``' language)."""
    if names and seat in names and names[seat]:
        return str(names[seat])
    return words("player", n=seat + 1)


def side_name(snapshot: Snapshot, side: SideView, names: Mapping[int, str] | None,
              words: Words) -> str:
    """Display name of a side: its players' names joined."""
    return (" & ".join(seat_name(names, s, words) for s in side.seats)
            or side.colour.capitalize())


def fit_text(text: str, size: int, max_width: float, *, bold: bool = True) -> str:
    """``text`` shortened with an ellipsis to fit ``max_width`` pixels."""
    f = font(size, bold=bold)
    if f.getlength(text) <= max_width:
        return text
    while text and f.getlength(text + "…") > max_width:
        text = text[:-1]
    return text + "…"


def _status(snapshot: Snapshot, names: Mapping[int, str] | None,
            words: Words) -> tuple[SideView | None, str]:
    sides = {s.index: s for s in snapshot.sides}
    out = snapshot.outcome
    if out is not None:
        if out.winner is not None and out.winner in sides:
            side = sides[out.winner]
            key = "won_resigned" if out.termination == "resignation" else "won"
            return side, words(key, name=side_name(snapshot, side, names, words))
        if out.termination == "draw":
            return None, words("drawn")
        return None, words("over", termination=out.termination)
    if snapshot.to_act is None:
        return None, ""
    seat = _seat(snapshot, snapshot.to_act)
    side = sides.get(seat.side) if seat else None
    who = seat_name(names, snapshot.to_act, words)
    if snapshot.variant == "dice":
        if snapshot.pending_roll and snapshot.last_roll:
            total = sum(snapshot.last_roll)
            return side, words("rolled", name=who, total=total)
        return side, words("to_roll", name=who)
    return side, words("to_play", name=who)


def _seat(snapshot: Snapshot, index: int) -> SeatView | None:
    for seat in snapshot.seats:
        if seat.index == index:
            return seat
    return None


def _draw_header(img: Image.Image, snapshot: Snapshot, layout: Layout,
                 names: Mapping[int, str] | None, game_number: int | None,
                 words: Words) -> None:
    d = ImageDraw.Draw(img)
    w = layout.width
    d.rectangle((0, 0, w, layout.header - 1), fill=theme.HEADER_BG)
    title = snapshot.variant.capitalize()
    if snapshot.variant in VARIANTS:
        title = words(f"title.{snapshot.variant}")
    if game_number is not None:
        title = words("game_title", game=game_number, title=title)
    d.text((16, 28), title, font=font(28), fill=theme.TEXT, anchor="lm")
    right = words("move", ply=snapshot.ply)
    if snapshot.draw_pile is not None:
        right += " · " + words("draw_pile", count=snapshot.draw_pile)
    x_right = w - 16
    if snapshot.variant == "dice" and snapshot.last_roll:
        a, b = snapshot.last_roll
        size = 40
        x_right -= 2 * size + 70
        draw_die(img, x_right + 4, 8, size, a)
        draw_die(img, x_right + size + 12, 8, size, b)
        d.text((x_right + 2 * size + 20, 28), f"= {a + b}", font=font(24), fill=theme.TEXT,
               anchor="lm")
        x_right -= 12
    d.text((x_right, 28), right, font=font(22, bold=False), fill=theme.TEXT_DIM, anchor="rm")

    # Status line: whose turn, or who won.
    side, text = _status(snapshot, names, words)
    y = 56 + 24
    x = 16
    if side is not None:
        sprite = chip_sprite(side.colour, side.letter, 36)
        img.paste(sprite, (x, y - 18), sprite)
        x += 46
    if snapshot.outcome is not None and snapshot.outcome.winner is not None:
        draw_star(d, x + 14, y, 15, theme.FREE_FACE)
        x += 34
    d.text((x, y), fit_text(text, 28, w - x - 16), font=font(28), fill=theme.TEXT, anchor="lm")

    acting_side = None
    if snapshot.to_act is not None:
        seat = _seat(snapshot, snapshot.to_act)
        acting_side = seat.side if seat else None
    row_h = 52
    top = 56 + 48
    for i, side in enumerate(snapshot.sides):
        y0 = top + i * row_h
        yc = y0 + row_h // 2
        if side.index == acting_side:
            d.rounded_rectangle((8, y0 + 2, w - 8, y0 + row_h - 2), 10, fill=theme.HEADER_ROW)
            d.polygon([(14, yc - 9), (14, yc + 9), (28, yc)], fill=theme.TEXT)
        sprite = chip_sprite(side.colour, side.letter, 38)
        img.paste(sprite, (34, yc - 19), sprite)
        # Sequences as pips, then discard tops, from the right.
        seats = [s for s in snapshot.seats if s.side == side.index]
        card_w = 66
        xr = w - 16
        if snapshot.variant != "dice":
            for seat in reversed(seats):
                xr -= card_w
                _draw_discard(img, (xr, y0 + 5, xr + card_w - 4, y0 + row_h - 5), seat,
                              words)
            xr -= 10
        pip = 13
        paint = theme.side_colour(side.colour)
        n = max(1, snapshot.sequences_to_win)
        for k in reversed(range(n)):
            cx = xr - pip - 2
            box = (cx - pip, yc - pip, cx + pip, yc + pip)
            if k < side.sequences:
                d.ellipse(box, fill=paint.fill, outline=theme.TEXT, width=2)
            else:
                d.ellipse(box, outline=theme.TEXT_DIM, width=2)
            xr -= 2 * pip + 6
        label = f"{side.sequences}/{n}"
        d.text((xr - 4, yc), label, font=font(20, bold=False), fill=theme.TEXT_DIM, anchor="rm")
        xr -= font(20, bold=False).getlength(label) + 16
        name = side_name(snapshot, side, names, words)
        if side.retired:
            name = words("out", name=name)
        colour = theme.TEXT_DIM if side.retired else theme.TEXT
        d.text((80, yc), fit_text(name, 28, xr - 80), font=font(28), fill=colour, anchor="lm")


def _draw_discard(img: Image.Image, box: tuple[int, int, int, int], seat: SeatView,
                  words: Words) -> None:
    d = ImageDraw.Draw(img)
    if seat.discard_top is None:
        d.rounded_rectangle(box, 5, outline=theme.TEXT_DIM, width=1)
        return
    code = seat.discard_top
    if code.upper() in ("UNICORN", "DRAGON") or code.upper().isalpha() and len(code) > 2:
        d.rounded_rectangle(box, 5, fill=theme.KIDS_FACE, outline=theme.CARD_EDGE)
        s = min(box[2] - box[0], box[3] - box[1]) - 4
        icon = animal_icon(code, s)
        img.paste(icon, ((box[0] + box[2] - s) // 2, (box[1] + box[3] - s) // 2), icon)
        return
    draw_card(img, box, code, radius=5, words=words)


def _draw_compact_header(img: Image.Image, snapshot: Snapshot, layout: Layout,
                         names: Mapping[int, str] | None, words: Words) -> None:
    d = ImageDraw.Draw(img)
    d.rectangle((0, 0, layout.width, layout.header - 1), fill=theme.HEADER_BG)
    ev = snapshot.last_event
    yc = layout.header // 2
    x = 8
    if snapshot.outcome is not None:
        side, text = _status(snapshot, names, words)
    elif ev is not None and ev.seat is not None:
        seat = _seat(snapshot, ev.seat)
        side = next((s for s in snapshot.sides if seat and s.index == seat.side), None)
        what = ev.text or ev.kind
        text = f"{snapshot.ply}. {seat_name(names, ev.seat, words)}: {what}"
    else:
        side, text = None, words("start")
    if side is not None:
        sprite = chip_sprite(side.colour, side.letter, 26)
        img.paste(sprite, (x, yc - 13), sprite)
        x += 32
    d.text((x, yc), fit_text(text, 20, layout.width - x - 8), font=font(20), fill=theme.TEXT,
           anchor="lm")


# --------------------------------------------------------------------------- chips & marks


def _frame(d: ImageDraw.ImageDraw, box: tuple[int, int, int, int], colour: tuple[int, int, int],
           width: int) -> None:
    x0, y0, x1, y1 = box
    d.rounded_rectangle((x0 - 1, y0 - 1, x1 + 1, y1 + 1), max(3, (x1 - x0) // 10),
                        outline=colour, width=width)


def _sequence_line(d: ImageDraw.ImageDraw, layout: Layout, cells: tuple[int, ...],
                   colour: tuple[int, int, int], width: int) -> None:
    if not cells:
        return
    a = layout.cell_center(cells[0])
    b = layout.cell_center(cells[-1])
    for w, c in ((width + 6, (255, 255, 255)), (width, colour)):
        d.line([a, b], fill=c, width=w)
        for cx, cy in (a, b):
            r = w / 2
            d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=c)


def compose_board(snapshot: Snapshot, *, names: Mapping[int, str] | None = None,
                  game_number: int | None = None, highlight: Iterable[int] = (),
                  emphasise_winner: bool = False, width: int = DEFAULT_WIDTH,
                  compact: bool = False, words: Words) -> tuple[Image.Image, Layout]:
    """Compose the board picture as an RGB image and return it with its layout.

    ``render_board`` encodes this; the private view and the replay build on it. The words
    drawn are the caller's ``words`` (``render.words``).
    """
    layout = layout_for(snapshot, width=width, compact=compact)
    key = Layout(layout.rows, layout.cols, layout.cell, layout.margin, 0, layout.width)
    img = Image.new("RGB", (layout.width, layout.height), theme.HEADER_BG)
    img.paste(board_layer(snapshot.variant, snapshot.labels, key, words), (0, layout.header))
    if compact:
        _draw_compact_header(img, snapshot, layout, names, words)
    else:
        _draw_header(img, snapshot, layout, names, game_number, words)
    d = ImageDraw.Draw(img)
    frame_w = max(3, layout.cell // 18)
    for cell in highlight:
        if 0 <= cell < len(snapshot.labels):
            _frame(d, layout.cell_box(cell), theme.HIGHLIGHT, frame_w)

    sides = {s.index: s for s in snapshot.sides}
    line_w = max(4, layout.cell // 7)
    for seq in snapshot.sequences:
        side = sides.get(seq.side)
        if side is not None:
            _sequence_line(d, layout, seq.cells, theme.side_colour(side.colour).dark, line_w)

    chip = layout.chip
    off = chip // 2
    inset = 2
    for cell, owner in enumerate(snapshot.chips):
        if owner is None or owner not in sides:
            continue
        side = sides[owner]
        sprite = chip_sprite(side.colour, side.letter, chip, locked=cell in snapshot.locked)
        cx, cy = layout.cell_center(cell)
        # A covered space shows only its chip on a plain face: a wide "10" or an animal's
        # ears and caption peeking out around the chip read as noise.
        x0, y0, x1, y1 = layout.cell_box(cell)
        face = img.getpixel((x0 + layout.cell // 20, cy))
        d.rounded_rectangle((x0 + inset, y0 + inset, x1 - inset, y1 - inset),
                            max(3, (x1 - x0) // 12), fill=face)
        img.paste(sprite, (cx - off, cy - off), sprite)

    ev = snapshot.last_event
    if ev is not None and ev.cell is not None and 0 <= ev.cell < len(snapshot.labels):
        box = layout.cell_box(ev.cell)
        _frame(d, box, theme.LAST_MOVE, frame_w + 2)
        if snapshot.chips[ev.cell] is None:  # a removal: ring where the chip was
            cx, cy = layout.cell_center(ev.cell)
            r = off
            d.ellipse((cx - r, cy - r, cx + r, cy + r), outline=theme.LAST_MOVE,
                      width=max(2, frame_w - 1))
            s = r * 0.45
            d.line([(cx - s, cy - s), (cx + s, cy + s)], fill=theme.LAST_MOVE, width=frame_w)
            d.line([(cx - s, cy + s), (cx + s, cy - s)], fill=theme.LAST_MOVE, width=frame_w)

    out = snapshot.outcome
    if emphasise_winner and out is not None and out.winner is not None:
        _emphasise(img, snapshot, layout, out.winner, line_w)
    return img, layout


def _emphasise(img: Image.Image, snapshot: Snapshot, layout: Layout, winner: int,
               line_w: int) -> None:
    """Dim the board except the winning sequences, and redraw their lines on top."""
    top = layout.header
    band = img.crop((0, top, layout.width, layout.height))
    dim = Image.blend(band, Image.new("RGB", band.size, (0, 0, 0)), 0.45)
    win_cells = {c for s in snapshot.sequences if s.side == winner for c in s.cells}
    mask = Image.new("L", band.size, 0)
    md = ImageDraw.Draw(mask)
    for c in win_cells:
        x0, y0, x1, y1 = layout.cell_box(c)
        md.rectangle((x0 - 2, y0 - top - 2, x1 + 2, y1 - top + 2), fill=255)
    dim.paste(band, (0, 0), mask)
    img.paste(dim, (0, top))
    side = next((s for s in snapshot.sides if s.index == winner), None)
    if side is None:
        return
    d = ImageDraw.Draw(img)
    for seq in snapshot.sequences:
        if seq.side == winner:
            for c in seq.cells:
                _frame(d, layout.cell_box(c), theme.FREE_FACE, max(3, layout.cell // 16))


def render_board(snapshot: Snapshot, *, names: Mapping[int, str] | None = None,
                 game_number: int | None = None, highlight: Iterable[int] = (),
                 emphasise_winner: bool = False, words: Words) -> bytes:
    """The public board of ``snapshot`` as PNG bytes (about 1000 px wide).

    ``names`` maps seat index to display name; ``highlight`` frames extra cells;
    ``emphasise_winner`` dims everything but the winning side's sequences; ``words`` are the
    words drawn, in the reader's language (``render.words``; the bot's come from
    ``i18n.picture_words``).
    Only public fields of the snapshot are drawn (never ``hand``).
    """
    img, layout = compose_board(snapshot, names=names, game_number=game_number,
                                highlight=highlight, emphasise_winner=emphasise_winner,
                                words=words)
    return encode_png(img, snapshot, layout, words)
