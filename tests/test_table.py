"""The table core without Discord: who may act, one write per move, memory that stays flat."""

import random

import pytest

from cogs.lobby import computer_namer
from data import GameStatus, Store
from engine import Game, GameSettings, IllegalMoveError, NotYourTurnError, parse_move
from table import AWAY_AFTER, GameService, Refusal, RuleRefusal, make_settings
from table.memory import FINISHED_KEPT
from tests.bot_helpers import FakeClock

HOST, BOB, CAROL, DAN = 1, 2, 3, 4


@pytest.fixture
async def service(tmp_path):
    async with Store(tmp_path / "table.db") as store:
        yield GameService(store, seed_source=lambda: 7, clock=FakeClock())


async def started(service, players=2, clock=0, sides=0, **options):
    settings = make_settings("classic", players, sides, **options)
    record = await service.create_lobby(
        guild_id=9, channel_id=8, host_id=HOST, host_name="host", settings=settings,
        clock=clock, namer=computer_namer("en"),
    )
    for user in (BOB, CAROL, DAN)[: players - 1]:
        await service.join(record.id, user, f"user{user}")
    return await service.start(record.id, HOST)


def user_at(record, seat):
    return record.seats[seat].user_id


# -- who may act: the engine decides, the table names the refusal -------------------------------


def test_the_engine_names_the_seats_that_may_act():
    game = Game.new(GameSettings("classic", 4, strict_draw=True), 3)
    assert game.acting_seats() == (game.to_act,)
    first = game.to_act
    game.play(game.legal_moves()[0])
    # strict draw: the player who just played still owes a draw while the next one acts
    assert game.acting_seats() == tuple(sorted({first, game.to_act}))
    assert game.snapshot().owed_draws == (first,)
    assert game.snapshot().acting == game.acting_seats()


def test_play_as_refuses_another_seats_turn_and_table_moves():
    game = Game.new(GameSettings("classic", 2), 5)
    other = 1 - game.to_act
    move = game.legal_moves()[0]
    before = game.fingerprint()
    with pytest.raises(NotYourTurnError) as turn:
        game.play_as(other, move)
    assert turn.value.code == "not_your_turn" and turn.value.params == {"seat": game.to_act}
    with pytest.raises(NotYourTurnError, match="not your seat"):
        game.play_as(other, f"resign s{game.to_act}")
    with pytest.raises(IllegalMoveError) as table_move:
        game.play_as(game.to_act, "timeout")
    assert table_move.value.code == "not_player_move"
    assert game.fingerprint() == before
    game.play_as(game.to_act, move)
    assert game.ply == 1


def test_table_talk_forfeits_are_the_only_acting_seats():
    game = Game.new(GameSettings("classic", 4, table_talk=True), 8)
    game.play("talk 0")
    owed = game.owed_forfeits()
    assert owed and set(owed) == {s for s in range(4) if game.side_of[s] == 0}
    assert game.acting_seats() == tuple(sorted(owed))
    assert game.snapshot().owed_forfeits == owed
    with pytest.raises(NotYourTurnError):
        game.play_as(game.to_act, "pass")


def test_dice_says_when_the_same_player_rolls_again():
    seed = next(s for s in range(500) if _dice_double(s))
    game, roller = _dice_double(seed)
    assert game.snapshot().rolls_again and game.to_act == roller
    game.play("roll")
    assert not game.snapshot().rolls_again


def _dice_double(seed):
    """A Dice game right after a roll of 2 or 12 was used, or None for this seed."""
    game = Game.new(GameSettings("dice", 2), seed)
    game.play("roll")
    if sum(game.snapshot().last_roll) not in (2, 12):
        return None
    roller = game.to_act
    game.play(game.legal_moves()[0])
    return game, roller


async def test_the_table_refuses_another_players_turn_by_name(service):
    record, game = await started(service)
    waiting = user_at(record, 1 - game.to_act)
    move = str(game.legal_moves()[0])
    with pytest.raises(Refusal) as refused:
        await service.play(record.id, waiting, move)
    assert refused.value.code == "error.not_your_turn"
    assert refused.value.params == {"player": record.seats[game.to_act].display_name}
    with pytest.raises(Refusal) as refused:
        await service.play(record.id, CAROL, move)
    assert refused.value.code == "error.not_player"
    with pytest.raises(RuleRefusal) as rule:
        await service.play(record.id, user_at(record, game.to_act), "QS J10")
    assert rule.value.error.code in ("not_in_hand", "off_board", "wrong_space")
    assert (await service.record(record.id)).moves == ()


