"""Moves per second at saturation with one bot process and with two over one PostgreSQL
database, and acknowledged moves lost when one of two processes is killed.

The fake Discord (with two shards, a guild on each) and the players run in this process; each
bot process runs in its own (``tests/fakediscord/bot_process.py``, the ``SequenceBot`` that
``bot.py`` runs), as the real Discord is remote. One process runs both shards (``SHARD_COUNT=2``,
``SHARD_IDS=0-1``: nothing shared, nothing claimed); two processes run a shard each, reading
games from the store at each use and claiming announcements in the database. ``--games``
two-player games are spread over the two guilds, and every player types its move with
``/sequence play`` the moment the board of its turn is its answer, for ``--seconds`` after a
warm-up. Then, with two processes, one is killed with SIGKILL ``--kills`` times at random
moments while the players go on, and started again; afterwards every move whose board reached
its player must be stored.

PostgreSQL 15 is a throwaway cluster started here (durable defaults: fsync on) unless
``--database-url`` names an empty database to use (each phase empties nothing: give a fresh
one; the phases then share it and start new games).

    .venv/bin/python -m benchmarks.scale --games 16 --seconds 20 --kills 3

The last lines are ``processes: 1, moves per second: M``, ``processes: 2, moves per second: M``
and ``acknowledged moves lost: N``.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import platform
import random
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from data import Store  # noqa: E402
from engine import Game, GameSettings  # noqa: E402
from tests.bot_helpers import open_lobby  # noqa: E402
from tests.fakediscord import FakeDiscord  # noqa: E402
from tests.processes import BotProcess  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent


@dataclass
class Run:
    """What the players counted."""

    acknowledged: set[tuple[int, int]] = field(default_factory=set)
    """(game, ply) of every move whose board came back as its answer."""
    counting: bool = False
    counted: int = 0
    refused: int = 0
    other: int = 0
    """Answers that were not the board of the move (a refusal: the game moved meanwhile)."""


async def start_games(fake: FakeDiscord, guilds: list[int], games: int, tag: str) -> list[int]:
    """Open and start ``games`` two-player games, spread over ``guilds``."""
    ids = []
    for n in range(games):
        where = fake.channel("games", guild=guilds[n % len(guilds)]).id
        host, guest = fake.add_member(f"{tag}h{n}"), fake.add_member(f"{tag}g{n}")
        gid, lobby = await open_lobby(fake, host, channel=where, game="classic", players=2)
        await fake.click(guest, lobby, f"seq:{gid}:-:join")
        started = await fake.click(host, lobby, f"seq:{gid}:-:start")
        assert started.response_type == 7, started.rejected
        ids.append(gid)
    return ids


async def play(fake: FakeDiscord, store: Store, gid: int, run: Run, rng: random.Random,
               stop: asyncio.Event) -> None:
    """Move in game ``gid`` the moment a board comes back, until ``stop`` or the game ends."""
    game: Game | None = None
    while not stop.is_set():
        record = await store.load_game(gid)
        if game is None or game.ply != len(record.moves):  # first, or after a failed answer
            game = Game.replay(GameSettings.from_dict(dict(record.settings)), record.seed,
                               record.moves)
        if game.is_over:
            return
        member = fake.member(record.seats[game.to_act].user_id)
        moves = [m for m in game.legal_moves() if m.kind == "play"] or game.legal_moves()
        move = rng.choice(moves)
        try:
            handle = fake.slash(member, "sequence play", channel=record.thread_id or
                                record.channel_id, move=str(move), game=gid)
            board = await handle.final_message(timeout=15)
        except (AssertionError, RuntimeError):
            run.refused += 1  # the process of its shard is down, or the answer was lost
            game = None
            await asyncio.sleep(0.2)  # a process is restarting: look again shortly
            continue
        if f"seq:{gid}:{game.ply + 1}:" in " ".join(board.custom_ids()):
            run.acknowledged.add((gid, game.ply))
            if run.counting:
                run.counted += 1
            game.play(move)
        else:
            run.other += 1
            game = None


async def phase(fake: FakeDiscord, url: str, guilds: list[int], processes: int,
                args: argparse.Namespace, tag: str) -> tuple[float, int]:
    """Run ``processes`` bot processes and saturate them; returns (moves per second, lost)."""
    common = ("--shard-count", "2", "--computer-pause", "0")
    if processes == 1:
        bots = [BotProcess(fake.base_url, url, *common, "--shard-ids", "0-1")]
    else:
        bots = [BotProcess(fake.base_url, url, *common, "--shard-ids", str(k),
                           "--sweep-seconds", "1", "--claim-seconds", "5") for k in (0, 1)]
    rng = random.Random(args.seed + processes)
    run = Run()
    store = Store(url=url)
    try:
        for bot in bots:
            await bot.start()
        await store.open()
        ids = await start_games(fake, guilds, args.games, tag)
        stop = asyncio.Event()
        players = [asyncio.create_task(play(fake, store, gid, run, random.Random(rng.random()),
                                            stop)) for gid in ids]
        await asyncio.sleep(args.warmup)
        run.counting, began = True, time.monotonic()
        await asyncio.sleep(args.seconds)
        run.counting, elapsed = False, time.monotonic() - began
        rate = run.counted / elapsed
        print(f"processes: {processes}: {run.counted} moves in {elapsed:.1f} s; answers not "
              f"the board: {run.other}, failed: {run.refused}")
        lost = 0
        if processes == 2 and args.kills:
            for _ in range(args.kills):
                await asyncio.sleep(rng.uniform(1.0, 4.0))
                victim = bots[rng.randrange(2)]
                await victim.kill()
                await victim.start()
            await asyncio.sleep(args.settle)
        stop.set()
        await asyncio.gather(*players, return_exceptions=True)
        for gid in ids:
            stored = len((await store.load_game(gid)).moves)
            lost += sum(1 for g, p in run.acknowledged if g == gid and p >= stored)
        if processes == 2 and args.kills:
            print(f"kills: {args.kills}, acknowledged moves in all: {len(run.acknowledged)}, "
                  f"answers that failed while a process was down: {run.refused}")
        return rate, lost
    finally:
        for bot in bots:
            await bot.stop()
        await store.close()


async def main(args: argparse.Namespace) -> None:
    """Both phases; prints the figures."""
    cluster = None
    url = args.database_url
    if not url:
        from tests.postgres_cluster import PostgresCluster

        cluster = PostgresCluster().start(durable=True)
        url = cluster.create_database("scale")
    try:
        async with FakeDiscord(shard_count=2, check_schema=False) as fake:
            fake.ack_deadline = 30.0  # saturation: late answers are counted, not refused
            guilds = [fake.add_guild("Alpha", shard=0).id, fake.add_guild("Beta", shard=1).id]
            print(f"{platform.node()}: {os.cpu_count()} cores, Python "
                  f"{platform.python_version()}, {args.games} games, {args.seconds} s each")
            rates, lost = {}, 0
            for processes in (1, 2):
                rates[processes], lost = await phase(fake, url, guilds, processes, args,
                                                     f"p{processes}")
            for violation in fake.violations[:5]:
                print(f"violation: {violation.rule}: {violation.detail[:200]}")
            fake.violations.clear()
    finally:
        if cluster is not None:
            cluster.stop()
    for processes, rate in rates.items():
        print(f"processes: {processes}, moves per second: {rate:.1f}")
    print(f"acknowledged moves lost: {lost}")


def parse(argv: list[str] | None = None) -> argparse.Namespace:
    """The command line."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=16)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--warmup", type=float, default=5.0)
    parser.add_argument("--kills", type=int, default=3)
    parser.add_argument("--settle", type=float, default=5.0,
                        help="seconds of play after the last restart")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--database-url", default="",
                        help="an empty PostgreSQL database (default: a throwaway cluster)")
    return parser.parse_args(argv)


if __name__ == "__main__":
    asyncio.run(main(parse()))
