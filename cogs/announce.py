"""Announcing what the store holds: after a start or a move, the board with lines saying what
happened, the hand DMs, the players' decision after a drop, and the computer's turn.

The commit is the truth and the moves table is the outbox: a game's ``announced_ply`` says how
many of its moves the players have been shown (-1: not even its start). ``Announcer.announce``
shows everything stored since then, in order, under the game's announcement lock, and only once
the board is out moves ``announced_ply`` forward. A failure leaves it behind, so the next move,
a click on a board that is behind, or the bot's next start or reconnect shows it again
(``announce_pending``). Nothing here depends on the interaction's answer: a failed answer falls
back to posting in the channel (``BoardPoster.post``), and a computer's turn is driven from the
stored game whether or not the board went out. When processes share the database
(``cogs.shards``) the announcement lock is also the game's ``announce`` claim in the database
(``Announcer.turn``), so two processes never show one game's moves twice or out of order.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

import discord

from cogs.boards import ANSWER_WITHIN, post_nonce
from cogs.errors import STORE_TROUBLE, log_store_trouble
from cogs.fitting import split_text
from cogs.in_time import AnswerInTime
from cogs.lobby import lobby_thread_gone
from cogs.messages import locale_of, t
from cogs.present import (
    event_line,
    lobby_text,
    name_of,
    next_line,
    since_last_turn,
    start_text,
)
from cogs.private import dm_seats, send_hands
from cogs.questions import ask_remaining
from data import GameRecord, GameStatus, OwedAnswer
from engine import Event, Game
from table import MoveResult, Refusal, hands_of
from table.locks import KeyedLocks

if TYPE_CHECKING:
    from cogs.client import SequenceBot

log = logging.getLogger(__name__)


UNKNOWN_CHANNEL = 10003
"""Discord's error code for a channel (or thread) that does not exist."""

SHOWN_WITHIN = 600.0
"""At most this long (seconds) a move's answer waits for the board another process shows:
well inside the 15 minutes its interaction token lives."""


@dataclass(frozen=True)
class Owed:
    """What the players of a game have not been shown yet."""

    start: bool
    """The start itself (the start text and every hand)."""
    lines: tuple[str, ...]
    """One line for each move since the last announcement, in order."""
    hands_changed: tuple[int, ...]
    """Seats whose hands changed since the last announcement."""
    dropped: int | None
    """A seat the clock dropped since the last announcement."""
    mover: int | None = None
    """The seat of the last move (None at the start, or a move of the table itself)."""


