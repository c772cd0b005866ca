"""What one seat may know: its own hand and public information, and worlds consistent with it.

Every card is in exactly one place: a hand, the draw pile or a discard pile.
Discard piles are public (every card is shown when it is played, turned in or
forfeited), so the cards a seat cannot see are the full deck minus its own hand
minus every discard pile. Those cards are in the other hands and the draw pile,
in an order nobody knows. Chips on the board add nothing: the cards that put
them there are in the discard piles, or were shuffled back into the draw pile
(and are then unseen again).
"""

from __future__ import annotations

import random
from collections import Counter
from functools import cache

from engine.cards import WILD, card_kind, classic_deck, kids_deck
from engine.game import Game


@cache
def _deck(variant: str) -> tuple[str, ...]:
    return tuple(classic_deck() if variant == "classic" else kids_deck())


def has_cards(game: Game) -> bool:
    """True for the card games (classic and kids), False for dice."""
    return game.settings.variant != "dice"


def unseen_cards(game: Game, seat: int) -> list[str]:
    """The cards ``seat`` cannot see (other hands and draw pile), sorted.

    Derived only from the full deck, the seat's own hand and the public
    discard piles, never from the hidden cards themselves.
    """
    if not has_cards(game):
        return []
    count = Counter(_deck(game.settings.variant))
    count.subtract(game.hands[seat])  # type: ignore[attr-defined]
    for pile in game.discards:  # type: ignore[attr-defined]
        count.subtract(pile)
    return sorted(count.elements())


def unseen_counter(game: Game, seat: int) -> Counter[str]:
    """``unseen_cards`` as a multiset."""
    return Counter(unseen_cards(game, seat))


def determinise(game: Game, seat: int, rng: random.Random) -> Game:
    """A copy of ``game`` whose hidden information is re-sampled for ``seat``.

    The other hands (same sizes) and the draw pile are dealt at random from
    the seat's unseen cards, and the copy's random generator (future
    reshuffles and dice) is re-seeded from ``rng``. The result depends only on
    what ``seat`` may see and on ``rng``.
    """
    world = game.clone()
    world.rng = random.Random(rng.getrandbits(64))
    if not has_cards(game):
        return world
    pool = unseen_cards(game, seat)
    rng.shuffle(pool)
    hands = world.hands  # type: ignore[attr-defined]
    for other in range(game.n_seats):
        if other != seat:
            size = len(hands[other])
            hands[other] = pool[len(pool) - size :]
            del pool[len(pool) - size :]
    world.draw_pile = pool  # type: ignore[attr-defined]
    return world


def wild_count(cards: Counter[str]) -> int:
    """How many wild cards (two-eyed jacks, unicorns) a multiset holds."""
    return sum(n for card, n in cards.items() if card_kind(card) == WILD)
