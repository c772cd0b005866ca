"""End-to-end: every stored move reaches the players, whatever Discord answers after the commit.

Faults are injected in the fake Discord (``fake.fail``): a 503 (which discord.py tries again
on an interaction's answers, not on a channel post), an expired interaction, a channel that
refuses every post (as if the bot crashed before posting), a deleted thread, a moderator
deleting the board.
"""

import asyncio
import types

import discord.webhook.async_ as discord_webhooks
import pytest

from cogs.announce import Announcer
from engine import Game
from tests.bot_helpers import (
    Seeds,
    board_at,
    engine_game,
    factory,
    find_board,
    first_play,
    members_by_seat,
    open_lobby,
    play_by_buttons,
    start_game,
    up_to_a_dead_card,
)

EVERY_POST = r"/channels/\d+/messages$"
"""A new message in any channel (the board's fallback path)."""
ANSWERS = r"/webhooks/\d+/|/interactions/\d+/[^/]+/callback"
"""An interaction's answer or followup (the board as the answer to the move)."""


def answers_fail(fake, *, expired=True):
    """Every answer to an interaction fails from now on: its token expired (404, Unknown
    Webhook, at once) or, with ``expired=False``, Discord answers 503 (discord.py tries each
    answer five times over 25 s before it gives up, holding the interaction's other answers)."""
    if expired:
        return fake.fail("*", ANSWERS, 404, code=10015, times=-1)
    return fake.fail("*", ANSWERS, 503, times=-1)


@pytest.fixture
def quick_answer_retries(monkeypatch):
    """discord.py waits 1, 3, 5, 7 and 9 s between its tries of an answer Discord refused with
    a 5xx; here a fiftieth of that, so a test of the bot giving up takes a second, not 25."""
    async def sleep(delay, result=None):
        return await asyncio.sleep(delay / 50, result)

    quick = types.SimpleNamespace(**{name: getattr(asyncio, name) for name in dir(asyncio)
                                     if not name.startswith("__")})
    quick.sleep = sleep
    monkeypatch.setattr(discord_webhooks, "asyncio", quick)


async def two_players(fake, start_bot, tmp_path, **options):
    runner = await start_bot(factory(tmp_path / "outbox.db"))
    alice, bob = fake.add_member("alice"), fake.add_member("bob")
    gid = await start_game(fake, runner.bot, alice, [bob], game="classic", players=2, **options)
    await board_at(fake, runner.bot, gid, 0)
    return runner, gid


async def test_a_503_on_the_answer_still_posts_the_board(fake_discord, start_bot, tmp_path):
    runner, gid = await two_players(fake_discord, start_bot, tmp_path)
    bot = runner.bot
    game = await engine_game(bot, gid)
    move = str(game.legal_moves()[0])
    record = await bot.store.load_game(gid)
    member = members_by_seat(fake_discord, record)[game.to_act]
    board = await board_at(fake_discord, bot, gid, 0)
    opened = await fake_discord.click(member, board, f"seq:{gid}:0:play")
    await opened.final_message()
    fault = fake_discord.fail("*", ANSWERS, 503)
    handle = fake_discord.select(member, opened.message, f"seq:{gid}:0:pmove", [move])
    new_board = await fake_discord.wait_for(lambda: find_board(fake_discord, gid, 1),
                                            what="board 1")
    assert fault.hits == 1 and new_board.attachments
    assert "went wrong" not in (handle.text or "")
    await bot.idle()
    assert (await bot.store.load_game(gid)).announced_ply == 1


async def test_a_board_that_could_not_be_posted_goes_out_at_the_restart(fake_discord, start_bot,
                                                                         tmp_path,
                                                                         quick_answer_retries):
    runner, gid, game, answers, posts = await _a_move_not_shown(fake_discord, start_bot,
                                                                tmp_path, expired=False)
    bot = runner.bot
    record = await bot.store.load_game(gid)
    assert record.moves and record.announced_ply == 0  # stored, not shown
    assert find_board(fake_discord, gid, 1) is None
    answers.times = posts.times = 0  # Discord is well again; the bot restarts
    bot = await runner.restart()
    board = await fake_discord.wait_for(lambda: find_board(fake_discord, gid, 1), what="board 1")
    await bot.idle()
    assert (await bot.store.load_game(gid)).announced_ply == 1
    # the new board's buttons work
    game = await engine_game(bot, gid)
    await play_by_buttons(fake_discord, bot, gid, str(game.legal_moves()[0]))
    await bot.idle()
    assert (await bot.store.load_game(gid)).announced_ply == 2
    assert board.attachments


