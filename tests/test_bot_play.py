"""End-to-end: playing games through the buttons and ``/sequence play``."""

import random

from tests.bot_helpers import (
    Seeds,
    board_at,
    choose,
    engine_game,
    factory,
    play_by_buttons,
    play_by_slash,
    start_game,
)


async def test_full_classic_two_player_game(fake_discord, start_bot, tmp_path):
    runner = await start_bot(factory(tmp_path / "seq.db", seeds=Seeds([11])))
    bot = runner.bot
    alice = fake_discord.add_member("alice")
    bob = fake_discord.add_member("bob")
    gid = await start_game(fake_discord, bot, alice, [bob], game="classic", players=2)
    rng = random.Random(5)
    game = await engine_game(bot, gid)
    n = 0
    while not game.is_over and n < 400:
        move = choose(game, rng)
        if n % 4 == 3:
            h = await play_by_slash(fake_discord, bot, gid, move)
            assert not h.ephemeral, h.content
        else:
            await play_by_buttons(fake_discord, bot, gid, move)
        n += 1
        game = await engine_game(bot, gid)
        assert game.ply == n
    assert game.is_over
    assert game.outcome.termination == "sequence", game.outcome
    print('moves', n)
    record = await bot.store.load_game(gid)
    assert record.status == "finished"
    results = await bot.store.results_of(gid)
    assert len(results) == 2
    final = await board_at(fake_discord, bot, gid, game.ply)
    assert f"seq:{gid}:-:rematch" in final.custom_ids()
    assert "wins" in final.content or "draw" in final.content
    assert any(a.filename.endswith(".gif") for a in final.attachments)
    # every older board lost its buttons
    boards = [m for m in fake_discord.messages(record.thread_id) if m.attachments]
    assert all(not m.custom_ids() for m in boards if m.id != final.id)
    # rematch: same players, new lobby
    again = await fake_discord.click(bob, final, f"seq:{gid}:-:rematch")
    assert again.response_type == 4
    assert "alice" in again.content and "bob" in again.content
