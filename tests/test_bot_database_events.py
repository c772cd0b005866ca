"""End-to-end: Discord tells the bot something about its games while the database is away (a
restart, a failover, a full disk): a board deleted, a thread or a channel deleted, the bot
removed from a server. Discord sends each event once, so what it asks for is done once the
database is back, without anyone acting; and panels kept current catch up the same way."""

import asyncio
import logging

import pytest

from data import GameStatus, StoreUnavailableError
from tests.bot_helpers import (
    Seeds,
    board_at,
    factory,
    find_board,
    first_turn,
    open_lobby,
    start_game,
)
from tests.store_backends import POSTGRES


def retried(bot, *kinds: str) -> asyncio.Event:
    """Set once work of one of ``kinds`` (the first part of its key) waits for the database
    to be tried again."""
    event = asyncio.Event()
    later = bot.retries.later

    def noted(key, what, work):
        later(key, what, work)
        if (key if isinstance(key, str) else key[0]) in kinds:
            event.set()

    bot.retries.later = noted
    return event


async def a_bot(start_bot, backend):
    runner = await start_bot(factory(backend.target(), seeds=Seeds([8, 9])))
    runner.bot.retries.pauses = (0.05,)
    return runner.bot


def no_tracebacks(caplog) -> bool:
    return not [r for r in caplog.records if r.levelno >= logging.ERROR and r.exc_info]


async def test_a_channel_deleted_while_the_database_is_away_ends_its_games_once_back(
        backend, fake_discord, start_bot, caplog):
    bot = await a_bot(start_bot, backend)
    gid, record, _, _ = await first_turn(fake_discord, bot)
    carol = fake_discord.add_member("carol")
    lobby, _ = await open_lobby(fake_discord, carol, game="kids", players=2)
    waits = retried(bot, "deleted channel")
    await backend.away(bot.store, True)
    await fake_discord.delete_channel("games")
    await asyncio.wait_for(waits.wait(), 30)
    assert "ending its games: the database" in caplog.text

    await backend.away(bot.store, False)
    await bot.idle()  # tried again until the database takes it: nobody acts
    assert (await bot.store.load_game(gid)).status is GameStatus.ABANDONED
    assert (await bot.store.load_game(lobby)).status is GameStatus.CANCELLED
    assert await bot.store.unannounced_games() == []
    assert no_tracebacks(caplog)


async def test_a_server_left_while_the_database_is_away_ends_its_games_once_back(
        backend, fake_discord, start_bot, caplog):
    other = fake_discord.add_guild("other")  # before the bot connects
    bot = await a_bot(start_bot, backend)
    gid, record, _, _ = await first_turn(fake_discord, bot)
    alice, bob = fake_discord.member("alice"), fake_discord.member("bob")
    there = await start_game(fake_discord, bot, alice, [bob], game="classic", players=2,
                             channel=fake_discord.channel("games", guild=other.id))
    await board_at(fake_discord, bot, there, 0)
    waits = retried(bot, "left server")
    await backend.away(bot.store, True)
    await fake_discord.remove_bot(fake_discord.guild_id)
    await asyncio.wait_for(waits.wait(), 30)

    await backend.away(bot.store, False)
    await bot.idle()
    assert (await bot.store.load_game(gid)).status is GameStatus.ABANDONED
    assert (await bot.store.load_game(there)).status is GameStatus.ACTIVE
    assert no_tracebacks(caplog)


async def test_a_board_deleted_while_the_database_is_away_is_posted_again_once(
        backend, fake_discord, start_bot, caplog):
    bot = await a_bot(start_bot, backend)
    gid, record, _, _ = await first_turn(fake_discord, bot)
    board = find_board(fake_discord, gid, 0)
    waits = retried(bot, "deleted messages", "board")
    await backend.away(bot.store, True)
    await fake_discord.delete_message(board)
    # PostgreSQL: the board's game cannot be looked up; SQLite: the board goes out again at
    # once and only its record waits (``test_bot_database_after_commit``)
    await asyncio.wait_for(waits.wait(), 30)

    await backend.away(bot.store, False)
    await bot.idle()
    again = find_board(fake_discord, gid, 0)
    assert again is not None and again.id != board.id
    assert (await bot.store.load_game(gid)).board_message_id == again.id
    boards = [m.id for m in fake_discord.all_messages()
              if not m.ephemeral and not m.deleted and f"seq:{gid}:0:play" in m.custom_ids()]
    assert boards == [again.id], "posted again once"
    assert no_tracebacks(caplog)


