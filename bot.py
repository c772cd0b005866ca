"""The Sequence bot process: settings, logging, the bot class, extensions, start and shutdown.

Run ``python bot.py``. Settings come from ``.env`` (see ``.env.example``) and the environment,
which wins. Without a token the bot explains how to get one and exits.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import logging
import os
import signal
import sys
import time
from collections.abc import Callable, Coroutine, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from cogs.boards import BoardPoster, worker_processes
from cogs.components import GameItem, answer_foreign
from cogs.computer import DEFAULT_BUDGET, DEFAULT_PAUSE, ComputerDriver
from cogs.errors import on_tree_error
from cogs.messages import t
from cogs.translator import SequenceTranslator
from data import DEFAULT_DATABASE_PATH, Store
from table import GameService, random_seed

log = logging.getLogger("sequence")

EXTENSIONS: tuple[str, ...] = (
    "cogs.lobby",
    "cogs.hands",
    "cogs.play",
    "cogs.talk",
    "cogs.info",
    "cogs.clock",
    "cogs.admin",
    "cogs.leaderboard",
    "cogs.language",
    "cogs.computer",
)
"""Loaded in this order by ``setup_hook``."""

PICTURE_WORKERS = 2
"""Processes drawing pictures: this machine's two cores."""

LOG_FORMAT = "%(asctime)s %(levelname)-7s %(name)s: %(message)s"


@dataclass(frozen=True)
class Settings:
    """What the bot reads from ``.env``: token, database, log level, development guild."""

    token: str = ""
    database_path: str = str(DEFAULT_DATABASE_PATH)
    log_level: str = "INFO"
    dev_guild_id: int | None = None


def parse_env_file(text: str) -> dict[str, str]:
    """``KEY=VALUE`` lines of a ``.env`` file (comments, blanks, ``export`` and quotes allowed)."""
    values: dict[str, str] = {}
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#") or "=" not in line:
            continue
        if line.startswith("export "):
            line = line[len("export "):]
        key, _, value = line.partition("=")
        value = value.strip()
        if len(value) >= 2 and value[0] == value[-1] and value[0] in "'\"":
            value = value[1:-1]
        elif " #" in value:
            value = value.split(" #", 1)[0].rstrip()
        values[key.strip()] = value
    return values


def load_settings(
    env_file: str | Path = ".env", environ: Mapping[str, str] | None = None
) -> Settings:
    """Settings from ``env_file`` (if it exists) overridden by ``environ``."""
    path = Path(env_file)
    values = parse_env_file(path.read_text(encoding="utf-8")) if path.is_file() else {}
    env = os.environ if environ is None else environ
    for key in ("DISCORD_TOKEN", "DATABASE_PATH", "LOG_LEVEL", "DEV_GUILD_ID"):
        if env.get(key):
            values[key] = env[key]
    guild = values.get("DEV_GUILD_ID", "").strip()
    return Settings(
        token=values.get("DISCORD_TOKEN", "").strip(),
        database_path=values.get("DATABASE_PATH") or str(DEFAULT_DATABASE_PATH),
        log_level=(values.get("LOG_LEVEL") or "INFO").upper(),
        dev_guild_id=int(guild) if guild.isdigit() else None,
    )


_logging_ready = False


def setup_logging(level: str = "INFO") -> None:
    """Configure the root logger once (later calls only change the level)."""
    global _logging_ready
    root = logging.getLogger()
    root.setLevel(getattr(logging, level.upper(), logging.INFO))
    if _logging_ready:
        return
    handler = logging.StreamHandler()
    handler.setFormatter(logging.Formatter(LOG_FORMAT))
    root.addHandler(handler)
    logging.getLogger("discord.http").setLevel(logging.WARNING)
    _logging_ready = True


class TrackingTree(app_commands.CommandTree):
    """A command tree whose running commands the bot waits for when it closes."""

    async def _call(self, interaction: discord.Interaction) -> None:
        client = self.client
        track = getattr(client, "track_current", None)
        if track is not None:
            track()
        await super()._call(interaction)


