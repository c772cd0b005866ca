"""The bot's translations: one module per language (``da``, ``sv``, ``no``, ``nl``), each with
the same keys as the English tables.

Each language module has four tables:

- ``MESSAGES``: the keys of ``cogs.messages.EN`` (registered in ``cogs.messages.CATALOG``);
- ``LEADERBOARD``: the keys of ``cogs.leaderboard_messages.EN`` (registered there);
- ``COMMANDS``: slash command names, descriptions, option names and choices, looked up by
  ``cogs.translator.SequenceTranslator`` (English is the decorators' own text);
- ``RULES``: the long ``/sequence rules``, with the keys of ``cogs.locales.en.RULES``.

To add a language: copy ``da.py``, translate every value (keep the ``{placeholders}``), add it to
``MODULES`` and ``LANGUAGE_NAMES``; ``tests/test_i18n.py`` checks that nothing is missing.
"""

from __future__ import annotations

from types import ModuleType

from cogs.locales import da, en, nl, sv
from cogs.locales import no as no_

LANGUAGES: tuple[str, ...] = ("en", "da", "sv", "no", "nl")
"""Catalog languages, English first (Discord's codes, except ``sv`` for ``sv-SE``)."""

LANGUAGE_NAMES: dict[str, str] = {
    "en": "English",
    "da": "Dansk",
    "sv": "Svenska",
    "no": "Norsk (bokmål)",
    "nl": "Nederlands",
}
"""Each language's name in itself, as offered by ``/sequence language``."""

MODULES: dict[str, ModuleType] = {"da": da, "sv": sv, "no": no_, "nl": nl}
"""The translated languages' modules."""

MESSAGES: dict[str, dict[str, str]] = {code: m.MESSAGES for code, m in MODULES.items()}
"""Translations of ``cogs.messages.EN``, by language."""

LEADERBOARD: dict[str, dict[str, str]] = {code: m.LEADERBOARD for code, m in MODULES.items()}
"""Translations of ``cogs.leaderboard_messages.EN``, by language."""

COMMANDS: dict[str, dict[str, str]] = {code: m.COMMANDS for code, m in MODULES.items()}
"""Slash command localisations, by language (English has none: it is the default)."""

RULES: dict[str, dict[str, str]] = {"en": en.RULES} | {
    code: m.RULES for code, m in MODULES.items()
}
"""The long rules, by language."""

RULE_SECTIONS: dict[str, tuple[str, ...]] = {
    "classic": ("setup", "turn", "jacks", "dead", "corners", "optional"),
    "kids": ("setup", "turn", "dragon", "unicorn", "corners"),
    "dice": ("setup", "turn", "special"),
}
"""The sections of each game's rules, in the order shown (``RULES`` keys
``<game>.<section>.title`` and ``<game>.<section>``)."""


def rules_text(key: str, locale: str, /, **fields: object) -> str:
    """A text of the long rules in ``locale`` (English if the language is unknown)."""
    table = RULES.get(locale) or RULES["en"]
    return table.get(key, RULES["en"][key]).format(**fields)
