"""Shared fixtures: a fake Discord on loopback and a bot starter (tests/fakediscord/README.md),
and the store's two backends (SQLite, and a throwaway PostgreSQL cluster started once per run).
"""

import os
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator

import pytest

from data import Store
from tests.fakediscord import BotRunner, FakeDiscord
from tests.postgres_cluster import PostgresCluster, unavailable_reason
from tests.store_backends import POSTGRES, SQLITE, StoreBackend

_SKIP_PREFIX = "PostgreSQL store tests skipped: "


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """Say once, in one line, that (and why) the PostgreSQL tests were skipped. Read from the
    skip reports, which reach this process also when workers ran the tests (pytest-xdist)."""
    reasons = [
        str(report.longrepr[2]) if isinstance(report.longrepr, tuple)
        else str(report.longrepr)
        for report in terminalreporter.stats.get("skipped", [])
        if _SKIP_PREFIX in str(getattr(report, "longrepr", ""))
    ]
    if not reasons:
        return
    reason = reasons[0].split(_SKIP_PREFIX, 1)[1]
    terminalreporter.write_line(
        f"{_SKIP_PREFIX}{reason} ({len(reasons)} tests; with CI set they fail instead)"
    )


@pytest.fixture(scope="session")
def postgres_cluster() -> Iterator[PostgresCluster]:
    """A PostgreSQL 15 cluster in a temporary folder on a free loopback port, for the whole run.

    Without PostgreSQL on the machine the tests using it skip with one reason; with ``CI`` set
    they fail instead, so CI never passes without having run them.
    """
    reason = unavailable_reason()
    if reason is not None:
        if os.environ.get("CI"):
            pytest.fail(f"CI is set, so the PostgreSQL tests must run, but {reason}",
                        pytrace=False)
        pytest.skip(f"{_SKIP_PREFIX}{reason}")
    cluster = PostgresCluster().start()
    try:
        yield cluster
    finally:
        cluster.stop()


@pytest.fixture(params=[SQLITE, POSTGRES])
def backend(request: pytest.FixtureRequest, tmp_path) -> Iterator[StoreBackend]:
    """The store's backend under test: every test using it runs on SQLite and on PostgreSQL."""
    cluster = request.getfixturevalue("postgres_cluster") if request.param == POSTGRES else None
    chosen = StoreBackend(request.param, tmp_path, cluster)
    try:
        yield chosen
    finally:
        chosen.cleanup()


@pytest.fixture
async def store(backend: StoreBackend) -> AsyncIterator[Store]:
    """An open store on the backend under test (a module may define its own, with a clock)."""
    async with backend.store() as opened:
        yield opened


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