async def test_a_thread_deleted_while_the_database_is_away_moves_its_game_once_back(
        backend, fake_discord, start_bot, caplog):
    bot = await a_bot(start_bot, backend)
    gid, record, _, _ = await first_turn(fake_discord, bot)
    assert record.thread_id is not None
    waits = retried(bot, "deleted thread")
    await backend.away(bot.store, True)
    await fake_discord.delete_thread(record.thread_id)
    await asyncio.wait_for(waits.wait(), 30)

    await backend.away(bot.store, False)
    board = await fake_discord.wait_for(
        lambda: next((m for m in fake_discord.messages("games")
                      if "gone" in m.text and m.custom_ids()), None),
        what="the board in the channel", timeout=30)
    await bot.idle()
    stored = await bot.store.load_game(gid)
    assert stored.thread_id is None and stored.board_message_id == board.id
    assert no_tracebacks(caplog)


async def test_work_the_database_stopped_is_tried_until_done_and_said_in_one_line_a_try(
        fake_discord, start_bot, tmp_path, caplog):
    runner = await start_bot(factory(tmp_path / "s.db"))
    retries = runner.bot.retries
    retries.pauses = (0.01, 0.02)
    failures = [StoreUnavailableError("connection refused")] * 3
    done = asyncio.Event()

    async def work():
        if failures:
            raise failures.pop()
        done.set()
        return "done"

    assert await retries.now_or_later("key", "doing the work", work) is None
    assert retries.waiting("key")
    assert await retries.now_or_later("key", "doing the work", work) is None  # waits once
    await asyncio.wait_for(done.wait(), 30)
    await runner.bot.idle()
    assert not retries.waiting("key")
    lines = [r.getMessage() for r in caplog.records if "doing the work" in r.getMessage()]
    assert len(lines) == 3 and all("the database is out of reach" in line for line in lines)
    assert "trying again in 0.01 s" in lines[0]
    assert "tried again with the work waiting" in lines[1]
    assert "trying again in 0.02 s" in lines[2]
    assert await retries.now_or_later("key", "doing the work", work) == "done"


@pytest.mark.parametrize("backend", [POSTGRES], indirect=True)
async def test_messages_deleted_while_the_database_is_away_wait_in_one_retry(
        backend, fake_discord, start_bot, caplog):
    # Every message deleted where the bot can see comes to it, most of them no board: a long
    # outage must not grow a retry (and a log line every 30 s) for each. (PostgreSQL: with
    # SQLite refusing writes, whether a message was a board can still be read.)
    bot = await a_bot(start_bot, backend)
    gid, record, _, _ = await first_turn(fake_discord, bot)
    board = find_board(fake_discord, gid, 0)
    others = [m for m in fake_discord.all_messages() if not m.ephemeral and not m.deleted
              and m.guild_id is not None and m.id != board.id]
    assert len(others) >= 2  # the lobby, the start
    keys = []
    later = bot.retries.later

    def noted(key, what, work):
        keys.append(key)
        later(key, what, work)

    bot.retries.later = noted
    seen = {m.id: asyncio.Event() for m in [*others, board]}
    deleted = bot._message_deleted

    async def seen_deleted(message_id):
        await deleted(message_id)
        seen[message_id].set()

    bot._message_deleted = seen_deleted
    await backend.away(bot.store, True)
    for message in [*others, board]:
        await fake_discord.delete_message(message)
        await asyncio.wait_for(seen[message.id].wait(), 30)

    await backend.away(bot.store, False)
    await bot.idle()
    assert keys.count("deleted messages") == 1
    assert caplog.text.count("a message deleted: the database") == 1
    again = find_board(fake_discord, gid, 0)
    assert again is not None and again.id != board.id
    assert (await bot.store.load_game(gid)).board_message_id == again.id
    assert not bot._deleted_unread
