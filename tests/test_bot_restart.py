"""End-to-end: a restart mid-game, and the turn clock (reminder, timeout, drop, host decision),
on SQLite and on PostgreSQL; what the clock posts when Discord fails."""

import asyncio
import logging

import pytest

from cogs.boards import BoardPoster
from cogs.clock import _duration
from cogs.owed import OwedAnswers
from tests.bot_helpers import (
    FakeClock,
    Seeds,
    answers_forgotten,
    board_at,
    drop_by_clock,
    engine_game,
    factory,
    play_by_buttons,
    start_game,
)


async def test_restart_mid_game_keeps_game_buttons_and_clock(backend, fake_discord, start_bot):
    clock = FakeClock()
    runner = await start_bot(factory(backend.target(), seeds=Seeds([8]), clock=clock))
    bot = runner.bot
    alice = fake_discord.add_member("alice")
    bob = fake_discord.add_member("bob")
    gid = await start_game(fake_discord, bot, alice, [bob], game="classic", players=2, clock=5)
    for _ in range(2):
        game = await engine_game(bot, gid)
        await play_by_buttons(fake_discord, bot, gid, str(game.legal_moves()[0]))
    board = await board_at(fake_discord, bot, gid, 2)
    text, pictures = board.text, board.media_urls()
    before = await bot.store.load_game(gid)
    assert before.turn_deadline == int(clock.now) + 300

    bot = await runner.restart()
    # the board posted before the restart still works
    game = await engine_game(bot, gid)
    record = await bot.store.load_game(gid)
    member = fake_discord.member(record.seats[game.to_act].user_id)
    opened = await fake_discord.click(member, board, f"seq:{gid}:2:play")
    await opened.final_message()
    assert opened.ephemeral and opened.message.selects()
    await play_by_buttons(fake_discord, bot, gid, str(game.legal_moves()[0]))
    assert (await engine_game(bot, gid)).ply == 3
    # the board it replaced loses its buttons (its card read back from Discord), not the rest
    await bot.idle()
    old = fake_discord.message(board.id)
    assert not old.custom_ids() and old.text == text and old.media_urls() == pictures != []

    # the clock goes on: reminder at half time, then the turn passes
    game = await engine_game(bot, gid)
    record = await bot.store.load_game(gid)
    waiting = record.seats[game.to_act].user_id
    clock.now += 151
    clock_cog = bot.get_cog("Clock")
    assert await clock_cog.sweep_once() == 1
    reminder = await fake_discord.wait_for_message(record.thread_id,
                                                   lambda m: "half of your time" in m.text)
    assert f"<@{waiting}>" in reminder.text
    assert reminder.text.endswith(f"game #{gid} is gone: 2 min 29 s left.")
    assert await clock_cog.sweep_once() == 0, "a reminder is sent once"
    clock.now += 150
    assert await clock_cog.sweep_once() == 1
    after = await engine_game(bot, gid)
    assert after.moves[-1].kind == "timeout" and after.to_act != game.to_act
    board = await board_at(fake_discord, bot, gid, after.ply)
    assert "ran out of time" in board.text
    record = await bot.store.load_game(gid)
    assert record.seats[game.to_act].missed_turns == 1


async def test_three_missed_turns_drop_the_host_and_the_others_decide(
    backend, fake_discord, start_bot  # backend first: its database outlives the bot
):
    clock = FakeClock()
    runner = await start_bot(factory(backend.target(), seeds=Seeds([4]), clock=clock))
    bot = runner.bot
    host, p2, p3 = (fake_discord.add_member(n) for n in ("host", "p2", "p3"))
    gid = await start_game(fake_discord, bot, host, [p2, p3], game="classic", players=3,
                           clock=1)
    sleeper = (await bot.store.load_game(gid)).seat_of(host.id).seat
    await drop_by_clock(fake_discord, bot, clock, gid, sleeper)
    record = await bot.store.load_game(gid)
    ask = await fake_discord.wait_for_message(record.thread_id,
                                              lambda m: "should the game go on" in m.text)
    # the question is for the players still in the game: the dropped host is not asked
    assert f"<@{p2.id}>" in ask.text and f"<@{p3.id}>" in ask.text
    assert f"<@{host.id}>" not in ask.text
    stranger = fake_discord.add_member("stranger")
    refused = await fake_discord.click(stranger, ask, f"seq:{gid}:-:goon")
    assert refused.ephemeral and "not playing in this game" in refused.text
    no = await fake_discord.click(host, ask, f"seq:{gid}:-:goon")
    assert no.ephemeral and "no longer playing" in no.text
    assert fake_discord.message(ask.id).custom_ids(), "a refused answer changes nothing"
    yes = await fake_discord.click(p3, ask, f"seq:{gid}:-:goon")
    assert yes.response_type == 7
    decided = fake_discord.message(ask.id)
    assert f"<@{p3.id}> decided: the game goes on" in decided.text
    assert not decided.custom_ids()
    game = await engine_game(bot, gid)
    assert not game.is_over and game.to_act != sleeper


