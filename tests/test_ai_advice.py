"""What the hand panel's menu says of each move (``engine.ai.advice``)."""

from __future__ import annotations

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from engine import Game, GameSettings
from engine.ai.advice import BREAK, DEAD_CARD, LINE, WINS, ranked_moves
from tests.test_ai import board_diagram
from tests.test_ai_tactics import TABLES, can_win, issue_21_game, random_position, winning_moves


def _notes(chips: dict[str, str], hand: list[str]) -> dict[str, tuple[str, int]]:
    game = Game.from_position(GameSettings("classic", 2),
                              board_diagram("classic", chips), hands={0: hand}, to_act=0)
    return {str(a.move): (a.note, a.length) for a in ranked_moves(game, 0)}


def test_a_one_eyed_jack_breaks_a_line_of_as_many_chips_as_it_had():
    # green's line of three on row 4, and a green chip alone on G9
    notes = _notes({"A4": "g", "B4": "g", "C4": "g", "G9": "g"}, ["JS", "2H", "3D", "4C", "5S"])
    assert notes["JS B4"] == (BREAK, 3)
    assert notes["JS A4"] == (BREAK, 3)
    # a chip in no line is taken off, nothing is broken: no "breaks a line of 0"
    assert notes["JS G9"] == ("", 0)


def test_a_play_says_how_long_a_line_it_makes():
    # blue has B6 and C6; 7H goes on D6 next to them, 3H on F6 one space away
    notes = _notes({"B6": "b", "C6": "b"}, ["7H", "3H", "4C", "5S", "6C"])
    assert notes["7H D6"] == (LINE, 3)
    assert notes["3H F6"] == (LINE, 3)  # B6 C6 _ F6: three of a window of five


CARD_TABLES = [t for t in TABLES if t.variant != "dice"]
"""The tables whose panels list moves (a Dice roll's spaces are a menu on the board)."""


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(table=st.sampled_from(CARD_TABLES), seed=st.integers(0, 10**6), plies=st.integers(20, 400))
def test_the_menu_says_wins_of_exactly_the_moves_that_win_and_lists_them_first(
    table, seed, plies
):
    game = random_position(table, seed, plies, stop=can_win)
    if game is None:
        return
    seat = game.to_act
    wins = set(winning_moves(game, seat))
    event("a win to take" if wins else "no win")
    menu = ranked_moves(game, seat)
    assert {a.move for a in menu if a.note == WINS} == wins
    plays = [a for a in menu if a.note != DEAD_CARD]
    assert {a.move for a in plays[:len(wins)]} == wins


def test_the_issue_21_win_is_the_menus_first_play():
    game = issue_21_game()
    first = next(a for a in ranked_moves(game, game.to_act) if a.note != DEAD_CARD)
    assert (str(first.move), first.note) == ("7H I5", WINS)
