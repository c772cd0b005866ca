"""Start, stop and restart a real discord.py bot against a FakeDiscord."""

from __future__ import annotations

import asyncio
import contextlib
import inspect
import logging
from collections.abc import AsyncIterator, Awaitable, Callable

import discord

from .server import FakeDiscord

BotFactory = Callable[[], discord.Client | Awaitable[discord.Client]]
BOT_ERROR = "bot_error"


class _ErrorCollector(logging.Handler):
    """Turns ERROR log records from discord.py (unhandled exceptions in the bot) into violations."""

    def __init__(self, fake: FakeDiscord) -> None:
        super().__init__(logging.ERROR)
        self.fake = fake

    def emit(self, record: logging.LogRecord) -> None:
        detail = record.getMessage()
        if record.exc_info and record.exc_info[1] is not None:
            detail += f": {record.exc_info[1]!r}"
        self.fake.violate(BOT_ERROR, f"{record.name}: {detail}")


class BotRunner:
    """Runs one bot at a time (made by `factory`) against `fake`; can restart it.

    Build bots with `guild_ready_timeout=0.05`, or each start waits 2 s for guilds.
    A restart makes a new bot from the factory; the fake keeps messages, members and threads.
    """

    def __init__(
        self,
        fake: FakeDiscord,
        factory: BotFactory,
        *,
        ready_timeout: float = 5.0,
        register_commands: bool = True,
        record_bot_errors: bool = True,
    ) -> None:
        self.fake = fake
        self.factory = factory
        self.ready_timeout = ready_timeout
        self.register_commands = register_commands
        self.record_bot_errors = record_bot_errors
        self.bot: discord.Client | None = None
        self.starts = 0
        self._task: asyncio.Task[None] | None = None
        self._handler: _ErrorCollector | None = None

    async def start(self) -> discord.Client:
        """Make a bot, log it in (runs its `setup_hook`), connect, and wait until it is ready."""
        if self.bot is not None:
            raise RuntimeError("a bot is already running; call stop() or restart()")
        made = self.factory()
        bot = await made if inspect.isawaitable(made) else made
        if self.record_bot_errors and self._handler is None:
            self._handler = _ErrorCollector(self.fake)
            logging.getLogger("discord").addHandler(self._handler)
        self.bot = bot
        await bot.login(self.fake.token)
        self._task = asyncio.create_task(bot.connect(), name="fake-discord-bot")
        ready = asyncio.create_task(bot.wait_until_ready())
        done, _ = await asyncio.wait(
            {self._task, ready}, timeout=self.ready_timeout, return_when=asyncio.FIRST_COMPLETED
        )
        if ready not in done:
            ready.cancel()
            await self.stop()
            raise RuntimeError(f"the bot did not become ready within {self.ready_timeout}s")
        tree = getattr(bot, "tree", None)
        if self.register_commands and isinstance(tree, discord.app_commands.CommandTree):
            self.fake.register_tree(tree)
        self.starts += 1
        return bot

    async def stop(self) -> None:
        """Close the bot and wait for its connection task to end."""
        bot, task = self.bot, self._task
        self.bot, self._task = None, None
        if bot is not None:
            await bot.close()
        if task is not None:
            try:
                await asyncio.wait_for(task, 5)
            except (asyncio.CancelledError, Exception):  # noqa: BLE001 - closing anyway
                pass
        if self._handler is not None:
            logging.getLogger("discord").removeHandler(self._handler)
            self._handler = None

    async def restart(self) -> discord.Client:
        """Stop the running bot and start a fresh one from the factory against the same fake."""
        await self.stop()
        return await self.start()


@contextlib.asynccontextmanager
async def running_bot(
    fake: FakeDiscord, factory: BotFactory, **kw: object
) -> AsyncIterator[BotRunner]:
    """`async with running_bot(fake, make_bot) as runner:` runs a bot for the block's duration.

    `runner.bot` is the bot; `await runner.restart()` replaces it with a fresh one.
    """
    runner = BotRunner(fake, factory, **kw)  # type: ignore[arg-type]
    await runner.start()
    try:
        yield runner
    finally:
        await runner.stop()
