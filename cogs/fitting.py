"""Texts that fit Discord's limits: shortened at a line or word end, or split into messages.

Discord rejects a message over 2,000 characters (400 / 50035), an embed description over 4,096
and a field over 1,024. Names, languages and tie rounds make the bot's texts of any length, so
texts built for a message go through ``fit`` (one message, shortened with a visible ``…``) or
``split_text`` (several messages, cut between lines).
"""

from __future__ import annotations

MESSAGE_LIMIT = 2000
"""Characters in a message's content."""

EMBED_TITLE_LIMIT = 256
"""Characters in an embed's title."""

EMBED_DESCRIPTION_LIMIT = 4096
"""Characters in an embed's description."""

ELLIPSIS = "…"


def fit(text: str, limit: int = MESSAGE_LIMIT) -> str:
    """``text`` in at most ``limit`` characters. A text that fits is returned as it is; a longer
    one is cut at its last line end in the last third of the room, else at a word end there,
    else where it must be, and marked with ``…``."""
    if len(text) <= limit:
        return text
    room = max(limit - len(ELLIPSIS), 0)
    head = text[:room]
    if text[room] in " \n":  # the room ends at a word end
        return head.rstrip() + ELLIPSIS
    cut = head.rfind("\n")
    if cut < room * 2 // 3:
        cut = head.rfind(" ")
    if cut < room * 2 // 3:
        cut = room
    return head[:cut].rstrip() + ELLIPSIS


def split_text(text: str, limit: int = MESSAGE_LIMIT) -> list[str]:
    """``text`` as consecutive messages of at most ``limit`` characters each, cut between
    lines (a single line longer than ``limit`` is shortened with ``fit``)."""
    parts: list[str] = []
    current: list[str] = []
    used = 0
    for raw in text.split("\n"):
        line = fit(raw, limit)
        extra = len(line) + (1 if current else 0)
        if current and used + extra > limit:
            parts.append("\n".join(current))
            current, used = [], 0
            extra = len(line)
        current.append(line)
        used += extra
    if current:
        parts.append("\n".join(current))
    return [part for part in parts if part.strip()] or [fit(text, limit)]
