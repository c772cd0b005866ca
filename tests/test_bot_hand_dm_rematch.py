"""End-to-end: the hand DM's wording, and one rematch lobby however many press Rematch."""

from tests.bot_helpers import Seeds, board_at, engine_game, factory, start_game


async def test_hand_dm_says_where_to_play(fake_discord, start_bot, tmp_path):
    runner = await start_bot(factory(tmp_path / "seq.db", seeds=Seeds([21])))
    bot = runner.bot
    alice = fake_discord.add_member("alice")
    bob = fake_discord.add_member("bob")
    gid = await start_game(fake_discord, bot, alice, [bob], game="classic", players=2)
    game = await engine_game(bot, gid)
    record = await bot.store.load_game(gid)
    first = fake_discord.member(record.seats[game.to_act].user_id)
    dm = (await fake_discord.wait_for_dm(first))[0]
    # a DM has no controls: it must not point "below"
    assert "press Play on the board" in dm.text, dm.text
    assert "below" not in dm.text
    assert not dm.custom_ids()
    # the private view from the board does have the card list below its text
    board = await board_at(fake_discord, bot, gid, 0)
    opened = await fake_discord.click(first, board, f"seq:{gid}:0:play")
    await opened.final_message()
    assert "choose your move below" in opened.message.text
    assert f"seq:{gid}:0:pmove" in opened.message.custom_ids()


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
