"""Shards: the settings, the sharded bot, and two bots each running one shard over one PostgreSQL
database (in this process; tests/test_bot_shard_processes.py runs them as OS processes).

A game's buttons reach the bot of its guild's shard, but any bot's sweeper may run out its turn
clock, play its computer or show its owed moves, and a move chosen in a turn DM reaches shard 0's
bot whatever the guild. Each bot must read the game from the store, not from what it last saw
(a member's DM choice and the server's language included), the boards must go out once each, in
order, and hand panels open on one bot must follow the moves another stored. (The slash
commands are guild-only: a DM `/sequence play` is refused.)"""

import asyncio
import contextlib
import logging
import re
from collections.abc import AsyncIterator

import pytest

from bot import load_settings
from cogs.client import SequenceBot, Settings
from cogs.reasons import card_name
from cogs.shards import ShardedSequenceBot, id_range, make_bot, parse_shard_ids, split_shards
from engine import Game
from table.memory import LANGUAGE_FRESH
from tests.bot_helpers import (
    FakeClock,
    Seeds,
    engine_game,
    fails_twice,
    members_by_seat,
    open_lobby,
    play_by_buttons,
)
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


@contextlib.asynccontextmanager
async def two_bots(tmp_path, cluster) -> AsyncIterator[tuple]:
    """A fake Discord of two shards with a guild "Beta" on shard 1, and a bot on each shard
    over one PostgreSQL database: (fake, Beta, shard 0's runner, shard 1's, the clock)."""
    pg = StoreBackend(POSTGRES, tmp_path, cluster)
    clock = FakeClock()
    try:
        async with FakeDiscord(shard_count=2) as fake:
            beta = fake.add_guild("Beta", shard=1)
            seeds = Seeds([5])
            async with running_bot(fake, bot_on_shard(pg.target(), 0, seeds, clock)) as zero, \
                    running_bot(fake, bot_on_shard(pg.target(), 1, seeds, clock)) as one:
                yield fake, beta, zero, one, clock
            fake.check()
    finally:
        pg.cleanup()


async def _game_in_beta(fake: FakeDiscord, bot, guild,
                        **options) -> tuple[int, object, object, object]:
    """A started two-player classic game in a guild of shard 1: (game, its record, the member
    to act, the other)."""
    alice, bob = fake.add_member("alice"), fake.add_member("bob")
    games = fake.channel("games", guild=guild.id)
    gid, lobby = await open_lobby(fake, alice, channel=games.id, game="classic", players=2,
                                  **options)
    await fake.click(bob, lobby, f"seq:{gid}:-:join")
    await fake.click(alice, lobby, f"seq:{gid}:-:start")
    await fake.wait_for(lambda: len(boards_of(fake, gid)) == 1)
    game = await engine_game(bot, gid)
    record = await bot.store.load_game(gid)
    seats = members_by_seat(fake, record)
    return gid, record, seats[game.to_act], seats[1 - game.to_act]


async def _open_panel(fake: FakeDiscord, member, record):
    h = await fake.slash(member, "sequence hand", channel=record.thread_id, game=record.id)
    await h.final_message()
    assert h.ephemeral
    return h.message


async def _move_in_turn_dm(fake: FakeDiscord, member, gid: int, ply: int) -> str:
    """Choose a move that places a chip in the member's turn DM (its clicks reach shard 0)."""
    menu = f"seq:{gid}:{ply}:pmove"
    dm = await fake.wait_for(lambda: next((m for m in reversed(fake.dms(member))
                                           if menu in m.custom_ids()), None),
                             what=f"the turn DM of ply {ply}")
    move = next(o["value"] for s in dm.selects() if s["custom_id"] == menu
                for o in s["options"] if not o["value"].startswith(("dead", "pass")))
    chosen = await fake.select(member, dm, menu, [move])
    assert chosen.response_type in (6, 7), (chosen.rejected, chosen.text)
    await fake.wait_for(lambda: len(boards_of(fake, gid)) == ply + 2, what=f"board {ply + 1}")
    return move


def _panel_at(fake: FakeDiscord, panel, gid: int, ply: int, *controls: str):
    """The panel once it shows the game after ``ply`` moves with these controls, else None."""
    now = fake.message(panel.id)
    ids = now.custom_ids()
    shown = f"(move {ply})" in now.text
    return now if shown and all(f"seq:{gid}:{ply}:{c}" in ids for c in controls) else None


