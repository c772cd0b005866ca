"""End to end through the fake Discord: the social rules of the table (issue 18).

Who decides after a drop (the players still in the game, not the dropped one), rematches in a
new thread with the original host, a team's agreement to a resignation, and readable ratings
with the provisional mark.
"""

from __future__ import annotations

import asyncio

from tests.bot_helpers import (
    FakeClock,
    Seeds,
    board_at,
    drop_by_clock,
    engine_game,
    factory,
    open_lobby,
    play_by_buttons,
    start_game,
)
from tests.test_bot_leaderboard import LeaderboardBot, embed_text, real_game


async def test_a_remaining_player_abandons_after_a_drop_the_dropped_one_cannot(
    fake_discord, start_bot, tmp_path
):
    clock = FakeClock()
    runner = await start_bot(factory(tmp_path / "seq.db", seeds=Seeds([4]), clock=clock))
    bot = runner.bot
    host, p2, p3 = (fake_discord.add_member(n) for n in ("host", "p2", "p3"))
    gid = await start_game(fake_discord, bot, host, [p2, p3], game="classic", players=3,
                           clock=1)
    record = await bot.store.load_game(gid)
    sleeper = record.seat_of(p2.id).seat
    await drop_by_clock(fake_discord, bot, clock, gid, sleeper)
    ask = await fake_discord.wait_for_message(record.thread_id,
                                              lambda m: "should the game go on" in m.text)
    assert "Any of you may answer" in ask.text
    refused = await fake_discord.click(p2, ask, f"seq:{gid}:-:abandon")
    assert refused.ephemeral and "no longer playing" in refused.text
    assert not (await engine_game(bot, gid)).is_over
    done = await fake_discord.click(p3, ask, f"seq:{gid}:-:abandon")  # not the host
    await done
    game = await engine_game(bot, gid)
    assert game.is_over and game.outcome.termination == "abandonment"
    assert (await bot.store.load_game(gid)).status.value == "abandoned"


async def _resigned(fake, start_bot, tmp_path, resigner):
    """A two-player classic game hosted by alice, ended by ``resigner``'s resignation: the bot,
    alice, bob, the game's number, its record before the end and its final board."""
    runner = await start_bot(factory(tmp_path / "seq.db", seeds=Seeds([22])))
    bot = runner.bot
    alice = fake.add_member("alice")
    bob = fake.add_member("bob")
    gid = await start_game(fake, bot, alice, [bob], game="classic", players=2)
    record = await bot.store.load_game(gid)
    who = alice if resigner == "alice" else bob
    asked = await fake.slash(who, "sequence resign", channel=record.thread_id)
    await asked.final_message()
    await fake.click(who, asked.message, f"seq:{gid}:0:resign")
    final = await board_at(fake, bot, gid, 1)
    return bot, alice, bob, gid, record, final


async def test_rematch_opens_a_new_thread_hosted_by_the_original_host(
    fake_discord, start_bot, tmp_path
):
    bot, alice, bob, gid, old, final = await _resigned(fake_discord, start_bot, tmp_path,
                                                          "alice")
    # bob, not the host, presses Rematch in the old game's thread
    pressed = await fake_discord.click(bob, final, f"seq:{gid}:-:rematch")
    assert pressed.response_type == 4 and not pressed.ephemeral
    assert f"game #{gid + 1}" in pressed.text and f"<@{alice.id}>" in pressed.text
    new = await bot.store.load_game(gid + 1)
    assert new.host_id == alice.id
    assert new.seats[0].user_id == alice.id  # the host takes the first seat
    threads = fake_discord.threads("games")
    assert new.thread_id is not None and new.thread_id != old.thread_id
    assert new.thread_id in [t.id for t in threads]
    assert fake_discord.channel(new.thread_id).auto_archive_duration == 7 * 24 * 60
    lobby = fake_discord.message(new.lobby_message_id)
    assert lobby.channel_id == new.thread_id
    assert f"Host: <@{alice.id}>" in lobby.text
    assert str(new.lobby_message_id) in pressed.text  # the answer links the lobby
    # only the host starts it, and the game is played in the new thread
    notyou = await fake_discord.click(bob, lobby, f"seq:{gid + 1}:-:start")
    assert notyou.ephemeral and "Only the host" in notyou.text
    started = await fake_discord.click(alice, lobby, f"seq:{gid + 1}:-:start")
    assert started.response_type == 7
    board = await board_at(fake_discord, bot, gid + 1, 0)
    assert board.channel_id == new.thread_id