async def test_a_move_whose_commit_was_cut_off_is_read_back_as_the_store_has_it(service):
    # The server went away during COMMIT: the store says it is out of reach, but the move may
    # have been committed. The table must not keep the game as it was before the move.
    from data import StoreUnavailableError
    from table import MoveMaybeStoredError

    record, game = await started(service)
    mover = user_at(record, game.to_act)
    move = str(game.legal_moves()[0])
    store = service.store
    record_moves = store.record_moves

    async def committed_then_cut_off(*args, **kw):
        await record_moves(*args, **kw)
        raise StoreUnavailableError("the connection was closed during COMMIT",
                                    maybe_committed=True)

    store.record_moves = committed_then_cut_off
    with pytest.raises(MoveMaybeStoredError) as unknown:
        await service.play(record.id, mover, move)
    assert unknown.value.game_id == record.id and unknown.value.maybe_committed
    store.record_moves = record_moves
    _, held = await service.game(record.id)
    assert held.ply == 1 and str(held.moves[0]) == move
    with pytest.raises(Refusal):  # played once: the same move again is refused
        await service.play(record.id, mover, move)


# -- a moderator ends what its players left behind -----------------------------------------------


async def test_a_moderator_ends_a_running_game_without_a_winner_or_a_rating(service):
    record, game = await started(service, clock=60)
    await service.play(record.id, user_at(record, game.to_act), str(game.legal_moves()[0]))
    ended = await service.end_game(record.id)
    assert ended.finished and ended.game.outcome.termination == "abandonment"
    assert ended.record.status is GameStatus.ABANDONED
    stored = await service.store.load_game(record.id)
    assert stored == ended.record and stored.turn_deadline is None
    with pytest.raises(Refusal) as again:
        await service.end_game(record.id)
    assert again.value.code == "error.game_over"
    assert (await service.store.load_game(record.id)).moves == ended.record.moves


async def test_a_moderator_closes_a_lobby_its_host_left_open(service):
    lobby = await service.create_lobby(
        guild_id=9, channel_id=8, host_id=HOST, host_name="host",
        settings=make_settings("classic", 2), namer=computer_namer("en"))
    closed = await service.close_lobby(lobby.id)
    assert closed.status is GameStatus.CANCELLED
    assert lobby.id not in [r.id for r in await service.games_here(8)]
    with pytest.raises(Refusal):
        await service.join(lobby.id, BOB, "bob")
    with pytest.raises(Refusal):
        await service.close_lobby(lobby.id)


# -- a game without a clock that waited three days for a player ---------------------------------


@pytest.fixture
async def timed(tmp_path):
    """A service whose store keeps the same (fake) time."""
    clock = FakeClock()
    async with Store(tmp_path / "timed.db", clock=clock) as store:
        yield GameService(store, seed_source=lambda: 7, clock=clock)


async def refused(call, code):
    """Await ``call``, which the table must refuse with ``code``; the refusal's params."""
    with pytest.raises(Refusal) as refusal:
        await call
    assert refusal.value.code == code
    return refusal.value.params


async def test_a_player_a_clockless_game_waited_three_days_for_is_dropped_and_loses(timed):
    service = timed
    record, game = await started(service)
    absent, seat = user_at(record, game.to_act), game.to_act
    other = user_at(record, 1 - seat)
    started_at = (await service.record(record.id)).started_at
    assert (await service.record(record.id)).reminder_at == started_at + AWAY_AFTER
    params = await refused(service.away(record.id, other), "error.away_too_soon")
    assert params["since_at"] == started_at and params["drop_at"] == started_at + AWAY_AFTER
    assert params["players"] == (record.seats[seat].display_name,) and params["days"] == 3
    await refused(service.away(record.id, absent), "error.away_yours")
    await refused(service.away(record.id, CAROL), "error.not_player")
    service.clock.now += AWAY_AFTER - 1
    await refused(service.drop_away(record.id, other, ply=0), "error.away_too_soon")
    service.clock.now += 1
    away = await service.away(record.id, other)
    assert away.seats == (seat,) and away.ends and not away.forfeits and away.ply == 0
    await refused(service.drop_away(record.id, other, ply=1), "error.away_moved")
    assert (await service.record(record.id)).moves == ()  # nothing happens before the button
    result = await service.drop_away(record.id, other, ply=0)
    assert result.finished and result.record.status is GameStatus.FINISHED
    assert result.record.moves == ("timeout", f"drop s{seat}")
    outcome = result.game.outcome
    assert outcome.winner == result.game.side_of[1 - seat]  # the one left wins...
    ladder = await service.store.leaderboard(9, "classic")
    assert {row.rating.user_id for row in ladder.rows} == {absent, other}  # ...and it is rated
    await refused(service.drop_away(record.id, other, ply=2), "error.game_over")


