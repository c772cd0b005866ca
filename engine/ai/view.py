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

from engine.ai.lines import lines_for
from engine.cards import REMOVE, WILD, card_kind, classic_deck, kids_deck
from engine.game import Game
from engine.sequences import CORNER, EMPTY


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


def determinise(
    game: Game, seat: int, rng: random.Random, missing: tuple[int, frozenset[str]] | None = None
) -> Game:
    """A copy of ``game`` whose hidden information is re-sampled for ``seat``.

    The other hands (same sizes) and the draw pile are dealt at random from
    the seat's unseen cards, and the copy's random generator (future
    reshuffles and dice) is re-seeded from ``rng``. The result depends only on
    what ``seat`` may see and on ``rng``. With ``missing`` (``inferred_missing``),
    that seat's hand holds at most one of those cards (the one drawn since).
    """
    world = game.clone()
    world.rng = random.Random(rng.getrandbits(64))
    if not has_cards(game):
        return world
    pool = unseen_cards(game, seat)
    rng.shuffle(pool)
    hands = world.hands  # type: ignore[attr-defined]
    if missing is not None and missing[0] >= 0 and missing[0] != seat:
        opp, cards = missing
        size = len(hands[opp])
        if size:
            hand = [pool.pop()]
            rest: list[str] = []
            while pool and len(hand) < size:
                c = pool.pop()
                (rest if c in cards else hand).append(c)
            while len(hand) < size and rest:
                hand.append(rest.pop())
            pool.extend(rest)
            rng.shuffle(pool)
            hands[opp] = hand
    for other in range(game.n_seats):
        if missing is not None and other == missing[0]:
            continue
        if other != seat:
            size = len(hands[other])
            hands[other] = pool[len(pool) - size :]
            del pool[len(pool) - size :]
    world.draw_pile = pool  # type: ignore[attr-defined]
    return world


def wild_count(cards: Counter[str]) -> int:
    """How many wild cards (two-eyed jacks, unicorns) a multiset holds."""
    return sum(n for card, n in cards.items() if card_kind(card) == WILD)


def inferred_missing(game: Game, seat: int) -> tuple[int, frozenset[str]]:
    """Cards the previous seat surely did not hold when it made its last move.

    Public inference from the last move (two seats, card games only): the
    board before that move is the board now with the move undone. Where the
    opponent then had a line one chip short and left it open, it held neither
    a card for the missing space nor a wild card (it would have completed the
    line). Where this seat had such a line and the opponent neither blocked
    nor broke any of this seat's lines, it held no card for the missing
    space, no wild card and (if a chip of the line could be removed) no
    removing card. Returns ``(opponent seat, cards)``, or ``(-1, empty)``
    when nothing can be inferred. Reads only the board, the sequences and the
    public move list; the opponent has drawn one card since, which the caller
    must allow for.
    """
    none: tuple[int, frozenset[str]] = (-1, frozenset())
    if not has_cards(game) or game.n_seats != 2 or game.settings.strict_draw:
        return none
    if not game.moves:
        return none
    last = game.moves[-1]
    if last.kind != "play" or not last.space or not last.card:
        return none
    opp = 1 - seat
    if game.to_act != seat or not game.active[opp]:
        return none
    me, them = game.side_of[seat], game.side_of[opp]
    board = game.board
    cell = board.parse_space(last.space)
    kind = card_kind(last.card)
    before = list(game.chips)
    if kind == REMOVE:
        if before[cell] != EMPTY:
            return none
        before[cell] = me
    else:
        if before[cell] != them or game.locked[cell]:
            return none
        before[cell] = EMPTY
    lines = lines_for(board.name, game.settings.line_length)
    need = lines.length - 1
    locked = game.locked
    chips = game.chips
    labels = board.labels
    wild = {c for c in _deck(game.settings.variant) if card_kind(c) == WILD}
    remove = {c for c in _deck(game.settings.variant) if card_kind(c) == REMOVE}
    missing: set[str] = set()
    blocked = False
    mine_open: list[tuple[int, tuple[int, ...]]] = []
    for cells in lines.windows:
        own = opp_n = corners = nlocked = 0
        empty = -1
        for c in cells:
            o = before[c]
            if o == CORNER:
                corners += 1
            elif o == EMPTY:
                empty = c
            elif o == me:
                own += 1
            else:
                opp_n += 1
            if locked[c]:
                nlocked += 1
        if nlocked > 1:
            continue
        if own and not opp_n and own + corners == need and empty >= 0:
            if cell in cells:
                blocked = True
            elif chips[empty] == EMPTY:
                mine_open.append((empty, cells))
        elif opp_n and not own and opp_n + corners == need and empty >= 0:
            if chips[empty] == EMPTY and empty != cell:
                missing.add(labels[empty])
                missing |= wild
    if not blocked:
        for empty, cells in mine_open:
            missing.add(labels[empty])
            missing |= wild
            if any(chips[c] == me and not locked[c] for c in cells):
                missing |= remove
    if not missing:
        return none
    return opp, frozenset(missing)
