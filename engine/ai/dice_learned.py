"""A learned win chance for 2-sided Sequence Dice (lines of 5 or 6), and the expert's
search with it.

Dice has no hand and no hidden card: a position is the board and who rolls next, and
what decides is how likely the two dice are to reach a space. Each total 2..12 has its own
chance (a 7 one in six, a 2 or 12 one in 36); an 11 places anywhere free and a 10 removes
an opponent's chip (not from a 2 or 12). So a line one chip short on a 7 space is worth far
more than one on a 2. The features describe a position *just after a choice*, seen by the
side that made it: per side, its lines by how many chips they are short, the spaces that
would complete one (free, or held by the other side on a number whose four spaces are all
covered, so that a roll of it replaces the chip), the chance that one roll gives that side
a completing space, how reachable its two-short lines are, and whether the side that moved
rolls again (after a 2 or 12). The weights (per line length, ``WEIGHTS``) are fitted by
``scripts/train_evaluation.py --variant dice5`` / ``dice6`` on hard-vs-hard games; see
engine/ai/README.md.

The expert (``search``) uses it in an exact two-ply expectimax: for each candidate space,
every total the next roller can throw (weighted by its chance) and that roller's best
answer by the model; a roll of 2 or 12 lets the same side choose again.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache

from engine.ai.lines import lines_for
from engine.boards import BOARDS
from engine.game import Game
from engine.moves import CHOOSE, Move
from engine.sequences import EMPTY

ROLL_CHANCE: dict[int, float] = {t: (6 - abs(t - 7)) / 36 for t in range(2, 13)}
"""Chance of each total of two dice."""
WILD_TOTAL = 11
"""The total that places on any free space (engine.dice_game)."""
REMOVE_TOTAL = 10
"""The total that removes an opponent's chip (engine.dice_game)."""
AGAIN_TOTALS = (2, 12)
"""Totals after which the same player rolls again (engine.dice_game)."""
CERTAIN = 100.0
"""Logit given to a choice that completes a line."""

FEATURES: tuple[str, ...] = (
    "me_s1",  # own lines one chip short
    "me_s2",  # ... two short
    "me_s3",  # ... three short (÷5)
    "me_low",  # ... more than three short, at least one chip (÷10)
    "me_cells",  # free spaces that would complete an own line
    "me_rep",  # opponent chips a roll could replace to complete an own line
    "me_pwin",  # chance one roll gives this side a completing space
    "me_p2",  # over two-short lines, product of the chances to fill each space (×36)
    "me_reach2",  # over two-short lines, sum of the chances to fill each space
    "op_s1",
    "op_s2",
    "op_s3",
    "op_low",
    "op_cells",
    "op_rep",
    "op_pwin",
    "op_p2",
    "op_reach2",
    "again",  # the side that moved rolls again
    "me_pwin_again",  # me_pwin when this side rolls again, else 0
    "op_pwin_next",  # op_pwin when the opponent rolls next, else 0
    "empty",  # share of free spaces
    "chip_diff",  # own chips less the opponent's (÷10)
)
"""The features in the order ``features`` returns them."""

