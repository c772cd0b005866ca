"""The words a picture draws, handed in by the caller: render imports no catalogue.

The caller builds them from the bot's catalogue (``i18n.picture_words(language)``, the texts of
``locales/<language>/pictures.ftl``); render only says which word it needs and with what:
``words("move", ply=3)``, ``words("spaces", n=2)``, ``words("animal.tiger")``.
"""

from __future__ import annotations

from typing import Protocol


class Words(Protocol):
    """The words of one language, by key (without the catalogue's ``picture.`` prefix).

    Hashable, and equal for the same language: the board layer and palette caches are keyed on
    it.
    """

    def __call__(self, key: str, /, **fields: object) -> str:
        """The text of ``key`` filled with ``fields``."""
        ...

    def __hash__(self) -> int:
        """Equal words hash alike (cache keys)."""
        ...
