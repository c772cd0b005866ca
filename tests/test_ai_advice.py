"""What the hand panel's menu says of each move (``engine.ai.advice``)."""

from __future__ import annotations

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from engine import Game, GameSettings
from engine.ai.advice import BLOCK, BREAK, DEAD_CARD, LINE, SEQUENCE, WINS, ranked_moves
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


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(table=st.sampled_from(TABLES), seed=st.integers(0, 10**6), plies=st.integers(20, 400))
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


def _dice_notes(chips: dict[str, str], to_act: int, roll: tuple[int, int]) -> list[tuple]:
    game = Game.from_position(GameSettings("dice", 2), board_diagram("dice", chips),
                              to_act=to_act)
    game.roll, game.pending = roll, True
    return [(str(a.move), a.note, a.length) for a in ranked_moves(game, to_act)]


def test_a_dice_roll_says_which_space_wins_and_which_blocks():
    # green has five of row 1 (six in a row win); an 11 goes on any free space
    five = {"A1": "g", "B1": "g", "C1": "g", "D1": "g", "E1": "g", "A3": "b"}
    assert _dice_notes(five, 0, (5, 6))[0] == ("F1", WINS, 0)
    assert _dice_notes(five, 1, (5, 6))[0] == ("F1", BLOCK, 0)


def test_a_dice_ten_says_how_long_a_line_it_breaks():
    # green: A2 B2 C2 in row 2, F4 in no line with them; blue rolls a 10 and takes one off
    notes = {space: (note, length) for space, note, length in
             _dice_notes({"A2": "g", "B2": "g", "C2": "g", "F4": "g"}, 1, (4, 6))}
    assert notes == {"A2": (BREAK, 3), "B2": (BREAK, 3), "C2": (BREAK, 3), "F4": ("", 0)}


def test_a_dice_replacement_says_what_it_breaks_or_makes():
    # every 3 space (B1 F2 A5 E6) is green's; blue rolls a 3 and replaces one: on B1 it
    # breaks green's B1 C1 D1, on A5 it makes a line of three with B5 C5
    chips = {"B1": "g", "C1": "g", "D1": "g", "F2": "g", "A5": "g", "E6": "g",
             "B5": "b", "C5": "b"}
    notes = {space: (note, length) for space, note, length in _dice_notes(chips, 1, (1, 2))}
    assert notes["B1"] == (BREAK, 3)
    assert notes["A5"] == (LINE, 3)


def test_a_one_eyed_jack_never_says_it_makes_a_line():
    """A one-eyed jack only takes a chip off: beside the seat's own chips it still says what it
    breaks (or nothing), never that it makes a line of the seat's chips."""
    # blue (the seat) has E9 F9 beside green's lone G9, and C3 D2 E1 on the diagonal through
    # green's pair A4 B4
    chips = {"G9": "g", "E9": "b", "F9": "b", "A4": "g", "B4": "g",
             "C3": "b", "D2": "b", "E1": "b"}
    notes = _notes(chips, ["JS", "2H", "3D", "4C", "5S"])
    assert notes["JS G9"] == ("", 0)
    assert notes["JS B4"] == (BREAK, 2)


def test_a_dice_replacement_says_the_line_it_makes_when_that_is_longer():
    """A Dice replacement that makes a longer line than it breaks says the line, and one that
    does neither (a lone chip replaced, no own chip near) says nothing."""
    # blue rolls a 3: on A5 it breaks green's A4 A5 (2) but makes B5 C5 + A5 (3);
    # F2 and E6 are green chips alone, with no blue line through them
    chips = {"A4": "g", "A5": "g", "F2": "g", "B1": "g", "E6": "g", "B5": "b", "C5": "b"}
    notes = {space: (note, length) for space, note, length in _dice_notes(chips, 1, (1, 2))}
    assert notes["A5"] == (LINE, 3)
    assert notes["F2"] == ("", 0)
    assert notes["E6"] == ("", 0)


def test_a_play_beside_one_own_chip_says_a_line_of_two():
    """Two chips in a line are already a line worth naming ("a line of 2"); a chip with no own
    chip or corner in any open line through it says nothing."""
    notes = _notes({"B6": "b"}, ["7H", "3H", "4C", "5S", "6C"])
    assert notes["7H D6"] == (LINE, 2)  # B6 _ D6
    assert notes["3H I9"] == (LINE, 2)  # beside the corner J10
    assert notes["7H I5"] == ("", 0)


def test_a_line_an_opponents_chip_already_cuts_is_not_counted():
    """Own chips count towards "a line of n" only in a window no opponent's chip is in: D6
    beside B6 C6 makes nothing when green's E6 sits in every window of five through D6 that
    holds them."""
    notes = _notes({"B6": "b", "C6": "b", "E6": "g"}, ["7H", "3H", "4C", "5S", "6C"])
    assert notes["7H D6"] == ("", 0)


def test_a_dice_replacement_that_breaks_as_much_as_it_makes_says_break():
    """A Dice replacement breaking a line as long as the one it makes says the break; one
    making a line of 2 out of a lone green chip says the line."""
    # blue rolls a 3: A5 breaks green's A4 A5 (2) and makes B5 + A5 (2); E6 makes D6 + E6
    chips = {"A4": "g", "A5": "g", "B5": "b", "E6": "g", "D6": "b", "B1": "g", "F2": "g"}
    notes = {space: (note, length) for space, note, length in _dice_notes(chips, 1, (1, 2))}
    assert notes["A5"] == (BREAK, 2)
    assert notes["E6"] == (LINE, 2)
    assert notes["F2"] == ("", 0)


def test_a_dice_ten_never_says_it_makes_a_line():
    """A 10 only takes a chip off: a green chip alone beside blue's F5 is no line of blue's."""
    chips = {"A2": "g", "B2": "g", "C2": "g", "F4": "g", "F5": "b"}
    notes = {space: (note, length) for space, note, length in _dice_notes(chips, 1, (4, 6))}
    assert notes["F4"] == ("", 0)
    assert notes["B2"] == (BREAK, 3)


def test_a_sequence_short_of_the_win_says_sequence():
    """Completing the first of the two sequences a 2-player game needs says "sequence", not
    "win" (corner A1 and B1 C1 D1, then E1)."""
    notes = _notes({"B1": "b", "C1": "b", "D1": "b", "C6": "g"}, ["5S", "2H", "3D", "4C", "5H"])
    assert notes["5S E1"] == (SEQUENCE, 0)
