"""End-to-end: the bot's PostgreSQL database is out of reach for a while (a restart, a
failover): a move meanwhile is answered privately that the database cannot be reached, nothing
is logged as an unexpected error, and once the database is back the game goes on where it
was. The outage is made by refusing connections to the test's database and dropping the ones
the bot holds (the shared test server stays up)."""

import asyncio
import logging

import pytest

from bot import SequenceBot, Settings
from data import StoreUnavailableError
from tests.bot_helpers import (
    FakeClock,
    Seeds,
    engine_game,
    factory,
    first_turn,
    play_by_buttons,
    start_game,
    type_move,
)
from tests.store_backends import POSTGRES, StoreBackend


@pytest.fixture
async def pg_store(tmp_path, postgres_cluster):
    """An open store on a database of its own, with the backend's raw access: ``(pg, store)``."""
    pg = StoreBackend(POSTGRES, tmp_path, postgres_cluster)
    store = pg.store()
    await store.open()
    try:
        yield pg, store
    finally:
        await store.close()
        pg.cleanup()


async def a_game(store):
    return await store.create_game(guild_id=1, channel_id=2, host_id=3, variant="classic",
                                   settings={"variant": "classic", "players": 2}, seed=4)


async def test_a_store_out_of_reach_says_so_and_serves_again_once_back(pg_store):
    pg, store = pg_store
    game = await a_game(store)
    await pg.refuse_connections(True)
    with pytest.raises(StoreUnavailableError):
        await store.load_game(game.id)
    await pg.refuse_connections(False)
    assert (await store.load_game(game.id)).id == game.id


async def test_a_move_while_the_database_is_out_of_reach_is_answered_and_the_game_goes_on(
        fake_discord, start_bot, tmp_path, postgres_cluster, caplog):
    pg = StoreBackend(POSTGRES, tmp_path, postgres_cluster)
    runner = None
    try:
        settings = Settings(database_path=str(tmp_path / "unused.db"), database_url=pg.target())

        def make() -> SequenceBot:
            return SequenceBot(settings, guild_ready_timeout=0.05, seed_source=Seeds([8]),
                               clock=FakeClock(), sweep_seconds=3600, computer_pause=0)

        runner = await start_bot(make)
        bot = runner.bot
        gid, record, mover, move = await first_turn(fake_discord, bot)

        await pg.refuse_connections(True)
        answer = await type_move(fake_discord, mover, record, move)
        assert answer.ephemeral
        assert "can't reach my database" in answer.text and "try again" in answer.text
        # and the host reads why, once: the database, not the game
        said = [r.getMessage() for r in caplog.records if "changed nothing" in r.getMessage()]
        assert len(said) == 1 and "the database is out of reach" in said[0], said
        clock = bot.get_cog("Clock")
        await clock.sweeper.coro(clock)  # one turn of the clock's loop: skipped, said once
        assert "turn clock sweep skipped: the database is out of reach" in caplog.text
        assert not [r for r in caplog.records if r.levelno >= logging.ERROR
                    and r.name.startswith(("sequence", "cogs", "table", "data"))]

        await pg.refuse_connections(False)
        await play_by_buttons(fake_discord, bot, gid, move)
        assert (await engine_game(bot, gid)).ply == 1
        assert [m for m in await bot.store.move_log(gid)] and \
            (await bot.store.load_game(gid)).moves == (move,)
    finally:
        if runner is not None:
            await runner.stop()
        pg.cleanup()


async def test_connections_the_server_dropped_are_replaced_without_an_error(pg_store):
    # What a PostgreSQL restart or a failover leaves in the pool: connections that look open
    # and fail at their next statement. None of the store's calls after it may fail.
    pg, store = pg_store
    game = await a_game(store)
    for _ in range(10):
        await pg.drop_connections()
        assert (await store.load_game(game.id)).id == game.id


async def test_a_connection_dropped_inside_a_transaction_is_said_to_be_out_of_reach(pg_store):
    pg, store = pg_store
    for _ in range(5):
        with pytest.raises(StoreUnavailableError) as lost:
            async with store.db.transaction() as db:
                pid = (await db.fetchone("SELECT pg_backend_pid()"))[0]
                await pg.as_superuser(f"SELECT pg_terminate_backend({pid}, 5000)")
                await db.fetchone("SELECT 1")
        assert not lost.value.maybe_committed  # lost before COMMIT: nothing was written
    assert await store.schema_version() > 0  # and the next transaction is served


async def test_a_connection_dropped_at_commit_may_have_committed_and_says_so(pg_store):
    pg, store = pg_store
    with pytest.raises(StoreUnavailableError) as lost:
        async with store.db.transaction() as db:
            pid = (await db.fetchone("SELECT pg_backend_pid()"))[0]
            await pg.as_superuser(f"SELECT pg_terminate_backend({pid}, 5000)")
    assert lost.value.maybe_committed


async def test_a_connection_lost_on_its_way_back_to_the_pool_keeps_what_was_committed(
        pg_store):
    # The pool resets a connection given back to it; a server that drops the connection just
    # then (a restart right after a COMMIT) fails the reset. The write committed: the store
    # must say so, not raise (a move would be stored and reported as failed).
    pg, store = pg_store
    pool = store.db._pool
    dropped = []

    class DroppingFirst:
        """The store's pool, whose first connection given back was dropped by the server."""

        def __getattr__(self, name):
            return getattr(pool, name)

        async def release(self, conn, **kw):
            if not dropped:
                dropped.append(conn.get_server_pid())
                await pg.as_superuser(f"SELECT pg_terminate_backend({dropped[0]})")
            return await pool.release(conn, **kw)

    store.db._pool = DroppingFirst()
    try:
        game = await a_game(store)
    finally:
        store.db._pool = pool
    assert dropped, "the connection was dropped as it went back"
    assert (await store.load_game(game.id)).id == game.id


async def test_a_reconnect_while_the_database_is_away_looks_again_once_it_is_back(
        fake_discord, start_bot, tmp_path, postgres_cluster, caplog):
    # On every connect the bot looks for moves not yet shown and computers to play; with the
    # database away it says so and looks again once the database is back.
    pg = StoreBackend(POSTGRES, tmp_path, postgres_cluster)
    try:
        runner = await start_bot(factory(pg.target(), seeds=Seeds([8])))
        bot = runner.bot
        bot.retries.pauses = (0.05,)
        alice, bob = fake_discord.add_member("alice"), fake_discord.add_member("bob")
        gid = await start_game(fake_discord, bot, alice, [bob], game="classic", players=2)
        looking = {"pending": asyncio.Event(), "computers": asyncio.Event()}
        later = bot.retries.later

        def noted(key, what, work):
            if key in looking:
                looking[key].set()
            later(key, what, work)

        bot.retries.later = noted
        await pg.refuse_connections(True)
        ready = asyncio.ensure_future(bot.wait_for("ready", timeout=60))
        await fake_discord.reconnect_gateway(0)
        await ready
        for event in looking.values():
            await asyncio.wait_for(event.wait(), 30)
        await pg.refuse_connections(False)
        await bot.idle()  # the looks tried again, until the database answered
        assert not bot.retries.waiting("pending") and not bot.retries.waiting("computers")
        assert "looking for moves not yet shown: the database is out of reach" in caplog.text
        game = await engine_game(bot, gid)
        await play_by_buttons(fake_discord, bot, gid, str(game.legal_moves()[0]))
        assert not [r for r in caplog.records if r.levelno >= logging.ERROR
                    and r.name.startswith(("sequence", "cogs", "table", "data"))]
    finally:
        pg.cleanup()
