"""The real bot in a process of its own, against a FakeDiscord served by another process (as the
real Discord is remote). Used by benchmarks that must not share the bot's cores with the fake,
and by the tests that kill a bot process.

    python -m tests.fakediscord.bot_process http://127.0.0.1:PORT DATABASE [options]

``DATABASE`` is a SQLite file or a ``postgresql://`` URL. With ``--shard-count 2 --shard-ids 1``
the bot runs shard 1 of 2 (a ``ShardedSequenceBot``, as ``SHARD_COUNT``/``SHARD_IDS`` make it),
sharing the database with the processes that run the others. ``--clock-file`` names a file
holding seconds to add to the bot's clock (read at each use), so a test can run turn clocks out
without waiting. It prints ``ready`` once it is on the gateway (and, unless it runs shards
without shard 0, has synced its slash commands: one process syncs), then runs until it is
killed or gets SIGTERM (a clean close).
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import signal
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import discord
import yarl

from bot import new_event_loop
from cogs.client import SequenceBot, Settings
from cogs.shards import ShardedSequenceBot, parse_shard_ids
from tests.fakediscord.server import API, BOT_TOKEN


class FastShards(ShardedSequenceBot):
    """The sharded bot without discord.py's 5 s wait between its shards' IDENTIFYs (the fake
    needs no spacing)."""

    async def before_identify_hook(self, shard_id: int | None, *, initial: bool = False) -> None:
        """Identify at once."""


def clock_from(path: str | None) -> Callable[[], float]:
    """The real time, plus the seconds written in ``path`` if given."""
    if path is None:
        return time.time
    file = Path(path)

    def now() -> float:
        try:
            return time.time() + float(file.read_text() or 0)
        except (OSError, ValueError):
            return time.time()
    return now


def build(args: argparse.Namespace) -> SequenceBot:
    """The bot the command line asks for."""
    db = args.database
    settings = Settings(database_url=db) if db.startswith("postgresql://") else Settings(
        database_path=db)
    # its workers start with it, as ``bot.py`` starts them
    options: dict[str, Any] = {"guild_ready_timeout": 0.05, "clock": clock_from(args.clock_file),
                               "warm_workers": True}
    for name in ("sweep_seconds", "claim_seconds", "computer_pause", "computer_budget",
                 "undo_seconds"):
        if getattr(args, name) is not None:
            options[name] = getattr(args, name)
    if args.shard_count is None:
        return SequenceBot(settings, **options)
    ids = parse_shard_ids(args.shard_ids) if args.shard_ids else None
    settings = Settings(database_path=settings.database_path, database_url=settings.database_url,
                        shard_count=args.shard_count, shard_ids=ids)
    return FastShards(settings, **options)


async def main(args: argparse.Namespace) -> None:
    """Point discord.py at the fake at ``args.url`` and run the bot."""
    url = args.url
    logging.basicConfig(level=max(logging.INFO, logging.getLevelName(args.log_level)),
                        format=f"{args.shard_ids or ''} %(levelname)s %(name)s: %(message)s")
    for ours in ("cogs", "table", "data"):
        logging.getLogger(ours).setLevel(args.log_level)
    discord.http.Route.BASE = url + API
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(
        url.replace("http://", "ws://") + "/gateway")
    bot = build(args)
    stop = asyncio.Event()
    asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, stop.set)
    async with bot:
        await bot.login(BOT_TOKEN)
        connection = asyncio.create_task(bot.connect())
        await bot.wait_until_ready()
        shards = getattr(bot, "shard_ids", None)
        if shards is None or 0 in shards:
            await bot.tree.sync()
        print("ready", flush=True)
        await asyncio.wait({connection, asyncio.create_task(stop.wait())},
                           return_when=asyncio.FIRST_COMPLETED)
        await bot.close()


def parse(argv: list[str] | None = None) -> argparse.Namespace:
    """The command line."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("url")
    parser.add_argument("database")
    parser.add_argument("--shard-count", type=int)
    parser.add_argument("--shard-ids")
    parser.add_argument("--clock-file")
    parser.add_argument("--sweep-seconds", type=float)
    parser.add_argument("--claim-seconds", type=float)
    parser.add_argument("--computer-pause", type=float)
    parser.add_argument("--computer-budget", type=float)
    parser.add_argument("--undo-seconds", type=float)
    parser.add_argument("--log-level", default="WARNING")
    return parser.parse_args(argv)


if __name__ == "__main__":
    with asyncio.Runner(loop_factory=new_event_loop) as runner:  # the loop the bot runs on
        runner.run(main(parse()))
