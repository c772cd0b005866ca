"""The easy, medium and hard players, and the duties every level shares.

Each player reads only what its seat may see: the board, its own hand, the
public discard piles and hand sizes (``engine.ai.evaluate.Analysis``).
"""

from __future__ import annotations

import random

from engine.ai.evaluate import HARD, SEQUENCE, Analysis, Params
from engine.cards import NORMAL, REMOVE, WILD, card_kind
from engine.dice_game import REMOVE_CHIP
from engine.game import Game
from engine.moves import CHOOSE, DEAD, FORFEIT, PLAY, Move
from engine.sequences import EMPTY

_CELLS: dict[tuple[str, str], int] = {}


def cell_of(game: Game, space: str) -> int:
    """The cell of a space name (cached)."""
    key = (game.board.name, space)
    cell = _CELLS.get(key)
    if cell is None:
        cell = _CELLS[key] = game.board.parse_space(space)
    return cell


# -- easy ------------------------------------------------------------------------------


def easy_move(game: Game, seat: int, moves: list[Move], rng: random.Random) -> Move:
    """Any legal move, uniformly at random."""
    return rng.choice(moves)


# -- medium ----------------------------------------------------------------------------


def _lines_score(a: Analysis, cell: int) -> float:
    """Medium's greed: the most own chips (and corners) in one open line through ``cell``."""
    side = a.side
    best = 0
    for w in a.lines.through[cell]:
        cnt = a.counts[w]
        if sum(cnt) == cnt[side]:
            best = max(best, cnt[side] + a.corners[w])
    return best


def medium_move(game: Game, seat: int, moves: list[Move], rng: random.Random) -> Move:
    """Greedy: turn in dead cards, finish a line, block an opponent's four, else extend
    the longest open line (ties at random).

    One-eyed jacks are used only to break an opponent's four (or when nothing
    else can be played); two-eyed jacks are played like any other card.
    """
    dead = [m for m in moves if m.kind == DEAD]
    if dead:
        return dead[0]
    a = Analysis(game, seat)
    side = a.side
    dice = game.settings.variant == "dice"
    places: list[tuple[Move, int]] = []
    removes: list[tuple[Move, int]] = []
    for m in moves:
        if m.kind == PLAY:
            cell = cell_of(game, m.space or "")
            (removes if card_kind(m.card or "") == REMOVE else places).append((m, cell))
        elif m.kind == CHOOSE:
            cell = cell_of(game, m.space or "")
            owner = game.chips[cell]
            if owner == EMPTY:
                places.append((m, cell))
            elif dice and game.options(sum(game.roll))[0] == REMOVE_CHIP:  # type: ignore[attr-defined]
                removes.append((m, cell))
            else:
                places.append((m, cell))
    if not places and not removes:
        return moves[0]
    for m, cell in places:
        if a.completes(cell, side):
            return m
    blocks = [m for m, cell in places if _blocks(a, cell)]
    if blocks:
        return rng.choice(blocks)
    threatened = {
        c for y in range(a.sides) if y != side for w, _ in a.threats(y) for c in a.lines.windows[w]
    }
    breaks = [m for m, cell in removes if cell in threatened]
    if breaks:
        return rng.choice(breaks)
    if places:
        scored = [(_lines_score(a, cell) + rng.random(), m) for m, cell in places]
        return max(scored, key=lambda t: t[0])[1]
    return rng.choice(removes)[0]


def _blocks(a: Analysis, cell: int) -> bool:
    return any(a.completes(cell, y) for y in range(a.sides) if y != a.side)


# -- hard ------------------------------------------------------------------------------


def score_moves(
    game: Game,
    seat: int,
    moves: list[Move],
    a: Analysis | None = None,
    fast: bool = False,
    params: Params = HARD,
) -> list[tuple[float, Move]]:
    """The hard player's score of every play (or dice choice) in ``moves``.

    The score is the change of the evaluation (``Analysis.delta``) less the
    cost of spending a jack. With ``fast`` (used in look-ahead), wild cards are
    only tried on the spaces of lines that are two chips or less short.
    """
    if a is None:
        a = Analysis(game, seat, light=fast, params=params)
    wild_cost = params.wild_cost
    remove_cost = params.remove_cost
    side = a.side
    out: list[tuple[float, Move]] = []
    hot: set[int] | None = a.hot_cells() if fast else None
    wild_seen: dict[int, float] = {}
    locked = game.locked
    advanced = game.settings.advanced_jack
    chips = game.chips
    for m in moves:
        if m.kind == PLAY:
            cell = cell_of(game, m.space or "")
            kind = card_kind(m.card or "")
            if kind == NORMAL:
                out.append((a.delta(cell, side), m))
            elif kind == WILD:
                if hot is not None and cell not in hot:
                    continue
                v = wild_seen.get(cell)
                if v is None:
                    v = wild_seen[cell] = a.delta(cell, side)
                out.append((v - wild_cost, m))
            else:
                v = a.delta(cell, EMPTY) - remove_cost
                if advanced and locked[cell]:
                    v += SEQUENCE
                out.append((v, m))
        elif m.kind == CHOOSE:
            cell = cell_of(game, m.space or "")
            if chips[cell] >= 0 and game.options(sum(game.roll))[0] == REMOVE_CHIP:  # type: ignore[attr-defined]
                out.append((a.delta(cell, EMPTY), m))
            else:
                out.append((a.delta(cell, side), m))
        else:
            out.append((0.0, m))
    if not out:
        out = [(0.0, m) for m in moves]
    return out


def hard_move(game: Game, seat: int, moves: list[Move], rng: random.Random) -> Move:
    """Best move by the evaluation; dead cards are turned in first."""
    for m in moves:
        if m.kind == DEAD:
            return m
    scored = score_moves(game, seat, moves)
    return max(scored, key=lambda t: (t[0], rng.random()))[1]


def forfeit_choice(game: Game, seat: int, moves: list[Move], rng: random.Random) -> Move:
    """The card to give up under a table-talk penalty: the least useful one."""
    a = Analysis(game, seat)
    side = a.side
    labels_free: dict[str, float] = {}

    def keep(card: str) -> float:
        kind = card_kind(card)
        if kind == WILD:
            return 1e6
        if kind == REMOVE:
            return 5e5
        if card not in labels_free:
            cells = [c for c in game.board.cells_of.get(card, ()) if game.chips[c] == EMPTY]
            labels_free[card] = max((a.delta(c, side) for c in cells), default=-1e6)
        return labels_free[card]

    forfeits = [m for m in moves if m.kind == FORFEIT]
    return min(forfeits, key=lambda m: (keep(m.card or ""), rng.random()))
