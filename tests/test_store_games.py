"""Games, lobbies, moves, turn clocks, DM status and guild settings, on SQLite and PostgreSQL."""

import pytest

from data import (
    UNCHANGED,
    DuplicateMoveError,
    GameClosedError,
    GameNotFoundError,
    GameStatus,
    Outcome,
    PlyOutOfOrderError,
    SeatError,
    SeatResult,
    TurnClock,
)

SETTINGS = {"variant": "classic", "players": 2}


class Clock:
    def __init__(self, now=1_000_000):
        self.now = now

    def __call__(self):
        return self.now


@pytest.fixture
async def store(backend):
    async with backend.store(clock=Clock()) as store:
        yield store


async def new_game(store, *, channel_id=20, users=(1, 2), host=1):
    game = await store.create_game(
        guild_id=10, channel_id=channel_id, host_id=host, variant="classic",
        settings=SETTINGS, seed=42, lobby_message_id=99,
    )
    for user in users:
        await store.add_seat(game.id, user_id=user, display_name=f"user{user}")
    return game


async def test_create_game_starts_in_the_lobby(store):
    game = await store.create_game(
        guild_id=10, channel_id=20, host_id=1, variant="classic", settings=SETTINGS, seed=42,
        lobby_message_id=99,
    )
    assert game.status is GameStatus.LOBBY
    assert game.settings == SETTINGS and game.seed == 42
    assert game.created_at == 1_000_000 and game.started_at is None
    assert game.seats == () and game.moves == () and game.next_ply == 0
    assert game.lobby_message_id == 99
    assert await store.load_game(game.id) == game


async def test_lobby_seats_join_leave_and_change_side(store):
    game = await new_game(store, users=(1, 2, 3))
    computer = await store.add_seat(
        game.id, user_id=None, display_name="Computer", is_computer=True, computer_level="easy"
    )
    assert computer.seat == 3 and computer.is_computer
    assert (await store.load_game(game.id)).seats[3] == computer  # the seat as stored
    with pytest.raises(SeatError):
        await store.add_seat(game.id, user_id=2, display_name="again")
    with pytest.raises(SeatError):
        await store.add_seat(game.id, user_id=None, display_name="nobody")
    assert await store.remove_player(game.id, 2) is True
    assert await store.remove_player(game.id, 2) is False
    await store.change_side(game.id, 1, 1)
    loaded = await store.load_game(game.id)
    assert [(s.seat, s.user_id, s.side) for s in loaded.seats] == [
        (0, 1, None), (1, 3, 1), (2, None, None)
    ]
    await store.remove_seat(game.id, 0)
    loaded = await store.load_game(game.id)
    assert [(s.seat, s.user_id) for s in loaded.seats] == [(0, 3), (1, None)]
    with pytest.raises(SeatError):
        await store.remove_seat(game.id, 5)
    with pytest.raises(SeatError):
        await store.change_side(game.id, 5, 0)


async def test_start_game_fixes_seating_sides_and_clock(store):
    game = await new_game(store, users=(1, 2, 3, 4))
    started = await store.start_game(
        game.id, order=[2, 0, 3, 1], sides=[0, 1, 0, 1], turn_deadline=1_000_600,
        reminder_at=1_000_300, seed=77,
    )
    assert started.status is GameStatus.ACTIVE and started.started_at == 1_000_000
    assert started.seed == 77
    assert [(s.seat, s.user_id, s.side) for s in started.seats] == [
        (0, 3, 0), (1, 1, 1), (2, 4, 0), (3, 2, 1)
    ]
    assert started.turn_deadline == 1_000_600 and started.reminder_at == 1_000_300
    with pytest.raises(GameClosedError):
        await store.add_seat(game.id, user_id=9, display_name="late")
    with pytest.raises(GameClosedError):
        await store.start_game(game.id)


async def test_start_game_refuses_a_bad_order(store):
    game = await new_game(store)
    with pytest.raises(SeatError):
        await store.start_game(game.id, order=[0, 0])
    with pytest.raises(SeatError):
        await store.start_game(game.id, sides=[0])
    assert (await store.load_game(game.id)).status is GameStatus.LOBBY


