"""End-to-end: optional rules in play (table-talk penalty, strict draw), resign, info commands."""

from tests.bot_helpers import Seeds, board_at, engine_game, factory, play_by_buttons, start_game


async def _talk_game(fake_discord, start_bot, tmp_path):
    """A 4-player game (sides 0 and 1) with the table-talk penalty, at its first board:
    the bot, the game's id, its members by seat and that board."""
    runner = await start_bot(factory(tmp_path / "seq.db", seeds=Seeds([9])))
    bot = runner.bot
    members = [fake_discord.add_member(n) for n in ("a", "b", "c", "d")]
    gid = await start_game(fake_discord, bot, members[0], members[1:], game="classic",
                           players=4, table_talk=True)
    record = await bot.store.load_game(gid)
    by_seat = {s.seat: fake_discord.member(s.user_id) for s in record.seats}
    return bot, gid, by_seat, await board_at(fake_discord, bot, gid, 0)


async def test_table_talk_penalty_called_confirmed_and_paid(fake_discord, start_bot, tmp_path):
    bot, gid, by_seat, board = await _talk_game(fake_discord, start_bot, tmp_path)
    caller = by_seat[1]  # side 1 accuses side 0 (seats 0 and 2)
    call = await fake_discord.click(caller, board, f"seq:{gid}:0:talk")
    assert call.response_type == 4 and not call.ephemeral
    proposal = call.message
    refused = await fake_discord.click(by_seat[3], proposal, f"seq:{gid}:0:talkyes:0")
    assert refused.ephemeral and "accused team or the host" in refused.text
    ok = await fake_discord.click(by_seat[2], proposal, f"seq:{gid}:0:talkyes:0")
    assert ok.response_type == 7
    await ok.wait_followups(1)
    game = await engine_game(bot, gid)
    assert sorted(game.pending_forfeits) == [0, 2]
    board = await board_at(fake_discord, bot, gid, 1)
    assert f"seq:{gid}:1:forfeit" in board.custom_ids()
    for seat in (0, 2):
        game = await engine_game(bot, gid)
        member = by_seat[seat]
        board = await board_at(fake_discord, bot, gid, game.ply)
        opened = await fake_discord.click(member, board, f"seq:{gid}:{game.ply}:forfeit")
        await opened.final_message()
        card = game.hand(seat)[0]
        paid = await fake_discord.select(member, opened.message,
                                         f"seq:{gid}:{game.ply}:pforfeit", [card])
        assert paid.response_type in (6, 7), paid.text
        await paid.wait_followups(1)
    game = await engine_game(bot, gid)
    assert not game.pending_forfeits
    assert len(game.hand(0)) == 5 and len(game.hand(1)) == 6


async def test_strict_draw_button_and_resign(fake_discord, start_bot, tmp_path):
    runner = await start_bot(factory(tmp_path / "seq.db", seeds=Seeds([10])))
    bot = runner.bot
    alice = fake_discord.add_member("alice")
    bob = fake_discord.add_member("bob")
    gid = await start_game(fake_discord, bot, alice, [bob], game="classic", players=2,
                           strict_draw=True)
    game = await engine_game(bot, gid)
    mover = game.to_act
    play = next(m for m in game.legal_moves() if m.kind == "play")
    await play_by_buttons(fake_discord, bot, gid, str(play))
    record = await bot.store.load_game(gid)
    member = fake_discord.member(record.seats[mover].user_id)
    board = await board_at(fake_discord, bot, gid, 1)
    assert "draw your card" in board.text
    panel = await fake_discord.click(member, board, f"seq:{gid}:-:hand")
    await panel.final_message()
    assert "Draw your card to end your turn." in panel.message.text, panel.message.text
    drew = await fake_discord.click(member, board, f"seq:{gid}:1:draw")
    assert drew.response_type == 7
    await drew.wait_followups(1)
    game = await engine_game(bot, gid)
    assert len(game.hand(mover)) == 7 and game.moves[-1].kind == "draw"
    # resign asks first, then ends the game with a stored result
    rules = await fake_discord.slash(alice, "sequence rules", channel=record.thread_id)
    assert rules.ephemeral and "strict draw" in rules.text
    games = await fake_discord.slash(alice, "sequence games", channel="games")
    assert f"#{gid}" in games.text
    ask = await fake_discord.slash(alice, "sequence resign", channel=record.thread_id)
    assert ask.ephemeral
    done = await fake_discord.click(alice, ask.message, f"seq:{gid}:{game.ply}:resign")
    assert done.response_type == 7
    await done.wait_followups(1)
    await bot.idle()
    record = await bot.store.load_game(gid)
    assert record.status == "finished" and record.result["termination"] == "resignation"
    final = await board_at(fake_discord, bot, gid, game.ply + 1)
    assert "wins" in final.text and "(bob)" in final.text  # the winners by name
    # a screen reader reads the result as words, not markdown
    alt = next(c for c in final.all_components() if c.get("type") == 12)["items"][0]
    assert alt["description"].endswith(f"wins game #{gid}: the others resigned or left.")
    assert "**" not in alt["description"] and "(bob)" in alt["description"]
    again = await fake_discord.slash(bob, "sequence board", channel=record.thread_id, game=gid)
    await again.final_message()
    assert f"seq:{gid}:-:rematch" in again.message.custom_ids()
    # in the finished game's thread, the game need not be named (within the repost
    # cooldown the board comes privately)
    bot.clock.now += 31
    final = await fake_discord.slash(alice, "sequence board", channel=record.thread_id)
    await final.final_message()
    assert f"seq:{gid}:-:rematch" in final.message.custom_ids()


