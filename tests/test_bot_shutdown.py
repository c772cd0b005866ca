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
