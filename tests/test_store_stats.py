"""Leaderboard paging and ties, ranks, statistics and history from a scripted series of games."""

import random

import pytest

from data import GameStatus, HistoryEntry, Outcome, RatingRecord, SeatResult


class Clock:
    def __init__(self):
        self.now = 1_000

    def __call__(self):
        return self.now


@pytest.fixture
async def store(backend):
    async with backend.store(clock=Clock()) as store:
        yield store


def rating(user, value, wins, *, guild=10, variant="classic"):
    return RatingRecord(guild, variant, user, value, value, 5.0, wins + 1, wins, 1, 0, 0, 0, 0)


async def test_leaderboard_pages_and_ties(store):
    await store.put_ratings([
        rating(5, 30.0, 3), rating(6, 30.0, 3), rating(7, 30.0, 5), rating(8, 31.0, 0),
        rating(9, 12.5, 1), rating(4, 12.5, 1),
        rating(1, 99.0, 9, variant="dice"), rating(2, 99.0, 9, guild=11),
    ])
    first = await store.leaderboard(10, "classic", page=0, page_size=4)
    assert first.total == 6
    assert [(r.rank, r.rating.user_id) for r in first.rows] == [(1, 8), (2, 7), (3, 5), (4, 6)]
    second = await store.leaderboard(10, "classic", page=1, page_size=4)
    assert [(r.rank, r.rating.user_id) for r in second.rows] == [(5, 4), (6, 9)]
    empty = await store.leaderboard(10, "classic", page=2, page_size=4)
    assert empty.rows == () and empty.total == 6
    assert [(await store.rank_of(10, "classic", u)).rank for u in (8, 7, 5, 6, 4, 9)] == [
        1, 2, 3, 4, 5, 6
    ]
    assert await store.rank_of(10, "classic", 1) is None
    assert (await store.rank_of(10, "dice", 1)).rank == 1
    with pytest.raises(ValueError):
        await store.leaderboard(10, "classic", page=-1)


async def test_a_leaderboard_page_may_hold_a_single_player(store):
    await store.put_ratings([rating(5, 30.0, 3), rating(6, 20.0, 3), rating(7, 10.0, 3)])
    pages = [await store.leaderboard(10, "classic", page=page, page_size=1)
             for page in range(3)]
    assert [[(r.rank, r.rating.user_id) for r in p.rows] for p in pages] == [
        [(1, 5)], [(2, 6)], [(3, 7)]]
    with pytest.raises(ValueError):
        await store.leaderboard(10, "classic", page=0, page_size=0)


@pytest.mark.parametrize("seed", range(5))
async def test_rank_of_agrees_with_the_pages(store, seed):
    rng = random.Random(seed)
    rows = [rating(user, rng.choice([10.0, 20.0, 20.5, 30.0]), rng.randint(0, 3))
            for user in rng.sample(range(1, 1000), 60)]
    await store.put_ratings(rows)
    expected = [r.user_id for r in sorted(rows, key=lambda r: (-r.rating, -r.wins, r.user_id))]
    paged = []
    for page in range(7):
        paged += [row.rating.user_id for row in
                  (await store.leaderboard(10, "classic", page=page, page_size=9)).rows]
    assert paged == expected
    for index, user in enumerate(expected):
        assert (await store.rank_of(10, "classic", user)).rank == index + 1


async def play(store, *, players, moves, results, variant="classic", guild=10):
    """Create, start and finish a game: ``players`` user ids by seat, ``results`` per seat."""
    store._clock.now += 100
    game = await store.create_game(guild_id=guild, channel_id=1, host_id=players[0],
                                   variant=variant, settings={"variant": variant}, seed=1)
    for user in players:
        await store.add_seat(game.id, user_id=user, display_name=str(user))
    await store.start_game(game.id)
    for ply in range(moves - 1):
        await store.record_move(game.id, ply, f"m{ply}", ply % len(players))
    await store.record_move(game.id, moves - 1, "last", 0, status=GameStatus.FINISHED,
                            results=results)
    return game.id


