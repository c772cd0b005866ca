"""``/sequence end``: ending a game, or closing a lobby, that its players left behind.

Without a turn clock a game waits for its player to act for ever, and a channel holds at most
``LOBBIES_PER_CHANNEL`` open lobbies: a player who left the server, or a host who forgot a
lobby, would otherwise hold a game or a channel up for good. A member who may manage messages
in the game's channel or thread (a moderator), or who may manage the server, ends it: a
running game is abandoned (no winner, not rated; the final board says so), a lobby is closed.
A lobby's host may close their own lobby this way too (as its Cancel button does). Nobody who
plays in a running game may end it, the host and moderators included: that would spare them a
rated loss, so players leave with ``/sequence resign``.

Who may is a Discord permission, so it is decided here; the table ends the game
(``GameService.end_game``, ``GameService.close_lobby``). The command answers privately with a
confirmation, and the confirmation's button checks again, so a forged or forwarded button
does nothing for anyone else.
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
from cogs.group import game_choices, resolve_here, sequence_group
from cogs.lobby import mark_lobby_closed
from cogs.messages import locale_of, t
from data import GameRecord, GameStatus

if TYPE_CHECKING:
    from cogs.client import SequenceBot

log = logging.getLogger(__name__)

OPEN = (GameStatus.LOBBY, GameStatus.ACTIVE)


def check_may_end(interaction: discord.Interaction[SequenceBot], record: GameRecord) -> None:
    """Refuse a member who may not end ``record`` (``may_end``), and a moderator who plays in
    the running game: ending it would spare them a rated loss, so they resign like any player
    (or ask another moderator)."""
    if record.status is GameStatus.ACTIVE and record.seat_of(interaction.user.id) is not None:
        raise UserError("error.end_own_game", game=record.id)
    if not may_end(interaction, record):
        raise UserError("error.end_not_allowed", game=record.id)


def may_end(interaction: discord.Interaction[SequenceBot], record: GameRecord) -> bool:
    """Whether the member asking may end ``record``: Manage Server anywhere in the server,
    Manage Messages where the game is played, or (a lobby) its own host."""
    if record.status is GameStatus.LOBBY and record.host_id == interaction.user.id:
        return True
    perms = interaction.permissions
    if perms.manage_guild:
        return True
    where = {record.channel_id, record.thread_id, record.board_channel_id}
    return perms.manage_messages and interaction.channel_id in where


async def _game_to_end(interaction: discord.Interaction[SequenceBot],
                       game: int | None) -> GameRecord:
    """The game named, else the thread's, else the channel's only open game or lobby."""
    if game is not None:
        return await resolve_here(interaction, game)
    if interaction.guild_id is None:
        raise UserError("error.guild_only")
    here = await interaction.client.service.games_here(interaction.channel_id or 0)
    here = [r for r in here if r.guild_id == interaction.guild_id and r.status in OPEN]
    own = [r for r in here if r.thread_id == interaction.channel_id]
    if len(own) == 1:
        return own[0]
    if len(here) == 1:
        return here[0]
    raise UserError("error.end_which")


async def games_here_autocomplete(
    interaction: discord.Interaction[SequenceBot], current: str
) -> list[app_commands.Choice[int]]:
    """The open games and lobbies of this channel (or thread), newest first."""

    async def here() -> list[GameRecord]:
        games = await interaction.client.service.games_here(interaction.channel_id or 0)
        return [r for r in games if r.status in OPEN]

    return await game_choices(interaction, current, here, lambda record: (
        "end.kind_lobby" if record.status is GameStatus.LOBBY else "game.choice"))


@app_commands.command(name="end",
                      description="Moderators: end a game or close a lobby its players left")
@app_commands.describe(game="Game number (not needed in the game's thread, or with one here)")
@app_commands.autocomplete(game=games_here_autocomplete)
async def end_command(interaction: discord.Interaction[SequenceBot],
                      game: int | None = None) -> None:
    """``/sequence end``: a private confirmation with the button that ends the game."""
    record = await _game_to_end(interaction, game)
    if record.status not in OPEN:
        raise UserError("error.game_over", game=record.id)
    check_may_end(interaction, record)
    locale = locale_of(interaction)
    lobby = record.status is GameStatus.LOBBY
    view = ui.view_of(ui.button(
        t("button.end_lobby" if lobby else "button.end_game", locale, game=record.id),
        ui.custom_id(record.id, None, "end"), style=discord.ButtonStyle.danger))
    await interaction.response.send_message(
        t("end.confirm_lobby" if lobby else "end.confirm_game", locale, game=record.id),
        view=view, ephemeral=True)


async def on_end(interaction: discord.Interaction[SequenceBot], ref: ui.Ref) -> None:
    """The confirmation's button: checked again, then the game ends or the lobby closes."""
    bot = interaction.client
    record = await bot.service.record(ref.game)
    if record.status not in OPEN:
        raise UserError("error.game_over", game=record.id)
    check_may_end(interaction, record)
    locale = locale_of(interaction)
    if record.status is GameStatus.LOBBY:
        record = await bot.service.close_lobby(record.id)
        await ui.confirmed(interaction, t("end.done_lobby", locale, game=record.id))
        await mark_lobby_closed(bot, record, "end.lobby_closed")
        return
    result = await bot.service.end_game(record.id)
    log.info("game %s was ended by a moderator", record.id)
    await ui.confirmed(interaction, t("end.done_game", locale, game=record.id))
    await after_move(bot, result, interaction=interaction)


async def setup(bot: commands.Bot) -> None:
    """Register ``/sequence end`` and its button."""
    sequence_group(bot).add_command(end_command)
    ui.register("end", on_end)


async def teardown(bot: commands.Bot) -> None:
    """Unregister them."""
    sequence_group(bot).remove_command("end")
    ui.unregister("end")
