"""End-to-end: hand DMs carry the private picture, and a closed DM is retried at a new deal."""

from tests.bot_helpers import (
    Seeds,
    engine_game,
    factory,
    fails_twice,
    play_by_buttons,
    start_game,
)


async def test_hand_dm_after_a_move_carries_the_picture(fake_discord, start_bot, tmp_path):
    """By default a player gets their hand by DM when their turn comes, never after their own
    move; the DM carries the private picture."""
    runner = await start_bot(factory(tmp_path / "seq.db", seeds=Seeds([11])))
    bot = runner.bot
    alice = fake_discord.add_member("alice")
    bob = fake_discord.add_member("bob")
    gid = await start_game(fake_discord, bot, alice, [bob], game="classic", players=2)
    await bot.idle()
    game = await engine_game(bot, gid)
    record = await bot.store.load_game(gid)
    mover = fake_discord.member(record.seats[game.to_act].user_id)
    other = bob if mover is alice else alice
    assert len(fake_discord.dms(mover)) == 1 and fake_discord.dms(other) == []
    play = next(m for m in game.legal_moves() if m.kind == "play")
    await play_by_buttons(fake_discord, bot, gid, str(play))
    await bot.idle()
    assert len(fake_discord.dms(mover)) == 1  # nothing after one's own move
    [dm] = fake_discord.dms(other)
    assert f"#{gid}" in dm.text and "after move 1" in dm.text
    [picture] = dm.attachments
    assert picture.filename == f"hand-{gid}-1.png"
    assert dm.attachment(picture.filename).data.startswith(b"\x89PNG")


async def test_a_closed_dm_is_retried_at_the_next_deal(fake_discord, start_bot, tmp_path):
    runner = await start_bot(factory(tmp_path / "seq.db", seeds=Seeds([11, 12])))
    bot = runner.bot
    alice = fake_discord.add_member("alice")
    bob = fake_discord.add_member("bob")
    await fake_discord.slash(bob, "sequence notify", when="all")  # a DM at every deal
    fake_discord.close_dms(bob)
    first = await start_game(fake_discord, bot, alice, [bob], game="classic", players=2)
    await bot.idle()
    assert await bot.store.dm_ok(bob.id) is False
    assert fake_discord.dms(bob) == []
    # bob opens his DMs again: the running game does not retry on every move...
    fake_discord.open_dms(bob)
    for _ in range(2):
        game = await engine_game(bot, first)
        await play_by_buttons(fake_discord, bot, first, str(game.legal_moves()[0]))
    await bot.idle()
    assert fake_discord.dms(bob) == []
    # ...but the deal of a new game tries once more, and from then on DMs work again
    second = await start_game(fake_discord, bot, alice, [bob], game="classic", players=2)
    await bot.idle()
    dms = fake_discord.dms(bob)
    assert len(dms) == 1 and f"#{second}" in dms[0].text and dms[0].attachments
    assert await bot.store.dm_ok(bob.id) is True
    record = await bot.store.load_game(second)
    assert record.seat_of(bob.id).dm_ok
    # a member whose DMs are still closed is tried at the deal, and stays remembered
    carol = fake_discord.add_member("carol")
    await fake_discord.slash(carol, "sequence notify", when="all")
    fake_discord.close_dms(carol)
    await start_game(fake_discord, bot, carol, [alice], game="classic", players=2)
    await bot.idle()
    assert await bot.store.dm_ok(carol.id) is False


async def test_dms_go_on_while_the_database_cannot_record_whether_they_are_open(
        fake_discord, start_bot, tmp_path, caplog):
    """Whether a member's DMs are open is recorded when a DM fails or works again; when the
    database is away then, the other players' DMs still go out, and it is recorded once the
    database is back."""
    runner = await start_bot(factory(tmp_path / "seq.db", seeds=Seeds([11, 12])))
    bot = runner.bot
    bot.retries.pauses = (0.05,)
    bot.service.closed_dm = fails_twice(bot.service.closed_dm)
    bot.service.opened_dm = fails_twice(bot.service.opened_dm)
    alice, bob, carol = (fake_discord.add_member(n) for n in ("alice", "bob", "carol"))
    for member in (bob, carol):
        await fake_discord.slash(member, "sequence notify", when="all")  # a DM at every deal
    fake_discord.close_dms(bob)
    first = await start_game(fake_discord, bot, alice, [bob, carol], game="classic", players=3)
    await bot.idle()
    record = await bot.store.load_game(first)
    assert record.seat_of(bob.id).seat < record.seat_of(carol.id).seat, "bob's DM comes first"
    assert len(fake_discord.dms(carol)) == 1, "carol's DM went out after bob's failed"
    assert await bot.store.dm_ok(bob.id) is False, "recorded once the database was back"
    assert "recording whether a player's DMs are open: the database is out of reach" in (
        caplog.text)

    fake_discord.open_dms(bob)  # the next deal tries him again, and it works
    second = await start_game(fake_discord, bot, bob, [alice, carol], game="classic", players=3)
    await bot.idle()
    assert [dm for dm in fake_discord.dms(bob) if f"#{second}" in dm.text]
    assert await bot.store.dm_ok(bob.id) is True
