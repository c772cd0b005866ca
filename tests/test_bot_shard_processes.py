"""Two bot processes, one shard each, over one PostgreSQL database and the fake Discord with two
shards: games in a guild of each shard play; the process of shard 0 is killed with SIGKILL while
it holds a computer's turn, and the other takes over that turn, the turn clocks of its guild's
games and their announcements; restarted, it plays on beside the other. No acknowledged move is
lost, no board is posted twice, each turn clock fires once."""

import asyncio
import re
from collections import Counter
from pathlib import Path

from data import Store
from engine import Game, GameSettings
from tests.bot_helpers import open_lobby
from tests.fakediscord import FakeDiscord
from tests.processes import BotProcess
from tests.store_backends import POSTGRES, StoreBackend

WAIT = 30.0
"""Seconds to wait for anything a bot process does (they share two cores with the test)."""


async def stored_game(store: Store, gid: int) -> tuple[object, Game]:
    """The record and the engine game as stored."""
    record = await store.load_game(gid)
    settings = GameSettings.from_dict(dict(record.settings))
    return record, Game.replay(settings, record.seed, record.moves)


def board_plies(fake: FakeDiscord, gid: int) -> Counter:
    """How many boards of game ``gid`` were posted for each ply (read from the Play button each
    board was posted with)."""
    button = re.compile(rf"'seq:{gid}:(\d+):play'")
    plies: Counter = Counter()
    for message in fake.all_messages():
        first = message.history[0] if message.history else message
        found = None if message.ephemeral else button.search(str(first.components))
        if found:
            plies[int(found.group(1))] += 1
    return plies


def texts_with(fake: FakeDiscord, needle: str) -> list:
    """Messages saying ``needle``."""
    return [m for m in fake.all_messages() if needle in m.text]


class Players:
    """The members of the test's games, moving with ``/sequence play`` in the board's channel."""

    def __init__(self, fake: FakeDiscord, store: Store) -> None:
        self.fake = fake
        self.store = store
        self.acknowledged: set[tuple[int, int]] = set()
        """(game, ply) of each move whose board came back as the answer."""

    async def human_to_act(self, gid: int) -> Game:
        """Wait until a member is to act in ``gid`` and the board of that ply is out."""
        async def ready() -> Game | None:
            record, game = await stored_game(self.store, gid)
            if record.seats[game.to_act].is_computer:
                return None
            return game if board_plies(self.fake, gid)[game.ply] else None

        while True:
            before = board_plies(self.fake, gid)
            game = await ready()
            if game is not None:
                return game
            # the computer thinks, or a bot process is posting the board: the next board
            await self.fake.wait_for(lambda b=before: board_plies(self.fake, gid) != b,
                                     timeout=WAIT, what=f"a board of game {gid}")

    async def move(self, gid: int) -> int:
        """The member to act places a chip; returns the ply the move was made at."""
        game = await self.human_to_act(gid)
        record = await self.store.load_game(gid)
        member = self.fake.member(record.seats[game.to_act].user_id)
        move = next(m for m in game.legal_moves() if m.kind == "play")
        handle = self.fake.slash(member, "sequence play", channel=record.thread_id or
                                 record.channel_id, move=str(move), game=gid)
        board = await handle.final_message(timeout=WAIT)
        assert f"seq:{gid}:{game.ply + 1}:" in " ".join(board.custom_ids()), board.text
        self.acknowledged.add((gid, game.ply))
        return game.ply


