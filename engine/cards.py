"""Decks and what each card does."""

from __future__ import annotations

from engine.errors import InvalidMoveError

CLASSIC_RANKS = "23456789TJQKA"
"""Ranks in cutting order, aces high; the board has no J."""
SUITS = "SHDC"
SUIT_SYMBOLS = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}

TWO_EYED_JACKS = frozenset({"JC", "JD"})
"""Wild: place a chip on any free space."""
ONE_EYED_JACKS = frozenset({"JH", "JS"})
"""Remove one opponent chip."""

ANIMALS: tuple[str, ...] = (
    "CAMEL",
    "TIGER",
    "ELEPHANT",
    "ZEBRA",
    "PENGUIN",
    "MOOSE",
    "LION",
    "FOX",
    "SHARK",
    "GIRAFFE",
    "HIPPO",
    "WOLF",
    "PANDA",
    "KANGAROO",
    "OSTRICH",
    "ALLIGATOR",
    "WHALE",
    "TURTLE",
    "GORILLA",
)
UNICORN = "UNICORN"
DRAGON = "DRAGON"

NORMAL, WILD, REMOVE = "normal", "wild", "remove"


def classic_deck() -> list[str]:
    """The 104 classic cards: two 52-card decks, no jokers, in a fixed order."""
    one = [r + s for s in SUITS for r in CLASSIC_RANKS]
    return one + one


def kids_deck() -> list[str]:
    """The 42 kids cards: 19 animals twice, 2 unicorns, 2 dragons, in a fixed order."""
    return [a for a in ANIMALS for _ in range(2)] + [UNICORN, UNICORN, DRAGON, DRAGON]


def card_kind(card: str) -> str:
    """``wild``, ``remove`` or ``normal``."""
    if card in TWO_EYED_JACKS or card == UNICORN:
        return WILD
    if card in ONE_EYED_JACKS or card == DRAGON:
        return REMOVE
    return NORMAL


def cut_rank(card: str) -> int:
    """A classic card's rank for cutting for the deal: 2 lowest, ace highest."""
    return CLASSIC_RANKS.index(card[0])


_SYMBOL_SUITS = str.maketrans({"♠": "S", "♤": "S", "♥": "H", "♡": "H", "♦": "D", "♢": "D",
                               "♣": "C", "♧": "C", "\ufe0f": None})
"""Suit symbols as players see them (and their emoji variation selector) to suit letters."""


def normalise_card(text: str) -> str:
    """Canonical card text: upper case, ``10`` written ``T``, suit symbols as letters
    (``10s`` and ``10♠`` -> ``TS``)."""
    t = text.strip().translate(_SYMBOL_SUITS).upper()
    if t.startswith("10") and len(t) == 3:
        t = "T" + t[2]
    if not t or not t.isalnum():
        raise InvalidMoveError(f"{text!r} is not a card", "bad_card", text=text)
    return t


def describe_card(card: str) -> str:
    """A short human name: ``Q♠``, ``J♦ (wild)``, ``Tiger``, ``Dragon (remove)``."""
    if len(card) == 2 and card[1] in SUIT_SYMBOLS:
        rank = "10" if card[0] == "T" else card[0]
        name = rank + SUIT_SYMBOLS[card[1]]
    else:
        name = card.capitalize()
    kind = card_kind(card)
    return name if kind == NORMAL else f"{name} ({kind})"
