"""The table core's team resignations without Discord: a player asks, the teammates still
playing answer; one refusal and the player leaves, the side plays on."""

import pytest

from cogs.lobby import computer_namer
from data import GameStatus, Store
from table import GameService, make_settings
from tests.bot_helpers import FakeClock
from tests.test_table import refused

HOST = 1


@pytest.fixture
async def service(tmp_path):
    async with Store(tmp_path / "resign.db") as store:
        yield GameService(store, seed_source=lambda: 7, clock=FakeClock())


async def team_game(service, players=4):
    """A started game of two teams, each member on the side of its seat's parity."""
    record = await service.create_lobby(
        guild_id=9, channel_id=8, host_id=HOST, host_name="host",
        settings=make_settings("classic", players, 2), namer=computer_namer("en"))
    for user in range(2, players + 1):
        await service.join(record.id, user, f"user{user}")
    return await service.start(record.id, HOST)


def team_of(record, game, seat):
    """The users of ``seat``'s side other than its own, in seat order."""
    return [s.user_id for s in record.seats
            if s.seat != seat and game.side_of[s.seat] == game.side_of[seat]]


async def test_a_side_of_one_cannot_ask_its_team(service):
    """A player without teammates would be sent to ask nobody instead of resigning at once."""
    record = await service.create_lobby(
        guild_id=9, channel_id=8, host_id=HOST, host_name="host",
        settings=make_settings("classic", 2), namer=computer_namer("en"))
    await service.join(record.id, 2, "bob")
    record, _ = await service.start(record.id, HOST)
    await refused(service.ask_to_resign(record.id, HOST), "error.resign_no_team")
    assert (await service.resign_plan(record.id, HOST))[1] == ()


async def test_a_team_resigns_once_its_teammate_agrees(service):
    """A resignation could end a team game without the teammate's agreement, let an opponent
    or the asker answer for the team, or never end the game once agreed."""
    record, game = await team_game(service)
    asker = record.seats[0]
    (mate,) = team_of(record, game, 0)
    opponent = record.seats[1].user_id
    await refused(service.resign(record.id, asker.user_id), "error.resign_needs_team")
    await refused(service.answer_resign(record.id, mate, 0, agree=True), "error.resign_gone")
    seat, others = await service.ask_to_resign(record.id, asker.user_id)
    assert seat == 0 and [record.seats[s].user_id for s in others] == [mate]
    await refused(service.answer_resign(record.id, asker.user_id, 0, agree=True),
                  "error.resign_own")
    params = await refused(service.answer_resign(record.id, opponent, 0, agree=True),
                           "error.resign_not_asked")
    assert params == {"players": (f"user{mate}",) if mate != HOST else ("host",)}
    answer = await service.answer_resign(record.id, mate, 0, agree=True)
    assert answer.waiting == () and not answer.left and answer.result is not None
    assert answer.result.finished and answer.result.record.status is GameStatus.FINISHED
    assert answer.result.game.outcome.winner == game.side_of[1]
    await refused(service.answer_resign(record.id, mate, 0, agree=True), "error.resign_gone")


async def test_a_refused_resignation_drops_the_asker_and_the_side_plays_on(service):
    """A teammate's refusal could end the game, or leave the asker playing."""
    record, game = await team_game(service)
    (mate,) = team_of(record, game, 0)
    await service.ask_to_resign(record.id, record.seats[0].user_id)
    answer = await service.answer_resign(record.id, mate, 0, agree=False)
    assert answer.left and answer.waiting == () and answer.result is not None
    assert not answer.result.finished and answer.result.dropped is None
    assert answer.result.record.moves[-1] == "drop s0"
    assert not answer.result.game.active[0] and answer.result.record.status is GameStatus.ACTIVE
    await refused(service.ask_to_resign(record.id, record.seats[0].user_id), "error.seat_out")
    # alone on the side now: the teammate resigns at once
    resigned = await service.resign(record.id, mate)
    assert resigned.finished and resigned.game.outcome.winner == game.side_of[1]


async def test_every_teammate_must_agree_before_a_side_of_three_resigns(service):
    """A side of three could resign on the first teammate's agreement."""
    record, game = await team_game(service, players=6)
    mates = team_of(record, game, 0)
    assert len(mates) == 2
    await service.ask_to_resign(record.id, record.seats[0].user_id)
    first = await service.answer_resign(record.id, mates[0], 0, agree=True)
    assert first.result is None and not first.left
    assert [record.seats[s].user_id for s in first.waiting] == [mates[1]]
    assert (await service.record(record.id)).moves == ()
    second = await service.answer_resign(record.id, mates[1], 0, agree=True)
    assert second.waiting == () and second.result is not None and second.result.finished


async def test_a_request_of_a_player_who_left_is_gone(service):
    """Answering a request whose asker left the game meanwhile could drop them again."""
    record, game = await team_game(service)
    (mate,) = team_of(record, game, 0)
    await service.ask_to_resign(record.id, record.seats[0].user_id)
    left = await service.leave_game(record.id, record.seats[0].user_id)
    assert not left.finished and not left.game.active[0]
    await refused(service.answer_resign(record.id, mate, 0, agree=False), "error.resign_gone")
    assert (await service.record(record.id)).moves == ("drop s0",)


async def test_a_resignation_typed_as_a_move_asks_the_team_too(service):
    """A team player could resign for the side by typing the move, without the teammate's
    agreement, or be refused ordinary moves as if resigning."""
    record, game = await team_game(service)
    seat = game.to_act
    user = record.seats[seat].user_id
    await refused(service.play(record.id, user, f"resign s{seat}"), "error.resign_needs_team")
    moved = await service.play(record.id, user, str(game.legal_moves()[0]))
    assert moved.game.ply == 1 and not moved.finished
