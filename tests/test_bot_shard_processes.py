"""Two bot processes, one shard each, over one PostgreSQL database and the fake Discord with two
shards: four guilds (two on each shard), a game of Sequence for Kids in each, two between members
and two against the computer. Members move with ``/sequence play`` in the game's channel and by
choosing from their turn DM's move menu (DM interactions reach shard 0's process, whichever
guild the game is in). The process of shard 0 is killed with SIGKILL while it holds a computer's
turn; the other takes over that turn, the turn clocks and the announcements, and plays on in its
guilds; restarted, shard 0's process plays on beside it, and every game is played to its end.
No acknowledged move is lost, no board is posted twice, each turn clock fires once, and each
game ends with its winner announced and its record finished."""

import asyncio
import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from cogs.present import name_of
from data import GameRecord, GameStatus, Store
from engine import Game, GameSettings
from engine.ai.advice import ranked_moves
from tests.bot_helpers import open_lobby
from tests.fakediscord import FakeDiscord
from tests.fakediscord.models import StoredMessage
from tests.processes import BotProcess
from tests.store_backends import POSTGRES, StoreBackend

WAIT = 30.0
"""Seconds to wait for anything a bot process does (they share two cores with the test)."""
LONGEST = 80
"""Plies after which a game of Sequence for Kids is taken to be stuck (they take 5 to 35)."""


async def stored_game(store: Store, gid: int) -> tuple[GameRecord, Game]:
    """The record and the engine game as stored."""
    record = await store.load_game(gid)
    settings = GameSettings.from_dict(dict(record.settings))
    return record, Game.replay(settings, record.seed, record.moves)


def first_state(message: StoredMessage) -> str:
    """The components a message was posted with (a board's are taken off later)."""
    return str((message.history[0] if message.history else message).components)


def in_game_channels(fake: FakeDiscord, message: StoredMessage) -> bool:
    """Whether ``message`` is in a guild channel or thread (not a DM, not only-you)."""
    return not message.ephemeral and not fake.channels[message.channel_id].is_dm


def board_plies(fake: FakeDiscord, gid: int) -> Counter:
    """How many boards of game ``gid`` were posted for each ply (read from the Play button each
    board was posted with); the final board counts as ply -1."""
    button = re.compile(rf"'seq:{gid}:(\d+):play'")
    plies: Counter = Counter()
    for message in fake.all_messages():
        if not in_game_channels(fake, message):
            continue
        posted = first_state(message)
        found = button.search(posted)
        if found:
            plies[int(found.group(1))] += 1
        elif f"'seq:{gid}:-:rematch'" in posted:
            plies[-1] += 1
    return plies


def texts_with(fake: FakeDiscord, record: GameRecord, needle: str) -> list[StoredMessage]:
    """Messages in the game's channel (or thread) saying ``needle``."""
    where = record.thread_id or record.channel_id
    return [m for m in fake.messages(where) if needle in m.text]


@dataclass
class Table:
    """A test game: where it is, and how its members move."""

    guild: str
    gid: int
    dm_seats: frozenset[int]
    """Seats that choose from their turn DM while shard 0 runs (others use the command)."""
    strong: frozenset[int]
    """Seats that play the menu's best move (others play weakly), so games end soon."""


