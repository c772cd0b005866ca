"""Every window of ``line_length`` cells in a straight line, per board and length."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from engine.boards import BOARDS, DIRECTIONS


@dataclass(frozen=True)
class Lines:
    """The windows of one board and line length.

    ``windows[w]`` are the cells of window ``w`` in line order,
    ``direction[w]`` its direction (an index into ``engine.boards.DIRECTIONS``)
    and ``through[cell]`` the windows that contain ``cell``.
    """

    length: int
    windows: tuple[tuple[int, ...], ...]
    direction: tuple[int, ...]
    through: tuple[tuple[int, ...], ...]


@cache
def lines_for(board_name: str, length: int) -> Lines:
    """The windows of ``length`` cells on a board (cached)."""
    board = BOARDS[board_name]
    windows: list[tuple[int, ...]] = []
    direction: list[int] = []
    for d, (dr, dc) in enumerate(DIRECTIONS):
        for r in range(board.rows):
            for c in range(board.cols):
                er, ec = r + dr * (length - 1), c + dc * (length - 1)
                if not (0 <= er < board.rows and 0 <= ec < board.cols):
                    continue
                windows.append(tuple(board.cell(r + dr * i, c + dc * i) for i in range(length)))
                direction.append(d)
    through: list[list[int]] = [[] for _ in range(board.size)]
    for w, cells in enumerate(windows):
        for cell in cells:
            through[cell].append(w)
    return Lines(length, tuple(windows), tuple(direction), tuple(tuple(t) for t in through))