class Announcer:
    """Shows every game's players what the store holds, once, in order."""

    def __init__(self, bot: SequenceBot) -> None:
        self.bot = bot
        self._lock = KeyedLocks()
        """Per game: announcements go out one at a time, in order."""
        self._shown: dict[int, Shown] = {}
        """Per game in play: what was shown last, so one new move needs no replay."""
        self._elsewhere: set[int] = set()
        """Games whose last announcement here was left to another process (it held the
        game's announce claim, or took it when this process's lapsed)."""

    def left_elsewhere(self, game_id: int) -> bool:
        """Whether this process's last announcement of the game was left to another
        process, which shows what is owed (``answer_with_link`` waits for its board)."""
        return game_id in self._elsewhere

    async def announce(
        self,
        game_id: int,
        *,
        interaction: discord.Interaction[SequenceBot] | None = None,
        deferred: bool = False,
        skip_strip: int | None = None,
        lobby_updated: bool = False,
        just_moved: bool = False,
        wait: bool = True,
    ) -> discord.Message | None:
        """Show what game ``game_id``'s players have not seen; the new board, or None when
        there was nothing to show (another task showed it) or the board could not be posted.

        A move after which its player goes on (a dead card turned in) is never shown on its
        own, whoever announces: its line goes out with the turn's play, so a turn is one
        message in the channel. When it was ``just_moved``, the player's panel shows it now.

        With ``interaction`` the board is its answer where it can be (``BoardPoster.post``).
        A start not yet shown also takes the Start button off the lobby, unless the caller
        did (``lobby_updated``). Without ``wait`` nothing is done if another process is
        announcing the game (it shows what is owed).
        """
        # The board is the interaction's answer, but another task may be showing this game
        # (an earlier move's board, a deleted board posted again): the interaction is
        # acknowledged before Discord's 3 seconds are up however long that takes.
        early = (AnswerInTime(interaction, ANSWER_WITHIN)
                 if interaction is not None and not interaction.response.is_done() else None)
        try:
            async with self.turn(game_id, wait=wait) as held:
                if early is not None and await early.stop():
                    deferred = True
                    await self.bot.owed.owe(early.interaction, game_id)
                if not held:
                    self._elsewhere.add(game_id)
                    return None
                self._elsewhere.discard(game_id)
                return await self._announce_held(
                    game_id, interaction=interaction, deferred=deferred,
                    skip_strip=skip_strip, lobby_updated=lobby_updated,
                    just_moved=just_moved)
        finally:
            if early is not None:
                await early.stop()

    async def _announce_held(
        self,
        game_id: int,
        *,
        interaction: discord.Interaction[SequenceBot] | None,
        deferred: bool,
        skip_strip: int | None,
        lobby_updated: bool,
        just_moved: bool,
    ) -> discord.Message | None:
        """``announce`` once its turn is held."""
        record, game = await self.bot.service.game(game_id)
        if any(s.is_computer for s in record.seats):
            self.bot.computers.schedule(game_id)  # from the stored game, shown or not
        if not record.unannounced:
            return None
        if waits_for_play(record, game):
            if just_moved:
                self.bot.panels.refresh_in_background(game_id)
            return None
        owed = owed_since(record, game, await self.locale(record), self._shown.get(game_id))
        message = await self._show(record, game, owed, interaction=interaction,
                                   deferred=deferred, skip_strip=skip_strip,
                                   lobby_updated=lobby_updated)
        if message is not None:  # its post recorded it as shown (``announces``)
            log.debug("game %s shown up to ply %s", game_id, game.ply)
            if game.is_over:
                self._shown.pop(game_id, None)
            else:
                self._shown[game_id] = (game.ply, hands_of(game))
        return message

    async def announce_or_later(self, game_id: int, *, lobby_updated: bool = False) -> None:
        """``announce``, tried again after growing pauses when the database fails meanwhile
        (what is stored must be shown: ``cogs.retries``)."""
        await self.bot.retries.now_or_later(
            ("announce", game_id), f"game {game_id}: showing what is stored",
            partial(self.announce, game_id, lobby_updated=lobby_updated))

    @asynccontextmanager
    async def turn(self, game_id: int, *, wait: bool = True) -> AsyncIterator[bool]:
        """The game's announcement lock: this process's, and with other processes on the
        database its ``announce`` claim (``wait``: for the process holding it); yields False
        when the claim went elsewhere."""
        async with self._lock[game_id], self.bot.claims.hold(game_id, "announce",
                                                              wait=wait) as held:
            if held and self.bot.shared:
                self.bot.boards.forget(game_id)  # another process may have posted since
            yield held

    async def announce_pending(self, *, wait: bool = True) -> int:
        """Show every game whatever was stored but not shown (after a start or a reconnect);
        returns how many games were brought up to date. Without ``wait``, games another
        process is announcing are left to it. With the database out of reach, looked for
        again after growing pauses (``cogs.retries``)."""
        shown = await self.bot.retries.now_or_later(
            "pending", "looking for moves not yet shown", partial(self._announce_pending, wait))
        return shown or 0

    async def _announce_pending(self, wait: bool) -> int:
        shown = 0
        for record in await self.bot.store.unannounced_games():
            try:
                if await self.bot.retries.now_or_later(
                        ("announce", record.id), f"game {record.id}: showing what is stored",
                        partial(self.announce, record.id, wait=wait)) is not None:
                    shown += 1
            except Exception:  # noqa: BLE001 - one game must not stop the others
                log.exception("announcing game %s after a restart failed", record.id)
        if shown:
            log.info("brought %d games up to date", shown)
        await self.give_owed_answers()
        return shown

    async def give_owed_answers(self) -> int:
        """Fill in the commands that a bot which died left "thinking…" (``cogs.owed``) with
        the link to their game's board, now that what was owed is shown; returns how many
        were filled in. Answers this process owes itself, and games another process is
        showing, are left to them."""
        given = 0
        try:
            owed = await self.bot.store.owed_answers()
        except Exception:  # noqa: BLE001 - they expire by themselves
            log.warning("reading the owed answers failed", exc_info=True)
            return 0
        for answer in owed:
            if self.bot.owed.owes(answer.token):
                continue
            try:
                given += await self._give(answer)
            except Exception:  # noqa: BLE001 - one answer must not keep the others
                log.warning("giving an answer owed in game %s failed", answer.game_id,
                            exc_info=True)
        if given:
            log.info("filled in %d answers left unfinished", given)
        return given

    async def _give(self, answer: OwedAnswer) -> int:
        """Fill in one owed answer with the board's link (1), unless another process is
        showing its game (0); it is forgotten either way once tried."""
        async with self.turn(answer.game_id, wait=False) as held:
            if not held:
                return 0
            record = await self.bot.service.record(answer.game_id)
            text = t("hand.moved_elsewhere", answer.locale, link=self.bot.boards.link(record))
            webhook = discord.Webhook.partial(answer.application_id, answer.token,
                                              client=self.bot)
            try:
                # The interaction's own reply, by Discord's route for it (an interaction's
                # webhook is its application id and token); discord.py types message ids as
                # int only.
                await webhook.edit_message("@original", content=text)  # type: ignore[call-overload]
                filled = 1
            except discord.HTTPException as error:
                log.info("an answer owed in game %s could not be given (%s)", answer.game_id,
                         error.status)
                filled = 0
            await self.bot.store.answer_given(answer.game_id, answer.token)
            return filled

    async def board_deleted(self, message_id: int) -> None:
        """If ``message_id`` was a game's current board, post the board again."""
        record = await self.bot.store.game_by_board(message_id)
        if record is None or not record.status.is_open:
            return
        async with self.turn(record.id) as held:
            record, game = await self.bot.service.game(record.id)
            if not held or record.board_message_id != message_id:
                return  # a newer board went out meanwhile
            log.info("the board of game %s was deleted; posting it again", record.id)
            try:
                await self.bot.boards.post(record, game, next_line(record, game,
                                                                   await self.locale(record)))
            except discord.HTTPException as error:  # e.g. the bot may not post there now
                log.warning("the deleted board of game %s could not be posted again (%s); "
                            "the next move or /sequence board posts it", record.id,
                            error.status)

    async def thread_deleted(self, thread_id: int) -> None:
        """A game's thread is gone: the game goes on in its channel, with a new board."""
        for record in await self.bot.store.games_in_channel(thread_id):
            if record.thread_id != thread_id:
                continue
            if record.status is GameStatus.LOBBY:  # a rematch lobby went with its thread
                await lobby_thread_gone(self.bot, record)
                continue
            async with self.turn(record.id) as held:
                if not held:
                    continue
                record = await self.bot.service.set_messages(record.id, thread_id=None)
                record, game = await self.bot.service.game(record.id)
                locale = await self.locale(record)
                text = t("board.thread_gone", locale, game=record.id) + "\n" + next_line(
                    record, game, locale)
                try:
                    await self.bot.boards.post(record, game, text)
                except discord.HTTPException as error:
                    log.warning("game %s left its deleted thread but its board could not be "
                                "posted in its channel (%s); the next move or /sequence board "
                                "posts it", record.id, error.status)

    async def channel_deleted(self, channel_id: int) -> int:
        """A game's channel is gone, and its threads with it: nobody can see its board or
        press its buttons any more (``end_out_of_reach``); returns how many ended."""
        records = [r for r in await self.bot.store.games_in_channel(channel_id)
                   if r.channel_id == channel_id]
        return await self.end_out_of_reach(records, "its channel was deleted")

    async def guild_left(self, guild_id: int) -> int:
        """The bot was removed from a server (or the server deleted): none of its games can be
        shown or played again (``end_out_of_reach``); returns how many ended."""
        return await self.end_out_of_reach(await self.bot.store.open_games_in_guild(guild_id),
                                           "the bot left its server")

    async def end_out_of_reach(self, records: list[GameRecord], why: str) -> int:
        """End games whose channel the bot can no longer reach: lobbies are closed and games
        abandoned (no winner, not rated), with nothing left owed to the channel, where their
        boards would be tried again at every start and their clocks run on unseen. Returns
        how many ended (``why`` is for the log)."""
        ended = 0
        for record in records:
            try:
                if record.status is GameStatus.LOBBY:
                    await self.bot.service.close_lobby(record.id)
                else:
                    result = await self.bot.service.end_game(record.id)
                    await self.bot.service.set_announced(record.id, result.game.ply)
            except Refusal:  # it started or ended meanwhile, or another process ended it
                continue
            log.info("game %s ended: %s", record.id, why)
            ended += 1
        return ended

    async def locale(self, record: GameRecord) -> str:
        """The language of the game's channel messages."""
        return await self.bot.service.guild_locale(record.guild_id)

    async def _show(
        self,
        record: GameRecord,
        game: Game,
        owed: Owed,
        *,
        interaction: discord.Interaction[SequenceBot] | None,
        deferred: bool,
        skip_strip: int | None,
        lobby_updated: bool,
    ) -> discord.Message | None:
        locale = await self.locale(record)
        lines = owed.lines
        if not game.is_over and not owed.start:  # 3+ seats: the round since the next's turn
            recent = since_last_turn(record, game, game.to_act, locale,
                                     self.bot.service.recent_events(record.id, game))
            if len(recent) > len(lines):
                lines = (t("board.since", locale, player=name_of(record, game.to_act)),
                         *recent)
        text = "\n".join((*lines, next_line(record, game, locale)))
        try:
            if owed.start:
                record = await self._start_text(record, game, locale, not lobby_updated)
            if not await self.bot.claims.still_held(record.id, "announce"):
                # Its lease lapsed while this process stalled: another process may have
                # shown this move meanwhile; it is shown by whoever holds the claim now.
                log.warning("game %s: not showing ply %s, its announce claim lapsed",
                            record.id, game.ply)
                self._elsewhere.add(record.id)
                return None
            message = await self.bot.boards.post(record, game, text, interaction=interaction,
                                                 deferred=deferred, skip_strip=skip_strip,
                                                 nonce=post_nonce(record.id, game.ply, "board"),
                                                 announces=True)
        except discord.HTTPException as error:
            if isinstance(error, discord.NotFound) and error.code == UNKNOWN_CHANNEL:
                # Not the thread (``BoardPoster.send`` moves the game out of a deleted one):
                # the channel was deleted while no process was there to see it.
                self.bot.background(self.channel_deleted(record.channel_id))
            log.warning("the board of game %s could not be posted (%s); it is owed and will "
                        "be posted again", record.id, error.status)
            return None
        try:
            await self._after_board(record.id, game, owed)
        except STORE_TROUBLE as error:  # the board is out: what follows it waits
            # Not ``now_or_later``: only the retry may skip to the panels when the game has
            # moved on; on the first try a computer may already have played the next move,
            # and this board's DMs and question after a drop are still owed.
            log_store_trouble(log, f"game {record.id}: its board is out, its panels and DMs "
                              "wait", error, "done once the database is back")
            self.bot.retries.later(("after board", record.id),
                                   f"game {record.id}: panels and DMs after its board",
                                   partial(self._after_board, record.id, game, owed,
                                           ply=game.ply))
        return message

    async def _after_board(self, game_id: int, game: Game, owed: Owed, *,
                           ply: int | None = None) -> None:
        """What follows the board of ``game``: the open panels brought up to date, the turn
        DMs, the question after a drop. Tried again (``ply``: the board's) when the database
        fails; by then a newer board may have gone out, which does its own (the panels are
        brought up anyway)."""
        record, now = await self.bot.service.game(game_id)
        if ply is not None and now.ply != ply:
            self.bot.panels.refresh_in_background(game_id)
            return
        # Who plays from a panel is settled before the panels are updated: a panel whose
        # update fails then sends its member the turn DM itself (``Panels.refresh``).
        watching = await self.bot.panels.watchers(record)
        self.bot.panels.refresh_in_background(game_id)
        choices = await self.bot.service.dm_choices(
            s.user_id for s in record.seats if s.user_id is not None)
        seats = dm_seats(record, game, choices, mover=owed.mover, watching=watching)
        if seats:
            self.bot.background(send_hands(self.bot, record, game, seats,
                                           retry_closed=owed.start))
        if owed.dropped is not None and not game.is_over:
            await ask_remaining(self.bot, record, owed.dropped)

    async def _start_text(self, record: GameRecord, game: Game, locale: str,
                          update_lobby: bool) -> GameRecord:
        """Post the start text (the cut, the seating); after a crash also take the Start
        button off the lobby, which still offered it (``update_lobby``)."""
        if update_lobby and record.lobby_message_id:
            try:
                channel = await self.bot.boards.channel(record.channel_id)
                lobby = channel.get_partial_message(record.lobby_message_id)
                await lobby.edit(content=lobby_text(record, locale) + "\n" + t(
                    "lobby.started", locale, game=record.id, where=""), view=None)
            except discord.HTTPException as error:
                log.info("the lobby of game %s could not be updated (%s)", record.id,
                         error.status)
        for i, part in enumerate(split_text(start_text(record, game, locale))):
            await self.bot.boards.send(record, part, nonce=post_nonce(record.id, 0, f"start{i}"),
                                       allowed_mentions=discord.AllowedMentions.none())
            record = await self.bot.service.record(record.id)  # the thread may be gone
        return await self.bot.service.record(record.id)


