"""End-to-end: SIGTERM stops the bot started by ``bot.run`` cleanly (as a service manager would)."""

import asyncio
import logging
import os
import signal

import bot
from tests.fakediscord import FakeDiscord


async def test_sigterm_closes_the_bot_and_its_database(fake_discord: FakeDiscord, tmp_path,
                                                       caplog) -> None:
    db = tmp_path / "seq.db"
    settings = bot.Settings(token=fake_discord.token, database_path=str(db))
    caplog.set_level(logging.INFO, logger="sequence")
    running = asyncio.create_task(bot.run(settings))
    await fake_discord.wait_for(lambda: fake_discord.connected, what="the bot on the gateway")
    assert db.exists()

    os.kill(os.getpid(), signal.SIGTERM)

    await asyncio.wait_for(running, 10)  # returns, no exception
    assert "shutting down" in caplog.text
    await fake_discord.wait_for(lambda: not fake_discord.connected, what="the gateway closed")
    assert not (tmp_path / "seq.db-wal").exists()  # the last connection closed cleanly
    # the handlers went with the bot: SIGTERM is the default again, not a dead event's setter
    assert signal.getsignal(signal.SIGTERM) is signal.SIG_DFL


async def test_a_closing_bot_refuses_new_game_actions_and_changes_nothing(fake_discord, start_bot,
                                                                          tmp_path) -> None:
    from tests.bot_helpers import board_at, engine_game, factory, members_by_seat, start_game

    runner = await start_bot(factory(tmp_path / "seq.db"))
    bot = runner.bot
    alice, bob = fake_discord.add_member("alice"), fake_discord.add_member("bob")
    gid = await start_game(fake_discord, bot, alice, [bob], game="classic", players=2)
    board = await board_at(fake_discord, bot, gid, 0)
    game = await engine_game(bot, gid)
    record = await bot.store.load_game(gid)
    mover = members_by_seat(fake_discord, record)[game.to_act]

    bot.closing = True  # what SIGTERM's close() sets first
    click = await fake_discord.click(mover, board, f"seq:{gid}:0:play")
    assert click.ephemeral and "restarting" in click.text
    typed = await fake_discord.slash(mover, "sequence play", channel=record.thread_id,
                                     move=str(game.legal_moves()[0]), game=gid)
    assert typed.ephemeral and "restarting" in typed.text
    assert (await bot.store.load_game(gid)).moves == ()
    bot.closing = False