async def test_a_rematch_discord_will_not_thread_goes_to_the_channel_or_the_answer(
    fake_discord, start_bot, tmp_path
):
    """Rematch when Discord refuses a new thread: the lobby goes to the channel; when the
    channel refuses it too, the lobby is the press's own answer. Either way it can be
    joined and started."""
    bot, alice, bob, gid, old, final = await _resigned(fake_discord, start_bot, tmp_path,
                                                          "alice")
    games = fake_discord.channel("games").id
    fake_discord.fail("POST", r"/channels/\d+/threads$", 403, code=50013)
    pressed = await fake_discord.click(bob, final, f"seq:{gid}:-:rematch")
    new = await bot.store.load_game(gid + 1)
    assert new.thread_id is None
    lobby = fake_discord.message(new.lobby_message_id)
    assert lobby.channel_id == games and f"Host: <@{alice.id}>" in lobby.text
    assert str(new.lobby_message_id) in pressed.text  # the answer links the lobby
    # the rematch of the rematch: no thread, and the channel refuses the lobby too
    await fake_discord.click(bob, lobby, f"seq:{gid + 1}:-:join")
    started = await fake_discord.click(alice, lobby, f"seq:{gid + 1}:-:start")
    assert started.response_type == 7
    board = await board_at(fake_discord, bot, gid + 1, 0)
    asked = await fake_discord.slash(bob, "sequence resign", channel=board.channel_id)
    await fake_discord.click(bob, asked.message, f"seq:{gid + 1}:0:resign")
    final = await board_at(fake_discord, bot, gid + 1, 1)
    assert final.channel_id != games  # the second game was given a thread of its own
    fake_discord.fail("POST", r"/channels/\d+/threads$", 403, code=50013)
    fake_discord.fail("POST", rf"/channels/{games}/messages$", 403, code=50013)
    recorded = asyncio.Event()
    set_messages = bot.service.set_messages

    async def spied(*args, **kwargs):
        try:
            return await set_messages(*args, **kwargs)
        finally:
            recorded.set()

    bot.service.set_messages = spied
    pressed = await fake_discord.click(alice, final, f"seq:{gid + 1}:-:rematch")
    assert pressed.response_type == 4 and f"Host: <@{alice.id}>" in pressed.text
    await recorded.wait()  # the answer's message is recorded as the lobby after it is sent
    third = await bot.store.load_game(gid + 2)
    assert third.lobby_message_id == pressed.message.id
    assert pressed.message.channel_id == final.channel_id  # in the thread it was pressed in
    await fake_discord.click(bob, pressed.message, f"seq:{gid + 2}:-:join")
    assert len((await bot.store.load_game(gid + 2)).seats) == 2
    assert not fake_discord.violations


async def test_a_rematch_whose_thread_is_slow_to_open_is_answered_in_time(
    fake_discord, start_bot, tmp_path
):
    # Found by tests/test_bot_monkey.py on a loaded machine: the press waited for the new
    # thread and the lobby in it before its first answer, past Discord's 3 seconds.
    bot, alice, bob, gid, old, final = await _resigned(fake_discord, start_bot, tmp_path,
                                                          "alice")
    fake_discord.slow("POST", r"/channels/\d+/threads$", 3.5)
    pressed = fake_discord.click(bob, final, f"seq:{gid}:-:rematch")
    answer = await pressed.final_message(timeout=30)
    assert pressed.response_type == 5 and not answer.ephemeral  # "thinking…" first
    new = await bot.store.load_game(gid + 1)
    assert new.thread_id is not None and new.thread_id != old.thread_id
    assert f"game #{gid + 1}" in answer.text and str(new.lobby_message_id) in answer.text
    assert not fake_discord.violations


async def _full_lobby(fake, start_bot, tmp_path):
    """A two-player lobby ready to start: the bot, its host, the game, the lobby and the
    custom_id of its Start button."""
    runner = await start_bot(factory(tmp_path / "seq.db"))
    alice, bob = fake.add_member("alice"), fake.add_member("bob")
    gid, lobby = await open_lobby(fake, alice, game="classic", players=2)
    await fake.click(bob, lobby, f"seq:{gid}:-:join")
    start = next(c for c in fake.message(lobby.id).custom_ids() if ":start" in c)
    return runner.bot, alice, gid, lobby, start


