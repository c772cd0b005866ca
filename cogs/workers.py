"""The bot's one pool of worker processes, for pictures and computer players alike.

Drawing and thinking run in worker processes so that they never compete with the event loop for
the GIL. The workers are started with ``spawn`` (fresh interpreters: never a fork of the bot,
whose threads a fork could catch holding a lock) and each one ends itself the moment the bot's
process ends, however it ends: a SIGKILL or a crash leaves no worker behind (with nothing left
holding its pipe, the resource tracker then ends too).
"""

from __future__ import annotations

import concurrent.futures
import multiprocessing
import os
import select
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import Any, TypeVar

T = TypeVar("T")

MOST_WORKERS = 4
"""At most this many workers, whatever the cores: each holds about 100-150 MB (the engine, the
fonts, its picture caches), and more processes of the bot (shards) are the way to more cores."""


def cores() -> int:
    """The cores this process may run on, from 2 (the pool needs one for pictures while a
    computer thinks) to ``MOST_WORKERS``."""
    try:
        count = len(os.sched_getaffinity(0))
    except AttributeError:  # not on this platform
        count = os.cpu_count() or 2
    return min(MOST_WORKERS, max(2, count))


def worker_pool(workers: int | None = None) -> Workers:
    """A pool whose workers end with the process that made it, urgent work first: one worker
    a core. More workers than cores made every picture slower: with three on two cores, the
    pictures, the event loop and Discord's side fought over the caches (bot CPU per move 21 ms
    against 17 with two, ``benchmarks/interaction.py``)."""
    count = workers or cores()
    return Workers(partial(process_pool, count), slots=count)


def process_pool(workers: int) -> concurrent.futures.ProcessPoolExecutor:
    """``workers`` spawned worker processes that end with this process."""
    return concurrent.futures.ProcessPoolExecutor(
        workers,
        mp_context=multiprocessing.get_context("spawn"),
        initializer=end_with,
        initargs=(os.getpid(),),
    )


WORKER_NICE = 5
"""How much lower the workers' CPU priority is than the bot's: the event loop answers every
click and posts every board, so it goes first when the cores are busy, and the pictures fill
the time between. With 200 games at once (``benchmarks/interaction.py``, 2 cores) the median
move-to-board time fell from 112-166 ms to 55-63 ms and the p99 from 476-686 to 320-338."""


def end_with(pid: int) -> None:
    """Run in each worker as it starts: lower its priority (``WORKER_NICE``), preload the
    engine and the renderer, and exit at once when process ``pid`` (the bot) ends."""
    import engine.ai  # noqa: F401 - preloaded so the first decision is not slowed by imports
    import render  # noqa: F401 - likewise for the first picture
    from i18n import LANGUAGES
    from i18n.catalogue import bundle

    for language in LANGUAGES:  # the catalogue (about 0.2 s in all), not at a first picture
        bundle(language)

    if hasattr(os, "nice"):
        os.nice(WORKER_NICE)
    threading.Thread(target=_exit_when_gone, args=(pid,), name="end-with-bot",
                     daemon=True).start()


def _exit_when_gone(pid: int) -> None:
    try:
        handle = os.pidfd_open(pid)
    except (AttributeError, OSError):  # no pidfd here (old kernel, not Linux): ask each second
        while _alive(pid):
            time.sleep(1)
    else:
        select.select([handle], [], [])  # readable once the process has ended
    os._exit(0)


def _alive(pid: int) -> bool:
    return os.getppid() == pid  # a spawned worker's parent is the bot until the bot ends


