"""Board messages: posting them, recording which is current, and taking the old one's buttons
off. The card they are is ``cogs.board_card``'s, their picture ``cogs.pictures``'.

After every move a new board message goes to the game's thread or channel; the board it
replaces loses its buttons. Which message is the current board is kept in the store, so buttons
on old messages are recognised as old after a restart too.
"""

from __future__ import annotations

import asyncio
import logging
from collections import OrderedDict
from functools import partial
from typing import TYPE_CHECKING, Any

import discord

from cogs.board_card import board_card, without_controls
from cogs.errors import STORE_TROUBLE, log_store_trouble
from cogs.in_time import AnswerInTime, done_in_time
from cogs.language import user_locale
from cogs.messages import t
from cogs.pictures import (
    PrivatePictures,
    draw_public,
    draw_turn,
    names_of,
    png_file,
    replay_file,
)
from cogs.present import mentioned_users
from data import GameRecord
from engine import Game

if TYPE_CHECKING:
    from cogs.client import SequenceBot

log = logging.getLogger(__name__)

ANSWER_WITHIN = 2.0
"""Seconds after an interaction within which its board answers it directly (Discord allows 3)."""
Postable = (discord.TextChannel | discord.Thread | discord.VoiceChannel | discord.StageChannel
            | discord.DMChannel | discord.PartialMessageable)
"""A channel the bot posts boards, lobbies and texts in."""
POSTABLE = (discord.TextChannel, discord.Thread, discord.VoiceChannel, discord.StageChannel,
            discord.DMChannel, discord.PartialMessageable)


CARDS_KEPT = 2000
"""Board cards remembered so their controls can be taken off without asking Discord."""
RETRIES = (0.5, 1.0, 2.0)
"""Seconds to wait before trying a post again after Discord answered 5xx."""
MISSING_PERMISSIONS = 50013
"""Discord's error code for a request the bot lacks a permission for."""
NONCE_LIMIT = 25
"""Characters of a message nonce (Discord's limit)."""


async def _link_instead(interaction: discord.Interaction[SequenceBot],
                        message: discord.Message, record: GameRecord) -> None:
    """Fill in a deferred answer whose board went out elsewhere (the game left its thread
    meanwhile, or Discord refused the answer) with the board's link: a "thinking…" must
    never stay unanswered."""
    try:
        await interaction.edit_original_response(content=message.jump_url)
    except discord.HTTPException as error:
        log.info("answering with the link to game %s's board failed (%s)", record.id,
                 error.status)


def board_channel_id(record: GameRecord) -> int:
    """Where the game's boards go: its thread, else the channel it was started in."""
    return record.thread_id or record.channel_id


def post_nonce(game_id: int, ply: int, kind: str) -> str | None:
    """The nonce of the channel post of one announcement: ``kind`` (``board``, ``start0``…) of
    game ``game_id`` at ``ply``. Sent with ``enforce_nonce`` (discord.py always does), Discord
    answers a repeat within a few minutes with the first message instead of posting again, so
    a process that posted and died before recording it does not post it twice. None if it
    would be longer than Discord's 25 characters (a post without one is only not deduplicated).
    """
    nonce = f"{kind}:{game_id}:{ply}"
    return nonce if len(nonce) <= NONCE_LIMIT else None


def message_link(guild_id: int, channel_id: int | None, message_id: int | None) -> str:
    """A jump link to a message ('' when unknown)."""
    if channel_id is None or message_id is None:
        return ""
    return f"https://discord.com/channels/{guild_id}/{channel_id}/{message_id}"


EARLY_KEPT = 64
"""Boards drawn early (``BoardPoster.draw_early``) and not yet posted, at most: each is posted
a moment later, so only a board whose post never came (a failed move announcement, owed and
posted again later) is ever dropped here, its drawing cancelled."""