class Players:
    """The members of the test's games."""

    def __init__(self, fake: FakeDiscord, store: Store) -> None:
        self.fake = fake
        self.store = store
        self.acknowledged: dict[tuple[int, int], str] = {}
        """(game, ply) → the move a member was shown as made (its board came out)."""
        self.by_dm: Counter[int] = Counter()
        """Per game: moves chosen from a turn DM's menu."""
        self.dms_reach_the_bot = True
        """False while shard 0's process is down (it receives every DM interaction)."""

    async def human_to_act(self, gid: int) -> Game | None:
        """Wait until a member is to act in ``gid`` and the board of that ply is out; None once
        the game is over and its final board is out."""
        while True:
            before = board_plies(self.fake, gid)
            record, game = await stored_game(self.store, gid)
            if game.is_over:
                if before[-1]:
                    return None
            elif not record.seats[game.to_act].is_computer and before[game.ply]:
                return game
            # the computer thinks, or a bot process is posting the board: the next board
            await self.fake.wait_for(lambda b=before: board_plies(self.fake, gid) != b,
                                     timeout=WAIT, what=f"a board of game {gid}")

    async def move(self, table: Table) -> bool:
        """The member to act in ``table`` moves; False if the game is over."""
        gid = table.gid
        game = await self.human_to_act(gid)
        if game is None:
            return False
        record = await self.store.load_game(gid)
        seat = game.to_act
        member = self.fake.member(record.seats[seat].user_id)
        plays = [m for m in game.legal_moves() if m.kind == "play"]
        if seat in table.strong:
            best = [a.move for a in ranked_moves(game, seat) if a.move.kind == "play"]
            move = best[0] if best else None
        else:
            move = plays[-1] if plays else None
        if move is None:  # only dead cards or a pass: by command
            move = game.legal_moves()[0]
        elif seat in table.dm_seats and self.dms_reach_the_bot:
            await self.choose_in_dm(member, gid, game.ply, str(move))
            self.acknowledged[(gid, game.ply)] = str(move)
            self.by_dm[gid] += 1
            return True
        handle = self.fake.slash(member, "sequence play", channel=record.thread_id or
                                 record.channel_id, move=str(move), game=gid)
        answer = await handle.final_message(timeout=WAIT)
        assert answer is not None and not handle.rejected, handle.rejected
        if move.kind in ("play", "pass"):
            board = answer
            link = re.search(r"channels/\d+/\d+/(\d+)", answer.text)
            if not answer.custom_ids() and link:  # another task or process posted the board
                assert answer.text.startswith("Played."), answer.text
                board = self.fake.message(int(link.group(1)))
            shown = re.search(rf"'seq:{gid}:(\d+):play'", first_state(board))
            assert (int(shown.group(1)) > game.ply if shown else
                    f"'seq:{gid}:-:rematch'" in first_state(board)), answer.text
        self.acknowledged[(gid, game.ply)] = str(move)
        return True

    async def choose_in_dm(self, member, gid: int, ply: int, move: str) -> None:
        """Choose ``move`` in the member's turn DM for ``ply``, and wait for its board."""
        menu = f"seq:{gid}:{ply}:pmove"
        dm = await self.fake.wait_for(
            lambda: next((m for m in reversed(self.fake.dms(member))
                          if menu in m.custom_ids()), None),
            timeout=WAIT, what=f"the turn DM of ply {ply} of game {gid}")
        offered = [o["value"] for s in dm.selects() if s["custom_id"] == menu
                   for o in s["options"]]
        assert move in offered, (move, offered)  # the menu's best first, as the test ranks
        chosen = await self.fake.select(member, dm, menu, [move])
        # answered with the panel, or deferred when the move took long to store (busy cores)
        assert chosen.response_type in (6, 7), (chosen.rejected, chosen.text)
        await self.fake.wait_for(
            lambda: max(board_plies(self.fake, gid)) > ply or board_plies(self.fake, gid)[-1],
            timeout=WAIT, what=f"the board after ply {ply} of game {gid}")


