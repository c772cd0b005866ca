"""``/sequence clock``: a server's turn clock for new games.

Without a turn clock a game waits for its player for days (``/sequence drop`` after three). A
server whose games should move on sets a clock once, for every ``/sequence new`` that does
not choose one itself (``clock:off`` still opens a game without one). Who may is a Discord
permission (Manage Server), checked here; the table keeps and applies the default
(``GameService.default_clock``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from cogs.errors import UserError
from cogs.group import sequence_group
from cogs.lobby import CLOCK_OPTIONS
from cogs.messages import locale_of, t
from cogs.present import clock_length

if TYPE_CHECKING:
    from cogs.client import SequenceBot


@app_commands.command(name="clock",
                      description="Admin: the turn clock of new games here (unless /sequence new "
                                  "sets one)")
@app_commands.describe(clock="The turn clock (off: none)")
@app_commands.choices(clock=CLOCK_OPTIONS)
async def clock_command(interaction: discord.Interaction[SequenceBot], clock: int) -> None:
    """``/sequence clock``: members who may manage the server set its games' default clock."""
    if interaction.guild_id is None:
        raise UserError("error.guild_only")
    if not interaction.permissions.manage_guild:
        raise UserError("default.admin_only")
    await interaction.client.service.set_default_clock(interaction.guild_id, clock * 60)
    locale = locale_of(interaction)
    text = (t("default.clock_set", locale, length=clock_length(clock * 60, locale)) if clock
            else t("default.clock_off", locale))
    await interaction.response.send_message(text, ephemeral=True)


async def setup(bot: commands.Bot) -> None:
    """Register ``/sequence clock``."""
    sequence_group(bot).add_command(clock_command)


async def teardown(bot: commands.Bot) -> None:
    """Unregister it."""
    sequence_group(bot).remove_command("clock")