async def test_only_games_without_a_clock_drop_and_a_move_starts_the_wait_again(timed):
    service = timed
    clocked, _ = await started(service, clock=3600)
    service.clock.now += AWAY_AFTER
    other = user_at(clocked, 1 - (await service.game(clocked.id))[1].to_act)
    params = await refused(service.away(clocked.id, other), "error.away_clock")
    assert params["count"] == 3
    record, game = await started(service, players=3)
    service.clock.now += AWAY_AFTER - 10
    mover = user_at(record, game.to_act)
    await service.play(record.id, mover, str(game.legal_moves()[0]))
    _, game = await service.game(record.id)
    absent_seat = game.to_act
    service.clock.now += 11
    await refused(service.away(record.id, mover), "error.away_too_soon")  # it just moved
    # the sweep's reminder to the player it waits for moved with the move
    assert (await service.record(record.id)).reminder_at == service.clock.now - 11 + AWAY_AFTER
    service.clock.now += AWAY_AFTER
    away = await service.away(record.id, mover)
    assert away.seats == (absent_seat,) and not away.ends
    result = await service.drop_away(record.id, mover, ply=game.ply)
    # three players: the game goes on without them, and the others decide (``dropped``)
    assert not result.finished and result.dropped == absent_seat
    assert not result.game.active[absent_seat] and result.game.to_act != absent_seat
    assert result.record.moves[-2:] == ("timeout", f"drop s{absent_seat}")


async def test_a_last_missed_turn_and_its_drop_are_stored_together_or_not_at_all(timed):
    """A crash between the lost turn and the drop left the player seated, their turn lost,
    and the others waiting a whole clock again: both are now one write."""
    service = timed
    record, game = await started(service, players=3, clock=3600)
    absent = game.to_act
    for _ in range(3 * 2):  # two missed turns in a row for every seat
        await service.system_move(record.id, "timeout")
    before = await service.record(record.id)
    assert before.seats[absent].missed_turns == 2
    real = service.store.record_moves

    async def crash(*args, **kwargs):
        raise RuntimeError("killed mid-write")

    service.store.record_moves = crash
    with pytest.raises(RuntimeError):
        await service.system_move(record.id, "timeout")
    service.store.record_moves = real
    assert await service.store.load_game(record.id) == before  # neither move stored
    assert (await service.game(record.id))[1].ply == len(before.moves)
    result = await service.system_move(record.id, "timeout")
    assert result.dropped == absent and not result.game.active[absent]
    stored = await service.store.load_game(record.id)
    assert stored.moves[len(before.moves):] == ("timeout", f"drop s{absent}")
    assert stored.seats[absent].missed_turns == 3 and result.record == stored


async def test_table_talk_forfeits_owed_three_days_are_taken_as_a_clock_would(timed):
    service = timed
    record, game = await started(service, players=4, table_talk=True)
    talked = await service.call_table_talk(record.id, 0, ply=game.ply)
    owed = talked.game.owed_forfeits()
    assert owed
    other = next(s.user_id for s in record.seats if talked.game.side_of[s.seat] == 1)
    await refused(service.away(record.id, user_at(record, owed[0])), "error.away_yours")
    service.clock.now += AWAY_AFTER
    away = await service.away(record.id, other)
    assert away.forfeits and set(away.seats) == set(owed) and not away.ends
    result = await service.drop_away(record.id, other, ply=talked.game.ply)
    assert result.dropped is None and result.event.kind == "timeout"
    assert result.game.owed_forfeits() == () and all(result.game.active)


# -- one write per move -------------------------------------------------------------------------


