"""A game's version (migration 0007) rises with every change to its row, seats or moves and
with nothing else, on SQLite and PostgreSQL; a process sharing the database reads a game again
only when its version changed."""

from contextlib import asynccontextmanager

from cogs.lobby import computer_namer
from data import GameStatus, Store
from table import LANGUAGE_CHOSEN, GameService, make_settings
from table.memory import LANGUAGE_FRESH
from tests.bot_helpers import FakeClock

SETTINGS = {"variant": "classic", "players": 2}


async def test_every_change_to_a_game_raises_its_version_and_only_its_own(store):
    game = await store.create_game(guild_id=10, channel_id=20, host_id=1, variant="classic",
                                   settings=SETTINGS, seed=42)
    other = await store.create_game(guild_id=10, channel_id=20, host_id=1, variant="classic",
                                    settings=SETTINGS, seed=43)
    seen = [await store.game_version(game.id)]
    assert seen[0] == (await store.load_game(game.id)).version

    async def changed() -> None:
        version = await store.game_version(game.id)
        assert version is not None and version > seen[-1]
        assert (await store.load_game(game.id)).version == version
        seen.append(version)

    for user in (1, 2, 3):
        await store.add_seat(game.id, user_id=user, display_name=f"user{user}")
        await changed()
    await store.change_side(game.id, 1, 0)
    await changed()
    await store.remove_seat(game.id, 2)
    await changed()
    await store.start_game(game.id, turn_deadline=500, reminder_at=400)
    await changed()
    await store.record_move(game.id, 0, "QS B3", 0, turn_deadline=900)
    await changed()
    await store.set_announced(game.id, 1)
    await changed()
    await store.set_messages(game.id, board_channel_id=5, board_message_id=6)
    await changed()
    await store.set_dm_ok(1, False)
    await changed()
    before = await store.game_version(game.id)
    await store.add_seat(other.id, user_id=7, display_name="elsewhere")  # another game
    await store.set_dm_choice(1, "all")  # not part of a game's record
    await store.claim(game.id, "announce", "process-a", seconds=30)
    await store.set_announced(game.id, 1)  # shown so far already: no change, no re-read
    assert await store.game_version(game.id) == before
    await store.finish_game(game.id, GameStatus.ABANDONED)
    await changed()
    assert await store.game_version(10_000) is None


@asynccontextmanager
async def two_processes(tmp_path, players):
    """Two table services over one database, as two bot processes of a sharded bot, and a
    lobby of ``players`` opened by the first: its store, both services and the lobby."""
    path = tmp_path / "shared.db"
    async with Store(path) as mine, Store(path) as theirs:
        here = GameService(mine, seed_source=lambda: 7, clock=FakeClock())
        there = GameService(theirs, seed_source=lambda: 7, clock=FakeClock())
        here.shared = there.shared = True
        record = await here.create_lobby(guild_id=9, channel_id=8, host_id=1, host_name="a",
                                         settings=make_settings("classic", players), clock=0,
                                         namer=computer_namer("en"))
        yield mine, theirs, here, there, record


async def test_a_shared_table_reads_a_game_again_only_after_a_change(tmp_path):
    async with two_processes(tmp_path, 2) as (mine, _, here, there, record):
        await here.join(record.id, 2, "b")
        await here.start(record.id, 1)
        _, game = await here.game(record.id)
        loads = 0
        load_game = mine.load_game

        async def counted(game_id: int):
            nonlocal loads
            loads += 1
            return await load_game(game_id)

        mine.load_game = counted  # type: ignore[method-assign]
        await here.game(record.id)
        await here.game(record.id)
        assert loads <= 1  # the first may catch up with this service's own start
        loads = 0
        await here.game(record.id)
        assert loads == 0  # unchanged: the version alone was read
        mover = (await there.record(record.id)).seats[game.to_act].user_id
        await there.play(record.id, mover, str(game.legal_moves()[0]))
        _, seen = await here.game(record.id)  # another process moved: read again
        assert loads == 1 and seen.ply == 1


async def test_a_shared_table_sees_what_another_process_changed(tmp_path):
    """With shards over one database, a process could go on showing a game's old thread
    after another process moved it, word what happened since a turn without another
    process's move, or keep a member's old choice of hand DMs or its server's old language."""
    async with two_processes(tmp_path, 3) as (mine, theirs, here, there, record):
        for user in (2, 3):
            await here.join(record.id, user, f"user{user}")
        record, game = await here.start(record.id, 1)
        for _ in range(7):  # more moves than the events kept for three seats
            moved = await here.play(record.id, record.seats[game.to_act].user_id,
                                    str(game.legal_moves()[0]))
            game = moved.game
        theirs_moved = await there.play(record.id, record.seats[game.to_act].user_id,
                                        str(game.legal_moves()[0]))
        _, seen = await here.game(record.id)
        assert seen.ply == theirs_moved.game.ply
        events = here.recent_events(record.id, seen)
        assert not events or events[-1] == theirs_moved.event
        await there.set_messages(record.id, thread_id=77)
        assert (await here.record(record.id)).thread_id == 77
        assert await here.dm_choices([2]) == {2: "turn"}
        await there.set_dm_choice(2, "all")
        assert await here.dm_choices([2]) == {2: "all"}
        assert await here.chosen_language(9) is None and await here.chosen_language(None) is None
        await theirs.update_guild_settings(9, language="da", options={LANGUAGE_CHOSEN: True})
        here.clock.now += LANGUAGE_FRESH + 1
        assert await here.chosen_language(9) == "da"


async def test_the_moves_stored_and_shown_of_many_games_in_one_question(store):
    lobby = await store.create_game(guild_id=10, channel_id=20, host_id=1, variant="classic",
                                    settings=SETTINGS, seed=42)
    games = [await store.create_game(guild_id=10, channel_id=20, host_id=1,
                                     variant="classic", settings=SETTINGS, seed=s)
             for s in range(3)]
    for game in games:
        for user in (1, 2):
            await store.add_seat(game.id, user_id=user, display_name=f"user{user}")
        await store.start_game(game.id)
    await store.record_move(games[0].id, 0, "QS B3", 0)
    await store.record_move(games[1].id, 0, "QS B3", 0)
    await store.set_announced(games[1].id, 1)
    # -1: not even the start shown yet; None: nothing tracked (a lobby); no game 10,000
    asked = [lobby.id, *(g.id for g in games), 10_000]
    assert await store.shown_plies(asked) == {
        lobby.id: (0, None), games[0].id: (1, -1), games[1].id: (1, 1), games[2].id: (0, -1)}
    assert await store.shown_plies([]) == {}
