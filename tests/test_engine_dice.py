"""Conformance suite for Sequence Dice (RULES.md §3), roll total by roll total.

The dice are rigged by replacing the game's generator after set-up.
"""

import pytest

from engine import DiagramError, Game, GameSettings, IllegalMoveError, Outcome
from tests.engine_helpers import RiggedDice, diagram, position

EIGHTS = {"C2", "E3", "B4", "D5"}


def dice(chips, rolls, players=2, to_act=0, **kw):
    game = position(diagram("dice", chips), "dice", players, to_act=to_act, **kw)
    game.rng = RiggedDice(rolls)
    return game


def spaces(game):
    return {m.space for m in game.legal_moves()}


def test_a_roll_places_a_chip_on_a_free_space_with_that_number():
    game = dice({"C2": "b"}, [3, 5])
    event = game.play("roll")
    assert event.roll == (3, 5) and game.pending
    assert spaces(game) == EIGHTS - {"C2"}
    with pytest.raises(IllegalMoveError, match="numbered 2, not 8"):
        game.play("A1")
    game.play("E3")
    assert game.chips[game.cell_of("E3")] == 0 and game.to_act == 1


def test_all_four_covered_replaces_an_opponent_chip():
    game = dice({"C2": "b", "E3": "g", "B4": "b", "D5": "b"}, [4, 4])
    game.play("roll")
    assert spaces(game) == {"C2", "B4", "D5"}
    event = game.play("B4")
    assert event.kind == "replace" and game.chips[game.cell_of("B4")] == 0


def test_replacing_names_why_a_space_is_refused():
    game = dice({"C2": "b", "E3": "g", "B4": "b", "D5": "b"}, [4, 4])
    game.play("roll")
    with pytest.raises(IllegalMoveError, match="already yours"):
        game.play("E3")
    with pytest.raises(IllegalMoveError, match="numbered 2, not 8"):
        game.play("A1")


def test_all_four_own_means_nothing_happens():
    game = dice({s: "g" for s in EIGHTS}, [2, 6])
    event = game.play("roll")
    assert event.kind == "nothing" and game.to_act == 1 and not game.pending


def test_replacement_works_on_2_and_12_spaces_too():
    game = dice({"C3": "b", "D3": "b", "C4": "b", "D4": "b"}, [6, 6, 1, 1])
    game.play("roll")
    assert spaces(game) == {"C3", "D3", "C4", "D4"}
    game.play("C3")
    assert game.to_act == 0  # a 12 rolls again


@pytest.mark.parametrize(("to_act", "mine", "theirs"), [(0, "g", "b"), (1, "b", "g")])
def test_ten_removes_an_opponent_chip_except_on_2_and_12(to_act, mine, theirs):
    chips = {"A1": theirs, "C3": theirs, "D1": theirs, "B2": mine}
    game = dice(chips, [4, 6], to_act=to_act)
    game.play("roll")
    assert spaces(game) == {"D1"}
    with pytest.raises(IllegalMoveError, match="protected") as caught:
        game.play("A1")
    assert caught.value.code == "protected" and caught.value.params == {"space": "A1"}
    event = game.play("D1")
    assert event.kind == "remove" and game.chips[game.cell_of("D1")] == -1


def test_ten_with_nothing_to_remove_ends_the_turn():
    game = dice({"A1": "b", "C3": "b"}, [5, 5])
    assert game.play("roll").kind == "nothing"
    assert game.to_act == 1


def test_eleven_is_wild_on_any_free_space():
    game = dice({"A1": "b"}, [5, 6])
    game.play("roll")
    assert len(spaces(game)) == 35
    game.play("C3")
    assert game.chips[game.cell_of("C3")] == 0


