"""The ``/sequence`` command group that every cog adds its subcommands to."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

GROUP_NAME = "sequence"


def sequence_group(bot: commands.Bot) -> app_commands.Group:
    """The bot's ``/sequence`` group, created and added to the tree on first use."""
    existing = bot.tree.get_command(GROUP_NAME)
    if isinstance(existing, app_commands.Group):
        return existing
    group = app_commands.Group(
        name=GROUP_NAME, description="Play Sequence, Sequence for Kids or Sequence Dice",
        guild_only=True,
    )
    bot.tree.add_command(group)
    return group


async def game_autocomplete(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[int]]:
    """The member's open games, newest first."""
    try:
        records = await interaction.client.service  # type: ignore[attr-defined].my_games(interaction.user.id)
    except Exception:  # noqa: BLE001 - autocomplete must always answer
        return []
    choices = []
    for record in reversed(records):
        label = f"#{record.id} {record.variant} ({record.status})"
        if current and current not in str(record.id):
            continue
        choices.append(app_commands.Choice(name=label, value=record.id))
    return choices[:25]
