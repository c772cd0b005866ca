"""Work the database could not take, tried again until it is done.

A move is stored (the commit is the truth), and then the database goes away (a restart, a
failover, a full disk) before the players were shown it or before the board's message was
recorded. Nothing else would come back to it in a one-process bot until the next move or the
next start, so the work is tried again after growing pauses (``cogs.errors.RETRY_SECONDS``)
until it is done, or the bot closes (its pauses are cancelled then; what is owed is shown at
the next start, as after a crash).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Hashable
from functools import partial
from typing import TYPE_CHECKING, TypeVar

from cogs.errors import RETRY_SECONDS, STORE_TROUBLE, log_store_trouble

if TYPE_CHECKING:
    from cogs.client import SequenceBot

log = logging.getLogger(__name__)

T = TypeVar("T")
V = TypeVar("V")
_NOTHING = object()


class Retries:
    """Background tries of work the database could not take, one per key at a time."""

    def __init__(self, bot: SequenceBot) -> None:
        self.bot = bot
        self.pauses: tuple[float, ...] = RETRY_SECONDS
        """Seconds before each try; the last repeats."""
        self._keys: set[Hashable] = set()
        self._pausing: set[asyncio.Task[None]] = set()
        self._unwritten: dict[Hashable, object] = {}
        self._writing: dict[Hashable, tuple[asyncio.Lock, int]] = {}

    def later(self, key: Hashable, what: str, work: Callable[[], Awaitable[object]]) -> None:
        """Try ``work`` again after a pause, and again until it raises no store trouble;
        nothing if work under ``key`` is already waiting (it does the same). ``what`` names
        the work in the log."""
        if key in self._keys or self.bot.closing:
            return
        self._keys.add(key)
        self.bot.background(self._run(key, what, work))

    async def now_or_later(self, key: Hashable, what: str, work: Callable[[], Awaitable[T]]
                           ) -> T | None:
        """Do ``work`` now and return what it returns; when the database keeps it from
        finishing, say so in one line and hand it to ``later`` (None then). For work nothing
        else would come back to: what a Discord event asked for (it is not sent again), what
        is stored but not shown."""
        try:
            return await work()
        except STORE_TROUBLE as error:
            if key in self._keys:
                then = "it is tried again with the work waiting"
            else:
                then = f"trying again in {self._pause_after(0):g} s"
            log_store_trouble(log, what, error, then)
            self.later(key, what, work)
            return None

    async def write_latest(self, key: Hashable, what: str, value: V,
                           write: Callable[[V], Awaitable[object]]) -> None:
        """``write(value)`` now; when the database keeps it from finishing, the latest value
        given under ``key`` is written once it is back (a state that may change meanwhile,
        such as whether a member's DMs are open: an older value never lands last)."""
        self._unwritten[key] = value
        await self.now_or_later(key, what, partial(self._write_latest, key, write))

    async def _write_latest(self, key: Hashable, write: Callable[[V], Awaitable[object]]
                            ) -> None:
        # One write at a time per key: a slow write of an older value could otherwise land
        # after a newer one and be taken as done.
        lock, users = self._writing.get(key, (asyncio.Lock(), 0))
        self._writing[key] = (lock, users + 1)
        try:
            async with lock:
                while (value := self._unwritten.get(key, _NOTHING)) is not _NOTHING:
                    await write(value)  # type: ignore[arg-type]
                    if self._unwritten.get(key, _NOTHING) == value:
                        del self._unwritten[key]
        finally:
            lock, users = self._writing[key]
            if users == 1:
                del self._writing[key]
            else:
                self._writing[key] = (lock, users - 1)

    def waiting(self, key: Hashable) -> bool:
        """Whether work under ``key`` waits to be tried again."""
        return key in self._keys

    async def _run(self, key: Hashable, what: str, work: Callable[[], Awaitable[object]]
                   ) -> None:
        failures = 0
        try:
            while not self.bot.closing:
                await self._pause(self._pause_after(failures))
                if self.bot.closing:
                    return
                try:
                    await work()
                    return
                except STORE_TROUBLE as error:
                    failures += 1
                    log_store_trouble(log, what, error,
                                      f"trying again in {self._pause_after(failures):g} s")
        finally:
            self._keys.discard(key)

    def _pause_after(self, failures: int) -> float:
        return self.pauses[min(failures, len(self.pauses) - 1)]

    async def _pause(self, seconds: float) -> None:
        task = asyncio.current_task()
        assert task is not None
        self._pausing.add(task)  # type: ignore[arg-type]
        try:
            await asyncio.sleep(seconds)
        finally:
            self._pausing.discard(task)  # type: ignore[arg-type]

    def stop(self) -> None:
        """Cancel the pauses (the bot is closing); work being tried is finished."""
        for task in list(self._pausing):
            task.cancel()
