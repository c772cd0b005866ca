"""Shards: the settings, the sharded bot, and two bots each running one shard over one PostgreSQL
database (in this process; tests/test_bot_shard_processes.py runs them as OS processes).

A game's buttons reach the bot of its guild's shard, but any bot's sweeper may run out its turn
clock, play its computer or show its owed moves. Each bot must read the game from the store, not
from what it last saw, and the boards must go out once each, in order. (Moves are not made
from DMs: the commands are guild-only, and a DM `/sequence play` is refused.)"""

import re

import pytest

from bot import load_settings
from cogs.client import SequenceBot, Settings
from cogs.shards import ShardedSequenceBot, id_range, make_bot, parse_shard_ids, split_shards
from engine import Game
from tests.bot_helpers import FakeClock, Seeds, engine_game, open_lobby, play_by_buttons
from tests.fakediscord import FakeDiscord, running_bot
from tests.store_backends import POSTGRES, StoreBackend


def test_shard_settings_are_read_from_env_and_checked(tmp_path):
    env = tmp_path / ".env"
    env.write_text("SHARD_COUNT=4\nSHARD_IDS=0-1\n", encoding="utf-8")
    settings = load_settings(env, environ={})
    assert (settings.shard_count, settings.shard_ids, settings.shared) == (4, (0, 1), True)
    assert load_settings(env, environ={"SHARD_IDS": "0,2"}).shard_ids == (0, 2)
    alone = load_settings(env, environ={"SHARD_IDS": "0-3"})
    assert alone.shard_ids == (0, 1, 2, 3) and not alone.shared  # every shard here: no claims
    none = load_settings(tmp_path / "missing", environ={})
    assert (none.shard_count, none.shard_ids, none.shared) == (None, None, False)
    for count, ids, why in (("4", "0-4", "goes past"), ("", "0", "needs SHARD_COUNT"),
                            ("x", "", "whole number"), ("4", "3-1", "backwards"),
                            ("4", "0,0", "twice"), ("4", "a", "numbers")):
        with pytest.raises(ValueError, match=why):
            load_settings(tmp_path / "missing", environ={"SHARD_COUNT": count, "SHARD_IDS": ids})


def test_shard_ids_are_split_into_runs_for_processes():
    assert parse_shard_ids("0-1, 4") == (0, 1, 4)
    assert split_shards(8, 3) == [(0, 1, 2), (3, 4, 5), (6, 7)]
    assert split_shards(2, 2) == [(0,), (1,)]
    assert split_shards(6, 2, (2, 3, 4, 5)) == [(2, 3), (4, 5)]
    with pytest.raises(ValueError):
        split_shards(2, 3)
    assert [id_range(run) for run in split_shards(8, 3)] == ["0-2", "3-5", "6-7"]
    assert id_range((0, 2)) == "0,2" and id_range((5,)) == "5"


def test_without_shard_settings_the_bot_is_the_plain_one():
    plain = make_bot(Settings(), guild_ready_timeout=0.05)
    assert type(plain) is SequenceBot and plain.shard_count is None and not plain.shared
    sharded = make_bot(Settings(shard_count=4, shard_ids=(2, 3)))
    assert isinstance(sharded, ShardedSequenceBot)
    assert (sharded.shard_count, sharded.shard_ids, sharded.shared) == (4, [2, 3], True)


class OneShard(ShardedSequenceBot):
    """A bot running one shard of two, on the test's PostgreSQL database."""

    async def before_identify_hook(self, shard_id, *, initial=False):
        """Identify at once (discord.py waits 5 s between shards)."""


def bot_on_shard(url: str, shard: int, seeds: Seeds, clock: FakeClock):
    """A factory for the bot running ``shard`` of two."""
    def make() -> OneShard:
        return OneShard(Settings(database_url=url, shard_count=2, shard_ids=(shard,)),
                        guild_ready_timeout=0.05, seed_source=seeds, clock=clock,
                        computer_pause=0,
                        computer_budget=0.05, undo_seconds=0, sweep_seconds=3600)
    return make


def first_play(game: Game) -> str:
    """A move that places a chip (no dead cards: each move then gets one board)."""
    return str(next(m for m in game.legal_moves() if m.kind == "play"))


def boards_of(fake: FakeDiscord, game_id: int) -> list:
    """The game's board messages, in the order posted (a board once carried its buttons)."""
    board = re.compile(rf"'seq:{game_id}:\d+:play'")
    return [m for m in fake.all_messages() if not m.ephemeral and any(
        board.search(str(state.components)) for state in (*m.history, m))]


async def test_two_bots_on_two_shards_serve_one_game_in_turn(tmp_path, postgres_cluster):
    pg = StoreBackend(POSTGRES, tmp_path, postgres_cluster)
    url = pg.target()
    clock = FakeClock()
    try:
        async with FakeDiscord(shard_count=2) as fake:
            fake.add_guild("Alpha", shard=0)
            beta = fake.add_guild("Beta", shard=1)
            seeds = Seeds([5])
            async with running_bot(fake, bot_on_shard(url, 0, seeds, clock)) as zero, \
                    running_bot(fake, bot_on_shard(url, 1, seeds, clock)) as one:
                alice, bob = fake.add_member("alice"), fake.add_member("bob")
                games = fake.channel("games", guild=beta.id)
                gid, lobby = await open_lobby(fake, alice, channel=games.id, game="classic",
                                              players=2, clock=5)
                await fake.click(bob, lobby, f"seq:{gid}:-:join")
                await fake.click(alice, lobby, f"seq:{gid}:-:start")
                await fake.wait_for(lambda: len(boards_of(fake, gid)) == 1)
                sweeps = [zero.bot.get_cog("Clock"), one.bot.get_cog("Clock")]
                for turn in range(4):  # (a third timeout in a row would drop alice)
                    game = await engine_game(one.bot, gid)
                    if turn % 2:  # the clock runs out; both sweep, shard 0's bot first
                        clock.now += 301
                        assert [await s.sweep_once() for s in sweeps] == [1, 0]
                        await fake.wait_for(lambda n=turn + 2: len(boards_of(fake, gid)) == n)
                    else:  # a click in Beta: shard 1's bot, behind what shard 0's did
                        await play_by_buttons(fake, one.bot, gid, first_play(game))
                    await zero.bot.idle()
                    await one.bot.idle()
                assert fake.events_by_shard[0].count("INTERACTION_CREATE") == 0
                after = await engine_game(one.bot, gid)
                assert [m.kind for m in after.moves] == ["play", "timeout"] * 2
                record = await one.bot.store.load_game(gid)
                assert record.announced_ply == 4
                boards = boards_of(fake, gid)
                assert len(boards) == 5  # the start and one per move: none twice
                assert [b.id for b in boards] == sorted(b.id for b in boards)
                assert "ran out of time" in boards[-1].text
                assert record.board_message_id == boards[-1].id
                assert all(not b.buttons() for b in boards[:-1])  # old boards lost their buttons
                assert await one.bot.store.claim_holder(gid, "announce") is None
                assert await one.bot.store.claim_holder(gid, "clock") is None
            fake.check()
    finally:
        pg.cleanup()
