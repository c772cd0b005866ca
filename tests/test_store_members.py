"""Forgetting a member who asks (``Store.forget_user``: what goes, what stays for the other
players, and nothing while they still play) and a server resetting a ladder, on both
backends."""

from __future__ import annotations

import pytest

from data import GameClosedError, GameStatus
from data.forgetting import FORGOTTEN_NAME
from tests.test_bot_leaderboard import real_game

GUILD, ALICE, BOB, CAROL = 5, 11, 12, 13


async def test_a_forgotten_member_leaves_no_trace_and_the_others_keep_their_games(store):
    played = [await real_game(store, GUILD, [ALICE, BOB]),
              await real_game(store, GUILD, [BOB, ALICE], winner_side=1)]
    await store.set_dm_choice(ALICE, "all")
    await store.set_dm_choice(BOB, "never")
    lobby = await store.create_game(guild_id=GUILD, channel_id=1, host_id=CAROL,
                                    variant="classic", settings={"variant": "classic"}, seed=1)
    await store.add_seat(lobby.id, user_id=CAROL, display_name="carol")
    assert await store.kept_about(ALICE) == ((), 2, 1)
    assert await store.kept_about(CAROL) == ((lobby.id,), 1, 0)
    with pytest.raises(GameClosedError):  # still in a lobby: nothing changes
        await store.forget_user(CAROL, -7)
    assert (await store.load_game(lobby.id)).seats[0].user_id == CAROL

    assert await store.forget_user(ALICE, -99) == tuple(played)
    assert await store.kept_about(ALICE) == ((), 0, 0)
    for game_id in played:
        record = await store.load_game(game_id)
        assert record.status is GameStatus.FINISHED and len(record.moves) == 7  # whole
        gone = next(s for s in record.seats if s.user_id == -99)
        assert gone.forgotten and gone.display_name == FORGOTTEN_NAME
        assert ALICE not in {s.user_id for s in record.seats} | {record.host_id}
        assert {r.user_id for r in await store.results_of(game_id)} == {BOB, None}
    # alice's ratings, statistics, history and settings are gone; bob's stay as they were
    ladder = await store.leaderboard(GUILD, "classic")
    assert [row.rating.user_id for row in ladder.rows] == [BOB]
    assert ladder.rows[0].rating.games == 2
    assert await store.history_count(GUILD, ALICE) == 0
    assert await store.history_count(GUILD, BOB) == 2
    assert (await store.user_stats(GUILD, BOB)).favourite_partner is None
    assert await store.dm_choices([ALICE, BOB]) == {ALICE: "turn", BOB: "never"}  # the default
    for pseudonym in (12, 0):  # a pseudonym is never a Discord id, nor 0 (not forgotten)
        with pytest.raises(ValueError):
            await store.forget_user(BOB, pseudonym)


async def test_a_ladder_reset_clears_one_game_of_one_server_and_keeps_the_games(store):
    await real_game(store, GUILD, [ALICE, BOB])
    await real_game(store, GUILD, [ALICE, BOB], variant="kids")
    await real_game(store, GUILD + 1, [ALICE, BOB])
    assert await store.reset_ladder(GUILD, "classic") == 2
    assert (await store.leaderboard(GUILD, "classic")).rows == ()
    assert len((await store.leaderboard(GUILD, "kids")).rows) == 2  # another game's ladder
    assert len((await store.leaderboard(GUILD + 1, "classic")).rows) == 2  # another server's
    assert await store.history_count(GUILD, ALICE) == 2  # history and statistics stay
    assert await store.reset_ladder(GUILD, "classic") == 0


async def test_a_member_playing_in_someone_elses_game_is_not_forgotten_until_it_ends(store):
    game = await store.create_game(guild_id=GUILD, channel_id=1, host_id=CAROL,
                                   variant="classic", settings={"variant": "classic"}, seed=1)
    for user in (CAROL, BOB):
        await store.add_seat(game.id, user_id=user, display_name=f"p{user}")
    await store.start_game(game.id)
    assert await store.kept_about(BOB) == ((game.id,), 1, 0)
    with pytest.raises(GameClosedError):  # bob plays on: his seat keeps his name
        await store.forget_user(BOB, -7)
    assert (await store.load_game(game.id)).seat_of(BOB) is not None
    await store.finish_game(game.id, GameStatus.ABANDONED)
    assert await store.forget_user(BOB, -7) == (game.id,)
    assert (await store.load_game(game.id)).seat_of(-7).display_name == FORGOTTEN_NAME