async def test_a_click_on_a_board_left_behind_brings_the_board_up_to_date(fake_discord,
                                                                          start_bot, tmp_path):
    runner, gid, game, answers, posts = await _a_move_not_shown(fake_discord, start_bot,
                                                                tmp_path)
    bot = runner.bot
    answers.times = posts.times = 0
    old = find_board(fake_discord, gid, 0)
    record = await bot.store.load_game(gid)
    other = members_by_seat(fake_discord, record)[1 - game.to_act]
    click = await fake_discord.click(other, old, f"seq:{gid}:0:play")
    assert click.ephemeral  # "that board is old" ... and the newest board appears
    await fake_discord.wait_for(lambda: find_board(fake_discord, gid, 1), what="board 1")


async def test_a_start_that_was_not_shown_is_shown_at_the_restart(fake_discord, start_bot,
                                                                   tmp_path):
    runner = await start_bot(factory(tmp_path / "outbox.db"))
    alice, bob = fake_discord.add_member("alice"), fake_discord.add_member("bob")
    gid, lobby = await open_lobby(fake_discord, alice, game="classic", players=2)
    await fake_discord.click(bob, lobby, f"seq:{gid}:-:join")
    posts = fake_discord.fail("POST", EVERY_POST, 503, times=-1)
    await fake_discord.click(alice, lobby, f"seq:{gid}:-:start")
    await runner.bot.idle()
    record = await runner.bot.store.load_game(gid)
    assert record.status == "active" and record.announced_ply == -1
    assert find_board(fake_discord, gid, 0) is None and not fake_discord.dms(bob)
    posts.times = 0
    bot = await runner.restart()
    await fake_discord.wait_for(lambda: find_board(fake_discord, gid, 0), what="board 0")
    await bot.idle()
    first = record.seats[(await engine_game(bot, gid)).to_act].user_id
    assert fake_discord.dms(first)  # the hand of the player to act
    texts = [m.text for m in fake_discord.all_messages() if not m.ephemeral]
    assert any("cut" in text.lower() or "deal" in text.lower() for text in texts)
    lobby = next(m for m in fake_discord.all_messages() if m.id == record.lobby_message_id)
    assert not any(":start" in c for c in lobby.custom_ids())  # no Start left to press
    assert (await bot.store.load_game(gid)).announced_ply == 0


@pytest.mark.parametrize("restarted", [False, True])
async def test_a_deleted_thread_moves_the_game_to_its_channel(fake_discord, start_bot, tmp_path,
                                                              restarted):
    runner, gid = await two_players(fake_discord, start_bot, tmp_path)
    bot = runner.bot
    if restarted:
        # Found by tests/test_bot_monkey.py: when the deleted thread was the first thing to
        # touch the game after a restart, the game was kept in memory without its moves; no
        # board was posted and every later action on it was refused as "not started".
        bot = await runner.restart()
        bot.service._drop(gid)  # nothing has read the game since the restart
    record = await bot.store.load_game(gid)
    assert record.thread_id is not None
    await fake_discord.delete_thread(record.thread_id)
    board = await fake_discord.wait_for(
        lambda: next((m for m in fake_discord.messages("games")
                      if "gone" in m.text and m.custom_ids()), None),
        what="the board in the channel", timeout=30)  # the first picture starts the workers
    await bot.idle()
    record = await bot.store.load_game(gid)
    assert record.thread_id is None and record.board_message_id == board.id
    game = await engine_game(bot, gid)
    await play_by_buttons(fake_discord, bot, gid, str(game.legal_moves()[0]))
    assert len((await bot.store.load_game(gid)).moves) == 1