async def test_moves_are_appended_in_ply_order(store):
    game = await new_game(store)
    await store.start_game(game.id)
    for ply, text in enumerate(["QS B3", "JH C4", "dead 9D"]):
        move = await store.record_move(game.id, ply, text, ply % 2)
        assert move.ply == ply and move.text == text
    loaded = await store.load_game(game.id)
    assert loaded.moves == ("QS B3", "JH C4", "dead 9D")
    log = await store.move_log(game.id)
    assert [(m.game_id, m.ply, m.text, m.seat, m.created_at) for m in log] == [
        (game.id, 0, "QS B3", 0, 1_000_000), (game.id, 1, "JH C4", 1, 1_000_000),
        (game.id, 2, "dead 9D", 0, 1_000_000),
    ]


async def test_a_double_submission_fails_and_plays_once(store):
    game = await new_game(store)
    await store.start_game(game.id)
    await store.record_move(game.id, 0, "QS B3", 0)
    with pytest.raises(DuplicateMoveError):
        await store.record_move(game.id, 0, "QS B3", 0)
    with pytest.raises(DuplicateMoveError):
        await store.record_move(game.id, 0, "JH C4", 1)
    with pytest.raises(PlyOutOfOrderError):
        await store.record_move(game.id, 5, "JH C4", 1)
    assert (await store.load_game(game.id)).moves == ("QS B3",)


async def test_moves_need_an_active_game(store):
    game = await new_game(store)
    with pytest.raises(GameClosedError):
        await store.record_move(game.id, 0, "QS B3", 0)
    with pytest.raises(GameNotFoundError):
        await store.record_move(12345, 0, "QS B3", 0)
    with pytest.raises(GameNotFoundError):
        await store.load_game(12345)


async def test_a_finishing_move_stores_results_and_clears_the_clock(store):
    game = await new_game(store)
    await store.start_game(game.id, turn_deadline=1_000_600, reminder_at=1_000_300)
    await store.record_move(game.id, 0, "QS B3", 0, turn_deadline=1_000_700)
    results = [
        SeatResult(seat=0, user_id=1, side=0, outcome=Outcome.WIN, sequences=2, turns=1),
        SeatResult(seat=1, user_id=2, side=1, outcome=Outcome.LOSS, turns=1),
    ]
    await store.record_move(
        game.id, 1, "resign", 1, status=GameStatus.FINISHED, result={"winner": 0},
        results=results,
    )
    done = await store.load_game(game.id)
    assert done.status is GameStatus.FINISHED and done.finished_at == 1_000_000
    assert done.turn_deadline is None and done.reminder_at is None
    assert done.result == {"winner": 0}
    assert await store.results_of(game.id) == tuple(results)
    assert await store.active_games() == []
    with pytest.raises(GameClosedError):
        await store.record_move(game.id, 2, "QS B4", 0)


async def test_finish_game_without_a_move(store):
    lobby = await new_game(store)
    await store.finish_game(lobby.id, GameStatus.CANCELLED)
    assert (await store.load_game(lobby.id)).status is GameStatus.CANCELLED
    with pytest.raises(GameClosedError):
        await store.finish_game(lobby.id, GameStatus.ABANDONED)
    game = await new_game(store)
    await store.start_game(game.id)
    with pytest.raises(ValueError):
        await store.finish_game(game.id, GameStatus.ACTIVE)
    await store.finish_game(game.id, GameStatus.ABANDONED, result={"reason": "dropped"})
    assert (await store.load_game(game.id)).result == {"reason": "dropped"}


async def test_lobbies_opened_before_a_time_are_the_unstarted_ones(backend):
    clock = Clock(1_000)
    async with backend.store(clock=clock) as store:
        old = await new_game(store)
        started = await new_game(store)
        await store.start_game(started.id)
        cancelled = await new_game(store)
        await store.finish_game(cancelled.id, GameStatus.CANCELLED)
        clock.now = 2_000
        young = await new_game(store)
        assert await store.lobbies_opened_before(1_000) == []
        assert await store.lobbies_opened_before(1_001) == [old.id]
        assert await store.lobbies_opened_before(2_001) == [old.id, young.id]


async def test_a_servers_open_games_are_its_lobbies_and_running_games(store):
    lobby = await new_game(store)
    running = await new_game(store)
    await store.start_game(running.id)
    done = await new_game(store)
    await store.finish_game(done.id, GameStatus.CANCELLED)
    other = await store.create_game(guild_id=11, channel_id=20, host_id=1, variant="classic",
                                    settings=SETTINGS, seed=1)
    assert [r.id for r in await store.open_games_in_guild(10)] == [lobby.id, running.id]
    assert [r.id for r in await store.open_games_in_guild(11)] == [other.id]
    assert await store.open_games_in_guild(12) == []


