"""Claims on a game's work for one bot process among several (``data.claims`` keeps them).

When several processes share one database (shards, ``cogs.shards``), any of them may have to
show a game's players a stored move, play a computer's turn or run out a turn clock. Each such
piece of work is claimed in the database first, so exactly one process does it; the claim is a
lease (``seconds``, renewed while the work runs) so the work of a process that dies passes to
another once its lease lapses. A bot alone on its database (the default, ``shared`` False) is
given every claim at once without asking the store: its per-game locks already order the work.
"""

from __future__ import annotations

import asyncio
import logging
import os
import secrets
import socket
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from data import Store

log = logging.getLogger(__name__)

LEASE_SECONDS = 30.0
"""How long a claim lasts unless renewed: the longest a dead process's work waits for another."""


def process_name() -> str:
    """This process's name as a claim owner: host, process id and a random part (a restarted
    process with a recycled id is someone else)."""
    return f"{socket.gethostname()}:{os.getpid()}:{secrets.token_hex(3)}"


class Claims:
    """The claims of one bot process: ``take``/``give_back`` or ``async with hold(...)``."""

    def __init__(self, store: Store, *, shared: bool = False,
                 seconds: float = LEASE_SECONDS, owner: str | None = None) -> None:
        self.store = store
        self.shared = shared
        """True when other processes share the database: claims are then asked of it."""
        self.seconds = seconds
        self.owner = owner or process_name()

    async def take(self, game_id: int, kind: str) -> bool:
        """Claim ``kind`` on the game for this process now; False if another process has it."""
        if not self.shared:
            return True
        return await self.store.claim(game_id, kind, self.owner, seconds=self.seconds)

    async def give_back(self, game_id: int, kind: str) -> None:
        """Release the claim (errors are logged: the lease lapses anyway)."""
        if not self.shared:
            return
        try:
            if not await self.store.release(game_id, kind, self.owner):
                # Its lease lapsed unrenewed (this process's event loop stalled for most of a
                # lease) and another process took the work over: both may have done it.
                log.warning("the %s claim of game %s went to another process while this one "
                            "held it", kind, game_id)
        except Exception:  # noqa: BLE001 - the lease lapses by itself
            log.warning("releasing the %s claim of game %s failed", kind, game_id,
                        exc_info=True)

    async def still_held(self, game_id: int, kind: str) -> bool:
        """Whether this process still holds the claim, its lease renewed by asking: to be
        asked right before doing what must be done once (posting a board), so that a
        process whose lease lapsed while it stalled does not do it a second time."""
        if not self.shared:
            return True
        try:
            return await self.store.renew_claim(game_id, kind, self.owner, seconds=self.seconds)
        except Exception:  # noqa: BLE001 - unknown: the work goes on, as before this check
            log.warning("checking the %s claim of game %s failed", kind, game_id,
                        exc_info=True)
            return True

    async def release_all(self) -> None:
        """Give back every claim of this process (it is closing)."""
        if self.shared:
            await self.store.release_all(self.owner)

    @asynccontextmanager
    async def hold(self, game_id: int, kind: str, *, wait: bool = False
                   ) -> AsyncIterator[bool]:
        """Hold the claim for the block, renewing it meanwhile; yields False (and the block
        must do nothing) if another process has it. With ``wait``, wait for it first, at most
        a lease and a bit (its holder finishes, or dies and the lease lapses)."""
        got = await self.take(game_id, kind)
        if not got and wait:
            got = await self._wait_for(game_id, kind)
        if not got or not self.shared:
            yield got
            return
        done = asyncio.Event()
        renewing = asyncio.create_task(self._renew(game_id, kind, done))
        try:
            yield True
        finally:
            done.set()  # not cancelled: a renewal under way finishes its transaction
            await asyncio.gather(renewing, return_exceptions=True)
            await self.give_back(game_id, kind)

    async def _wait_for(self, game_id: int, kind: str) -> bool:
        loop = asyncio.get_running_loop()
        until = loop.time() + self.seconds + 1
        pause = 0.02
        while loop.time() < until:
            await asyncio.sleep(pause)  # the holder is another process: nothing to await
            if await self.take(game_id, kind):
                return True
            pause = min(pause * 2, 0.5)
        return False

    async def _renew(self, game_id: int, kind: str, done: asyncio.Event) -> None:
        while True:
            try:
                await asyncio.wait_for(done.wait(), self.seconds / 3)
                return
            except TimeoutError:
                pass
            try:
                if not await self.store.renew_claim(game_id, kind, self.owner,
                                                    seconds=self.seconds):
                    log.warning("the %s claim of game %s was lost", kind, game_id)
                    return
            except Exception:  # noqa: BLE001 - tried again at the next third of the lease
                log.warning("renewing the %s claim of game %s failed", kind, game_id,
                            exc_info=True)
