"""Leaderboard paging and ties, and statistics after a scripted series of games (real Store, on
SQLite and PostgreSQL)."""

import pytest

from data import GameStatus, Outcome, RatingRecord, SeatResult
from data.ratings import rater

W, L, D = Outcome.WIN, Outcome.LOSS, Outcome.DRAW
GUILD = 7


class Clock:
    """A settable clock so games finish in a known order."""

    def __init__(self) -> None:
        self.now = 1_000

    def __call__(self) -> float:
        return self.now


@pytest.fixture
async def store(backend):
    clock = Clock()
    async with backend.store(clock=clock) as s:
        s.test_clock = clock
        yield s


async def play(store, variant, seats, *, moves=2, status=GameStatus.FINISHED, extra=None):
    """One game through the store: seats are (user or None, side, outcome); ``moves`` padding
    moves, the last of which ends the game with results and ratings. ``extra`` gives per-seat
    (sequences, jacks, dead, turns)."""
    store.test_clock.now += 60
    game = await store.create_game(guild_id=GUILD, channel_id=1, host_id=seats[0][0] or 1,
                                   variant=variant, settings={}, seed=1)
    for i, (user, _side, _outcome) in enumerate(seats):
        await store.add_seat(game.id, user_id=user, display_name=f"p{i}",
                             is_computer=user is None)
    await store.start_game(game.id, sides=[side for _, side, _ in seats])
    for ply in range(moves - 1):
        await store.record_move(game.id, ply, "pass", ply % len(seats))
    vs_computer = any(user is None for user, _, _ in seats)
    results = [
        SeatResult(i, user, side, outcome, *(extra[i] if extra else (0, 0, 0, 0)),
                   vs_computer=vs_computer)
        for i, (user, side, outcome) in enumerate(seats)
    ]
    if status is not GameStatus.FINISHED:
        results = []
    await store.record_move(
        game.id, moves - 1, "resign s1", 1, status=status, results=results,
        rate=rater(GUILD, variant, results, status=status, now=int(store.test_clock.now)),
    )
    return game.id


def rating(user, value, wins=0, variant="classic"):
    return RatingRecord(GUILD, variant, user, value, 25.0, 8.0, wins, wins, 0, 0, 0, 0, 0)


async def test_paging_covers_everyone_once_in_order(store):
    await store.put_ratings([rating(u, float(u % 7), wins=u % 3) for u in range(1, 24)])
    seen = []
    for page in range(3):
        got = await store.leaderboard(GUILD, "classic", page=page, page_size=10)
        assert got.total == 23
        seen += [(row.rank, row.rating.user_id) for row in got.rows]
    assert [rank for rank, _ in seen] == list(range(1, 24))
    assert sorted(u for _, u in seen) == list(range(1, 24))
    keys = [(-(u % 7), -(u % 3), u) for _, u in seen]
    assert keys == sorted(keys)
    assert (await store.leaderboard(GUILD, "classic", page=3, page_size=10)).rows == ()
    for rank, user in seen:
        assert (await store.rank_of(GUILD, "classic", user)).rank == rank


async def test_ties_broken_by_wins_then_user_id(store):
    await store.put_ratings([rating(30, 5.0, wins=1), rating(20, 5.0, wins=1),
                             rating(10, 5.0, wins=0), rating(40, 6.0)])
    got = await store.leaderboard(GUILD, "classic")
    assert [r.rating.user_id for r in got.rows] == [40, 20, 30, 10]
    assert (await store.rank_of(GUILD, "classic", 30)).rank == 3


async def test_team_mates_tie_on_the_ladder(store):
    await play(store, "classic", [(1, 0, W), (2, 1, L), (3, 0, W), (4, 1, L)])
    got = await store.leaderboard(GUILD, "classic")
    assert [r.rating.user_id for r in got.rows] == [1, 3, 2, 4]
    assert got.rows[0].rating.rating == got.rows[1].rating.rating
    assert [r.rank for r in got.rows] == [1, 2, 3, 4]


