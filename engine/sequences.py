"""Finding completed sequences: straight lines of one side's chips.

A free corner counts as a chip of every side. When a placed chip makes a run
long enough, the run is tiled with as many sequences as it can hold, where two
sequences of one line share at most one space (so 5–8 in a row make one
sequence and 9 make two, with 5-long lines). When several tilings are possible
the choice is deterministic:

1. the most sequences;
2. never unlock a chip that an earlier sequence of this run locked;
3. keep as many of the run's earlier sequences unchanged as possible;
4. overlap the cells of other earlier sequences least;
5. the first in reading order.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations

EMPTY = -1
CORNER = -2


@dataclass(frozen=True, slots=True)
class Sequence:
    """A completed sequence: its side, its direction (0–3) and its cells in order."""

    side: int
    direction: int
    cells: tuple[int, ...]


def _extent(chips: list[int], step: tuple[int, ...], side: int, cell: int) -> int:
    """How many cells of ``side`` (or corners) follow ``cell`` along ``step``."""
    n = 0
    c = step[cell]
    while c >= 0:
        owner = chips[c]
        if owner != side and owner != CORNER:
            break
        n += 1
        c = step[c]
    return n


def run_through(
    chips: list[int], steps: tuple[tuple[int, ...], ...], side: int, cell: int, direction: int
) -> list[int]:
    """The maximal run of ``side``'s chips and corners through ``cell``, in reading order."""
    fwd, back = steps[direction], steps[direction + 4]
    start = cell
    c = back[cell]
    while c >= 0 and (chips[c] == side or chips[c] == CORNER):
        start = c
        c = back[c]
    run = []
    c = start
    while c >= 0 and (chips[c] == side or chips[c] == CORNER):
        run.append(c)
        c = fwd[c]
    return run


def best_tiling(
    run: list[int],
    length: int,
    earlier: list[Sequence],
    other_cells: set[int],
) -> list[tuple[int, ...]] | None:
    """Choose the windows of ``run`` that count as sequences (see the module doc).

    ``earlier`` are this side's sequences already lying in the run along the
    same direction. Returns the new tiling, or None when it would not add a
    sequence.
    """
    n = len(run)
    most = (n - 1) // (length - 1)
    if most <= len(earlier):
        return None
    locked = {c for s in earlier for c in s.cells}
    position = {c: i for i, c in enumerate(run)}
    earlier_starts = {position[s.cells[0]] for s in earlier}
    for count in range(most, len(earlier), -1):
        best: tuple[tuple[int, int, tuple[int, ...]], tuple[int, ...]] | None = None
        for starts in combinations(range(n - length + 1), count):
            if any(b - a < length - 1 for a, b in zip(starts, starts[1:], strict=False)):
                continue
            covered: set[int] = set()
            for s in starts:
                covered.update(run[s : s + length])
            if not locked <= covered:
                continue
            key = (-len(earlier_starts.intersection(starts)), len(covered & other_cells), starts)
            if best is None or key < best[0]:
                best = (key, starts)
        if best is not None:
            return [tuple(run[s : s + length]) for s in best[1]]
    return None


def new_sequences(
    chips: list[int],
    steps: tuple[tuple[int, ...], ...],
    side: int,
    cell: int,
    length: int,
    existing: list[Sequence],
) -> tuple[list[Sequence], list[Sequence]]:
    """Sequences made by ``side``'s chip just put on ``cell``.

    Returns (sequences to drop, sequences to add): a re-tiled run may replace an
    earlier sequence of the same line by a different choice of its cells.
    """
    dropped: list[Sequence] = []
    added: list[Sequence] = []
    need = length - 1
    for direction in range(4):
        fwd, back = steps[direction], steps[direction + 4]
        if _extent(chips, fwd, side, cell) + _extent(chips, back, side, cell) < need:
            continue
        run = run_through(chips, steps, side, cell, direction)
        in_run = set(run)
        earlier = [
            s
            for s in existing
            if s.side == side and s.direction == direction and s.cells[0] in in_run
        ]
        others = {c for s in existing if s not in earlier for c in s.cells}
        tiling = best_tiling(run, length, earlier, others)
        if tiling is None:
            continue
        kept = {s.cells for s in earlier}
        for s in earlier:
            if s.cells not in tiling:
                dropped.append(s)
        for cells in tiling:
            if cells not in kept:
                added.append(Sequence(side, direction, cells))
    return dropped, added