def res(seat, user, side, outcome, seq=0, jacks=0, dead=0, turns=0):
    return SeatResult(seat=seat, user_id=user, side=side, outcome=Outcome(outcome),
                      sequences=seq, jacks_played=jacks, dead_cards=dead, turns=turns)


async def scripted_series(store):
    a = await play(store, players=[1, 2], moves=20, results=[
        res(0, 1, 0, "win", seq=2, jacks=1, turns=10), res(1, 2, 1, "loss", jacks=2, dead=1,
                                                           turns=10)])
    b = await play(store, players=[1, 2, 3, 4], moves=20, results=[
        res(0, 1, 0, "win", seq=1, dead=1, turns=5), res(1, 2, 1, "loss", turns=5),
        res(2, 3, 0, "win", turns=5), res(3, 4, 1, "loss", turns=5)])
    c = await play(store, players=[1, 2], moves=30, results=[
        res(0, 1, 0, "loss", jacks=3, turns=15), res(1, 2, 1, "win", seq=2, turns=15)])
    d = await play(store, players=[1, 3], moves=8, variant="kids", results=[
        res(0, 1, 0, "draw", turns=4), res(1, 3, 1, "draw", turns=4)])
    e = await play(store, players=[1, 4, 3, 2], moves=20, results=[
        res(0, 1, 0, "win", seq=1, turns=5), res(1, 4, 1, "loss", turns=5),
        res(2, 3, 0, "win", turns=5), res(3, 2, 1, "loss", turns=5)])
    other_guild = await play(store, players=[1, 2], moves=4, guild=99, results=[
        res(0, 1, 0, "loss", turns=2), res(1, 2, 1, "win", turns=2)])
    return a, b, c, d, e, other_guild


async def test_user_stats_match_hand_computed_numbers(store):
    await scripted_series(store)
    stats = await store.user_stats(10, 1)
    classic, kids = stats.variants
    assert (classic.variant, classic.games, classic.wins, classic.losses, classic.draws) == (
        "classic", 4, 3, 1, 0)
    assert (classic.sequences, classic.jacks_played, classic.dead_cards) == (4, 4, 1)
    assert classic.average_turns == pytest.approx(8.75)
    assert classic.average_moves == pytest.approx(22.5)
    assert (classic.current_streak, classic.best_streak) == (1, 2)  # W W L W
    assert (kids.variant, kids.games, kids.draws, kids.current_streak, kids.best_streak) == (
        "kids", 1, 1, 0, 0)
    assert kids.average_moves == 8
    assert stats.favourite_partner is not None
    assert (stats.favourite_partner.user_id, stats.favourite_partner.games,
            stats.favourite_partner.wins) == (3, 2, 2)
    two = await store.user_stats(10, 2)
    assert [(v.variant, v.games, v.wins, v.current_streak, v.best_streak)
            for v in two.variants] == [("classic", 4, 1, -1, 1)]  # L L W L
    assert two.favourite_partner.user_id == 4
    nobody = await store.user_stats(10, 12345)
    assert nobody.variants == () and nobody.favourite_partner is None


async def test_history_is_most_recent_first_and_pages(store):
    a, b, c, d, e, other = await scripted_series(store)
    history = await store.history(10, 1)
    assert [h.game_id for h in history] == [e, d, c, b, a]
    assert [h.outcome for h in history] == ["win", "draw", "loss", "win", "win"]
    assert [h.moves for h in history] == [20, 8, 30, 20, 20]
    assert history[1].variant == "kids" and history[0].side == 0
    assert [h.game_id for h in await store.history(10, 1, limit=2, offset=1)] == [d, c]
    assert [h.game_id for h in await store.history(99, 1)] == [other]


