"""Durability: the bot killed with SIGKILL at random moments while games are played, restarted,
and checked after every restart.

The bot runs in a process of its own (``tests/fakediscord/bot_process.py``, the same
``SequenceBot`` that ``bot.py`` runs) against the fake Discord in this process, on a SQLite
database in a temporary folder. ``--games`` games are played at once by players who move with
``/sequence play`` as soon as their board arrives; one game is against a computer. At random
moments (``--min``–``--max`` seconds after each start) the bot is killed with SIGKILL, its worker
processes are waited for, and it is started again. With ``--database-url postgresql://…`` (an
empty database) or ``--postgres`` (a throwaway PostgreSQL 15 cluster, durable defaults) the bot
keeps its games in PostgreSQL instead. After each restart:

- every game's newest stored move must be shown on a board (``boards behind after restart``
  counts games with no board showing it, or a later move, ``--settle`` seconds after the
  restart); dead cards a player turned in before playing on are shown with that play, so the
  players (and this check) wait for the board before them, as people do;
- every move a player saw acknowledged (its board arrived) must still be stored (``lost``);
- no process of the killed bot may be left (``orphaned processes``).

At the end no command may be left "thinking…" (``replies left 'thinking'``, counted once the last
bot has had ``--settle`` seconds to fill in what the killed ones left).

    .venv/bin/python -m benchmarks.durability --kills 30

The last line is ``boards behind after restart: N``.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import re
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from cogs.announce import goes_on  # noqa: E402
from data import GameRecord, Store  # noqa: E402
from engine import Game, GameSettings  # noqa: E402
from tests.bot_helpers import find_board, open_lobby  # noqa: E402
from tests.fakediscord import FakeDiscord  # noqa: E402
from tests.processes import BotProcess  # noqa: E402


@dataclass
class Figures:
    """What the run counted."""

    kills: int = 0
    acknowledged: set[tuple[int, int]] = field(default_factory=set)
    """(game, ply) of every move whose board reached its player."""
    lost: int = 0
    behind: int = 0
    orphans: int = 0
    thinking: int = 0
    restart_seconds: list[float] = field(default_factory=list)


async def start_games(fake: FakeDiscord, store: Store, games: int) -> list[int]:
    """Open and start the games: ``games - 1`` between two members, one against a computer."""
    ids = []
    for n in range(games):
        host = fake.add_member(f"host{n}")
        computer = n == games - 1
        options = {"computers": 1, "level": "easy"} if computer else {}
        gid, lobby = await open_lobby(fake, host, game="classic", players=2, **options)
        if not computer:
            await fake.click(fake.add_member(f"guest{n}"), lobby, f"seq:{gid}:-:join")
        await fake.click(host, lobby, f"seq:{gid}:-:start")
        await fake.wait_for(lambda gid=gid: find_board(fake, gid, 0), timeout=30)
        ids.append(gid)
    return ids


async def play(fake: FakeDiscord, store: Store, gid: int, up: asyncio.Event,
               figures: Figures, rng: random.Random) -> None:
    """Move in game ``gid`` whenever a human is to act, until it ends."""
    while True:
        await up.wait()
        record = await store.load_game(gid)
        game = replayed(record)
        if game.is_over:
            return
        user = record.seats[game.to_act].user_id
        if user is None or not shown_up_to(fake, gid, ply_to_show(record, game)):
            await fake_change(fake)  # the computer's turn, or the board is not out yet
            continue
        moves = [m for m in game.legal_moves() if m.kind == "play"] or game.legal_moves()
        move = rng.choice(moves)
        try:
            handle = fake.slash(fake.member(user), "sequence play",
                                channel=record.thread_id or record.channel_id,
                                move=str(move), game=gid)
            board = await handle.final_message(timeout=10)
        except (AssertionError, RuntimeError):
            await asyncio.sleep(0.05)  # the bot is down or the move was refused: look again
            continue
        if board.attachments and f"seq:{gid}:{game.ply + 1}:" in " ".join(board.custom_ids()):
            figures.acknowledged.add((gid, game.ply))


async def fake_change(fake: FakeDiscord) -> None:
    """Wait for anything to happen in the fake (or a short while)."""
    try:
        await fake.wait_for(lambda: False, timeout=0.2)
    except AssertionError:
        pass


async def check(fake: FakeDiscord, store: Store, ids: list[int], figures: Figures,
                settle: float) -> None:
    """After a restart: boards caught up, acknowledged moves kept."""
    for gid in ids:
        record = await store.load_game(gid)
        ply = len(record.moves)
        figures.lost += sum(1 for g, p in figures.acknowledged if g == gid and p >= ply)
        shown = ply_to_show(record, replayed(record))
        try:
            await fake.wait_for(lambda gid=gid, ply=shown: shown_up_to(fake, gid, ply),
                                timeout=settle, what=f"game {gid} at ply {ply}")
        except AssertionError:
            figures.behind += 1


def replayed(record: GameRecord) -> Game:
    """The game of a stored record."""
    return Game.replay(GameSettings.from_dict(dict(record.settings)), record.seed, record.moves)


def ply_to_show(record: GameRecord, game: Game) -> int:
    """The ply the game's board must show: every stored move, but the dead cards a player
    turned in just now and plays on after (the bot shows them with the turn's play, never
    on their own board)."""
    ply = len(record.moves)
    if goes_on(game):
        while ply and record.moves[ply - 1].startswith("dead "):
            ply -= 1
    return ply


def shown_up_to(fake: FakeDiscord, game_id: int, ply: int) -> bool:
    """Whether a board of ``game_id`` shows at least ``ply`` moves (its buttons carry that ply
    or a later one), or the game's final board is out. A board at exactly ``ply`` is not
    enough to wait for: the players play on at once after a restart, and the next move's
    board takes that one's buttons off."""
    at = re.compile(rf"seq:{game_id}:(\d+|-):")
    for msg in fake.all_messages():
        if msg.ephemeral or msg.deleted:
            continue
        channel = fake.channels.get(msg.channel_id)
        if channel is None or channel.is_dm:  # a turn DM carries the move menu too
            continue
        for custom_id in msg.custom_ids():
            found = at.match(custom_id)
            if found and (found.group(1) == "-" and custom_id.endswith(":rematch")
                          or found.group(1).isdigit() and int(found.group(1)) >= ply):
                return True
    return False


