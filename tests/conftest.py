"""Shared fixtures: a fake Discord on loopback and a bot starter (tests/fakediscord/README.md)."""

from collections.abc import AsyncIterator, Awaitable, Callable

import pytest

from tests.fakediscord import BotRunner, FakeDiscord


@pytest.fixture
async def fake_discord() -> AsyncIterator[FakeDiscord]:
    """A started FakeDiscord with discord.py pointed at it; fails the test on rule violations."""
    async with FakeDiscord() as fake:
        yield fake
    if fake.violations:
        pytest.fail(str(fake.violations_report()), pytrace=False)


@pytest.fixture
async def start_bot(
    fake_discord: FakeDiscord,
) -> AsyncIterator[Callable[..., Awaitable[BotRunner]]]:
    """`runner = await start_bot(make_bot)`: a ready bot on the fake, closed after the test."""
    runners: list[BotRunner] = []

    async def start(factory: Callable[[], object], **kw: object) -> BotRunner:
        runner = BotRunner(fake_discord, factory, **kw)  # type: ignore[arg-type]
        runners.append(runner)
        await runner.start()
        return runner

    yield start
    for runner in reversed(runners):
        await runner.stop()