async def test_a_game_first_touched_by_its_messages_keeps_its_moves(tmp_path):
    # Found by tests/test_bot_monkey.py: after a restart, a game's thread was deleted before
    # anything else read the game; recording its new place kept the game in memory without
    # its moves, and from then on every action on it was refused as "not started".
    async with Store(tmp_path / "table.db") as store:
        before = GameService(store, seed_source=lambda: 7, clock=FakeClock())
        record, game = await started(before)
        await before.play(record.id, user_at(record, game.to_act), str(game.legal_moves()[0]))
        after = GameService(store, seed_source=lambda: 7, clock=FakeClock())  # a restart
        moved = await after.set_messages(record.id, thread_id=None)
        assert moved.thread_id is None and len(moved.moves) == 1
        record, game = await after.game(record.id)
        assert game.ply == 1 and record.thread_id is None


async def test_the_record_after_a_move_is_what_the_store_holds(service):
    record, game = await started(service, clock=60)
    rng = random.Random(4)
    while True:
        user = user_at(record, game.to_act)
        result = await service.play(record.id, user, str(rng.choice(game.legal_moves())))
        record, game = result.record, result.game
        assert record == await service.store.load_game(record.id)
        if result.finished or game.ply >= 30:
            break
    timed_out = await service.system_move(record.id, "timeout")
    assert timed_out is not None
    assert timed_out.record == await service.store.load_game(record.id)
    resigned = await service.play(record.id, HOST, f"resign s{record.seat_of(HOST).seat}")
    assert resigned.finished and resigned.record.status is GameStatus.FINISHED
    assert resigned.record == await service.store.load_game(record.id)


async def test_a_board_recorded_while_a_move_is_written_is_kept(service, monkeypatch):
    """A board goes out and is recorded (its message, the moves it shows) while the next
    move is being written: the record after that move still knows the board."""
    import asyncio

    record, game = await started(service)
    first = await service.play(record.id, user_at(record, game.to_act),
                               str(game.legal_moves()[0]))
    record, game = first.record, first.game
    store = service.store
    write = store.record_moves
    writing, release = asyncio.Event(), asyncio.Event()

    async def slow_write(*args, **kwargs):
        writing.set()
        await release.wait()
        return await write(*args, **kwargs)

    monkeypatch.setattr(store, "record_moves", slow_write)
    move = asyncio.ensure_future(service.play(record.id, user_at(record, game.to_act),
                                              str(game.legal_moves()[0])))
    await writing.wait()
    await service.set_messages(record.id, board_channel_id=8, board_message_id=555,
                               announced_ply=1)
    release.set()
    result = await move
    assert result.record.board_message_id == 555 and result.record.announced_ply == 1
    assert result.old_board == (8, 555)  # the board this move made old
    assert result.record == await store.load_game(record.id)
    assert await service.record(record.id) == result.record


async def test_the_last_moves_events_are_kept_with_the_game(service, tmp_path):
    """What happened since a seat's turn is worded from events kept in memory, not by
    replaying the game; a game read again from the store has none until it moves."""
    from table.memory import events_kept

    record, game = await started(service, players=3)
    kept = events_kept(3)
    rng = random.Random(2)
    played = []
    for _ in range(kept + 5):
        result = await service.play(record.id, user_at(record, game.to_act),
                                    str(rng.choice(game.legal_moves())))
        record, game = result.record, result.game
        played.append(result.event)
    assert service.recent_events(record.id, game) == tuple(played[-kept:])
    assert service.recent_events(record.id, game.clone()) == ()  # not the game in memory
    async with Store(tmp_path / "table.db") as store:
        again = GameService(store, seed_source=lambda: 7, clock=FakeClock())
        _, same = await again.game(record.id)
        assert again.recent_events(record.id, same) == ()


async def test_memory_stays_flat_over_many_finished_games(service):
    for _ in range(FINISHED_KEPT + 40):
        record, _game = await started(service)
        await service.play(record.id, BOB, f"resign s{record.seat_of(BOB).seat}")
    assert service.games_in_memory == FINISHED_KEPT  # the last ended ones, for their boards
    assert len(service._locks) == 0
    # a game that left memory is rebuilt from the store when asked for
    record, game = await service.game(1)
    assert record.status is GameStatus.FINISHED and game.is_over


# -- who may act, in the table's words; computers; the clock's own moves ------------------------


