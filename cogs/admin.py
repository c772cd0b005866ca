"""Owner-only command sync: ``@Bot sync`` (works before any slash command exists) and
``/sequence sync``. Commands are never synced on start-up (Discord limits creations per day).
"""

from __future__ import annotations

import logging
import secrets
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from cogs.errors import UserError
from cogs.group import GROUP_NAME, sequence_group
from cogs.messages import learn_commands, locale_of, t

if TYPE_CHECKING:
    from cogs.client import SequenceBot

log = logging.getLogger(__name__)


async def sync_commands(bot: SequenceBot, guild_id: int | None) -> tuple[int, str]:
    """Sync the tree to ``guild_id`` (copying the global commands there) or globally."""
    if guild_id:
        guild = discord.Object(guild_id)
        bot.tree.copy_global_to(guild=guild)
        synced = await bot.tree.sync(guild=guild)
        where = "guild"
    else:
        synced = await bot.tree.sync()
        where = "global"
    log.info("synced %d commands (%s)", len(synced), where)
    if guild_id is None or bot.commands_scope in (guild_id, UNREAD):
        # The ids texts name (see commands_behind): the global ones hold in every server, so
        # they win over a server's; of two servers' the first stays.
        _learn(bot, synced, guild_id)
    return len(synced), where


UNREAD = -1
"""``SequenceBot.commands_scope`` before the commands Discord holds were read."""

SERVERS_READ = 5
"""Servers whose commands a bot reads at connect when Discord holds none globally and no
``DEV_GUILD_ID`` is set (an owner who wrote ``@Bot sync`` in their server registered them
there only)."""


def _learn(bot: SequenceBot, registered: list[app_commands.AppCommand],
           scope: int | None) -> None:
    """Name the ``/sequence`` subcommands in texts by Discord's mentions of them, as
    registered in ``scope`` (a server's id, or None: globally)."""
    remote = next((c for c in registered if c.name == GROUP_NAME), None)
    learn_commands(GROUP_NAME, remote.id if remote else None,
                   _registered_shape(remote.options) if remote else ())
    bot.commands_scope = scope if remote else UNREAD


def _registered_shape(
    options: list[app_commands.AppCommandGroup | app_commands.Argument],
) -> dict[str, frozenset[str]]:
    """Subcommand name → its options' names, of a group Discord holds."""
    return {sub.name: frozenset(option.name for option in sub.options)
            for sub in options if isinstance(sub, app_commands.AppCommandGroup)}


def _local_shape(group: app_commands.Group) -> dict[str, frozenset[str]]:
    """Subcommand name → its options' names, of this bot's group."""
    return {sub.name: frozenset(p.name for p in sub.parameters)
            for sub in group.commands if isinstance(sub, app_commands.Command)}


async def commands_behind(bot: SequenceBot) -> tuple[list[str], int | None] | None:
    """The ``/sequence`` subcommands of this bot that Discord's registered ones lack, or
    whose options differ (``/sequence end``), and where those are registered (a server's id,
    or None: globally); None when Discord holds no ``/sequence`` to compare with. Compared
    where the owner syncs: the development server when ``DEV_GUILD_ID`` is set (globally if
    nothing is registered there); else globally, and failing that the first
    ``SERVERS_READ`` servers of the bot. Texts name the commands by the global ones' ids
    when Discord holds them (they hold in every server, the development server included),
    else by the ids of the server compared (a server's own commands hold only there; texts
    in other servers, where ``/sequence`` is not registered, name mentions nobody can use
    there either). Names and options only: a changed description or choice is not seen."""
    dev = bot.settings.dev_guild_id
    scopes = [None, dev] if dev else [None, *(g.id for g in bot.guilds[:SERVERS_READ])]
    found: dict[int | None, app_commands.AppCommand] = {}
    for scope in scopes:
        registered = await bot.tree.fetch_commands(
            guild=None if scope is None else discord.Object(scope))
        remote = next((c for c in registered if c.name == GROUP_NAME), None)
        if not found:
            _learn(bot, registered, scope)
        if remote is not None:
            found[scope] = remote
            if not dev:
                break
    scope = dev if dev in found else next(iter(found), None)
    remote = found.get(scope)
    local = bot.tree.get_command(GROUP_NAME)
    if remote is None or not isinstance(local, app_commands.Group):
        return None
    theirs = _registered_shape(remote.options)
    return [f"/{GROUP_NAME} {name}" for name, options in sorted(_local_shape(local).items())
            if theirs.get(name) != options], scope


