"""The table core's lobbies without Discord: joining, teams, computer players, the host's
rights, starting and rematches."""

import pytest

from cogs.lobby import computer_namer
from data import GameStatus, Store
from table import GameService, Refusal, make_settings
from tests.bot_helpers import FakeClock

HOST, BOB, CAROL, DAN, EVE = 1, 2, 3, 4, 5


@pytest.fixture
async def service(tmp_path):
    async with Store(tmp_path / "lobbies.db") as store:
        yield GameService(store, seed_source=lambda: 7, clock=FakeClock())


async def lobby(service, players=2, sides=0, **options):
    return await service.create_lobby(
        guild_id=9, channel_id=8, host_id=HOST, host_name="host",
        settings=make_settings("classic", players, sides), namer=computer_namer("en"), **options,
    )


async def refused(call, code):
    with pytest.raises(Refusal) as refusal:
        await call
    assert refusal.value.code == code
    return refusal.value.params


def names(record):
    return [s.display_name for s in record.seats]


async def test_a_full_lobby_takes_nobody_else_and_nobody_joins_twice(service):
    """A third player could join a two-player lobby, or a player take two seats."""
    record = await lobby(service)
    await refused(service.join(record.id, HOST, "host"), "error.already_joined")
    record = await service.join(record.id, BOB, "bob")
    assert names(record) == ["host", "bob"]
    params = await refused(service.join(record.id, CAROL, "carol"), "error.lobby_full")
    assert params == {"players": 2}
    await refused(service.add_computer(record.id, HOST, "easy", namer=computer_namer("en")),
                  "error.lobby_full")
    assert names(await service.record(record.id)) == ["host", "bob"]


async def test_a_lobby_has_fewer_computers_than_seats(service):
    """A host could fill a lobby with computers only, or be refused one computer too few."""
    params = await refused(lobby(service, computers=2), "error.too_many_computers")
    assert params == {"most": 1}
    record = await lobby(service, players=3, computers=2)
    assert [s.is_computer for s in record.seats] == [False, True, True]
    assert [s.user_id for s in record.seats] == [HOST, None, None]


async def test_computers_are_numbered_on_and_the_last_one_leaves_first(service):
    """The host's computer players could share a name, or removing one take the wrong one
    (or a human)."""
    namer = computer_namer("en")
    record = await lobby(service, players=4, computers=1)
    await refused(service.add_computer(record.id, BOB, "easy", namer=namer), "error.host_only")
    record = await service.add_computer(record.id, HOST, "hard", namer=namer)
    assert [s.is_computer for s in record.seats] == [False, True, True]
    assert record.seats[2].computer_level == "hard"
    assert record.seats[1].display_name != record.seats[2].display_name
    assert "2" in record.seats[2].display_name and "1" in record.seats[1].display_name
    await service.join(record.id, BOB, "bob")
    record = await service.remove_computer(record.id, HOST)
    assert names(record) == ["host", record.seats[1].display_name, "bob"]
    assert [s.is_computer for s in record.seats] == [False, True, False]
    record = await service.remove_computer(record.id, HOST)
    assert [s.user_id for s in record.seats] == [HOST, BOB]
    await refused(service.remove_computer(record.id, HOST), "error.no_computer")


async def test_players_leave_the_host_kicks_and_the_host_cannot_leave(service):
    """A player could not leave a lobby, a stranger's leave or kick could pass as done, or
    the host could leave their own lobby without a host."""
    record = await lobby(service, players=3)
    await service.join(record.id, BOB, "bob")
    await service.join(record.id, CAROL, "carol")
    await refused(service.leave(record.id, HOST), "error.host_leave")
    await refused(service.leave(record.id, DAN), "error.not_in_lobby_you")
    record = await service.leave(record.id, BOB)
    assert names(record) == ["host", "carol"]
    await refused(service.kick(record.id, CAROL, HOST), "error.host_only")
    await refused(service.kick(record.id, HOST, HOST), "error.host_leave")
    await refused(service.kick(record.id, HOST, BOB), "error.not_in_lobby")
    record = await service.kick(record.id, HOST, CAROL)
    assert names(record) == ["host"]
    await refused(service.start(record.id, HOST), "error.lobby_not_full")