Shown = tuple[int, list[tuple[str, ...]]]
"""A game's ply as last shown, and every seat's hand then (private: never shown or logged)."""


def goes_on(game: Game) -> bool:
    """Whether the last move was a dead card turned in by a player who now plays on."""
    last = game.last_event
    return (last is not None and last.kind == "dead" and not game.is_over
            and last.seat in game.acting_seats())


def waits_for_play(record: GameRecord, game: Game) -> bool:
    """Whether all that is owed is the dead cards a player turned in before playing on: they
    go out with that play. Anything owed before them (a board the bot could not post) goes
    out now, with them."""
    if not goes_on(game):
        return False
    trailing = 0
    for move in reversed(game.moves):
        if move.kind != "dead":
            break
        trailing += 1
    return record.announced_ply is None or record.announced_ply >= game.ply - trailing


def owed_since(record: GameRecord, game: Game, locale: str, shown: Shown | None = None) -> Owed:
    """What the players have not been shown of ``game`` since ``record.announced_ply``.

    The usual case, one move since ``shown`` (kept by the announcer), needs only the game as it
    is; otherwise the game is replayed from the start to what was shown (a few milliseconds
    for a long game)."""
    start = record.announced_ply is not None and record.announced_ply < 0
    done = max(0, record.announced_ply or 0)
    lines: list[str] = []
    dropped = None
    last = game.last_event
    if (not start and shown is not None and shown[0] == done == game.ply - 1
            and last is not None):
        before = shown[1]
        dropped = last.seat if last.kind == "drop" else None
        lines.append(event_line(record, game, last, locale))
        mover = last.seat
    else:
        mover = None
        seen = Game.replay(game.settings, game.seed, game.moves[:done])
        before = hands_of(seen)
        previous: Event | None = seen.last_event
        for move in game.moves[done:]:
            event: Event = seen.play(move)
            if event.kind == "drop":
                dropped = event.seat
            if event.kind != "roll":  # the table rolls; the mover is who chose
                mover = event.seat
            if (event.kind == "roll" and event.roll and previous is not None
                    and previous.seat == event.seat and previous.kind != "roll"):
                a, b = event.roll  # a 2 or a 12 placed: the same player rolls again
                lines.append(t("event.roll_again", locale, player=name_of(record, event.seat),
                               a=a, b=b, total=a + b))
            else:
                lines.append(event_line(record, seen, event, locale))
            previous = event
    after = hands_of(game)
    if start:
        changed = tuple(range(len(record.seats)))
    else:
        changed = tuple(s for s in range(len(after)) if after[s] != before[s])
    return Owed(start, tuple(lines), changed, dropped, mover)


