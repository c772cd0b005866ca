"""Time from a move's interaction to the bot's response carrying the new board, and the moves a
second the machine takes at saturation.

The real bot runs against the fake Discord on loopback (tests/fakediscord) with a database in a
temporary folder; with ``--separate`` (the default) the bot runs in a process of its own, as the
real Discord is remote. ``--games`` two-player classic games are started, then all of them are
played at once, each player thinking ``--think`` seconds (on average) before a move, the way
people play: for each move the player clicks Play on the board, picks the card, then the space;
the clock runs from that last interaction until the new board (with its picture) has arrived.
Every ``--slash-every``-th move is typed with ``/sequence play`` instead (clock: until the
deferred reply holds the board).

    .venv/bin/python -m benchmarks.interaction --games 50 --moves 12
    .venv/bin/python -m benchmarks.interaction --saturation

``--saturation`` runs two phases: every player clicks again the moment the board arrives
(``--games`` at once, default 50), then the 3-second-thinking mode with 200 games at once. Its
last lines are ``moves per second at saturation: N`` and ``move to board p99 ms: N``; without
it the last line is ``move to board p99 ms: N``.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import os
import random
import statistics
import sys
import tempfile
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from data import Store  # noqa: E402
from engine import Game, GameSettings  # noqa: E402
from tests.bot_helpers import find_board, open_lobby  # noqa: E402
from tests.fakediscord import FakeDiscord, StoredMessage, running_bot  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent


LATE: list[int] = []
"""Moves whose interaction expired before the bot answered (the board was posted instead)."""


def percentile(values: list[float], q: float) -> float:
    """The ``q`` quantile (0..1) by nearest rank."""
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))
    return ordered[index]


@dataclass
class Table:
    """One game as the players see it: a replica of the game (the same seed and moves give the
    same game as the bot's) and the newest board message."""

    gid: int
    game: Game
    users: dict[int, int]
    """seat → member id"""
    board: StoredMessage


@contextlib.asynccontextmanager
async def bot_for(fake: FakeDiscord, db: Path, separate: bool) -> AsyncIterator[None]:
    """Run the bot on ``db`` against ``fake``: in its own process, or in this one."""
    if not separate:
        from cogs.client import SequenceBot

        seeds = iter(range(1, 100_000))
        async with running_bot(fake, lambda: SequenceBot(
                db_path=db, guild_ready_timeout=0.05, seed_source=lambda: next(seeds))):
            yield
        return
    child = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "tests.fakediscord.bot_process", fake.base_url, str(db),
        cwd=ROOT, stdout=asyncio.subprocess.PIPE)
    try:
        assert child.stdout is not None
        line = await asyncio.wait_for(child.stdout.readline(), 60)
        assert line.strip() == b"ready", line
        yield
    finally:
        child.terminate()
        await child.wait()


async def start(fake: FakeDiscord, store: Store, number: int) -> Table:
    """Open, fill and start one two-player game."""
    host = fake.add_member(f"host{number}")
    guest = fake.add_member(f"guest{number}")
    gid, lobby = await open_lobby(fake, host, game="classic", players=2)
    await fake.click(guest, lobby, f"seq:{gid}:-:join")
    await fake.click(host, lobby, f"seq:{gid}:-:start")
    board = await fake.wait_for(lambda: find_board(fake, gid, 0), what="board 0", timeout=60)
    record = await store.load_game(gid)
    game = Game.replay(GameSettings.from_dict(dict(record.settings)), record.seed, record.moves)
    return Table(gid, game, {s.seat: s.user_id for s in record.seats if s.user_id}, board)


async def one_move(fake: FakeDiscord, table: Table, rng: random.Random,
                   slash: bool) -> float | None:
    """Play one move of ``table``'s game; returns the move-to-board time in seconds."""
    game, gid = table.game, table.gid
    if game.is_over:
        return None
    member = fake.member(table.users[game.to_act])
    moves = game.legal_moves()
    plays = [m for m in moves if m.kind == "play"] or moves
    move = rng.choice(plays)
    loop = asyncio.get_running_loop()
    if slash or move.kind != "play":
        began = loop.time()
        handle = fake.slash(member, "sequence play", channel=table.board.channel_id,
                            move=str(move), game=gid)
        try:
            board = await handle.final_message(timeout=10)
        except AssertionError:  # answered too late for Discord: the board went to the channel
            LATE.append(gid)
            board = await fake.wait_for(lambda: find_board(fake, gid, game.ply + 1), timeout=60)
        took = loop.time() - began
    else:
        opened = await fake.click(member, table.board, f"seq:{gid}:{game.ply}:play")
        await opened.final_message(timeout=60)
        await fake.select(member, opened.message, f"seq:{gid}:{game.ply}:card", [move.card])
        msg = fake.message(opened.message.id)
        sel = next(s for s in msg.selects() if move.space in [o["value"] for o in s["options"]])
        began = loop.time()
        handle = fake.select(member, msg, sel["custom_id"], [move.space])
        try:
            await handle
            await handle.wait_followups(1, timeout=10)
            board = handle.followups[0]
        except AssertionError:  # answered too late for Discord: the board went to the channel
            LATE.append(gid)
            board = await fake.wait_for(lambda: find_board(fake, gid, game.ply + 1), timeout=60)
        took = loop.time() - began
    assert board.attachments, "the new board carries its picture"
    game.play(move)
    table.board = board
    return took


