"""``python -m data.copy``: a SQLite database moves into an empty PostgreSQL one, verified by
comparing every row and replaying every game; a non-empty target is refused untouched."""

import random
import subprocess
import sys
from pathlib import Path

import pytest

from data import GameStatus, Outcome, SeatResult, Store
from data.copy import TargetNotEmptyError, VerificationError, copy_database
from data.ratings import rater
from tests.store_backends import POSTGRES, SQLITE, StoreBackend

engine = pytest.importorskip("engine")
ROOT = Path(__file__).resolve().parent.parent


class Clock:
    def __init__(self):
        self.now = 1_000_000

    def __call__(self):
        self.now += 7
        return self.now


async def play(store, seed, *, finish):
    """A classic 2-player game of real moves; finished (rated, with results) or left running."""
    settings = engine.GameSettings("classic", 2)
    game = await store.create_game(guild_id=5, channel_id=6, host_id=100 + seed % 3,
                                   variant="classic", settings=settings.to_dict(), seed=seed,
                                   turn_clock=300, allow_hints=seed % 2 == 0)
    users = (100 + seed % 3, 200 + seed % 4)
    for seat, user in enumerate(users):
        await store.add_seat(game.id, user_id=user, display_name=f"p{user}",
                             side=settings.side_of(seat))
    await store.start_game(game.id, turn_deadline=2_000_000, reminder_at=1_999_000)
    live, rng = engine.Game.new(settings, seed), random.Random(seed)
    for ply in range(12 if finish else 9):
        seat = live.to_act
        live.play(rng.choice(live.legal_moves()))
        await store.record_move(game.id, ply, str(live.moves[-1]), seat,
                                turn_deadline=2_000_000 + ply, missed_turns={seat: 0})
    if finish:
        results = [SeatResult(0, users[0], 0, Outcome.WIN, sequences=2, turns=6),
                   SeatResult(1, users[1], 1, Outcome.LOSS, turns=6)]
        await store.finish_game(game.id, GameStatus.FINISHED, result={"winner": 0},
                                results=results,
                                rate=rater(5, "classic", results, status=GameStatus.FINISHED,
                                           now=store._now()))
    return game.id


async def fill(path):
    async with Store(path, clock=Clock()) as store:
        for seed in range(6):
            await play(store, seed, finish=seed % 3 != 0)
        lobby = await store.create_game(guild_id=5, channel_id=6, host_id=1, variant="classic",
                                        settings={}, seed=1)
        await store.add_seat(lobby.id, user_id=1, display_name="alone")
        cancelled = await store.create_game(guild_id=5, channel_id=7, host_id=1,
                                            variant="kids", settings={}, seed=2)
        await store.finish_game(cancelled.id, GameStatus.CANCELLED)
        await store.update_guild_settings(5, language="fr", options={"theme": "dark"})
        await store.set_dm_ok(201, False)


async def everything(store):
    """All a user can see of the data, through the store."""
    games = [await store.load_game(i) for i in range(1, 9)]
    return (
        games,
        await store.active_games(),
        [await store.move_log(i) for i in range(1, 9)],
        [await store.results_of(i) for i in range(1, 9)],
        await store.leaderboard(5, "classic"),
        [await store.user_stats(5, user) for user in (100, 101, 102, 200, 201)],
        [await store.history(5, user) for user in (100, 200)],
        await store.guild_settings(5),
        await store.dm_ok(201),
        await store.due_deadlines(2_000_005),
    )


@pytest.fixture
def target(tmp_path, postgres_cluster):
    pg = StoreBackend(POSTGRES, tmp_path, postgres_cluster)
    yield pg
    pg.cleanup()


async def test_copy_gives_the_same_games_stats_and_ladders(tmp_path, target):
    source = tmp_path / "old.db"
    await fill(source)
    before = source.read_bytes()
    report = await copy_database(source, target.target())
    assert report.rows["games"] == 8 and report.rows["moves"] == 6 * 12 - 2 * 3
    assert report.replayed == 6
    assert source.read_bytes() == before  # read through a snapshot, never written
    async with Store(source) as lite, Store(url=target.target()) as pg:
        assert await everything(pg) == await everything(lite)
        new = await pg.create_game(guild_id=5, channel_id=6, host_id=1, variant="classic",
                                   settings={}, seed=3)
        assert new.id == 9  # ids carry on after the copied ones


@pytest.mark.parametrize("games", [0, 1])
async def test_a_server_with_no_game_or_one_game_copies_and_new_games_get_new_ids(
        tmp_path, target, games):
    """A bot that has barely been used moves too, and its next game does not collide with
    the one it had."""
    source = tmp_path / "new.db"
    async with Store(source, clock=Clock()) as store:
        await store.update_guild_settings(5, language="de")
        for _ in range(games):
            await store.create_game(guild_id=5, channel_id=6, host_id=1, variant="classic",
                                    settings={}, seed=1)
    report = await copy_database(source, target.target())
    assert report.rows["games"] == games
    async with Store(url=target.target()) as pg:
        assert (await pg.guild_settings(5)).language == "de"
        new = await pg.create_game(guild_id=5, channel_id=6, host_id=1, variant="classic",
                                   settings={}, seed=3)
        assert new.id == games + 1


async def test_a_target_with_data_is_refused_and_left_alone(tmp_path, target):
    source = tmp_path / "old.db"
    await fill(source)
    async with Store(url=target.target()) as pg:
        await pg.set_dm_ok(1, True)
    before = await target.dump()
    with pytest.raises(TargetNotEmptyError, match="not empty"):
        await copy_database(source, target.target())
    assert await target.dump() == before


async def test_a_game_that_does_not_replay_rolls_the_whole_copy_back(tmp_path, target):
    source = tmp_path / "bad.db"
    await fill(source)
    async with Store(source) as store:
        [running, *_] = await store.active_games()
        await store.record_move(running.id, len(running.moves), "QS Z99", 0)  # not a move
    with pytest.raises(VerificationError, match=f"game {running.id}"):
        await copy_database(source, target.target())
    dump = await target.dump()
    assert all(rows == [] for table, rows in dump.items() if table != "sequence_schema")


async def test_an_older_sqlite_database_is_migrated_in_the_copy_only(tmp_path, target):
    lite = StoreBackend(SQLITE, tmp_path)
    async with lite.store("v2", migrations=lite.migrations[:2]):
        pass
    await lite.script(
        "INSERT INTO games (id, guild_id, channel_id, host_id, variant, settings, seed, status,"
        " created_at) VALUES (4, 1, 2, 3, 'classic', '{}', 7, 'lobby', 100)", "v2")
    report = await copy_database(lite.target("v2"), target.target())
    assert report.rows["games"] == 1
    assert await lite.raw_version("v2") == 2
    async with Store(url=target.target()) as pg:
        assert (await pg.load_game(4)).turn_clock == 0


def test_the_command_line_copies_once_then_refuses(tmp_path, target):
    import asyncio

    source = tmp_path / "cli.db"
    asyncio.run(fill(source))
    command = [sys.executable, "-m", "data.copy", str(source), target.target()]
    first = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert first.returncode == 0, first.stderr
    assert "copied 1 guild_settings" in first.stdout and "6 started games replayed" in first.stdout
    second = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert second.returncode == 1
    assert "not empty" in second.stderr and "nothing written" in second.stderr
