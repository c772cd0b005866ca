"""The bot's words in every language: one catalogue, one lookup, one choice of language.

The texts live in Project Fluent files, ``locales/<language>/*.ftl`` at the top of the
repository (``TRANSLATING.md`` says how to work in them). This package reads them and imports
nothing else of the bot's, so any layer that may use it can; ``render`` does not (it gets its
words from the caller).

- ``text(key, language, **fields)``: the one lookup. Keys are written with dots
  (``error.no_game``, ``reason.taken``, ``picture.title.kids``); the Fluent message id is the
  key with dots and spaces as hyphens (``error-no_game``).
- ``picture_words(language)``: the words a picture draws, handed to ``render``.
- ``reader_language(...)``: the one decision of which language a reader gets: the player's
  Discord language for private replies, the server's for channel messages.
"""

from i18n.catalogue import (
    CatalogueError,
    Words,
    has,
    keys,
    message_id,
    picture_words,
    templates,
    text,
    variables,
)
from i18n.languages import (
    DEFAULT_LANGUAGE,
    LANGUAGE_NAMES,
    LANGUAGES,
    language_of,
    reader_language,
)

__all__ = [
    "DEFAULT_LANGUAGE",
    "LANGUAGES",
    "LANGUAGE_NAMES",
    "CatalogueError",
    "Words",
    "has",
    "keys",
    "language_of",
    "message_id",
    "picture_words",
    "reader_language",
    "templates",
    "text",
    "variables",
]
