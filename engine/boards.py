"""The three boards: layouts, space names and the straight lines through them.

Cells are numbered in reading order, ``row * cols + col``; row 0 is the top.
Spaces are named like a spreadsheet: a column letter (``A`` = left) and a
1-based row number (``1`` = top), so ``A1`` is the top-left corner.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache

from engine.errors import InvalidMoveError

FREE = "XX"
"""Label of a free corner space (counts as a chip of every side)."""

_CLASSIC_ROWS = """
XX 2S 3S 4S 5S 6S 7S 8S 9S XX
6C 5C 4C 3C 2C AH KH QH TH TS
7C AS 2D 3D 4D 5D 6D 7D 9H QS
8C KS 6C 5C 4C 3C 2C 8D 8H KS
9C QS 7C 6H 5H 4H AH 9D 7H AS
TC TS 8C 7H 2H 3H KH TD 6H 2D
QC 9S 9C 8H 9H TH QH QD 5H 3D
KC 8S TC QC KC AC AD KD 4H 4D
AC 7S 6S 5S 4S 3S 2S 2H 3H 5D
XX AD KD QD TD 9D 8D 7D 6D XX
"""

_KIDS_ROWS = """
XX TIGER KANGAROO GIRAFFE WOLF TURTLE XX
HIPPO GORILLA ZEBRA ALLIGATOR LION FOX MOOSE
PANDA SHARK CAMEL OSTRICH WHALE ELEPHANT PENGUIN
MOOSE ALLIGATOR GIRAFFE HIPPO WOLF CAMEL GORILLA
PENGUIN ZEBRA KANGAROO SHARK FOX TURTLE PANDA
XX LION ELEPHANT WHALE OSTRICH TIGER XX
"""

_DICE_ROWS = """
2 3 4 5 6 2
6 7 8 9 7 3
5 9 12 12 8 4
4 8 12 12 9 5
3 7 9 8 7 6
2 6 5 4 3 2
"""

DIRECTIONS: tuple[tuple[int, int], ...] = ((0, 1), (1, 0), (1, 1), (1, -1))
"""Line directions as (row step, column step): across, down, diagonal, anti-diagonal."""


def _parse_rows(text: str) -> tuple[tuple[str, ...], ...]:
    return tuple(tuple(line.split()) for line in text.strip().splitlines())


@dataclass(frozen=True)
class Board:
    """A board layout: the label of every cell and derived lookups.

    ``labels[cell]`` is a card code (classic), an animal name (kids), a number
    as text (dice) or ``FREE`` for a corner.
    """

    name: str
    rows: int
    cols: int
    labels: tuple[str, ...]
    corners: frozenset[int] = field(default_factory=frozenset)
    cells_of: dict[str, tuple[int, ...]] = field(default_factory=dict, compare=False)
    cell_index: dict[str, int] = field(default_factory=dict, compare=False)
    """Canonical space name (``B3``) to cell, for fast look-ups."""

    @property
    def size(self) -> int:
        """Number of cells."""
        return self.rows * self.cols

    def cell(self, row: int, col: int) -> int:
        """The cell index of (row, col)."""
        return row * self.cols + col

    def row_col(self, cell: int) -> tuple[int, int]:
        """The (row, col) of a cell index."""
        return divmod(cell, self.cols)

    def space_name(self, cell: int) -> str:
        """The human name of a cell, e.g. ``B1``."""
        row, col = divmod(cell, self.cols)
        return f"{chr(ord('A') + col)}{row + 1}"

    def parse_space(self, text: str) -> int:
        """Parse a space name such as ``B3`` (case-insensitive) into a cell index."""
        t = text.strip().upper()
        if len(t) < 2 or not t[0].isalpha() or not t[1:].isdigit():
            raise InvalidMoveError(
                f"{text!r} is not a space; name one like B3", "bad_space", text=text
            )
        col = ord(t[0]) - ord("A")
        row = int(t[1:]) - 1
        if not (0 <= col < self.cols and 0 <= row < self.rows):
            last = f"{chr(ord('A') + self.cols - 1)}{self.rows}"
            raise InvalidMoveError(
                f"{text!r} is off the board (A1 to {last})", "off_board", space=text, last=last
            )
        return row * self.cols + col


def _make_board(name: str, rows_text: str) -> Board:
    grid = _parse_rows(rows_text)
    rows, cols = len(grid), len(grid[0])
    labels = tuple(label for row in grid for label in row)
    corners = frozenset(i for i, label in enumerate(labels) if label == FREE)
    cells_of: dict[str, list[int]] = {}
    for i, label in enumerate(labels):
        if label != FREE:
            cells_of.setdefault(label, []).append(i)
    return Board(
        name=name,
        rows=rows,
        cols=cols,
        labels=labels,
        corners=corners,
        cells_of={k: tuple(v) for k, v in cells_of.items()},
        cell_index={f"{chr(65 + i % cols)}{i // cols + 1}": i for i in range(rows * cols)},
    )


CLASSIC_BOARD = _make_board("classic", _CLASSIC_ROWS)
KIDS_BOARD = _make_board("kids", _KIDS_ROWS)
DICE_BOARD = _make_board("dice", _DICE_ROWS)

BOARDS: dict[str, Board] = {b.name: b for b in (CLASSIC_BOARD, KIDS_BOARD, DICE_BOARD)}


@cache
def line_steps(board_name: str) -> tuple[tuple[int, ...], ...]:
    """For each direction, ``step[cell]``: the next cell along it, or -1 off the board.

    The reverse step is the same table of the opposite direction, stored at index
    ``direction + 4``.
    """
    board = BOARDS[board_name]
    tables: list[tuple[int, ...]] = []
    for sign in (1, -1):
        for dr, dc in DIRECTIONS:
            table = []
            for cell in range(board.size):
                r, c = divmod(cell, board.cols)
                nr, nc = r + sign * dr, c + sign * dc
                ok = 0 <= nr < board.rows and 0 <= nc < board.cols
                table.append(nr * board.cols + nc if ok else -1)
            tables.append(tuple(table))
    return tuple(tables)