@pytest.mark.parametrize("denied", ["attach_files", "send_messages_in_threads"])
async def test_a_permission_taken_keeps_the_game_in_its_thread_unless_the_channel_has_it(
        fake_discord, start_bot, tmp_path, denied):
    # Found by tests/test_bot_monkey.py (two shards, seed 191): a moderator took Attach Files
    # from the bot in the game's channel, the thread refused the board (403), and the game
    # moved to the channel with "The thread of game #N is gone", though the thread was there
    # and the channel refused the board too. Only a missing Send Messages in Threads is
    # helped by playing in the channel.
    runner, gid = await two_players(fake_discord, start_bot, tmp_path)
    bot = runner.bot
    record = await bot.store.load_game(gid)
    game = await engine_game(bot, gid)
    fake_discord.deny_bot("games", denied)
    await bot.service.play(gid, record.seats[game.to_act].user_id or 0, first_play(game))
    await bot.announcer.announce(gid)  # as after a move chosen on a hand panel
    await bot.idle()
    after = await bot.store.load_game(gid)
    gone = [m for m in fake_discord.messages("games") if "is gone" in m.text]
    if denied == "attach_files":
        assert after.thread_id == record.thread_id and not gone
        assert after.announced_ply == 0 and find_board(fake_discord, gid, 1) is None  # owed
        fake_discord.allow_bot("games", denied)
        assert await bot.announcer.announce_pending() == 1
        assert (await board_at(fake_discord, bot, gid, 1)).channel_id == record.thread_id
    else:
        assert after.thread_id is None and len(gone) == 1
        assert (await board_at(fake_discord, bot, gid, 1)).channel_id == record.channel_id


async def test_a_move_s_board_goes_to_the_thread_discord_archived_meanwhile(fake_discord,
                                                                          start_bot, tmp_path):
    """Discord archives a game's thread after its quiet time and discord.py drops it from the
    bot's cache: the next move's board still goes to the thread (fetched afresh), and the board
    it replaces loses its buttons."""
    runner, gid = await two_players(fake_discord, start_bot, tmp_path)
    bot = runner.bot
    record = await bot.store.load_game(gid)
    old = find_board(fake_discord, gid, 0)
    updated = asyncio.ensure_future(bot.wait_for("thread_update"))
    await fake_discord.archive_thread(record.thread_id)
    await asyncio.wait_for(updated, 10)
    assert bot.get_channel(record.thread_id) is None  # as discord.py keeps archived threads
    game = await engine_game(bot, gid)
    await bot.service.play(gid, record.seats[game.to_act].user_id or 0, first_play(game))
    await bot.announcer.announce(gid)  # as after a move chosen in a hand DM
    board = await board_at(fake_discord, bot, gid, 1)
    assert board.channel_id == record.thread_id and board.attachments
    assert not fake_discord.channel(record.thread_id).archived
    await bot.idle()
    after = await bot.store.load_game(gid)
    assert after.thread_id == record.thread_id and after.announced_ply == 1
    assert not fake_discord.message(old.id).custom_ids()


@pytest.mark.parametrize("slow_channel", [False, True])
async def test_a_move_whose_game_left_its_thread_meanwhile_is_still_answered(
        fake_discord, start_bot, tmp_path, slow_channel):
    # Found by tests/test_bot_monkey.py: a move typed in the game's thread waited for its turn
    # to be shown while a board deleted by a moderator was posted again, found the thread
    # closed to the bot and moved the game to its channel. The move's board then went to the
    # channel and the player's command was never answered ("The application did not
    # respond"). Here the test holds the game's announcement and moves the game itself.
    # With a slow channel (the random test, seed 242: the board was refused there, after a
    # second and a half of drawing) the command must still have its first answer within
    # Discord's 3 seconds, "thinking…", then the board's link: it had none, as the board was
    # not going to be its answer.
    runner, gid = await two_players(fake_discord, start_bot, tmp_path)
    bot = runner.bot
    game = await engine_game(bot, gid)
    record = await bot.store.load_game(gid)
    member = members_by_seat(fake_discord, record)[game.to_act]
    waiting = asyncio.Event()
    announce = bot.announcer.announce

    async def announce_after_a_wait(*args, **kw):
        waiting.set()
        return await announce(*args, **kw)

    bot.announcer.announce = announce_after_a_wait
    slow = (fake_discord.slow("POST", rf"/channels/{record.channel_id}/messages$", 3.5)
            if slow_channel else None)
    async with bot.announcer.turn(gid):
        h = fake_discord.slash(member, "sequence play", channel=record.thread_id,
                               move=str(game.legal_moves()[0]), game=gid)
        await asyncio.wait_for(waiting.wait(), 10)  # stored; waiting for its board to be shown
        await bot.service.set_messages(gid, thread_id=None)
    answer = await h.final_message(timeout=30)
    await bot.idle()
    record = await bot.store.load_game(gid)
    board = fake_discord.message(record.board_message_id)
    assert board.channel_id == record.channel_id and len(record.moves) == 1
    assert answer.ephemeral and f"/{board.id}" in answer.text
    if slow is not None:
        assert slow.hits == 1
        assert h.response_type == 5  # "thinking…" in time (the fake checks the 3 seconds)


