"""A learned win chance for classic Sequence and Sequence for Kids, and the moves ranked by it.

The hard evaluation sums hand-set weights over lines; this is a logistic model
fitted to what actually wins. Its features describe a position *just after a
move*, seen by the side that made it (the other side is to act): lines per side
by chips in them, the spaces that would complete a line, which of those this
side holds a card for, the chance the opponent holds one (from the cards this
side has not seen), sequences, and the jacks in hand and still unseen. The
weights were fitted by ``scripts/train_evaluation.py`` on 240,000 positions
from 5,000 hard-vs-hard games (held-out log loss 0.615, against 0.693 for a
coin); see engine/ai/README.md. Games of two teams of two, of three players and
2-player Sequence for Kids have their own weights (``TEAM_WEIGHTS``, ``THREE_WEIGHTS``,
``KIDS_WEIGHTS``), fitted the same way on those games (``kind_of``). A line the
opponent (to act) can complete is weighed explicitly on top (``_with_threat``).

Reads only what the seat may see: its own hand, the board, the sequences, the
public discard piles and the hand size of the opponent to act next.
"""

from __future__ import annotations

import math
from collections import Counter

from engine.ai.evaluate import _hyper
from engine.ai.lines import lines_for
from engine.ai.view import unseen_counter, wild_count
from engine.cards import REMOVE, WILD, card_kind
from engine.game import Game
from engine.moves import DEAD, PLAY, Move
from engine.sequences import CORNER, EMPTY

