"""The database refuses writes for a reason only the bot's host can fix (a full disk, a
read-only file, a PostgreSQL standby after a failover): the store says so with
``StoreCannotWriteError``, writes nothing of the refused transaction, and still serves reads;
the bot answers a member's move plainly, logs what the host must fix, and the game goes on
where it was once the database takes writes again."""

import logging
import sqlite3

import asyncpg
import pytest

from data import GameNotFoundError, GameStatus, StoreCannotWriteError
from table import LOBBY_LIFETIME
from tests.bot_helpers import (
    FakeClock,
    Seeds,
    engine_game,
    factory,
    first_turn,
    open_lobby,
    play_by_buttons,
    type_move,
)
from tests.store_backends import POSTGRES, SQLITE, StoreBackend


async def a_game(store):
    return await store.create_game(guild_id=1, channel_id=2, host_id=3, variant="classic",
                                   settings={"variant": "classic", "players": 2}, seed=4)


async def test_a_full_disk_refuses_the_write_whole_and_reads_go_on(tmp_path):
    store = StoreBackend(SQLITE, tmp_path).store()
    await store.open()
    try:
        first = await a_game(store)
        # The file may not grow by more than two pages: SQLite then answers SQLITE_FULL, as it
        # does when the disk itself is full.
        async with store.db.transaction(write=False) as db:
            pages = (await db.fetchone("PRAGMA page_count"))[0]
            await db.raw.execute(f"PRAGMA max_page_count = {pages + 2}")
        made = [first.id]
        with pytest.raises(StoreCannotWriteError) as refused:
            for _ in range(1000):
                made.append((await a_game(store)).id)
        assert refused.value.cause == "disk full"
        assert (await store.load_game(first.id)).id == first.id  # reads still work
        with pytest.raises(GameNotFoundError):
            await store.load_game(max(made) + 1)  # the refused game left nothing behind
        async with store.db.transaction(write=False) as db:
            await db.raw.execute("PRAGMA max_page_count = 1073741823")
        assert (await a_game(store)).id == max(made) + 1
    finally:
        await store.close()


async def test_a_read_only_database_refuses_writes_and_serves_reads(backend):
    store = backend.store()
    await store.open()
    try:
        game = await a_game(store)
        await backend.refuse_writes(store, True)
        with pytest.raises(StoreCannotWriteError) as refused:
            await a_game(store)
        assert refused.value.cause == "read-only"
        assert (await store.load_game(game.id)).id == game.id
        await backend.refuse_writes(store, False)
        assert (await a_game(store)).id > game.id
    finally:
        await store.close()


async def test_a_write_inside_a_read_transaction_is_a_fault_not_a_read_only_server(
        tmp_path, postgres_cluster):
    backend = StoreBackend(POSTGRES, tmp_path, postgres_cluster)
    store = backend.store()
    await store.open()
    try:
        with pytest.raises(asyncpg.ReadOnlySQLTransactionError):
            async with store.db.transaction(write=False) as db:
                await db.execute("DELETE FROM games")
    finally:
        await store.close()
        backend.cleanup()


def test_sqlite_errors_the_host_must_fix_are_told_apart_from_others():
    from data.database import _translated_errors

    def raised(code: int, text: str) -> BaseException:
        error = sqlite3.OperationalError(text)
        error.sqlite_errorcode = code  # type: ignore[attr-defined]
        try:
            with _translated_errors():
                raise error
        except BaseException as translated:  # noqa: BLE001
            return translated
        raise AssertionError("not raised")

    assert raised(sqlite3.SQLITE_FULL, "database or disk is full").cause == "disk full"
    assert raised(sqlite3.SQLITE_IOERR_WRITE, "disk I/O error").cause == "disk I/O error"
    assert raised(sqlite3.SQLITE_READONLY_DBMOVED,
                  "attempt to write a readonly database").cause == "read-only"
    assert type(raised(sqlite3.SQLITE_ERROR, "no such table: x")) is sqlite3.OperationalError


async def test_a_move_the_database_cannot_write_is_answered_and_the_game_goes_on(
        backend, fake_discord, start_bot, caplog):
    now = FakeClock()
    runner = await start_bot(factory(backend.target(), seeds=Seeds([8]), clock=now))
    bot = runner.bot
    gid, record, mover, move = await first_turn(fake_discord, bot)
    lobby_id, lobby = await open_lobby(fake_discord, mover, game="kids", players=2)

    await backend.refuse_writes(bot.store, True)
    answer = await type_move(fake_discord, mover, record, move)
    assert answer.ephemeral
    assert "can't save anything" in answer.text and "try again later" in answer.text
    assert "changed nothing: the database cannot be written (read-only" in caplog.text  # host
    assert "unexpected error" not in caplog.text
    now.now += LOBBY_LIFETIME + 1  # the lobby is a day old: the clock would close it
    clock = bot.get_cog("Clock")
    await clock.sweeper.coro(clock)  # one turn of the clock's loop: it reads, writes nothing
    assert "turn clock sweep skipped: the database cannot be written (read-only" in caplog.text
    assert (await engine_game(bot, gid)).ply == 0
    assert (await bot.store.load_game(lobby_id)).status is GameStatus.LOBBY

    await backend.refuse_writes(bot.store, False)
    await clock.sweeper.coro(clock)
    assert (await bot.store.load_game(lobby_id)).status is not GameStatus.LOBBY
    await play_by_buttons(fake_discord, bot, gid, move)
    assert (await bot.store.load_game(gid)).moves == (move,)
    assert find_unexpected(caplog) == []


def find_unexpected(caplog) -> list[str]:
    """Tracebacks the bot logged (errors it did not expect)."""
    return [r.getMessage() for r in caplog.records
            if r.levelno >= logging.ERROR and r.exc_info]