class BoardPoster:
    """Posts boards for one bot and keeps track of each game's newest board."""

    def __init__(self, bot: SequenceBot) -> None:
        self.bot = bot
        self._latest: dict[int, tuple[int, int, int]] = {}
        """game → (ply, channel id, message id) of the newest board posted."""
        self._cards: dict[int, discord.ui.LayoutView] = {}
        """Board message id → the card sent, until its controls are taken off."""
        self._unrecorded: dict[int, tuple[int, int, int, int | None]] = {}
        """Per game: its newest board that is out while the database did not take its record
        (ply, channel, message, the moves it shows), until it does."""
        self.private = PrivatePictures(lambda: bot.workers.later)
        """The private pictures of hand DMs and panels."""
        self._early: OrderedDict[tuple[int, int, str], asyncio.Future[discord.File | None]] = (
            OrderedDict())
        """(game, ply, language) → its board picture, started before the board is posted."""

    def draw_early(self, record: GameRecord, game: Game, locale: str) -> None:
        """Start drawing the board of ``game``'s position now, for the ``post`` that follows
        (a panel's move answers its click first: the picture is drawn meanwhile)."""
        key = (record.id, game.ply, locale)
        if key in self._early:
            return
        for old in [k for k in self._early if k[0] == record.id]:
            self._early.pop(old).cancel()
        self._early[key] = self._draw(record, game, locale)
        while len(self._early) > EARLY_KEPT:
            self._early.popitem(last=False)[1].cancel()

    def current(self, record: GameRecord) -> tuple[int | None, int | None]:
        """Channel and message of a game's current board: the newest this process posted,
        unless the record shows a later one (posted by another process)."""
        latest = self._latest.get(record.id)
        if latest is not None and (record.announced_ply is None
                                   or latest[0] >= record.announced_ply):
            return latest[1], latest[2]
        return record.board_channel_id, record.board_message_id

    def forget(self, game_id: int) -> None:
        """Take the game's newest board from the stored record from now on (another process
        may have posted a newer one)."""
        self._latest.pop(game_id, None)

    def link(self, record: GameRecord) -> str:
        """A jump link to the game's current board."""
        channel_id, message_id = self.current(record)
        return message_link(record.guild_id, channel_id, message_id)

    async def channel(self, channel_id: int) -> Postable:
        """A channel or thread to send to (fetched when not cached)."""
        channel = self.bot.get_channel(channel_id)
        if channel is None:
            channel = await self.bot.fetch_channel(channel_id)
        if not isinstance(channel, POSTABLE):  # a category or forum: commands never come from one
            raise TypeError(f"channel {channel_id} is a {type(channel).__name__}")
        return channel

    async def post(
        self,
        record: GameRecord,
        game: Game,
        content: str,
        *,
        interaction: discord.Interaction[SequenceBot] | None = None,
        deferred: bool = False,
        skip_strip: int | None = None,
        nonce: str | None = None,
        announces: bool = False,
    ) -> discord.Message:
        """Post a new board with ``content`` and make it the game's current board; one that
        ``announces`` the moves up to now also records them as shown, in the same write.

        With an ``interaction`` in the board's channel the board is its response: the answer
        itself when the interaction has none yet, the edit of a deferred reply (``deferred``),
        or a followup. Otherwise, or when that fails, it is sent to the channel, with ``nonce``
        (``post_nonce``) when given. The previous board loses its buttons (unless it is
        ``skip_strip``, already edited).
        """
        late = None
        if (interaction is not None and not interaction.response.is_done()
                and interaction.channel_id != board_channel_id(record)):
            # The board goes elsewhere (the game left this thread while the move waited its
            # turn to be shown): the answer is its link, once it is out, and Discord's 3
            # seconds hold however long drawing and posting it take.
            late = AnswerInTime(interaction, ANSWER_WITHIN, ephemeral=True)
        try:
            return await self._post(record, game, content, interaction=interaction,
                                    deferred=deferred, skip_strip=skip_strip, nonce=nonce,
                                    announces=announces, late=late)
        finally:
            if late is not None:
                await late.stop()

    async def _post(
        self,
        record: GameRecord,
        game: Game,
        content: str,
        *,
        interaction: discord.Interaction[SequenceBot] | None,
        deferred: bool,
        skip_strip: int | None,
        nonce: str | None,
        announces: bool,
        late: AnswerInTime | None,
    ) -> discord.Message:
        """``post``, with ``late`` acknowledging an interaction the board will not answer."""
        locale = await self.bot.service.guild_locale(record.guild_id)
        drawing = self._early.pop((record.id, game.ply, locale), None)
        if drawing is None or drawing.cancelled():
            drawing = self._draw(record, game, locale)
        # A finished game's replay goes with its final board: drawn beside it, and timed with
        # it (seconds for a long game: the answer once waited for it past Discord's 3 s).
        replaying = (asyncio.ensure_future(replay_file(game, record, locale,
                                                       executor=self.bot.workers))
                     if game.is_over else None)
        if (interaction is not None and not interaction.response.is_done()
                and interaction.channel_id == board_channel_id(record)):
            # Answer with the board itself when it is drawn in time; a busy bot says
            # "thinking…" before Discord's 3 seconds are up, and fills it in afterwards.
            pictures: asyncio.Future[Any] = (
                drawing if replaying is None else asyncio.gather(drawing, replaying))
            if not await done_in_time(interaction, pictures, ANSWER_WITHIN):
                try:
                    await interaction.response.defer(thinking=True)
                    deferred = True
                    await self.bot.owed.owe(interaction, record.id)
                except discord.HTTPException as error:
                    log.info("deferring the answer for game %s failed (%s)", record.id,
                             error.status)
        file = await drawing
        if file is None:
            content = f"{content}\n```\n{game.diagram()}\n```"
        mentions = discord.AllowedMentions(
            users=[discord.Object(u) for u in mentioned_users(record, game)],
            roles=False, everyone=False,
        )
        # The replay has a gallery of its own: two images in one gallery (or inline) are laid
        # out as cropped squares, which cut the final board's "... won!" line.
        replay = await replaying if replaying is not None else None
        files = [f for f in (file, replay) if f is not None]
        # A Dice roll's menu is ranked once a move, for the board and the roller's panel.
        ranked = (self.bot.panels.ranked(record.id, game, game.to_act)
                  if game.settings.variant == "dice" and game.to_act is not None
                  and not game.is_over else None)
        card = board_card(record, game, locale, content, file, replay, ranked=ranked)
        target = board_channel_id(record)
        message: discord.Message | None = None
        if interaction is not None and interaction.channel_id == target:
            try:
                if not interaction.response.is_done():  # the board is the answer itself
                    answer = await interaction.response.send_message(
                        view=card, files=files, allowed_mentions=mentions)
                    sent = answer.resource
                    message = (sent if isinstance(sent, discord.InteractionMessage)
                               else await interaction.original_response())
                elif deferred:
                    message = await interaction.edit_original_response(
                        attachments=files, view=card, allowed_mentions=mentions)
                else:
                    message = await interaction.followup.send(
                        view=card, files=files, allowed_mentions=mentions, wait=True)
            except discord.HTTPException as error:  # expired, or Discord failed: post it
                log.info("answering with the board of game %s failed (%s); posting it",
                         record.id, error.status)
                for f in files:
                    f.reset()
        if message is None:
            try:
                message = await self.send(record, None, view=card, files=files,
                                          allowed_mentions=mentions, nonce=nonce)
            finally:
                if late is not None and await late.stop():  # said "thinking…": owed now
                    deferred = True
                    assert interaction is not None
                    await self.bot.owed.owe(interaction, record.id)
            if interaction is not None and deferred:
                await _link_instead(interaction, message, record)
        self._cards[message.id] = card
        while len(self._cards) > CARDS_KEPT:
            self._cards.pop(next(iter(self._cards)))
        await self._make_current(record, game.ply, message, skip_strip, announces)
        return message

    def _draw(self, record: GameRecord, game: Game,
              locale: str) -> asyncio.Future[discord.File | None]:
        """The board picture, its job handed to the workers before this returns; when a
        player is to act who will see their private picture (an open panel, or a turn DM),
        that picture is drawn with it (their board band is the board's) and kept for the
        panel and the DM."""
        loop = asyncio.get_running_loop()
        seat = self._viewer(record, game)
        if seat is None:
            # Snapshots are taken here, on the event loop: the game may move on meanwhile.
            job = loop.run_in_executor(self.bot.workers, partial(
                draw_public, game.snapshot(), names_of(record), record.id, locale))
            return asyncio.ensure_future(self._board_only(job, record, game))
        private_locale = user_locale(self.bot, record.seats[seat].user_id, locale)
        both = loop.run_in_executor(self.bot.workers, partial(
            draw_turn, game.snapshot(), game.snapshot(seat), names_of(record), record.id,
            locale, private_locale))
        return asyncio.ensure_future(self._board_and_view(both, record, game, seat,
                                                          private_locale))

    async def _board_only(self, job: asyncio.Future[bytes], record: GameRecord,
                          game: Game) -> discord.File | None:
        try:
            data = await job
        except Exception:  # noqa: BLE001 - a board without a picture beats no board
            log.exception("rendering the board of game %s failed", record.id)
            return None
        return png_file(data, record, game)

    async def _board_and_view(self, job: asyncio.Future[tuple[bytes, bytes]],
                              record: GameRecord, game: Game, seat: int,
                              private_locale: str) -> discord.File | None:
        try:
            board, view = await job
        except Exception:  # noqa: BLE001 - a board without a picture beats no board
            log.exception("rendering the board of game %s failed", record.id)
            return None
        self.private.keep(game, record, seat, private_locale, view)
        return png_file(board, record, game)

    def _viewer(self, record: GameRecord, game: Game) -> int | None:
        """The seat to act now if its player will be shown their private picture of this
        position (a panel open, or DMs that reach them), else None."""
        seat = game.to_act
        # Not the opening board: it goes out with the start text while the picture workers
        # may still be starting, and every seat's hand DM draws its own picture then anyway.
        if (seat is None or game.ply == 0 or game.is_over or game.settings.variant == "dice"
                or seat not in game.acting_seats()):
            return None
        info = record.seats[seat]
        if info.user_id is None:
            return None
        if info.dm_ok or self.bot.panels.is_open(record.id, info.user_id):
            return seat
        return None

    async def send(self, record: GameRecord, content: str | None, **kw: Any) -> discord.Message:
        """Send a message to where the game is played, whatever Discord answers: a 5xx is
        tried again (``RETRIES``); a thread that is gone or closed to the bot moves the game
        back to its channel, which is told so. Anything else is raised."""
        target = board_channel_id(record)
        for pause in (*RETRIES, None):
            try:
                channel = await self.channel(target)
                return await channel.send(content, **kw)
            except (discord.NotFound, discord.Forbidden) as error:
                if target != record.thread_id or record.thread_id is None:
                    raise
                if (isinstance(error, discord.Forbidden) and error.code == MISSING_PERMISSIONS
                        and not await self._channel_lets(record, files=bool(kw.get("files")))):
                    # The bot lacks in the channel too what the thread refused (attaching
                    # files, say): moving would lose the thread and help nothing. The board
                    # stays owed there until the permission is back.
                    raise
                log.warning("the thread of game %s is gone or closed (%s); playing in its "
                            "channel", record.id, error.status)
                record = await self.bot.service.set_messages(record.id, thread_id=None)
                target = record.channel_id
                locale = await self.bot.service.guild_locale(record.guild_id)
                await self._say_moved(record, locale)
            except discord.HTTPException as error:
                if error.status < 500 or pause is None:
                    raise
                log.info("Discord answered %s for game %s; trying again", error.status,
                         record.id)
                await asyncio.sleep(pause)
            for file in kw.get("files", ()):
                file.reset()
        raise AssertionError("unreachable")  # the last attempt returns or raises

    async def _channel_lets(self, record: GameRecord, *, files: bool) -> bool:
        """Whether the bot may post (with ``files``) in the game's channel, as Discord has the
        channel now (read afresh, not from the cache); True when that cannot be told."""
        guild = self.bot.get_guild(record.guild_id)
        me = guild.me if guild is not None else None
        try:
            channel = await self.bot.fetch_channel(record.channel_id)
        except discord.HTTPException:
            return True
        if me is None or not isinstance(channel, discord.abc.GuildChannel):
            return True
        perms = channel.permissions_for(me)
        return perms.view_channel and perms.send_messages and (perms.attach_files or not files)

    async def _make_current(
        self, record: GameRecord, ply: int, message: discord.Message, skip_strip: int | None,
        announces: bool = False,
    ) -> None:
        shown = ply if announces else None
        previous = self._latest.get(record.id)
        if previous is None and record.board_message_id is not None:
            previous = (-1, record.board_channel_id or 0, record.board_message_id)
        if previous is not None and previous[0] > ply:
            await self.strip(message.channel.id, message.id)  # a newer board already went out
            if shown is not None:
                await self.bot.service.set_announced(record.id, shown)
            return
        self._latest[record.id] = (ply, message.channel.id, message.id)
        try:
            await self._record(record.id, ply, message.channel.id, message.id, shown)
        except STORE_TROUBLE as error:
            # The board is out, only its record is missing: it is written again once the
            # database takes it (posting the board again would show the move twice).
            log_store_trouble(log, f"game {record.id}: its board is out but not recorded",
                              error, "recording it again shortly")
            self.bot.service.remember_messages(
                record.id, board_channel_id=message.channel.id, board_message_id=message.id,
                announced_ply=shown)
            self._unrecorded[record.id] = (ply, message.channel.id, message.id, shown)
            self.bot.retries.later(("board", record.id), f"game {record.id}: recording its board",
                                   partial(self._record_unrecorded, record.id))
        if previous is not None and previous[2] != message.id and previous[2] != skip_strip:
            await self.strip(previous[1], previous[2])

    async def _record_unrecorded(self, game_id: int) -> None:
        """Record the newest board of the game whose record the database did not take (a
        newer one may have failed too while this was waiting)."""
        while (pending := self._unrecorded.get(game_id)) is not None:
            await self._record(game_id, *pending)
            if self._unrecorded.get(game_id) == pending:
                del self._unrecorded[game_id]

    async def _record(self, game_id: int, ply: int, channel_id: int, message_id: int,
                      shown: int | None) -> None:
        """Record the board of ``ply`` as the game's current one (unless a newer board is),
        and, with ``shown``, that its moves were shown."""
        latest = self._latest.get(game_id)
        if latest is not None and latest[0] > ply:
            return  # a newer board's record says as much
        await self.bot.service.set_messages(
            game_id, board_channel_id=channel_id, board_message_id=message_id,
            announced_ply=shown)

    async def strip(self, channel_id: int | None, message_id: int | None) -> None:
        """Take the controls off an old board (missing messages are fine): the card as it
        was sent when this process sent it, else as Discord has it."""
        if not channel_id or not message_id:
            return
        try:
            channel = await self.channel(channel_id)
            card = self._cards.pop(message_id, None)
            if card is None:
                old = await channel.fetch_message(message_id)
                if not old.flags.components_v2:
                    await old.edit(view=None)  # a board from before the cards
                    return
                card = discord.ui.LayoutView.from_message(old, timeout=None)
            partial = channel.get_partial_message(message_id)
            await partial.edit(view=without_controls(card))
        except discord.HTTPException as error:
            log.debug("could not strip board %s: %s", message_id, error)

    def spent(self, message: discord.Message) -> discord.ui.LayoutView | None:
        """The card of a board whose control was just used, without its controls (None for a
        board from before the cards, whose buttons are simply removed)."""
        card = self._cards.pop(message.id, None)
        if card is None:
            if not message.flags.components_v2:
                return None
            card = discord.ui.LayoutView.from_message(message, timeout=None)
        return without_controls(card)

    async def _say_moved(self, record: GameRecord, locale: str) -> None:
        """Tell the channel that the game's thread is gone and the game goes on here."""
        try:
            channel = await self.channel(record.channel_id)
            await channel.send(t("board.thread_gone", locale, game=record.id))
        except discord.HTTPException as error:  # the game's own message follows anyway
            log.warning("game %s could not say that its thread is gone (%s)", record.id,
                        error.status)
