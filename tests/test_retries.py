"""Work the database could not take, tried again: a changing state is written last as it
stands last (``Retries.write_latest``), however the writes and the outage interleave."""

import asyncio

from hypothesis import given, settings
from hypothesis import strategies as st

from cogs.retries import Retries
from data import StoreUnavailableError


class Bot:
    """What ``Retries`` needs of the bot: its background tasks and whether it is closing."""

    def __init__(self) -> None:
        self.closing = False
        self.tasks: set[asyncio.Task[object]] = set()

    def background(self, coro):
        task = asyncio.ensure_future(coro)
        self.tasks.add(task)
        return task

    async def idle(self) -> None:
        while pending := [t for t in self.tasks if not t.done()]:
            await asyncio.gather(*pending)


class Database:
    """A value written after a pause of ``delays`` event-loop turns each, refusing while
    ``away``; ``stored`` is what it holds."""

    def __init__(self, delays: list[int]) -> None:
        self.away = False
        self.stored: object = None
        self.delays = delays

    async def write(self, value: object) -> None:
        for _ in range(self.delays.pop() if self.delays else 0):
            await asyncio.sleep(0)
        if self.away:
            raise StoreUnavailableError("connection refused")
        self.stored = value


@settings(max_examples=100, deadline=None)
@given(values=st.lists(st.tuples(st.booleans(), st.booleans(), st.integers(0, 3)),
                       min_size=1, max_size=6),
       delays=st.lists(st.integers(0, 3), max_size=12))
def test_the_latest_value_is_what_is_stored_once_the_database_is_back(values, delays):
    async def run() -> None:
        bot = Bot()
        retries = Retries(bot)  # type: ignore[arg-type]
        retries.pauses = (0,)
        database = Database(delays)
        writes = []
        for value, away, turns in values:
            database.away = away
            writes.append(asyncio.ensure_future(
                retries.write_latest("key", "a state", value, database.write)))
            for _ in range(turns):
                await asyncio.sleep(0)
        database.away = False
        await asyncio.gather(*writes)
        await bot.idle()
        assert database.stored == values[-1][0]
        assert not retries.waiting("key")

    asyncio.run(run())


def test_work_is_tried_again_after_1_5_15_then_every_30_seconds_until_it_is_done():
    async def run() -> None:
        bot = Bot()
        retries = Retries(bot)  # type: ignore[arg-type]
        waited: list[float] = []

        async def no_wait(seconds: float) -> None:
            waited.append(seconds)

        retries._pause = no_wait  # type: ignore[method-assign]
        failures = 6

        async def work() -> None:
            nonlocal failures
            if failures:
                failures -= 1
                raise StoreUnavailableError("connection refused")

        assert await retries.now_or_later("key", "a move's board", work) is None
        await bot.idle()
        assert waited == [1.0, 5.0, 15.0, 30.0, 30.0, 30.0]
        assert failures == 0 and not retries.waiting("key")

    asyncio.run(run())


def test_work_handed_over_again_while_it_waits_is_done_once_and_none_is_taken_when_closing():
    async def run() -> None:
        bot = Bot()
        retries = Retries(bot)  # type: ignore[arg-type]
        retries.pauses = (0,)
        tries = 0

        async def work() -> None:
            nonlocal tries
            tries += 1

        retries.later("key", "a state", work)
        retries.later("key", "a state", work)  # already waiting: the same work
        assert retries.waiting("key")
        await bot.idle()
        assert tries == 1 and not retries.waiting("key")
        bot.closing = True
        retries.later("key", "a state", work)
        await bot.idle()
        assert tries == 1 and not retries.waiting("key")

    asyncio.run(run())