async def after_move(
    bot: SequenceBot,
    result: MoveResult,
    *,
    interaction: discord.Interaction[SequenceBot] | None = None,
    deferred: bool = False,
    skip_strip: int | None = None,
) -> discord.Message | None:
    """Announce a move just stored (and anything else owed before it). If the board could
    not be its answer (another task or process showed it first, or the game left its thread
    while the move waited for its turn to be shown), a command still unanswered, or only
    acknowledged while it waited, is answered with the board's link.

    The move is stored whatever happens here: when the database fails meanwhile (out of
    reach, busy, refusing writes), the player is told that the move counts and the board
    follows, and the announcement is tried again until the database takes it
    (``cogs.retries``)."""
    game_id = result.record.id
    try:
        if interaction is None:
            return await bot.announcer.announce(game_id, skip_strip=skip_strip,
                                                just_moved=True)
        try:
            message = await _answered_by_board(bot, result, interaction, deferred, skip_strip)
        except asyncio.CancelledError:
            raise  # the bot is closing: the answer stays owed, for the next start to give
        except Exception:
            await bot.owed.given(interaction, game_id)  # the error is the answer
            raise
        await bot.owed.given(interaction, game_id)
        return message
    except STORE_TROUBLE as error:
        log_store_trouble(log, f"game {game_id}: a stored move could not be shown", error,
                          "showing it again shortly")
        bot.retries.later(("announce", game_id), f"game {game_id}: showing a stored move",
                          lambda: bot.announcer.announce(game_id))
        if interaction is not None:
            await _say_shown_later(interaction, game_id)
        return None