async def test_a_board_command_whose_answer_fails_still_gets_the_link(fake_discord, start_bot,
                                                                       tmp_path):
    # /sequence board in the game's thread says "thinking…", then fills that in with the
    # board. When Discord refuses the fill-in, the board is posted instead, and the player's
    # "thinking…" must not stay for good: it becomes the board's link.
    runner, gid = await two_players(fake_discord, start_bot, tmp_path)
    bot = runner.bot
    record = await bot.store.load_game(gid)
    alice = members_by_seat(fake_discord, record)[0]
    fault = fake_discord.fail("PATCH", r"/webhooks/\d+/[^/]+/messages/@original$", 404,
                              code=10015)  # Unknown Webhook, once
    h = fake_discord.slash(alice, "sequence board", channel=record.thread_id, game=gid)
    answer = await h.final_message(timeout=30)
    await bot.idle()
    record = await bot.store.load_game(gid)
    assert fault.hits == 1 and answer.id != record.board_message_id
    assert fake_discord.message(record.board_message_id).attachments
    assert f"/{record.board_message_id}" in answer.text


async def test_a_board_deleted_by_a_moderator_is_posted_again(fake_discord, start_bot, tmp_path):
    runner, gid = await two_players(fake_discord, start_bot, tmp_path)
    bot = runner.bot
    board = find_board(fake_discord, gid, 0)
    await fake_discord.delete_message(board)
    again = await fake_discord.wait_for(
        lambda: (m := find_board(fake_discord, gid, 0)) is not None and m.id != board.id and m,
        what="the board again")
    await bot.idle()
    assert (await bot.store.load_game(gid)).board_message_id == again.id


async def test_a_board_deleted_while_the_bot_may_not_post_comes_back_later(
        fake_discord, start_bot, tmp_path, caplog):
    # Found by tests/test_bot_monkey.py: a moderator took the bot's permission to post and
    # deleted the board; posting it again failed with 403 and was logged as an error.
    runner, gid = await two_players(fake_discord, start_bot, tmp_path)
    bot = runner.bot
    tried = asyncio.Event()
    board_deleted = bot.announcer.board_deleted

    async def board_deleted_then_tell(message_id: int) -> None:
        try:
            await board_deleted(message_id)
        finally:
            tried.set()

    bot.announcer.board_deleted = board_deleted_then_tell
    fake_discord.deny_bot("games", "send_messages", "send_messages_in_threads")
    board = find_board(fake_discord, gid, 0)
    await fake_discord.delete_message(board)
    await asyncio.wait_for(tried.wait(), 30)
    assert not [r for r in caplog.records if r.levelname == "ERROR"]
    assert any("could not be posted again" in r.getMessage() for r in caplog.records)
    # the bot may post again: /sequence board brings the board back and the game goes on
    fake_discord.allow_bot("games", "send_messages", "send_messages_in_threads")
    record = await bot.store.load_game(gid)
    alice = members_by_seat(fake_discord, record)[0]
    await fake_discord.slash(alice, "sequence board", channel="games", game=gid)
    again = await fake_discord.wait_for(
        lambda: (m := find_board(fake_discord, gid, 0)) is not None and m.id != board.id and m,
        what="the board again", timeout=30)
    await bot.idle()
    assert (await bot.store.load_game(gid)).board_message_id == again.id
    game = await engine_game(bot, gid)
    await play_by_buttons(fake_discord, bot, gid, str(game.legal_moves()[0]))
    assert len((await bot.store.load_game(gid)).moves) == 1


async def test_a_computer_plays_on_when_its_opponents_board_could_not_be_posted(
        fake_discord, start_bot, tmp_path):
    runner = await start_bot(factory(tmp_path / "outbox.db"))
    bot = runner.bot
    alice = fake_discord.add_member("alice")
    gid = await start_game(fake_discord, bot, alice, [], game="classic", players=2, computers=1,
                           level="easy")
    await bot.idle()  # the computer has made its opening move if it had the first turn
    game = await engine_game(bot, gid)
    assert (await bot.store.load_game(gid)).seat_of(alice.id).seat == game.to_act
    answers = answers_fail(fake_discord)
    posts = fake_discord.fail("POST", EVERY_POST, 503, times=-1)
    ply = game.ply
    await _move_by_slash(fake_discord, bot, gid, str(game.legal_moves()[0]), answers)
    await bot.idle()
    record = await bot.store.load_game(gid)
    assert len(record.moves) >= ply + 2  # alice's move and the computer's answer, unshown
    answers.times = posts.times = 0
    await runner.restart()
    await fake_discord.wait_for(lambda: find_board(fake_discord, gid, len(record.moves)),
                                what="the newest board")


