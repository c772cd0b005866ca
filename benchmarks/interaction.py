"""Time from a move's interaction to the bot's response carrying the new board, the moves a
second the machine takes at saturation, and (``--count``) what a turn costs the players.

The real bot runs against the fake Discord on loopback (tests/fakediscord) with a database in a
temporary folder; with ``--separate`` (the default) the bot runs in a process of its own, as the
real Discord is remote, and a move chosen on a hand panel counts at once (the bot's
``undo_seconds`` is ``--undo``, 0 by default). ``--games`` two-player classic games are
started, then all of them are played at once, each player thinking ``--think`` seconds (on
average) before a move, the way people play with the hand panel: each player opens their panel
once (My hand) and keeps it open; on their turn they wait until it shows their move menu and
choose a move in it; the clock runs from that choice until the new board (with its picture)
has arrived. Every ``--slash-every``-th move is typed with ``/sequence play`` instead (clock:
until the reply holds the board).

    .venv/bin/python -m benchmarks.interaction --games 50 --moves 12
    .venv/bin/python -m benchmarks.interaction --saturation
    .venv/bin/python -m benchmarks.interaction --count

``--saturation`` runs two phases: every player clicks again the moment their panel offers the
move (``--games`` at once, default 50), then the 3-second-thinking mode with 200 games at once.
Its last lines are ``moves per second at saturation: N`` and ``move to board p99 ms: N``;
without it the last line is ``move to board p99 ms: N``. Each run also prints the bot's CPU
per move (its process and its picture workers), which the machine's load changes much less
than the rates, and the machine's speed before and after (``machine speed: N``, the random
games a second of ``benchmarks/engine.py``). The speed modes run the fake without its check
of request bodies against Discord's OpenAPI description (a few milliseconds a request, in the
process that also plays the members); ``--check-schema`` turns it on. With ``--turns`` each
move is also timed until the next player's panel offers their moves (``move to the next
player's menu on their panel``): when the bot has more to do than its cores can, that is where
the waiting may be rather than in the board's time. Watching the panels costs the fake's
process CPU, so the rates are lower.

``--count`` plays ``--count-games`` whole games of each table (classic 2 and 3 players, Kids,
Dice) through the fake, with the bot in this process and the schema check on (unless
``--no-check-schema``), and counts interactions, channel messages and DMs per move (a move is a
player's turn: dead cards turned in and the play; in Dice one roll and its placement;
``benchmarks/interaction_counts.py`` says how the players play). Its last lines are
``interactions per ordinary move: N`` and ``channel messages per move: N``: the highest of the
tables' figures, from an open panel (Dice, which has no panel, from its board).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import os
import random
import re
import statistics
import sys
import tempfile
import time
from collections import Counter
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from benchmarks.engine import games_per_second  # noqa: E402
from benchmarks.interaction_counts import count_games, count_lines  # noqa: E402
from bot import new_event_loop  # noqa: E402
from data import Store  # noqa: E402
from engine import Game, GameSettings, parse_move  # noqa: E402
from tests.bot_helpers import find_board, open_lobby  # noqa: E402
from tests.fakediscord import FakeDiscord, StoredMessage, running_bot  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent


LATE: list[int] = []
REPEATED: list[int] = []
"""Games whose new board repeated the line of the move before it (the bot thought that move
not yet shown): a race between recording a board and the next move."""
"""Moves whose interaction expired before the bot answered (the board was posted instead)."""


def percentile(values: list[float], q: float) -> float:
    """The ``q`` quantile (0..1) by nearest rank."""
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))
    return ordered[index]


def cpu_seconds(pid: int) -> tuple[float, float]:
    """CPU seconds used so far by process ``pid`` and by every process under it (Linux
    /proc): the bot's own process, and its picture workers."""
    parent: dict[int, int] = {}
    used: dict[int, float] = {}
    tick = os.sysconf("SC_CLK_TCK")
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as file:
                stat = file.read()
        except OSError:  # gone meanwhile
            continue
        fields = stat[stat.rindex(")") + 2:].split()
        parent[int(entry)] = int(fields[1])
        used[int(entry)] = (int(fields[11]) + int(fields[12])) / tick
    tree = {pid}
    while grown := {p for p, pp in parent.items() if pp in tree and p not in tree}:
        tree |= grown
    return used.get(pid, 0.0), sum(used.get(p, 0.0) for p in tree - {pid})