async def _say_shown_later(interaction: discord.Interaction[SequenceBot], game_id: int) -> None:
    """Tell the player whose move was stored but not shown that it counts."""
    text = t("play.shown_later", locale_of(interaction))
    try:
        if interaction.response.is_done():
            await interaction.followup.send(text, ephemeral=True)
        else:
            await interaction.response.send_message(text, ephemeral=True)
    except discord.HTTPException as error:
        log.info("telling a player of game %s that the board follows failed (%s)", game_id,
                 error.status)


async def _answered_by_board(
    bot: SequenceBot,
    result: MoveResult,
    interaction: discord.Interaction[SequenceBot],
    deferred: bool,
    skip_strip: int | None,
) -> discord.Message | None:
    """``after_move`` with an interaction to answer."""
    unanswered = not interaction.response.is_done()
    message = await bot.announcer.announce(result.record.id, interaction=interaction,
                                           deferred=deferred, skip_strip=skip_strip,
                                           just_moved=True)
    if not unanswered or (message is not None and interaction.response.is_done()):
        return message
    # Not answered by a board: still unanswered, or "thinking…" while it waited its turn.
    await answer_with_link(bot, interaction, result.record.id, result.game)
    return message


def shows(record: GameRecord, game: Game) -> bool:
    """Whether the game's current board shows ``game``'s last move (or needs not: a dead
    card its player turned in before playing on goes out with that play)."""
    return (record.announced_ply is None or record.announced_ply >= game.ply
            or waits_for_play(record, game))