WEIGHTS: dict[str, float] = {
    "me_n1": 0.116474,  # own lines with 1 chip (÷10)
    "me_n2": 0.124265,  # ... with 2 chips (÷5)
    "me_n3": 0.061358,  # ... with 3 chips
    "me_t": 0.213147,  # spaces that would complete an own line
    "me_seq": 1.523487,  # own sequences
    "me_seq_t": -0.042810,  # completing spaces once a sequence is made
    "op_n1": -0.121065,
    "op_n2": -0.119824,
    "op_n3": -0.068904,
    "op_t": -0.021754,
    "op_seq": -1.425836,
    "op_seq_t": -0.059882,
    "me_t_held": 0.434143,  # own completing spaces this side holds a card for
    "op_t_p": -0.539766,  # opponent's completing spaces, times the chance it holds a card
    "op_t_blockable": -0.033348,  # opponent's completing spaces this side can take
    "me_wild": 0.317005,  # two-eyed jacks in hand
    "me_remove": 0.345642,  # one-eyed jacks in hand
    "un_wild_frac": 0.354891,  # share of two-eyed jacks among unseen cards (×7)
    "un_remove_frac": -0.225416,  # share of one-eyed jacks among unseen cards (×7)
    "me_playable3": 0.175237,  # spaces of own 3-chip lines that a held card fits
    "op_t_unblockable": 0.011595,
    "me_t2held": -0.438786,  # two or more held completing spaces
    "me_seq_held": 1.566261,  # held completing spaces once a sequence is made (a win)
    "op_seq_p": 0.046561,
    "me_n3_fill": 0.029324,  # own 3-chip lines a held card extends (÷3)
    "op_n3_block": 0.123384,  # opponent's 3-chip lines a held card blocks (÷3)
    "me_t_win": 0.204559,  # own lines one chip short (÷2)
    "op_t_win": -0.175192,
}
"""The model's weights by feature (fitted; see the module docstring)."""
BIAS = -0.294053
"""The model's intercept."""
FEATURES: tuple[str, ...] = tuple(WEIGHTS)
"""The features in the order ``features`` returns them."""
_W = tuple(WEIGHTS.values())
TEAM_WEIGHTS: dict[str, float] = {
    "me_n1": 0.079829,
    "me_n2": 0.104362,
    "me_n3": 0.058624,
    "me_t": 0.269211,
    "me_seq": 1.471050,
    "me_seq_t": 0.023079,
    "op_n1": -0.076509,
    "op_n2": -0.097910,
    "op_n3": -0.071480,
    "op_t": -0.095100,
    "op_seq": -1.445211,
    "op_seq_t": -0.059245,
    "me_t_held": 0.338549,
    "op_t_p": -0.344202,
    "op_t_blockable": 0.002511,
    "me_wild": 0.311795,
    "me_remove": 0.344146,
    "un_wild_frac": 0.122225,
    "un_remove_frac": -0.172099,
    "me_playable3": 0.028561,
    "op_t_unblockable": -0.097611,
    "me_t2held": -0.640525,
    "me_seq_held": 0.397335,
    "op_seq_p": -0.112713,
    "me_n3_fill": 0.276194,
    "op_n3_block": 0.147317,
    "me_t_win": 0.189621,
    "op_t_win": -0.172503,
}
"""The weights for two teams of two, fitted the same way on 273,000
positions of 6,000 hard-vs-hard games of two teams of two (held-out log loss 0.607)."""
TEAM_BIAS = -0.227727
"""The intercept for two teams."""
_TEAM_W = tuple(TEAM_WEIGHTS[name] for name in WEIGHTS)
KIDS_WEIGHTS: dict[str, float] = {
    "me_n1": 0.122639,
    "me_n2": 0.190954,
    "me_n3": 0.000000,
    "me_t": 0.300406,
    "me_seq": 0.000000,
    "me_seq_t": 0.000000,
    "op_n1": -0.148730,
    "op_n2": -0.345166,
    "op_n3": 0.000000,
    "op_t": -0.133418,
    "op_seq": 0.000000,
    "op_seq_t": 0.000000,
    "me_t_held": 1.082397,
    "op_t_p": -0.464985,
    "op_t_blockable": 0.049622,
    "me_wild": 0.625432,
    "me_remove": 0.552154,
    "un_wild_frac": -0.009362,
    "un_remove_frac": -0.225287,
    "me_playable3": 0.147320,
    "op_t_unblockable": -0.183040,
    "me_t2held": -0.660722,
    "me_seq_held": 0.000000,
    "op_seq_p": 0.000000,
    "me_n3_fill": 0.167322,
    "op_n3_block": 0.135590,
    "me_t_win": 0.193883,
    "op_t_win": -0.166617,
}
"""The weights for 2-player Sequence for Kids (lines of four), fitted the same way on
247,602 positions of 20,000 hard-vs-hard games (``scripts/train_evaluation.py --variant
kids --games 20000``; held-out log loss 0.652). Lines there are four long: "n2" counts
lines of two chips, "n3" is always 0, and so are the sequence terms (one sequence wins)."""
KIDS_BIAS = -0.168410
"""The intercept for Sequence for Kids."""
THREE_WEIGHTS: dict[str, float] = {
    "me_n1": -0.003593,
    "me_n2": 0.101608,
    "me_n3": 0.071509,
    "me_t": 0.383835,
    "me_seq": 0.000000,
    "me_seq_t": 0.000000,
    "op_n1": -0.064465,
    "op_n2": -0.054074,
    "op_n3": -0.046783,
    "op_t": -0.009190,
    "op_seq": 0.000000,
    "op_seq_t": 0.000000,
    "me_t_held": 0.853742,
    "op_t_p": -0.403441,
    "op_t_blockable": 0.150964,
    "me_wild": 0.363969,
    "me_remove": 0.227846,
    "un_wild_frac": -0.013526,
    "un_remove_frac": -0.356596,
    "me_playable3": 0.259387,
    "op_t_unblockable": -0.160154,
    "me_t2held": -1.218905,
    "me_seq_held": 0.000000,
    "op_seq_p": 0.000000,
    "me_n3_fill": 0.085724,
    "op_n3_block": 0.084669,
    "me_t_win": 0.175695,
    "op_t_win": -0.106062,
}
"""The weights for classic games of three players (three sides), fitted the same way on
307,184 positions of 6,000 hard-vs-hard games (``scripts/train_evaluation.py --players 3
--games 6000``; held-out log loss 0.617, against 0.637 for always guessing one in three).
The "op" features there add up both opponents (``_assemble``); one sequence wins, so the
sequence terms are 0."""
THREE_BIAS = -0.506065
"""The intercept for three sides."""
LINE = 5
"""Line length of classic games."""
CERTAIN = 100.0
"""Logit given to a move that completes a line (taken before any other)."""


