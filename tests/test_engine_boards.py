"""The three boards: pinned cells, counts and space names."""

from collections import Counter

import pytest

from engine import CLASSIC_BOARD, DICE_BOARD, FREE, KIDS_BOARD, Game, GameSettings
from engine.cards import ANIMALS, classic_deck


def label(board, space):
    return board.labels[board.parse_space(space)]


@pytest.mark.parametrize(
    ("row", "col", "card"),
    [
        (1, 5, "AH"),
        (4, 6, "AH"),
        (7, 5, "AC"),
        (9, 1, "AD"),
        (9, 8, "6D"),
        (5, 4, "2H"),
        (5, 5, "3H"),
        (0, 1, "2S"),
        (0, 8, "9S"),
        (1, 9, "TS"),
        (3, 1, "KS"),
        (8, 9, "5D"),
        (6, 0, "QC"),
        (2, 8, "9H"),
        (7, 7, "KD"),
    ],
)
def test_classic_pinned_cells(row, col, card):
    assert CLASSIC_BOARD.labels[CLASSIC_BOARD.cell(row, col)] == card


def test_classic_every_card_twice_and_four_corners():
    counts = Counter(CLASSIC_BOARD.labels)
    assert counts.pop(FREE) == 4
    non_jacks = {c for c in classic_deck() if c[0] != "J"}
    assert set(counts) == non_jacks
    assert set(counts.values()) == {2}
    assert CLASSIC_BOARD.corners == {0, 9, 90, 99}


def test_space_names_are_column_letter_and_row_number():
    assert label(CLASSIC_BOARD, "A1") == FREE
    assert label(CLASSIC_BOARD, "B1") == "2S"
    assert label(CLASSIC_BOARD, "J10") == FREE
    assert label(CLASSIC_BOARD, "b2") == "5C"
    assert CLASSIC_BOARD.space_name(11) == "B2"


@pytest.mark.parametrize("board", [CLASSIC_BOARD, KIDS_BOARD, DICE_BOARD], ids=lambda b: b.name)
def test_every_space_name_reads_back_to_its_space(board):
    # cell_index is the move parser's fast path; a wrong entry would put a chip elsewhere.
    snapshot = Game.new(GameSettings(board.name, 2), seed=1).snapshot()  # what render reads
    for cell in range(board.rows * board.cols):
        name = board.space_name(cell)
        assert board.parse_space(name) == cell
        assert board.cell_index[name] == cell
        assert snapshot.space_name(cell) == name
    assert len(board.cell_index) == board.rows * board.cols


def test_kids_board_pinned_cells_and_counts():
    assert (KIDS_BOARD.rows, KIDS_BOARD.cols) == (6, 7)
    assert label(KIDS_BOARD, "B1") == "TIGER"
    assert label(KIDS_BOARD, "D2") == "ALLIGATOR"
    assert label(KIDS_BOARD, "G3") == "PENGUIN"
    assert label(KIDS_BOARD, "F6") == "TIGER"
    assert label(KIDS_BOARD, "A4") == "MOOSE"
    counts = Counter(KIDS_BOARD.labels)
    assert counts.pop(FREE) == 4
    assert set(counts) == set(ANIMALS)
    assert set(counts.values()) == {2}


def test_dice_board_pinned_cells_and_symmetry():
    assert label(DICE_BOARD, "A1") == "2"
    assert label(DICE_BOARD, "C3") == "12"
    assert label(DICE_BOARD, "D2") == "9"
    assert label(DICE_BOARD, "F4") == "5"
    counts = Counter(DICE_BOARD.labels)
    assert counts == {str(n): 4 for n in (2, 3, 4, 5, 6, 7, 8, 9, 12)}
    assert DICE_BOARD.corners == frozenset()
    grid = [DICE_BOARD.labels[r * 6 : r * 6 + 6] for r in range(6)]
    rotated = [[grid[5 - c][r] for c in range(6)] for r in range(6)]
    assert rotated == [list(row) for row in grid]


@pytest.mark.parametrize("text", ["K1", "A0", "A11", "1A", "", "AA"])
def test_bad_space_names_are_refused(text):
    from engine import InvalidMoveError

    with pytest.raises(InvalidMoveError):
        CLASSIC_BOARD.parse_space(text)


@pytest.mark.parametrize(("board", "last"),
                         [(CLASSIC_BOARD, "J10"), (KIDS_BOARD, "G6"), (DICE_BOARD, "F6")],
                         ids=["classic", "kids", "dice"])
def test_a_space_off_the_board_is_refused_naming_the_last_space(board, last):
    from engine import InvalidMoveError

    with pytest.raises(InvalidMoveError, match=f"off the board \\(A1 to {last}\\)") as caught:
        board.parse_space("Z9")
    assert caught.value.code == "off_board" and caught.value.params["last"] == last
