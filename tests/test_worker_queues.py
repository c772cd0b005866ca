"""The worker pool serves what someone waits for first: a board drawn after a move goes before
the private pictures queued earlier for hand panels and DMs (``cogs.workers.Workers``)."""

import concurrent.futures
import threading

import pytest

from cogs.workers import Workers


def test_urgent_work_overtakes_work_that_can_wait():
    order: list[str] = []
    gate = threading.Event()
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        workers = Workers(pool, slots=1)
        busy = workers.submit(gate.wait)  # the one slot is taken
        later = [workers.later.submit(order.append, f"private {n}") for n in range(3)]
        board = workers.submit(order.append, "board")
        gate.set()
        concurrent.futures.wait([busy, board, *later])
    assert order == ["board", "private 0", "private 1", "private 2"]


def test_failures_reach_the_caller_and_the_queue_goes_on():
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        workers = Workers(pool, slots=1)
        broken = workers.submit(int, "not a number")
        fine = workers.later.submit(int, "7")
        with pytest.raises(ValueError):
            broken.result(timeout=5)
        assert fine.result(timeout=5) == 7


def test_shutdown_cancels_what_is_still_queued():
    gate = threading.Event()
    pool = concurrent.futures.ThreadPoolExecutor(1)
    workers = Workers(pool, slots=1)
    running = workers.submit(gate.wait)
    queued = workers.later.submit(print, "never")
    workers.shutdown(wait=False)
    gate.set()
    assert running.result(timeout=5) is True  # what was running finishes
    assert queued.cancelled()