async def answer_with_link(bot: SequenceBot, interaction: discord.Interaction[SequenceBot],
                           game_id: int, moved: Game | None = None) -> None:
    """Answer a move's command with the link to its game's board (filling in its
    "thinking…" if it said so), privately. With ``moved`` (the game just after the move), a
    move this process left to another to show is answered once its board is out, not with
    the board from before it (a board that could not be posted is not waited for)."""
    record = await bot.service.record(game_id)
    if (moved is not None and bot.announcer.left_elsewhere(game_id)
            and not shows(record, moved)):
        record = await _shown_elsewhere(bot, interaction, record, moved)
    text = t("hand.moved_elsewhere", locale_of(interaction), link=bot.boards.link(record))
    try:
        if interaction.response.is_done():
            await interaction.edit_original_response(content=text)
        else:
            await interaction.response.send_message(text, ephemeral=True)
    except discord.HTTPException as error:
        log.info("answering a move in game %s failed (%s)", game_id, error.status)


async def _shown_elsewhere(bot: SequenceBot, interaction: discord.Interaction[SequenceBot],
                           record: GameRecord, moved: Game) -> GameRecord:
    """The game's record once its board shows ``moved``'s last move, which another process
    is showing (it held the announce claim, or took it when this process's lapsed); after a
    claim's lease and two takeover sweeps without it, the record as it is. The command is
    acknowledged privately first, and owed meanwhile (a restart fills it in)."""
    if not interaction.response.is_done():
        try:
            await interaction.response.defer(ephemeral=True, thinking=True)
        except discord.HTTPException as error:
            log.info("deferring the answer to a move in game %s failed (%s)", record.id,
                     error.status)
            return record
    await bot.owed.owe(interaction, record.id)
    loop = asyncio.get_running_loop()
    until = loop.time() + min(bot.claims.seconds + 2 * bot.sweep_seconds, SHOWN_WITHIN)
    pause = 0.05
    while not shows(record, moved) and loop.time() < until:
        await asyncio.sleep(pause)  # the other process cannot be awaited: the store is read
        pause = min(pause * 2, 1.0)
        record = await bot.service.record(record.id)
    return record
