"""The lobby rules for computer seats, on ``GameService`` over a real store (no Discord)."""

import pytest

from cogs.lobby import computer_name, computer_namer
from data import Store
from engine import Game
from table import GameService, Refusal, computer_duty, computer_to_act, make_settings
from tests.bot_helpers import FakeClock

HOST, BOB, CAROL = 1, 2, 3


@pytest.fixture
async def service(tmp_path):
    async with Store(tmp_path / "lobby.db") as store:
        yield GameService(store, seed_source=lambda: 11, clock=FakeClock())


async def lobby(service, variant="classic", players=2, teams=0, **options):
    settings = make_settings(variant, players, teams)
    return await service.create_lobby(guild_id=9, channel_id=8, host_id=HOST, host_name="host",
                                      settings=settings, namer=computer_namer("en"),
                                      **options)


async def test_new_lobby_with_computers_is_full_and_named(service):
    record = await lobby(service, computers=1, level="hard")
    assert [s.is_computer for s in record.seats] == [False, True]
    assert record.seats[1].computer_level == "hard" and record.seats[1].user_id is None
    assert record.seats[1].display_name == "🤖 Computer 1 (hard)"
    assert computer_name(2, "easy", "da") == "🤖 Computer 2 (let)"
    with pytest.raises(Refusal) as full:
        await service.join(record.id, BOB, "bob")
    assert full.value.code == "error.lobby_full"
    with pytest.raises(Refusal) as full:
        await service.add_computer(record.id, HOST, "easy", namer=computer_namer("en"))
    assert full.value.code == "error.lobby_full"


async def test_too_many_computers_or_an_unknown_level_are_refused(service):
    with pytest.raises(Refusal) as many:
        await lobby(service, computers=2)
    assert many.value.code == "error.too_many_computers" and many.value.params == {"most": 1}
    with pytest.raises(Refusal) as level:
        await lobby(service, computers=1, level="grandmaster")
    assert level.value.code == "error.level"


async def test_only_the_host_adds_and_removes_computers(service):
    record = await lobby(service, players=3)
    await service.join(record.id, BOB, "bob")
    for call in (service.add_computer(record.id, BOB, "easy", namer=computer_namer("en")),
                 service.remove_computer(record.id, BOB)):
        with pytest.raises(Refusal) as refused:
            await call
        assert refused.value.code == "error.host_only"
    with pytest.raises(Refusal) as none:
        await service.remove_computer(record.id, HOST)
    assert none.value.code == "error.no_computer"
    record = await service.add_computer(record.id, HOST, "expert", namer=computer_namer("en"))
    assert [s.display_name for s in record.seats][-1] == "🤖 Computer 1 (expert)"
    record = await service.remove_computer(record.id, HOST)
    assert [s.user_id for s in record.seats] == [HOST, BOB]
    # a removed player's place can be taken by a computer, and the other way round
    record = await service.add_computer(record.id, HOST, "easy", namer=computer_namer("en"))
    with pytest.raises(Refusal):
        await service.join(record.id, CAROL, "carol")


async def test_teams_with_computers_fill_the_places_left(service):
    record = await lobby(service, players=4, teams=2)
    await service.join(record.id, HOST, "host", 0)
    await service.join(record.id, BOB, "bob", 0)
    await service.add_computer(record.id, HOST, "medium", namer=computer_namer("en"))
    record = await service.add_computer(record.id, HOST, "hard", namer=computer_namer("en"))
    with pytest.raises(Refusal) as team_full:
        await service.join(record.id, CAROL, "carol", 0)
    assert team_full.value.code in ("error.team_full", "error.lobby_full")
    record, game = await service.start(record.id, HOST)
    sides = {s.user_id or s.display_name: game.settings.side_of(s.seat) for s in record.seats}
    assert sides[HOST] == sides[BOB] == 0
    assert [side for name, side in sides.items() if isinstance(name, str)] == [1, 1]


async def test_a_computers_turn_has_no_deadline_and_rematch_keeps_computers(service):
    record = await lobby(service, computers=1, level="easy", clock=60, hints=True)
    record, game = await service.start(record.id, HOST)
    assert record.turn_clock == 60 and record.allow_hints
    if computer_to_act(record, game):
        assert record.turn_deadline is None
        seat = computer_duty(record, game)
        assert seat == game.to_act
        result = await service.computer_move(record.id, seat, str(game.legal_moves()[0]),
                                             ply=game.ply)
        record, game = result.record, result.game
    assert not computer_to_act(record, game) and computer_duty(record, game) is None
    assert record.turn_deadline == int(service.clock()) + 60
    result = await service.play(record.id, HOST, str(game.legal_moves()[0]))
    assert computer_to_act(result.record, result.game)
    assert result.record.turn_deadline is None, "a computer never blocks the turn clock"
    # the sweeper's timeout never hits a computer
    assert await service.system_move(record.id, "timeout") is None
    # a computer's move at a stale ply is not played
    assert await service.computer_move(record.id, result.game.to_act, "pass", ply=0) is None
    resigned = await service.play(record.id, HOST, f"resign s{record.seat_of(HOST).seat}")
    assert resigned.finished
    again = await service.rematch(record.id, HOST, "host")
    assert [s.is_computer for s in again.seats] == [False, True]
    assert again.seats[1].computer_level == "easy"
    assert again.turn_clock == 60 and again.allow_hints
    assert isinstance(game, Game)