async def test_the_last_move_times_of_several_games_in_one_query(backend):
    clock = Clock(1_000)
    async with backend.store(clock=clock) as store:
        moved, idle = await new_game(store), await new_game(store)
        for game in (moved, idle):
            await store.start_game(game.id)
        await store.record_move(moved.id, 0, "QS B3", 0)
        clock.now = 1_500
        await store.record_move(moved.id, 1, "JD E5", 1)
        assert await store.last_move_at([moved.id, idle.id, 999]) == {moved.id: 1_500}
        assert await store.last_move_at([]) == {}


async def test_loading_by_channel_thread_and_user(store):
    a = await new_game(store, channel_id=20, users=(1, 2))
    b = await new_game(store, channel_id=20, users=(2, 3))
    c = await new_game(store, channel_id=21, users=(1, 3))
    await store.set_messages(c.id, thread_id=500, board_channel_id=500, board_message_id=501)
    await store.finish_game(b.id, GameStatus.CANCELLED)
    assert [g.id for g in await store.games_in_channel(20)] == [a.id]
    assert [g.id for g in await store.games_in_channel(20, open_only=False)] == [a.id, b.id]
    assert [g.id for g in await store.games_in_channel(500)] == [c.id]
    assert [g.id for g in await store.games_of_user(1)] == [a.id, c.id]
    assert [g.id for g in await store.games_of_user(2)] == [a.id]
    assert [g.id for g in await store.games_of_user(2, open_only=False)] == [a.id, b.id]
    assert [g.id for g in await store.active_games()] == [a.id, c.id]
    loaded = await store.load_game(c.id)
    assert (loaded.thread_id, loaded.board_channel_id, loaded.board_message_id) == (500, 500, 501)
    await store.set_messages(c.id, board_message_id=None, thread_id=UNCHANGED)
    loaded = await store.load_game(c.id)
    assert (loaded.thread_id, loaded.board_message_id) == (500, None)
    with pytest.raises(GameNotFoundError):
        await store.set_messages(9999, thread_id=1)


async def test_a_board_shown_records_its_place_and_the_moves_shown_in_one_write(store):
    """The announcer's board post records where the board is and how far the players have
    been shown the game together (never back; a game that tracks nothing stays so)."""
    game = await new_game(store, users=(1, 2))
    await store.start_game(game.id)
    for ply, card in enumerate(("QS B3", "KD C4", "2H D5")):
        await store.record_move(game.id, ply, card, ply % 2)
    assert [g.id for g in await store.unannounced_games()] == [game.id]
    assert (await store.load_game(game.id)).unannounced
    await store.set_messages(game.id, board_channel_id=5, board_message_id=6, announced_ply=3)
    loaded = await store.load_game(game.id)
    assert (loaded.board_channel_id, loaded.board_message_id, loaded.announced_ply) == (5, 6, 3)
    assert not loaded.unannounced  # every move shown: a click does not post the board again
    assert await store.unannounced_games() == []
    await store.set_messages(game.id, board_message_id=7, announced_ply=2)  # an older board
    loaded = await store.load_game(game.id)
    assert (loaded.board_message_id, loaded.announced_ply) == (7, 3)


async def test_turn_clock_reminders_deadlines_and_missed_turns(store):
    game = await new_game(store)
    await store.start_game(game.id, turn_deadline=1_000_600, reminder_at=1_000_300)
    assert await store.due_deadlines(1_000_299) == []
    [due] = await store.due_deadlines(1_000_300)
    assert (due.game_id, due.expired, due.reminder_sent) == (game.id, False, False)
    assert await store.mark_reminder_sent(game.id, 1_000_300) is True
    assert await store.mark_reminder_sent(game.id, 1_000_300) is False
    # a reminder Discord refused is put back, to be sent at the next sweep; not another turn's
    await store.unmark_reminder_sent(game.id, 1_000_300)
    [due] = await store.due_deadlines(1_000_301)
    assert not due.reminder_sent
    assert await store.mark_reminder_sent(game.id, 1_000_300) is True
    await store.unmark_reminder_sent(game.id, 1_000_299)
    assert await store.mark_reminder_sent(game.id, 1_000_300) is False
    assert await store.due_deadlines(1_000_599) == []
    [due] = await store.due_deadlines(1_000_600)
    assert due.expired and due.reminder_sent
    # The sweeper passes the turn: the seat's missed turns go up, a new clock starts.
    await store.record_move(
        game.id, 0, "timeout", 0, turn_deadline=1_001_200, reminder_at=1_000_900,
        missed_turns={0: 1},
    )
    loaded = await store.load_game(game.id)
    assert loaded.turn_deadline == 1_001_200 and not loaded.reminder_sent
    assert [s.missed_turns for s in loaded.seats] == [1, 0]
    assert await store.due_deadlines(1_000_899) == []
    with pytest.raises(SeatError):
        await store.record_move(game.id, 1, "QS B3", 1, missed_turns={7: 0})
    assert (await store.load_game(game.id)).moves == ("timeout",)