@dataclass
class Table:
    """One game as the players see it: a replica of the game (the same seed and moves give the
    same game as the bot's), the newest board message and each player's open hand panel."""

    gid: int
    game: Game
    users: dict[int, int]
    """seat → member id"""
    board: StoredMessage
    panels: dict[int, int]
    """seat → the message id of the player's hand panel"""
    waiting: set[asyncio.Future[None]] = field(default_factory=set)
    """Watches for the next player's panel offering their moves (``one_move``'s ``turns``)."""


@contextlib.asynccontextmanager
async def bot_for(fake: FakeDiscord, db: Path, separate: bool,
                  undo: float = 0.0) -> AsyncIterator[int | None]:
    """Run the bot on ``db`` against ``fake``: in its own process (yields its pid), or in this
    one (yields None); a move chosen on a panel counts after ``undo`` seconds."""
    if not separate:
        from cogs.client import SequenceBot

        seeds = iter(range(1, 100_000))
        async with running_bot(fake, lambda: SequenceBot(
                db_path=db, guild_ready_timeout=0.05, seed_source=lambda: next(seeds),
                undo_seconds=undo)):
            yield None
        return
    child = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "tests.fakediscord.bot_process", fake.base_url, str(db),
        "--undo-seconds", str(undo),
        cwd=ROOT, stdout=asyncio.subprocess.PIPE)
    try:
        assert child.stdout is not None
        line = await asyncio.wait_for(child.stdout.readline(), 60)
        assert line.strip() == b"ready", line
        yield child.pid
    finally:
        child.terminate()
        await child.wait()


async def start(fake: FakeDiscord, store: Store, number: int) -> Table:
    """Open, fill and start one two-player game; each player opens their hand panel."""
    host = fake.add_member(f"host{number}")
    guest = fake.add_member(f"guest{number}")
    gid, lobby = await open_lobby(fake, host, game="classic", players=2)
    await fake.click(guest, lobby, f"seq:{gid}:-:join")
    await fake.click(host, lobby, f"seq:{gid}:-:start")
    board = await fake.wait_for(lambda: find_board(fake, gid, 0), what="board 0", timeout=60)
    record = await store.load_game(gid)
    game = Game.replay(GameSettings.from_dict(dict(record.settings)), record.seed, record.moves)
    users = {s.seat: s.user_id for s in record.seats if s.user_id}
    panels = {}
    for seat, user in users.items():
        opened = await fake.click(user, board, f"seq:{gid}:-:hand")
        panels[seat] = (await opened.final_message(timeout=60)).id
    return Table(gid, game, users, board, panels)


async def panel_menu(fake: FakeDiscord, panel_id: int, gid: int, ply: int) -> list[str]:
    """Wait until the panel offers its move menu at ``ply``; the moves it offers.

    The panel is read again only when it has been edited, so hundreds of players waiting at
    once cost the fake's process little (it shares the machine with the bot)."""
    menu = f"seq:{gid}:{ply}:pmove"
    seen = -1

    def offered() -> list[str]:
        nonlocal seen
        message = fake.message(panel_id)
        if len(message.history) == seen:
            return []
        seen = len(message.history)
        component = message.find_component(menu)
        return [] if component is None else [o["value"] for o in component["options"]]

    return await fake.wait_for(offered, timeout=60, what=f"the panel of game {gid} at {ply}",
                               key=panel_id)


