"""End-to-end: computer players in Discord (solo play, several computers, every level in Dice,
a restart while a computer is to act, a failing computer), through the fake Discord."""

import asyncio
import logging
import random

from engine import Game
from tests.bot_helpers import (
    FakeClock,
    Seeds,
    board_at,
    choose,
    engine_game,
    factory,
    find_board,
    open_lobby,
    play_by_buttons,
    play_by_slash,
)


async def start_lobby(fake, bot, host, lobby, gid):
    """Press Start on a full lobby; wait until the computers have played up to a human."""
    start = next(c for c in fake.message(lobby.id).custom_ids() if c.endswith(":start"))
    reply = await fake.click(host, lobby, start)
    assert reply.response_type in (6, 7), (reply.rejected, reply.text)  # 6: slow thread
    await fake.wait_for(lambda: find_board(fake, gid, 0) or find_board(fake, gid, 1),
                        what="the first board")
    await bot.idle()


def computer_seats(record) -> set[int]:
    return {s.seat for s in record.seats if s.is_computer}


def assert_legal_history(game: Game) -> None:
    """Replaying the stored moves from the start checks every one of them was legal."""
    replay = Game.replay(game.settings, game.seed, game.moves)
    assert replay.ply == game.ply


async def test_solo_game_against_an_easy_computer_to_the_end(fake_discord, start_bot, tmp_path):
    runner = await start_bot(factory(tmp_path / "seq.db", seeds=Seeds([11])))
    bot = runner.bot
    alice = fake_discord.add_member("alice")
    gid, lobby = await open_lobby(fake_discord, alice, game="classic", players=2, computers=1,
                                  level="easy")
    assert "🤖 Computer 1 (easy)" in lobby.text
    assert "Everyone is here" in lobby.text
    await start_lobby(fake_discord, bot, alice, lobby, gid)
    record = await bot.store.load_game(gid)
    assert computer_seats(record) and record.seats[min(computer_seats(record))].computer_level \
        == "easy"
    human = next(s.seat for s in record.seats if not s.is_computer)
    rng = random.Random(2)
    game = await engine_game(bot, gid)
    turns = 0
    while not game.is_over and turns < 300:
        assert game.to_act == human, "the computer answers at once: it is always alice's turn"
        move = choose(game, rng)
        if turns % 3 == 2:
            await play_by_slash(fake_discord, bot, gid, move)
        else:
            await play_by_buttons(fake_discord, bot, gid, move)
        await bot.idle()
        turns += 1
        game = await engine_game(bot, gid)
    assert game.is_over, game.ply
    assert_legal_history(game)
    log = await bot.store.move_log(gid)
    computer = min(computer_seats(record))
    assert sum(1 for m in log if m.seat == computer) >= turns - 1
    # the computer's moves are announced on the boards like anyone's
    texts = "\n".join(m.text for m in fake_discord.messages(record.thread_id))
    assert "🤖 Computer 1 (easy) played" in texts or "🤖 Computer 1 (easy) turned" in texts
    # the result is stored, marked as a game against the computer, and not rated
    record = await bot.store.load_game(gid)
    assert record.status == "finished"
    results = await bot.store.results_of(gid)
    assert len(results) == 2 and all(r.vs_computer for r in results)
    assert await bot.store.rating(record.guild_id, "classic", alice.id) is None
    page = await bot.store.leaderboard(record.guild_id, "classic")
    assert page.total == 0
    stats = await bot.store.user_stats(record.guild_id, alice.id)
    assert stats.variants and stats.variants[0].games == 1
    [entry] = await bot.store.history(record.guild_id, alice.id)
    assert entry.vs_computer
    history = await fake_discord.slash(alice, "sequence history", channel="games")
    await history.final_message()
    embed = (history.message.embeds or [{}])[0]
    assert "against the computer (not rated)" in embed.get("description", ""), embed
    # its replay, drawn in the bot's picture processes like every other picture
    chosen = await fake_discord.select(alice, history.message, f"seqlb:hist:{alice.id}",
                                       [str(gid)])
    replay = await chosen.final_message()
    assert replay.ephemeral
    assert replay.attachment(f"game-{gid}-replay.gif").data[:6] == b"GIF89a"
    assert replay.attachment(f"game-{gid}-final.png").data[:4] == b"\x89PNG"
    final = await board_at(fake_discord, bot, gid, game.ply)
    assert "Not rated: a computer played" in final.text
    # a rematch seats the computer again
    again = await fake_discord.click(alice, final, f"seq:{gid}:-:rematch")
    lobby = fake_discord.message((await bot.store.load_game(gid + 1)).lobby_message_id)
    assert f"game #{gid + 1}" in again.text and "🤖 Computer 1 (easy)" in lobby.text


