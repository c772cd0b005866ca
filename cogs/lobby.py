"""Lobbies: ``/sequence new``, Join/Leave/team/Start/Cancel buttons, removing a player, rematch.

Starting a game shows how the dealer and first player were decided, opens a thread for the
game where the bot may (else the game stays in the channel), posts the first board and deals
the hands by DM.
"""

from __future__ import annotations

import logging
from functools import partial
from typing import TYPE_CHECKING, Any, Final, Literal

import discord
from discord import app_commands
from discord.ext import commands

from cogs import components as ui
from cogs.boards import ANSWER_WITHIN
from cogs.errors import STORE_TROUBLE, UserError, log_store_trouble
from cogs.fitting import MESSAGE_LIMIT, fit
from cogs.group import sequence_group
from cogs.in_time import acknowledged_if_slow
from cogs.messages import permission_names, t, variant_name
from cogs.present import lobby_text
from data import GameRecord, GameStatus
from table import (
    CLOCK_CHOICES,
    COMPUTER_LEVELS,
    COMPUTER_MARK,
    ComputerNamer,
    make_settings,
    settings_of,
)
from table.lobbies import rematch_host

if TYPE_CHECKING:
    from cogs.client import SequenceBot

log = logging.getLogger(__name__)

THREAD_ARCHIVE_MINUTES: Final = 10080
"""A game's thread is archived (hidden from its channel's list) after a week without a
message, the longest Discord allows, not after the channel's default (as short as an hour):
a game without a turn clock may wait that long for its player."""

REQUIRED = ("view_channel", "send_messages", "attach_files", "read_message_history")
"""Channel permissions the bot needs to host a game."""

IN_THREAD = ("view_channel", "send_messages_in_threads", "attach_files", "read_message_history")
"""The same in a thread (posting in a thread is its own permission)."""

FOR_THREAD = ("create_public_threads", "send_messages_in_threads")
"""Channel permissions the bot needs to open a game's thread and post in it."""

LOBBIES_PER_MEMBER = 3
"""Open lobbies one member may host in a server at once."""

LOBBIES_PER_CHANNEL = 10
"""Open lobbies a channel may have at once."""




def computer_name(n: int, level: str, locale: str = "en") -> str:
    """The display name of the ``n``-th computer player: ``🤖 Computer 1 (hard)``."""
    return f"{COMPUTER_MARK} " + t("computer.name", locale, n=n,
                                    level=t(f"level.{level}", locale))


def computer_namer(locale: str) -> ComputerNamer:
    """Names the lobby's computer players in ``locale`` (the server's language)."""
    return lambda n, level: computer_name(n, level, locale)


def member_name(user: discord.abc.User) -> str:
    """The name shown for a member (stored, since the bot has no members intent)."""
    return (getattr(user, "display_name", None) or user.name)[:64]


def lobby_view(record: GameRecord, locale: str) -> discord.ui.View:
    """Join, Leave, Start, Cancel (and Remove a computer); team buttons; the host's
    remove-a-player menu and add-a-computer menu."""
    gid = record.id
    settings = settings_of(record)
    items: list[Any] = [
        ui.button(t("button.join", locale), ui.custom_id(gid, None, "join"),
                  style=discord.ButtonStyle.success, row=0),
        ui.button(t("button.leave", locale), ui.custom_id(gid, None, "leave"), row=0),
        ui.button(t("button.start", locale), ui.custom_id(gid, None, "start"),
                  style=discord.ButtonStyle.primary, row=0),
        ui.button(t("button.cancel", locale), ui.custom_id(gid, None, "cancel"),
                  style=discord.ButtonStyle.danger, row=0),
    ]
    if any(s.is_computer for s in record.seats):
        items.append(ui.button(t("button.remove_computer", locale),
                               ui.custom_id(gid, None, "delcpu"), row=0))
    if settings.sides != settings.players:
        for side, colour in enumerate(settings.colours):
            items.append(ui.button(t("button.team", locale, team=t(f"colour.{colour}", locale)),
                                   ui.custom_id(gid, None, "team", str(side)), row=1))
    others = [s for s in record.seats if s.user_id not in (None, record.host_id)]
    if others:
        items.append(ui.select(t("select.kick", locale), ui.custom_id(gid, None, "kick"),
                               [(s.display_name, str(s.user_id)) for s in others], row=2))
    if len(record.seats) < settings.players:
        levels = [(t("computer.level_option", locale, level=t(f"level.{level}", locale)), level)
                  for level in COMPUTER_LEVELS]
        items.append(ui.select(t("select.add_computer", locale),
                               ui.custom_id(gid, None, "addcpu"), levels, row=3))
    return ui.view_of(*items)


