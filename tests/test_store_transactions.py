"""A move and its effects commit together or not at all; concurrent writers of one ply."""

import asyncio
import sqlite3

import pytest

import data.store
from data import (
    DuplicateMoveError,
    GameStatus,
    Outcome,
    RatingRecord,
    SeatResult,
    Store,
)

SETTINGS = {"variant": "classic", "players": 2}


async def started_game(store, users=(1, 2)):
    game = await store.create_game(
        guild_id=10, channel_id=20, host_id=users[0], variant="classic", settings=SETTINGS,
        seed=42,
    )
    for user in users:
        await store.add_seat(game.id, user_id=user, display_name=f"user{user}")
    return await store.start_game(game.id, turn_deadline=500, reminder_at=400)


def table_dump(path):
    """Every row of every table, to compare a database before and after."""
    with sqlite3.connect(path) as conn:
        tables = [r[0] for r in conn.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
        )]
        return {t: sorted(conn.execute(f"SELECT * FROM {t}").fetchall(), key=repr)
                for t in tables}


def finishing_results():
    return [
        SeatResult(seat=0, user_id=1, side=0, outcome=Outcome.WIN, sequences=2),
        SeatResult(seat=1, user_id=2, side=1, outcome=Outcome.LOSS),
    ]


@pytest.fixture
async def store(tmp_path):
    async with Store(tmp_path / "tx.db") as store:
        yield store


async def test_a_failure_after_the_move_insert_leaves_nothing(store, monkeypatch):
    game = await started_game(store)
    await store.record_move(game.id, 0, "QS B3", 0, turn_deadline=600, reminder_at=550)
    before = table_dump(store.path)

    async def broken_end_game(*args, **kwargs):
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(data.store, "_end_game", broken_end_game)
    with pytest.raises(RuntimeError, match="disk on fire"):
        await store.record_move(
            game.id, 1, "JH C4", 1, status=GameStatus.FINISHED, turn_deadline=700,
            missed_turns={1: 0, 0: 2}, results=finishing_results(),
        )
    assert table_dump(store.path) == before
    monkeypatch.undo()
    # The same ply can be played again: nothing of the failed attempt remains.
    await store.record_move(game.id, 1, "JH C4", 1, status=GameStatus.FINISHED,
                            results=finishing_results())
    done = await store.load_game(game.id)
    assert done.moves == ("QS B3", "JH C4") and done.status is GameStatus.FINISHED


async def test_a_constraint_failure_in_the_results_rolls_back_the_move(store):
    game = await started_game(store)
    before = table_dump(store.path)
    bad = [SeatResult(seat=0, user_id=1, side=0, outcome="triumph")]  # CHECK constraint
    with pytest.raises(sqlite3.IntegrityError):
        await store.record_move(game.id, 0, "QS B3", 0, status=GameStatus.FINISHED, results=bad)
    assert table_dump(store.path) == before


async def test_a_failing_rating_update_rolls_back_move_and_results(store):
    game = await started_game(store)
    before = table_dump(store.path)

    def rate(current):
        raise ValueError("rating maths failed")

    with pytest.raises(ValueError, match="rating maths"):
        await store.record_move(game.id, 0, "resign", 1, status=GameStatus.FINISHED,
                                results=finishing_results(), rate=rate)
    assert table_dump(store.path) == before


async def test_ratings_are_updated_in_the_finishing_transaction(store):
    game = await started_game(store)
    seen = []

    def rate(current):
        seen.append(dict(current))
        return [
            RatingRecord(10, "classic", user, 30.0 - user, 25.0, 8.0, 1, int(user == 1),
                         int(user == 2), 0, 1 if user == 1 else -1, int(user == 1), 0)
            for user in (1, 2)
        ]

    await store.record_move(game.id, 0, "resign", 1, status=GameStatus.FINISHED,
                            results=finishing_results(), rate=rate)
    assert seen == [{}]
    assert (await store.rating(10, "classic", 1)).wins == 1
    second = await started_game(store)
    await store.finish_game(second.id, GameStatus.FINISHED, results=finishing_results(),
                            rate=lambda current: seen.append(dict(current)) or [])
    assert set(seen[1]) == {1, 2} and seen[1][2].losses == 1


async def test_a_cancelled_task_mid_transaction_rolls_back(store, monkeypatch):
    game = await started_game(store)
    before = table_dump(store.path)
    entered = asyncio.Event()

    async def stuck_update_clock(*args, **kwargs):
        entered.set()
        await asyncio.Event().wait()

    monkeypatch.setattr(data.store, "_update_clock", stuck_update_clock)
    task = asyncio.create_task(store.record_move(game.id, 0, "QS B3", 0, turn_deadline=900))
    await entered.wait()
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    assert table_dump(store.path) == before
    monkeypatch.undo()
    await store.record_move(game.id, 0, "QS B3", 0)
    assert (await store.load_game(game.id)).moves == ("QS B3",)


async def test_two_connections_writing_the_same_ply_exactly_one_wins(tmp_path):
    path = tmp_path / "race.db"
    async with Store(path) as first, Store(path) as second:
        game = await started_game(first)
        for ply in range(20):
            outcomes = await asyncio.gather(
                first.record_move(game.id, ply, f"first {ply}", 0),
                second.record_move(game.id, ply, f"second {ply}", 1),
                return_exceptions=True,
            )
            wins = [o for o in outcomes if not isinstance(o, BaseException)]
            losses = [o for o in outcomes if isinstance(o, BaseException)]
            assert len(wins) == 1, outcomes
            assert len(losses) == 1 and isinstance(losses[0], DuplicateMoveError), outcomes
        loaded = await second.load_game(game.id)
        assert len(loaded.moves) == 20
        assert (await first.load_game(game.id)).moves == loaded.moves


async def test_one_connection_shared_by_concurrent_tasks_plays_a_ply_once(store):
    game = await started_game(store)
    outcomes = await asyncio.gather(
        *(store.record_move(game.id, 0, "QS B3", 0) for _ in range(5)), return_exceptions=True
    )
    assert sum(not isinstance(o, BaseException) for o in outcomes) == 1
    assert all(isinstance(o, DuplicateMoveError) for o in outcomes
               if isinstance(o, BaseException))
    assert (await store.load_game(game.id)).moves == ("QS B3",)
