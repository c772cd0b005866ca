"""End-to-end: the database fails right after a move was committed (a restart, a failover, a
full disk). The move counts, so its player is never told it did not; the board goes out, and
what could not be written about it (its message, that the move was shown) is written once
the database is back, without anyone acting and without showing the move twice."""

import asyncio
import logging

from data import StoreUnavailableError
from tests.bot_helpers import (
    Seeds,
    board_at,
    engine_game,
    factory,
    fails_twice,
    find_board,
    first_turn,
    members_by_seat,
    open_lobby,
    type_move,
)
from tests.store_backends import SQLITE, StoreBackend


async def a_game(fake_discord, start_bot, target):
    """A bot whose retries pause 0.05 s, and a game of two at its first turn."""
    runner = await start_bot(factory(target, seeds=Seeds([8])))
    runner.bot.retries.pauses = (0.05,)
    return (runner.bot, *await first_turn(fake_discord, runner.bot))


async def test_a_board_out_but_not_recorded_is_recorded_once_the_database_is_back(
        backend, fake_discord, start_bot, caplog):
    bot, gid, record, mover, move = await a_game(fake_discord, start_bot, backend.target())
    play = bot.service.play

    async def then_down(*args, **kw):
        result = await play(*args, **kw)  # committed
        await backend.away(bot.store, True)
        return result

    bot.service.play = then_down
    retried = asyncio.Event()
    later = bot.retries.later

    def noted(key, what, work):
        retried.set()
        later(key, what, work)

    bot.retries.later = noted
    answer = await type_move(fake_discord, mover, record, move)
    board = find_board(fake_discord, gid, 1)
    assert board is not None and answer.id == board.id, "the board answers the move"
    await asyncio.wait_for(retried.wait(), 30)  # its record failed, and waits to be retried
    assert "its board is out but not recorded" in caplog.text
    assert not [m for m in fake_discord.ephemerals(mover) if "try again" in m.text]
    # Meanwhile a click on an old board asks for what is owed to be shown: nothing is.
    assert await bot.announcer.announce(gid) is None

    await backend.away(bot.store, False)
    await bot.idle()  # the record is tried again until the database takes it
    stored = await bot.store.load_game(gid)
    assert stored.moves == (move,)
    assert stored.announced_ply == 1 and stored.board_message_id == board.id
    assert len([m for m in fake_discord.all_messages() if not m.ephemeral
                and m.text.startswith(board.text.split("\n")[0])]) == 1, "shown once"
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR and r.exc_info]


async def test_a_stored_move_the_database_kept_from_being_shown_counts_and_is_shown(
        fake_discord, start_bot, tmp_path, caplog):
    bot, gid, record, mover, move = await a_game(fake_discord, start_bot, tmp_path / "s.db")
    bot.announcer.announce = fails_twice(bot.announcer.announce)
    answer = await type_move(fake_discord, mover, record, move)
    assert answer.ephemeral and "Your move counts" in answer.text
    board = await board_at(fake_discord, bot, gid, 1)  # nobody acted: the retry showed it
    await bot.idle()
    assert (await bot.store.load_game(gid)).announced_ply == 1
    assert "a stored move could not be shown: the database is out of reach" in caplog.text
    assert "showing a stored move: the database is out of reach" in caplog.text  # 2nd try
    assert "<@" in board.text  # the next player is called
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]


async def test_a_move_whose_commit_was_cut_off_is_said_to_maybe_count_and_shown_if_it_does(
        fake_discord, start_bot, tmp_path, caplog):
    bot, gid, record, mover, move = await a_game(fake_discord, start_bot, tmp_path / "s.db")
    store_moves = bot.store.record_moves

    async def committed_then_cut_off(*args, **kw):
        bot.store.record_moves = store_moves
        await store_moves(*args, **kw)
        raise StoreUnavailableError("connection lost during COMMIT", maybe_committed=True)

    bot.store.record_moves = committed_then_cut_off
    answer = await type_move(fake_discord, mover, record, move)
    assert answer.ephemeral and "may or may not count" in answer.text
    board = await board_at(fake_discord, bot, gid, 1)  # it counted: shown with nobody acting
    assert "<@" in board.text
    await bot.idle()
    assert (await engine_game(bot, gid)).moves[0].__str__() == move
    assert (await bot.store.load_game(gid)).announced_ply == 1
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]


async def test_a_start_stored_just_before_the_database_fails_is_shown_and_recorded(
        backend, fake_discord, start_bot, caplog):
    runner = await start_bot(factory(backend.target(), seeds=Seeds([8])))
    bot = runner.bot
    bot.retries.pauses = (0.05,)
    alice, bob = fake_discord.add_member("alice"), fake_discord.add_member("bob")
    gid, lobby = await open_lobby(fake_discord, alice, game="classic", players=2)
    await fake_discord.click(bob, lobby, f"seq:{gid}:-:join")
    start = bot.service.start
    retried = asyncio.Event()
    later = bot.retries.later

    def noted(key, what, work):
        retried.set()
        later(key, what, work)

    async def then_down(*args, **kw):
        started = await start(*args, **kw)  # committed
        await backend.away(bot.store, True)
        bot.retries.later = noted
        return started

    bot.service.start = then_down
    reply = await fake_discord.click(alice, lobby, f"seq:{gid}:-:start")
    assert reply.response_type in (6, 7), reply.rejected
    await asyncio.wait_for(retried.wait(), 30)
    await backend.away(bot.store, False)
    board = await board_at(fake_discord, bot, gid, 0)
    await bot.idle()
    record = await bot.store.load_game(gid)
    assert record.thread_id is not None and board.channel_id == record.thread_id
    assert record.announced_ply == 0 and record.board_message_id == board.id
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR and r.exc_info]
    assert "unexpected error" not in caplog.text


