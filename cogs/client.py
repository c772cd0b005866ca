"""The bot itself: its settings, the command tree that tracks running commands, and the
``SequenceBot`` that owns the store, the table, the board poster, the computer players and the
worker processes. ``bot.py`` (the process) builds one from ``.env`` and runs it; the cogs type
``interaction.client`` as this class.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable, Coroutine, Hashable
from dataclasses import dataclass, replace
from functools import partial
from pathlib import Path
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from cogs.admin import UNREAD, read_registered_commands
from cogs.announce import Announcer
from cogs.boards import BoardPoster
from cogs.claims import LEASE_SECONDS, Claims
from cogs.components import GameItem, answer_foreign, refuse_while_closing
from cogs.computer import DEFAULT_BUDGET, DEFAULT_PAUSE, ComputerDriver
from cogs.emojis import CardEmojis
from cogs.errors import STORE_TROUBLE, log_store_trouble, on_tree_error
from cogs.group import GROUP_NAME
from cogs.invite import invite_url
from cogs.language import channel_language
from cogs.messages import learn_commands
from cogs.owed import OwedAnswers
from cogs.panel import UNDO_SECONDS, Panels
from cogs.panel_menu import answer_form
from cogs.private import DmChannels
from cogs.retries import Retries
from cogs.translator import SequenceTranslator
from cogs.workers import Workers, worker_pool
from data import DEFAULT_DATABASE_PATH, Store
from table import GameService, random_seed

log = logging.getLogger("sequence")

EXTENSIONS: tuple[str, ...] = (
    "cogs.lobby",
    "cogs.hands",
    "cogs.play",
    "cogs.resign",
    "cogs.moderation",
    "cogs.away",
    "cogs.privacy",
    "cogs.defaults",
    "cogs.season",
    "cogs.talk",
    "cogs.info",
    "cogs.clock",
    "cogs.admin",
    "cogs.leaderboard",
    "cogs.language",
    "cogs.computer",
)
"""Loaded in this order by ``setup_hook``."""


@dataclass(frozen=True)
class Settings:
    """What the bot reads from ``.env``: token, database, log level, development guild,
    shards."""

    token: str = ""
    database_path: str = str(DEFAULT_DATABASE_PATH)
    log_level: str = "INFO"
    dev_guild_id: int | None = None
    database_url: str = ""
    """``postgresql://…`` to keep the data in PostgreSQL; empty: the SQLite file above."""
    shard_count: int | None = None
    """``SHARD_COUNT``: the bot's shards in all (None: one process, one connection as Discord
    gives it, the default)."""
    shard_ids: tuple[int, ...] | None = None
    """``SHARD_IDS``: the shards this process runs (None: all of ``shard_count``)."""

    @property
    def shared(self) -> bool:
        """Whether other processes run the rest of the shards over the same database (this
        one runs only some of them): then work is claimed in the database."""
        if self.shard_count is None or self.shard_ids is None:
            return False
        return set(self.shard_ids) != set(range(self.shard_count))


class TrackingTree(app_commands.CommandTree):
    """A command tree whose running commands the bot waits for when it closes, and which
    refuses new ones once the bot is closing."""

    async def _call(self, interaction: discord.Interaction) -> None:
        client = self.client
        if isinstance(client, SequenceBot):
            if client.closing:
                await refuse_while_closing(interaction)
                return
            client.track_current()
        await super()._call(interaction)


CLOSING_GRACE = 5.0
"""Seconds a closing bot waits for the work under way (a move being announced, DMs) before it
cancels the rest (an answer it owed is then given by the next start: ``cogs.owed``)."""


