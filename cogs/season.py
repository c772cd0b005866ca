"""``/sequence reset-ladder``: a server starts one game's ladder again (a new season).

Members who may manage the server (checked here, a Discord permission, and again on the
confirmation's button) reset the ratings of one game in their server
(``GameService.reset_ladder``): each player's next rated game there starts from a new,
provisional rating, while finished games, history and statistics stay. The channel is told,
since everyone on the ladder is concerned.
"""

from __future__ import annotations

import logging
import re
from typing import TYPE_CHECKING, Literal

import discord
from discord import app_commands
from discord.ext import commands

from cogs import components as ui
from cogs.errors import UserError
from cogs.group import sequence_group
from cogs.messages import locale_of, t, variant_name

if TYPE_CHECKING:
    from cogs.client import SequenceBot

log = logging.getLogger(__name__)

RESET_ID = re.compile(r"seqlb:reset:(?P<variant>classic|kids|dice)")
"""The confirmation's button: the ladder it resets (of the server it is pressed in)."""


def _check_admin(interaction: discord.Interaction[SequenceBot]) -> int:
    """The server's id, for a member who may manage it; a refusal for anyone else."""
    if interaction.guild_id is None:
        raise UserError("error.guild_only")
    if not interaction.permissions.manage_guild:
        raise UserError("season.admin_only")
    return interaction.guild_id


@app_commands.command(name="reset-ladder",
                      description="Admin: start a game's ladder here again (a new season)")
@app_commands.describe(game="Which game's ladder")
async def reset_command(interaction: discord.Interaction[SequenceBot],
                        game: Literal["classic", "kids", "dice"]) -> None:
    """``/sequence reset-ladder``: a private confirmation with the button that resets."""
    _check_admin(interaction)
    locale = locale_of(interaction)
    name = variant_name(game, locale)
    view = ui.view_of(ui.button(t("button.reset_ladder", locale, game=name),
                                f"seqlb:reset:{game}", style=discord.ButtonStyle.danger))
    await interaction.response.send_message(t("season.confirm", locale, game=name),
                                            view=view, ephemeral=True)


async def on_reset(interaction: discord.Interaction[SequenceBot], match: re.Match[str],
                   values: tuple[str, ...]) -> None:
    """The confirmation's button: checked again, then the ladder starts again and the
    channel is told who reset it."""
    guild_id = _check_admin(interaction)
    bot = interaction.client
    variant = match["variant"]
    players = await bot.service.reset_ladder(guild_id, variant)
    log.info("a ladder was reset: %d ratings", players)
    mine = locale_of(interaction)
    await ui.confirmed(interaction, t("season.done", mine, game=variant_name(variant, mine),
                                      count=players))
    locale = await bot.service.guild_locale(guild_id)  # the channel's language
    try:
        await interaction.followup.send(
            t("season.announce", locale, game=variant_name(variant, locale),
              member=interaction.user.mention),
            allowed_mentions=discord.AllowedMentions.none())
    except discord.HTTPException as error:  # the reset stands; only the notice failed
        log.warning("the notice of a ladder reset could not be posted (%s)", error.status)


async def setup(bot: commands.Bot) -> None:
    """Register ``/sequence reset-ladder`` and its button."""
    sequence_group(bot).add_command(reset_command)
    ui.route(RESET_ID, on_reset)


async def teardown(bot: commands.Bot) -> None:
    """Unregister them."""
    sequence_group(bot).remove_command("reset-ladder")
    ui.unroute(RESET_ID)