async def one_move(fake: FakeDiscord, table: Table, rng: random.Random,
                   slash: bool, turns: list[float] | None = None) -> float | None:
    """Play one move of ``table``'s game; returns the move-to-board time in seconds. With
    ``turns``, the time from the move to the next player's panel offering their moves is
    added to it when that happens."""
    game, gid = table.game, table.gid
    if game.is_over:
        return None
    member = fake.member(table.users[game.to_act])
    ply = game.ply
    loop = asyncio.get_running_loop()
    offered = [] if slash else await panel_menu(fake, table.panels[game.to_act], gid, ply)
    plays = [m for m in offered if not m.startswith("dead ")]
    if not plays:  # typed; or nothing but dead cards in the menu: type a play
        moves = game.legal_moves()
        move = rng.choice([m for m in moves if m.kind == "play"] or moves)
        began = loop.time()
        handle = fake.slash(member, "sequence play", channel=table.board.channel_id,
                            move=str(move), game=gid)
        try:
            board = await handle.final_message(timeout=10)
        except AssertionError:  # answered too late for Discord: the board went to the channel
            LATE.append(gid)
            board = await fake.wait_for(lambda: find_board(fake, gid, ply + 1), timeout=60)
        took = loop.time() - began
    else:
        move = parse_move(rng.choice(plays))
        began = loop.time()
        handle = fake.select(member, table.panels[game.to_act], f"seq:{gid}:{ply}:pmove",
                             [str(move)])
        try:
            await handle
            await handle.wait_followups(1, timeout=10)
            board = handle.followups[0]
        except AssertionError:  # answered too late for Discord: the board went to the channel
            LATE.append(gid)
            board = await fake.wait_for(lambda: find_board(fake, gid, ply + 1), timeout=60)
        took = loop.time() - began
    assert board.attachments, "the new board carries its picture"
    if ply > 0 and table.board.text.split("\n")[0] in board.text:
        REPEATED.append(gid)
    game.play(move)
    table.board = board
    if turns is not None and not game.is_over and game.to_act in table.panels:
        nxt = table.panels[game.to_act]

        async def ready() -> None:
            await panel_menu(fake, nxt, gid, game.ply)
            turns.append(loop.time() - began)

        table.waiting.add(asyncio.ensure_future(ready()))
    return took


async def play_game(fake: FakeDiscord, table: Table, moves: int, seed: int, slash_every: int,
                    think: float, times: list[float], turns: list[float] | None) -> None:
    """Play up to ``moves`` moves of one game, recording each move's time.

    Before each move the player "thinks" for 0.5 to 1.5 times ``think`` seconds (0: never).
    """
    rng = random.Random(seed)
    for i in range(moves):
        if think:
            await asyncio.sleep(think * rng.uniform(0.5, 1.5))
        took = await one_move(fake, table, rng, slash_every > 0 and i % slash_every == 0,
                              turns)
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
    violations: dict[str, int]
    """Discord rules the bot broke, by rule (no_ack: an interaction not answered in 3 s)."""
    cpu: float | None = None
    """CPU seconds of the bot's process and its workers during play (bot in its own process)."""
    workers_cpu: float = 0.0
    """Of ``cpu``, the seconds of the bot's workers (pictures, computer players)."""
    fake_cpu: float = 0.0
    """CPU seconds of this process (the fake Discord and the members) during play."""
    requests: Counter[str] = field(default_factory=Counter)
    """The bot's requests to Discord during play, by method and route (ids and tokens as
    ``{id}``)."""
    turns: list[float] = field(default_factory=list)
    """Seconds from a move to the next player's panel offering their moves."""
    repeated: int = 0
    """Boards that repeated the line of the move before them (``REPEATED``)."""

    @property
    def per_second(self) -> float:
        """Moves completed per second of play."""
        return len(self.times) / self.wall

    def cpu_ms(self) -> float | None:
        """CPU milliseconds the bot (its process and picture workers) spent per move timed."""
        return None if self.cpu is None else self.cpu * 1000 / max(1, len(self.times))

    def p99_ms(self) -> float:
        """The 99th percentile of move-to-board times, in milliseconds."""
        return percentile([t * 1000 for t in self.times], 0.99)


