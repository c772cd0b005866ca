"""What a picture says, before it is drawn: seats' and sides' names, the status line, what a
Dice roll means, a move's caption, and a name fitted to the side panel. Every text comes from
the ``Words`` the caller hands in."""

from __future__ import annotations

from collections.abc import Mapping
from types import SimpleNamespace

from engine.snapshot import SeatView, SideView, Snapshot
from render.cards import ANIMALS, card_label
from render.text import drawable, fit, text_width
from render.words import Words


def seat_name(names: Mapping[int, str] | None, seat: int, words: Words) -> str:
    """Display name of a seat, or ``Player N`` (in ``words``) when it has none or none of its
    characters can be drawn (``seat_label_used`` tells which)."""
    if names and seat in names and names[seat] and drawable(str(names[seat])):
        return str(names[seat])
    return words("player", n=seat + 1)


def seat_label_used(names: Mapping[int, str] | None, seat: int) -> bool:
    """True when ``seat_name`` falls back to the seat's label (drawn in the side's colour)."""
    return not (names and seat in names and names[seat] and drawable(str(names[seat])))


def side_name(snapshot: Snapshot, side: SideView, names: Mapping[int, str] | None,
              words: Words) -> str:
    """Display name of a side: its players' names joined."""
    return (" & ".join(seat_name(names, s, words) for s in side.seats)
            or side.colour.capitalize())


def fit_template(key: str, words: Words, size: int, max_width: float, *, name: str,
                 **fields: object) -> str:
    """The label ``key`` with ``name`` shortened so that the whole line fits: the verb and the
    rest of the sentence are never cut, only the name."""
    full = words(key, name=name, **fields)
    if text_width(full, size) <= max_width:
        return full
    rest = text_width(words(key, name="", **fields), size)
    short = fit(name, size, max(size * 2.0, max_width - rest))
    return words(key, name=short, **fields)


def status_parts(snapshot: Snapshot, names: Mapping[int, str] | None,
                 words: Words) -> tuple[SideView | None, str, str, dict[str, object]]:
    """(side, label key, name, other fields) of the status line."""
    sides = {s.index: s for s in snapshot.sides}
    out = snapshot.outcome
    if out is not None:
        if out.winner is not None and out.winner in sides:
            winner = sides[out.winner]
            key = "won_resigned" if out.termination == "resignation" else "won"
            return winner, key, side_name(snapshot, winner, names, words), {}
        if out.termination == "draw":
            return None, "drawn", "", {}
        return None, "over", "", {"termination": out.termination}
    if snapshot.to_act is None:
        return None, "", "", {}
    seat = seat_view(snapshot, snapshot.to_act)
    side = sides.get(seat.side) if seat else None
    who = seat_name(names, snapshot.to_act, words)
    if snapshot.variant == "dice":
        if snapshot.pending_roll and snapshot.last_roll:
            return side, "rolled", who, {"total": sum(snapshot.last_roll)}
        return side, "to_roll", who, {}
    return side, "to_play", who, {}


def status_line(snapshot: Snapshot, names: Mapping[int, str] | None,
                words: Words) -> tuple[SideView | None, str]:
    """(side, words) of the status line: who is to act, or how the game ended."""
    side, key, name, fields = status_parts(snapshot, names, words)
    if not key:
        return side, ""
    return side, words(key, name=name, **fields)


def seat_view(snapshot: Snapshot, index: int) -> SeatView | None:
    """The seat ``index`` of the snapshot, if it has one."""
    for seat in snapshot.seats:
        if seat.index == index:
            return seat
    return None


# --------------------------------------------------------------------------- dice rules


