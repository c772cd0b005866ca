"""What the table owes a game next, without Discord: which computer seat has something to do
(its turn, a forfeit, a strict draw), whom a game waits for, and who was dropped by the table
rather than leaving of their own accord."""

import pytest

from cogs.lobby import computer_namer
from data import GameStatus, Store
from engine import Game, GameSettings
from table import GameService, computer_duty, computer_to_act, make_settings
from table.duties import dropped_by_table
from tests.bot_helpers import FakeClock
from tests.test_table import user_at

HOST, BOB = 1, 2


@pytest.fixture
async def service(tmp_path):
    async with Store(tmp_path / "duties.db") as store:
        yield GameService(store, seed_source=lambda: 7, clock=FakeClock())


async def against_a_computer(service, **options):
    """A started two-player game of the host against an easy computer."""
    record = await service.create_lobby(
        guild_id=9, channel_id=8, host_id=HOST, host_name="host",
        settings=make_settings("classic", 2, **options), namer=computer_namer("en"),
        computers=1, level="easy")
    return await service.start(record.id, HOST)


async def step(service, record, game):
    """Whoever is to act plays their first move of the turn (not a strict draw)."""
    move = str(next(m for m in game.legal_moves() if m.kind != "draw"))
    if record.seats[game.to_act].is_computer:
        result = await service.computer_move(record.id, game.to_act, move, ply=game.ply)
    else:
        result = await service.play(record.id, user_at(record, game.to_act), move)
    return result.record, result.game


def computer_seat(record):
    return next(s.seat for s in record.seats if s.is_computer)


async def test_a_computer_has_something_to_do_on_its_own_turn_only(service):
    """The computer could sit idle on its turn or be asked to play on the person's, the game
    could remind anyone that it waits (for a computer, which always moves at once, or for a
    person alone with it), or a computer be asked to move in a game that ended."""
    record, game = await against_a_computer(service)
    for _ in range(4):
        computer = record.seats[game.to_act].is_computer
        assert computer_to_act(record, game) is computer
        assert computer_duty(record, game) == (game.to_act if computer else None)
        # never a reminder: not while it waits for the computer (which moves at once), nor
        # for the person (nobody else could drop them)
        assert record.reminder_at is None
        record, game = await step(service, record, game)
    if not record.seats[game.to_act].is_computer:
        record, game = await step(service, record, game)
    resigned = await service.play(record.id, HOST, f"resign s{record.seat_of(HOST).seat}")
    assert resigned.record.status is GameStatus.FINISHED
    assert resigned.record.seats[resigned.game.to_act].is_computer
    assert not computer_to_act(resigned.record, resigned.game)
    assert computer_duty(resigned.record, resigned.game) is None


async def people_against_computers(service, people_side, **options):
    """A started four-player game: the host and Bob on ``people_side``, two computers on the
    other side."""
    record = await service.create_lobby(
        guild_id=9, channel_id=8, host_id=HOST, host_name="host",
        settings=make_settings("classic", 4, 2, **options), namer=computer_namer("en"))
    await service.join(record.id, HOST, "host", people_side)
    await service.join(record.id, BOB, "bob", people_side)
    for level in ("easy", "medium"):
        await service.add_computer(record.id, HOST, level, namer=computer_namer("en"))
    return await service.start(record.id, HOST)


async def test_a_computer_in_the_first_seat_plays_its_turns(service):
    """A computer seated first (its team's people both joined the other team) would never be
    asked to move, and the game would wait for it for ever."""
    record, game = await people_against_computers(service, 1)
    assert record.seats[0].is_computer
    for _ in range(4):
        if game.to_act == 0:
            break
        record, game = await step(service, record, game)
    assert game.to_act == 0
    assert computer_to_act(record, game) and computer_duty(record, game) == 0


async def test_a_computer_draws_its_card_on_the_persons_turn(service):
    """With strict draw the computer would forget its draw (and lose the card) while the
    person is to move."""
    record, game = await against_a_computer(service, strict_draw=True)
    computer = computer_seat(record)
    if game.to_act != computer:
        record, game = await step(service, record, game)
    record, game = await step(service, record, game)  # the computer plays, owes its draw
    assert game.owed_draws() == (computer,) and game.to_act != computer
    assert not computer_to_act(record, game)
    assert computer_duty(record, game) == computer
    drawn = await service.computer_move(record.id, computer, str(game.legal_moves(computer)[0]),
                                        ply=game.ply)
    assert drawn.game.owed_draws() == ()
    assert computer_duty(drawn.record, drawn.game) is None


async def test_a_computer_waits_for_the_peoples_forfeits_and_pays_its_own(service):
    """After table talk, a computer could play on before the people forfeited their cards,
    or never forfeit its own card when its side was called."""
    record, game = await people_against_computers(service, 0, table_talk=True)
    while not record.seats[game.to_act].is_computer:
        record, game = await step(service, record, game)
    called = await service.call_table_talk(record.id, 0, ply=game.ply)
    record, game = called.record, called.game
    people = game.owed_forfeits()
    assert people and not any(record.seats[s].is_computer for s in people)
    assert not computer_to_act(record, game)
    assert computer_duty(record, game) is None
    for seat in people:
        paid = await service.play(record.id, user_at(record, seat),
                                  str(game.legal_moves(seat)[0]))
        record, game = paid.record, paid.game
    assert computer_to_act(record, game) and computer_duty(record, game) == game.to_act
    record, game = await step(service, record, game)  # the computer's turn: a person's next
    called = await service.call_table_talk(record.id, 1, ply=game.ply)
    computers = called.game.owed_forfeits()
    assert computers and not computer_to_act(called.record, called.game)
    assert computer_duty(called.record, called.game) == computers[0]


def test_a_player_dropped_by_the_table_stays_so_after_another_leaves():
    """Once a second player left, the first, whom the clock dropped, would be described as
    having left of their own accord (and the one who left as dropped by the table)."""
    game = Game.new(GameSettings("classic", 4, 2), 3)
    sleeper = game.to_act
    game.play("timeout")
    game.play(f"drop s{sleeper}")
    leaver = game.to_act
    assert game.side_of[leaver] != game.side_of[sleeper]
    game.play(game.legal_moves()[0])  # the leaver plays their turn, then leaves
    game.play(f"drop s{leaver}")
    game.play(game.legal_moves()[0])
    assert dropped_by_table(game, sleeper)
    assert not dropped_by_table(game, leaver)
    stayed = next(s for s in range(4) if s not in (sleeper, leaver))
    assert not dropped_by_table(game, stayed)