async def run(games: int, moves: int, slash_every: int, think: float, separate: bool, *,
              undo: float = 0.0, check_schema: bool = False, turns: bool = False) -> Figures:
    """Start ``games`` games, play them all at once, and return the figures."""
    logging.basicConfig(level=logging.WARNING)
    LATE.clear()
    REPEATED.clear()
    with tempfile.TemporaryDirectory() as folder:
        db = Path(folder) / "bench.db"
        async with FakeDiscord(check_schema=check_schema) as fake:
            fake.ack_deadline = 3.0
            async with bot_for(fake, db, separate, undo) as bot_pid, Store(db) as store:
                began = time.perf_counter()
                tables = [await start(fake, store, n) for n in range(games)]
                setup = time.perf_counter() - began
                times: list[float] = []
                turned: list[float] | None = [] if turns else None
                cpu_before = None if bot_pid is None else cpu_seconds(bot_pid)
                cpu, workers = None, 0.0
                fake_cpu = time.process_time()
                asked = len(fake.requests)
                began = time.perf_counter()
                await asyncio.gather(*(
                    play_game(fake, table, moves, n, slash_every, think, times, turned)
                    for n, table in enumerate(tables)
                ))
                wall = time.perf_counter() - began
                for table in tables:  # the last moves' next turns (not waited for)
                    for watch in table.waiting:
                        watch.cancel()
                fake_cpu = time.process_time() - fake_cpu
                requests = Counter(
                    f"{method} {re.sub(r'/(?=[^/]*[0-9])[^/]+', '/{id}', path)}"
                    for method, path in fake.requests[asked:])
                if bot_pid is not None and cpu_before is not None:
                    (own, ran), (own_before, ran_before) = cpu_seconds(bot_pid), cpu_before
                    workers = ran - ran_before
                    cpu = own - own_before + workers
            violations = dict(Counter(v.rule for v in fake.violations))
    return Figures(games, times, setup, wall, violations, cpu, workers, fake_cpu, requests,
                   turned or [], len(REPEATED))


def report(figures: Figures, think: float, args: argparse.Namespace) -> None:
    """Print one run's figures."""
    ms = [t * 1000 for t in figures.times]
    where = "bot in its own process" if args.separate else "bot in the fake's process"
    schema = "on" if args.check_schema else "off"
    print(f"games: {figures.games}, moves timed: {len(ms)}, think time {think:.1f} s, "
          f"{where}, panel moves (undo {args.undo:g} s), fake's schema check {schema}, "
          f"set-up {figures.setup:.1f} s, play {figures.wall:.1f} s")
    broken = sum(figures.violations.values())
    print(f"Discord rule violations: {broken} {figures.violations or ''}; moves answered too "
          f"late: {len(LATE)}; boards repeating the move before: {figures.repeated}")
    print(f"moves per second: {figures.per_second:.1f}")
    cpu_ms = figures.cpu_ms()
    if cpu_ms is not None:
        fake_ms = figures.fake_cpu * 1000 / max(1, len(figures.times))
        cores = os.cpu_count() or 1
        workers_ms = figures.workers_cpu * 1000 / max(1, len(figures.times))
        print(f"bot CPU per move ms: {cpu_ms:.0f} (its process {cpu_ms - workers_ms:.0f} and "
              f"its workers {workers_ms:.0f}, during play; the machine's load does not change it "
              f"much); the fake's and members': "
              f"{fake_ms:.0f}; so {cores} idle cores would take at most "
              f"{cores * 1000 / (cpu_ms + fake_ms):.0f} moves a second")
    moves = max(1, len(figures.times))
    asked = ", ".join(f"{n / moves:.2f} {route}" for route, n in figures.requests.most_common())
    print(f"Discord requests per move: {figures.requests.total() / moves:.2f} ({asked})")
    print(f"move to board median ms: {statistics.median(ms):.0f}")
    print(f"move to board p90 ms: {percentile(ms, 0.90):.0f}")
    print(f"move to board max ms: {max(ms):.0f}")
    if figures.turns:
        turn = [t * 1000 for t in figures.turns]
        print(f"move to the next player's menu on their panel median / p90 / p99 ms: "
              f"{statistics.median(turn):.0f} / {percentile(turn, 0.90):.0f} / "
              f"{percentile(turn, 0.99):.0f}")