def kind_of(game: Game) -> str | None:
    """Which weights fit this game: ``"duo"`` (classic, two players), ``"teams"`` (classic,
    two teams of two), ``"three"`` (classic, three players), ``"kids"`` (Sequence for Kids,
    two players), or None (not fitted or not measured: teams of three, three teams, dice,
    other line lengths)."""
    s = game.settings
    if s.variant == "classic" and s.line_length == LINE and s.sides == 3:
        return "three" if game.n_seats == 3 else None
    if s.sides != 2:
        return None
    if s.variant == "classic" and s.line_length == LINE:
        return {2: "duo", 4: "teams"}.get(game.n_seats)
    if s.variant == "kids" and game.n_seats == 2:
        return "kids"
    return None


def applies(game: Game) -> bool:
    """Whether the model has weights for this game (``kind_of``)."""
    return kind_of(game) is not None


_PARAMS: dict[str, tuple[tuple[float, ...], float]] = {
    "duo": (_W, BIAS),
    "teams": (_TEAM_W, TEAM_BIAS),
    "kids": (tuple(KIDS_WEIGHTS[name] for name in FEATURES), KIDS_BIAS),
    "three": (tuple(THREE_WEIGHTS[name] for name in FEATURES), THREE_BIAS),
}
"""Per kind of game (``kind_of``), the weights in ``FEATURES`` order and the intercept."""


def _params(kind: str) -> tuple[tuple[float, ...], float]:
    """The weights (``FEATURES`` order) and intercept of one kind of game."""
    return _PARAMS[kind]


OPPONENT_CARDS = "next"
"""Whose cards give the opponent's chance to complete a line: the ``"next"`` opponent's (the
one to act) or ``"all"`` the opponents' (research: 53.0% against 52.1% for the model's greedy
player against hard over 2,000 games of two teams)."""


def opponent_cards(game: Game, seat: int) -> int:
    """The cards held by the opponent to act after ``seat`` (in two-player games, the
    opponent's hand)."""
    me = game.side_of[seat]
    if OPPONENT_CARDS == "all":
        return sum(len(game.hand(s)) for s in range(game.n_seats)
                   if game.side_of[s] != me and game.active[s])
    for k in range(1, game.n_seats):
        s = (seat + k) % game.n_seats
        if game.side_of[s] != me and game.active[s]:
            return len(game.hand(s))
    return 0


def unusable_windows(game: Game) -> list[set[int]]:
    """Per side, the windows that share two cells with one of its sequences (no new line)."""
    lines = lines_for(game.board.name, game.settings.line_length)
    out: list[set[int]] = [set() for _ in range(game.settings.sides)]
    for seq in game.sequences:
        cells = set(seq.cells)
        for c in seq.cells:
            for w in lines.through[c]:
                if lines.direction[w] == seq.direction and len(cells.intersection(
                        lines.windows[w])) >= 2:
                    out[seq.side].add(w)
    return out


