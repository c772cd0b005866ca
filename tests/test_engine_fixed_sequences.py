"""A completed sequence is fixed, and a draw needs every seated player's pass (RULES.md §1).

Positions are diagrams (``engine.diagram``): capitals are chips of recorded sequences. The two-eyed
jack ``JD`` places anywhere, so each test names only the space it plays.
"""

import pytest

from engine import IllegalMoveError, Outcome
from tests.engine_helpers import diagram, position

FILL = ["KD", "KC", "QD", "QC", "TD", "TC", "9D"]


def hand(*cards, size=7):
    return (list(cards) + FILL)[:size]


def cells(game, *spans):
    """The cells of spans such as ``"F1-J1"`` (one row), in reading order."""
    out = []
    for span in spans:
        first, last = span.split("-")
        a, b = game.cell_of(first), game.cell_of(last)
        out.append(tuple(range(a, b + 1)))
    return sorted(out)


def recorded(game):
    return sorted(s.cells for s in game.sequences)


# -- a recorded sequence is never re-tiled -------------------------------------------------------


def test_a_line_grown_around_a_recorded_sequence_still_holds_one():
    chips = {"A6": "b", "B6": "b", "H6": "b"} | {f"{c}6": "B" for c in "CDEFG"}
    game = position(diagram("classic", chips), hands={0: hand("JD")})
    event = game.play("JD I6")
    assert event.new_sequences == ()
    assert recorded(game) == cells(game, "C6-G6")
    assert game.seq_count == [1, 0] and not game.is_over
    assert game.diagram().splitlines()[5] == "b b B B B B B b b ."


def test_a_nine_long_line_grown_from_one_end_holds_two():
    chips = {f"{c}3": "B" for c in "ABCDE"} | {f"{c}3": "b" for c in "FGH"}
    game = position(diagram("classic", chips), hands={0: hand("JD")})
    game.play("JD I3")
    assert recorded(game) == cells(game, "A3-E3", "E3-I3")
    assert game.outcome == Outcome("sequence", 0)


def test_a_line_grown_from_the_middle_of_a_recorded_sequence_holds_one():
    chips = {f"{c}4": "B" for c in "CDEFG"} | {"H4": "b"}
    game = position(diagram("classic", chips), hands={0: hand("JD", "JC")})
    assert game.play("JD B4").new_sequences == ()
    assert recorded(game) == cells(game, "C4-G4")
    assert game.seq_count == [1, 0]


def test_between_two_corners_the_new_sequence_takes_the_free_corner():
    chips = {f"{c}1": "B" for c in "BCDE"} | {f"{c}1": "b" for c in "FGH"}
    game = position(diagram("classic", chips), hands={0: hand("JD")})
    event = game.play("JD I1")
    assert [s.cells for s in event.new_sequences] == cells(game, "F1-J1")
    assert recorded(game) == cells(game, "A1-E1", "F1-J1")
    assert game.outcome == Outcome("sequence", 0)


def test_ten_in_a_row_shares_no_space_when_it_can():
    chips = {f"{c}3": "B" for c in "ABCDE"} | {f"{c}3": "b" for c in "GHIJ"}
    game = position(diagram("classic", chips), hands={0: hand("JD")})
    event = game.play("JD F3")
    assert [s.cells for s in event.new_sequences] == cells(game, "F3-J3")
    assert game.outcome == Outcome("sequence", 0)


def test_one_chip_completing_two_sequences_of_one_line_between_corners():
    chips = {f"{c}1": "b" for c in "BCDEGHI"}
    game = position(diagram("classic", chips), hands={0: hand("JD")})
    event = game.play("JD F1")
    assert sorted(s.cells for s in event.new_sequences) == cells(game, "B1-F1", "F1-J1")
    assert game.outcome == Outcome("sequence", 0)


def test_two_crossing_lines_completed_by_one_chip_are_both_recorded():
    chips = {s: "b" for s in ("A5", "B5", "C5", "D5", "E1", "E2", "E3", "E4")}
    game = position(diagram("classic", chips), hands={0: hand("JD")})
    event = game.play("JD E5")
    column = tuple(game.cell_of(f"E{r}") for r in range(1, 6))
    assert sorted(s.cells for s in event.new_sequences) == sorted([column, *cells(game, "A5-E5")])
    assert game.outcome == Outcome("sequence", 0)


