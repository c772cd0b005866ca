"""Hand DMs: who gets one after a move (each member's ``/sequence notify`` choice), and
sending them.

A hand is shown only to its owner: by DM (which game, with a link to the board) and in the
only-you hand panel (``cogs.panel``). A member whose DMs are closed (Discord error 50007) is
remembered in the store and not sent DMs again.
"""

from __future__ import annotations

import logging
from collections import OrderedDict
from typing import TYPE_CHECKING, Any

import discord

from cogs.boards import board_channel_id
from cogs.language import user_locale
from cogs.present import hand_text
from data import GameRecord
from engine import Game

if TYPE_CHECKING:
    from cogs.client import SequenceBot

log = logging.getLogger(__name__)

CLOSED_DMS = 50007

DM_CHANNELS_KEPT = 20_000
"""Members whose DM channel id is remembered (about 100 bytes each)."""


class DmChannels:
    """Each member's DM channel, opened once: discord.py keeps only its last 128 DM
    channels, so with more players than that every DM first asked Discord to open the
    channel again (a request a move in ``benchmarks/interaction.py`` with 200 games)."""

    def __init__(self, bot: SequenceBot) -> None:
        self.bot = bot
        self._ids: OrderedDict[int, int] = OrderedDict()

    async def channel(self, user_id: int) -> discord.abc.Messageable:
        """The member's DM channel to send to, opened if this bot has not yet."""
        known = self._ids.get(user_id)
        if known is not None:
            self._ids.move_to_end(user_id)
            return self.bot.get_partial_messageable(known, type=discord.ChannelType.private)
        channel = await self.bot.create_dm(discord.Object(user_id))
        self._ids[user_id] = channel.id
        while len(self._ids) > DM_CHANNELS_KEPT:
            self._ids.popitem(last=False)
        return channel

    def forget(self, user_id: int) -> None:
        """Open the member's DM channel again next time (Discord no longer knows it)."""
        self._ids.pop(user_id, None)

    async def note(self, user_id: int, ok: bool) -> None:
        """Remember whether DMs to the member go through (``ok``). When the database is away
        the DMs go on, and the latest of these is written once it is back."""
        service = self.bot.service
        await self.bot.retries.write_latest(
            ("DMs open", user_id), "recording whether a player's DMs are open", ok,
            lambda ok: service.opened_dm(user_id) if ok else service.closed_dm(user_id))


def dm_seats(
    record: GameRecord,
    game: Game,
    choices: dict[int, str],
    *,
    mover: int | None,
    watching: frozenset[int] = frozenset(),
) -> tuple[int, ...]:
    """The seats to DM their hand after a move by ``mover`` (or at the ``start``), by each
    member's choice (``choices``: user id → ``data.DM_CHOICES``): ``turn`` when the seat has
    to act now, ``all`` after every move of another seat, ``never`` none. Nobody gets a DM
    after their own move, and ``turn`` sends none to the members in ``watching`` (playing
    from a hand panel they used a moment ago, which shows their turn already)."""
    if game.is_over or game.settings.variant == "dice":
        return ()
    acting = set(game.acting_seats())
    seats = []
    for info in record.seats:
        if info.user_id is None or info.seat == mover:
            continue
        choice = choices.get(info.user_id, "turn")
        if choice == "all" or (choice == "turn" and info.seat in acting
                               and info.user_id not in watching):
            seats.append(info.seat)
    return tuple(seats)


async def send_hands(
    bot: SequenceBot,
    record: GameRecord,
    game: Game,
    seats: tuple[int, ...],
    *,
    picture: bool = True,
    retry_closed: bool = False,
) -> None:
    """DM each of ``seats`` its new hand with its private picture (``picture``), skipping
    members whose DMs are closed — except at the deal of a new game (``retry_closed``), where a
    closed DM is tried once more, so a member who opened their DMs again gets them.

    Call it in a background task after the board has gone out: the pictures are drawn one at a
    time in the bot's DM picture thread, so they never hold up a move's board.
    """
    if game.settings.variant == "dice":
        return
    server = await bot.service.guild_locale(record.guild_id)
    link = bot.boards.link(record)
    for seat in seats:
        info = record.seats[seat]
        if info.user_id is None or game.is_over or not (info.dm_ok or retry_closed):
            continue
        locale = user_locale(bot, info.user_id, server)  # a DM: the player's language
        content = hand_text(record, game, seat, locale, dm=True,
                            channel=f"<#{board_channel_id(record)}>", link=link)
        file = None
        if picture:
            file = await bot.boards.private.file(game, record, seat, locale)
        # On the player's turn the DM carries the panel's move menu: one tap from the
        # notification is the whole move (the DM then becomes their panel).
        extra: dict[str, Any] = {}
        if seat in game.acting_seats():
            extra["view"] = bot.panels.controls(record, game, seat, locale)
        try:
            channel = await bot.dms.channel(info.user_id)
            if file is not None:
                extra["file"] = file
            await channel.send(content, **extra)
        except discord.HTTPException as error:
            if isinstance(error, discord.NotFound):
                bot.dms.forget(info.user_id)
            if error.code == CLOSED_DMS:
                log.info("DMs closed for a player of game %s; not retrying", record.id)
                if info.dm_ok:
                    await bot.dms.note(info.user_id, False)
            else:
                log.warning("DM to a player of game %s failed: %s", record.id, error.status)
            continue
        if not info.dm_ok:
            log.info("DMs open again for a player of game %s", record.id)
            await bot.dms.note(info.user_id, True)
