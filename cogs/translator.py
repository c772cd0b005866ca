"""Slash command names, descriptions, options and choices in the users' languages.

``SequenceTranslator`` is discord.py's ``app_commands.Translator``: when the command tree is
synced it is asked for every string of every command in every Discord locale, and answers from
the catalogue's ``command.*`` texts (``locales/<language>/commands.ftl``; ``None`` keeps
Discord's default, English, which is the decorators' own text).

The keys follow the command tree, so the cogs' decorators need no changes (each is looked up
as ``command.<key>``):

- ``name.<qualified name>`` and ``desc.<qualified name>`` for groups and commands
  (``name.sequence rules``);
- ``param.<option>`` for option names (the same word in every command) and
  ``desc.<qualified name>.<option>`` for option descriptions;
- ``choice.<name>`` for choices, and ``choice.minutes`` / ``choice.hours`` (``{n}``) for the
  turn clock's ``5 min`` and ``4 h``.

A ``locale_str`` with a ``key=`` extra is looked up by that key instead.
"""

from __future__ import annotations

import logging
import re
import unicodedata

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where

from i18n import DEFAULT_LANGUAGE, has, language_of, text

log = logging.getLogger(__name__)

CLOCK_CHOICE = re.compile(r"(?P<n>\d+) (?P<unit>min|h)")
NAME_LIMIT = 32
DESCRIPTION_LIMIT = 100


def string_key(string: app_commands.locale_str, context: app_commands.TranslationContext) -> str:
    """The catalogue key (after ``command.``) of a string of the command tree (module doc)."""
    extra = string.extras.get("key")
    if isinstance(extra, str):
        return extra
    data = context.data
    where = context.location
    if where in (Where.command_name, Where.group_name):
        return f"name.{data.qualified_name}"
    if where in (Where.command_description, Where.group_description):
        return f"desc.{data.qualified_name}"
    if where is Where.parameter_name:
        return f"param.{data.name}"
    if where is Where.parameter_description:
        return f"desc.{data.command.qualified_name}.{data.name}"
    if where is Where.choice_name:
        return f"choice.{data.name}"
    return f"other.{string.message}"


def lookup(key: str, language: str) -> str | None:
    """The translation of ``key`` in a catalogue language, or None (Discord shows English)."""
    if language == DEFAULT_LANGUAGE:
        return None
    if has(f"command.{key}", language):
        return text(f"command.{key}", language)
    clock = CLOCK_CHOICE.fullmatch(key.removeprefix("choice.")) if key.startswith(
        "choice.") else None
    if clock is not None:
        unit = "choice.minutes" if clock["unit"] == "min" else "choice.hours"
        if has(f"command.{unit}", language):
            return text(f"command.{unit}", language, n=int(clock["n"]))
    return None


def valid_name(name: str) -> bool:
    """Whether ``name`` is a valid localised command or option name for Discord.

    Discord: 1–32 characters matching ``^[-_\\p{L}\\p{N}\\p{sc=Deva}\\p{sc=Thai}]{1,32}$``, in
    lower case where the letter has one.
    """
    if not 1 <= len(name) <= NAME_LIMIT or name != name.lower():
        return False
    return all(c in "-_" or unicodedata.category(c)[0] in "LN" for c in name)


class SequenceTranslator(app_commands.Translator):
    """Answers discord.py's translation requests from the catalogue's ``command.*`` texts."""

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContext,
    ) -> str | None:
        """The text of ``string`` in ``locale``, or None to keep the English default."""
        language = language_of(locale)
        if language == DEFAULT_LANGUAGE:
            return None
        try:
            key = string_key(string, context)
        except AttributeError:  # a context shape this module does not know: keep English
            return None
        text = lookup(key, language)
        if text is None:
            return None
        if context.location in (Where.command_name, Where.group_name, Where.parameter_name):
            if not valid_name(text):
                log.warning("invalid %s name %r for %s; using English", language, text, key)
                return None
        elif len(text) > DESCRIPTION_LIMIT:
            log.warning("%s text of %s is longer than 100 characters; using English",
                        language, key)
            return None
        return text
