"""Which language the bot speaks where, and ``/sequence language`` to choose a server's.

- Private messages and ephemeral replies: the user's Discord language (``locale_of``). The
  user's language is also remembered from every interaction, so that the hands sent later by DM
  are in it too (``user_locale``).
- Channel messages (lobbies, boards, announcements): the server's language
  (``GameService.guild_locale``): the one chosen with ``/sequence language`` if any, else
  Discord's server language (the interactions' ``guild_locale``, or the guild's
  ``preferred_locale``), else English.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from cogs.errors import UserError
from cogs.group import sequence_group
from cogs.messages import locale_of, normalise_locale, t
from i18n import LANGUAGE_NAMES, LANGUAGES, reader_language
from table import LANGUAGE_CHOSEN

if TYPE_CHECKING:
    from cogs.client import SequenceBot

AUTO = "auto"
"""The ``/sequence language`` choice that follows Discord's server language again."""

LANGUAGE_CHOICES = [app_commands.Choice(
    name=app_commands.locale_str("Discord's server language", key="choice.auto"), value=AUTO)] + [
    app_commands.Choice(name=LANGUAGE_NAMES[code], value=code) for code in LANGUAGES
]


def language_name(code: str) -> str:
    """A language's name in itself (``Dansk``), or the code when it is not one of ours."""
    return LANGUAGE_NAMES.get(code, code)


class Language(commands.Cog):
    """Remembers users' and servers' Discord languages; feeds the service's fallback."""

    def __init__(self, bot: SequenceBot) -> None:
        self.bot = bot
        self.users: dict[int, str] = {}
        """user id → catalog language of their latest interaction."""
        self.guilds: dict[int, str] = {}
        """guild id → catalog language Discord gave for the server in its latest interaction."""

    def remember(self, interaction: discord.Interaction[SequenceBot]) -> None:
        """Note the user's and the server's languages from an interaction."""
        if getattr(interaction, "locale", None) is not None:
            self.users[interaction.user.id] = locale_of(interaction)
        guild_locale = getattr(interaction, "guild_locale", None)
        if interaction.guild_id is not None and guild_locale is not None:
            self.guilds[interaction.guild_id] = normalise_locale(guild_locale)

    @commands.Cog.listener()
    async def on_interaction(self, interaction: discord.Interaction[SequenceBot]) -> None:
        """Every interaction tells the user's (and the server's) language."""
        self.remember(interaction)

    def server_locale(self, guild_id: int) -> str | None:
        """Discord's language of a server: from its interactions, else the cached guild."""
        known = self.guilds.get(guild_id)
        if known is not None:
            return known
        guild = self.bot.get_guild(guild_id)
        preferred = getattr(guild, "preferred_locale", None)
        return normalise_locale(preferred) if preferred is not None else None

    def user_locale(self, user_id: int) -> str | None:
        """The language of the user's latest interaction, if any since the start."""
        return self.users.get(user_id)


def channel_language(bot: commands.Bot, guild_id: int | None, chosen: str | None) -> str:
    """The language of a guild's channel messages, by ``i18n.reader_language``: the one it
    chose, else Discord's server language (as its interactions and guild tell), else English."""
    lookup = getattr(bot.get_cog(Language.__cog_name__), "server_locale", None)
    server = lookup(guild_id) if lookup is not None and guild_id is not None else None
    return reader_language(private=False, chosen=chosen, server=server)


def user_locale(bot: commands.Bot, user_id: int | None, default: str) -> str:
    """The language to DM a user in: their Discord language when known, else ``default``."""
    # Duck-typed: load_extension executes this module anew, so the running cog's class is not
    # necessarily the ``Language`` an importer of this module sees.
    lookup = getattr(bot.get_cog(Language.__cog_name__), "user_locale", None)
    known = lookup(user_id) if lookup is not None and user_id else None
    return reader_language(private=True, user=known, chosen=default)


async def channel_locale(interaction: discord.Interaction[SequenceBot]) -> str:
    """The language of a message everyone in the interaction's channel sees."""
    service = getattr(interaction.client, "service", None)
    if service is not None:
        return await service.guild_locale(interaction.guild_id)
    return reader_language(private=False, server=getattr(interaction, "guild_locale", None))


@app_commands.command(name="language",
                      description="Admin: the language of this server's game messages")
@app_commands.describe(language="The language (or: follow Discord's server language)")
@app_commands.choices(language=LANGUAGE_CHOICES)
async def language_command(interaction: discord.Interaction[SequenceBot], language: str) -> None:
    """``/sequence language``: members who may manage the server choose its game language."""
    bot = interaction.client
    guild_id = interaction.guild_id
    if guild_id is None:
        raise UserError("error.guild_only")
    if not interaction.permissions.manage_guild:
        raise UserError("language.admin_only")
    if language != AUTO and language not in LANGUAGES:
        raise UserError("error.forged")
    settings = await bot.store.guild_settings(guild_id)
    options = dict(settings.options or {})
    if language == AUTO:
        options.pop(LANGUAGE_CHOSEN, None)
        await bot.store.update_guild_settings(guild_id, language="en", options=options)
    else:
        options[LANGUAGE_CHOSEN] = True
        await bot.store.update_guild_settings(guild_id, language=language, options=options)
    bot.service.forget_guild_locale(guild_id)
    now = await bot.service.guild_locale(guild_id)
    key = "language.auto" if language == AUTO else "language.set"
    await interaction.response.send_message(
        t(key, locale_of(interaction), language=language_name(now)), ephemeral=True)


async def setup(bot: SequenceBot) -> None:
    """Add the cog and ``/sequence language``."""
    await bot.add_cog(Language(bot))
    sequence_group(bot).add_command(language_command)


async def teardown(bot: SequenceBot) -> None:
    """Remove ``/sequence language`` (the cog is removed by discord.py)."""
    sequence_group(bot).remove_command("language")
