"""The cogs' door to the bot's one catalogue (``i18n``, texts in ``locales/<language>/*.ftl``).

``t(key, locale, **fields)`` is ``i18n.text``: the key's text in the locale's language
(English when missing there), filled with the fields, with the slash commands it names as
command mentions once their ids are known (``learn_commands``). ``locale_of`` says which
language an interaction's user reads privately; channel messages use the server's
(``cogs.language``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import cache

from i18n import DEFAULT_LANGUAGE, LANGUAGES, has, message_id, reader_language, templates, text
from i18n import language_of as normalise_locale

DEFAULT_LOCALE = DEFAULT_LANGUAGE

COMMAND_IN_TEXT = re.compile(r"`?/([a-z]+) ([a-z][a-z-]*)`?")
"""A slash command a text names (``/sequence resign``, or in code quotes)."""

_mentions: dict[tuple[str, str], str] = {}
"""(group, subcommand) → Discord's mention of it, ``</sequence resign:ID>``."""

__all__ = ["DEFAULT_LOCALE", "learn_commands", "locale_of", "normalise_locale",
           "permission_names", "t", "variant_name"]


def learn_commands(group: str, group_id: int | None, subcommands: Iterable[str] = ()) -> None:
    """Remember the id Discord gave the command ``group``, so that texts name its subcommands
    as command mentions: each reader's Discord shows a mention in the reader's own language
    (``/sequence træk`` in Danish) and runs it when clicked, where the plain ``/sequence
    play`` a translated text would name is not what a Danish reader's command list shows.
    ``group_id`` None (no commands registered, or a new bot) names them as plain text again.
    The ids are the application's, so one process holds them for all its bots."""
    for key in [k for k in _mentions if k[0] == group]:
        del _mentions[key]
    if group_id is not None:
        _mentions.update({(group, name): f"</{group} {name}:{group_id}>" for name in subcommands})


@cache
def _naming_commands() -> frozenset[str]:
    """The message ids of the texts that may name a slash command, in any language. Only
    these are searched, so a field filled in (a player's name) never becomes a mention."""
    return frozenset(message_id(key) for language in LANGUAGES
                     for key, said in templates(language).items() if "/" in said)


def t(key: str, locale: str = DEFAULT_LANGUAGE, /, **fields: object) -> str:
    """The one lookup, ``i18n.text``, naming slash commands as mentions where it can."""
    said = text(key, locale, **fields)
    if _mentions and message_id(key) in _naming_commands():
        said = COMMAND_IN_TEXT.sub(lambda m: _mentions.get((m[1], m[2]), m[0]), said)
    return said


def locale_of(interaction: object) -> str:
    """The language to answer an interaction's user in, privately: their Discord language."""
    return reader_language(private=True, user=getattr(interaction, "locale", None))


def variant_name(variant: str, locale: str) -> str:
    """The display name of a variant (``Classic``, ``for Kids``, ``Dice``), or the code itself
    for a variant the catalogue does not know."""
    key = f"variant.{variant}"
    return t(key, locale) if has(key) else variant


def permission_names(permissions: Iterable[str], locale: str) -> str:
    """``Send Messages, Attach Files``: the bot's permissions (discord.py's names, such as
    ``attach_files``) as Discord's server settings name them in ``locale``."""
    return ", ".join(t(f"permission.{p}", locale) if has(f"permission.{p}")
                     else p.replace("_", " ") for p in permissions)