async def test_table_talk_with_three_teams_asks_which_and_can_be_dismissed(fake_discord, start_bot,
                                                                           tmp_path):
    runner = await start_bot(factory(tmp_path / "seq.db", seeds=Seeds([9])))
    bot = runner.bot
    members = [fake_discord.add_member(n) for n in "abcdef"]
    stranger = fake_discord.add_member("stranger")
    gid = await start_game(fake_discord, bot, members[0], members[1:], game="classic",
                           players=6, teams=3, table_talk=True)
    record = await bot.store.load_game(gid)
    by_seat = {s.seat: fake_discord.member(s.user_id) for s in record.seats}
    assert [s.side for s in record.seats] == [0, 1, 2, 0, 1, 2]
    board = await board_at(fake_discord, bot, gid, 0)
    outsider = await fake_discord.click(stranger, board, f"seq:{gid}:0:talk")
    assert outsider.ephemeral and "not playing in this game" in outsider.text
    # Three teams: the caller is asked which of the two others talked, privately.
    call = await fake_discord.click(by_seat[0], board, f"seq:{gid}:0:talk")
    assert call.ephemeral and "Which team" in call.text
    menu = call.message
    offered = menu.find_component(f"seq:{gid}:0:talkside")["options"]
    assert [o["value"] for o in offered] == ["1", "2"]  # never the caller's own team
    # Forged choices (not offered: Discord would not send them) are refused, nothing called.
    for values, says in ((["0"], "your own team"), (["3"], "not one of mine"),
                         (["x"], "not one of mine"), (["1", "2"], "not one of mine")):
        data = {"custom_id": f"seq:{gid}:0:talkside", "component_type": 3, "values": values}
        forged = fake_discord._push(fake_discord._base_interaction(
            3, by_seat[0], fake_discord.channel(menu.channel_id), data,
            fake_discord.message(menu.id), f"forged {values}"))
        await forged
        assert forged.ephemeral and says in forged.text, values
    assert not [m for m in fake_discord.all_messages() if "calls table talk" in m.text]
    chosen = await fake_discord.select(by_seat[0], menu, f"seq:{gid}:0:talkside", ["2"])
    [proposal] = await chosen.wait_followups(1)
    assert not proposal.ephemeral and "calls table talk" in proposal.text
    assert f"seq:{gid}:0:talkno:2" in proposal.custom_ids()
    # The accused team's member dismisses it: nothing is owed, play goes on.
    dismissed = await fake_discord.click(by_seat[2], proposal, f"seq:{gid}:0:talkno:2")
    assert dismissed.response_type == 7 and "dismissed" in dismissed.message.text
    assert not dismissed.message.custom_ids()
    game = await engine_game(bot, gid)
    assert not game.pending_forfeits and game.ply == 0
    await play_by_buttons(fake_discord, bot, gid, str(game.legal_moves()[0]))
    stale = await fake_discord.click(by_seat[1], board, f"seq:{gid}:0:talk")
    assert stale.ephemeral and "That board is old" in stale.text


async def test_forfeit_on_an_old_board_opens_the_current_panel(fake_discord, start_bot, tmp_path):
    # Both of side 0 owe a card; the first pays, and Discord did not take the old board's
    # buttons off: the second's Forfeit there still opens the panel at the current position.
    bot, gid, by_seat, board = await _talk_game(fake_discord, start_bot, tmp_path)
    call = await fake_discord.click(by_seat[1], board, f"seq:{gid}:0:talk")
    ok = await fake_discord.click(by_seat[2], call.message, f"seq:{gid}:0:talkyes:0")
    await ok.wait_followups(1)
    old = await board_at(fake_discord, bot, gid, 1)
    kept = fake_discord.fail("PATCH", r"/channels/\d+/messages/\d+$", 503, times=-1)
    opened = await fake_discord.click(by_seat[0], old, f"seq:{gid}:1:forfeit")
    await opened.final_message()
    assert "Choose the card you forfeit to the table-talk penalty" in opened.message.text
    card = (await engine_game(bot, gid)).hand(0)[0]
    paid = await fake_discord.select(by_seat[0], opened.message, f"seq:{gid}:1:pforfeit", [card])
    await paid.wait_followups(1)
    await bot.idle()
    fake_discord.faults.remove(kept)
    game = await engine_game(bot, gid)
    assert game.ply == 2 and set(game.pending_forfeits) == {2}
    old = fake_discord.message(old.id)
    assert f"seq:{gid}:1:forfeit" in old.custom_ids()  # the old board kept its button
    late = await fake_discord.click(by_seat[2], old, f"seq:{gid}:1:forfeit")
    await late.final_message()
    assert late.ephemeral and f"seq:{gid}:2:pforfeit" in late.message.custom_ids(), late.text