class _Scan:
    """Per-side line counts of one board: lines by chips in them (1 to 3), how many lines
    each empty space would complete, and the 3-chip lines (by window)."""

    __slots__ = ("counts", "completing", "threes", "line")

    def __init__(
        self,
        counts: tuple[list[int], ...],
        completing: tuple[dict[int, int], ...],
        threes: tuple[set[int], ...],
        line: int,
    ) -> None:
        self.counts = counts
        self.completing = completing
        self.threes = threes
        self.line = line

    @classmethod
    def empty(cls, line: int = LINE, sides: int = 2) -> _Scan:
        """The counts of a board with no lines (lines of ``line`` spaces, ``sides`` sides)."""
        return cls(tuple([0, 0, 0, 0] for _ in range(sides)),
                   tuple({} for _ in range(sides)), tuple(set() for _ in range(sides)), line)

    def copy(self) -> _Scan:
        """An independent copy."""
        return _Scan(
            tuple(list(c) for c in self.counts),
            tuple(dict(c) for c in self.completing),
            tuple(set(t) for t in self.threes),
            self.line,
        )


def _window(chips: list[int], cells: tuple[int, ...]) -> tuple[int, int, tuple[int, ...]]:
    """A window's owner (-1 no chip, -2 both sides), chips plus corners, and empty cells."""
    owner, chips_in, corners = -1, 0, 0
    empty: list[int] = []
    for c in cells:
        o = chips[c]
        if o == CORNER:
            corners += 1
        elif o == EMPTY:
            empty.append(c)
        elif owner == -1:
            owner, chips_in = o, 1
        elif owner == o:
            chips_in += 1
        else:
            return -2, 0, ()
    return owner, chips_in + corners, tuple(empty)


def _count(
    scan: _Scan, w: int, state: tuple[int, int, tuple[int, ...]], unusable: list[set[int]],
    sign: int,
) -> None:
    """Add (``sign`` 1) or take away (-1) one window's share of ``scan``."""
    owner, k, empty = state
    if owner < 0 or w in unusable[owner]:
        return
    line = scan.line
    if k == line - 1:
        completing = scan.completing[owner]
        completing[empty[0]] = completing.get(empty[0], 0) + sign
    elif 1 <= k <= line - 2:
        scan.counts[owner][k] += sign
        if k == line - 2:
            if sign > 0:
                scan.threes[owner].add(w)
            else:
                scan.threes[owner].discard(w)


class Position:
    """What the features need of one position seen by ``seat``, computed once per decision;
    ``after`` then updates only the lines through the space a move changes."""

    def __init__(self, game: Game, seat: int, like: Position | None = None) -> None:
        """``like``, a position of the same game a few chips earlier, saves rescanning the
        lines no changed space is in."""
        self.game = game
        self.me = game.side_of[seat]
        self.hand: list[str] = list(game.hand(seat))
        self.unseen: Counter[str] = unseen_counter(game, seat)
        self.unseen_stats = _unseen_stats(self.unseen)
        self.opp_cards = opponent_cards(game, seat)
        self.unusable = unusable_windows(game)
        self.line = game.settings.line_length
        self.lines = lines_for(game.board.name, self.line)
        self.chips = chips = list(game.chips)
        windows = self.lines.windows
        self.states: list[tuple[int, int, tuple[int, ...]]]
        self.scan: _Scan
        if like is not None and like.unusable == self.unusable and like.lines is self.lines:
            self.states = list(like.states)
            self.scan = like.scan.copy()
            changed = {
                w
                for c, (a, b) in enumerate(zip(like.chips, chips, strict=True))
                if a != b
                for w in self.lines.through[c]
            }
            for w in changed:
                _count(self.scan, w, self.states[w], self.unusable, -1)
                self.states[w] = state = _window(chips, windows[w])
                _count(self.scan, w, state, self.unusable, 1)
            return
        self.states = [_window(chips, cells) for cells in windows]
        self.scan = _Scan.empty(self.line, game.settings.sides)
        for w, state in enumerate(self.states):
            _count(self.scan, w, state, self.unusable, 1)

    def completes(self, cell: int) -> bool:
        """Whether this side's chip on ``cell`` would complete a usable line."""
        return bool(self.scan.completing[self.me].get(cell, 0) > 0)

    def hot_cells(self) -> set[int]:
        """Empty cells of lines (with a chip) that one side is two chips or less short of."""
        out: set[int] = set()
        for owner, k, empty in self.states:
            if owner >= 0 and k >= self.line - 2:
                out.update(empty)
        return out

    def after(self, move: Move) -> tuple[list[float], float]:
        """The features after this seat plays ``move`` (a card play), before it draws, and
        the chance the opponent can then complete a line (``features``)."""
        cell = self.game.board.parse_space(move.space or "")
        chips = self.chips
        scan = self.scan.copy()
        old = chips[cell]
        chips[cell] = EMPTY if card_kind(move.card or "") == REMOVE else self.me
        windows = self.lines.windows
        states = self.states
        changed: dict[int, tuple[int, int, tuple[int, ...]]] = {}
        for w in self.lines.through[cell]:
            _count(scan, w, states[w], self.unusable, -1)
            changed[w] = state = _window(chips, windows[w])
            _count(scan, w, state, self.unusable, 1)
        chips[cell] = old
        empties = {w: (changed[w] if w in changed else states[w])[2]
                   for t in scan.threes for w in t}
        hand = list(self.hand)
        hand.remove(move.card or "")
        return _assemble(self.game, self.me, scan, empties, hand, self.unseen_stats,
                         self.opp_cards)