async def main(args: argparse.Namespace) -> None:
    """Run the benchmark the arguments ask for and print its figures."""
    if args.count:
        if args.check_schema is None:
            args.check_schema = True
        counted, violations = await count_games(
            args.count_games, undo_seconds=args.undo, check_schema=args.check_schema)
        schema = "on" if args.check_schema else "off"
        print(f"whole games played through the fake, bot in this process, panel moves count "
              f"after {args.undo:g} s, fake's schema check {schema}; Discord rule violations: "
              f"{violations}")
        for line in count_lines(counted):
            print(line)
        return
    if args.check_schema is None:
        args.check_schema = False
    options = {"undo": args.undo, "check_schema": args.check_schema, "turns": args.turns}
    print(machine_speed())
    if not args.saturation:
        figures = await run(args.games, args.moves, args.slash_every, args.think,
                            args.separate, **options)
        report(figures, args.think, args)
        print(f"move to board p99 ms: {figures.p99_ms():.0f}")
        return
    busy = await run(args.games, args.moves, args.slash_every, 0.0, args.separate, **options)
    report(busy, 0.0, args)
    print(f"move to board p99 ms: {busy.p99_ms():.0f}")
    print()
    paced = await run(200, args.moves, args.slash_every, 3.0, args.separate, **options)
    report(paced, 3.0, args)
    print()
    print(machine_speed())
    print(f"moves per second at saturation: {busy.per_second:.0f}")
    print(f"move to board p99 ms: {paced.p99_ms():.0f}")


FAST_MACHINE = 1269
"""``benchmarks/engine.py``'s classic figure on 2026-11-23, before this VM's slow phases."""


def machine_speed() -> str:
    """How fast this machine runs Python now (3 s of ``benchmarks/engine.py``'s classic
    games): this VM's speed has varied by 2.5-4 times from day to day, which moves the rates
    below as much as any change to the bot, so each run says where it stood."""
    rate, _ = games_per_second(GameSettings("classic", 2), 3.0)
    return (f"machine speed: {rate:.0f} random classic games a second on one core "
            f"(benchmarks/engine.py; {FAST_MACHINE:,} on 2026-11-23)")


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
    parser.add_argument("--undo", type=float, default=0.0,
                        help="the bot's undo_seconds: a panel move counts after it (default 0)")
    parser.add_argument("--check-schema", action=argparse.BooleanOptionalAction, default=None,
                        help="the fake checks request bodies against Discord's OpenAPI "
                             "description (default: on with --count, off for speed)")
    parser.add_argument("--turns", action="store_true",
                        help="also time each move to the next player's menu on their panel "
                             "(watching the panels costs the fake's process CPU)")
    parser.add_argument("--count", action="store_true",
                        help="count interactions, channel messages and DMs over whole games")
    parser.add_argument("--count-games", type=int, default=1,
                        help="with --count: games of each table and way of playing")
    # The fake Discord runs on the bot's kind of loop (uvloop where installed): it stands in
    # for a service on other machines, so what it costs here is only the measurement's.
    with asyncio.Runner(loop_factory=new_event_loop) as runner:
        runner.run(main(parser.parse_args()))