async def test_the_due_turn_clocks_say_which_deadline_and_reminder_came(store):
    """The sweeper passes a turn only if its deadline is still the one it read, and flags
    the reminder by its time: each due game comes once, with both times, expired or not."""
    reminded, quiet, unreminded, calm = [await new_game(store) for _ in range(4)]
    await store.start_game(reminded.id, turn_deadline=1_000_600, reminder_at=1_000_300)
    await store.start_game(quiet.id, turn_deadline=1_000_400, reminder_at=None)
    await store.start_game(unreminded.id, turn_deadline=1_000_400, reminder_at=1_000_200)
    await store.start_game(calm.id, turn_deadline=1_000_900, reminder_at=1_000_700)
    assert await store.due_deadlines(1_000_450) == [
        TurnClock(reminded.id, turn_deadline=1_000_600, reminder_at=1_000_300,
                  reminder_sent=False, expired=False),
        TurnClock(quiet.id, turn_deadline=1_000_400, reminder_at=None,
                  reminder_sent=False, expired=True),
        TurnClock(unreminded.id, turn_deadline=1_000_400, reminder_at=1_000_200,
                  reminder_sent=False, expired=True),
    ]


async def test_dm_status_is_remembered_across_games(store):
    assert await store.dm_ok(1) is None
    game = await new_game(store, users=(1, 2))
    await store.set_dm_ok(1, False)
    assert await store.dm_ok(1) is False
    assert [s.dm_ok for s in (await store.load_game(game.id)).seats] == [False, True]
    later = await new_game(store, users=(1,))
    assert (await store.load_game(later.id)).seats[0].dm_ok is False
    await store.set_dm_ok(1, True)
    assert all(s.dm_ok for s in (await store.load_game(later.id)).seats)


async def test_guild_settings_default_and_update(store):
    settings = await store.guild_settings(10)
    assert (settings.language, settings.turn_clock_seconds, settings.options) == ("en", None, {})
    await store.update_guild_settings(10, language="fr", turn_clock_seconds=600)
    changed = await store.update_guild_settings(10, options={"theme": "dark"})
    assert (changed.language, changed.turn_clock_seconds) == ("fr", 600)
    assert await store.guild_settings(10) == changed
    cleared = await store.update_guild_settings(10, turn_clock_seconds=None)
    assert cleared.turn_clock_seconds is None and cleared.options == {"theme": "dark"}


@pytest.mark.parametrize("deadline", [UNCHANGED, None, 1_000_900])
@pytest.mark.parametrize("reminder", [UNCHANGED, None, 1_000_800])
async def test_a_writers_record_after_a_move_is_the_stored_game_whatever_clock_it_sets(
        store, deadline, reminder):
    """A writer keeps ``after_moves`` instead of reading the game back: it must agree with
    the store on the turn clock, including whether the turn's reminder was already sent."""
    game = await new_game(store)
    game = await store.start_game(game.id, turn_deadline=1_000_600, reminder_at=1_000_300)
    assert await store.mark_reminder_sent(game.id, 1_000_300)
    game = await store.load_game(game.id)
    move = await store.record_move(game.id, 0, "QS B3", 0, turn_deadline=deadline,
                                   reminder_at=reminder)
    expected = game.after_moves([move], status=GameStatus.ACTIVE, turn_deadline=deadline,
                                reminder_at=reminder)
    assert await store.load_game(game.id) == expected
    assert expected.reminder_sent is (deadline is UNCHANGED and reminder is UNCHANGED)
