"""Who deals and who starts: the cut for the deal, or the dice roll."""

from __future__ import annotations

import random
from dataclasses import dataclass

from engine.cards import classic_deck, cut_rank


@dataclass(frozen=True)
class StartInfo:
    """How the first player was decided, to show the table.

    ``method`` is ``cut`` (classic: lowest card deals, aces high, ties cut
    again), ``random`` (kids: the rule book does not say who deals, so the
    dealer is drawn at random) or ``dice`` (highest total starts, ties roll
    again). ``rounds`` holds each round's (seat, card) or (seat, "3+5").
    The player left of the dealer starts.
    """

    method: str
    rounds: tuple[tuple[tuple[int, str], ...], ...]
    dealer: int | None
    first: int


def cut_for_deal(rng: random.Random, players: int) -> StartInfo:
    """Every player cuts a card; the lowest deals (aces high); ties cut again."""
    contenders = list(range(players))
    rounds = []
    while True:
        cards = rng.sample(classic_deck(), len(contenders))
        rounds.append(tuple(zip(contenders, cards, strict=True)))
        low = min(cut_rank(c) for c in cards)
        contenders = [s for s, c in zip(contenders, cards, strict=True) if cut_rank(c) == low]
        if len(contenders) == 1:
            dealer = contenders[0]
            return StartInfo("cut", tuple(rounds), dealer, (dealer + 1) % players)


def random_dealer(rng: random.Random, players: int) -> StartInfo:
    """A dealer drawn at random; the player to the dealer's left starts."""
    dealer = rng.randrange(players)
    return StartInfo("random", (), dealer, (dealer + 1) % players)


def roll_for_start(rng: random.Random, players: int) -> StartInfo:
    """Every player rolls two dice; the highest total starts; ties roll again."""
    contenders = list(range(players))
    rounds = []
    while True:
        rolls = [(rng.randint(1, 6), rng.randint(1, 6)) for _ in contenders]
        rounds.append(tuple((s, f"{a}+{b}") for s, (a, b) in zip(contenders, rolls, strict=True)))
        high = max(a + b for a, b in rolls)
        contenders = [s for s, r in zip(contenders, rolls, strict=True) if sum(r) == high]
        if len(contenders) == 1:
            return StartInfo("dice", tuple(rounds), None, contenders[0])
