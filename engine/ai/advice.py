"""Every move of a seat, best first, each with a short note of what it does.

The hand panel lists a player's complete moves in this order, and a Dice board the spaces of
the roll, so the moves a strong player would consider come first, and says of each what a
table player would see at a glance: it wins, completes a sequence, blocks a line an opponent
could complete next, breaks an opponent's line, or makes a line of so many chips. The order
is the hard player's own (``engine.ai.players.score_moves``), with winning moves first and
dead cards (which cost nothing: the turn goes on) before the plays. Like every player here it
reads only what the seat may see.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.ai.evaluate import Analysis
from engine.ai.players import cell_of, score_moves
from engine.ai.tactics import winning
from engine.cards import REMOVE, card_kind
from engine.dice_game import REMOVE_CHIP
from engine.game import Game
from engine.moves import CHOOSE, DEAD, PLAY, Move

WINS = "win"
"""The move wins the game now."""
SEQUENCE = "sequence"
"""The move completes a sequence (not yet the last one needed)."""
BLOCK = "block"
"""The move takes a space where an opponent would complete a sequence."""
BREAK = "break"
"""The move removes a chip from an opponent's line (``length`` chips in it, at least 2,
the chip taken off and the corners counted)."""
LINE = "line"
"""The move makes a line of ``length`` of the seat's chips (corners counted)."""
DEAD_CARD = "dead"
"""The move turns in a dead card (the turn goes on)."""
NOTES = (WINS, SEQUENCE, BLOCK, BREAK, LINE, DEAD_CARD)


@dataclass(frozen=True)
class Advice:
    """One legal move, what it does (``note``, one of ``NOTES`` or ``""``; ``length`` for a
    line) and the hard player's score of it (higher is better)."""

    move: Move
    note: str
    length: int = 0
    score: float = 0.0


def ranked_moves(game: Game, seat: int) -> list[Advice]:
    """Every legal move of ``seat``, best first, with what each does."""
    moves = game.legal_moves(seat)
    if not moves:
        return []
    plays = [m for m in moves if m.kind in (PLAY, CHOOSE)]
    scores: dict[Move, float] = {}
    notes: dict[Move, tuple[str, int]] = {}
    if plays:
        a = Analysis(game, seat)
        scores = {m: s for s, m in score_moves(game, seat, plays, a)}
        removing = any(m.kind == CHOOSE for m in plays) and _dice_removes(game, seat)
        notes = {m: _note(game, a, m, removing) for m in plays}
        for m in winning(game, seat, plays) if seat == game.to_act else ():
            notes[m] = (WINS, 0)
    advice = []
    for m in moves:
        if m.kind == DEAD:
            advice.append(Advice(m, DEAD_CARD, 0, float("inf")))
        elif m.kind in (PLAY, CHOOSE):
            note, length = notes[m]
            score = scores.get(m, 0.0) + (1e9 if note == WINS else 0.0)
            advice.append(Advice(m, note, length, score))
        else:
            advice.append(Advice(m, "", 0, float("-inf")))
    advice.sort(key=lambda a: (-a.score, str(a.move)))
    return advice


def _dice_removes(game: Game, seat: int) -> bool:
    """Whether the Dice roll ``seat`` chooses a space for takes a chip off (a 10)."""
    return bool(game.options(sum(game.roll), seat)[0] == REMOVE_CHIP)  # type: ignore[attr-defined]


def _note(game: Game, a: Analysis, move: Move, removing: bool = False) -> tuple[str, int]:
    """What a play (or a Dice choice; ``removing`` for a 10) does, by the windows through
    its space."""
    cell = cell_of(game, move.space or "")
    side = a.side
    owner = game.chips[cell]
    if card_kind(move.card or "") == REMOVE or move.kind == CHOOSE and removing:
        length = _longest(a, cell, owner) + 1  # the chip taken off counted
        return (BREAK, length) if length >= 2 else ("", 0)
    if owner >= 0:  # a Dice roll whose spaces are all covered: this chip replaces another
        broken = _longest(a, cell, owner) + 1
        made = _longest(a, cell, side, instead=True) + 1
        if broken >= 2 and broken >= made:
            return BREAK, broken
        return (LINE, made) if made >= 2 else ("", 0)
    if a.completes(cell, side):
        last = game.seq_count[side] + 1 >= game.settings.sequences_to_win
        return (WINS if last else SEQUENCE), 0
    if any(a.completes(cell, y) for y in range(a.sides) if y != side):
        return BLOCK, 0
    length = _longest(a, cell, side) + 1
    return (LINE, length) if length >= 2 else ("", 0)


def _longest(a: Analysis, cell: int, side: int, *, instead: bool = False) -> int:
    """The most chips of ``side`` (corners counted) in one usable window through ``cell``
    that holds no other side's chip, not counting ``cell`` itself; with ``instead``, as if
    the chip on ``cell`` were gone (a Dice replacement)."""
    best = 0
    owner = a.chips[cell]
    for w in a.lines.through[cell]:
        counts = list(a.counts[w])
        if owner >= 0 and (instead or owner == side):
            counts[owner] -= 1
        if sum(counts) != counts[side] or not a.usable(w, side):
            continue
        best = max(best, counts[side] + a.corners[w])
    return best