async def test_kids_with_three_computers_and_one_human(fake_discord, start_bot, tmp_path):
    runner = await start_bot(factory(tmp_path / "seq.db", seeds=Seeds([5])))
    bot = runner.bot
    ann = fake_discord.add_member("ann")
    gid, lobby = await open_lobby(fake_discord, ann, game="kids", players=4, computers=3,
                                  level="medium")
    for n in (1, 2, 3):
        assert f"🤖 Computer {n} (medium)" in lobby.text
    await start_lobby(fake_discord, bot, ann, lobby, gid)
    record = await bot.store.load_game(gid)
    human = next(s.seat for s in record.seats if not s.is_computer)
    rng = random.Random(4)
    for _ in range(4):
        game = await engine_game(bot, gid)
        if game.is_over:
            break
        assert game.to_act == human
        await play_by_buttons(fake_discord, bot, gid, str(rng.choice(game.legal_moves())))
        await bot.idle()
    game = await engine_game(bot, gid)
    assert_legal_history(game)
    log = await bot.store.move_log(gid)
    for seat in computer_seats(record):
        assert sum(1 for m in log if m.seat == seat) >= 3, seat
    # three computers in a row: their boards follow each other, each saying who plays next
    texts = [m.text for m in fake_discord.messages(record.thread_id)]
    assert sum("is thinking…" in t for t in texts) >= 3 * 3
    boards = [m for m in fake_discord.messages(record.thread_id) if m.custom_ids()]
    assert len(boards) == 1, "only the newest board keeps its buttons"


async def test_every_level_plays_legal_moves_in_dice(fake_discord, start_bot, tmp_path):
    runner = await start_bot(factory(tmp_path / "seq.db", seeds=Seeds([21])))
    bot = runner.bot
    host = fake_discord.add_member("host")
    gid, lobby = await open_lobby(fake_discord, host, game="dice", players=4, hints=True)
    for level in ("easy", "medium", "hard", "expert"):
        if level == "expert":  # the select is gone once the lobby is full
            break
        added = await fake_discord.select(host, fake_discord.message(lobby.id),
                                          f"seq:{gid}:-:addcpu", [level])
        assert added.response_type == 7, added.text
    text = fake_discord.message(lobby.id).text
    assert all(f"({level})" in text for level in ("easy", "medium", "hard"))
    # the host swaps the hard computer for an expert one
    removed = await fake_discord.click(host, fake_discord.message(lobby.id), f"seq:{gid}:-:delcpu")
    assert removed.response_type == 7
    await fake_discord.select(host, fake_discord.message(lobby.id), f"seq:{gid}:-:addcpu",
                              ["expert"])
    text = fake_discord.message(lobby.id).text
    assert "(expert)" in text and "(hard)" not in text
    assert f"seq:{gid}:-:addcpu" not in fake_discord.message(lobby.id).custom_ids()
    await start_lobby(fake_discord, bot, host, lobby, gid)
    record = await bot.store.load_game(gid)
    levels = {s.seat: s.computer_level for s in record.seats if s.is_computer}
    assert sorted(levels.values()) == ["easy", "expert", "medium"]
    human = next(s.seat for s in record.seats if not s.is_computer)
    for _ in range(5):
        game = await engine_game(bot, gid)
        if game.is_over:
            break
        assert game.to_act == human
        while not game.is_over and game.to_act == human:
            await play_by_buttons(fake_discord, bot, gid, str(game.legal_moves()[0]))
            await bot.idle()
            game = await engine_game(bot, gid)
    game = await engine_game(bot, gid)
    assert_legal_history(game)
    log = await bot.store.move_log(gid)
    for seat in levels:
        kinds = {game.moves[m.ply].kind for m in log if m.seat == seat}
        assert "roll" in kinds and kinds & {"choose", "roll"}, (seat, kinds)