async def test_a_move_for_another_seat_or_one_the_table_makes_is_refused_in_the_tables_words(
        service):
    """A player resigning for someone else, or typing a move only the table makes, would be
    told the engine's bare reason instead of the table's own refusal."""
    record, game = await started(service)
    mover = user_at(record, game.to_act)
    other_seat = 1 - game.to_act
    with pytest.raises(Refusal) as refused:
        await service.play(record.id, mover, f"resign s{other_seat}")
    assert type(refused.value) is Refusal and refused.value.code == "error.not_your_seat"
    with pytest.raises(Refusal) as refused:
        await service.play(record.id, mover, "timeout")
    assert type(refused.value) is Refusal and refused.value.code == "error.not_player_move"
    assert refused.value.params == {"move": "timeout"}
    assert (await service.record(record.id)).moves == ()


async def test_a_computer_moves_only_in_its_own_seat_and_only_on_the_ply_it_was_asked(service):
    """A computer's late move could be played on a newer turn, or a computer be made to move
    for a human's seat."""
    record = await service.create_lobby(
        guild_id=9, channel_id=8, host_id=HOST, host_name="host",
        settings=make_settings("classic", 2), namer=computer_namer("en"), computers=1)
    record, game = await service.start(record.id, HOST)
    if not record.seats[game.to_act].is_computer:  # the human moves first
        human = await service.play(record.id, HOST, str(game.legal_moves()[0]))
        record, game = human.record, human.game
    computer = game.to_act
    assert record.seats[computer].is_computer
    move = str(game.legal_moves()[0])
    with pytest.raises(Refusal) as refused:
        await service.computer_move(record.id, 1 - computer, move, ply=game.ply)
    assert refused.value.code == "error.not_your_seat"
    assert await service.computer_move(record.id, computer, move, ply=game.ply + 1) is None
    assert await service.computer_move(record.id, computer, move, ply=game.ply - 1) is None
    assert len((await service.record(record.id)).moves) == game.ply
    moved = await service.computer_move(record.id, computer, move, ply=game.ply)
    assert moved is not None and moved.seat == computer and moved.game.ply == game.ply + 1
    # a person alone with a computer is never told that others may drop them
    assert moved.record.reminder_at is None


async def test_the_clock_times_out_only_the_turn_it_was_set_for(service):
    """The sweeper's timeout could take a turn a player had just played in time, or a late
    timeout that lost to another process's move be shown as an error."""
    from data import DuplicateMoveError

    record, game = await started(service, clock=600)
    deadline = record.turn_deadline
    assert deadline == int(service.clock()) + 600 and record.reminder_at == deadline - 300
    assert await service.system_move(record.id, "timeout", expect_deadline=deadline + 1) is None
    assert (await service.record(record.id)).moves == ()
    store = service.store
    real = store.record_moves

    async def beaten(*args, **kwargs):
        raise DuplicateMoveError("another process stored this ply")

    store.record_moves = beaten
    assert await service.system_move(record.id, "timeout", expect_deadline=deadline) is None
    with pytest.raises(Refusal) as refused:  # without a deadline to expect, it is said
        await service.system_move(record.id, "timeout")
    assert refused.value.code == "error.stale"
    store.record_moves = real
    service.clock.now += 600
    timed_out = await service.system_move(record.id, "timeout", expect_deadline=deadline)
    assert timed_out is not None and timed_out.record.moves == ("timeout",)
    assert timed_out.record.seats[game.to_act].missed_turns == 1
    assert timed_out.record.turn_deadline == int(service.clock()) + 600
    assert timed_out.record.reminder_at == int(service.clock()) + 300  # halfway


async def test_a_player_who_plays_again_starts_the_count_of_missed_turns_over(service):
    """A player who missed two turns, played, then missed one more, would be dropped."""
    record, game = await started(service, clock=60)
    sleeper, other = game.to_act, user_at(record, 1 - game.to_act)

    async def others_turn(result):
        return await service.play(record.id, other, str(result.game.legal_moves()[0]))

    for _ in range(2):
        result = await others_turn(await service.system_move(record.id, "timeout"))
    assert result.record.seats[sleeper].missed_turns == 2
    played = await service.play(record.id, user_at(record, sleeper),
                                str(result.game.legal_moves()[0]))
    assert played.record.seats[sleeper].missed_turns == 0
    await others_turn(played)
    result = await service.system_move(record.id, "timeout")
    assert result.dropped is None and result.game.active[sleeper]
    assert result.record.seats[sleeper].missed_turns == 1


