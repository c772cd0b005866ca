"""A move and its effects commit together or not at all; concurrent writers of one ply."""

import asyncio

import pytest

import data.turns
from data import (
    ConstraintError,
    DuplicateMoveError,
    GameStatus,
    Outcome,
    RatingRecord,
    SeatResult,
    StoreBusyError,
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


def finishing_results():
    return [
        SeatResult(seat=0, user_id=1, side=0, outcome=Outcome.WIN, sequences=2),
        SeatResult(seat=1, user_id=2, side=1, outcome=Outcome.LOSS),
    ]


async def test_a_failure_after_the_move_insert_leaves_nothing(store, monkeypatch, backend):
    game = await started_game(store)
    await store.record_move(game.id, 0, "QS B3", 0, turn_deadline=600, reminder_at=550)
    before = await backend.dump()

    async def broken_end_game(*args, **kwargs):
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(data.turns, "end_game", broken_end_game)
    with pytest.raises(RuntimeError, match="disk on fire"):
        await store.record_move(
            game.id, 1, "JH C4", 1, status=GameStatus.FINISHED, turn_deadline=700,
            missed_turns={1: 0, 0: 2}, results=finishing_results(),
        )
    assert await backend.dump() == before
    monkeypatch.undo()
    # The same ply can be played again: nothing of the failed attempt remains.
    await store.record_move(game.id, 1, "JH C4", 1, status=GameStatus.FINISHED,
                            results=finishing_results())
    done = await store.load_game(game.id)
    assert done.moves == ("QS B3", "JH C4") and done.status is GameStatus.FINISHED


async def test_a_constraint_failure_in_the_results_rolls_back_the_move(store, backend):
    game = await started_game(store)
    before = await backend.dump()
    bad = [SeatResult(seat=0, user_id=1, side=0, outcome="triumph")]  # CHECK constraint
    with pytest.raises(ConstraintError):
        await store.record_move(game.id, 0, "QS B3", 0, status=GameStatus.FINISHED, results=bad)
    assert await backend.dump() == before


async def test_a_failing_rating_update_rolls_back_move_and_results(store, backend):
    game = await started_game(store)
    before = await backend.dump()

    def rate(current):
        raise ValueError("rating maths failed")

    with pytest.raises(ValueError, match="rating maths"):
        await store.record_move(game.id, 0, "resign", 1, status=GameStatus.FINISHED,
                                results=finishing_results(), rate=rate)
    assert await backend.dump() == before


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


async def test_a_cancelled_task_mid_transaction_rolls_back(store, monkeypatch, backend):
    game = await started_game(store)
    before = await backend.dump()
    entered = asyncio.Event()

    async def stuck_missed_turns(*args, **kwargs):  # after the move's first two statements
        entered.set()
        await asyncio.Event().wait()

    monkeypatch.setattr(data.turns, "_set_missed_turns", stuck_missed_turns)
    task = asyncio.create_task(store.record_move(game.id, 0, "QS B3", 0, turn_deadline=900,
                                                 missed_turns={0: 1}))
    await entered.wait()
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    assert await backend.dump() == before
    monkeypatch.undo()
    await store.record_move(game.id, 0, "QS B3", 0)
    assert (await store.load_game(game.id)).moves == ("QS B3",)


async def test_a_task_cancelled_at_any_moment_of_a_write_leaves_no_transaction_open(store):
    """Cancelled while BEGIN or COMMIT ran, a write used to leave its connection inside a
    transaction (SQLite: every later write failed; asyncpg: "Resetting connection with an
    active transaction"). Each write is whole or absent, and the connections stay usable."""
    loop = asyncio.get_running_loop()
    reported: list[str] = []
    loop.set_exception_handler(lambda _loop, context: reported.append(context["message"]))
    try:
        for i in range(300):
            task = asyncio.ensure_future(store.set_dm_choice(1000 + i, "all"))
            await asyncio.sleep(0.0002 * (i % 40))  # from before BEGIN to after COMMIT
            task.cancel()
            try:
                await task
            except asyncio.CancelledError:
                pass
        choices = await store.dm_choices(range(1000, 1300))
    finally:
        loop.set_exception_handler(None)
    # (cancelled in the middle of the body, a PostgreSQL connection is closed instead, as
    # before: asyncpg then reports its lost connection's future, which is not this)
    assert [m for m in reported if "active transaction" in m] == []
    assert set(choices.values()) <= {"all", "turn"}  # each write whole, or none ("turn")
    await store.set_dm_choice(1, "never")  # the connections still work
    assert await store.dm_choices([1]) == {1: "never"}


async def test_two_connections_writing_the_same_ply_exactly_one_wins(backend):
    async with backend.store() as first, backend.store() as second:
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


async def test_a_writer_locked_out_too_long_gets_a_busy_error_and_can_retry(backend):
    async with backend.store() as first, backend.store(busy_timeout_ms=100) as second:
        game = await started_game(first)
        async with first.db.transaction() as db:  # holds the game (SQLite: the whole file)
            await db.fetchone(f"SELECT id FROM games WHERE id = ?{db.for_update}", (game.id,))
            with pytest.raises(StoreBusyError):
                await second.record_move(game.id, 0, "QS B3", 0)
        await second.record_move(game.id, 0, "QS B3", 0)
        assert (await first.load_game(game.id)).moves == ("QS B3",)


async def test_games_ending_together_on_one_ladder_both_count(backend):
    def one_more_game(current):
        return [
            RatingRecord(10, "classic", user, 0.0, 25.0, 8.0,
                         (current[user].games if user in current else 0) + 1,
                         0, 0, 0, 0, 0, 0)
            for user in (1, 2)
        ]

    async with backend.store() as first, backend.store() as second:
        games = [await started_game(first) for _ in range(6)]
        await asyncio.gather(*(
            (first if i % 2 else second).finish_game(
                game.id, GameStatus.FINISHED, results=finishing_results(), rate=one_more_game)
            for i, game in enumerate(games)
        ))
        assert (await first.rating(10, "classic", 1)).games == 6
        assert (await first.rating(10, "classic", 2)).games == 6


async def test_the_moves_key_itself_refuses_a_second_row_for_a_ply(store, backend):
    """Even if the game's move count lagged behind its log, (game_id, ply) is unique."""
    game = await started_game(store)
    await backend.script(
        f"INSERT INTO moves (game_id, ply, text, seat, created_at) "
        f"VALUES ({game.id}, 0, 'QS B3', 0, 1)"
    )
    with pytest.raises(DuplicateMoveError):
        await store.record_move(game.id, 0, "JH C4", 1)
    assert (await store.load_game(game.id)).moves == ("QS B3",)
    # the failed move left nothing: its move_count bump was rolled back with it
    assert await backend.fetch("SELECT move_count FROM games WHERE id = ?", (game.id,)) == [(0,)]


async def test_a_move_the_tables_rules_refuse_is_a_fault_not_a_second_move(store):
    """Only the (game, ply) key makes a refused move a duplicate (someone moved first): a
    move breaking another rule of the table (here a text too long) is a fault and says so."""
    game = await started_game(store)
    with pytest.raises(ConstraintError) as refused:
        await store.record_move(game.id, 0, "QS B3" * 13, 0)
    assert not refused.value.unique
    assert (await store.load_game(game.id)).moves == ()


async def test_a_board_recorded_while_a_move_fails_stays_recorded(store, monkeypatch):
    # set_messages is one statement on its own (SQLite: outside BEGIN). Recorded while
    # another writer's transaction is open, it must not become part of it and vanish with
    # its rollback.
    game = await started_game(store)
    inside, release = asyncio.Event(), asyncio.Event()

    async def slow_broken_end_game(*args, **kwargs):
        inside.set()
        await release.wait()
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(data.turns, "end_game", slow_broken_end_game)
    move = asyncio.ensure_future(store.record_move(
        game.id, 0, "QS B3", 0, status=GameStatus.FINISHED, results=finishing_results()))
    await inside.wait()
    board = asyncio.ensure_future(store.set_messages(
        game.id, board_channel_id=30, board_message_id=31, announced_ply=0))
    await asyncio.sleep(0)  # one turn of the loop (no timed wait): it reaches the store
    release.set()
    with pytest.raises(RuntimeError, match="disk on fire"):
        await move
    await board
    record = await store.load_game(game.id)
    assert record.moves == () and record.board_message_id == 31


async def test_moves_stored_together_are_all_stored_or_none(store, monkeypatch, backend):
    """A player's last missed turn and the drop it brings are one write: a failure at the
    drop leaves neither, and stored they take consecutive plies with the game's effects."""
    game = await started_game(store)
    before = await backend.dump()

    async def broken_missed_turns(*args, **kwargs):
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(data.turns, "_set_missed_turns", broken_missed_turns)
    with pytest.raises(RuntimeError, match="disk on fire"):
        await store.record_moves(game.id, 0, [("timeout", 0), ("drop s0", 0)],
                                 missed_turns={0: 3}, turn_deadline=900)
    assert await backend.dump() == before
    monkeypatch.undo()
    stored = await store.record_moves(game.id, 0, [("timeout", 0), ("drop s0", 0)],
                                      missed_turns={0: 3}, turn_deadline=900)
    assert [(m.ply, m.text, m.seat) for m in stored] == [(0, "timeout", 0), (1, "drop s0", 0)]
    loaded = await store.load_game(game.id)
    assert loaded.moves == ("timeout", "drop s0")
    assert loaded.turn_deadline == 900 and loaded.seats[0].missed_turns == 3
    assert game.after_moves(stored, status=GameStatus.ACTIVE, missed_turns={0: 3},
                            turn_deadline=900).moves == loaded.moves
    # the next move goes at the ply after both; the second ply is taken
    with pytest.raises(DuplicateMoveError):
        await store.record_move(game.id, 1, "QS B3", 1)
    await store.record_move(game.id, 2, "QS B3", 1)
