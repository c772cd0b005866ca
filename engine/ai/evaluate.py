"""The hard player's evaluation: every line through a space, scored for one side.

A *window* is a run of ``line_length`` cells in a straight line. A window
holding chips of only one side (free corners count for everyone) is worth
``weight[k]`` to that side, where ``k`` counts its chips and corners; a window
with chips of two sides is worth nothing. A window that already shares two
cells with one of its side's sequences cannot make another sequence and is
also worth nothing to that side. A window one chip short is a *threat*: its
worth grows with the chance that its side holds a card for the missing space,
computed from the cards this seat has not seen (it never looks at hidden
cards). A position's score for a side is the sum over windows of its own
worth minus its opponents', plus its sequences.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass
from functools import cache

from engine.ai.lines import Lines, lines_for
from engine.ai.view import has_cards, unseen_counter, wild_count
from engine.cards import WILD, card_kind
from engine.game import Game
from engine.sequences import CORNER, EMPTY

THREAT = 400.0
"""Worth of a window one chip short of a line."""
SEQUENCE = 2500.0
"""Worth of a completed sequence that does not yet win."""
WIN = 10000.0
"""Worth of a completed sequence that wins the game."""
OWN_THREAT_BONUS = 0.2
"""Share of a sequence's worth added to one's own threat, times the chance to fill it."""
OPPONENT_THREAT_BONUS = 0.9
"""Share of a sequence's worth added to an opponent's threat, times its chance to fill it."""
DEFENCE = 1.0
"""Weight of the opponents' lines against one's own."""
WILD_ONLY = 0.35
"""Worth factor of an empty space that a side can fill only with a wild card."""


GROWTH = 7.0
"""How much more a window is worth for each chip more in it (below a threat)."""


@dataclass(frozen=True)
class Params:
    """The evaluation's weights (the hard player uses the defaults; the expert its own)."""

    threat: float = THREAT
    growth: float = GROWTH
    sequence: float = SEQUENCE
    own_bonus: float = OWN_THREAT_BONUS
    opponent_bonus: float = OPPONENT_THREAT_BONUS
    defence: float = DEFENCE
    wild_only: float = WILD_ONLY
    wild_cost: float = 150.0
    remove_cost: float = 200.0


HARD = Params()
"""The hard player's weights."""


@cache
def weights(length: int, threat: float = THREAT, growth: float = GROWTH) -> tuple[float, ...]:
    """``weight[k]`` for ``k`` chips in a window of ``length`` cells (k < length)."""
    return (0.0,) + tuple(threat / growth ** (length - 1 - k) for k in range(1, length))


def _hyper(outs: int, cards: int, total: int) -> float:
    """Chance that ``cards`` cards drawn from ``total`` include one of ``outs``."""
    if outs <= 0 or cards <= 0 or total <= 0:
        return 0.0
    if outs >= total:
        return 1.0
    miss = 1.0
    for i in range(min(cards, total - outs)):
        miss *= (total - outs - i) / (total - i)
    return 1.0 - miss


def _roll_chance(total: int) -> float:
    return (6 - abs(total - 7)) / 36 if 2 <= total <= 12 else 0.0


