"""The My hand button, Back, and ``/sequence hand``: the private view, always available."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from cogs import components as ui
from cogs.group import game_autocomplete, resolve_here, sequence_group
from cogs.private import show_private

if TYPE_CHECKING:
    from cogs.client import SequenceBot


# -- handlers -------------------------------------------------------------------------------


async def on_hand(interaction: discord.Interaction, ref: ui.Ref) -> None:
    """My hand button: the private view, with play controls on the player's turn."""
    await show_private(interaction.client, interaction, ref.game)  # type: ignore[arg-type]


async def on_back(interaction: discord.Interaction, ref: ui.Ref) -> None:
    """Back from choosing a space to choosing a card."""
    await show_private(interaction.client, interaction, ref.game, edit=True)  # type: ignore[arg-type]


@app_commands.command(name="hand", description="Show your hand (only you see it)")
@app_commands.describe(game="Game number (only needed when you play several here)")
@app_commands.autocomplete(game=game_autocomplete)
async def hand_command(interaction: discord.Interaction, game: int | None = None) -> None:
    """``/sequence hand``: the private view, always available even with closed DMs."""
    bot: SequenceBot = interaction.client  # type: ignore[assignment]
    record = await resolve_here(interaction, game)
    await show_private(bot, interaction, record.id)


async def setup(bot: commands.Bot) -> None:
    """Register the hand command and buttons."""
    sequence_group(bot).add_command(hand_command)
    ui.register("hand", on_hand)
    ui.register("back", on_back)


async def teardown(bot: commands.Bot) -> None:
    """Unregister them."""
    sequence_group(bot).remove_command("hand")
    ui.unregister("hand", "back")