def thinking(fake: FakeDiscord) -> list[int]:
    """The interactions whose reply still says "thinking…"."""
    return [h.id for h in fake.interactions.values()
            if h.response_type == 5 and h.message is not None and h.message.flags & 128]


async def main(args: argparse.Namespace) -> Figures:
    """Run the kills; prints and returns the figures."""
    figures = Figures()
    rng = random.Random(args.seed)
    cluster = None
    url = args.database_url
    if args.postgres and not url:
        from tests.postgres_cluster import PostgresCluster

        cluster = PostgresCluster().start(durable=True)
        url = cluster.create_database("durability")
    try:
        with tempfile.TemporaryDirectory() as folder:
            db: Path | str = url or Path(folder) / "durability.db"
            async with FakeDiscord() as fake:
                bot = BotProcess(fake.base_url, str(db))
                await bot.start()
                async with Store(url=url) if url else Store(db) as store:
                    ids = await start_games(fake, store, args.games)
                    up = asyncio.Event()
                    up.set()
                    players = [asyncio.create_task(play(fake, store, gid, up, figures,
                                                        random.Random(rng.random())))
                               for gid in ids]
                    for _ in range(args.kills):
                        await asyncio.sleep(rng.uniform(args.min, args.max))
                        up.clear()
                        figures.orphans += await bot.kill()
                        figures.kills += 1
                        began = time.monotonic()
                        await bot.start()
                        up.set()
                        await check(fake, store, ids, figures, args.settle)
                        figures.restart_seconds.append(time.monotonic() - began)
                    for task in players:
                        task.cancel()
                    await asyncio.gather(*players, return_exceptions=True)
                    # The last bot fills in what earlier ones left "thinking…" once it has
                    # shown what was owed: give it the same time as the boards.
                    try:
                        await fake.wait_for(lambda: not thinking(fake), timeout=args.settle,
                                            what="replies filled in")
                    except AssertionError:
                        pass
                    figures.thinking = len(thinking(fake))
                await bot.stop()
    finally:
        if cluster is not None:
            cluster.stop()
    moves = len(figures.acknowledged)
    slowest = max(figures.restart_seconds, default=0.0)
    print(f"database: {'PostgreSQL' if url else 'SQLite'}")
    print(f"games: {args.games} (one against a computer), kills: {figures.kills}")
    print(f"acknowledged moves: {moves}, lost: {figures.lost}")
    print(f"slowest restart until every board was checked: {slowest:.1f} s")
    print(f"replies left 'thinking': {figures.thinking}")
    print(f"orphaned processes: {figures.orphans}")
    print(f"boards behind after restart: {figures.behind}")
    return figures


def parse(argv: list[str] | None = None) -> argparse.Namespace:
    """The command line."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kills", type=int, default=30)
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--min", type=float, default=0.5, help="seconds after a start")
    parser.add_argument("--max", type=float, default=3.0, help="seconds after a start")
    parser.add_argument("--settle", type=float, default=10.0,
                        help="seconds a board may take to catch up after a restart")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--database-url", default="",
                        help="an empty PostgreSQL database to keep the games in")
    parser.add_argument("--postgres", action="store_true",
                        help="start a throwaway PostgreSQL 15 cluster and use it")
    return parser.parse_args(argv)


if __name__ == "__main__":
    asyncio.run(main(parse()))
