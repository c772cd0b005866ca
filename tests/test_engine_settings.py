"""Tables, teams, hand sizes and the start of a game."""

from collections import Counter

import pytest

from engine import Game, GameSettings, InvalidSettingsError, allowed_sides
from engine.cards import classic_deck, cut_rank


@pytest.mark.parametrize(
    ("players", "cards"), [(2, 7), (3, 6), (4, 6), (6, 5), (8, 4), (9, 4), (10, 3), (12, 3)]
)
def test_classic_hand_sizes(players, cards):
    game = Game.new(GameSettings("classic", players), seed=1)
    assert [len(game.hand(s)) for s in range(players)] == [cards] * players
    assert len(game.draw_pile) == 104 - players * cards


def test_kids_deals_three_cards_and_dice_none():
    assert GameSettings("kids", 2).hand_size == 3
    assert GameSettings("dice", 2).hand_size == 0


@pytest.mark.parametrize("players", [1, 5, 7, 11, 13])
def test_classic_refuses_other_player_counts_and_names_the_allowed(players):
    with pytest.raises(InvalidSettingsError, match="2, 3, 4, 6, 8, 9, 10, 12"):
        GameSettings("classic", players)


@pytest.mark.parametrize(
    ("players", "sides", "seating"),
    [
        (2, 2, [0, 1]),
        (3, 3, [0, 1, 2]),
        (4, 2, [0, 1, 0, 1]),
        (6, 2, [0, 1, 0, 1, 0, 1]),
        (6, 3, [0, 1, 2, 0, 1, 2]),
        (9, 3, [0, 1, 2] * 3),
        (12, 3, [0, 1, 2] * 4),
        (12, 2, [0, 1] * 6),
    ],
)
def test_team_members_alternate_around_the_table(players, sides, seating):
    game = Game.new(GameSettings("classic", players, sides), seed=3)
    assert game.side_of == seating
    assert Counter(seating)[0] == players // sides


def test_allowed_sides_per_table():
    assert allowed_sides("classic", 2) == (2,)
    assert allowed_sides("classic", 3) == (3,)
    assert allowed_sides("classic", 6) == (2, 3)
    assert allowed_sides("classic", 9) == (3,)
    assert allowed_sides("classic", 10) == (2,)
    assert allowed_sides("dice", 4) == (2,)
    with pytest.raises(InvalidSettingsError):
        GameSettings("classic", 9, sides=2)
    with pytest.raises(InvalidSettingsError):
        GameSettings("classic", 4, sides=4)


def test_win_thresholds_by_number_of_sides():
    assert GameSettings("classic", 2).sequences_to_win == 2
    assert GameSettings("classic", 4).sequences_to_win == 2
    assert GameSettings("classic", 3).sequences_to_win == 1
    assert GameSettings("classic", 6, sides=3).sequences_to_win == 1
    assert GameSettings("kids", 4).sequences_to_win == 1
    assert GameSettings("dice", 2).sequences_to_win == 1


def test_colours():
    assert GameSettings("classic", 2).colours == ("blue", "green")
    assert GameSettings("classic", 9).colours == ("blue", "green", "red")
    assert GameSettings("kids", 4).colours == ("red", "yellow", "blue", "green")
    assert GameSettings("dice", 3).colours == ("green", "blue", "red")


def test_dice_line_length_defaults_to_the_rule_books_recommendation():
    assert GameSettings("dice", 2).line_length == 6
    assert GameSettings("dice", 4).line_length == 6
    assert GameSettings("dice", 3).line_length == 5
    assert GameSettings("dice", 2, line_length=5).line_length == 5
    with pytest.raises(InvalidSettingsError):
        GameSettings("dice", 2, line_length=4)


def test_options_belong_to_their_game():
    with pytest.raises(InvalidSettingsError):
        GameSettings("kids", 2, advanced_jack=True)
    with pytest.raises(InvalidSettingsError, match="teams"):
        GameSettings("classic", 2, table_talk=True)
    assert GameSettings("classic", 4, table_talk=True).table_talk


def test_settings_round_trip_through_a_dict():
    s = GameSettings("classic", 6, sides=3, advanced_jack=True, strict_draw=True)
    assert GameSettings.from_dict(s.to_dict()) == s
    with pytest.raises(InvalidSettingsError):
        GameSettings.from_dict({"variant": "classic", "players": 2, "colour": "pink"})


@pytest.mark.parametrize("seed", range(30))
def test_cut_for_deal_lowest_card_deals_and_left_of_dealer_starts(seed):
    game = Game.new(GameSettings("classic", 4), seed)
    start = game.start
    assert start.method == "cut"
    last = start.rounds[-1]
    ranks = {seat: cut_rank(card) for seat, card in last}
    assert ranks[start.dealer] == min(ranks.values())
    assert list(ranks.values()).count(min(ranks.values())) == 1
    for earlier in start.rounds[:-1]:
        low = min(cut_rank(c) for _, c in earlier)
        assert sum(cut_rank(c) == low for _, c in earlier) > 1
    assert start.first == (start.dealer + 1) % 4
    assert game.to_act == start.first
    assert all(card in classic_deck() for r in start.rounds for _, card in r)


def test_aces_are_high_in_the_cut():
    assert cut_rank("AS") > cut_rank("KS") > cut_rank("JS") > cut_rank("TS") > cut_rank("2S")


@pytest.mark.parametrize("seed", range(30))
def test_dice_highest_roll_starts(seed):
    game = Game.new(GameSettings("dice", 3), seed)
    start = game.start
    assert start.method == "dice"
    totals = {s: sum(map(int, r.split("+"))) for s, r in start.rounds[-1]}
    assert totals[start.first] == max(totals.values())
    assert list(totals.values()).count(max(totals.values())) == 1
    assert game.to_act == start.first


def test_the_dice_rolled_for_the_start_are_fair_dice():
    first, second = set(), set()
    for seed in range(60):
        for round_ in Game.new(GameSettings("dice", 4), seed).start.rounds:
            for _, rolled in round_:
                a, b = map(int, rolled.split("+"))
                first.add(a)
                second.add(b)
    assert first == second == {1, 2, 3, 4, 5, 6}


def test_kids_dealer_is_random_and_the_left_player_starts():
    firsts = set()
    for seed in range(40):
        game = Game.new(GameSettings("kids", 3), seed)
        assert game.start.method == "random"
        assert game.start.first == (game.start.dealer + 1) % 3
        assert [len(game.hand(s)) for s in range(3)] == [3, 3, 3]
        firsts.add(game.to_act)
    assert firsts == {0, 1, 2}


def test_same_seed_same_deal_different_seed_different_deal():
    s = GameSettings("classic", 2)
    assert Game.new(s, 5).fingerprint() == Game.new(s, 5).fingerprint()
    assert Game.new(s, 5).hand(0) != Game.new(s, 6).hand(0)