class Analysis:
    """One position seen by one seat: window counts, scores and move deltas.

    ``light`` skips the card-reachability refinement (used in look-ahead);
    ``own_bonus`` and ``opponent_bonus`` replace the threat bonuses (a search
    leaf where this seat is to act weighs its own threats more); ``plan``
    multiplies the worth of one's own line for each empty space of it that a
    card in one's hand fits; ``params`` are the weights (hard's by default);
    ``missing`` are cards the single opponent surely did not hold at its last
    move (``engine.ai.view.inferred_missing``), so that its chance to fill a
    space needing one of them comes only from the card it drew since.

    Reads the board, the sequences, the seat's own hand and the public
    discard piles and hand sizes; never another seat's cards.
    """

    def __init__(
        self,
        game: Game,
        seat: int,
        light: bool = False,
        own_bonus: float | None = None,
        opponent_bonus: float | None = None,
        plan: float = 1.0,
        params: Params = HARD,
        missing: frozenset[str] = frozenset(),
    ) -> None:
        self.game = game
        self.seat = seat
        self.plan = plan
        self.params = params
        self.threat = params.threat
        self.sequence = params.sequence
        self.own_bonus = params.own_bonus if own_bonus is None else own_bonus
        self.opponent_bonus = params.opponent_bonus if opponent_bonus is None else opponent_bonus
        self.side = game.side_of[seat]
        settings = game.settings
        self.sides = settings.sides
        self.length = settings.line_length
        self.lines: Lines = lines_for(game.board.name, self.length)
        self.weight = weights(self.length, params.threat, params.growth)
        self.chips = game.chips
        self.labels = game.board.labels
        n_opp = max(1, self.sides - 1)
        self.opp_weight = params.defence if n_opp == 1 else 0.75 * params.defence
        self.complete = [
            WIN if game.seq_count[y] + 1 >= settings.sequences_to_win else params.sequence
            for y in range(self.sides)
        ]
        self.cards = has_cards(game)
        if self.cards:
            self.hand: list[str] = list(game.hands[seat])  # type: ignore[attr-defined]
            self.unseen: Counter[str] = unseen_counter(game, seat)
            self.unseen_total = sum(self.unseen.values())
            self.unseen_wild = wild_count(self.unseen)
            self.hand_wild = any(card_kind(c) == WILD for c in self.hand)
            self.side_cards = [0] * self.sides
            for s in range(game.n_seats):
                if game.active[s] and s != seat:
                    self.side_cards[game.side_of[s]] += len(game.hands[s])  # type: ignore[attr-defined]
        self._p_cache: dict[tuple[int, int], float] = {}
        two = self.cards and self.sides == 2 and game.n_seats == 2
        self.missing = missing if two else None
        if self.missing:
            self.missing_wild = sum(
                n for c, n in self.unseen.items() if c in missing and card_kind(c) == WILD
            )
            self.missing_total = sum(n for c, n in self.unseen.items() if c in missing)
        self._reach: list[list[float]] | None = None
        if self.cards and params.wild_only < 1.0 and not light:
            self._reach = self._reachability(game)
        self._unusable: list[set[int]] = [set() for _ in range(self.sides)]
        lines = self.lines
        for seq in game.sequences:
            in_sequence = set(seq.cells)
            for c in seq.cells:
                for w in lines.through[c]:
                    if (
                        lines.direction[w] == seq.direction
                        and len(in_sequence.intersection(lines.windows[w])) >= 2
                    ):
                        self._unusable[seq.side].add(w)
        chips = self.chips
        sides = self.sides
        self.counts: list[list[int]] = []
        self.corners: list[int] = []
        self.base: list[float] = []
        counts, corners, base = self.counts, self.corners, self.base
        value = self._value
        for w, cells in enumerate(lines.windows):
            cnt = [0] * sides
            nc = 0
            mixed = -1  # -1 no chip yet, a side, or -2 for two sides
            for c in cells:
                o = chips[c]
                if o >= 0:
                    cnt[o] += 1
                    if mixed == -1:
                        mixed = o
                    elif mixed != o:
                        mixed = -2
                elif o == CORNER:
                    nc += 1
            counts.append(cnt)
            corners.append(nc)
            base.append(value(w, cnt, -1, EMPTY) if mixed >= 0 else 0.0)

    def _reachability(self, game: Game) -> list[list[float]]:
        """Per side and cell: 1, or ``WILD_ONLY`` when no copy of its card is left for it."""
        labels = self.labels
        mine = Counter(self.hand)
        out = []
        for y in range(self.sides):
            row = []
            for cell, label in enumerate(labels):
                if self.chips[cell] != EMPTY:
                    row.append(1.0)
                    continue
                copies = self.unseen[label] + (mine[label] if y == self.side else 0)
                row.append(1.0 if copies else self.params.wild_only)
            out.append(row)
        return out

    # -- chances ------------------------------------------------------------------

    def chance(self, y: int, cell: int) -> float:
        """Chance that side ``y`` can fill ``cell`` on its next turn (estimated)."""
        key = (y, cell)
        p = self._p_cache.get(key)
        if p is not None:
            return p
        label = self.labels[cell]
        if not self.cards:
            p = _roll_chance(int(label)) + _roll_chance(11)
        elif y == self.side:
            if label in self.hand or self.hand_wild:
                p = 1.0
            else:
                p = self._draw_chance(self.unseen[label] + self.unseen_wild, 1)
        elif self.missing and (label in self.missing or self.missing_wild):
            # the opponent held none of the missing cards at its last move; it
            # has drawn one card since
            outs = self.unseen[label] + self.unseen_wild
            kept = outs - (self.unseen[label] if label in self.missing else 0) - self.missing_wild
            total = self.unseen_total
            cards = self.side_cards[y]
            miss_new = 1.0 - outs / total if total > 0 else 1.0
            miss_kept = 1.0 - _hyper(kept, cards - 1, total - self.missing_total)
            p = 1.0 - miss_new * miss_kept
        else:
            p = self._draw_chance(self.unseen[label] + self.unseen_wild, self.side_cards[y])
        self._p_cache[key] = p
        return p

    def _draw_chance(self, outs: int, cards: int) -> float:
        return _hyper(outs, cards, self.unseen_total)

    # -- window values --------------------------------------------------------------

    def _value(self, w: int, cnt: list[int], changed: int, new_owner: int) -> float:
        owner = -1
        y = 0
        for n in cnt:
            if n:
                if owner >= 0:
                    return 0.0
                owner = y
            y += 1
        if owner < 0 or w in self._unusable[owner]:
            return 0.0
        k = cnt[owner] + self.corners[w]
        length = self.length
        if k >= length:
            v = self.complete[owner]
        elif k == length - 1:
            chips = self.chips
            empty = -1
            for c in self.lines.windows[w]:
                if c == changed:
                    if new_owner == EMPTY:
                        empty = c
                elif chips[c] == EMPTY:
                    empty = c
            p = self.chance(owner, empty) if empty >= 0 else 0.0
            bonus = self.own_bonus if owner == self.side else self.opponent_bonus
            v = self.threat + bonus * p * self.complete[owner]
        else:
            v = self.weight[k]
            if self.plan != 1.0 and owner == self.side and self.cards:
                chips = self.chips
                hand = self.hand
                labels = self.labels
                for c in self.lines.windows[w]:
                    if c != changed and chips[c] == EMPTY and labels[c] in hand:
                        v *= self.plan
            reach = self._reach
            if reach is not None:
                chips = self.chips
                row = reach[owner]
                for c in self.lines.windows[w]:
                    if c != changed and chips[c] == EMPTY:
                        v *= row[c]
        return v if owner == self.side else -v * self.opp_weight

    def delta(self, cell: int, new_owner: int) -> float:
        """Change of this side's score if ``cell`` came to hold ``new_owner`` (or EMPTY)."""
        old = self.chips[cell]
        total = 0.0
        counts = self.counts
        base = self.base
        for w in self.lines.through[cell]:
            cnt = counts[w][:]
            if old >= 0:
                cnt[old] -= 1
            if new_owner >= 0:
                cnt[new_owner] += 1
            total += self._value(w, cnt, cell, new_owner) - base[w]
        return total

    def score(self) -> float:
        """This side's score of the position (higher is better for it)."""
        game = self.game
        total = math.fsum(self.base)
        for y in range(self.sides):
            s = game.seq_count[y] * self.sequence
            total += s if y == self.side else -s * self.opp_weight
        return total

    def threats(self, y: int) -> list[tuple[int, int]]:
        """(window, empty cell) of every window where side ``y`` is one chip short."""
        out = []
        chips = self.chips
        for w, cnt in enumerate(self.counts):
            if cnt[y] and w not in self._unusable[y]:
                if cnt[y] + self.corners[w] == self.length - 1 and sum(cnt) == cnt[y]:
                    empty = [c for c in self.lines.windows[w] if chips[c] == EMPTY]
                    if empty:
                        out.append((w, empty[0]))
        return out

    def usable(self, window: int, side: int) -> bool:
        """Whether ``window`` can still make a sequence for ``side`` (it does not share two
        cells with one of that side's sequences in its direction)."""
        return window not in self._unusable[side]

    def completes(self, cell: int, side: int) -> bool:
        """Whether a chip of ``side`` on ``cell`` would complete a usable line."""
        counts = self.counts
        for w in self.lines.through[cell]:
            cnt = counts[w]
            if cnt[side] + self.corners[w] == self.length - 1 and sum(cnt) == cnt[side]:
                if w not in self._unusable[side] and self.chips[cell] == EMPTY:
                    return True
        return False

    def hot_cells(self) -> set[int]:
        """Empty cells in windows where some side is two chips or less short."""
        out: set[int] = set()
        chips = self.chips
        need = self.length - 2
        for w, cnt in enumerate(self.counts):
            total = sum(cnt)
            if total and max(cnt) == total and total + self.corners[w] >= need:
                out.update(c for c in self.lines.windows[w] if chips[c] == EMPTY)
        return out
