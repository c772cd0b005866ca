"""The bot's languages and the one rule for which of them a reader gets."""

from __future__ import annotations

DEFAULT_LANGUAGE = "en"
"""English: complete, the fallback for every other language and for unknown locales."""

LANGUAGES: tuple[str, ...] = ("en", "da", "sv", "no", "nl")
"""Catalogue languages, English first: the folder names under ``locales/`` (Discord's codes,
except ``sv`` for ``sv-SE``)."""

LANGUAGE_NAMES: dict[str, str] = {
    "en": "English",
    "da": "Dansk",
    "sv": "Svenska",
    "no": "Norsk (bokmål)",
    "nl": "Nederlands",
}
"""Each language's name in itself, as offered by ``/sequence language``."""

ALIASES: dict[str, str] = {"nb": "no"}
"""Locale codes whose first part is not the catalogue's name for that language."""


def language_of(locale: object) -> str:
    """The catalogue language for a Discord locale (``sv-SE`` → ``sv``, ``nb`` → ``no``), or
    English when it is none of ours. Accepts ``discord.Locale`` (its ``value``) or text."""
    code = str(getattr(locale, "value", locale) or DEFAULT_LANGUAGE)
    if code in LANGUAGES:
        return code
    base = code.split("-")[0].lower()
    base = ALIASES.get(base, base)
    return base if base in LANGUAGES else DEFAULT_LANGUAGE


def reader_language(
    *,
    private: bool,
    user: object = None,
    chosen: str | None = None,
    server: object = None,
) -> str:
    """The language a reader gets.

    - A private message or ephemeral reply (``private``) is in the user's Discord language
      (``user``), when it is known.
    - Otherwise, and for every channel message, the server's: the one chosen with
      ``/sequence language`` (``chosen``), else Discord's server language (``server``), else
      English.
    """
    if private and user is not None:
        return language_of(user)
    if chosen:
        return language_of(chosen)
    if server is not None:
        return language_of(server)
    return DEFAULT_LANGUAGE
