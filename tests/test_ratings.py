"""data.ratings: openskill ladders for 2 sides, 3 sides and teams; draws; unrated games."""

from dataclasses import replace

import pytest

from data import GameStatus, Outcome, SeatResult, Store
from data.ratings import new_rating, rate_game, rater

W, L, D = Outcome.WIN, Outcome.LOSS, Outcome.DRAW


def seats(*spec):
    """``seats((user, side, outcome), ...)`` as SeatResults in seat order."""
    return [SeatResult(seat=i, user_id=u, side=s, outcome=o) for i, (u, s, o) in enumerate(spec)]


def rate(results, current=None, status=GameStatus.FINISHED):
    rows = rate_game(current or {}, results, guild_id=1, variant="classic", now=100,
                     status=status)
    return {r.user_id: r for r in rows}


def test_two_sides_winner_up_loser_down():
    out = rate(seats((1, 0, W), (2, 1, L)))
    fresh = new_rating(1, "classic", 0)
    assert out[1].mu > fresh.mu > out[2].mu
    assert out[1].rating > out[2].rating
    assert out[1].sigma < fresh.sigma and out[2].sigma < fresh.sigma
    assert (out[1].games, out[1].wins, out[1].losses, out[1].draws) == (1, 1, 0, 0)
    assert (out[2].games, out[2].wins, out[2].losses, out[2].draws) == (1, 0, 1, 0)
    assert out[1].streak == 1 and out[1].best_streak == 1
    assert out[2].streak == -1 and out[2].best_streak == 0
    assert out[1].updated_at == 100


def test_three_sides_winner_up_both_losers_down_equally():
    out = rate(seats((1, 0, L), (2, 1, W), (3, 2, L)))
    fresh = new_rating(1, "classic", 0)
    assert out[2].mu > fresh.mu
    assert out[1].mu < fresh.mu and out[3].mu < fresh.mu
    assert out[1].mu == pytest.approx(out[3].mu)
    assert out[2].wins == 1 and out[1].losses == out[3].losses == 1


def test_team_win_credits_every_member():
    # 4 players, 2 teams alternating around the table: seats 0, 2 on side 0.
    out = rate(seats((1, 0, W), (2, 1, L), (3, 0, W), (4, 1, L)))
    for winner in (1, 3):
        assert out[winner].wins == 1 and out[winner].streak == 1
        assert out[winner].mu > 25
    for loser in (2, 4):
        assert out[loser].losses == 1 and out[loser].mu < 25
    assert out[1].mu == pytest.approx(out[3].mu)


def test_three_teams_of_two():
    out = rate(seats((1, 0, L), (2, 1, L), (3, 2, W), (4, 0, L), (5, 1, L), (6, 2, W)))
    assert {u for u, r in out.items() if r.wins} == {3, 6}
    assert all(out[u].mu < 25 for u in (1, 2, 4, 5))


def test_draw_rates_all_sides_equal():
    out = rate(seats((1, 0, D), (2, 1, D)))
    assert out[1].mu == pytest.approx(25) and out[2].mu == pytest.approx(25)
    assert out[1].sigma < 25 / 3
    assert out[1].draws == out[2].draws == 1 and out[1].streak == 0


def test_draw_moves_unequal_players_toward_each_other():
    strong = new_rating(1, "classic", 1)
    strong = replace(strong, mu=35.0, sigma=3.0, rating=26.0)
    out = rate(seats((1, 0, D), (2, 1, D)), current={1: strong})
    assert out[1].mu < 35.0 and out[2].mu > 25.0


def test_upset_moves_more_than_expected_win():
    strong = new_rating(1, "classic", 1)
    strong = replace(strong, mu=35.0, sigma=3.0, rating=26.0)
    expected = rate(seats((1, 0, W), (2, 1, L)), current={1: strong})
    upset = rate(seats((1, 0, L), (2, 1, W)), current={1: strong})
    assert upset[2].mu - 25 > expected[1].mu - 35 > 0


def test_resignation_is_a_loss_for_the_resigning_side():
    # The service records a resignation as the resigning side's loss and the rest's win.
    out = rate(seats((1, 0, L), (2, 1, W)))
    assert out[1].mu < 25 < out[2].mu


def test_streaks_continue_from_the_current_rating():
    current = {}
    for outcome in (W, W, L, L, W):
        out = rate(seats((1, 0, outcome), (2, 1, L if outcome is W else W)), current)
        current = out
    assert current[1].streak == 1 and current[1].best_streak == 2
    assert current[2].streak == -1 and current[2].best_streak == 2
    assert current[1].games == 5 and current[1].wins == 3


def test_a_streak_counts_wins_up_and_losses_down_game_by_game_and_a_draw_ends_it():
    current, streaks, best = {}, [], []
    for outcome in (W, W, L, L, L, D, W):
        other = {W: L, L: W, D: D}[outcome]
        current = rate(seats((1, 0, outcome), (2, 1, other)), current)
        streaks.append(current[1].streak)
        best.append(current[1].best_streak)
    assert streaks == [1, 2, -1, -2, -3, 0, 1]
    assert best == [1, 2, 2, 2, 2, 2, 2]
    assert current[2].streak == -1 and current[2].best_streak == 3  # won games 3 to 5


@pytest.mark.parametrize("status", [GameStatus.ABANDONED, GameStatus.CANCELLED])
def test_abandoned_games_are_not_rated(status):
    assert rate(seats((1, 0, W), (2, 1, L)), status=status) == {}


def test_games_with_a_computer_are_not_rated():
    assert rate(seats((1, 0, W), (None, 1, L))) == {}
    vs = [SeatResult(0, 1, 0, W, vs_computer=True), SeatResult(1, 2, 1, L, vs_computer=True)]
    assert rate(vs) == {}


def test_deterministic():
    results = seats((1, 0, W), (2, 1, L), (3, 2, L))
    assert rate(results) == rate(results)


async def test_rated_in_the_store_transaction(tmp_path):
    async with Store(tmp_path / "r.db", clock=lambda: 500) as store:
        game = await store.create_game(guild_id=1, channel_id=2, host_id=10, variant="kids",
                                       settings={}, seed=1)
        await store.add_seat(game.id, user_id=10, display_name="a")
        await store.add_seat(game.id, user_id=11, display_name="b")
        await store.start_game(game.id, sides=[0, 1])
        results = seats((10, 0, W), (11, 1, L))
        await store.record_move(game.id, 0, "resign s1", 1, status=GameStatus.FINISHED,
                                results=results, rate=rater(1, "kids", results, now=500))
        winner = await store.rating(1, "kids", 10)
        loser = await store.rating(1, "kids", 11)
        assert winner is not None and loser is not None
        assert winner.rating > loser.rating and winner.updated_at == 500
        assert await store.rating(1, "classic", 10) is None  # one ladder per variant


async def test_abandoned_game_recorded_not_rated(tmp_path):
    async with Store(tmp_path / "r.db") as store:
        game = await store.create_game(guild_id=1, channel_id=2, host_id=10, variant="classic",
                                       settings={}, seed=1)
        await store.add_seat(game.id, user_id=10, display_name="a")
        await store.add_seat(game.id, user_id=11, display_name="b")
        await store.start_game(game.id, sides=[0, 1])
        await store.finish_game(
            game.id, GameStatus.ABANDONED,
            rate=rater(1, "classic", seats((10, 0, W), (11, 1, L)),
                       status=GameStatus.ABANDONED),
        )
        assert (await store.load_game(game.id)).status is GameStatus.ABANDONED
        assert await store.rating(1, "classic", 10) is None
        assert (await store.leaderboard(1, "classic")).total == 0
