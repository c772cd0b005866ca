"""Moves a table player never misses: winning now, and blocking the next opponent.

``find(game, seat, moves)`` looks at the moves ``seat`` may make now and returns

* a *win* when one of them ends the game in this side's favour (checked by
  playing it on a copy of the game, so it is the engine's own rule that decides);
* else a *block* when the next opponent (the next seat of another side to act)
  could complete a sequence on its next move and some move here leaves it
  fewer such spaces: our chip on the space (a matching card, a two-eyed jack or
  a dice roll) or an opponent's chip taken off the line (a one-eyed jack, a
  dice 10 or a replacement). The moves that leave it the fewest winning spaces,
  then the fewest spaces, are returned;
* else nothing.

A space counts as the opponent's only if it could fill it on its next move as
far as this seat can tell: a copy of the space's card or a two-eyed jack is
among the cards this seat has not seen (any space in dice, where a roll of 11
goes anywhere). Whether a chip there completes a sequence is asked of
``engine.sequences.new_sequences``, the engine's own rule.

Every level from medium up plays within the moves returned (choosing among
them in its own way), and ``/sequence hint`` says why.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from engine.ai.lines import lines_for
from engine.ai.view import has_cards, unseen_counter, wild_count
from engine.cards import REMOVE, card_kind
from engine.game import Game
from engine.moves import CHOOSE, PLAY, Move
from engine.sequences import CORNER, EMPTY, new_sequences

WIN = "win"
"""A tactic's kind: these moves win the game now."""
BLOCK = "block"
"""A tactic's kind: these moves take spaces (or chips) the next opponent needs."""


@dataclass(frozen=True)
class Tactic:
    """Moves that win now (``WIN``) or block the next opponent (``BLOCK``).

    ``moves`` are the moves that do it (any of them will do; a level picks
    among them); ``threats`` are the spaces where the next opponent could
    complete a sequence now, before any of these moves (empty for a win), and
    ``opponent`` its side.
    """

    kind: str
    moves: tuple[Move, ...]
    threats: tuple[str, ...] = ()
    opponent: int = -1


def find(game: Game, seat: int, moves: list[Move]) -> Tactic | None:
    """The tactic among ``moves`` for ``seat`` (to act), or None (see the module doc)."""
    placing, removing = _classify(game, seat, moves)
    if not placing and not removing:
        return None
    side = game.side_of[seat]
    wins = _winning(game, seat, side, placing)
    if wins:
        return Tactic(WIN, tuple(wins))
    opponent = next_opponent(game, seat)
    if opponent < 0:
        return None
    threats = threat_spaces(game, seat, opponent)
    if not threats:
        return None
    now = _danger(threats)
    best: tuple[int, int] = now
    chosen: list[Move] = []
    for cell, group in placing.items():
        if cell in threats:
            rest = dict(threats)
            del rest[cell]
            best, chosen = _better(_danger(rest), group, best, chosen)
    if removing:
        near = _threat_lines(game, opponent, threats)
        for cell, group in removing.items():
            if cell in near:
                after = game.clone()
                after.play(group[0])
                if after.outcome is not None:
                    continue
                best, chosen = _better(
                    _danger(threat_spaces(after, seat, opponent)), group, best, chosen
                )
    if not chosen or best >= now:
        return None
    names = tuple(sorted(game.space(c) for c in threats))
    return Tactic(BLOCK, tuple(chosen), names, opponent)


def winning(game: Game, seat: int, moves: list[Move]) -> tuple[Move, ...]:
    """The moves among ``moves`` that end the game now with ``seat``'s side the winner (the
    win of ``find``, without looking for a block when there is none)."""
    placing, _ = _classify(game, seat, moves)
    return tuple(_winning(game, seat, game.side_of[seat], placing))


def next_opponent(game: Game, seat: int) -> int:
    """The side of the next active seat after ``seat`` that plays for another side (-1: none)."""
    side = game.side_of[seat]
    n = game.n_seats
    for i in range(1, n):
        other = (seat + i) % n
        if game.active[other] and game.side_of[other] != side:
            return game.side_of[other]
    return -1