async def test_background_work_the_database_stopped_is_said_without_a_traceback(
        fake_discord, start_bot, tmp_path, caplog):
    runner = await start_bot(factory(tmp_path / "s.db"))

    async def refresh_a_panel():
        raise StoreUnavailableError("connection refused")

    await asyncio.gather(runner.bot.background(refresh_a_panel()), return_exceptions=True)
    assert ("background work test_background_work_the_database_stopped_is_said_without_a_"
            "traceback.<locals>.refresh_a_panel stopped: the database is out of reach"
            in caplog.text)
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]


async def _records_refused_after_each_move(fake_discord, start_bot, tmp_path):
    """A game whose database goes away just after each move is stored (so its board's record
    is refused), and whose tries again wait in ``waiting`` until the test makes them."""
    bot, gid, record, mover, move = await a_game(fake_discord, start_bot, tmp_path / "s.db")
    backend = StoreBackend(SQLITE, tmp_path)
    play = bot.service.play
    waiting: list = []

    async def then_down(*args, **kw):
        result = await play(*args, **kw)  # committed
        await backend.away(bot.store, True)
        return result

    def held(key, what, work):
        waiting.append(work)

    bot.service.play, bot.retries.later = then_down, held
    return bot, gid, record, mover, move, backend, play, waiting


async def test_of_two_boards_out_but_not_recorded_the_newer_is_recorded(
        fake_discord, start_bot, tmp_path):
    bot, gid, record, mover, move, backend, _, waiting = await _records_refused_after_each_move(
        fake_discord, start_bot, tmp_path)
    await type_move(fake_discord, mover, record, move)
    await backend.away(bot.store, False)
    game = await engine_game(bot, gid)
    second = members_by_seat(fake_discord, record)[game.to_act]
    await type_move(fake_discord, second, record, str(game.legal_moves()[0]))
    await backend.away(bot.store, False)
    assert len(waiting) == 2
    await waiting[0]()  # the first try: as the bot makes it, the second waiting behind it
    stored = await bot.store.load_game(gid)
    assert stored.announced_ply == 2
    assert stored.board_message_id == find_board(fake_discord, gid, 2).id


async def test_a_board_record_tried_again_does_not_undo_a_newer_board_recorded_since(
        fake_discord, start_bot, tmp_path):
    """The first move's board is out while the database refuses its record; the next move's
    board is recorded at once. When the first record is tried again, the newer board stays
    the game's current one in the store (what a restarted bot links to and goes by)."""
    bot, gid, record, mover, move, backend, play, waiting = \
        await _records_refused_after_each_move(fake_discord, start_bot, tmp_path)
    await type_move(fake_discord, mover, record, move)
    await backend.away(bot.store, False)
    bot.service.play = play  # the database takes the next move's board
    game = await engine_game(bot, gid)
    second = members_by_seat(fake_discord, record)[game.to_act]
    await type_move(fake_discord, second, record, str(game.legal_moves()[0]))
    await bot.idle()
    newer = find_board(fake_discord, gid, 2)
    assert (await bot.store.load_game(gid)).board_message_id == newer.id
    assert len(waiting) == 1
    await waiting[0]()  # the first board's record, tried again
    stored = await bot.store.load_game(gid)
    assert stored.announced_ply == 2 and stored.board_message_id == newer.id


async def test_what_follows_a_board_the_database_kept_from_being_done_follows_once_back(
        fake_discord, start_bot, tmp_path, caplog):
    # Found by tests/test_bot_monkey.py (PostgreSQL, seed 207): the board went out, then the
    # database failed while the players' panels and DMs were worked out; a later try found
    # the board shown and nothing owed, so the next player's panel kept the old position.
    bot, gid, record, mover, move = await a_game(fake_discord, start_bot, tmp_path / "s.db")
    nxt = next(m for m in members_by_seat(fake_discord, record).values() if m.id != mover.id)
    dms = len(fake_discord.dms(nxt))
    bot.service.dm_choices = fails_twice(bot.service.dm_choices)
    answer = await type_move(fake_discord, mover, record, move)
    board = find_board(fake_discord, gid, 1)
    assert board is not None and answer.id == board.id, "the board answers the move"
    turn_dm = (await fake_discord.wait_for_dm(nxt, dms + 1))[-1]  # nobody acted: it follows
    await bot.idle()
    assert f"seq:{gid}:1:" in str(turn_dm.custom_ids()), "the DM is of the new turn"
    assert len(fake_discord.dms(nxt)) == dms + 1, "one DM"
    assert "its board is out, its panels and DMs wait: the database is out of reach" in (
        caplog.text)
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]