async def test_history_count_and_offset_walk_the_whole_history(store):
    a, b, c, d, e, other = await scripted_series(store)
    assert await store.history_count(10, 1) == 5
    assert await store.history_count(10, 4) == 2
    assert await store.history_count(99, 1) == 1
    assert await store.history_count(10, 12345) == 0
    pages = [[h.game_id for h in await store.history(10, 1, limit=2, offset=offset)]
             for offset in (0, 2, 4, 6)]
    assert pages == [[e, d], [c, b], [a], []]  # every game once, newest first, then nothing
    assert (await store.history(10, 2, limit=1, offset=3))[0].game_id == a
    assert (await store.history(10, 3))[0].display_name == "3"  # the name played under
    for limit, offset in ((0, 0), (1, -1)):
        with pytest.raises(ValueError):
            await store.history(10, 1, limit=limit, offset=offset)


async def test_a_losing_run_shows_in_the_statistics_as_a_negative_streak(store):
    for first in ("win", "loss", "loss", "loss"):
        second = "loss" if first == "win" else "win"
        await play(store, players=[1, 2], moves=2, results=[
            res(0, 1, 0, first), res(1, 2, 1, second)])
    [one] = (await store.user_stats(10, 1)).variants
    [two] = (await store.user_stats(10, 2)).variants
    assert (one.current_streak, one.best_streak) == (-3, 1)
    assert (two.current_streak, two.best_streak) == (3, 3)


async def test_a_history_entry_links_to_the_games_board_and_says_how_the_player_did(store):
    """What a history page shows of a game: when it ended, where its board is (the link),
    the seat, side and name the player had, the outcome, sequences and moves."""
    game_id = await play(store, players=[1, 2, 3, 4], moves=6, results=[
        res(0, 1, 0, "loss", seq=1), res(1, 2, 1, "win", seq=2), res(2, 3, 0, "loss"),
        res(3, 4, 1, "win")])
    await store.set_messages(game_id, thread_id=70, board_channel_id=71, board_message_id=72)
    assert await store.history(10, 2) == [HistoryEntry(
        game_id=game_id, variant="classic", finished_at=1_100, channel_id=1, thread_id=70,
        board_channel_id=71, board_message_id=72, seat=1, side=1, outcome=Outcome.WIN,
        sequences=2, moves=6, vs_computer=False, display_name="2")]
    assert [(h.seat, h.side) for h in await store.history(10, 3)] == [(2, 0)]


async def test_the_favourite_partner_is_the_one_played_with_most_then_won_with_most(store):
    async def pair_game(me, partner, won, others=(20, 21)):
        mine, theirs = ("win", "loss") if won else ("loss", "win")
        await play(store, players=[me, others[0], partner, others[1]], moves=4, results=[
            res(0, me, 0, mine), res(1, others[0], 1, theirs), res(2, partner, 0, mine),
            res(3, others[1], 1, theirs)])

    await pair_game(1, 3, won=False)
    await pair_game(1, 3, won=False)
    await pair_game(1, 5, won=True)
    best = (await store.user_stats(10, 1)).favourite_partner
    assert (best.user_id, best.games, best.wins) == (3, 2, 0)  # most games, though all lost
    await pair_game(2, 6, won=False)
    await pair_game(2, 7, won=True)
    best = (await store.user_stats(10, 2)).favourite_partner
    assert (best.user_id, best.games, best.wins) == (7, 1, 1)  # as many games: more wins


async def test_games_that_ended_in_the_same_second_are_in_history_newest_first(store):
    first = await play(store, players=[1, 2], moves=2, results=[
        res(0, 1, 0, "win"), res(1, 2, 1, "loss")])
    store._clock.now -= 100  # the next game ends in the same second
    second = await play(store, players=[1, 2], moves=2, results=[
        res(0, 1, 0, "loss"), res(1, 2, 1, "win")])
    assert [h.game_id for h in await store.history(10, 1)] == [second, first]
    [classic] = (await store.user_stats(10, 1)).variants
    assert classic.current_streak == -1  # the later game is the last one