async def test_a_reminder_discord_fails_is_posted_at_the_next_sweep(
    fake_discord, start_bot, tmp_path, monkeypatch, caplog
):
    monkeypatch.setattr("cogs.boards.RETRIES", (0.0, 0.0, 0.0))
    clock = FakeClock()
    runner = await start_bot(factory(tmp_path / "seq.db", seeds=Seeds([8]), clock=clock))
    bot = runner.bot
    alice, bob = fake_discord.add_member("alice"), fake_discord.add_member("bob")
    gid = await start_game(fake_discord, bot, alice, [bob], game="classic", players=2, clock=5)
    record = await bot.store.load_game(gid)
    waiting = record.seats[(await engine_game(bot, gid)).to_act].user_id
    clock.now += 151
    # Discord fails the reminder on the first try and on every retry
    fault = fake_discord.fail("POST", rf"/channels/{record.thread_id}/messages$", 503, times=4)
    clock_cog = bot.get_cog("Clock")
    with caplog.at_level(logging.WARNING):
        assert await clock_cog.sweep_once() == 0
    assert fault.hits == 4
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert f"the turn reminder of game {gid} could not be posted (503)" in caplog.text
    # the next sweep posts it, once
    assert await clock_cog.sweep_once() == 1
    reminder = await fake_discord.wait_for_message(record.thread_id,
                                                   lambda m: "half of your time" in m.text)
    assert f"<@{waiting}>" in reminder.text
    assert await clock_cog.sweep_once() == 0


async def test_the_question_after_a_drop_is_asked_though_discord_fails_once(
    fake_discord, start_bot, tmp_path, monkeypatch, caplog
):
    monkeypatch.setattr("cogs.boards.RETRIES", (0.0, 0.0, 0.0))
    clock = FakeClock()
    runner = await start_bot(factory(tmp_path / "seq.db", seeds=Seeds([4]), clock=clock))
    bot = runner.bot
    host, p2, p3 = (fake_discord.add_member(n) for n in ("host", "p2", "p3"))
    gid = await start_game(fake_discord, bot, host, [p2, p3], game="classic", players=3,
                           clock=1)
    record = await bot.store.load_game(gid)
    fault = fake_discord.fail("POST", rf"/channels/{record.thread_id}/messages$", 503,
                              body="should the game go on")
    with caplog.at_level(logging.WARNING):
        await drop_by_clock(fake_discord, bot, clock, gid, record.seat_of(host.id).seat)
    assert fault.hits == 1
    ask = await fake_discord.wait_for_message(record.thread_id,
                                              lambda m: "should the game go on" in m.text)
    assert f"<@{p2.id}>" in ask.text and f"<@{p3.id}>" in ask.text
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]


@pytest.mark.parametrize("expired", [False, True], ids=["answered", "token-expired"])
async def test_a_move_left_thinking_by_a_bot_that_stopped_is_answered_by_the_next(
        backend, fake_discord, start_bot, monkeypatch, caplog, expired):
    # The bot says "thinking…" to a typed move whose board is slow, then stops (here closing
    # with the board still not drawn; a crash leaves the same). The next bot to start posts
    # the board and fills the reply in with its link, instead of leaving it "thinking…".
    # When Discord no longer takes the reply (its token expired while the bot was down),
    # the board still goes out and the owed reply is forgotten, not tried for ever.
    monkeypatch.setattr("cogs.boards.ANSWER_WITHIN", 0.0)
    monkeypatch.setattr("cogs.client.CLOSING_GRACE", 0.0)
    runner = await start_bot(factory(backend.target(), seeds=Seeds([8])))
    bot = runner.bot
    alice, bob = fake_discord.add_member("alice"), fake_discord.add_member("bob")
    gid = await start_game(fake_discord, bot, alice, [bob], game="classic", players=2)
    game = await engine_game(bot, gid)
    record = await bot.store.load_game(gid)
    member = fake_discord.member(record.seats[game.to_act].user_id)
    owed = asyncio.Event()
    owe = OwedAnswers.owe

    async def owing(self, interaction, game_id):
        await owe(self, interaction, game_id)
        owed.set()

    def never_drawn(self, record, game, locale):
        return asyncio.get_running_loop().create_future()

    monkeypatch.setattr(OwedAnswers, "owe", owing)
    monkeypatch.setattr(BoardPoster, "_draw", never_drawn)
    h = fake_discord.slash(member, "sequence play", channel=record.thread_id,
                           move=str(game.legal_moves()[0]), game=gid)
    await owed.wait()
    assert h.response_type == 5  # "thinking…"
    await runner.stop()
    assert h.message.flags & 128  # still "thinking…"
    monkeypatch.undo()
    forgotten = answers_forgotten(monkeypatch)
    if expired:
        refused = fake_discord.fail("PATCH", r"/webhooks/\d+/[^/]+/messages/@original", 404,
                                    code=10015, times=-1)
    bot = await runner.start()
    if expired:
        board = await board_at(fake_discord, bot, gid, 1)
        await asyncio.wait_for(forgotten.wait(), 30)
        assert refused.hits == 1 and h.message.flags & 128  # tried once; Discord said no
        assert not [r for r in caplog.records if r.levelno >= logging.ERROR]
        assert await bot.store.owed_answers() == []
        return
    await h.final_message(timeout=30)  # after the board, drawn by workers just started
    board = await board_at(fake_discord, bot, gid, 1)
    assert "The board is here" in h.text and str(board.id) in h.text
    await asyncio.wait_for(forgotten.wait(), 30)
    assert await bot.store.owed_answers() == []


