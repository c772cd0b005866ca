"""The ``/sequence`` command group that every cog adds its subcommands to."""

from __future__ import annotations

import logging

import discord
from discord import app_commands
from discord.ext import commands

GROUP_NAME = "sequence"
log = logging.getLogger(__name__)


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
    """The member's open games, newest first, filtered by the typed number."""
    from cogs.messages import locale_of, t

    try:
        records = await interaction.client.service.my_games(  # type: ignore[attr-defined]
            interaction.user.id
        )
    except Exception:  # noqa: BLE001 - autocomplete must always answer, and in time
        log.exception("game autocomplete failed")
        return []
    locale = locale_of(interaction)
    typed = current.strip().lstrip("#")
    choices = []
    for record in sorted(records, key=lambda r: r.id, reverse=True):
        if typed and typed not in str(record.id):
            continue
        name = f"#{record.id} Sequence {t(f'variant.{record.variant}', locale)}"
        choices.append(app_commands.Choice(name=name[:100], value=record.id))
    return choices[:25]