def features(
    game: Game,
    chips: list[int],
    me: int,
    hand: list[str],
    unseen: Counter[str],
    opp_cards: int,
    unusable: list[set[int]],
) -> tuple[list[float], float]:
    """The model's features (``FEATURES`` order) of ``chips`` seen by side ``me``, and the
    chance that the opponent (to act) holds a card completing one of its lines."""
    line = game.settings.line_length
    scan = _Scan.empty(line, game.settings.sides)
    empties: dict[int, tuple[int, ...]] = {}
    for w, cells in enumerate(lines_for(game.board.name, line).windows):
        state = _window(chips, cells)
        _count(scan, w, state, unusable, 1)
        empties[w] = state[2]
    return _assemble(game, me, scan, empties, hand, _unseen_stats(unseen), opp_cards)


def _unseen_stats(unseen: Counter[str]) -> tuple[Counter[str], int, int, int]:
    """The unseen cards with their number, two-eyed jacks and one-eyed jacks among them."""
    remove = sum(n for c, n in unseen.items() if card_kind(c) == REMOVE)
    return unseen, max(1, sum(unseen.values())), wild_count(unseen), remove


def _assemble(
    game: Game,
    me: int,
    scan: _Scan,
    empties: dict[int, tuple[int, ...]],
    hand: list[str],
    unseen_stats: tuple[Counter[str], int, int, int],
    opp_cards: int,
) -> tuple[list[float], float]:
    """The feature row and the opponent's completing chance from a board's line counts.

    With three sides the two opponents count as one: their lines added up, their
    completing spaces together, the better one's sequences."""
    labels = game.board.labels
    ops = [y for y in range(len(scan.counts)) if y != me]
    counts = scan.counts
    completing = [{c for c, n in d.items() if n > 0} for d in scan.completing]
    short = [sum(d.values()) for d in scan.completing]
    op_counts = [sum(counts[y][k] for y in ops) for k in range(4)]
    op_completing = set().union(*(completing[y] for y in ops))
    op_short = sum(short[y] for y in ops)
    hand_set = set(hand)
    own_cells3: set[int] = set()
    fill3 = block3 = 0
    for owner in (me, *ops):
        for w in scan.threes[owner]:
            empty = empties[w]
            fits = any(labels[c] in hand_set for c in empty)
            if owner == me:
                own_cells3.update(empty)
                fill3 += fits
            else:
                block3 += fits
    wild_in = sum(1 for c in hand if card_kind(c) == WILD)
    remove_in = sum(1 for c in hand if card_kind(c) == REMOVE)
    unseen, total, unseen_wild, unseen_remove = unseen_stats
    held = sum(1 for c in completing[me] if wild_in or labels[c] in hand_set)
    op_chance = 0.0
    op_none = 1.0
    blockable = 0
    for c in op_completing:
        p = _hyper(unseen[labels[c]] + unseen_wild, opp_cards, total)
        op_chance += p
        op_none *= 1.0 - p
        if wild_in or labels[c] in hand_set:
            blockable += 1
    seqs = game.seq_count
    my_seq = seqs[me]
    op_seq = max(seqs[y] for y in ops)
    row: list[float] = []
    for cs, t, sq in ((counts[me], len(completing[me]), my_seq),
                      (op_counts, len(op_completing), op_seq)):
        row += [cs[1] / 10, cs[2] / 5, cs[3], t, sq, t if sq else 0]
    row += [
        held, op_chance, blockable, wild_in, remove_in,
        unseen_wild / total * 7, unseen_remove / total * 7,
        sum(1 for c in own_cells3 if labels[c] in hand_set),
        len(op_completing) - blockable, 1.0 if held >= 2 else 0.0,
        held if my_seq else 0, op_chance if op_seq else 0,
        fill3 / 3, block3 / 3, short[me] / 2, op_short / 2,
    ]
    return row, 1.0 - op_none