class SequenceBot(commands.Bot):
    """The bot: owns the store, the game service and the board poster.

    Tests build it with injected settings, e.g. ``SequenceBot(db_path=tmp / "x.db",
    guild_ready_timeout=0.05, seed_source=lambda: 7, clock=fake_clock, computer_pause=0)``.
    ``computer_pause`` is the pause before a computer's move (seconds), ``computer_budget``
    the expert computer's thinking time per decision, ``undo_seconds`` how long a move chosen
    on a hand panel can be undone before it counts (0: it counts at once), ``card_emojis``
    whether to upload and use the card faces as application emojis in menus,
    ``warm_workers`` whether to start the worker processes with the bot rather than at the
    first picture (``bot.py`` does; tests leave it off, as most of them draw nothing).
    """

    def __init__(
        self,
        settings: Settings | None = None,
        *,
        db_path: str | Path | None = None,
        intents: discord.Intents | None = None,
        seed_source: Callable[[], int] = random_seed,
        clock: Callable[[], float] = time.time,
        sweep_seconds: float = 15.0,
        computer_pause: float = DEFAULT_PAUSE,
        computer_budget: float = DEFAULT_BUDGET,
        undo_seconds: float = UNDO_SECONDS,
        card_emojis: bool = True,
        shared: bool | None = None,
        claim_seconds: float = LEASE_SECONDS,
        warm_workers: bool = False,
        **options: Any,
    ) -> None:
        self.settings = settings or Settings()
        if db_path is not None:
            self.settings = replace(self.settings, database_path=str(db_path))
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=intents or discord.Intents.default(),
            help_command=None,
            tree_cls=TrackingTree,
            allowed_mentions=discord.AllowedMentions(everyone=False, roles=False),
            **options,
        )
        self.seed_source = seed_source
        self.clock = clock
        self.sweep_seconds = sweep_seconds
        self.store = Store(
            self.settings.database_path, url=self.settings.database_url or None, clock=clock
        )
        self.service = GameService(self.store, seed_source=seed_source, clock=clock)
        self.shared = self.settings.shared if shared is None else shared
        """Other processes serve games of the same database (``cogs.shards``): games are read
        from the store at each use and work is claimed (``claims``)."""
        self.service.shared = self.shared
        self.claims = Claims(self.store, shared=self.shared, seconds=claim_seconds)
        ids = self.settings.shard_ids
        self.leads = not self.shared or (ids is not None and 0 in ids)
        """This process does the chores done once per bot (uploading the card emojis): the
        only process, or the one running shard 0."""
        self.service.channel_language = partial(channel_language, self)
        self.boards = BoardPoster(self)
        self.announcer = Announcer(self)
        self.owed = OwedAnswers(self)
        self.panels = Panels(self, undo_seconds=undo_seconds)
        self.card_emojis = CardEmojis()
        self.dms = DmChannels(self)
        self._use_card_emojis = card_emojis
        self.computers = ComputerDriver(self, pause=computer_pause, budget=computer_budget)
        self.retries = Retries(self)
        self._deleted_unread: set[int] = set()
        """Messages deleted while the database was away, to look at once it is back."""
        self._workers: Workers | None = None
        self._warm_workers = warm_workers
        self._commands_read = False
        self.commands_scope: int | None = UNREAD
        """Where the ``/sequence`` ids texts name as mentions were registered: a server's
        id, None globally, ``UNREAD`` before they are read."""
        learn_commands(GROUP_NAME, None)  # plain command names until Discord's ids are read
        self.closing = False
        """True from the moment the bot starts to close: new game actions are refused."""
        self._tasks: set[asyncio.Task[Any]] = set()

    async def setup_hook(self) -> None:
        """Open and migrate the store, load the extensions, register the persistent buttons;
        with ``warm_workers`` (a bot run by ``bot.py``) start the worker processes too, so a
        bot restarted among games in play does not make their first boards wait for them."""
        if self._warm_workers:
            self.workers.warm()
        await self.store.open()
        self.tree.error(on_tree_error)
        await self.tree.set_translator(SequenceTranslator())
        for name in EXTENSIONS:
            try:
                await self.load_extension(name)
            except commands.ExtensionError:
                log.exception("extension %s failed to load", name)
        self.add_dynamic_items(GameItem)
        if self.shared:
            await self.load_extension("cogs.shards")
        log.info("ready to serve games from %s", self.store.describe())

    async def on_ready(self) -> None:
        """Connected (at start or after a reconnect): show players whatever was stored but not
        shown, e.g. the moves made just before a crash (games another process is showing are
        left to it); make sure the card emojis exist; read Discord's ids of the slash
        commands once (texts name them as mentions); the leading process logs the invite link
        and warns when Discord's slash commands are older than the bot's."""
        self.background(self.announcer.announce_pending(wait=not self.shared))
        if self._use_card_emojis:
            self.card_emojis.load(self, upload=self.leads)
        if not self._commands_read and self.application_id is not None:
            self._commands_read = True
            if self.leads:
                log.info("to add the bot to a server: %s", invite_url(self.application_id))
            self.background(read_registered_commands(self, warn=self.leads))

    async def on_resumed(self) -> None:
        """A resumed connection may have lost posts made while it was down: catch up too."""
        self.background(self.announcer.announce_pending(wait=not self.shared))

    async def on_raw_message_delete(self, payload: discord.RawMessageDeleteEvent) -> None:
        """A moderator deleted a game's current board: post it again."""
        self.background(self._message_deleted(payload.message_id))

    async def _message_deleted(self, message_id: int) -> None:
        # Every message deleted where the bot can see comes here, most of them no board: while
        # the database is away they wait in one set, for one retry to look at them all.
        if self._deleted_unread:
            self._deleted_unread.add(message_id)
            return
        try:
            await self.announcer.board_deleted(message_id)
        except STORE_TROUBLE as error:
            self._deleted_unread.add(message_id)
            log_store_trouble(log, "a message deleted", error,
                              "the messages deleted meanwhile are looked at once it is back")
            self.retries.later("deleted messages", "looking at the messages deleted while "
                               "the database was away", self._deleted_again)

    async def _deleted_again(self) -> None:
        while self._deleted_unread:  # those deleted meanwhile too
            message_id = min(self._deleted_unread)
            await self.announcer.board_deleted(message_id)  # store trouble: the rest wait
            self._deleted_unread.discard(message_id)

    async def on_raw_thread_delete(self, payload: discord.RawThreadDeleteEvent) -> None:
        """A game's thread was deleted: the game goes on in its channel."""
        self._handle_event(("deleted thread", payload.thread_id),
                           f"thread {payload.thread_id} deleted: moving its games to their "
                           "channel", partial(self.announcer.thread_deleted, payload.thread_id))

    async def on_guild_channel_delete(self, channel: discord.abc.GuildChannel) -> None:
        """A game's channel was deleted with its threads: its games end (``channel_deleted``)."""
        self._handle_event(("deleted channel", channel.id),
                           f"channel {channel.id} deleted: ending its games",
                           partial(self.announcer.channel_deleted, channel.id))

    async def on_guild_remove(self, guild: discord.Guild) -> None:
        """The bot was removed from a server: its games there end (``guild_left``)."""
        self._handle_event(("left server", guild.id), f"server {guild.id} left: ending its games",
                           partial(self.announcer.guild_left, guild.id))

    def _handle_event(self, key: Hashable, what: str,
                      work: Callable[[], Awaitable[object]]) -> None:
        # Discord sends an event once: what the database kept from being done is done when
        # it is back, not at the next event (there may be none).
        self.background(self.retries.now_or_later(key, what, work))

    async def on_interaction(self, interaction: discord.Interaction[SequenceBot]) -> None:
        """Answer the bot's own forms (``cogs.panel_menu.answer_form``: they count after a
        restart too), and clicks on components whose id is not the bot's (forged or
        foreign)."""
        if interaction.type is discord.InteractionType.modal_submit:
            if self.closing:
                await refuse_while_closing(interaction)
                return
            self.track_current()
            await answer_form(interaction)
            return
        await answer_foreign(interaction)

    @property
    def workers(self) -> Workers:
        """The one pool of worker processes that draws every picture and thinks for every
        computer player (``cogs.workers``), started on first use; its workers end with the
        bot however the bot ends. ``workers.later`` queues work after the urgent (private
        pictures)."""
        if self._workers is None:
            self._workers = worker_pool()
        return self._workers

    def background(self, coro: Coroutine[Any, Any, Any]) -> asyncio.Task[Any]:
        """Run ``coro`` in the background; failures are logged, the task is kept until done.
        Work the database kept from finishing (out of reach, busy, refusing writes) is said
        so without a traceback: work that must be done anyway retries itself
        (``cogs.retries``); the rest (a turn DM) catches up at the next move."""
        task = asyncio.create_task(coro)
        self._tasks.add(task)
        name = getattr(coro, "__qualname__", "work")

        def done(finished: asyncio.Task[Any]) -> None:
            self._tasks.discard(finished)
            if finished.cancelled():
                return
            error = finished.exception()
            if isinstance(error, STORE_TROUBLE):
                log_store_trouble(log, f"background work {name} stopped", error,
                                  "it catches up later")
            elif error is not None:
                log.error("background task failed", exc_info=error)

        task.add_done_callback(done)
        return task

    def track_current(self) -> None:
        """Count the running task (an interaction handler) as work to finish before closing."""
        task = asyncio.current_task()
        if task is not None and task not in self._tasks:
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)

    async def idle(self) -> None:
        """Wait until the background work (DMs) started so far is done (for tests, shutdown)."""
        me = asyncio.current_task()
        while others := [task for task in self._tasks if task is not me and not task.done()]:
            await asyncio.gather(*others, return_exceptions=True)

    async def close(self) -> None:
        """Stop the computer players, finish background work (a move being announced, DMs),
        unload the extensions, close the store and the worker processes.

        From the first moment new commands and clicks are answered that the bot is restarting
        (``refuse_while_closing``); the ones already running are finished first."""
        self.closing = True
        self.computers.stop()
        self.retries.stop()
        await self.panels.flush()  # moves chosen on panels count: they were not undone
        try:
            await asyncio.wait_for(self.idle(), CLOSING_GRACE)
        except TimeoutError:
            for task in self._tasks:
                task.cancel()
        await super().close()
        try:
            await self.claims.release_all()  # what this process held passes on at once
        except Exception:  # noqa: BLE001 - the leases lapse by themselves
            log.warning("giving back this process's claims failed", exc_info=True)
        await self.store.close()
        if self._workers is not None:
            pool, self._workers = self._workers, None
            await asyncio.to_thread(pool.shutdown, wait=True, cancel_futures=True)