class Workers(concurrent.futures.Executor):
    """The pool behind three queues: a board after a move first, then a computer's decision,
    then what can wait a moment (private pictures for hand panels and DMs, card faces).

    ``submit`` queues a board; ``thinking`` and ``later`` are the same pool as executors for
    the other two. At most ``slots`` calls are in the pool at once, so a board never queues
    inside the pool behind private pictures handed over earlier, and at most ``slots - 1``
    of them are decisions (which take up to the computers' time budget), so a board never
    waits for a computer to finish thinking. A pool broken by a worker that died (killed, out
    of memory) fails the calls it held and is replaced by a fresh one from ``make_pool`` for
    the calls after them.
    """

    def __init__(self, make_pool: Callable[[], concurrent.futures.Executor],
                 slots: int) -> None:
        self._make_pool = make_pool
        self.pool = make_pool()
        self._slots = slots
        self._busy = 0
        self._thinking = 0
        self._queues: tuple[deque[_Call], deque[_Call], deque[_Call]] = (
            deque(), deque(), deque())
        self._lock = threading.Lock()
        self._closed = False
        self.thinking: concurrent.futures.Executor = _Level(self, THINKING)
        self.later: concurrent.futures.Executor = _Level(self, LATER)

    def submit(self, fn: Callable[..., T], /, *args: Any, **kwargs: Any,
               ) -> concurrent.futures.Future[T]:
        """Queue urgent work."""
        return self.queue(URGENT, fn, args, kwargs)

    def warm(self) -> list[concurrent.futures.Future[int]]:
        """Start every worker now rather than at the first picture: each is spawned and
        imports the engine, the renderer and the catalogue (0.7-0.9 s on this machine),
        while a bot just started is still connecting. Returns the workers' first calls
        (each answers its worker's process id)."""
        return [self.queue(LATER, os.getpid, (), {}) for _ in range(self._slots)]

    def queue(self, level: int, fn: Callable[..., T], args: tuple[Any, ...],
              kwargs: dict[str, Any]) -> concurrent.futures.Future[T]:
        """Queue ``fn(*args, **kwargs)`` at ``level`` (``URGENT``, ``THINKING``, ``LATER``)."""
        future: concurrent.futures.Future[T] = concurrent.futures.Future()
        with self._lock:
            self._queues[level].append(_Call(future, fn, args, kwargs))
        self._pump()
        return future

    def _pump(self) -> None:
        while True:
            with self._lock:
                if self._busy >= self._slots:
                    return
                thinking_full = self._thinking >= max(1, self._slots - 1)
                level = next((n for n, q in enumerate(self._queues)
                              if q and not (n == THINKING and thinking_full)), None)
                if level is None:
                    return
                call = self._queues[level].popleft()
                call.level = level
                self._busy += 1
                self._thinking += level == THINKING
            if not call.future.set_running_or_notify_cancel():
                self._release(call)
                continue
            pool = self.pool
            try:
                inner = pool.submit(call.fn, *call.args, **call.kwargs)
            except BaseException as error:  # noqa: BLE001 - a broken or closed pool
                self._release(call)
                self._renew_if_broken(pool, error)
                call.future.set_exception(error)
                continue
            inner.add_done_callback(partial(self._finished, call, pool))

    def _release(self, call: _Call) -> None:
        with self._lock:
            self._busy -= 1
            self._thinking -= call.level == THINKING

    def _finished(self, call: _Call, pool: concurrent.futures.Executor,
                  inner: concurrent.futures.Future[Any]) -> None:
        self._release(call)
        future = call.future
        if inner.cancelled():
            future.set_exception(concurrent.futures.CancelledError())
        elif (error := inner.exception()) is not None:
            self._renew_if_broken(pool, error)
            future.set_exception(error)
        else:
            future.set_result(inner.result())
        self._pump()

    def _renew_if_broken(self, pool: concurrent.futures.Executor, error: BaseException) -> None:
        """After a worker died, the next calls go to a fresh pool."""
        if not isinstance(error, concurrent.futures.BrokenExecutor) or self._closed:
            return
        with self._lock:
            if self.pool is not pool:
                return  # renewed already
            self.pool = self._make_pool()
        pool.shutdown(wait=False, cancel_futures=True)

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        """Drop the queued work (its callers get ``CancelledError``) and shut the pool down."""
        with self._lock:
            self._closed = True
            queued = [call for queue in self._queues for call in queue]
            for queue in self._queues:
                queue.clear()
        for call in queued:
            call.future.cancel()
        self.pool.shutdown(wait=wait, cancel_futures=cancel_futures)


class _Level(concurrent.futures.Executor):
    """``Workers.thinking`` and ``Workers.later``: the same pool, at one queue's level."""

    def __init__(self, workers: Workers, level: int) -> None:
        self._workers = workers
        self._level = level

    def submit(self, fn: Callable[..., T], /, *args: Any, **kwargs: Any,
               ) -> concurrent.futures.Future[T]:
        """Queue work at this executor's level."""
        return self._workers.queue(self._level, fn, args, kwargs)


URGENT, THINKING, LATER = 0, 1, 2
"""The queues' levels, first served first."""


@dataclass
class _Call:
    future: concurrent.futures.Future[Any]
    fn: Callable[..., Any]
    args: tuple[Any, ...]
    kwargs: dict[str, Any]
    level: int = URGENT
