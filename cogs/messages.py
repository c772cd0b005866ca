"""The cogs' door to the bot's one catalogue (``i18n``, texts in ``locales/<language>/*.ftl``).

``t(key, locale, **fields)`` is ``i18n.text``: the key's text in the locale's language
(English when missing there), filled with the fields. ``locale_of`` says which language an
interaction's user reads privately; channel messages use the server's (``cogs.language``).
"""

from __future__ import annotations

from i18n import DEFAULT_LANGUAGE, has, reader_language, text
from i18n import language_of as normalise_locale

DEFAULT_LOCALE = DEFAULT_LANGUAGE

t = text
"""``t(key, locale, **fields)``: the one lookup, ``i18n.text``."""

__all__ = ["DEFAULT_LOCALE", "locale_of", "normalise_locale", "t", "variant_name"]


def locale_of(interaction: object) -> str:
    """The language to answer an interaction's user in, privately: their Discord language."""
    return reader_language(private=True, user=getattr(interaction, "locale", None))


def variant_name(variant: str, locale: str) -> str:
    """The display name of a variant (``Classic``, ``for Kids``, ``Dice``), or the code itself
    for a variant the catalogue does not know."""
    key = f"variant.{variant}"
    return t(key, locale) if has(key) else variant