async def test_restart_while_a_computer_is_to_act(fake_discord, start_bot, tmp_path):
    runner = await start_bot(factory(tmp_path / "seq.db", seeds=Seeds([11])))
    bot = runner.bot
    thinking = asyncio.Event()

    async def never_decides(game, seat, level, rng):
        thinking.set()
        await asyncio.Event().wait()  # cancelled when the bot closes

    bot.computers.think = never_decides
    alice = fake_discord.add_member("alice")
    gid, lobby = await open_lobby(fake_discord, alice, game="classic", players=2, computers=1,
                                  level="hard")
    start = f"seq:{gid}:-:start"
    await fake_discord.click(alice, lobby, start)
    await fake_discord.wait_for(lambda: find_board(fake_discord, gid, 0), what="board 0")
    game = await engine_game(bot, gid)
    record = await bot.store.load_game(gid)
    if not record.seats[game.to_act].is_computer:
        await play_by_slash(fake_discord, bot, gid, str(game.legal_moves()[0]))
    await thinking.wait()
    game = await engine_game(bot, gid)
    waiting_ply = game.ply
    assert record.seats[game.to_act].is_computer

    bot = await runner.restart()
    board = await fake_discord.wait_for(lambda: find_board(fake_discord, gid, waiting_ply + 1),
                                        what="the computer's move after the restart")
    after = await engine_game(bot, gid)
    assert after.ply == waiting_ply + 1
    log = await bot.store.move_log(gid)
    assert log[-1].seat == game.to_act
    assert "<@" in board.text  # alice is called to play
    await bot.idle()


async def test_a_failing_computer_plays_an_easy_move(fake_discord, start_bot, tmp_path, caplog):
    runner = await start_bot(factory(tmp_path / "seq.db", seeds=Seeds([11])))
    bot = runner.bot

    async def broken(game, seat, level, rng):
        raise RuntimeError("a bug in the computer player")

    bot.computers.think = broken
    alice = fake_discord.add_member("alice")
    gid, lobby = await open_lobby(fake_discord, alice, game="classic", players=2, computers=1,
                                  level="expert")
    with caplog.at_level(logging.ERROR, logger="cogs.computer"):
        await start_lobby(fake_discord, bot, alice, lobby, gid)
        game = await engine_game(bot, gid)
        await play_by_buttons(fake_discord, bot, gid, str(game.legal_moves()[0]))
        await bot.idle()
    game = await engine_game(bot, gid)
    record = await bot.store.load_game(gid)
    assert not record.seats[game.to_act].is_computer, "the game went on"
    failures = [r for r in caplog.records if "failed" in r.getMessage()]
    assert failures and failures[0].exc_info is not None


async def test_hint_when_the_game_allows_it_and_a_refusal_otherwise(
    fake_discord, start_bot, tmp_path
):
    from engine.ai import hint

    runner = await start_bot(factory(tmp_path / "seq.db", seeds=Seeds([11, 12])))
    bot = runner.bot
    alice = fake_discord.add_member("alice")
    bob = fake_discord.add_member("bob")
    gid, lobby = await open_lobby(fake_discord, alice, game="classic", players=2, hints=True)
    assert "hints allowed" in lobby.text
    await fake_discord.click(bob, lobby, f"seq:{gid}:-:join")
    await start_lobby(fake_discord, bot, alice, lobby, gid)
    record = await bot.store.load_game(gid)
    game = await engine_game(bot, gid)
    to_act = fake_discord.member(record.seats[game.to_act].user_id)
    waiting = bob if to_act is alice else alice
    asked = await fake_discord.slash(to_act, "sequence hint", channel=record.thread_id)
    assert asked.ephemeral, asked.text
    move = hint(game, game.to_act)
    assert asked.text.startswith(f"💡 Hint for game #{gid}: ")
    assert move.space in asked.text and ("Play " in asked.text
                                            or "Turn in" in asked.text)
    nothing = await fake_discord.slash(waiting, "sequence hint", channel=record.thread_id)
    assert nothing.ephemeral and "nothing to do" in nothing.text
    stranger = fake_discord.add_member("carol")
    refused = await fake_discord.slash(stranger, "sequence hint", channel=record.thread_id,
                                       game=gid)
    assert refused.ephemeral and "not playing" in refused.text
    assert all(not m.text.startswith("💡") for m in fake_discord.messages(record.thread_id))

    # a game opened without hints refuses them, clearly and privately
    other, lobby2 = await open_lobby(fake_discord, alice, game="classic", players=2,
                                     computers=1, level="easy")
    await start_lobby(fake_discord, bot, alice, lobby2, other)
    record = await bot.store.load_game(other)
    off = await fake_discord.slash(alice, "sequence hint", channel=record.thread_id, game=other)
    assert off.ephemeral and f"Hints are off in game #{other}" in off.text


