"""``/sequence forget``: a member asks the bot to forget them.

Discord asks every bot to delete a user's data when they ask. The bot keeps, about a member,
their Discord id and the name they played under in each game, their results and ratings, and
their DM settings. This command says so privately, with a button that forgets them
(``GameService.forget_user``; ``data.forgetting`` says exactly what changes): their ratings,
statistics and settings go, and in past games they become 👤, so the other players' games
and statistics stay whole. Messages already posted in channels are Discord's, not the bot's
store, and stay. While they play in or host an open game they are asked to leave it first.
"""

from __future__ import annotations

import logging
import re
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from cogs import components as ui
from cogs.errors import UserError
from cogs.group import sequence_group
from cogs.messages import locale_of, t

if TYPE_CHECKING:
    from cogs.client import SequenceBot

log = logging.getLogger(__name__)

FORGET_ID = re.compile(r"seqlb:forget:(?P<user>[1-9][0-9]{0,19})")
"""The confirmation's button: it names the member it forgets, and only they may press it."""


@app_commands.command(name="forget",
                      description="Delete what the bot keeps about you (ratings, past games)")
async def forget_command(interaction: discord.Interaction[SequenceBot]) -> None:
    """``/sequence forget``: what is kept, and the button that forgets it."""
    games, ladders = await interaction.client.service.kept_about(interaction.user.id)
    locale = locale_of(interaction)
    view = ui.view_of(ui.button(t("button.forget", locale),
                                f"seqlb:forget:{interaction.user.id}",
                                style=discord.ButtonStyle.danger))
    await interaction.response.send_message(
        t("forget.confirm", locale, games=games, ladders=ladders), view=view, ephemeral=True)


async def on_forget(interaction: discord.Interaction[SequenceBot], match: re.Match[str],
                    values: tuple[str, ...]) -> None:
    """The confirmation's button: forget the member it names, pressed by them alone."""
    if int(match["user"]) != interaction.user.id:
        raise UserError("error.forget_not_yours")
    games = await interaction.client.service.forget_user(interaction.user.id)
    log.info("a member asked to be forgotten: %d games changed", games)
    await ui.confirmed(interaction, t("forget.done", locale_of(interaction), games=games))


async def setup(bot: commands.Bot) -> None:
    """Register ``/sequence forget`` and its button."""
    sequence_group(bot).add_command(forget_command)
    ui.route(FORGET_ID, on_forget)


async def teardown(bot: commands.Bot) -> None:
    """Unregister them."""
    sequence_group(bot).remove_command("forget")
    ui.unroute(FORGET_ID)