def test_a_long_line_avoids_an_opponents_sequence_at_the_corner():
    # Green's column A1-A5 uses the corner; blue's row through it would share it.
    chips = {f"A{r}": "G" for r in range(2, 6)} | {f"{c}1": "b" for c in "BCDFGH"}
    game = position(diagram("classic", chips), hands={0: hand("JD")})
    event = game.play("JD E1")
    assert [s.cells for s in event.new_sequences] == cells(game, "B1-F1")


def test_a_line_may_still_share_the_corner_with_an_opponents_sequence_when_it_must():
    chips = {f"A{r}": "G" for r in range(2, 6)} | {f"{c}1": "b" for c in "BCD"}
    game = position(diagram("classic", chips), hands={0: hand("JD")})
    event = game.play("JD E1")
    assert [s.cells for s in event.new_sequences] == cells(game, "A1-E1")


def test_a_broken_sequence_leaves_no_sequence_behind_until_a_chip_completes_one():
    chips = {f"{c}3": "B" for c in "ABCDE"} | {"F3": "b"}
    game = position(
        diagram("classic", chips),
        hands={0: hand("JD"), 1: hand("JH", "JS")},
        to_act=1,
        advanced_jack=True,
    )
    game.play("JH A3")
    assert game.sequences == [] and game.seq_count == [0, 0]  # B3-F3 is five, but not completed
    assert not game.snapshot().locked, "the broken sequence's chips are free again"
    game.play("JD A3")
    assert recorded(game) == cells(game, "A3-E3")
    assert game.snapshot().locked == set(cells(game, "A3-E3")[0])
    game.play("JS C3")  # broken again
    assert game.sequences == [] and not game.snapshot().locked


def test_kids_four_in_a_row_through_a_corner():
    # Kids: 4 in a row wins; the corner counts for everyone.
    game = position(
        diagram("kids", {"B1": "r", "C1": "r"}), variant="kids", hands={0: ["UNICORN", "TIGER"]}
    )
    event = game.play("UNICORN D1")
    assert [s.cells for s in event.new_sequences] == cells(game, "A1-D1")
    assert game.outcome == Outcome("sequence", 0)


# -- a draw needs every seated player's pass -------------------------------------------------------


def three_players_where_only_the_first_can_play():
    # Seats 1 and 2 hold nothing: they can only pass. Seat 0 holds cards with free spaces.
    return position(
        diagram("classic", {}),
        players=3,
        hands={0: ["2S", "3S", "4S", "5S", "6S", "7S"], 1: [], 2: []},
        draw_pile=[],
    )


@pytest.mark.parametrize("leave", ["resign s1", "drop s1"])
def test_a_pass_by_a_seat_that_then_leaves_does_not_count(leave):
    game = three_players_where_only_the_first_can_play()
    game.play("2S B1")
    game.play("pass")  # seat 1
    game.play(leave)
    game.play("pass")  # seat 2
    assert not game.is_over
    assert game.to_act == 0
    assert any(m.kind == "play" for m in game.legal_moves())
    with pytest.raises(IllegalMoveError, match="can play"):
        game.play("pass")


def test_when_the_seat_to_act_leaves_after_everyone_else_passed_the_game_is_drawn():
    game = position(diagram("classic", {}), players=3, hands={0: [], 1: [], 2: []}, draw_pile=[])
    game.play("pass")
    game.play("pass")
    game.play("resign s2")
    assert game.outcome == Outcome("draw", None)


def test_every_seat_still_in_passing_is_a_draw_after_a_seat_left():
    game = position(diagram("classic", {}), players=3, hands={0: [], 1: [], 2: []}, draw_pile=[])
    game.play("pass")  # seat 0
    game.play("resign s1")
    game.play("pass")  # seat 2
    assert game.outcome == Outcome("draw", None)


def test_a_team_member_who_leaves_no_longer_counts_toward_the_round():
    # Four players in two teams: seats 0 and 2 against 1 and 3.
    game = position(
        diagram("classic", {}),
        players=4,
        hands={0: ["2S", "3S", "4S", "5S", "6S", "7S"], 1: [], 2: [], 3: []},
        draw_pile=[],
    )
    game.play("2S B1")
    game.play("pass")  # seat 1
    game.play("drop s1")  # the team plays on with seat 3
    game.play("pass")  # seat 2
    game.play("pass")  # seat 3
    assert not game.is_over and game.to_act == 0