def dice_options(snapshot: Snapshot) -> tuple[str, tuple[int, ...]]:
    """What the pending roll lets the player to act do, and on which cells:
    (``place`` | ``replace`` | ``remove`` | ``nothing``, cells).

    The rule itself is the engine's (``DiceGame.options``), asked about the snapshot's
    position; nothing is decided here.
    """
    if (snapshot.variant != "dice" or not snapshot.last_roll or snapshot.to_act is None
            or snapshot.outcome is not None):
        return "nothing", ()
    from engine.boards import BOARDS
    from engine.dice_game import DiceGame
    from engine.sequences import EMPTY

    position = SimpleNamespace(
        side_of={s.index: s.side for s in snapshot.seats}, to_act=snapshot.to_act,
        chips=[EMPTY if c is None else c for c in snapshot.chips], board=BOARDS["dice"])
    action, cells = DiceGame.options(position, sum(snapshot.last_roll))  # type: ignore[arg-type]
    return action, tuple(cells)


def roll_parts(snapshot: Snapshot) -> tuple[str, dict[str, object], bool] | None:
    """What the roll means, before it is put in words: (words key, its fields, roll again),
    or None when there is nothing to say."""
    if not snapshot.last_roll or snapshot.outcome is not None:
        return None
    total = sum(snapshot.last_roll)
    if snapshot.pending_roll:
        action = dice_options(snapshot)[0]
    else:
        # Only a roll that could not be used is worth saying once the turn has moved on.
        ev = snapshot.last_event
        if ev is None or ev.kind != "nothing" or ev.roll is None:
            return None
        action, total = "nothing", sum(ev.roll)
    again = total in (2, 12) and action != ""
    if action == "nothing":
        return "roll.nothing", {"total": total}, again
    if total == 10:
        return "roll.remove", {}, again
    if total == 11:
        return ("roll.any_replace" if action == "replace" else "roll.any"), {}, again
    if action == "replace":
        return "roll.replace", {"total": total}, again
    return "roll.place", {"total": total}, again


def roll_meaning(snapshot: Snapshot, words: Words) -> str:
    """The roll's meaning in words, e.g. ``10: remove an opponent's chip``."""
    parts = roll_parts(snapshot)
    if parts is None:
        return ""
    key, fields, again = parts
    text = words(key, **fields)
    if again:
        text += " · " + words("roll.again")
    return text


SMALLEST_NAME = 16
"""Font size below which a name in the panel is cut rather than shrunk further."""


def name_lines(name: str, size: int, width: float, height: float) -> tuple[int, list[str]]:
    """A name in the panel as (font size, lines): on one line at ``size`` when it fits, else
    a little smaller, else on two lines (``height`` allowing) broken between words, so that a
    long name such as "🤖 Computer 1 (hard)" is shown whole. Cut (with "…") only when even
    that fails."""
    for s in range(size, max(SMALLEST_NAME, size - 4) - 1, -2):
        if text_width(name, s) <= width:
            return s, [name]
    words = name.split(" ")
    for s in range(size - 2, SMALLEST_NAME - 1, -2):
        if 2 * s + 2 > height:
            continue
        for k in range(len(words) - 1, 0, -1):
            first, second = " ".join(words[:k]), " ".join(words[k:])
            if text_width(first, s) <= width and text_width(second, s) <= width:
                return s, [first, second]
    for s in range(size - 6, SMALLEST_NAME - 1, -1):  # one long word: smaller still
        if text_width(name, s) <= width:
            return s, [name]
    return size, [fit(name, size, width)]


def move_caption(text: str, words: Words) -> str:
    """A move's text with its cards as players see them: ``KS J4`` → ``K♠ J4``,
    ``TIGER B3`` → ``Tiger B3`` (in ``words``' language); spaces and words stay as they are."""
    return " ".join(card_label(w, words) if _is_card(w) else w for w in text.split())


def _is_card(word: str) -> bool:
    """A card code in a move's text (``KS``, ``TIGER``), not a space (``J4``) or a word."""
    word = word.upper()
    return word in ANIMALS or (len(word) == 2 and word[0] in "23456789TJQKA"
                               and word[1] in "SHDC")
