"""The worker pool serves what someone waits for first: a board drawn after a move goes before
the private pictures queued earlier for hand panels and DMs (``cogs.workers.Workers``)."""

import concurrent.futures
import multiprocessing
import os
import threading

import pytest

from cogs.workers import Workers


def test_urgent_work_overtakes_work_that_can_wait():
    order: list[str] = []
    gate = threading.Event()
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        workers = Workers(lambda: pool, slots=1)
        busy = workers.submit(gate.wait)  # the one slot is taken
        later = [workers.later.submit(order.append, f"private {n}") for n in range(3)]
        board = workers.submit(order.append, "board")
        gate.set()
        concurrent.futures.wait([busy, board, *later])
    assert order == ["board", "private 0", "private 1", "private 2"]


def test_failures_reach_the_caller_and_the_queue_goes_on():
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        workers = Workers(lambda: pool, slots=1)
        broken = workers.submit(int, "not a number")
        fine = workers.later.submit(int, "7")
        with pytest.raises(ValueError):
            broken.result(timeout=5)
        assert fine.result(timeout=5) == 7


def test_a_call_cancelled_while_queued_never_runs_and_frees_its_slot():
    """A picture nobody waits for any more (its panel was replaced, its move undone) is
    cancelled while queued: it is skipped, and the pool's slot goes to the next picture
    rather than being lost (with one slot, every later board would wait for ever)."""
    order: list[str] = []
    gate = threading.Event()
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        workers = Workers(lambda: pool, slots=1)
        busy = workers.submit(gate.wait)
        dropped = workers.later.submit(order.append, "dropped")
        kept = workers.later.submit(order.append, "kept")
        assert dropped.cancel()
        gate.set()
        busy.result(timeout=5)
        kept.result(timeout=5)
        assert workers.submit(order.append, "next board").result(timeout=5) is None
    assert order == ["kept", "next board"]


def test_shutdown_cancels_what_is_still_queued():
    gate = threading.Event()
    pool = concurrent.futures.ThreadPoolExecutor(1)
    workers = Workers(lambda: pool, slots=1)
    running = workers.submit(gate.wait)
    queued = workers.later.submit(print, "never")
    workers.shutdown(wait=False)
    gate.set()
    assert running.result(timeout=5) is True  # what was running finishes
    assert queued.cancelled()


def test_a_worker_that_dies_fails_its_call_and_the_next_call_gets_a_fresh_pool():
    # a worker process killed (out of memory, a crash) breaks its pool: the pictures and
    # computer turns after it must not all fail for the rest of the bot's life
    context = multiprocessing.get_context("fork")
    workers = Workers(lambda: concurrent.futures.ProcessPoolExecutor(1, mp_context=context),
                      slots=1)
    try:
        first = workers.pool
        doomed = workers.submit(os._exit, 1)
        with pytest.raises(concurrent.futures.BrokenExecutor):
            doomed.result(timeout=30)
        assert workers.submit(pow, 2, 10).result(timeout=30) == 1024
        assert workers.pool is not first
    finally:
        workers.shutdown()


def test_a_board_never_waits_for_computers_thinking():
    # two slots: at most one of them thinks, so a board after a move finds the other free
    order: list[str] = []
    thinking = threading.Event()
    with concurrent.futures.ThreadPoolExecutor(2) as pool:
        workers = Workers(lambda: pool, slots=2)
        first = workers.thinking.submit(thinking.wait)  # a computer thinks in one slot
        second = workers.thinking.submit(order.append, "second computer")  # waits for it
        board = workers.submit(order.append, "board")
        assert board.result(timeout=5) is None  # drawn while the first computer thinks
        private = workers.later.submit(order.append, "private")
        assert private.result(timeout=5) is None  # the slot computers may not take
        assert order == ["board", "private"]
        thinking.set()
        concurrent.futures.wait([first, second])
    assert order == ["board", "private", "second computer"]


def test_a_computer_goes_before_private_pictures_queued_earlier():
    order: list[str] = []
    gates = threading.Event(), threading.Event()
    with concurrent.futures.ThreadPoolExecutor(2) as pool:
        workers = Workers(lambda: pool, slots=2)
        busy = [workers.submit(gate.wait) for gate in gates]  # both slots drawing boards
        try:
            private = workers.later.submit(order.append, "private")
            computer = workers.thinking.submit(order.append, "computer")
            gates[0].set()  # one slot frees: the computer takes it, then the picture
            assert computer.result(timeout=5) is None
        finally:
            gates[1].set()
        concurrent.futures.wait([*busy, private])
    assert order == ["computer", "private"]


@pytest.mark.skipif(not hasattr(os, "nice"), reason="no process priorities here")
def test_the_workers_yield_the_cores_to_the_event_loop():
    # the event loop answers clicks and posts boards: when the cores are busy it goes first
    from cogs.workers import WORKER_NICE, worker_pool

    workers = worker_pool(1)
    try:
        assert workers.submit(os.nice, 0).result(timeout=60) == min(19, os.nice(0) + WORKER_NICE)
    finally:
        workers.shutdown()


def test_warming_starts_every_worker_before_any_picture():
    # a bot just started (``warm_workers``) starts its workers while it connects: the first
    # boards of the games in play then do not wait for processes to spawn and import
    import multiprocessing

    from cogs.workers import worker_pool

    before = set(multiprocessing.active_children())
    workers = worker_pool(2)
    try:
        pids = [call.result(timeout=60) for call in workers.warm()]
        started = set(multiprocessing.active_children()) - before
        assert len(started) == 2
        assert set(pids) <= {process.pid for process in started}
    finally:
        workers.shutdown()
