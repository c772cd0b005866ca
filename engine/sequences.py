"""Finding completed sequences: straight lines of one side's chips.

A free corner counts as a chip of every side. A completed sequence is fixed
(RULES.md, "Sequences"): later chips never re-tile, move or dissolve it. A chip
just placed completes a new sequence when a window of ``length`` cells through
it holds only that side's chips and corners, and the window shares at most one
space with each sequence already recorded (so a 9-long line grown from one end
holds two sequences, and one grown around an earlier sequence holds one).

When a move leaves a choice of windows, the choice is deterministic:

1. the most new sequences (one chip may complete two in one line, and more in
   crossing lines);
2. the fewest spaces shared with sequences already recorded (of any side) and
   with the move's other new sequences;
3. the first in reading order.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations, product

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


def _windows(run: list[int], cell: int, length: int, recorded: list[frozenset[int]]) -> list[
    tuple[int, ...]
]:
    """The windows of ``run`` through ``cell`` that may count as a new sequence."""
    at = run.index(cell)
    found = []
    for start in range(max(0, at - length + 1), min(at, len(run) - length) + 1):
        window = tuple(run[start : start + length])
        if all(len(seq.intersection(window)) <= 1 for seq in recorded):
            found.append(window)
    return found


def _choices(windows: list[tuple[int, ...]]) -> list[tuple[tuple[int, ...], ...]]:
    """The ways to pick windows of one line: none, one, or two that share one space."""
    picks: list[tuple[tuple[int, ...], ...]] = [(), *((w,) for w in windows)]
    picks.extend((a, b) for a, b in combinations(windows, 2) if len(set(a) & set(b)) <= 1)
    return picks


def new_sequences(
    chips: list[int],
    steps: tuple[tuple[int, ...], ...],
    side: int,
    cell: int,
    length: int,
    existing: list[Sequence],
) -> list[Sequence]:
    """The sequences completed by ``side``'s chip just put on ``cell``.

    ``existing`` are the sequences already recorded (of every side); they are
    never changed. The result follows the module doc's order of choice.
    """
    need = length - 1
    recorded = [frozenset(s.cells) for s in existing]
    per_line: list[list[tuple[int, ...]]] = []
    directions: list[int] = []
    for direction in range(4):
        fwd, back = steps[direction], steps[direction + 4]
        if _extent(chips, fwd, side, cell) + _extent(chips, back, side, cell) < need:
            continue
        run = run_through(chips, steps, side, cell, direction)
        windows = _windows(run, cell, length, recorded)
        if windows:
            per_line.append(windows)
            directions.append(direction)
    if not per_line:
        return []
    taken = frozenset().union(*recorded) if recorded else frozenset()
    best: tuple[tuple[int, int, tuple[tuple[int, ...], ...]], list[Sequence]] | None = None
    for combo in product(*(_choices(w) for w in per_line)):
        chosen = [(d, w) for d, picks in zip(directions, combo, strict=True) for w in picks]
        if not chosen:
            continue
        seen: set[int] = set()
        shared: set[int] = set()
        for _, window in chosen:
            shared.update(c for c in window if c in taken or c in seen)
            seen.update(window)
        order = tuple(sorted(w for _, w in chosen))
        key = (-len(chosen), len(shared), order)
        if best is None or key < best[0]:
            best = (key, [Sequence(side, d, w) for d, w in chosen])
    return best[1] if best is not None else []