@pytest.mark.parametrize(("to_act", "theirs"), [(0, "b"), (1, "g")])
def test_eleven_on_a_full_board_replaces_any_opponent_chip(to_act, theirs):
    full = {f"{c}{r}": ("g" if (r + ord(c)) % 3 else "b") for c in "ABCDEF" for r in range(1, 7)}
    game = dice(full, [6, 5], to_act=to_act)
    game.play("roll")
    assert spaces(game) == {s for s, ch in full.items() if ch == theirs}


@pytest.mark.parametrize("rolls", [[1, 1], [6, 6]])
def test_two_and_twelve_roll_again(rolls):
    game = dice({}, rolls + [2, 3])
    game.play("roll")
    game.play(game.legal_moves()[0])
    assert game.to_act == 0 and game.snapshot().rolls_again
    game.play("roll")
    game.play(game.legal_moves()[0])
    assert game.to_act == 1 and not game.snapshot().rolls_again


def test_two_rolls_again_even_when_nothing_happens():
    game = dice({s: "g" for s in ("A1", "F1", "A6", "F6")}, [1, 1])
    assert game.play("roll").kind == "nothing"
    assert game.to_act == 0


def test_five_in_a_row_wins_for_three_players():
    game = dice({"A2": "g", "B2": "g", "C2": "g", "E2": "g"}, [4, 5], players=3)
    game.play("roll")
    game.play("D2")
    assert game.outcome == Outcome("sequence", 0)


def test_two_sides_need_six_in_a_row_by_default_and_five_when_chosen():
    chips = {"A2": "g", "B2": "g", "C2": "g", "E2": "g"}
    six = dice(chips, [4, 5])
    six.play("roll")
    six.play("D2")
    assert not six.is_over
    five = dice(chips, [4, 5], line_length=5)
    five.play("roll")
    five.play("D2")
    assert five.outcome == Outcome("sequence", 0)


def test_four_players_are_two_teams_first_and_third_against_second_and_fourth():
    game = dice({}, [], players=4)
    assert game.side_of == [0, 1, 0, 1]
    assert [s.colour for s in game.snapshot().sides] == ["green", "blue"]


def test_roll_and_choose_out_of_order_are_refused():
    game = dice({}, [3, 4])
    with pytest.raises(IllegalMoveError, match="roll the dice first"):
        game.play("B2")
    game.play("roll")
    with pytest.raises(IllegalMoveError, match="rolled already"):
        game.play("roll")
    assert game.legal_moves(1) == []  # not seat 1's turn
    game.play("B2")  # a 7
    with pytest.raises(IllegalMoveError, match="roll the dice first"):
        game.play("C2")  # seat 1 has not rolled: the last roll is not theirs to use


def test_the_dice_are_two_fair_six_sided_dice():
    faces = [Game.new(GameSettings("dice", 2), seed).play("roll").roll for seed in range(300)]
    assert {roll[0] for roll in faces} == {roll[1] for roll in faces} == set(range(1, 7))


def test_snapshot_shows_the_roll():
    game = dice({}, [3, 4])
    game.play("roll")
    snap = game.snapshot()
    assert snap.last_roll == (3, 4) and snap.pending_roll and snap.hand is None


def test_the_last_placement_stays_the_last_move_after_the_next_roll():
    game = dice({}, [3, 5, 2, 4])
    game.play("roll")
    placed = game.play("E3")
    game.play("roll")
    snap = game.snapshot()
    assert snap.last_event.kind == "roll" and snap.last_move == placed


def test_a_dice_position_takes_no_cards_and_its_seats_hold_none():
    with pytest.raises(DiagramError, match="no cards"):
        position(diagram("dice", {}), "dice", 2, hands={0: ["2S"]})
    with pytest.raises(DiagramError, match="no cards"):
        position(diagram("dice", {}), "dice", 2, draw_pile=["2S"])
    snap = dice({}, [3, 5]).snapshot(0)
    assert [(s.hand_size, s.discard_top) for s in snap.seats] == [(0, None)] * 2
    assert snap.hand is None
    assert snap.draw_pile is None
