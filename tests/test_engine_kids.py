"""Conformance suite for Sequence for Kids (RULES.md §2)."""

import pytest

from engine import Game, GameSettings, IllegalMoveError, Outcome
from engine.cards import kids_deck
from tests.engine_helpers import diagram, position


def kids(chips, hands=None, players=2, to_act=0, **kw):
    return position(diagram("kids", chips), "kids", players, hands=hands, to_act=to_act, **kw)


def test_deck_has_nineteen_animals_twice_two_unicorns_two_dragons():
    deck = kids_deck()
    assert len(deck) == 42
    assert deck.count("UNICORN") == 2 and deck.count("DRAGON") == 2
    assert all(deck.count(a) == 2 for a in set(deck))


def test_four_in_a_row_with_a_corner_wins():
    game = kids({"B1": "r", "C1": "r"}, hands={0: ["GIRAFFE", "LION", "FOX"]})
    game.play("GIRAFFE D1")
    assert game.outcome == Outcome("sequence", 0)


def test_four_in_a_row_without_a_corner_wins_and_three_do_not():
    game = kids({"A3": "r", "B3": "r"}, hands={0: ["CAMEL", "OSTRICH", "FOX"]})
    game.play("CAMEL C3")
    assert not game.is_over
    game.play(game.legal_moves()[0])
    game.play("OSTRICH D3")
    assert game.outcome == Outcome("sequence", 0)


def test_unicorn_is_wild_but_never_on_a_corner():
    game = kids({}, hands={0: ["UNICORN", "LION", "FOX"]})
    assert len([m for m in game.legal_moves() if m.card == "UNICORN"]) == 38
    with pytest.raises(IllegalMoveError, match="corner"):
        game.play("UNICORN A1")
    game.play("UNICORN D4")
    assert game.chips[game.cell_of("D4")] == 0


def test_dragon_removes_an_opponent_chip_and_ends_the_turn():
    game = kids({"C2": "y", "D2": "r"}, hands={0: ["DRAGON", "LION", "FOX"]})
    assert {m.space for m in game.legal_moves() if m.card == "DRAGON"} == {"C2"}
    with pytest.raises(IllegalMoveError, match="own"):
        game.play("DRAGON D2")
    game.play("DRAGON C2")
    assert game.chips[game.cell_of("C2")] == -1 and game.to_act == 1


def test_dragon_without_opponent_chips_cannot_be_played():
    game = kids({"D2": "r"}, hands={0: ["DRAGON", "LION", "FOX"]})
    assert not any(m.card == "DRAGON" for m in game.legal_moves())


def test_dead_animal_is_replaced_then_the_turn_is_played():
    game = kids(
        {"B1": "y", "F6": "r"}, hands={0: ["TIGER", "LION", "FOX"]}, draw_pile=["WOLF", "HIPPO"]
    )
    game.play("dead TIGER")
    assert sorted(game.hand(0)) == ["FOX", "LION", "WOLF"]
    game.play("WOLF E1")
    assert len(game.hand(0)) == 3


def test_every_player_holds_three_cards_after_a_turn_and_play_goes_clockwise():
    game = Game.new(GameSettings("kids", 4), seed=2)
    first = game.to_act
    for i in range(8):
        seat = game.to_act
        assert seat == (first + i) % 4
        game.play(game.legal_moves()[0])
        assert len(game.hand(seat)) == 3


def test_four_players_each_alone_with_their_colour():
    game = Game.new(GameSettings("kids", 4), seed=2)
    assert game.side_of == [0, 1, 2, 3]
    assert [s.colour for s in game.snapshot().sides] == ["red", "yellow", "blue", "green"]