async def test_scripted_series_matches_hand_computed_stats(store):
    alice, bob, carol, dave = 1, 2, 3, 4
    # 1. classic 1v1: alice beats bob; 4 moves; alice 2 sequences, 1 jack, 0 dead, 2 turns.
    await play(store, "classic", [(alice, 0, W), (bob, 1, L)], moves=4,
               extra=[(2, 1, 0, 2), (0, 0, 1, 2)])
    # 2. classic teams: alice+carol lose to bob+dave; 6 moves.
    await play(store, "classic", [(alice, 0, L), (bob, 1, W), (carol, 0, L), (dave, 1, W)],
               moves=6, extra=[(0, 2, 1, 1), (2, 0, 0, 2), (0, 0, 0, 2), (2, 1, 0, 1)])
    # 3. classic teams: alice+carol beat bob+dave; 8 moves.
    await play(store, "classic", [(alice, 0, W), (bob, 1, L), (carol, 0, W), (dave, 1, L)],
               moves=8, extra=[(2, 0, 2, 2), (1, 0, 0, 2), (2, 1, 0, 2), (1, 0, 0, 2)])
    # 4. classic 1v1: alice beats dave; 2 moves.
    await play(store, "classic", [(alice, 0, W), (dave, 1, L)], moves=2,
               extra=[(2, 0, 0, 1), (0, 0, 0, 1)])
    # 5. kids 3-way draw; 3 moves.
    await play(store, "kids", [(alice, 0, D), (bob, 1, D), (carol, 2, D)], moves=3)
    # 6. dice vs computer: alice wins; 10 moves; not rated, but in the stats.
    await play(store, "dice", [(alice, 0, W), (None, 1, L)], moves=10,
               extra=[(1, 0, 0, 5), (0, 0, 0, 5)])
    # 7. abandoned classic game: neither stored in results nor rated.
    await play(store, "classic", [(alice, 0, W), (bob, 1, L)], status=GameStatus.ABANDONED)

    stats = await store.user_stats(GUILD, alice)
    by = {v.variant: v for v in stats.variants}
    assert set(by) == {"classic", "kids", "dice"}
    classic = by["classic"]
    assert (classic.games, classic.wins, classic.losses, classic.draws) == (4, 3, 1, 0)
    assert (classic.sequences, classic.jacks_played, classic.dead_cards) == (6, 3, 3)
    assert classic.average_turns == pytest.approx((2 + 1 + 2 + 1) / 4)
    assert classic.average_moves == pytest.approx((4 + 6 + 8 + 2) / 4)
    assert (classic.current_streak, classic.best_streak) == (2, 2)
    assert (by["kids"].games, by["kids"].draws, by["kids"].current_streak) == (1, 1, 0)
    assert (by["dice"].games, by["dice"].wins, by["dice"].average_moves) == (1, 1, 10)
    # Carol: two games together with alice (one won); nobody else partnered alice.
    assert stats.favourite_partner is not None
    assert (stats.favourite_partner.user_id, stats.favourite_partner.games,
            stats.favourite_partner.wins) == (carol, 2, 1)

    # The ladder counts rated games only: the dice game vs computer is not on it.
    assert await store.rating(GUILD, "dice", alice) is None
    mine = await store.rating(GUILD, "classic", alice)
    assert (mine.games, mine.wins, mine.losses, mine.streak, mine.best_streak) == (4, 3, 1, 2, 2)
    kids = await store.rating(GUILD, "kids", bob)
    assert (kids.games, kids.draws) == (1, 1)
    ladder = await store.leaderboard(GUILD, "classic")
    assert ladder.total == 4 and ladder.rows[0].rating.user_id == alice

    history = await store.history(GUILD, alice)
    assert [(h.variant, h.outcome) for h in history] == [
        ("dice", W), ("kids", D), ("classic", W), ("classic", W), ("classic", L), ("classic", W)
    ]
    assert [h.moves for h in history] == [10, 3, 2, 8, 6, 4]