async def test_teams_fill_up_to_their_size_and_a_player_may_switch(service):
    """A team could take more players than its size, a side that does not exist could be
    picked, or a player could not switch teams before the start."""
    record = await lobby(service, players=4, sides=2)
    await refused(service.join(record.id, BOB, "bob", side=2), "error.no_team")
    await refused(service.join(record.id, BOB, "bob", side=-1), "error.no_team")
    record = await service.join(record.id, BOB, "bob", side=0)
    record = await service.join(record.id, CAROL, "carol", side=0)
    params = await refused(service.join(record.id, DAN, "dan", side=0), "error.team_full")
    assert params == {"size": 2}
    record = await service.join(record.id, DAN, "dan", side=1)
    record = await service.join(record.id, BOB, "bob", side=0)  # the side it has: nothing
    assert [s.side for s in record.seats] == [None, 0, 0, 1]
    record = await service.join(record.id, CAROL, "carol", side=1)
    assert [s.side for s in record.seats] == [None, 0, 1, 1]
    await refused(service.join(record.id, BOB, "bob", side=1), "error.team_full")
    solo = await service.create_lobby(
        guild_id=9, channel_id=8, host_id=DAN, host_name="dan",
        settings=make_settings("classic", 3), namer=computer_namer("en"))
    await refused(service.join(solo.id, EVE, "eve", side=0), "error.no_team")


async def test_team_members_alternate_around_the_table(service):
    """Teammates could sit next to each other in turn order, or a player's chosen team be
    ignored at the start."""
    record = await lobby(service, players=4, sides=2)
    await service.join(record.id, BOB, "bob", side=0)
    await service.join(record.id, CAROL, "carol", side=1)
    await service.join(record.id, DAN, "dan")
    record, game = await service.start(record.id, HOST)
    by_user = {s.user_id: s for s in record.seats}
    assert by_user[BOB].side == 0 and by_user[CAROL].side == 1
    # the others fill the smallest teams in join order
    assert by_user[HOST].side == 0 and by_user[DAN].side == 1
    assert [s.user_id for s in record.seats] == [BOB, CAROL, HOST, DAN]
    assert [s.side for s in record.seats] == [0, 1, 0, 1]
    assert [game.side_of[s.seat] for s in record.seats] == [0, 1, 0, 1]


async def test_a_clock_starts_with_the_game_and_a_clockless_game_waits_three_days(service):
    """The first player's turn clock, its halfway reminder, or a clockless game's reminder
    could be set wrong at the start."""
    from table import AWAY_AFTER

    now = int(service.clock())
    record = await lobby(service, clock=600)
    await service.join(record.id, BOB, "bob")
    record, _ = await service.start(record.id, HOST)
    assert record.turn_deadline == now + 600 and record.reminder_at == now + 300
    assert record.turn_clock == 600
    record = await lobby(service)
    await service.join(record.id, BOB, "bob")
    record, _ = await service.start(record.id, HOST)
    assert record.turn_deadline is None and record.reminder_at == now + AWAY_AFTER


async def test_a_lobby_posted_before_clocks_were_stored_keeps_its_start_buttons_clock(service):
    """A lobby without a stored clock starts with the clock its old Start button carried,
    and the game keeps it for every turn, not only the first; a stored clock wins."""
    now = int(service.clock())
    record = await lobby(service)
    await service.join(record.id, BOB, "bob")
    record, game = await service.start(record.id, HOST, legacy_clock=600)
    assert record.turn_clock == 600 and record.turn_deadline == now + 600
    first = record.seats[game.to_act].user_id
    result = await service.play(record.id, first, str(game.legal_moves()[0]))
    assert result.record.turn_deadline == now + 600
    record = await lobby(service, clock=300)
    await service.join(record.id, BOB, "bob")
    record, _ = await service.start(record.id, HOST, legacy_clock=600)
    assert record.turn_clock == 300 and record.turn_deadline == now + 300


async def test_a_person_alone_with_computers_is_never_told_the_others_may_drop_them(service):
    """Without a turn clock a player is told after three days that the others may drop them;
    with nobody else but computers there is nobody to do that, so the game just waits for
    them (no reminder at the start, nor after a move). With a second person it is told."""
    from table import AWAY_AFTER

    now = int(service.clock())
    namer = computer_namer("en")
    service = GameService(service.store, seed_source=lambda: 4, clock=service.clock)
    record = await lobby(service, players=3)
    for _ in range(2):
        record = await service.add_computer(record.id, HOST, "easy", namer=namer)
    record, game = await service.start(record.id, HOST)
    assert not record.seats[game.to_act].is_computer  # the person's turn first (seed 4)
    assert record.reminder_at is None
    for _ in range(3):  # the person's move, then each computer's (none owes a reminder)
        seat = game.to_act
        user = record.seats[seat].user_id
        move = str(game.legal_moves()[0])
        result = (await service.computer_move(record.id, seat, move, ply=game.ply)
                  if user is None else await service.play(record.id, user, move))
        record, game = result.record, result.game
        assert record.reminder_at is None
    record = await lobby(service, players=3)
    await service.join(record.id, BOB, "bob")
    record = await service.add_computer(record.id, HOST, "easy", namer=namer)
    record, game = await service.start(record.id, HOST)
    first = record.seats[game.to_act]
    assert record.reminder_at == (None if first.is_computer else now + AWAY_AFTER)