async def read_registered_commands(bot: SequenceBot, *, warn: bool) -> None:
    """Read the slash commands Discord holds, so that texts name them as mentions; with
    ``warn``, log a warning naming the owner's next step when they are older than this bot's
    (an update added or changed one: players cannot use it until a sync). Every process of a
    sharded bot reads them; one warns."""
    try:
        behind = await commands_behind(bot)
    except discord.HTTPException as error:
        log.info("the registered slash commands could not be read (%s)", error.status)
        return
    if behind and behind[0] and warn:
        differ, scope = behind
        where = "globally" if scope is None else f"in server {scope}"
        log.warning("Discord's slash commands are older than this bot's (%s differ, as "
                    "registered %s): write @Bot sync (or @Bot sync global) once to register "
                    "them", ", ".join(differ), where)


class Admin(commands.Cog):
    """Owner tools."""

    def __init__(self, bot: SequenceBot) -> None:
        self.bot = bot

    @commands.command(name="sync")
    @commands.is_owner()
    async def sync_prefix(self, ctx: commands.Context, scope: str = "") -> None:  # type: ignore[type-arg]
        """``@Bot sync`` (to the development guild or this server) or ``@Bot sync global``."""
        guild_id = None if scope.lower() == "global" else (self.bot.settings.dev_guild_id
                                                   or (ctx.guild.id if ctx.guild else None))
        count, where = await sync_commands(self.bot, guild_id)
        locale = await self.bot.service.guild_locale(ctx.guild.id if ctx.guild else None)
        await ctx.send(t("sync.done", locale, count=count, where=t(f"sync.{where}", locale)))

    @commands.Cog.listener()
    async def on_command_error(
        self, ctx: commands.Context, error: commands.CommandError  # type: ignore[type-arg]
    ) -> None:
        """Errors of the text commands (``@Bot ...``; ``sync`` is the only one).

        A mention naming no command is not meant for the bot and is ignored; anyone but the
        owner is told in a line that only the owner may do that; anything else is logged with a
        reference the answer quotes. (Without this listener discord.py logged the first two as
        errors with a traceback.)
        """
        if isinstance(error, commands.CommandNotFound):
            return
        locale = await self.bot.service.guild_locale(ctx.guild.id if ctx.guild else None)
        if isinstance(error, commands.NotOwner):
            text = t("error.owner_only", locale)
        else:
            ref = secrets.token_hex(4)
            original = getattr(error, "original", error)
            log.error("text command %s failed ref=%s", ctx.command, ref, exc_info=original)
            text = t("error.internal", locale, ref=ref)
        try:
            await ctx.send(text)
        except discord.HTTPException:
            log.warning("could not answer a text command in channel %s", ctx.channel.id)


@app_commands.command(name="sync", description="Owner only: register the slash commands")
@app_commands.describe(everywhere="Sync globally instead of to this server")
async def sync_command(
    interaction: discord.Interaction[SequenceBot], everywhere: bool = False
) -> None:
    """``/sequence sync``: owner only."""
    bot = interaction.client
    if not await bot.is_owner(interaction.user):
        raise UserError("error.owner_only")
    await interaction.response.defer(ephemeral=True, thinking=True)
    count, where = await sync_commands(bot, None if everywhere else interaction.guild_id)
    locale = locale_of(interaction)
    await interaction.edit_original_response(
        content=t("sync.done", locale, count=count, where=t(f"sync.{where}", locale)))


async def setup(bot: SequenceBot) -> None:
    """Add the owner tools."""
    await bot.add_cog(Admin(bot))
    sequence_group(bot).add_command(sync_command)


async def teardown(bot: SequenceBot) -> None:
    """Remove ``/sequence sync`` (the cog is removed by discord.py)."""
    sequence_group(bot).remove_command("sync")