async def test_paying_a_forfeit_does_not_start_the_count_of_missed_turns_over(service):
    """A player who lost a turn to the clock and then only forfeited a card for table talk
    would have their missed turns forgotten, and be dropped later than the rules say."""
    record, game = await started(service, players=4, sides=2, clock=60, table_talk=True)
    sleeper = game.to_act
    timed_out = await service.system_move(record.id, "timeout")
    called = await service.call_table_talk(record.id, game.side_of[sleeper],
                                           ply=timed_out.game.ply)
    paid = await service.play(record.id, user_at(record, sleeper),
                              str(called.game.legal_moves(sleeper)[0]))
    assert paid.event.kind == "forfeit"
    assert paid.record.seats[sleeper].missed_turns == 1


async def test_in_dice_the_table_rolls_for_each_player_whose_turn_begins(service):
    """A Dice player would have to roll by hand, or the board show a turn without its roll."""
    settings = make_settings("dice", 2)
    record = await service.create_lobby(
        guild_id=9, channel_id=8, host_id=HOST, host_name="host", settings=settings,
        namer=computer_namer("en"))
    await service.join(record.id, BOB, "bob")
    record, game = await service.start(record.id, HOST)
    assert record.moves[0] == "roll" and "roll" not in [str(m) for m in game.legal_moves()]
    for _ in range(6):
        moved = await service.play(record.id, user_at(record, game.to_act),
                                   str(game.legal_moves()[0]))
        record, game = moved.record, moved.game
        if game.is_over:
            break
        assert record.moves[-1] == "roll" and game.legal_moves()
        assert "roll" not in [str(m) for m in game.legal_moves()]
        assert moved.hands_changed == ()


async def test_a_finished_games_results_name_its_winner_and_count_each_players_turns(service):
    """A player's statistics could count a win as a draw or a loss, or count another
    player's turns, jacks or dead cards as theirs."""
    from data import Outcome
    from engine import card_kind

    record, game = await started(service)
    rng = random.Random(6)
    mine: dict[int, list[str]] = {0: [], 1: []}
    while "dead" not in {parse_move(m).kind for moves in mine.values() for m in moves}:
        seat = game.to_act  # random moves until a dead card is exchanged (at ply 37)
        dead = [m for m in game.legal_moves() if m.kind == "dead"]
        move = str(dead[0] if dead else rng.choice(game.legal_moves()))
        result = await service.play(record.id, user_at(record, seat), move)
        mine[seat].append(move)
        record, game = result.record, result.game
    loser = game.to_act
    resigned = await service.play(record.id, user_at(record, loser), f"resign s{loser}")
    results = await service.store.results_of(record.id)
    assert [r.seat for r in results] == [0, 1]
    assert [r.outcome for r in results] == [
        Outcome.LOSS if r.seat == loser else Outcome.WIN for r in results]
    for r in results:
        moves = [parse_move(m) for m in mine[r.seat]]
        assert r.turns == sum(1 for m in moves if m.kind in ("play", "pass"))
        assert r.dead_cards == sum(1 for m in moves if m.kind == "dead")
        assert r.jacks_played == sum(
            1 for m in moves if m.kind == "play" and card_kind(m.card or "") != "normal")
        assert r.side == resigned.game.side_of[r.seat] and not r.vs_computer


async def test_a_game_that_ended_takes_no_more_moves_from_the_table(service):
    """A late timeout, computer move or table-talk call on a game that ended would fail with
    an error instead of being dropped (or refused as over)."""
    record, game = await started(service, clock=60)
    ended = await service.end_game(record.id)
    assert await service.system_move(record.id, "timeout") is None
    assert await service.computer_move(record.id, 0, "pass", ply=ended.game.ply) is None
    with pytest.raises(Refusal) as refused:
        await service.call_table_talk(record.id, 0, ply=ended.game.ply)
    assert refused.value.code == "error.game_over"


async def test_a_button_of_an_old_turn_is_refused_and_one_of_this_turn_plays(service):
    """A button pressed on an old board could play on the new turn, or one of the current
    board be refused as old."""
    record, game = await started(service)
    mover = user_at(record, game.to_act)
    with pytest.raises(Refusal) as refused:
        await service.play(record.id, mover, str(game.legal_moves()[0]), ply=game.ply + 1)
    assert refused.value.code == "error.stale"
    moved = await service.play(record.id, mover, str(game.legal_moves()[0]), ply=game.ply)
    assert moved.game.ply == 1