async def test_a_rematch_seats_everyone_again_hosted_by_the_host_once_at_a_time(service):
    """A rematch could open while the game runs, for a stranger, twice at once, without a
    player, under another host, or with the asking player's old name."""
    record = await lobby(service, players=3, clock=300, hints=True)
    await service.join(record.id, BOB, "bob")
    await service.join(record.id, CAROL, "carol")
    record, _ = await service.start(record.id, HOST)
    await refused(service.rematch(record.id, BOB, "bob"), "error.not_over")
    await service.end_game(record.id)
    await refused(service.rematch(record.id, DAN, "dan"), "error.not_player")
    new = await service.rematch(record.id, CAROL, "carol2")
    assert new.status is GameStatus.LOBBY and new.host_id == HOST
    assert new.seats[0].user_id == HOST
    assert sorted(s.user_id for s in new.seats) == [HOST, BOB, CAROL]
    assert {s.user_id: s.display_name for s in new.seats}[CAROL] == "carol2"
    assert {s.user_id: s.display_name for s in new.seats}[BOB] == "bob"
    assert new.turn_clock == 300 and new.allow_hints
    params = await refused(service.rematch(record.id, BOB, "bob"), "error.rematch_open")
    assert params == {"game": new.id}
    await service.cancel(new.id, HOST)
    again = await service.rematch(record.id, BOB, "bob")
    assert again.id != new.id and again.status is GameStatus.LOBBY


async def test_a_rematch_without_the_host_is_hosted_by_who_asked(service):
    """A rematch could be hosted by someone who did not play, or a team game's rematch
    lose its teams."""
    record = await service.create_lobby(
        guild_id=9, channel_id=8, host_id=HOST, host_name="host",
        settings=make_settings("classic", 4, 2), namer=computer_namer("en"))
    for user, side in ((BOB, 0), (CAROL, 1), (DAN, 0)):
        await service.join(record.id, user, f"user{user}", side=side)
    record, _ = await service.start(record.id, HOST)
    sides = {s.user_id: s.side for s in record.seats}
    await service.end_game(record.id)
    new = await service.rematch(record.id, CAROL, "carol")
    assert new.host_id == HOST
    assert {s.user_id: s.side for s in new.seats} == sides


async def test_a_forgotten_host_leaves_the_rematch_to_who_asked_with_their_seat_open(service):
    """A rematch of a game whose host asked to be forgotten could be hosted by nobody (a
    pseudonym), seat them again, or be opened twice."""
    record = await lobby(service, players=3)
    await service.join(record.id, BOB, "bob")
    await service.join(record.id, CAROL, "carol")
    record, _ = await service.start(record.id, HOST)
    await service.end_game(record.id)
    assert await service.forget_user(HOST) == 1
    new = await service.rematch(record.id, BOB, "bob")
    assert new.host_id == BOB and new.seats[0].user_id == BOB
    assert sorted(s.user_id for s in new.seats) == [BOB, CAROL]  # their place is open
    params = await refused(service.rematch(record.id, CAROL, "carol"), "error.rematch_open")
    assert params == {"game": new.id}


async def test_another_lobby_in_the_channel_does_not_hold_up_a_rematch(service):
    """A lobby opened in the game's channel by other players would be taken for the game's
    rematch, and refuse it."""
    record = await lobby(service)
    await service.join(record.id, BOB, "bob")
    record, _ = await service.start(record.id, HOST)
    await service.end_game(record.id)
    other = await service.create_lobby(
        guild_id=9, channel_id=8, host_id=CAROL, host_name="carol",
        settings=make_settings("classic", 2), namer=computer_namer("en"))
    await service.join(other.id, DAN, "dan")
    new = await service.rematch(record.id, BOB, "bob")
    assert new.id > other.id and new.turn_clock == 0  # no clock, as the game had none
    await service.cancel(new.id, HOST)
    legacy = await service.rematch(record.id, BOB, "bob", legacy_clock=600)
    assert legacy.turn_clock == 600  # the clock the old Rematch button carried


async def test_a_servers_default_clock_is_that_of_its_new_lobbies(service):
    """A server's chosen turn clock could be lost, and its new games start without one."""
    assert await service.default_clock(9) == 0
    await service.set_default_clock(9, 600)
    assert await service.default_clock(9) == 600
    record = await lobby(service, clock=None)
    assert record.turn_clock == 600
    await service.set_default_clock(9, 0)
    assert await service.default_clock(9) == 0
    params = await refused(service.set_default_clock(9, 3000), "error.clock")
    assert params == {"minutes": 50}
