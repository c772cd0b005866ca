"""End-to-end: the hand DM's wording, and one rematch lobby however many press Rematch."""

import pytest

from tests.bot_helpers import Seeds, board_at, engine_game, factory, play_by_buttons, start_game


async def test_the_turn_dm_is_one_tap_from_the_move(fake_discord, start_bot, tmp_path):
    """The DM that says it is your turn carries the move menu: one choice in it is the whole
    move, and the board goes to the game's channel."""
    runner = await start_bot(factory(tmp_path / "seq.db", seeds=Seeds([21])))
    bot = runner.bot
    alice = fake_discord.add_member("alice")
    bob = fake_discord.add_member("bob")
    gid = await start_game(fake_discord, bot, alice, [bob], game="classic", players=2)
    # the moves come minutes later: Discord no longer knows the start's nonces, so it would
    # not drop a start text told again
    fake_discord.nonce_seconds = 0
    game = await engine_game(bot, gid)
    record = await bot.store.load_game(gid)
    first = fake_discord.member(record.seats[game.to_act].user_id)
    other = bob if first is alice else alice
    dm = (await fake_discord.wait_for_dm(first))[0]
    assert "choose your move below, or press Play on the board" in dm.text, dm.text
    menu = next(s for s in dm.selects() if s["custom_id"] == f"seq:{gid}:0:pmove")
    move = menu["options"][0]["value"]
    with pytest.raises(LookupError):  # nobody else can use it: it is in the player's own DM
        fake_discord.select(other, dm, menu["custom_id"], [move])
    chosen = await fake_discord.select(first, dm, menu["custom_id"], [move])
    assert chosen.response_type == 7  # the DM, now the panel, is the answer
    board = await board_at(fake_discord, bot, gid, 1)
    assert board.channel_id == record.thread_id and board.attachments
    await bot.idle()
    assert (await bot.store.load_game(gid)).moves == (move,)
    # the DM is now the player's panel: off turn, the new hand as text, no menu
    dm = fake_discord.message(dm.id)
    assert "Your hand:" in dm.text and not any(
        s["custom_id"].endswith(":pmove") for s in dm.selects())
    # and the other player's turn DM has their menu
    theirs = (await fake_discord.wait_for_dm(other))[-1]
    assert f"seq:{gid}:1:pmove" in theirs.custom_ids()
    # Playing from DMs, each turn is a new DM (an edit of the old one would notify nobody),
    # however recently the DM was used.
    mine = len(fake_discord.dms(first))
    reply = next(o["value"] for o in next(
        s for s in theirs.selects() if s["custom_id"] == f"seq:{gid}:1:pmove")["options"]
        if not o["value"].startswith("dead"))
    await fake_discord.select(other, theirs, f"seq:{gid}:1:pmove", [reply])
    await board_at(fake_discord, bot, gid, 2)
    await bot.idle()
    again = (await fake_discord.wait_for_dm(first, mine + 1))[-1]
    assert f"seq:{gid}:2:pmove" in again.custom_ids()
    # the start (the cut, the seating) is told once, before the first board; the moves that
    # follow do not tell it again
    texts = [m.text for m in fake_discord.messages(record.thread_id)]
    assert sum(f"**Game #{gid} — Sequence" in text and "begins!" in text for text in texts) == 1


async def test_second_rematch_press_points_to_the_open_lobby(fake_discord, start_bot, tmp_path):
    runner = await start_bot(factory(tmp_path / "seq.db", seeds=Seeds([22])))
    bot = runner.bot
    alice = fake_discord.add_member("alice")
    bob = fake_discord.add_member("bob")
    gid = await start_game(fake_discord, bot, alice, [bob], game="classic", players=2)
    record = await bot.store.load_game(gid)
    asked = await fake_discord.slash(alice, "sequence resign", channel=record.thread_id)
    await asked.final_message()
    done = await fake_discord.click(alice, asked.message, f"seq:{gid}:0:resign")
    await done
    final = await fake_discord.wait_for(
        lambda: next((m for m in fake_discord.all_messages()
                      if f"seq:{gid}:-:rematch" in m.custom_ids()), None), what="final board")
    first = await fake_discord.click(bob, final, f"seq:{gid}:-:rematch")
    assert first.response_type == 4 and not first.ephemeral
    assert f"game #{gid + 1}" in first.text
    again = await fake_discord.click(alice, final, f"seq:{gid}:-:rematch")
    assert again.ephemeral, again.text
    assert f"game #{gid + 1}" in again.text
    lobbies = [g for g in await bot.store.games_in_channel(record.channel_id) if g.id != gid]
    assert [g.id for g in lobbies] == [gid + 1]
    # once that lobby is cancelled, Rematch opens a new one
    lobby = fake_discord.message(lobbies[0].lobby_message_id)
    await fake_discord.click(alice, lobby, f"seq:{gid + 1}:-:cancel")
    third = await fake_discord.click(bob, final, f"seq:{gid}:-:rematch")
    assert not third.ephemeral and f"game #{gid + 2}" in third.text


