"""The ``/sequence`` command group that every cog adds its subcommands to."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from cogs.errors import UserError
from data import GameRecord
from engine import Game

if TYPE_CHECKING:
    from cogs.client import SequenceBot

GROUP_NAME = "sequence"
log = logging.getLogger(__name__)

DM_COMMANDS = frozenset({"rules", "notify"})
"""The ``/sequence`` subcommands that also answer in a DM (they name no server's game)."""


class SequenceGroup(app_commands.Group):
    """The ``/sequence`` group: synced as server-only, and refusing a DM use at run time too
    (discord.py runs a guild-only command that reaches it from a DM: an old client, a user
    install), since a game always belongs to a server."""

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        """Refuse every subcommand but the rules outside a server."""
        command = interaction.command
        if interaction.guild_id is None and (command is None
                                             or command.name not in DM_COMMANDS):
            raise app_commands.NoPrivateMessage()
        return True


def sequence_group(bot: commands.Bot) -> app_commands.Group:
    """The bot's ``/sequence`` group, created and added to the tree on first use."""
    existing = bot.tree.get_command(GROUP_NAME)
    if isinstance(existing, app_commands.Group):
        return existing
    group = SequenceGroup(
        name=GROUP_NAME, description="Play Sequence, Sequence for Kids or Sequence Dice",
        guild_only=True,
    )
    bot.tree.add_command(group)
    return group


async def game_autocomplete(
    interaction: discord.Interaction[SequenceBot], current: str
) -> list[app_commands.Choice[int]]:
    """The member's open games, newest first, filtered by the typed number."""
    return await game_choices(
        interaction, current, lambda: interaction.client.service.my_games(interaction.user.id))


async def game_choices(
    interaction: discord.Interaction[SequenceBot],
    current: str,
    load: Callable[[], Awaitable[list[GameRecord]]],
    key: Callable[[GameRecord], str] = lambda record: "game.choice",
) -> list[app_commands.Choice[int]]:
    """Autocomplete choices of the games ``load`` gives that belong to this server, newest
    first, filtered by the typed number, each named by the text ``key`` gives for it (``game``
    and ``variant`` filled in); none outside a server, or when loading fails."""
    from cogs.messages import locale_of, t

    if interaction.guild_id is None:
        return []
    try:
        records = [r for r in await load() if r.guild_id == interaction.guild_id]
    except Exception:  # noqa: BLE001 - autocomplete must always answer, and in time
        log.exception("game autocomplete failed")
        return []
    locale = locale_of(interaction)
    typed = current.strip().lstrip("#")
    choices = []
    for record in sorted(records, key=lambda r: r.id, reverse=True):
        if typed and typed not in str(record.id):
            continue
        name = t(key(record), locale, game=record.id,
                 variant=t(f"variant.{record.variant}", locale))
        choices.append(app_commands.Choice(name=name[:100], value=record.id))
    return choices[:25]


def _server_of(interaction: discord.Interaction[SequenceBot]) -> int:
    """The server the interaction came from; a DM is refused."""
    if interaction.guild_id is None:
        raise UserError("error.guild_only")
    return interaction.guild_id


async def resolve_here(
    interaction: discord.Interaction[SequenceBot], game: int | None
) -> GameRecord:
    """The game a command means (``GameService.resolve``), only ever one of this server: a
    number from another server is refused exactly as an unknown number, and is never shown."""
    guild_id = _server_of(interaction)
    bot = interaction.client
    record = await bot.service.resolve(interaction.user.id, interaction.channel_id or 0, game)
    if record.guild_id != guild_id:
        if game is not None:
            raise UserError("error.no_game", game=game)
        raise UserError("error.no_games_here")
    return record


async def resolve_game_here(
    interaction: discord.Interaction[SequenceBot], game: int | None
) -> tuple[GameRecord, Game]:
    """``resolve_here`` for a game that must have started: its record and the live game."""
    bot = interaction.client
    return await bot.service.game((await resolve_here(interaction, game)).id)