WEIGHTS: dict[int, dict[str, float]] = {
    5: {
        "me_s1": 0.089812,
        "me_s2": -0.095971,
        "me_s3": 0.271888,
        "me_low": 0.303305,
        "me_cells": 0.066120,
        "me_rep": 0.197440,
        "me_pwin": 2.931967,
        "me_p2": -0.050642,
        "me_reach2": 0.969914,
        "op_s1": -0.066248,
        "op_s2": 0.153400,
        "op_s3": -0.287010,
        "op_low": -0.301253,
        "op_cells": -0.068152,
        "op_rep": -0.190505,
        "op_pwin": -2.946942,
        "op_p2": 0.089456,
        "op_reach2": -1.347844,
        "again": 0.407420,
        "me_pwin_again": 1.089856,
        "op_pwin_next": -1.404391,
        "empty": 0.157731,
        "chip_diff": 0.588292,
    },
    6: {
        "me_s1": -0.437381,
        "me_s2": 0.084036,
        "me_s3": 0.345774,
        "me_low": 0.039535,
        "me_cells": 0.397971,
        "me_rep": 0.038594,
        "me_pwin": 4.532806,
        "me_p2": 0.247591,
        "me_reach2": -0.147176,
        "op_s1": 0.950247,
        "op_s2": 0.001794,
        "op_s3": -0.451617,
        "op_low": -0.021348,
        "op_cells": -0.911922,
        "op_rep": -0.004259,
        "op_pwin": -4.654818,
        "op_p2": -0.168268,
        "op_reach2": -0.575061,
        "again": 0.442739,
        "me_pwin_again": 1.624568,
        "op_pwin_next": -1.886878,
        "empty": 0.108181,
        "chip_diff": 1.529750,
    },
}
"""Per line length (5 or 6), the weights by feature, fitted by ``scripts/train_evaluation.py
--variant dice5 --games 30000`` (974,196 positions, held-out log loss 0.657; a coin 0.693) and
``--variant dice6 --games 20000`` (1,234,772 positions, log loss 0.655)."""
BIAS: dict[int, float] = {5: -0.246874, 6: -0.189040}
"""Per line length, the model's intercept."""


@dataclass(frozen=True)
class _Board:
    """The dice board's lines of one length and each space's chance of being reached."""

    line: int
    windows: tuple[tuple[int, ...], ...]
    labels: tuple[int, ...]
    fill: tuple[float, ...]
    cells_of: tuple[tuple[int, ...], ...]
    """Per number, the cells that carry it (indexed by the number)."""


@cache
def board_for(line: int) -> _Board:
    """The dice board with lines of ``line`` (cached)."""
    board = BOARDS["dice"]
    labels = tuple(int(label) for label in board.labels)
    cells_of: list[tuple[int, ...]] = [() for _ in range(13)]
    for label, cells in board.cells_of.items():
        cells_of[int(label)] = tuple(cells)
    fill = tuple(ROLL_CHANCE[n] + ROLL_CHANCE[WILD_TOTAL] for n in labels)
    return _Board(line, lines_for("dice", line).windows, labels, fill, tuple(cells_of))


def applies(game: Game) -> bool:
    """Whether the model has weights for this game: Sequence Dice, two players, lines of 5
    or 6 (three players and two teams of two are neither fitted nor measured)."""
    s = game.settings
    return (s.variant == "dice" and s.sides == 2 and game.n_seats == 2
            and s.line_length in WEIGHTS)


def features(chips: list[int], me: int, line: int, again: bool) -> list[float] | None:
    """The features (``FEATURES`` order) of ``chips`` seen by side ``me`` (of two), which has
    just chosen and rolls again if ``again``; None when a side has completed a line."""
    b = board_for(line)
    labels, fill = b.labels, b.fill
    full = [False] * 13
    for n in (2, 3, 4, 5, 6, 7, 8, 9, 12):
        full[n] = all(chips[c] != EMPTY for c in b.cells_of[n])
    free = 0
    count = [0, 0]
    for o in chips:
        if o == EMPTY:
            free += 1
        elif o >= 0:
            count[o] += 1
    short = [[0] * 5, [0] * 5]
    cells: list[set[int]] = [set(), set()]
    rep: list[set[int]] = [set(), set()]
    p2 = [0.0, 0.0]
    reach2 = [0.0, 0.0]
    for window in b.windows:
        n0 = n1 = 0
        empty: list[int] = []
        for c in window:
            o = chips[c]
            if o == 0:
                n0 += 1
            elif o == 1:
                n1 += 1
            else:
                empty.append(c)
        if n0 and n1:
            for y, ny, nz in ((0, n0, n1), (1, n1, n0)):
                if ny == line - 1 and nz == 1:
                    c = next(c for c in window if chips[c] == 1 - y)
                    if full[labels[c]]:
                        rep[y].add(c)
            continue
        if n0:
            y, k = 0, n0
        elif n1:
            y, k = 1, n1
        else:
            continue
        s = line - k
        if s == 0:
            return None
        short[y][min(s, 4)] += 1
        if s == 1:
            cells[y].add(empty[0])
        elif s == 2:
            p2[y] += fill[empty[0]] * fill[empty[1]] * 36
            reach2[y] += fill[empty[0]] + fill[empty[1]]
    pwin = [0.0, 0.0]
    for y in (0, 1):
        totals = {labels[c] for c in cells[y]} | {labels[c] for c in rep[y]}
        if cells[y] or (rep[y] and not free):
            totals.add(WILD_TOTAL)
        pwin[y] = sum(ROLL_CHANCE[t] for t in totals)
    op = 1 - me
    row: list[float] = []
    for y in (me, op):
        sh = short[y]
        row += [sh[1], sh[2], sh[3] / 5, sh[4] / 10, len(cells[y]), len(rep[y]), pwin[y],
                p2[y], reach2[y]]
    row += [
        1.0 if again else 0.0,
        pwin[me] if again else 0.0,
        0.0 if again else pwin[op],
        free / len(chips),
        (count[me] - count[op]) / 10,
    ]
    return row