async def _a_move_not_shown(fake, start_bot, tmp_path, *, expired=True):
    """A two-player game whose first move is stored while Discord refuses every answer and
    post (``answers_fail``); returns the runner, the game id, the game before the move and
    the two faults."""
    runner, gid = await two_players(fake, start_bot, tmp_path)
    game = await engine_game(runner.bot, gid)
    answers = answers_fail(fake, expired=expired)
    posts = fake.fail("POST", EVERY_POST, 503, times=-1)
    await _move_by_slash(fake, runner.bot, gid, str(game.legal_moves()[0]), answers)
    return runner, gid, game, answers, posts


async def _move_by_slash(fake, bot, gid, move, failing=None):
    """``/sequence play`` as the seat to act; returns once the bot is done with it. With
    ``failing`` (a fault on the answers) that is once the bot tried to answer and failed."""
    record = await bot.store.load_game(gid)
    game = await engine_game(bot, gid)
    member = fake.member(record.seats[game.to_act].user_id)
    hits = failing.hits if failing is not None else 0
    handle = fake.slash(member, "sequence play", channel=record.thread_id, move=move, game=gid)
    if failing is None:
        await handle
    else:
        await fake.wait_for(lambda: failing.hits > hits, what="the bot's answer")
    await bot.idle()
    return handle


async def test_an_expired_interaction_still_gets_its_board_posted(fake_discord, start_bot,
                                                                   tmp_path):
    runner, gid = await two_players(fake_discord, start_bot, tmp_path)
    bot = runner.bot
    game = await engine_game(bot, gid)
    expired = fake_discord.fail("POST", r"/interactions/\d+/[^/]+/callback", 404, code=10062)
    await _move_by_slash(fake_discord, bot, gid, str(game.legal_moves()[0]), expired)
    board = await fake_discord.wait_for(lambda: find_board(fake_discord, gid, 1), what="board 1")
    assert board.attachments and expired.hits == 1
    assert (await bot.store.load_game(gid)).announced_ply == 1


def test_one_move_since_the_last_announcement_needs_no_replay_and_says_the_same():
    import random
    from dataclasses import replace

    from cogs.announce import owed_since
    from data import GameRecord, GameStatus, SeatRecord
    from engine import GameSettings
    from table import hands_of

    settings = GameSettings("classic", 3, strict_draw=True)
    game = Game.new(settings, 11)
    seats = tuple(SeatRecord(1, s, 100 + s, f"p{s}", None, False, None, True, 0)
                  for s in range(3))
    record = GameRecord(1, 1, 1, None, None, None, None, 100, "classic", settings.to_dict(), 11,
                        GameStatus.ACTIVE, 0, 0, None, None, None, False, None, seats, (),
                        announced_ply=0)
    rng = random.Random(3)
    shown = (0, hands_of(game))
    for ply in range(60):
        move = rng.choice(game.legal_moves(game.acting_seats()[0]))
        game.play(move if ply % 13 else "timeout")
        if game.is_over:
            break
        record = replace(record, announced_ply=ply)
        fast = owed_since(record, game, "en", shown)
        assert fast == owed_since(record, game, "en")  # the same as replaying from the start
        shown = (game.ply, hands_of(game))


