"""Moves and their short text form.

==================  ===============================================
text                meaning
==================  ===============================================
``QS B3``           play the card QS and put a chip on B3 (any variant with
                    cards: a two-eyed jack or unicorn places anywhere free,
                    a one-eyed jack or dragon removes the chip on B3)
``dead 9D``         turn in a dead card and draw a replacement
``pass``            no legal play: the turn passes
``roll``            Dice: roll the two dice
``B3``              Dice: use the roll on B3 (place, replace or remove)
``draw s1``         strict draw: seat 1 draws its card
``talk 0``          table-talk penalty on side 0
``forfeit s2 QS``   seat 2 forfeits QS under the table-talk penalty
``timeout``         the seat to act ran out of time and loses its turn
``resign s1``       seat 1 resigns for its side
``drop s3``         seat 3 leaves the game (its side plays on without it)
``abandon``         the game is abandoned
==================  ===============================================

Seats are numbered from 0 in turn order, sides from 0 in colour order.
``parse_move(str(move)) == move`` for every move.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from engine.cards import normalise_card
from engine.errors import InvalidMoveError

PLAY, DEAD, PASS, ROLL, CHOOSE = "play", "dead", "pass", "roll", "choose"
DRAW, TALK, FORFEIT, TIMEOUT, RESIGN, DROP, ABANDON = (
    "draw",
    "talk",
    "forfeit",
    "timeout",
    "resign",
    "drop",
    "abandon",
)
KINDS = (PLAY, DEAD, PASS, ROLL, CHOOSE, DRAW, TALK, FORFEIT, TIMEOUT, RESIGN, DROP, ABANDON)
TURN_KINDS = frozenset({PLAY, DEAD, PASS, ROLL, CHOOSE})
"""Moves only the seat to act makes."""
OWN_SEAT_KINDS = frozenset({DRAW, FORFEIT, RESIGN})
"""Moves a player makes for the seat the move names, which must be the player's own."""


@dataclass(frozen=True, slots=True)
class Move:
    """One move. Which fields are set depends on ``kind``.

    ``space`` is a space name such as ``B3``; ``seat`` names the acting seat of
    out-of-turn moves (draw, forfeit, resign, drop) or the side of ``talk``.
    """

    kind: str
    card: str | None = None
    space: str | None = None
    seat: int | None = None

    def __str__(self) -> str:
        k = self.kind
        if k == PLAY:
            return f"{self.card} {self.space}"
        if k == CHOOSE:
            return str(self.space)
        if k == DEAD:
            return f"dead {self.card}"
        if k in (DRAW, RESIGN, DROP):
            return f"{k} s{self.seat}"
        if k == FORFEIT:
            return f"forfeit s{self.seat} {self.card}"
        if k == TALK:
            return f"talk {self.seat}"
        return k


def _space(text: str) -> str:
    t = text.strip().upper()
    if len(t) < 2 or not ("A" <= t[0] <= "Z") or not t[1:].isdigit() or t[1] == "0":
        raise InvalidMoveError(f"{text!r} is not a space; name one like B3", "bad_space", text=text)
    return t


def _seat(text: str) -> int:
    t = text.strip().lower()
    if not (t.startswith("s") and t[1:].isdigit()):
        raise InvalidMoveError(f"{text!r} is not a seat; write s0, s1, …", "bad_seat", text=text)
    return int(t[1:])


@lru_cache(maxsize=4096)
def parse_move(text: str) -> Move:
    """Parse a move's text form (case-insensitive, ``10`` accepted for ``T``).

    >>> parse_move("qs b3")
    Move(kind='play', card='QS', space='B3', seat=None)
    >>> str(parse_move("forfeit s2 10h"))
    'forfeit s2 TH'
    """
    parts = text.split()
    if not parts:
        raise InvalidMoveError("an empty move", "empty")
    head = parts[0].lower()
    n = len(parts)
    if head in (PASS, ROLL, TIMEOUT, ABANDON):
        if n != 1:
            raise InvalidMoveError(f"{head!r} takes nothing after it", "bad_move", text=text)
        return Move(head)
    if head == DEAD:
        if n != 2:
            raise InvalidMoveError("write a dead card as: dead 9D", "bad_move", text=text)
        return Move(DEAD, card=normalise_card(parts[1]))
    if head in (DRAW, RESIGN, DROP):
        if n != 2:
            raise InvalidMoveError(f"write it as: {head} s1", "bad_move", text=text)
        return Move(head, seat=_seat(parts[1]))
    if head == FORFEIT:
        if n != 3:
            raise InvalidMoveError("write a forfeit as: forfeit s1 QS", "bad_move", text=text)
        return Move(FORFEIT, card=normalise_card(parts[2]), seat=_seat(parts[1]))
    if head == TALK:
        if n != 2 or not parts[1].isdigit():
            raise InvalidMoveError(
                "write a table-talk penalty as: talk 1 (the side)", "bad_move", text=text
            )
        return Move(TALK, seat=int(parts[1]))
    if n == 1:
        return Move(CHOOSE, space=_space(parts[0]))
    if n == 2:
        return Move(PLAY, card=normalise_card(parts[0]), space=_space(parts[1]))
    raise InvalidMoveError(
        f"{text!r} is not a move; write a card and a space, like QS B3", "bad_move", text=text
    )