def logit(chips: list[int], me: int, line: int, again: bool) -> float:
    """The model's log-odds that side ``me``, which has just chosen (and rolls again if
    ``again``), wins; ``CERTAIN`` if it has completed a line, ``-CERTAIN`` if the other has."""
    row = features(chips, me, line, again)
    if row is None:
        b = board_for(line)
        for window in b.windows:
            o = chips[window[0]]
            if o >= 0 and all(chips[c] == o for c in window):
                return CERTAIN if o == me else -CERTAIN
        return 0.0
    weights = WEIGHTS[line]
    return BIAS[line] + math.fsum(x * weights[name] for x, name in zip(row, FEATURES,
                                                                       strict=True))


def win_chance(z: float) -> float:
    """Log-odds to a probability (a completed line counts as certain)."""
    if z >= CERTAIN - 1:
        return 1.0
    if z <= -CERTAIN + 1:
        return 0.0
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


def _after(game: Game, cell: int, side: int, remove: bool) -> list[int]:
    chips = list(game.chips)
    chips[cell] = EMPTY if remove else side
    return chips


def ranked_moves(game: Game, seat: int, moves: list[Move] | None = None
                 ) -> list[tuple[float, Move]]:
    """``seat``'s choices after its roll with the model's log-odds after each, best first
    (a roll, or a single move, alone with 0). ``seat`` must be to act in a game the model
    ``applies`` to."""
    moves = game.legal_moves(seat) if moves is None else moves
    if len(moves) == 1 or any(m.kind != CHOOSE for m in moves):
        return [(0.0, m) for m in moves]
    roll = game.roll  # type: ignore[attr-defined]
    total = sum(roll)
    side = game.side_of[seat]
    line = game.settings.line_length
    again = total in AGAIN_TOTALS
    out = []
    for m in moves:
        cell = game.board.parse_space(m.space or "")
        chips = _after(game, cell, side, total == REMOVE_TOTAL)
        out.append((logit(chips, side, line, again), m))
    out.sort(key=lambda t: -t[0])
    return out


CANDIDATES = 10
"""How many of the model's best choices the search considers."""
SAFETY = 0.85
"""Share of the time budget the search may use."""


def _best(game: Game, chips: list[int], seat: int, total: int, line: int) -> float:
    """``seat``'s win chance by the model after its best choice for a roll of ``total``
    on ``chips`` (``game`` holds ``chips``); a roll that allows nothing leaves the board."""
    side = game.side_of[seat]
    _, cells = game.options(total, seat)  # type: ignore[attr-defined]
    again = total in AGAIN_TOTALS
    if not cells:  # nothing happens: the turn passes, or a 2 or 12 rolls again
        return win_chance(logit(chips, side, line, again))
    return win_chance(_best_space(chips, cells, side, line, again, total == REMOVE_TOTAL)[0])


def _best_space(chips: list[int], cells: Sequence[int], side: int, line: int, again: bool,
                remove: bool) -> tuple[float, int]:
    """The model's best of ``cells`` for ``side`` (a chip placed there, or with ``remove``
    taken off): its logit and the cell; the first sure win ends the search. ``chips`` is
    changed and restored."""
    best, best_cell = -math.inf, cells[0]
    for c in cells:
        old = chips[c]
        chips[c] = EMPTY if remove else side
        z = logit(chips, side, line, again)
        chips[c] = old
        if z > best:
            best, best_cell = z, c
            if z >= CERTAIN - 1:
                break
    return best, best_cell