async def test_a_killed_process_work_is_taken_over_and_nothing_is_lost_or_doubled(
        tmp_path: Path, postgres_cluster):
    pg = StoreBackend(POSTGRES, tmp_path, postgres_cluster)
    url = pg.target()
    offset = tmp_path / "clock-offset"
    offset.write_text("0")
    async with FakeDiscord(shard_count=2) as fake:
        fake.ack_deadline = 10.0  # two bot processes on two busy cores
        alpha = fake.add_guild("Alpha", shard=0)
        beta = fake.add_guild("Beta", shard=1)
        common = (url, "--shard-count", "2", "--clock-file", str(offset), "--sweep-seconds",
                  "0.5", "--claim-seconds", "2", "--computer-pause", "3.0", "--log-level", "DEBUG",
                  "--computer-budget", "0.05")
        bots = [BotProcess(fake.base_url, *common, "--shard-ids", str(k)) for k in (0, 1)]
        store = Store(url=url)
        try:
            await bots[0].start()  # shard 0's process syncs the commands
            await bots[1].start()
            await store.open()
            players = Players(fake, store)
            human, computer = {}, {}
            for guild in (alpha, beta):
                where = fake.channel("games", guild=guild.id).id
                host, guest = fake.add_member(f"{guild.name}-h"), fake.add_member(
                    f"{guild.name}-g")
                gid, lobby = await open_lobby(fake, host, channel=where, game="classic",
                                              players=2, clock=5)
                await fake.click(guest, lobby, f"seq:{gid}:-:join")
                await fake.click(host, lobby, f"seq:{gid}:-:start")
                human[guild.name] = gid
                solo = fake.add_member(f"{guild.name}-solo")
                gid, lobby = await open_lobby(fake, solo, channel=where, game="classic",
                                              players=2, computers=1, level="easy")
                await fake.click(solo, lobby, f"seq:{gid}:-:start")
                computer[guild.name] = gid
            every = [*human.values(), *computer.values()]

            for gid in every:  # both processes serve their guild's games
                await players.move(gid)
            for gid in every:
                await players.move(gid)

            # shard 0's process holds the computer's turn in Alpha when it is killed (in the
            # computer's pause: a process killed while its post is on the way to Discord would
            # have it posted again by the next, as after any crash)
            alpha_solo = computer["Alpha"]
            ply = await players.move(alpha_solo)
            await until_stored(lambda: store.load_game(alpha_solo),
                               lambda r: r.announced_ply == ply + 1)  # the board is recorded
            assert await store.claim_holder(alpha_solo, "computer") is not None
            assert await bots[0].kill() == 0
            # shard 1's process takes the computer's turn over once the lease lapses
            await players.human_to_act(alpha_solo)
            record = await store.load_game(alpha_solo)
            assert len(record.moves) >= ply + 2

            # the turn clocks of both guilds' games run out: shard 1's process alone
            offset.write_text("151")
            store_records = {gid: await store.load_game(gid) for gid in human.values()}
            await fake.wait_for(lambda: all(len(in_channel(fake, r, "half of your time")) == 1
                                            for r in store_records.values()), timeout=WAIT)
            offset.write_text("302")
            await fake.wait_for(lambda: all(len(in_channel(fake, r, "ran out of time")) == 1
                                            for r in store_records.values()), timeout=WAIT)

            # restarted, shard 0's process plays on beside the other
            await bots[0].start()
            for gid in every:
                await players.move(gid)
            offset.write_text("604")  # both processes sweep: each clock fires once
            await fake.wait_for(lambda: all(len(in_channel(fake, r, "ran out of time")) == 2
                                            for r in store_records.values()), timeout=WAIT)
            for gid in every:
                await players.move(gid)

            for gid in every:
                await players.human_to_act(gid)
                record, game = await stored_game(store, gid)
                await fake.wait_for(lambda gid=gid, n=game.ply: board_plies(fake, gid)[n],
                                    timeout=WAIT)
                lost = [p for g, p in players.acknowledged if g == gid and p >= len(record.moves)]
                assert lost == [], f"game {gid} lost acknowledged moves {lost}"
                plies = board_plies(fake, gid)
                assert set(plies) == set(range(game.ply + 1)), (gid, plies)
                assert max(plies.values()) == 1, f"game {gid} boards posted twice: {plies}"
            for gid in human.values():
                record, game = await stored_game(store, gid)
                assert [m.kind for m in game.moves].count("timeout") == 2
            assert len(players.acknowledged) == 4 * 4 + 1
        finally:
            for bot in bots:
                await bot.stop()
            await store.close()
            pg.cleanup()
        fake.check()


async def until_stored(read, done, timeout: float = WAIT):
    """Read the store until ``done(await read())``: a write by a bot process, which the test
    has no event for, so it looks every 20 ms (AssertionError after ``timeout`` seconds)."""
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while not done(value := await read()):
        assert loop.time() < end, f"the store never showed it: {value}"
        await asyncio.sleep(0.02)
    return value


def in_channel(fake: FakeDiscord, record, needle: str) -> list:
    """Messages in the game's channel (or thread) saying ``needle``."""
    where = record.thread_id or record.channel_id
    return [m for m in fake.messages(where) if needle in m.text]