async def test_a_start_whose_thread_is_slow_to_open_is_answered_in_time(
    fake_discord, start_bot, tmp_path
):
    # The same for Start: the press waited for the game's new thread before its answer.
    bot, alice, gid, lobby, start = await _full_lobby(fake_discord, start_bot, tmp_path)
    fake_discord.slow("POST", r"/channels/\d+/messages/\d+/threads$", 3.5)
    pressed = fake_discord.click(alice, lobby, start)
    edited = await pressed.final_message(timeout=30)
    record = await bot.store.load_game(gid)
    assert pressed.response_type == 6 and record.thread_id is not None
    assert f"Game #{gid} has started in <#{record.thread_id}>" in edited.text
    assert not edited.custom_ids()  # the lobby's buttons are gone
    board = await board_at(fake_discord, bot, gid, 0)
    assert board.channel_id == record.thread_id
    # showing the start leaves the lobby as Start left it, with its link to the thread
    await bot.idle()
    assert f"Game #{gid} has started in <#{record.thread_id}>" in fake_discord.message(
        lobby.id).text
    assert not fake_discord.violations


async def test_a_start_whose_thread_discord_refuses_is_played_in_the_channel(
    fake_discord, start_bot, tmp_path
):
    bot, alice, gid, lobby, start = await _full_lobby(fake_discord, start_bot, tmp_path)
    refused = fake_discord.fail("POST", r"/channels/\d+/messages/\d+/threads$", 403,
                                code=50013)  # Missing Permissions, though the bot had them
    pressed = await fake_discord.click(alice, lobby, start)
    assert refused.hits == 1 and pressed.response_type in (6, 7)
    record = await bot.store.load_game(gid)
    assert record.status == "active" and record.thread_id is None
    assert f"Game #{gid} has started" in fake_discord.message(lobby.id).text
    board = await board_at(fake_discord, bot, gid, 0)
    assert board.channel_id == fake_discord.channel("games").id
    game = await engine_game(bot, gid)
    await play_by_buttons(fake_discord, bot, gid, str(game.legal_moves()[0]))
    assert (await engine_game(bot, gid)).ply == 1


async def test_rematch_without_threads_posts_the_lobby_in_the_channel(
    fake_discord, start_bot, tmp_path
):
    bot, alice, bob, gid, old, final = await _resigned(fake_discord, start_bot, tmp_path,
                                                          "bob")
    fake_discord.deny_bot("games", "create_public_threads")
    pressed = await fake_discord.click(bob, final, f"seq:{gid}:-:rematch")
    assert not pressed.ephemeral and f"game #{gid + 1}" in pressed.text
    new = await bot.store.load_game(gid + 1)
    assert new.host_id == alice.id and new.thread_id is None
    lobby = fake_discord.message(new.lobby_message_id)
    assert lobby.channel_id == fake_discord.channel("games").id
    assert len(fake_discord.threads("games")) == 1  # only the old game's


async def _team_game(fake, bot):
    """A classic game of two teams of two: alice and carol against bob and dave."""
    alice, bob, carol, dave = (fake.add_member(n) for n in ("alice", "bob", "carol", "dave"))
    team_of = {alice.id: 0, carol.id: 0, bob.id: 1, dave.id: 1}
    gid = await start_game(fake, bot, alice, [bob, carol, dave], game="classic", players=4,
                           teams=2, team_of=team_of)
    return gid, alice, bob, carol, dave


async def _ask_team(fake, bot, gid, member):
    record = await bot.store.load_game(gid)
    asked = await fake.slash(member, "sequence resign", channel=record.thread_id)
    await asked.final_message()
    ids = asked.message.custom_ids()
    assert ids == [f"seq:{gid}:-:resignask", f"seq:{gid}:-:leavegame"], ids
    assert any(w in asked.message.text for w in ("must agree", "has to agree", "have to agree"))
    return asked


async def _team_asked(fake, bot, gid, member):
    """``member`` asks their team to resign with them; returns the game's record, the
    member's seat and the question to the team."""
    record = await bot.store.load_game(gid)
    seat = record.seat_of(member.id).seat
    asked = await _ask_team(fake, bot, gid, member)
    await fake.click(member, asked.message, f"seq:{gid}:-:resignask")
    question = await fake.wait_for_message(
        record.thread_id, lambda m: f"seq:{gid}:-:resignyes:{seat}" in m.custom_ids())
    return record, seat, question


async def _resigned_to(fake, bot, record, winner, question):
    """The game ended by resignation, ``winner``'s side won, and the question says so."""
    game = await engine_game(bot, record.id)
    assert game.is_over and game.outcome.termination == "resignation"
    assert game.outcome.winner == record.seats[record.seat_of(winner.id).seat].side
    assert "resigned for" in fake.message(question.id).text