async def test_a_computer_move_the_database_could_not_take_is_tried_again(
        fake_discord, start_bot, tmp_path, caplog):
    from data import StoreCannotWriteError, StoreUnavailableError

    runner = await start_bot(factory(tmp_path / "seq.db", seeds=Seeds([11])))
    bot = runner.bot
    bot.computers.retry_seconds = (0.0,)
    store_move = bot.service.computer_move
    troubles = [StoreUnavailableError("connection refused"),
                StoreCannotWriteError("database or disk is full", cause="disk full")]

    async def refused_twice(*args, **kw):
        if troubles:
            raise troubles.pop(0)
        return await store_move(*args, **kw)

    bot.service.computer_move = refused_twice
    alice = fake_discord.add_member("alice")
    gid, lobby = await open_lobby(fake_discord, alice, game="classic", players=2, computers=1,
                                  level="easy")
    await start_lobby(fake_discord, bot, alice, lobby, gid)
    game = await engine_game(bot, gid)
    if game.ply == 0:  # alice begins: the computer's first move answers hers
        await play_by_buttons(fake_discord, bot, gid, str(game.legal_moves()[0]))
        await bot.idle()
    game = await engine_game(bot, gid)
    record = await bot.store.load_game(gid)
    assert not troubles, "the computer tried to move"
    assert not record.seats[game.to_act].is_computer, "its move went through in the end"
    assert "could not move: the database is out of reach" in caplog.text
    assert "could not move: the database cannot be written (disk full" in caplog.text
    assert "background task failed" not in caplog.text


async def test_when_the_last_person_is_dropped_the_computers_do_not_play_on_alone(
        fake_discord, start_bot, tmp_path):
    """One person and two computers; the person misses three turns and is dropped. The game
    ends there, abandoned (no winner, not rated), instead of the computers playing it out
    alone board after board; nobody is asked whether it goes on."""
    clock = FakeClock()
    runner = await start_bot(factory(tmp_path / "seq.db", seeds=Seeds([5]), clock=clock))
    bot = runner.bot
    ann = fake_discord.add_member("ann")
    gid, lobby = await open_lobby(fake_discord, ann, game="classic", players=3, computers=2,
                                  level="easy", clock=1)
    await start_lobby(fake_discord, bot, ann, lobby, gid)
    clock_cog = bot.get_cog("Clock")
    for _ in range(3):  # each missed turn, then the computers' turns
        clock.now += 61
        assert await clock_cog.sweep_once() == 1
        await bot.idle()
    game = await engine_game(bot, gid)
    assert game.is_over and game.outcome.termination == "abandonment"
    assert [m.kind for m in game.moves[-3:]] == ["timeout", "drop", "abandon"]
    record = await bot.store.load_game(gid)
    assert record.status.value == "abandoned"
    final = await board_at(fake_discord, bot, gid, game.ply)
    assert "was abandoned" in final.text
    texts = [m.text for m in fake_discord.messages(record.thread_id)]
    assert not [t for t in texts if "goes on" in t or "go on" in t]
    await bot.idle()
    assert (await engine_game(bot, gid)).ply == game.ply  # no computer moved after it
