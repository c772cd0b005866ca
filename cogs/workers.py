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

WORKERS = 3
"""Worker processes: enough for this machine's two cores while one computer thinks."""


def worker_pool(workers: int = WORKERS) -> concurrent.futures.ProcessPoolExecutor:
    """A pool whose workers end with the process that made it."""
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