async def test_two_processes_over_four_guilds_lose_nothing_double_nothing_and_end_every_game(
        tmp_path: Path, postgres_cluster):
    pg = StoreBackend(POSTGRES, tmp_path, postgres_cluster)
    url = pg.target()
    offset = tmp_path / "clock-offset"
    offset.write_text("0")
    async with FakeDiscord(shard_count=2) as fake:
        fake.ack_deadline = 10.0  # two bot processes on two busy cores
        guilds = {name: fake.add_guild(name, shard=shard)
                  for name, shard in (("Alpha", 0), ("Beta", 1), ("Gamma", 0), ("Delta", 1))}
        common = (url, "--shard-count", "2", "--clock-file", str(offset), "--sweep-seconds",
                  "0.5", "--claim-seconds", "2", "--computer-pause", "3.0", "--log-level", "DEBUG",
                  "--computer-budget", "0.05", "--undo-seconds", "0")
        bots = [BotProcess(fake.base_url, *common, "--shard-ids", str(k)) for k in (0, 1)]
        store = Store(url=url)
        try:
            await bots[0].start()  # shard 0's process syncs the commands
            await bots[1].start()
            await store.open()
            players = Players(fake, store)
            tables: dict[str, Table] = {}
            for name in ("Alpha", "Beta"):  # two members, a turn clock
                where = fake.channel("games", guild=guilds[name].id).id
                host, guest = fake.add_member(f"{name}-h"), fake.add_member(f"{name}-g")
                gid, lobby = await open_lobby(fake, host, channel=where, game="kids",
                                              players=2, clock=5)
                await fake.click(guest, lobby, f"seq:{gid}:-:join")
                await fake.click(host, lobby, f"seq:{gid}:-:start")
                record = await store.load_game(gid)
                hosts = frozenset(s.seat for s in record.seats if s.user_id == host.id)
                tables[name] = Table(name, gid, dm_seats=hosts, strong=hosts)
            for name, dms in (("Gamma", False), ("Delta", True)):  # a member, the computer
                where = fake.channel("games", guild=guilds[name].id).id
                solo = fake.add_member(f"{name}-solo")
                gid, lobby = await open_lobby(fake, solo, channel=where, game="kids",
                                              players=2, computers=1, level="easy")
                await fake.click(solo, lobby, f"seq:{gid}:-:start")
                record = await store.load_game(gid)
                seats = frozenset(s.seat for s in record.seats if not s.is_computer)
                tables[name] = Table(name, gid, dm_seats=seats if dms else frozenset(),
                                     strong=seats)
            clocked = [tables["Alpha"], tables["Beta"]]

            # both processes serve the games, from channels and DMs
            await asyncio.gather(*(players.move(t) for t in tables.values()))

            # shard 0's process holds the computer's turn in Gamma when it is killed (in the
            # computer's pause; the member's second move cannot have won yet)
            gamma = tables["Gamma"].gid
            await players.move(tables["Gamma"])
            ply = len((await store.load_game(gamma)).moves) - 1
            await until_stored(lambda: store.load_game(gamma),
                               lambda r: r.announced_ply == ply + 1)  # the board is recorded
            assert await store.claim_holder(gamma, "computer") is not None
            assert await bots[0].kill() == 0
            players.dms_reach_the_bot = False
            # shard 1's process takes the computer's turn over once the lease lapses
            await players.human_to_act(gamma)
            # and plays on in its guilds (by command: DM interactions reach shard 0 only)
            await players.move(tables["Delta"])
            # the turn clocks of both guilds' games run out: shard 1's process alone
            records = {t.gid: await store.load_game(t.gid) for t in clocked}
            offset.write_text("151")
            await fake.wait_for(lambda: all(len(texts_with(fake, r, "half of your time")) == 1
                                            for r in records.values()), timeout=WAIT)
            offset.write_text("302")
            await fake.wait_for(lambda: all(len(texts_with(fake, r, "ran out of time")) == 1
                                            for r in records.values()), timeout=WAIT)

            # restarted, shard 0's process plays on beside the other
            await bots[0].start()
            players.dms_reach_the_bot = True
            await asyncio.gather(*(players.move(t) for t in tables.values()))
            offset.write_text("604")  # both processes sweep: each clock fires once
            await fake.wait_for(lambda: all(len(texts_with(fake, r, "ran out of time")) == 2
                                            for r in records.values()), timeout=WAIT)

            # every game is played to its end, all at once
            async def play_out(table: Table) -> None:
                while await players.move(table):
                    assert len((await store.load_game(table.gid)).moves) < LONGEST, table
            await asyncio.gather(*(play_out(t) for t in tables.values()))

            for table in tables.values():
                gid = table.gid
                record, game = await stored_game(store, gid)
                lost = {p: m for (g, p), m in players.acknowledged.items()
                        if g == gid and (p >= len(record.moves) or record.moves[p] != m)}
                assert lost == {}, f"game {gid} lost acknowledged moves {lost}"
                # the end: the winner on the one final board, the record finished
                assert game.is_over and game.outcome is not None
                assert game.outcome.termination == "sequence", game.outcome
                assert record.status is GameStatus.FINISHED
                assert record.result is not None
                assert record.result["winner"] == game.outcome.winner
                winners = [s for s in range(len(record.seats))
                           if game.side_of[s] == game.outcome.winner]
                final = [m for m in fake.all_messages() if in_game_channels(fake, m)
                         and f"'seq:{gid}:-:rematch'" in first_state(m)]
                assert len(final) == 1, f"game {gid} has {len(final)} final boards"
                assert f"wins** game #{gid}" in final[0].text, final[0].text
                assert all(name_of(record, s) in final[0].text for s in winners)
                # one board for each ply a board is owed (a dead card's goes with the play)
                plies = board_plies(fake, gid)
                owed = {p for p in range(game.ply) if p == 0 or game.moves[p - 1].kind != "dead"}
                assert set(plies) == owed | {-1}, (gid, sorted(plies), sorted(owed))
                assert max(plies.values()) == 1, f"game {gid} boards posted twice: {plies}"
            for table in clocked:  # each clock fired once: one reminder, two timeouts
                record, game = await stored_game(store, table.gid)
                assert [m.kind for m in game.moves].count("timeout") == 2
                assert len(texts_with(fake, record, "half of your time")) == 1
                assert len(texts_with(fake, record, "ran out of time")) == 2
            # the DM moves reached shard 0's process, also for the games in shard 1's guilds
            assert all(players.by_dm[t.gid] for t in tables.values() if t.dm_seats), players.by_dm
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