def logit(row: list[float], kind: str = "duo") -> float:
    """The model's log-odds that the side which just moved wins, by the weights of
    ``kind`` (see ``kind_of``)."""
    weights, bias = _params(kind)
    return bias + math.fsum(x * w for x, w in zip(row, weights, strict=True))


def ranked_moves(
    game: Game, seat: int, like: Position | None = None
) -> list[tuple[float, Move]]:
    """``seat``'s moves with the model's log-odds after each, best first.

    A dead card is turned in first (alone in the list); a move that completes a
    line gets ``CERTAIN`` (a normal card before a jack); two-eyed jacks are
    tried only on spaces of lines two chips or less short. ``seat`` must be
    to act, in a game the model ``applies`` to. ``like`` (see ``Position``) only
    saves time.
    """
    moves = game.legal_moves(seat)
    for m in moves:
        if m.kind == DEAD:
            return [(0.0, m)]
    plays = [m for m in moves if m.kind == PLAY]
    if not plays:
        return [(0.0, m) for m in moves]
    position = Position(game, seat, like)
    me = position.me
    model = kind_of(game) or "duo"
    hot = position.hot_cells()
    out: list[tuple[float, Move]] = []
    for m in plays:
        kind = card_kind(m.card or "")
        cell = game.board.parse_space(m.space or "")
        if kind != REMOVE and position.completes(cell):
            out.append((CERTAIN - (kind == WILD), m))
        elif kind != WILD or cell in hot:
            row, threat = position.after(m)
            out.append((_with_threat(logit(row, model), threat, game, me, model), m))
    if not out:
        out = [(0.0, plays[0])]
    out.sort(key=lambda t: -t[0])
    return out


def _with_threat(z: float, threat: float, game: Game, me: int, kind: str = "duo") -> float:
    """The log-odds ``z`` of a position where the opponent, to act, completes a line with
    chance ``threat``: the model alone undervalues that (in its training games such lines
    were nearly always blocked at once), so the completion is weighed explicitly — a win for
    the opponent if it is its last sequence, else one sequence more for it."""
    if threat <= 0.0:
        return z
    op_seq = max(n for y, n in enumerate(game.seq_count) if y != me)
    if op_seq + 1 >= game.settings.sequences_to_win:
        completed = 0.0
    else:
        weights, _ = _params(kind)
        completed = win_chance(z + weights[FEATURES.index("op_seq")])
    v = (1.0 - threat) * win_chance(z) + threat * completed
    v = min(max(v, 1e-12), 1.0 - 1e-12)
    return math.log(v / (1.0 - v))


def win_chance(z: float) -> float:
    """Log-odds to a probability (a completing move counts as certain)."""
    if z >= CERTAIN - 1:
        return 1.0
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))