async def test_a_team_resignation_refused_the_player_leaves_and_the_team_plays_on(
    fake_discord, start_bot, tmp_path
):
    runner = await start_bot(factory(tmp_path / "seq.db", seeds=Seeds([5])))
    bot = runner.bot
    gid, alice, bob, carol, dave = await _team_game(fake_discord, bot)
    record = await bot.store.load_game(gid)
    seat = record.seat_of(alice.id).seat
    # typed as a move, a team resignation is refused too
    typed = await fake_discord.slash(alice, "sequence play", move=f"resign s{seat}",
                                     channel=record.thread_id)
    assert typed.ephemeral and "must agree first" in typed.text
    assert not (await engine_game(bot, gid)).is_over
    asked = await _ask_team(fake_discord, bot, gid, alice)
    sent = await fake_discord.click(alice, asked.message, f"seq:{gid}:-:resignask")
    assert sent.response_type == 7
    question = await fake_discord.wait_for_message(
        record.thread_id, lambda m: f"seq:{gid}:-:resignyes:{seat}" in m.custom_ids())
    assert f"<@{carol.id}>" in question.text and f"<@{bob.id}>" not in question.text
    for who, why in ((bob, "Only"), (alice, "not you")):
        refused = await fake_discord.click(who, question, f"seq:{gid}:-:resignyes:{seat}")
        assert refused.ephemeral and why in refused.text, refused.text
    assert not (await engine_game(bot, gid)).is_over
    no = await fake_discord.click(carol, question, f"seq:{gid}:-:resignno:{seat}")
    assert no.response_type == 7
    assert "wants to play on" in fake_discord.message(question.id).text
    game = await engine_game(bot, gid)
    assert not game.is_over
    assert not game.active[seat] and game.active[record.seat_of(carol.id).seat]
    assert game.moves[-1].kind == "drop"
    board = await board_at(fake_discord, bot, gid, game.ply)
    assert "alice left the game" in board.text
    assert not any("should the game go on" in m.text for m in fake_discord.all_messages())


async def test_a_team_resignation_with_agreement_ends_the_game(fake_discord, start_bot, tmp_path):
    runner = await start_bot(factory(tmp_path / "seq.db", seeds=Seeds([5])))
    bot = runner.bot
    gid, alice, bob, carol, dave = await _team_game(fake_discord, bot)
    record, seat, question = await _team_asked(fake_discord, bot, gid, alice)
    yes = await fake_discord.click(carol, question, f"seq:{gid}:-:resignyes:{seat}")
    assert yes.response_type == 7
    await _resigned_to(fake_discord, bot, record, bob, question)


async def test_leaving_a_team_game_lets_the_team_play_on(fake_discord, start_bot, tmp_path):
    runner = await start_bot(factory(tmp_path / "seq.db", seeds=Seeds([5])))
    bot = runner.bot
    gid, alice, bob, carol, dave = await _team_game(fake_discord, bot)
    record = await bot.store.load_game(gid)
    asked = await _ask_team(fake_discord, bot, gid, carol)
    left = await fake_discord.click(carol, asked.message, f"seq:{gid}:-:leavegame")
    assert left.response_type == 7 and "carol left the game" in left.message.text
    game = await engine_game(bot, gid)
    assert not game.is_over and not game.active[record.seat_of(carol.id).seat]
    # alice is now alone on her side: she resigns without asking anyone
    again = await fake_discord.slash(alice, "sequence resign", channel=record.thread_id)
    await again.final_message()
    assert again.message.custom_ids() == [f"seq:{gid}:{game.ply}:resign"]


async def test_ratings_read_as_1000_based_numbers_marked_provisional(
    fake_discord, start_bot, tmp_path
):
    bot, alice, bob, gid, record, _ = await _resigned(fake_discord, start_bot, tmp_path,
                                                          "bob")
    reply = await fake_discord.slash(alice, "sequence leaderboard", game="classic")
    text = embed_text(reply.message)
    # openskill after one win and one loss: mu − 3σ = 3.4 and −1.8, shown as 1000 + 40 × that
    assert f"**1.** <@{alice.id}> — **1138** *(provisional)*" in text, text
    assert f"**2.** <@{bob.id}> — **927** *(provisional)*" in text, text
    assert "-1.8" not in text and "3.4" not in text
    assert "provisional* for the first 5 rated games" in text
    stats = await fake_discord.slash(bob, "sequence stats")
    text = embed_text(stats.message)
    assert "Rating **927** *(provisional)* — #2 of 2" in text
    assert "Provisional: 4 more rated games until it settles." in text