def missing_permissions(interaction: discord.Interaction[SequenceBot],
                        names: tuple[str, ...] | None = None) -> list[str]:
    """Permissions the bot lacks in the interaction's channel (of ``names``; by default
    those it needs to host a game there)."""
    perms = interaction.app_permissions
    if names is None:
        names = IN_THREAD if isinstance(interaction.channel, discord.Thread) else REQUIRED
    return [name for name in names if not getattr(perms, name)]


async def check_lobby_limits(bot: SequenceBot, interaction: discord.Interaction[SequenceBot], *,
                             host_id: int | None = None, channel_id: int | None = None) -> None:
    """Refuse a new lobby when its host (``host_id``, by default the member asking) already
    hosts ``LOBBIES_PER_MEMBER`` open lobbies in this server, or its channel (by default the
    interaction's) has ``LOBBIES_PER_CHANNEL``."""
    user_id = interaction.user.id if host_id is None else host_id
    hosted = [r for r in await bot.service.my_games(user_id)
              if r.status is GameStatus.LOBBY and r.host_id == user_id
              and r.guild_id == interaction.guild_id]
    if len(hosted) >= LOBBIES_PER_MEMBER:
        raise UserError("error.lobby_limit_member", count=len(hosted), limit=LOBBIES_PER_MEMBER)
    here = [r for r in await bot.service.games_here(channel_id or interaction.channel_id or 0)
            if r.status is GameStatus.LOBBY]
    if len(here) >= LOBBIES_PER_CHANNEL:
        raise UserError("error.lobby_limit_channel", count=len(here),
                        limit=LOBBIES_PER_CHANNEL)