class SequenceBot(commands.Bot):
    """The bot: owns the store, the game service and the board poster.

    Tests build it with injected settings, e.g. ``SequenceBot(db_path=tmp / "x.db",
    guild_ready_timeout=0.05, seed_source=lambda: 7, clock=fake_clock, computer_pause=0)``.
    ``computer_pause`` is the pause before a computer's move (seconds), ``computer_budget``
    the expert computer's thinking time per decision.
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
        **options: Any,
    ) -> None:
        self.settings = settings or Settings()
        if db_path is not None:
            self.settings = Settings(self.settings.token, str(db_path), self.settings.log_level,
                                     self.settings.dev_guild_id)
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
        self.store = Store(self.settings.database_path, clock=clock)
        self.service = GameService(self.store, seed_source=seed_source, clock=clock)
        self.boards = BoardPoster(self)
        self.computers = ComputerDriver(self, pause=computer_pause, budget=computer_budget)
        self._pictures: concurrent.futures.Executor | None = None
        self._tasks: set[asyncio.Task[Any]] = set()

    async def setup_hook(self) -> None:
        """Open and migrate the store, load the extensions, register the persistent buttons."""
        await self.store.open()
        self.tree.on_error = on_tree_error
        await self.tree.set_translator(SequenceTranslator())
        for name in EXTENSIONS:
            try:
                await self.load_extension(name)
            except commands.ExtensionError:
                log.exception("extension %s failed to load", name)
        self.add_dynamic_items(GameItem)
        log.info("ready to serve games from %s", Path(self.settings.database_path).name)

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """Answer clicks on components whose id is not the bot's (forged or foreign)."""
        await answer_foreign(interaction)

    @property
    def pictures(self) -> concurrent.futures.Executor:
        """Draws every picture (boards, private views, replays): worker processes started on
        first use, so that drawing never competes with the event loop for the GIL."""
        if self._pictures is None:
            self._pictures = worker_processes(PICTURE_WORKERS)
        return self._pictures

    def background(self, coro: Coroutine[Any, Any, Any]) -> asyncio.Task[Any]:
        """Run ``coro`` in the background; failures are logged, the task is kept until done."""
        task = asyncio.create_task(coro)
        self._tasks.add(task)

        def done(finished: asyncio.Task[Any]) -> None:
            self._tasks.discard(finished)
            if not finished.cancelled() and finished.exception() is not None:
                log.error("background task failed", exc_info=finished.exception())

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
        unload the extensions, close the store and the computers' worker processes."""
        self.computers.stop()
        try:
            await asyncio.wait_for(self.idle(), 5)
        except TimeoutError:
            for task in self._tasks:
                task.cancel()
        await super().close()
        await self.store.close()
        await self.computers.shutdown()
        if self._pictures is not None:
            pool, self._pictures = self._pictures, None
            await asyncio.to_thread(pool.shutdown, wait=True, cancel_futures=True)


async def run(settings: Settings) -> None:
    """Run the bot until SIGTERM or Ctrl-C, then close it cleanly."""
    bot = SequenceBot(settings)
    loop = asyncio.get_running_loop()
    stop = asyncio.Event()
    handled: list[signal.Signals] = []
    for sig in (signal.SIGINT, signal.SIGTERM):
        try:
            loop.add_signal_handler(sig, stop.set)
            handled.append(sig)
        except (NotImplementedError, RuntimeError):  # not on this platform
            pass
    try:
        await _run_until_stopped(bot, settings, stop)
    finally:
        for sig in handled:
            loop.remove_signal_handler(sig)


async def _run_until_stopped(bot: SequenceBot, settings: Settings, stop: asyncio.Event) -> None:
    async with bot:
        runner = asyncio.create_task(bot.start(settings.token))
        stopper = asyncio.create_task(stop.wait())
        done, _ = await asyncio.wait({runner, stopper}, return_when=asyncio.FIRST_COMPLETED)
        if stopper in done:
            log.info("shutting down")
            await bot.close()
        stopper.cancel()
        await asyncio.gather(runner, return_exceptions=True)
        if runner.done() and not runner.cancelled() and runner.exception():
            raise runner.exception()  # type: ignore[misc]


def main(argv: list[str] | None = None) -> int:
    """Entry point: load settings, explain a missing token, or run the bot."""
    settings = load_settings()
    if not settings.token:
        print(t("token.missing"))
        return 0
    setup_logging(settings.log_level)
    try:
        asyncio.run(run(settings))
    except discord.LoginFailure:
        log.error("Discord refused the token; check DISCORD_TOKEN in .env")
        return 1
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
