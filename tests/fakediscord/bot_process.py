"""The real bot in a process of its own, against a FakeDiscord served by another process (as the
real Discord is remote). Used by benchmarks that must not share the bot's cores with the fake.

    python -m tests.fakediscord.bot_process http://127.0.0.1:PORT path/to/bot.db

It prints ``ready`` once it is on the gateway and its slash commands are synced, then runs
until it is killed or gets SIGTERM (a clean close).
"""

from __future__ import annotations

import asyncio
import signal
import sys

import discord
import yarl

from cogs.client import SequenceBot
from tests.fakediscord.server import API, BOT_TOKEN


async def main(url: str, db: str) -> None:
    """Point discord.py at the fake at ``url`` and run the bot on database ``db``."""
    discord.http.Route.BASE = url + API
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(
        url.replace("http://", "ws://") + "/gateway")
    bot = SequenceBot(db_path=db, guild_ready_timeout=0.05)
    stop = asyncio.Event()
    asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, stop.set)
    async with bot:
        await bot.login(BOT_TOKEN)
        connection = asyncio.create_task(bot.connect())
        await bot.wait_until_ready()
        await bot.tree.sync()
        print("ready", flush=True)
        await asyncio.wait({connection, asyncio.create_task(stop.wait())},
                           return_when=asyncio.FIRST_COMPLETED)
        await bot.close()


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], sys.argv[2]))