async def test_panels_open_on_one_shard_follow_a_move_made_on_the_other(
        tmp_path, postgres_cluster):
    # A move chosen in a turn DM reaches shard 0's process; the players' hand panels were
    # opened in the game's guild, on shard 1's. The process that stored the move cannot reach
    # those panels: the other process brings them up to date itself, once the board is out.
    async with two_bots(tmp_path, postgres_cluster) as (fake, beta, zero, one, _):
        gid, record, mover, other = await _game_in_beta(fake, one.bot, beta)
        theirs = await _open_panel(fake, other, record)
        mine = await _open_panel(fake, mover, record)
        assert _panel_at(fake, theirs, gid, 0) and _panel_at(fake, mine, gid, 0, "pmove")
        before = len(fake.events_by_shard[0])
        await _move_in_turn_dm(fake, mover, gid, 0)
        assert "INTERACTION_CREATE" in fake.events_by_shard[0][before:]
        theirs = await fake.wait_for(lambda: _panel_at(fake, theirs, gid, 1, "pmove"),
                                     what="the next player's panel offering the turn")
        assert theirs.attachments, "the private picture of their turn"
        board = boards_of(fake, gid)[-1]
        assert str(board.id) in theirs.text  # it links to the new board
        mine = await fake.wait_for(lambda: _panel_at(fake, mine, gid, 1),
                                   what="the mover's panel after the move")
        assert f"seq:{gid}:0:pmove" not in mine.custom_ids()
        game = await engine_game(one.bot, gid)
        assert all(card_name(c, "en") in mine.text for c in game.hand(1 - game.to_act))
        await zero.bot.idle()
        await one.bot.idle()


async def test_a_dm_choice_or_a_language_set_on_one_shard_holds_on_the_other(
        tmp_path, postgres_cluster):
    # /sequence notify and /sequence language go to the guild's shard; a move chosen in a
    # turn DM is announced by shard 0's process, which must not go on with what it read
    # before: no turn DM for a member who chose none, and the board in the server's new
    # language (read again after ``LANGUAGE_FRESH`` seconds at most).
    async with two_bots(tmp_path, postgres_cluster) as (fake, beta, zero, one, clock):
        gid, record, first, second = await _game_in_beta(fake, one.bot, beta)
        await _move_in_turn_dm(fake, first, gid, 0)  # shard 0 reads both choices
        assert "your turn" in boards_of(fake, gid)[-1].text
        await _move_in_turn_dm(fake, second, gid, 1)
        await zero.bot.idle()
        quiet = fake.slash(second, "sequence notify", channel=record.thread_id, when="never")
        assert (await quiet.final_message()).ephemeral
        dutch = fake.slash(fake.owner, "sequence language",
                           channel=fake.channel("games", guild=beta.id).id, language="nl")
        assert (await dutch.final_message()).text.endswith("in Nederlands.")
        clock.now += LANGUAGE_FRESH + 1
        dms = len(fake.dms(second))
        await _move_in_turn_dm(fake, first, gid, 2)
        await zero.bot.idle()
        await one.bot.idle()
        assert len(fake.dms(second)) == dms, "a turn DM after choosing none"
        assert "je bent aan de beurt" in boards_of(fake, gid)[-1].text


async def test_a_move_on_one_shard_beats_the_turn_clock_running_out_on_the_other(
        tmp_path, postgres_cluster, caplog):
    # Shard 0's bot sweeps the turn clocks and is writing the timeout of a turn when the
    # player's move, a click in the guild, is stored by shard 1's bot. The store's unique
    # (game, ply) lets one of them in: the player's. The sweep finds the turn moved on and
    # leaves it, with nothing logged as an error.
    caplog.set_level(logging.WARNING)
    async with two_bots(tmp_path, postgres_cluster) as (fake, beta, zero, one, clock):
        gid, _, _, _ = await _game_in_beta(fake, one.bot, beta, clock=5)
        game = await engine_game(one.bot, gid)
        clock.now += 301  # the turn's five minutes are over
        gate, writing = asyncio.Event(), asyncio.Event()
        record_moves = zero.bot.store.record_moves

        async def held(*args, **kwargs):
            writing.set()
            await gate.wait()
            return await record_moves(*args, **kwargs)

        zero.bot.store.record_moves = held
        sweep = asyncio.ensure_future(zero.bot.get_cog("Clock").sweep_once())
        await writing.wait()
        await play_by_buttons(fake, one.bot, gid, first_play(game))
        gate.set()
        assert await sweep == 0
        await zero.bot.idle()
        await one.bot.idle()
        after = await engine_game(one.bot, gid)
        assert [m.kind for m in after.moves] == ["play"]
        assert len(boards_of(fake, gid)) == 2
    assert not [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR]