def threat_spaces(game: Game, seat: int, side: int) -> dict[int, bool]:
    """Empty cells where a chip of ``side`` would complete a sequence and that ``side``
    could fill on its next move as far as ``seat`` can tell, each with whether that
    sequence would win the game."""
    fillable = _fillable(game, seat)
    return {c: w for c, w in completions(game, side).items() if fillable(c)}


def completions(game: Game, side: int) -> dict[int, bool]:
    """Empty cells where a chip of ``side`` would complete a sequence, each with whether
    that sequence would win the game (whoever holds the cards)."""
    out: dict[int, bool] = {}
    chips = game.chips
    length = game.settings.line_length
    lines = lines_for(game.board.name, length)
    need = length - 1
    for cells in lines.windows:
        own = 0
        empty = -1
        for c in cells:
            o = chips[c]
            if o == side or o == CORNER:
                own += 1
            elif o == EMPTY and empty < 0:
                empty = c
            else:
                break
        else:
            if own == need and empty >= 0 and empty not in out:
                wins = _completion(game, side, empty)
                if wins is not None:
                    out[empty] = wins
    return out


def _fillable(game: Game, seat: int) -> Callable[[int], bool]:
    """Whether another side could fill a cell on its next move, from ``seat``'s view."""
    if not has_cards(game):
        return lambda cell: True
    unseen = unseen_counter(game, seat)
    if wild_count(unseen):
        return lambda cell: True
    labels = game.board.labels
    return lambda cell: unseen[labels[cell]] > 0


def _completion(game: Game, side: int, cell: int) -> bool | None:
    """None if a chip of ``side`` on ``cell`` completes no sequence, else whether it wins."""
    chips = list(game.chips)
    chips[cell] = side
    added = new_sequences(chips, game.steps, side, cell, game.settings.line_length, game.sequences)
    if not added:
        return None
    return game.seq_count[side] + len(added) >= game.settings.sequences_to_win


def _classify(
    game: Game, seat: int, moves: list[Move]
) -> tuple[dict[int, list[Move]], dict[int, list[Move]]]:
    """The moves that put this side's chip on a cell, and those that take a chip off one,
    grouped by cell (a dice replacement is both)."""
    placing: dict[int, list[Move]] = {}
    removing: dict[int, list[Move]] = {}
    action = ""
    for m in moves:
        if m.kind == PLAY and m.space:
            cell = game.cell_of(m.space)
            target = removing if card_kind(m.card or "") == REMOVE else placing
            target.setdefault(cell, []).append(m)
        elif m.kind == CHOOSE and m.space:
            cell = game.cell_of(m.space)
            if not action:
                action = game.options(sum(game.roll), seat)[0]  # type: ignore[attr-defined]
            if action != "remove":
                placing.setdefault(cell, []).append(m)
            if action != "place":
                removing.setdefault(cell, []).append(m)
    return placing, removing


def _winning(
    game: Game, seat: int, side: int, placing: dict[int, list[Move]]
) -> list[Move]:
    """The placing moves that end the game with this side the winner."""
    out: list[Move] = []
    for cell, group in placing.items():
        if _completion(game, side, cell) is None:
            continue
        for m in group:
            after = game.clone()
            after.play(m)
            if after.outcome is not None and after.outcome.winner == side:
                out.append(m)
    return out


def _danger(threats: dict[int, bool]) -> tuple[int, int]:
    """How bad a set of threat spaces is: winning spaces first, then all of them."""
    return sum(threats.values()), len(threats)


def _better(
    value: tuple[int, int], group: list[Move], best: tuple[int, int], chosen: list[Move]
) -> tuple[tuple[int, int], list[Move]]:
    if value < best:
        return value, list(group)
    if value == best and chosen:
        return best, chosen + group
    return best, chosen


def _threat_lines(game: Game, side: int, threats: dict[int, bool]) -> set[int]:
    """The cells of ``side``'s chips in the lines it could complete at ``threats``."""
    out: set[int] = set()
    chips = game.chips
    lines = lines_for(game.board.name, game.settings.line_length)
    for cell in threats:
        for w in lines.through[cell]:
            cells = lines.windows[w]
            if all(c == cell or chips[c] == side or chips[c] == CORNER for c in cells):
                out.update(c for c in cells if chips[c] == side)
    return out
