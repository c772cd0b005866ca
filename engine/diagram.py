"""A position as text, one line per row, that loads back to the same position.

Each cell is one character, cells separated by spaces:

* ``.`` an empty space, ``#`` a free corner;
* a side's letter (``b`` blue, ``g`` green, ``r`` red, ``y`` yellow) for its chip,
  in capitals when the chip belongs to a completed sequence (locked).

A classic position with a blue sequence along the top row::

    # B B B B . . . . #
    . . . . g g . . . .
    ...
"""

from __future__ import annotations

from itertools import combinations
from typing import Protocol

from engine.boards import DIRECTIONS, Board
from engine.errors import DiagramError
from engine.sequences import CORNER, EMPTY, Sequence
from engine.settings import GameSettings


class Position(Protocol):
    """What a diagram reads and writes of a game (``engine.game.Game`` is one)."""

    settings: GameSettings
    board: Board
    chips: list[int]
    locked: list[int]
    sequences: list[Sequence]
    seq_count: list[int]


def write_diagram(game: Position) -> str:
    """The diagram of a game's board."""
    letters = [c[0] for c in game.settings.colours]
    cols = game.board.cols
    out = []
    for row in range(game.board.rows):
        chars = []
        for cell in range(row * cols, row * cols + cols):
            owner = game.chips[cell]
            if owner == CORNER:
                chars.append("#")
            elif owner == EMPTY:
                chars.append(".")
            else:
                letter = letters[owner]
                chars.append(letter.upper() if game.locked[cell] else letter)
        out.append(" ".join(chars))
    return "\n".join(out)


def load_diagram(game: Position, text: str) -> None:
    """Replace a game's board by the diagram's; locked chips become sequences."""
    board = game.board
    letters = {c[0]: i for i, c in enumerate(game.settings.colours)}
    lines = [line.split() for line in text.strip().splitlines() if line.strip()]
    if len(lines) != board.rows or any(len(row) != board.cols for row in lines):
        raise DiagramError(
            f"a {game.settings.variant} diagram has {board.rows} rows of {board.cols}"
        )
    chips: list[int] = []
    locked: set[int] = set()
    for cell, ch in enumerate(ch for row in lines for ch in row):
        is_corner = cell in board.corners
        if ch == "#" or is_corner:
            if not (ch == "#" and is_corner):
                raise DiagramError(f"{board.space_name(cell)}: '#' marks exactly the free corners")
            chips.append(CORNER)
        elif ch == ".":
            chips.append(EMPTY)
        elif ch.lower() in letters:
            chips.append(letters[ch.lower()])
            if ch.isupper():
                locked.add(cell)
        else:
            raise DiagramError(f"{board.space_name(cell)}: {ch!r} is not ., # or a side's letter")
    game.chips = chips
    game.sequences = _infer_sequences(game, locked)
    game.locked = [0] * board.size
    game.seq_count = [0] * game.settings.sides
    for seq in game.sequences:
        game.seq_count[seq.side] += 1
        for c in seq.cells:
            game.locked[c] += 1
    uncovered = locked - {c for s in game.sequences for c in s.cells}
    if uncovered:
        names = ", ".join(board.space_name(c) for c in sorted(uncovered))
        raise DiagramError(f"locked chips that form no sequence: {names}")


def _infer_sequences(game: Position, locked: set[int]) -> list[Sequence]:
    """The sequences that explain the locked chips, run by run."""
    board = game.board
    length = game.settings.line_length
    chips = game.chips
    found: list[Sequence] = []
    for side in range(game.settings.sides):
        for direction, (dr, dc) in enumerate(DIRECTIONS):
            for start in range(board.size):
                r, c = divmod(start, board.cols)
                pr, pc = r - dr, c - dc
                if not _mine(chips, side, start):
                    continue
                if (
                    0 <= pr < board.rows
                    and 0 <= pc < board.cols
                    and _mine(chips, side, pr * board.cols + pc)
                ):
                    continue
                run = []
                while (
                    0 <= r < board.rows
                    and 0 <= c < board.cols
                    and _mine(chips, side, r * board.cols + c)
                ):
                    run.append(r * board.cols + c)
                    r, c = r + dr, c + dc
                found.extend(
                    Sequence(side, direction, t) for t in _locked_tiling(run, length, locked, chips)
                )
    return found


def _mine(chips: list[int], side: int, cell: int) -> bool:
    return chips[cell] == side or chips[cell] == CORNER


def _locked_tiling(
    run: list[int], length: int, locked: set[int], chips: list[int]
) -> list[tuple[int, ...]]:
    windows = [
        tuple(run[i : i + length])
        for i in range(len(run) - length + 1)
        if all(chips[c] == CORNER or c in locked for c in run[i : i + length])
        and any(c in locked for c in run[i : i + length])
    ]
    for count in range(len(windows), 0, -1):
        best: tuple[int, list[tuple[int, ...]]] | None = None
        for combo in combinations(windows, count):
            if any(len(set(a) & set(b)) > 1 for a, b in combinations(combo, 2)):
                continue
            covered = len({c for w in combo for c in w} & locked)
            if best is None or covered > best[0]:
                best = (covered, list(combo))
        if best is not None:
            return best[1]
    return []