async def test_a_table_talk_call_keeps_the_turns_clock_and_its_reminder(timed):
    """Calling table talk in a game with a clock could move the turn's halfway reminder
    three days away."""
    service = timed
    record, game = await started(service, players=4, clock=600, table_talk=True)
    service.clock.now += 100
    talked = await service.call_table_talk(record.id, 0, ply=game.ply)
    assert talked.game.owed_forfeits()
    assert talked.record.turn_deadline == record.turn_deadline
    assert talked.record.reminder_at == record.reminder_at


# -- which game a command without a game number means -------------------------------------------


async def test_a_command_without_a_game_number_finds_the_game_it_means(service):
    """A command typed without a game number could act on the wrong game, or be refused when
    only one game can be meant: the thread's game (even once it ended), the player's only
    running game in the channel, or their only running game anywhere (a lobby is none)."""
    elsewhere, thread = 999, 77
    first, _ = await started(service)  # the host and Bob, in channel 8
    assert (await service.resolve(BOB, elsewhere, None)).id == first.id
    await refused(service.resolve(CAROL, 8, None), "error.no_games")
    second, _ = await started(service, players=3)  # the host, Bob and Carol
    assert (await service.resolve(CAROL, 8, None)).id == second.id
    await refused(service.resolve(BOB, 8, None), "error.which_game")
    await refused(service.resolve(BOB, elsewhere, None), "error.which_game")
    assert (await service.resolve(BOB, elsewhere, first.id)).id == first.id
    await service.create_lobby(guild_id=9, channel_id=elsewhere, host_id=DAN, host_name="dan",
                               settings=make_settings("classic", 2), namer=computer_namer("en"))
    await refused(service.resolve(DAN, elsewhere, None), "error.no_games")
    await service.set_messages(first.id, thread_id=thread)
    assert (await service.resolve(HOST, thread, None)).id == first.id
    await service.play(first.id, BOB, f"resign s{first.seat_of(BOB).seat}")
    assert (await service.resolve(HOST, thread, None)).id == first.id
    assert (await service.resolve(CAROL, thread, None)).id == first.id


# -- what the table remembers of its players and games -------------------------------------------


async def test_what_memory_says_of_players_and_games_is_what_the_store_holds(timed):
    """After a player's DMs failed (or worked again), the bot could go on as if nothing
    changed; a game's shown moves could fall back or not be remembered (boards posted twice);
    a member's hand-DM choice could be lost; a game could be said to wait since its lobby
    opened rather than since it started; a ladder of no game could be reset."""
    service = timed
    lobby = await service.create_lobby(
        guild_id=9, channel_id=8, host_id=HOST, host_name="host",
        settings=make_settings("classic", 2), namer=computer_namer("en"))
    service.clock.now += 500
    record, game = await started(service)
    since = await service.waiting_since([lobby, record])
    assert since == {lobby.id: lobby.created_at, record.id: record.started_at}
    assert record.started_at == lobby.created_at + 500
    await service.closed_dm(BOB)
    assert not (await service.record(record.id)).seat_of(BOB).dm_ok
    await service.opened_dm(BOB)
    assert (await service.record(record.id)).seat_of(BOB).dm_ok
    for _ in range(2):
        moved = await service.play(record.id, user_at(record, game.to_act),
                                   str(game.legal_moves()[0]))
        game = moved.game
    await service.set_announced(record.id, 2)
    assert (await service.record(record.id)).announced_ply == 2
    await service.set_announced(record.id, 1)  # a late, older announcement
    assert await service.record(record.id) == await service.store.load_game(record.id)
    assert (await service.record(record.id)).announced_ply == 2
    await service.set_messages(record.id, board_channel_id=8, board_message_id=5, announced_ply=1)
    assert await service.record(record.id) == await service.store.load_game(record.id)
    assert (await service.record(record.id)).announced_ply == 2
    assert await service.dm_choices([BOB, CAROL]) == {BOB: "turn", CAROL: "turn"}
    await service.set_dm_choice(BOB, "never")
    assert await service.dm_choices([BOB, CAROL]) == {BOB: "never", CAROL: "turn"}
    await refused(service.reset_ladder(9, "chess"), "error.forged")
    assert await service.reset_ladder(9, "classic") == 0
