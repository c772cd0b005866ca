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

WORKERS = 3
"""Worker processes: enough for this machine's two cores while one computer thinks."""


def worker_pool(workers: int = WORKERS) -> Workers:
    """A pool whose workers end with the process that made it, urgent work first."""
    return Workers(partial(process_pool, workers), slots=workers)


def process_pool(workers: int) -> concurrent.futures.ProcessPoolExecutor:
    """``workers`` spawned worker processes that end with this process."""
    return concurrent.futures.ProcessPoolExecutor(
        workers,
        mp_context=multiprocessing.get_context("spawn"),
        initializer=end_with,
        initargs=(os.getpid(),),
    )


def end_with(pid: int) -> None:
    """Run in each worker as it starts: preload the engine and the renderer, and exit at once
    when process ``pid`` (the bot) ends."""
    import engine.ai  # noqa: F401 - preloaded so the first decision is not slowed by imports
    import render  # noqa: F401 - likewise for the first picture
    from i18n import LANGUAGES
    from i18n.catalogue import bundle

    for language in LANGUAGES:  # the catalogue (about 0.2 s in all), not at a first picture
        bundle(language)

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
    """The pool behind two queues: what someone is waiting for now (a board after a move, a
    computer's decision) goes before what can wait a moment (private pictures for hand panels
    and DMs, card faces).

    ``submit`` queues urgent work; ``later`` is the same pool as an executor whose work waits
    until no urgent work is queued. At most ``slots`` calls are in the pool at once, so a
    board never queues inside the pool behind private pictures handed over earlier. A pool
    broken by a worker that died (killed, out of memory) fails the calls it held and is
    replaced by a fresh one from ``make_pool`` for the calls after them.
    """

    def __init__(self, make_pool: Callable[[], concurrent.futures.Executor],
                 slots: int) -> None:
        self._make_pool = make_pool
        self.pool = make_pool()
        self._slots = slots
        self._busy = 0
        self._queues: tuple[deque[_Call], deque[_Call]] = (deque(), deque())
        self._lock = threading.Lock()
        self._closed = False
        self.later: concurrent.futures.Executor = _Later(self)

    def submit(self, fn: Callable[..., T], /, *args: Any, **kwargs: Any,
               ) -> concurrent.futures.Future[T]:
        """Queue urgent work."""
        return self.queue(0, fn, args, kwargs)

    def queue(self, level: int, fn: Callable[..., T], args: tuple[Any, ...],
              kwargs: dict[str, Any]) -> concurrent.futures.Future[T]:
        """Queue ``fn(*args, **kwargs)`` at ``level`` (0 urgent, 1 later)."""
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
                queue = next((q for q in self._queues if q), None)
                if queue is None:
                    return
                call = queue.popleft()
                self._busy += 1
            if not call.future.set_running_or_notify_cancel():
                self._release()
                continue
            pool = self.pool
            try:
                inner = pool.submit(call.fn, *call.args, **call.kwargs)
            except BaseException as error:  # noqa: BLE001 - a broken or closed pool
                self._release()
                self._renew_if_broken(pool, error)
                call.future.set_exception(error)
                continue
            inner.add_done_callback(partial(self._finished, call.future, pool))

    def _release(self) -> None:
        with self._lock:
            self._busy -= 1

    def _finished(self, future: concurrent.futures.Future[Any],
                  pool: concurrent.futures.Executor,
                  inner: concurrent.futures.Future[Any]) -> None:
        self._release()
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


class _Later(concurrent.futures.Executor):
    """``Workers.later``: the same pool, after the urgent work."""

    def __init__(self, workers: Workers) -> None:
        self._workers = workers

    def submit(self, fn: Callable[..., T], /, *args: Any, **kwargs: Any,
               ) -> concurrent.futures.Future[T]:
        """Queue work that can wait."""
        return self._workers.queue(1, fn, args, kwargs)


@dataclass
class _Call:
    future: concurrent.futures.Future[Any]
    fn: Callable[..., Any]
    args: tuple[Any, ...]
    kwargs: dict[str, Any]