CLOCK_OPTIONS = [
    app_commands.Choice(name="off" if not s else f"{s // 60} min" if s < 3600
                        else f"{s // 3600} h", value=s // 60)
    for s in CLOCK_CHOICES
]
"""The turn clocks to choose from, in minutes ("off": none)."""


@app_commands.command(name="new", description="Open a lobby for a new game of Sequence")
@app_commands.describe(
    game="Which game", players="Number of players", teams="Number of sides or teams (optional)",
    advanced_jack="Classic: one-eyed jacks may break a completed sequence",
    table_talk="Classic with teams: the table-talk penalty can be called",
    strict_draw="Classic: players draw themselves and lose the card if they forget",
    line="Dice: 5 or 6 in a row",
    clock="Turn clock (the server's default if not given: none unless set)",
    computers="Number of computer players (also to play alone against the computer)",
    level="The computer players' level", hints="Allow /sequence hint in this game (off by default)",
)
@app_commands.choices(clock=CLOCK_OPTIONS)
async def new_command(
    interaction: discord.Interaction[SequenceBot],
    game: Literal["classic", "kids", "dice"],
    players: app_commands.Range[int, 2, 12],
    teams: app_commands.Range[int, 2, 4] | None = None,
    advanced_jack: bool = False,
    table_talk: bool = False,
    strict_draw: bool = False,
    line: Literal[5, 6] | None = None,
    clock: int | None = None,
    computers: app_commands.Range[int, 0, 11] = 0,
    level: Literal["easy", "medium", "hard", "expert"] = "medium",
    hints: bool = False,
) -> None:
    """``/sequence new``: validate the table, store the lobby, post it with its buttons."""
    bot = interaction.client
    locale = await bot.service.guild_locale(interaction.guild_id)  # the lobby is public
    missing = missing_permissions(interaction)
    if missing:
        raise UserError("error.bot_missing", permissions=tuple(missing))
    await check_lobby_limits(bot, interaction)
    seconds = None if clock is None else clock * 60
    settings = make_settings(
        game, players, teams or 0, advanced_jack=advanced_jack, table_talk=table_talk,
        strict_draw=strict_draw, line_length=line or 0,
    )
    record = await bot.service.create_lobby(
        guild_id=interaction.guild_id or 0, channel_id=interaction.channel_id or 0,
        host_id=interaction.user.id, host_name=member_name(interaction.user), settings=settings,
        clock=seconds, hints=hints, computers=computers, level=level,
        namer=computer_namer(locale),
    )
    await interaction.response.send_message(
        lobby_text(record, locale), view=lobby_view(record, locale),
        allowed_mentions=discord.AllowedMentions.none(),
    )
    message = await interaction.original_response()
    await bot.service.set_messages(record.id, lobby_message_id=message.id)


def _legacy_clock(ref: ui.Ref) -> int | None:
    """The turn clock carried by a Start or Rematch button posted before the clock was stored
    with the game (``seq:<game>:-:start:<seconds>``); None for today's buttons."""
    if ref.arg is None:
        return None
    try:
        seconds = int(ref.arg)
    except ValueError:
        raise UserError("error.forged") from None
    if seconds not in CLOCK_CHOICES:
        raise UserError("error.forged")
    return seconds


async def _update(interaction: discord.Interaction[SequenceBot], record: GameRecord) -> None:
    locale = await interaction.client.service.guild_locale(record.guild_id)
    await interaction.response.edit_message(
        content=lobby_text(record, locale), view=lobby_view(record, locale),
        allowed_mentions=discord.AllowedMentions.none())


async def on_join(interaction: discord.Interaction[SequenceBot], ref: ui.Ref) -> None:
    """Join button."""
    record = await interaction.client.service.join(ref.game, interaction.user.id,
                                                  member_name(interaction.user))
    await _update(interaction, record)


async def on_team(interaction: discord.Interaction[SequenceBot], ref: ui.Ref) -> None:
    """Team button: join on that team, or move to it."""
    if ref.arg is None or not ref.arg.isdigit():
        raise UserError("error.forged")
    record = await interaction.client.service.join(ref.game, interaction.user.id,
                                                  member_name(interaction.user), int(ref.arg))
    await _update(interaction, record)


async def on_leave(interaction: discord.Interaction[SequenceBot], ref: ui.Ref) -> None:
    """Leave button."""
    record = await interaction.client.service.leave(ref.game, interaction.user.id)
    await _update(interaction, record)


async def on_kick(interaction: discord.Interaction[SequenceBot], ref: ui.Ref) -> None:
    """The host's remove-a-player menu."""
    if len(ref.values) != 1 or not ref.values[0].isdigit():
        raise UserError("error.forged")
    record = await interaction.client.service.kick(ref.game, interaction.user.id,
                                                  int(ref.values[0]))
    await _update(interaction, record)


async def on_add_computer(interaction: discord.Interaction[SequenceBot], ref: ui.Ref) -> None:
    """The host's add-a-computer menu: seat a computer player of the chosen level."""
    if len(ref.values) != 1 or ref.values[0] not in COMPUTER_LEVELS:
        raise UserError("error.forged")
    bot = interaction.client
    locale = await bot.service.guild_locale(interaction.guild_id)
    record = await bot.service.add_computer(ref.game, interaction.user.id, ref.values[0],
                                            namer=computer_namer(locale))
    await _update(interaction, record)


async def on_remove_computer(interaction: discord.Interaction[SequenceBot], ref: ui.Ref) -> None:
    """Remove a computer button (host): the last computer player leaves the lobby."""
    record = await interaction.client.service.remove_computer(ref.game, interaction.user.id)
    await _update(interaction, record)


async def on_cancel(interaction: discord.Interaction[SequenceBot], ref: ui.Ref) -> None:
    """Cancel button (host)."""
    record = await interaction.client.service.cancel(ref.game, interaction.user.id)
    locale = await interaction.client.service.guild_locale(record.guild_id)
    await interaction.response.edit_message(content=t("lobby.cancelled", locale, game=record.id),
                                            view=None)


async def on_start(interaction: discord.Interaction[SequenceBot], ref: ui.Ref) -> None:
    """Start button (host): deal, open the game's thread, post the first board, DM hands.

    The permissions are checked before the game starts: without those to post in this
    channel Start is refused, naming them, and nothing changes; without those to open a
    thread and post in it the game is played in the channel, and the lobby says why."""
    bot = interaction.client
    channel = interaction.channel
    missing = missing_permissions(interaction)
    if missing:
        raise UserError("error.start_missing", game=ref.game, permissions=tuple(missing))
    threadable = isinstance(channel, discord.TextChannel) and interaction.message is not None
    no_thread = missing_permissions(interaction, FOR_THREAD) if threadable else []
    record, game = await bot.service.start(ref.game, interaction.user.id,
                                           legacy_clock=_legacy_clock(ref))
    locale = await bot.service.guild_locale(record.guild_id)
    thread = None
    name = t("start.thread_name", locale, game=record.id,
             variant_name=variant_name(record.variant, locale))
    if threadable and not no_thread and interaction.message is not None:
        try:  # on a slow Discord the press is acknowledged first (3 seconds)
            thread = await acknowledged_if_slow(
                interaction, interaction.message.create_thread(
                    name=name[:100], auto_archive_duration=THREAD_ARCHIVE_MINUTES), ANSWER_WITHIN,
                thinking=False)
        except discord.HTTPException as error:
            log.info("no thread for game %s (%s); playing in the channel", record.id, error.status)
    if thread is not None:
        try:
            record = await bot.service.set_messages(record.id, thread_id=thread.id)
        except STORE_TROUBLE as error:  # the start is stored: the game goes on in its thread
            log_store_trouble(log, f"game {record.id}: its thread is made but not recorded",
                              error, "recording it again shortly")
            record = bot.service.remember_messages(record.id, thread_id=thread.id) or record
            bot.retries.later(("thread", record.id), f"game {record.id}: recording its thread",
                              partial(bot.service.set_messages, record.id, thread_id=thread.id))
        where = t("lobby.started_in", locale, thread=thread.mention)
    elif no_thread:
        where = t("lobby.no_thread", locale, permissions=permission_names(no_thread, locale))
    else:
        where = ""
    started = t("lobby.started", locale, game=record.id, where=where)
    content = fit(lobby_text(record, locale), MESSAGE_LIMIT - len(started) - 1) + "\n" + started
    none = discord.AllowedMentions.none()
    try:  # the start is stored: whatever happens to this answer, the game is announced
        if interaction.response.is_done():
            await interaction.edit_original_response(content=content, view=None,
                                                     allowed_mentions=none)
        else:
            await interaction.response.edit_message(content=content, view=None,
                                                    allowed_mentions=none)
    except discord.HTTPException as error:
        log.info("answering the start of game %s failed (%s)", record.id, error.status)
    # the start text, the first board, every hand
    await bot.announcer.announce_or_later(record.id, lobby_updated=True)


async def on_rematch(interaction: discord.Interaction[SequenceBot], ref: ui.Ref) -> None:
    """Rematch button on a finished game: a new lobby with the same players and settings,
    hosted by the game's host, in a new thread of the game's channel (the old thread is the
    old game's); where no thread can be opened, as a message in that channel, or else here.
    The press is answered where it was made, with a link to the lobby."""
    bot = interaction.client
    old = await bot.service.record(ref.game)
    host = rematch_host(old, interaction.user.id)
    if old.seat_of(interaction.user.id) is not None and not old.status.is_open:
        try:
            await check_lobby_limits(bot, interaction, host_id=host, channel_id=old.channel_id)
        except UserError as refused:
            if refused.code != "error.lobby_limit_member" or host == interaction.user.id:
                raise
            raise UserError("error.rematch_host_limit", host=f"<@{host}>",
                            **refused.params) from None
    record = await bot.service.rematch(ref.game, interaction.user.id,
                                       member_name(interaction.user),
                                       legacy_clock=_legacy_clock(ref))
    locale = await bot.service.guild_locale(record.guild_id)
    text, view = lobby_text(record, locale), lobby_view(record, locale)
    # A new thread and the lobby in it are two requests: a busy bot says "thinking…" before
    # Discord's 3 seconds are up, and fills it in once the lobby is out.
    posted = await acknowledged_if_slow(
        interaction, _post_rematch(bot, interaction, record, text, view, locale), ANSWER_WITHIN,
        thinking=True)
    none = discord.AllowedMentions.none()
    if posted is None:  # nowhere else to put it: the lobby is the answer, as before
        if interaction.response.is_done():
            message = await interaction.edit_original_response(content=text, view=view,
                                                               allowed_mentions=none)
        else:
            await interaction.response.send_message(text, view=view, allowed_mentions=none)
            message = await interaction.original_response()
        await bot.service.set_messages(record.id, lobby_message_id=message.id)
        return
    record = await bot.service.set_messages(record.id, lobby_message_id=posted.id)
    answer = t("rematch.opened", locale, game=record.id, host=f"<@{record.host_id}>",
               where=posted.jump_url)
    if interaction.response.is_done():
        await interaction.edit_original_response(content=answer, allowed_mentions=none)
    else:
        await interaction.response.send_message(answer, allowed_mentions=none)


async def _post_rematch(
    bot: SequenceBot, interaction: discord.Interaction[SequenceBot], record: GameRecord, text: str,
    view: discord.ui.View, locale: str,
) -> discord.Message | None:
    """Post a rematch lobby in a new thread of its channel (recorded as the game's thread),
    else in the channel itself; None when neither is possible or the channel is where the
    press came from (the caller answers with the lobby)."""
    try:
        channel = await bot.boards.channel(record.channel_id)
    except discord.HTTPException as error:
        log.info("the channel of rematch %s is out of reach (%s)", record.id, error.status)
        return None
    if isinstance(channel, discord.TextChannel) and not missing_permissions(
            interaction, FOR_THREAD):
        name = t("start.thread_name", locale, game=record.id,
                 variant_name=variant_name(record.variant, locale))
        try:
            thread = await channel.create_thread(
                name=name[:100], type=discord.ChannelType.public_thread,
                auto_archive_duration=THREAD_ARCHIVE_MINUTES)
            message = await thread.send(text, view=view,
                                        allowed_mentions=discord.AllowedMentions.none())
        except discord.HTTPException as error:
            log.info("no thread for rematch %s (%s)", record.id, error.status)
        else:
            await bot.service.set_messages(record.id, thread_id=thread.id)
            return message
    if getattr(channel, "id", None) == interaction.channel_id:
        return None
    try:
        return await channel.send(
            text, view=view, allowed_mentions=discord.AllowedMentions.none())
    except discord.HTTPException as error:
        log.info("rematch %s could not be posted in its channel (%s)", record.id, error.status)
        return None


async def mark_lobby_closed(bot: SequenceBot, record: GameRecord, key: str) -> None:
    """Say on a closed lobby's own message why (the text ``key``, in the server's language)
    and take its buttons off; a message that is gone or out of reach is left alone."""
    if not record.lobby_message_id:
        return
    locale = await bot.service.guild_locale(record.guild_id)
    try:
        channel = await bot.boards.channel(record.thread_id or record.channel_id)
        message = channel.get_partial_message(record.lobby_message_id)
        await message.edit(content=lobby_text(record, locale) + "\n" + t(
            key, locale, game=record.id), view=None,
            allowed_mentions=discord.AllowedMentions.none())
    except discord.HTTPException as error:
        log.info("the lobby of game %s could not be marked closed (%s)", record.id,
                 error.status)


async def lobby_thread_gone(bot: SequenceBot, record: GameRecord) -> None:
    """A rematch lobby's thread was deleted, and its buttons with it: the lobby is cancelled
    and its channel told, so that Rematch can open a new one."""
    record = await bot.service.close_lobby(record.id)
    locale = await bot.service.guild_locale(record.guild_id)
    try:
        channel = await bot.boards.channel(record.channel_id)
        await channel.send(t("rematch.thread_gone", locale, game=record.id),
                           allowed_mentions=discord.AllowedMentions.none())
    except discord.HTTPException as error:
        log.info("the end of lobby %s could not be told (%s)", record.id, error.status)


HANDLERS = {
    "join": on_join,
    "team": on_team,
    "leave": on_leave,
    "kick": on_kick,
    "cancel": on_cancel,
    "start": on_start,
    "rematch": on_rematch,
    "addcpu": on_add_computer,
    "delcpu": on_remove_computer,
}


async def setup(bot: commands.Bot) -> None:
    """Register the lobby command and buttons."""
    sequence_group(bot).add_command(new_command)
    ui.register_all(HANDLERS)


async def teardown(bot: commands.Bot) -> None:
    """Unregister them."""
    sequence_group(bot).remove_command("new")
    ui.unregister(*HANDLERS)