@pytest.mark.parametrize("database", ["up", "away twice"])
async def test_a_member_playing_from_a_panel_on_one_shard_gets_no_turn_dm_from_the_other(
        tmp_path, postgres_cluster, caplog, database):
    # The next player keeps their hand panel open in the game's guild (shard 1's process). The
    # move before their turn is chosen in a turn DM and announced by shard 0's process, which
    # holds no panel of theirs: it must still know they play from one, and send no turn DM
    # (the panel shows the turn, and the board pings them). When the database refuses the
    # write that shares the panel's use, it is written once the database is back.
    async with two_bots(tmp_path, postgres_cluster) as (fake, beta, zero, one, _):
        gid, record, mover, other = await _game_in_beta(fake, one.bot, beta)
        if database == "away twice":
            one.bot.retries.pauses = (0.05,)
            one.bot.store.watch_panel = fails_twice(one.bot.store.watch_panel)
        theirs = await _open_panel(fake, other, record)
        await one.bot.idle()  # the panel's use is shared (on the third try)
        assert ("sharing the use of a panel: the database is out of reach" in caplog.text) == (
            database == "away twice")
        dms = len(fake.dms(other))
        await _move_in_turn_dm(fake, mover, gid, 0)
        await fake.wait_for(lambda: _panel_at(fake, theirs, gid, 1, "pmove"),
                            what="the next player's panel offering the turn")
        await zero.bot.idle()
        await one.bot.idle()
        assert len(fake.dms(other)) == dms, "a turn DM for a player on their panel"


async def test_a_process_without_shard_0_names_the_commands_as_mentions(tmp_path,
                                                                         postgres_cluster):
    # Only the process running shard 0 warns about old commands, but every process reads
    # Discord's ids of them: a Danish player whose guild is on shard 1 is told to use
    # /sequence hand by a mention their Discord shows as /sequence hånd.
    pg = StoreBackend(POSTGRES, tmp_path, postgres_cluster)
    async with FakeDiscord(shard_count=2) as fake:
        beta = fake.add_guild("Beta", shard=1)
        games = fake.channel("games", guild=beta.id)
        async with running_bot(fake, bot_on_shard(pg.target(), 1, Seeds([5]), FakeClock())) as one:
            fake.synced[None] = list(fake.known_commands[None])  # synced by shard 0's process
            assert not one.bot.leads
            await (await one.restart()).idle()
            ole = fake.add_member("ole", locale="da")
            said = await fake.slash(ole, "sequence notify", channel=games.id, when="never")
            assert f"</sequence hand:{fake.synced[None][0]['id']}>" in said.text, said.text


async def test_a_process_whose_announce_claim_lapsed_leaves_the_board_to_the_other(
        tmp_path, postgres_cluster, monkeypatch):
    # Shard 1's process stores a move, then stalls past its announce claim's lease while
    # shard 0's process shows what is owed. Before this check both posted the board (found
    # twice under load by test_bot_shard_processes): now the process that lost its claim
    # posts nothing and the board goes out once. The move's answer is the link to that
    # board, once it is out: it once named the board from before the move (found under load
    # by test_bot_shard_processes too).
    async with two_bots(tmp_path, postgres_cluster) as (fake, beta, zero, one, _):
        gid, record, mover, _other = await _game_in_beta(fake, one.bot, beta)
        lost = asyncio.Event()

        async def lapsed(game_id: int, kind: str) -> bool:
            lost.set()
            return False  # as after the stall: the other process took the claim meanwhile

        monkeypatch.setattr(one.bot.claims, "still_held", lapsed)
        game = await engine_game(one.bot, gid)
        h = await fake.slash(mover, "sequence play", channel=record.thread_id,
                             move=first_play(game), game=gid)
        assert lost.is_set() and h.response_type == 5 and h.ephemeral  # "thinking…", privately
        assert len(boards_of(fake, gid)) == 1  # only the start's: the move is still owed
        assert (await one.bot.store.load_game(gid)).announced_ply == 0
        assert await zero.bot.announcer.announce_pending() == 1
        boards = boards_of(fake, gid)
        assert len(boards) == 2 and f"'seq:{gid}:1:play'" in str(boards[-1].components)
        await h.final_message()
        assert h.text.startswith("Played.") and f"/{boards[-1].id}" in h.text
        await one.bot.idle()
        monkeypatch.undo()
        assert await one.bot.announcer.announce_pending() == 0  # nothing shown twice
        assert len(boards_of(fake, gid)) == 2
        await zero.bot.idle()
        await one.bot.idle()