def _expected(game: Game, seat: int, line: int) -> float:
    """The win chance of ``seat``, about to roll in ``game``, averaged over every total
    and its best choice by the model."""
    chips = list(game.chips)
    return math.fsum(p * _best(game, chips, seat, t, line) for t, p in ROLL_CHANCE.items())


def _expected_after_reply(game: Game, seat: int, me: int, line: int) -> float:
    """Side ``me``'s win chance when ``seat`` is about to roll in ``game``: every total by
    its chance, ``seat`` choosing the model's best space for it, then the next roller's
    expected best answer (``_expected``). ``game``'s chips are changed and restored."""
    side = game.side_of[seat]
    chips = game.chips
    total_v = 0.0
    for t, p in ROLL_CHANCE.items():
        _, cells = game.options(t, seat)  # type: ignore[attr-defined]
        again = t in AGAIN_TOTALS
        if not cells:
            v = win_chance(logit(list(chips), side, line, again))
        else:
            remove = t == REMOVE_TOTAL
            best, best_cell = _best_space(chips, cells, side, line, again, remove)
            if best >= CERTAIN - 1:
                v = 1.0
            else:
                old = chips[best_cell]
                chips[best_cell] = EMPTY if remove else side
                nxt = seat if again else _other_seat(game, seat)
                w = _expected(game, nxt, line)
                chips[best_cell] = old
                v = w if game.side_of[nxt] == side else 1.0 - w
        total_v += p * (v if side == me else 1.0 - v)
    return total_v


def _other_seat(game: Game, seat: int) -> int:
    return (seat + 1) % game.n_seats


REFINE: dict[int, int] = {5: 3, 6: 3}
"""Per line length, how many of the best candidates after the two-ply search are searched
one roll deeper (the next roller playing the model's best space, then this seat's expected
best answer), when the time budget allows all of them; 1 searches none deeper. Against
hard, 2,000 games each (engine/ai/README.md): 5 in a row, 57.7% and 56.6% on two sets of
deals, where the two-ply search scored 53.9% (4,000 games) and 53.8% on the same second
set; 6 in a row, 69.8% and 69.1% on two sets of deals (4,000 games), where the two-ply
search scored 68.0% and 65.5% on the same deals (2.7 points, about 2.6 standard errors)."""


def search(game: Game, seat: int, moves: list[Move], budget: float,
           clock: Callable[[], float] = time.perf_counter) -> Move:
    """The expert's choice after a roll: the model's ``CANDIDATES`` best choices, each
    valued by the next roller's expected best answer (every total by its chance), within
    about ``budget`` seconds (candidates not reached keep their place in the model's
    order); then the ``REFINE`` best of them one roll deeper, if the budget allows all of
    them. The deadline is checked on ``clock`` before each candidate after the first and
    before each deeper search (tests pass a fake clock)."""
    deadline = clock() + budget * SAFETY
    ranked = ranked_moves(game, seat, moves)
    if len(ranked) == 1 or ranked[0][0] >= CERTAIN - 1:
        return ranked[0][1]
    line = game.settings.line_length
    me = game.side_of[seat]
    valued: list[tuple[float, int, Move, Game]] = []
    for i, (_, m) in enumerate(ranked[:CANDIDATES]):
        if valued and clock() >= deadline:
            break
        branch = game.clone()
        branch.play(m)
        if branch.outcome is not None:
            return m
        nxt = branch.to_act
        v = _expected(branch, nxt, line)
        valued.append((v if nxt == seat else 1.0 - v, -i, m, branch))
    valued.sort(key=lambda t: (t[0], t[1]), reverse=True)
    refine = REFINE.get(line, 1)
    if refine <= 1 or len(valued) < 2:
        return valued[0][2]
    deeper: list[tuple[float, int, Move]] = []
    for _, i, m, branch in valued[:refine]:
        if clock() >= deadline:
            return valued[0][2]
        deeper.append((_expected_after_reply(branch, branch.to_act, me, line), i, m))
    return max(deeper, key=lambda t: (t[0], t[1]))[2]
