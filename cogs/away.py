"""``/sequence drop``: dropping a player a game without a turn clock has waited three days for.

Without a clock a game waits for its player for ever, and the others could only resign (a
rated loss) or ask a moderator (``/sequence end``). After ``AWAY_AFTER`` any other person
still playing may drop them, as the slowest clock would have: the rule and its checks are the
table's (``SocialActions.away``, ``drop_away``). This module asks for a private confirmation,
whose button the table checks again, and shows what was stored like any move.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from cogs import components as ui
from cogs.announce import after_move
from cogs.errors import UserError
from cogs.group import game_autocomplete, resolve_game_here, sequence_group
from cogs.messages import locale_of, t
from cogs.present import name_of

if TYPE_CHECKING:
    from cogs.client import SequenceBot

log = logging.getLogger(__name__)


@app_commands.command(
    name="drop",
    description="Games without a turn clock: drop a player the game has waited 3 days for")
@app_commands.describe(game="Game number (only needed when you play several here)")
@app_commands.autocomplete(game=game_autocomplete)
async def drop_command(interaction: discord.Interaction[SequenceBot],
                       game: int | None = None) -> None:
    """``/sequence drop``: whom the game waits for and since when, with the button that drops
    them; a refusal says why not (a clock, your turn, not yet: from when)."""
    bot = interaction.client
    record, _ = await resolve_game_here(interaction, game)  # a lobby is refused here
    away = await bot.service.away(record.id, interaction.user.id)  # the rest: the table
    locale = locale_of(interaction)
    since = f"<t:{away.since}:R>"
    names = tuple(name_of(record, s) for s in away.seats)
    custom_id = ui.custom_id(record.id, away.ply, "away")
    if away.forfeits:
        text = t("away.confirm_forfeits", locale, game=record.id, since=since, players=names,
                 asked=len(away.seats))
        label = t("button.away_forfeits", locale)
    else:
        text = t("away.confirm", locale, game=record.id, since=since, player=names,
                 ends="yes" if away.ends else "no")
        label = t("button.away", locale, player=names[:40])
    view = ui.view_of(ui.button(label, custom_id, style=discord.ButtonStyle.danger))
    await interaction.response.send_message(text, view=view, ephemeral=True)


async def on_away(interaction: discord.Interaction[SequenceBot], ref: ui.Ref) -> None:
    """The confirmation's button: the table checks everything again and drops the player
    (or takes the owed forfeits), then the move is shown like any other."""
    bot = interaction.client
    if ref.ply is None:
        raise UserError("error.stale")
    result = await bot.service.drop_away(ref.game, interaction.user.id, ply=ref.ply)
    locale = locale_of(interaction)
    record = result.record
    log.info("a player of game %s was dropped after waiting", record.id)
    if result.dropped is None:
        text = t("away.done_forfeits", locale, game=record.id)
    else:
        text = t("away.done", locale, game=record.id, player=name_of(record, result.dropped))
    await ui.confirmed(interaction, text)
    await after_move(bot, result, interaction=interaction)


async def setup(bot: commands.Bot) -> None:
    """Register ``/sequence drop`` and its button."""
    sequence_group(bot).add_command(drop_command)
    ui.register("away", on_away)


async def teardown(bot: commands.Bot) -> None:
    """Unregister them."""
    sequence_group(bot).remove_command("drop")
    ui.unregister("away")
