"""The engine's refusals and the cards' names in the player's language.

The engine raises errors with a reason ``code`` and ``params`` (cards as codes, spaces as
names); ``reason_text`` says them in one of the bot's languages (the catalogue's
``reason.<code>`` texts, ``locales/<language>/reasons.ftl``), with the card names of that
language (``card_name``). A code without a text falls back to the engine's English text.
"""

from __future__ import annotations

from cogs.messages import normalise_locale, t
from engine import SequenceError, card_kind
from engine.cards import ANIMALS, SUIT_SYMBOLS
from i18n import CatalogueError, has

CARD_PARAMS = ("card", "label")
"""Params that hold a card code (or a board label) and are said as a card name."""
QUOTED_PARAMS = ("text", "move")
"""Params that repeat what the player typed: shown as code, cut short, never as markdown."""


def card_name(card: str, locale: str = "en", *, power: bool = True) -> str:
    """A card's name for players: ``Q♠``, ``10♥``, ``J♦ (wild)``, an animal in ``locale``;
    without ``power`` a jack is just ``J♦`` (a card cut for the deal has no power)."""
    lang = normalise_locale(locale)
    if len(card) == 2 and card[1] in SUIT_SYMBOLS:
        name = ("10" if card[0] == "T" else card[0]) + SUIT_SYMBOLS[card[1]]
    elif card in ANIMALS or card in ("UNICORN", "DRAGON"):
        name = t(f"animal.{card.lower()}", lang)
    else:
        return card
    kind = card_kind(card)
    if kind == "normal" or not power:
        return name
    return f"{name} ({t(f'card.kind.{kind}', lang)})"


def reason_text(error: SequenceError, locale: str = "en") -> str:
    """The engine's reason for refusing a move, in ``locale`` (English if untranslated)."""
    lang = normalise_locale(locale)
    key = f"reason.{error.code}"
    if not has(key):
        return str(error)
    params: dict[str, object] = {}
    for name, value in error.params.items():
        if name in CARD_PARAMS and not str(value).isdigit():
            value = card_name(str(value), lang)
        elif name in QUOTED_PARAMS:
            value = f"`{str(value).replace('`', '')[:40]}`"
        params[name] = value
    try:
        return t(key, lang, **params)
    except CatalogueError:
        return str(error)