async def test_a_board_owed_goes_out_though_a_dead_card_was_turned_in_after_it(
        fake_discord, start_bot, tmp_path):
    # Found by tests/test_bot_monkey.py (SQLite seed 111): a board could not be posted, then
    # the next player turned in a dead card and played on. A dead card alone waits for its
    # player's play, but the board owed before it was left waiting too, until that play.
    runner = await start_bot(factory(tmp_path / "outbox.db", seeds=Seeds([212])))
    bot = runner.bot
    ann, ben = fake_discord.add_member("ann"), fake_discord.add_member("ben")
    gid = await start_game(fake_discord, bot, ann, [ben], game="kids", players=2)
    game, _ = await up_to_a_dead_card(fake_discord, bot, gid, play_by_buttons)
    answers = answers_fail(fake_discord)
    fake_discord.fail("POST", EVERY_POST, 503, times=-1)
    await _move_by_slash(fake_discord, bot, gid, first_play(game), answers)
    dead = next(m for m in (await engine_game(bot, gid)).legal_moves() if m.kind == "dead")
    await _move_by_slash(fake_discord, bot, gid, str(dead), answers)
    record = await bot.store.load_game(gid)
    assert record.announced_ply == game.ply  # the play's board is owed
    fake_discord.faults.clear()  # Discord answers again
    await bot.announcer.announce_pending()
    await bot.idle()
    record = await bot.store.load_game(gid)
    assert record.announced_ply == len(record.moves) == game.ply + 2
    board = find_board(fake_discord, gid, game.ply + 2)
    assert board is not None and "dead card" in board.text


async def test_a_board_whose_picture_cannot_be_drawn_goes_out_as_text(fake_discord, start_bot,
                                                                     tmp_path, monkeypatch):
    import concurrent.futures

    import cogs.boards
    from cogs.workers import Workers

    runner, gid = await two_players(fake_discord, start_bot, tmp_path)
    bot = runner.bot

    def broken(*_args, **_kwargs):
        raise RuntimeError("the picture")

    # in this process, so that the broken drawing is the one that runs
    monkeypatch.setattr(bot, "_workers", Workers(
        lambda: concurrent.futures.ThreadPoolExecutor(2), slots=2))
    monkeypatch.setattr(cogs.boards, "draw_public", broken)
    monkeypatch.setattr(cogs.boards, "draw_turn", broken)
    game = await engine_game(bot, gid)
    await play_by_buttons(fake_discord, bot, gid, str(first_play(game)))
    board = await board_at(fake_discord, bot, gid, 1)
    assert not board.attachments
    after = await engine_game(bot, gid)
    assert after.diagram() in board.text  # the position as text, in a code block
    assert "went wrong" not in board.text
    await bot.idle()
    assert (await bot.store.load_game(gid)).announced_ply == 1
    # and the game goes on from it
    await play_by_buttons(fake_discord, bot, gid, str(first_play(after)))
    assert (await engine_game(bot, gid)).ply == 2


async def test_a_game_that_fails_to_show_at_a_restart_does_not_keep_the_others_back(
    fake_discord, start_bot, tmp_path, monkeypatch, caplog
):
    """Two games with a move stored but not shown when the bot restarts: an unexpected fault
    showing one is logged with its number, the other's board goes out all the same, and a
    click on the first's old board brings it up to date."""
    runner = await start_bot(factory(tmp_path / "outbox.db"))
    members = [fake_discord.add_member(n) for n in ("alice", "bob", "carol", "dave")]
    broken = await start_game(fake_discord, runner.bot, members[0], [members[1]],
                              game="classic", players=2)
    fine = await start_game(fake_discord, runner.bot, members[2], [members[3]],
                            game="classic", players=2)
    for gid in (broken, fine):
        await board_at(fake_discord, runner.bot, gid, 0)
        game = await engine_game(runner.bot, gid)
        record = await runner.bot.store.load_game(gid)
        # stored, not shown: the bot died between the commit and the board
        await runner.bot.service.play(gid, record.seats[game.to_act].user_id,
                                      str(game.legal_moves()[0]))
    announce = Announcer.announce
    failed = []

    async def faulty(self, game_id, *args, **kwargs):
        if game_id == broken and not failed:
            failed.append(game_id)
            raise RuntimeError("a fault in this one game")
        return await announce(self, game_id, *args, **kwargs)

    monkeypatch.setattr(Announcer, "announce", faulty)
    bot = await runner.restart()
    await fake_discord.wait_for(lambda: find_board(fake_discord, fine, 1), what="board 1")
    await bot.idle()
    assert f"announcing game {broken} after a restart failed" in caplog.text
    assert find_board(fake_discord, broken, 1) is None
    record = await bot.store.load_game(broken)
    old = find_board(fake_discord, broken, 0)
    click = await fake_discord.click(members_by_seat(fake_discord, record)[0], old,
                                     f"seq:{broken}:0:play")
    assert click.ephemeral
    await fake_discord.wait_for(lambda: find_board(fake_discord, broken, 1), what="board 1")
