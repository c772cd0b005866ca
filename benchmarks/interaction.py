"""Time from a move's interaction to the bot's response carrying the new board.

The real bot runs against the fake Discord on loopback (tests/fakediscord) with a database in a
temporary folder. ``--games`` two-player classic games are started, then all of them are played
at once, each player thinking ``--think`` seconds (on average) before a move, the way people
play: for each move the player clicks Play on the board, picks the card, then the space; the
clock runs from that last interaction until the new board (with its picture) has arrived. Every
``--slash-every``-th move is typed with ``/sequence play`` instead (clock: until the deferred
reply holds the board).

    .venv/bin/python -m benchmarks.interaction --games 50 --moves 12

The last line is ``move to board p99 ms: N``.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from bot import SequenceBot  # noqa: E402
from tests.bot_helpers import board_at, engine_game, open_lobby  # noqa: E402
from tests.fakediscord import FakeDiscord, running_bot  # noqa: E402


def percentile(values: list[float], q: float) -> float:
    """The ``q`` quantile (0..1) by nearest rank."""
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))
    return ordered[index]


async def start(fake: FakeDiscord, bot: SequenceBot, number: int) -> int:
    """Open, fill and start one two-player game; returns its id."""
    host = fake.add_member(f"host{number}")
    guest = fake.add_member(f"guest{number}")
    gid, lobby = await open_lobby(fake, host, game="classic", players=2)
    await fake.click(guest, lobby, f"seq:{gid}:-:join")
    await fake.click(host, lobby, f"seq:{gid}:-:start")
    await board_at(fake, bot, gid, 0)
    return gid


async def one_move(fake: FakeDiscord, bot: SequenceBot, gid: int, rng: random.Random,
                   slash: bool) -> float | None:
    """Play one move of game ``gid``; returns the move-to-board time in seconds."""
    game = await engine_game(bot, gid)
    if game.is_over:
        return None
    record = await bot.store.load_game(gid)
    member = fake.member(record.seats[game.to_act].user_id)
    moves = game.legal_moves()
    plays = [m for m in moves if m.kind == "play"] or moves
    move = rng.choice(plays)
    loop = asyncio.get_running_loop()
    if slash or move.kind != "play":
        began = loop.time()
        handle = fake.slash(member, "sequence play", channel=record.thread_id, move=str(move),
                            game=gid)
        await handle.final_message()
        return loop.time() - began
    board = await board_at(fake, bot, gid, game.ply)
    opened = await fake.click(member, board, f"seq:{gid}:{game.ply}:play")
    await opened.final_message()
    await fake.select(member, opened.message, f"seq:{gid}:{game.ply}:card", [move.card])
    msg = fake.message(opened.message.id)
    sel = next(s for s in msg.selects() if move.space in [o["value"] for o in s["options"]])
    began = loop.time()
    handle = fake.select(member, msg, sel["custom_id"], [move.space])
    await handle
    await handle.wait_followups(1)
    board_message = handle.followups[0]
    assert board_message.attachments, "the new board carries its picture"
    return loop.time() - began


async def play_game(fake: FakeDiscord, bot: SequenceBot, gid: int, moves: int, seed: int,
                    slash_every: int, think: float, times: list[float]) -> None:
    """Play up to ``moves`` moves of one game, recording each move's time.

    Before each move the player "thinks" for 0.5 to 1.5 times ``think`` seconds (0: never).
    """
    rng = random.Random(seed)
    for i in range(moves):
        if think:
            await asyncio.sleep(think * rng.uniform(0.5, 1.5))
        took = await one_move(fake, bot, gid, rng, slash_every > 0 and i % slash_every == 0)
        if took is None:
            return
        times.append(took)


async def main(games: int, moves: int, slash_every: int, think: float) -> float:
    """Run the benchmark; prints the figures and returns the p99 in milliseconds."""
    logging.basicConfig(level=logging.WARNING)
    with tempfile.TemporaryDirectory() as folder:
        db = Path(folder) / "bench.db"
        seeds = iter(range(1, 10_000))

        def make() -> SequenceBot:
            return SequenceBot(db_path=db, guild_ready_timeout=0.05,
                               seed_source=lambda: next(seeds))

        async with FakeDiscord() as fake:
            fake.ack_deadline = 3.0
            async with running_bot(fake, make) as runner:
                bot = runner.bot
                assert isinstance(bot, SequenceBot)
                began = time.perf_counter()
                ids = [await start(fake, bot, n) for n in range(games)]
                await bot.idle()
                setup = time.perf_counter() - began
                times: list[float] = []
                began = time.perf_counter()
                await asyncio.gather(*(
                    play_game(fake, bot, gid, moves, n, slash_every, think, times)
                    for n, gid in enumerate(ids)
                ))
                await bot.idle()
                wall = time.perf_counter() - began
            violations = len(fake.violations)
    ms = [t * 1000 for t in times]
    p99 = percentile(ms, 0.99)
    print(f"games: {games}, moves timed: {len(ms)}, think time {think:.1f} s, "
          f"set-up {setup:.1f} s, play {wall:.1f} s")
    print(f"Discord rule violations: {violations}")
    print(f"move to board median ms: {statistics.median(ms):.0f}")
    print(f"move to board p90 ms: {percentile(ms, 0.90):.0f}")
    print(f"move to board max ms: {max(ms):.0f}")
    print(f"move to board p99 ms: {p99:.0f}")
    return p99


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--moves", type=int, default=12, help="moves per game")
    parser.add_argument("--slash-every", type=int, default=4,
                        help="type every n-th move with /sequence play (0: never)")
    parser.add_argument("--think", type=float, default=3.0,
                        help="mean seconds a player thinks before each move (0: no pause)")
    args = parser.parse_args()
    asyncio.run(main(args.games, args.moves, args.slash_every, args.think))