async def test_a_settled_rating_has_no_mark_and_kids_stats_name_no_jacks(
    fake_discord, start_bot, backend
):
    async with backend.store() as store:
        guild = fake_discord.guild_id
        alice = fake_discord.add_member("alice")
        bob = fake_discord.add_member("bob")
        for _ in range(5):
            await real_game(store, guild, [alice.id, bob.id], winner_side=0, plies=4,
                            variant="kids")
        await start_bot(lambda: LeaderboardBot(store))
        reply = await fake_discord.slash(alice, "sequence leaderboard", game="kids")
        text = embed_text(reply.message)
        assert f"<@{alice.id}> — **" in text and "provisional)" not in text, text
        stats = embed_text((await fake_discord.slash(alice, "sequence stats")).message)
        assert "unicorns and dragons played" in stats and "jacks" not in stats, stats
        assert "Provisional:" not in stats



async def test_a_stranger_pressing_leave_is_told_they_are_not_in_the_game(
    fake_discord, start_bot, tmp_path
):
    await start_bot(factory(tmp_path / "seq.db"))
    alice = fake_discord.add_member("alice")
    stranger = fake_discord.add_member("stranger")
    reply = await fake_discord.slash(alice, "sequence new", game="classic", players=2,
                                     channel="games")
    gid = int(reply.message.text.split("game #")[1].split()[0].strip("*:,."))
    left = await fake_discord.click(stranger, reply.message, f"seq:{gid}:-:leave")
    assert left.ephemeral and f"You are not in game #{gid}." in left.text
    assert "That player" not in left.text


async def test_a_rematch_refused_for_the_hosts_lobby_limit_names_the_host(
    fake_discord, start_bot, tmp_path
):
    bot, alice, bob, gid, old, final = await _resigned(fake_discord, start_bot, tmp_path,
                                                          "bob")
    for _ in range(3):  # alice, the host, fills her lobby limit elsewhere
        await fake_discord.slash(alice, "sequence new", game="dice", players=2, channel="general")
    refused = await fake_discord.click(bob, final, f"seq:{gid}:-:rematch")
    assert refused.ephemeral and f"<@{alice.id}> already hosts 3 open lobbies" in refused.text


async def test_a_rematch_lobby_whose_thread_is_deleted_is_cancelled(
    fake_discord, start_bot, tmp_path
):
    bot, alice, bob, gid, old, final = await _resigned(fake_discord, start_bot, tmp_path,
                                                          "bob")
    await fake_discord.click(bob, final, f"seq:{gid}:-:rematch")
    lobby = await bot.store.load_game(gid + 1)
    await fake_discord.delete_thread(lobby.thread_id)
    told = await fake_discord.wait_for_message(
        "games", lambda m: f"lobby of game #{gid + 1} was cancelled" in m.text)
    assert "Press Rematch again" in told.text
    assert (await bot.store.load_game(gid + 1)).status.value == "cancelled"
    again = await fake_discord.click(bob, final, f"seq:{gid}:-:rematch")
    assert not again.ephemeral and f"game #{gid + 2}" in again.text


async def test_a_team_of_three_resigns_once_both_teammates_agreed(fake_discord, start_bot,
                                                                  tmp_path):
    runner = await start_bot(factory(tmp_path / "seq.db", seeds=Seeds([5])))
    bot = runner.bot
    names = ("alice", "bob", "carol", "dave", "erin", "frank")
    alice, bob, carol, dave, erin, frank = (fake_discord.add_member(n) for n in names)
    team_of = {alice.id: 0, carol.id: 0, erin.id: 0, bob.id: 1, dave.id: 1, frank.id: 1}
    gid = await start_game(fake_discord, bot, alice, [bob, carol, dave, erin, frank],
                           game="classic", players=6, teams=2, team_of=team_of)
    record, seat, question = await _team_asked(fake_discord, bot, gid, alice)
    assert f"<@{carol.id}>" in question.text and f"<@{erin.id}>" in question.text
    first = await fake_discord.click(carol, question, f"seq:{gid}:-:resignyes:{seat}")
    assert first.response_type == 7
    waiting = fake_discord.message(question.id)
    assert f"Still waiting for <@{erin.id}>." in waiting.text
    assert f"seq:{gid}:-:resignyes:{seat}" in waiting.custom_ids()  # erin can still answer
    assert not (await engine_game(bot, gid)).is_over
    again = await fake_discord.click(carol, waiting, f"seq:{gid}:-:resignyes:{seat}")
    assert not (await engine_game(bot, gid)).is_over, again.text  # one voice counts once
    second = await fake_discord.click(erin, waiting, f"seq:{gid}:-:resignyes:{seat}")
    assert second.response_type == 7
    await _resigned_to(fake_discord, bot, record, bob, question)