async def test_a_members_dm_channel_is_opened_once_however_many_players(fake_discord,
                                                                       start_bot, tmp_path):
    """discord.py keeps its last 128 DM channels only; with more players the bot would ask
    Discord to open a DM channel before every turn DM. It remembers them itself."""
    runner = await start_bot(factory(tmp_path / "seq.db", seeds=Seeds([23])))
    bot = runner.bot
    alice = fake_discord.add_member("alice")
    bob = fake_discord.add_member("bob")
    gid = await start_game(fake_discord, bot, alice, [bob], game="classic", players=2)

    def opened() -> int:
        return sum(1 for method, path in fake_discord.requests
                   if method == "POST" and path.endswith("/users/@me/channels"))

    for ply in range(4):
        game = await engine_game(bot, gid)
        member = fake_discord.member((await bot.store.load_game(gid)).seats[game.to_act].user_id)
        dm = await fake_discord.wait_for(
            lambda member=member, ply=ply: next(
                (m for m in fake_discord.dms(member) if f"seq:{gid}:{ply}:pmove" in m.custom_ids()),
                None), what=f"the turn DM at {ply}")
        # discord.py forgets its DM channels (as with more than 128 players)
        bot._connection._private_channels.clear()
        bot._connection._private_channels_by_user.clear()
        menu = f"seq:{gid}:{ply}:pmove"
        move = next(s for s in dm.selects() if s["custom_id"] == menu)["options"][0]["value"]
        await fake_discord.select(member, dm, menu, [move])
        await board_at(fake_discord, bot, gid, ply + 1)
    await bot.idle()
    assert opened() <= 2  # one a member, at their first DM
    assert len((await bot.store.load_game(gid)).moves) == 4


async def test_a_turn_dm_refreshed_after_dms_closed_does_not_say_so_in_the_dm(
        fake_discord, start_bot, tmp_path):
    # A panel in a server says "Your DMs are closed, so your hand is shown only here"; the
    # turn DM's own menu, refreshed in the DM after the player closed their DMs, does not.
    runner = await start_bot(factory(tmp_path / "seq.db", seeds=Seeds([23])))
    bot = runner.bot
    alice = fake_discord.add_member("alice")
    bob = fake_discord.add_member("bob")
    for member in (alice, bob):
        await fake_discord.slash(member, "sequence notify", when="all")
    gid = await start_game(fake_discord, bot, alice, [bob], game="classic", players=2)
    record = await bot.store.load_game(gid)
    first = fake_discord.member(record.seats[(await engine_game(bot, gid)).to_act].user_id)
    dm = await fake_discord.wait_for(lambda: next(
        (m for m in fake_discord.dms(first) if f"seq:{gid}:0:prefresh" in m.custom_ids()), None),
        what="the turn DM")
    fake_discord.close_dms(first)
    for _ in range(2):
        await play_by_buttons(fake_discord, bot, gid,
                              str((await engine_game(bot, gid)).legal_moves()[0]))
    await bot.idle()
    assert await bot.store.dm_ok(first.id) is False
    refreshed = await fake_discord.click(first, dm, f"seq:{gid}:0:prefresh")
    await refreshed.final_message()
    text = fake_discord.message(dm.id).text
    assert "(move 2)" in text and "DMs are closed" not in text, text
    h = await fake_discord.slash(first, "sequence hand", channel="games")
    await h.final_message()
    assert h.ephemeral and "DMs are closed" in h.text