async def play_game(fake: FakeDiscord, table: Table, moves: int, seed: int, slash_every: int,
                    think: float, times: list[float]) -> None:
    """Play up to ``moves`` moves of one game, recording each move's time.

    Before each move the player "thinks" for 0.5 to 1.5 times ``think`` seconds (0: never).
    """
    rng = random.Random(seed)
    for i in range(moves):
        if think:
            await asyncio.sleep(think * rng.uniform(0.5, 1.5))
        took = await one_move(fake, table, rng, slash_every > 0 and i % slash_every == 0)
        if took is None:
            return
        times.append(took)


@dataclass
class Figures:
    """What one run measured."""

    games: int
    times: list[float]
    setup: float
    wall: float
    violations: int

    @property
    def per_second(self) -> float:
        """Moves completed per second of play."""
        return len(self.times) / self.wall

    def p99_ms(self) -> float:
        """The 99th percentile of move-to-board times, in milliseconds."""
        return percentile([t * 1000 for t in self.times], 0.99)


async def run(games: int, moves: int, slash_every: int, think: float,
              separate: bool) -> Figures:
    """Start ``games`` games, play them all at once, and return the figures."""
    logging.basicConfig(level=logging.WARNING)
    with tempfile.TemporaryDirectory() as folder:
        db = Path(folder) / "bench.db"
        async with FakeDiscord() as fake:
            fake.ack_deadline = 3.0
            async with bot_for(fake, db, separate), Store(db) as store:
                began = time.perf_counter()
                tables = [await start(fake, store, n) for n in range(games)]
                setup = time.perf_counter() - began
                times: list[float] = []
                began = time.perf_counter()
                await asyncio.gather(*(
                    play_game(fake, table, moves, n, slash_every, think, times)
                    for n, table in enumerate(tables)
                ))
                wall = time.perf_counter() - began
            violations = len(fake.violations)
    return Figures(games, times, setup, wall, violations)


def report(figures: Figures, think: float, separate: bool) -> None:
    """Print one run's figures."""
    ms = [t * 1000 for t in figures.times]
    where = "bot in its own process" if separate else "bot in the fake's process"
    print(f"games: {figures.games}, moves timed: {len(ms)}, think time {think:.1f} s, "
          f"{where}, set-up {figures.setup:.1f} s, play {figures.wall:.1f} s")
    print(f"Discord rule violations: {figures.violations}; moves answered too late: "
          f"{len(LATE)}")
    print(f"moves per second: {figures.per_second:.1f}")
    print(f"move to board median ms: {statistics.median(ms):.0f}")
    print(f"move to board p90 ms: {percentile(ms, 0.90):.0f}")
    print(f"move to board max ms: {max(ms):.0f}")


async def main(args: argparse.Namespace) -> None:
    """Run the benchmark the arguments ask for and print its figures."""
    if not args.saturation:
        figures = await run(args.games, args.moves, args.slash_every, args.think,
                            args.separate)
        report(figures, args.think, args.separate)
        print(f"move to board p99 ms: {figures.p99_ms():.0f}")
        return
    busy = await run(args.games, args.moves, args.slash_every, 0.0, args.separate)
    report(busy, 0.0, args.separate)
    print(f"move to board p99 ms: {busy.p99_ms():.0f}")
    print()
    paced = await run(200, args.moves, args.slash_every, 3.0, args.separate)
    report(paced, 3.0, args.separate)
    print()
    print(f"moves per second at saturation: {busy.per_second:.0f}")
    print(f"move to board p99 ms: {paced.p99_ms():.0f}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--moves", type=int, default=12, help="moves per game")
    parser.add_argument("--slash-every", type=int, default=4,
                        help="type every n-th move with /sequence play (0: never)")
    parser.add_argument("--think", type=float, default=3.0,
                        help="mean seconds a player thinks before each move (0: no pause)")
    parser.add_argument("--saturation", action="store_true",
                        help="no thinking, then 200 games thinking 3 s (see the module doc)")
    parser.add_argument("--separate", action=argparse.BooleanOptionalAction, default=True,
                        help="run the bot in its own process (default) or in the fake's")
    asyncio.run(main(parser.parse_args()))
