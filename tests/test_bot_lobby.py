"""End-to-end: lobbies and the start of a game, through the fake Discord."""

from tests.bot_helpers import board_at, engine_game, factory, open_lobby, start_game


async def test_two_player_classic_starts_in_a_thread(fake_discord, start_bot, tmp_path):
    runner = await start_bot(factory(tmp_path / "seq.db"))
    bot = runner.bot
    alice = fake_discord.add_member("alice")
    bob = fake_discord.add_member("bob")
    gid = await start_game(fake_discord, bot, alice, [bob], game="classic", players=2)
    record = await bot.store.load_game(gid)
    assert record.status == "active"
    assert record.thread_id is not None
    # archived (hidden from the channel's list) only after a week without a message
    assert fake_discord.channel(record.thread_id).auto_archive_duration == 7 * 24 * 60
    texts = [m.text for m in fake_discord.messages(record.thread_id)]
    assert any("Cut for the deal" in t for t in texts), texts
    board = await board_at(fake_discord, bot, gid, 0)
    assert board.attachments, "the board has a picture"
    game = await engine_game(bot, gid)
    assert f"<@{record.seats[game.to_act].user_id}>" in board.text
    await bot.idle()
    dms = fake_discord.dms(alice)
    assert dms and f"#{gid}" in dms[-1].text


async def test_player_counts_the_rules_refuse_are_named(fake_discord, start_bot, tmp_path):
    await start_bot(factory(tmp_path / "seq.db"))
    alice = fake_discord.add_member("alice")
    reply = await fake_discord.slash(alice, "sequence new", channel="games", game="classic",
                                     players=5)
    assert reply.ephemeral
    assert reply.text == ("Sequence Classic cannot be played by 5 players. "
                          "Allowed: 2, 3, 4, 6, 8, 9, 10, 12.")
    reply = await fake_discord.slash(alice, "sequence new", channel="games", game="kids",
                                     players=6)
    assert reply.text.startswith("Sequence for Kids cannot be played by 6 players.")
    assert "2, 3, 4" in reply.text


async def test_open_games_are_listed_by_their_games_names(fake_discord, start_bot, tmp_path):
    await start_bot(factory(tmp_path / "seq.db"))
    alice = fake_discord.add_member("alice")
    gid, _ = await open_lobby(fake_discord, alice, game="kids", players=2)
    listed = await fake_discord.slash(alice, "sequence games", channel="games")
    assert f"#{gid} Sequence for Kids — lobby, 1/2 players" in listed.text, listed.text


async def test_lobby_join_leave_kick_cancel(fake_discord, start_bot, tmp_path):
    runner = await start_bot(factory(tmp_path / "seq.db"))
    bot = runner.bot
    host, bob, carol = (fake_discord.add_member(n) for n in ("host", "bob", "carol"))
    gid, lobby = await open_lobby(fake_discord, host, game="classic", players=3)
    await fake_discord.click(bob, lobby, f"seq:{gid}:-:join")
    await fake_discord.click(carol, lobby, f"seq:{gid}:-:join")
    again = await fake_discord.click(carol, lobby, f"seq:{gid}:-:join")
    assert again.ephemeral and "already" in again.text
    not_host = await fake_discord.click(bob, lobby, f"seq:{gid}:-:start")
    assert not_host.ephemeral and "host" in not_host.text
    await fake_discord.click(carol, lobby, f"seq:{gid}:-:leave")
    assert "carol" not in fake_discord.message(lobby.id).text
    gone = await fake_discord.click(carol, lobby, f"seq:{gid}:-:leave")  # a second press
    assert gone.ephemeral and f"You are not in game #{gid}" in gone.text
    stays = await fake_discord.click(host, lobby, f"seq:{gid}:-:leave")
    assert stays.ephemeral and "cancel the game instead" in stays.text
    assert (await bot.store.load_game(gid)).seat_of(host.id) is not None
    kicked = await fake_discord.select(host, lobby, f"seq:{gid}:-:kick", [str(bob.id)])
    assert kicked.response_type == 7
    assert len((await bot.store.load_game(gid)).seats) == 1
    early = await fake_discord.click(host, lobby, f"seq:{gid}:-:start")
    assert early.ephemeral and "1 of 3" in early.text
    await fake_discord.click(host, lobby, f"seq:{gid}:-:cancel")
    assert (await bot.store.load_game(gid)).status == "cancelled"
    assert fake_discord.message(lobby.id).custom_ids() == []


async def test_three_teams_of_nine_start(fake_discord, start_bot, tmp_path):
    runner = await start_bot(factory(tmp_path / "seq.db"))
    bot = runner.bot
    members = [fake_discord.add_member(f"p{i}") for i in range(9)]
    teams = {m.id: i % 3 for i, m in enumerate(members)}
    gid = await start_game(fake_discord, bot, members[0], members[1:], team_of=teams,
                           game="classic", players=9, teams=3)
    record = await bot.store.load_game(gid)
    game = await engine_game(bot, gid)
    assert game.settings.sides == 3
    for seat in record.seats:
        assert seat.side == seat.seat % 3
        assert teams[seat.user_id] == seat.side
    start = "\n".join(m.text for m in fake_discord.messages(record.thread_id))
    for colour in ("Blue", "Green", "Red"):
        assert f"{colour}:" in start
    await bot.idle()
    first = record.seats[game.to_act].user_id
    for member in members:  # by default a hand comes by DM when its turn comes
        assert len(fake_discord.dms(member)) == (1 if member.id == first else 0)
