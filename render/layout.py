"""Where everything lies in a picture: the board picture's layout (its header, board band with
the coordinates, and side panel), every space's pixels, and the sizes of its lines."""

from __future__ import annotations

from dataclasses import dataclass

from engine.snapshot import Snapshot
from render.status import roll_parts

DEFAULT_WIDTH = 1000
"""Width of a compact (replay) picture when none is given; full pictures are sized by
``BOARD_BAND`` instead."""
BOARD_BAND = 900
"""Height in px of the board band (spaces and coordinates) of a full picture."""
PANEL_WIDTH = 210
"""Width of the side panel beside the board (sides, seats, discards, goal)."""

@dataclass(frozen=True)
class Layout:
    """Geometry of one picture: where every cell lies, in image pixels.

    A full picture is nearly square (Discord shows an inline image inside about 550×350 px on
    desktop and about 350 px wide on a phone, so a square one is shown largest on both): a
    one-line header, the board below it on the left, and a narrow panel on its right.
    """

    rows: int
    cols: int
    cell: int
    """Side of one cell's square, gap included."""
    margin: int
    """Width of the coordinate band around the board."""
    header: int
    """Height of the header above the board."""
    width: int
    panel: int = 0
    """Width of the panel right of the board (0: none)."""
    compact: bool = False
    """A replay frame: no covered-space index, chips centred."""

    @property
    def board_height(self) -> int:
        """Height of the board band (spaces and coordinates)."""
        return self.rows * self.cell + 2 * self.margin

    @property
    def board_width(self) -> int:
        """Width of the board band (spaces and coordinates)."""
        return self.width - self.panel

    @property
    def height(self) -> int:
        """Height of the whole board picture."""
        return self.header + self.board_height

    @property
    def left(self) -> int:
        """x of the left edge of column A."""
        return (self.board_width - self.cols * self.cell) // 2

    @property
    def gap(self) -> int:
        """Free pixels between neighbouring spaces."""
        return max(2, self.cell // 24)

    @property
    def chip(self) -> int:
        """Chip diameter."""
        return int(self.cell * 0.84)

    def cell_box(self, cell: int) -> tuple[int, int, int, int]:
        """(x0, y0, x1, y1) of a space's face (inside the gap), in image pixels."""
        r, c = divmod(cell, self.cols)
        g = self.gap
        x = self.left + c * self.cell
        y = self.header + self.margin + r * self.cell
        return (x + g // 2, y + g // 2, x + self.cell - (g + 1) // 2, y + self.cell - (g + 1) // 2)

    def chip_center(self, cell: int) -> tuple[int, int]:
        """Centre of the chip on a space: a little right of and below the space's centre, to
        leave its top-left corner to the index of what the chip covers."""
        cx, cy = self.cell_center(cell)
        shift = 0 if self.compact else self.cell // 20
        return cx + shift, cy + shift

    def cell_center(self, cell: int) -> tuple[int, int]:
        """Pixel at the centre of a space."""
        r, c = divmod(cell, self.cols)
        return (self.left + c * self.cell + self.cell // 2,
                self.header + self.margin + r * self.cell + self.cell // 2)


HEADER_LINE = 49
"""Font size of the status line (drawn at least 10 px tall where Discord shows the picture)."""
COMPACT_HEADER = 44
COMPACT_LINE = 24
"""Height and font size of a replay frame's caption: Discord shows the replay in an embed, at
most 400 × 300 px, where this line's capitals are 10 px tall."""


def header_height(compact: bool, variant: str = "classic") -> int:
    """Height of the header (the sides are named in the panel, not here)."""
    if compact:
        return COMPACT_HEADER
    return 128 if variant == "dice" else 76


def layout_for(snapshot: Snapshot, *, width: int | None = None, compact: bool = False,
               panel: bool = True) -> Layout:
    """The layout of ``snapshot``'s picture: compact pictures (replay frames) are ``width``
    wide; full ones have a ``BOARD_BAND`` high board and, with ``panel``, the side panel."""
    header = header_height(compact, snapshot.variant)
    if snapshot.variant == "dice" and not compact and roll_parts(snapshot) is None:
        header = header_height(compact)  # no line for the roll's meaning
    if not compact and not panel:
        header = 0  # the private view: its hand column carries the status
    if compact:
        width = width or DEFAULT_WIDTH
        margin = max(16, round(width * 0.03))
        cell = (width - 2 * margin) // snapshot.cols
        return Layout(rows=snapshot.rows, cols=snapshot.cols, cell=cell, margin=margin,
                      header=header, width=width, compact=True)
    margin = 40
    cell = (BOARD_BAND - 2 * margin) // max(snapshot.rows, snapshot.cols)
    board_w = cell * snapshot.cols + 2 * margin
    side = PANEL_WIDTH if panel else 0
    return Layout(rows=snapshot.rows, cols=snapshot.cols, cell=cell, margin=margin,
                  header=header, width=board_w + side, panel=side)



def coordinate_size(margin: int) -> int:
    """Font size in px of the coordinates (A–J, 1–10) in a band ``margin`` px wide."""
    return max(10, min(34, int(margin * 0.85)))
