"""The hand panel's commands and buttons: My hand, ``/sequence hand`` and ``/sequence notify``.

The panel itself (what it shows, moves made from it, keeping it current) is ``cogs.panel``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from cogs import components as ui
from cogs.group import game_autocomplete, resolve_here, sequence_group
from cogs.messages import locale_of, t
from cogs.panel_menu import HANDLERS, STALE_ACTIONS, on_refresh
from data import DM_CHOICES

if TYPE_CHECKING:
    from cogs.client import SequenceBot




async def on_hand(interaction: discord.Interaction[SequenceBot], ref: ui.Ref) -> None:
    """My hand button: the member's panel, with the move menu on their turn."""
    await interaction.client.panels.show(interaction, ref.game)


@app_commands.command(name="hand", description="Show your hand (only you see it)")
@app_commands.describe(game="Game number (only needed when you play several here)")
@app_commands.autocomplete(game=game_autocomplete)
async def hand_command(
    interaction: discord.Interaction[SequenceBot], game: int | None = None
) -> None:
    """``/sequence hand``: the panel, always available even with closed DMs."""
    record = await resolve_here(interaction, game)
    await interaction.client.panels.show(interaction, record.id)


@app_commands.command(name="notify", description="Choose when the bot sends you your hand by DM")
@app_commands.describe(when="When to DM you your hand")
@app_commands.choices(when=[
    app_commands.Choice(name=app_commands.locale_str("When it is my turn", key="choice.dm_turn"),
                        value="turn"),
    app_commands.Choice(name=app_commands.locale_str("After every move of the others",
                                                     key="choice.dm_all"), value="all"),
    app_commands.Choice(name=app_commands.locale_str("Never (I use My hand)",
                                                     key="choice.dm_never"), value="never"),
])
async def notify_command(interaction: discord.Interaction[SequenceBot], when: str) -> None:
    """``/sequence notify``: the member's choice of hand DMs, for every game and server."""
    if when not in DM_CHOICES:
        when = "turn"
    await interaction.client.service.set_dm_choice(interaction.user.id, when)
    await interaction.response.send_message(t(f"notify.set.{when}", locale_of(interaction)),
                                            ephemeral=True)


async def setup(bot: commands.Bot) -> None:
    """Register the panel's commands and components."""
    group = sequence_group(bot)
    group.add_command(hand_command)
    group.add_command(notify_command)
    ui.register("hand", on_hand)
    ui.register_all(HANDLERS)
    for action in STALE_ACTIONS:
        ui.register(action, on_refresh)


async def teardown(bot: commands.Bot) -> None:
    """Unregister them."""
    group = sequence_group(bot)
    group.remove_command("hand")
    group.remove_command("notify")
    ui.unregister("hand", *HANDLERS, *STALE_ACTIONS)