async def test_a_bot_run_by_bot_py_starts_its_workers_with_it(
        backend, fake_discord, start_bot):
    # ``bot.py`` starts its bots with ``warm_workers``: the worker processes are spawned while
    # the bot connects, before any picture, so the boards owed after a restart do not wait
    # for them (0.7-0.9 s on this machine)
    import multiprocessing

    before = set(multiprocessing.active_children())
    await start_bot(factory(backend.target(), options={"warm_workers": True}))
    started = set(multiprocessing.active_children()) - before
    assert len(started) >= 2, "the workers started with the bot"


def test_time_left_is_said_in_the_units_of_the_clocks_choices():
    assert _duration(6 * 3600, "da") == "6 t" and _duration(3600 + 300, "en") == "1 h 5 min"
    assert _duration(12 * 3600 - 1, "sv") == "11 tim 59 min"
    assert _duration(120, "nl") == "2 min" and _duration(27, "no") == "27 s"
    assert _duration(-3, "en") == "0 s"


async def test_a_game_whose_timeout_fails_does_not_hold_up_the_others(
    fake_discord, start_bot, tmp_path, caplog
):
    """Two games whose turns run out in the same sweep: an unexpected fault in one is logged
    with its game's number, the other's turn passes all the same, and the next sweep takes
    the first's turn too."""
    clock = FakeClock()
    runner = await start_bot(factory(tmp_path / "seq.db", seeds=Seeds([8, 9]), clock=clock))
    bot = runner.bot
    alice, bob, carol, dave = (fake_discord.add_member(n) for n in ("alice", "bob", "carol",
                                                                     "dave"))
    broken = await start_game(fake_discord, bot, alice, [bob], game="classic", players=2,
                              clock=1)
    fine = await start_game(fake_discord, bot, carol, [dave], game="classic", players=2,
                            clock=1)
    system_move = bot.service.system_move

    async def faulty(game_id, *args, **kwargs):
        if game_id == broken:
            raise RuntimeError("a fault in this one game")
        return await system_move(game_id, *args, **kwargs)

    bot.service.system_move = faulty
    clock.now += 61
    clock_cog = bot.get_cog("Clock")
    with caplog.at_level(logging.ERROR):
        assert await clock_cog.sweep_once() == 1
    assert f"turn clock of game {broken} failed" in caplog.text
    assert (await engine_game(bot, fine)).moves[-1].kind == "timeout"
    assert (await engine_game(bot, broken)).ply == 0
    await board_at(fake_discord, bot, fine, 1)  # its players are shown the passed turn
    bot.service.system_move = system_move
    assert await clock_cog.sweep_once() == 1
    assert (await engine_game(bot, broken)).moves[-1].kind == "timeout"
    await board_at(fake_discord, bot, broken, 1)


async def test_a_dice_board_posted_before_a_restart_is_played_and_loses_its_controls(
    fake_discord, start_bot, tmp_path
):
    """After a restart the bot no longer has a board's card in memory: a space chosen on a
    Dice board posted before it is played, and that board keeps its picture and text but
    loses its menu (read back from Discord), so it cannot be used twice."""
    runner = await start_bot(factory(tmp_path / "seq.db", seeds=Seeds([5])))
    alice, bob = fake_discord.add_member("alice"), fake_discord.add_member("bob")
    gid = await start_game(fake_discord, runner.bot, alice, [bob], game="dice", players=2)
    game = await engine_game(runner.bot, gid)
    board = await board_at(fake_discord, runner.bot, gid, game.ply)
    shown = board.text  # the fake edits a message in place: keep what it said
    [menu] = board.selects()
    space = menu["options"][0]["value"]
    bot = await runner.restart()
    record = await bot.store.load_game(gid)
    member = fake_discord.member(record.seats[game.to_act].user_id)
    chosen = await fake_discord.select(member, board, menu["custom_id"], [space])
    assert chosen.response_type == 7, chosen.text
    after = await engine_game(bot, gid)  # the table has rolled for the next player too
    await board_at(fake_discord, bot, gid, after.ply)
    old = fake_discord.message(board.id)
    assert not old.selects() and not old.custom_ids()
    assert old.text == shown
    assert [c for c in old.all_components() if c.get("type") == 12]  # its picture stays
    assert (await bot.store.load_game(gid)).moves[game.ply] == space
