"""One asyncio lock per key (a game), alive only while a task holds or waits on it."""

from __future__ import annotations

import asyncio
import weakref


class KeyedLocks:
    """``locks[game_id]`` is the lock of that game; nothing is kept once no task uses it."""

    def __init__(self) -> None:
        self._locks: weakref.WeakValueDictionary[int, asyncio.Lock] = (
            weakref.WeakValueDictionary()
        )

    def __getitem__(self, key: int) -> asyncio.Lock:
        lock = self._locks.get(key)
        if lock is None:
            lock = asyncio.Lock()
            self._locks[key] = lock
        return lock

    def __len__(self) -> int:
        return len(self._locks)
