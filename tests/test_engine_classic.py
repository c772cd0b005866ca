"""Conformance suite for classic Sequence, one or more tests per rule of RULES.md §1.

Positions are written as diagrams (``engine.diagram``): ``b``/``g``/``r`` chips,
capitals for locked chips, ``#`` free corners, ``.`` empty spaces.
"""

import pytest

from engine import Game, GameOverError, GameSettings, IllegalMoveError, Outcome
from tests.engine_helpers import diagram, position

FILL = ["KD", "KC", "QD", "QC", "TD", "TC", "9D"]
"""Harmless cards to fill hands and the draw pile."""


def hand(*cards):
    return list(cards) + FILL[: 7 - len(cards)]


# -- sequences ----------------------------------------------------------------------


def test_corner_and_four_chips_make_a_sequence():
    game = position(diagram("classic", {"B1": "b", "C1": "b", "D1": "b"}), hands={0: hand("5S")})
    event = game.play("5S E1")
    assert [s.cells for s in event.new_sequences] == [(0, 1, 2, 3, 4)]
    assert event.ply == game.ply == 1 and event.seat == 0
    assert game.snapshot().chips[game.cell_of("E1")] == 0  # side 0's chip
    assert game.seq_count == [1, 0]
    assert not game.is_over  # two sides need two sequences
    assert game.snapshot().locked == {1, 2, 3, 4, 0}


def test_four_in_a_row_is_not_a_sequence():
    game = position(diagram("classic", {"B3": "b", "C3": "b", "D3": "b"}), hands={0: hand("4D")})
    assert game.play("4D E3").new_sequences == ()
    assert game.seq_count == [0, 0]


def test_two_sides_may_use_the_same_corner():
    text = diagram("classic", {"B1": "b", "C1": "b", "D1": "b", "A2": "g", "A3": "g", "A4": "g"})
    game = position(text, hands={0: hand("5S"), 1: hand("9C")})
    game.play("5S E1")
    game.play("9C A5")
    assert game.seq_count == [1, 1]
    assert game.sequences[1].cells == (0, 10, 20, 30, 40)


def test_two_sequences_of_one_side_through_one_corner_win():
    text = diagram(
        "classic", {"B1": "B", "C1": "B", "D1": "B", "E1": "B", "A2": "b", "A3": "b", "A4": "b"}
    )
    game = position(text, hands={0: hand("9C")})
    game.play("9C A5")
    assert game.outcome == Outcome("sequence", 0)


@pytest.mark.parametrize("extra", [0, 1, 2])
def test_six_seven_or_eight_in_a_row_are_one_sequence(extra):
    chips = {f"{c}3": "B" for c in "ABCDE"}
    chips.update({f"{c}3": "b" for c in "FG"[:extra]})
    nxt = "FGH"[extra]
    card = {"F": "5D", "G": "6D", "H": "7D"}[nxt]
    game = position(diagram("classic", chips), hands={0: hand(card)})
    assert game.play(f"{card} {nxt}3").new_sequences == ()
    assert game.seq_count == [1, 0]
    assert not game.is_over


def test_nine_in_a_row_are_two_sequences_sharing_one_space():
    chips = {f"{c}3": "B" for c in "ABCDE"} | {f"{c}3": "b" for c in "FGH"}
    game = position(diagram("classic", chips), hands={0: hand("9H")})
    event = game.play("9H I3")
    assert [s.cells for s in event.new_sequences] == [(24, 25, 26, 27, 28)]
    assert game.seq_count == [2, 0]
    assert game.outcome == Outcome("sequence", 0)


def test_one_chip_completing_two_crossing_lines_scores_two():
    chips = {s: "b" for s in ("A5", "B5", "C5", "D5", "E1", "E2", "E3", "E4")}
    game = position(diagram("classic", chips), hands={0: hand("5H")})
    event = game.play("5H E5")
    assert len(event.new_sequences) == 2
    assert game.outcome == Outcome("sequence", 0)


def test_diagonal_through_a_corner():
    game = position(
        diagram("classic", {"B2": "g", "C3": "g", "D4": "g"}), hands={1: hand("5H")}, to_act=1
    )
    game.play("5H E5")
    assert game.sequences[0].cells == (0, 11, 22, 33, 44)
    assert game.sequences[0].side == 1


def test_anti_diagonal_through_a_corner():
    game = position(diagram("classic", {"I2": "b", "H3": "b", "G4": "b"}), hands={0: hand("4H")})
    game.play("4H F5")
    assert game.sequences[0].cells == (9, 18, 27, 36, 45)


def test_a_second_sequence_may_share_only_one_space_with_the_first():
    # A column crossing a locked row at one cell is a second sequence.
    chips = {f"{c}3": "B" for c in "ABCDE"} | {"C1": "b", "C2": "b", "C4": "b"}
    game = position(diagram("classic", chips), hands={0: hand("7C")})
    game.play("7C C5")
    assert game.seq_count == [2, 0]


def test_one_sequence_wins_with_three_sides():
    game = position(
        diagram("classic", {"B1": "b", "C1": "b", "D1": "b"}), players=3, hands={0: hand("5S")[:6]}
    )
    game.play("5S E1")
    assert game.outcome == Outcome("sequence", 0)


def test_teams_of_two_need_two_sequences():
    game = position(
        diagram("classic", {"B1": "b", "C1": "b", "D1": "b"}), players=4, hands={0: hand("5S")[:6]}
    )
    game.play("5S E1")
    assert not game.is_over and game.seq_count == [1, 0]


# -- jacks --------------------------------------------------------------------------


@pytest.mark.parametrize("jack", ["JC", "JD"])
def test_two_eyed_jacks_are_wild_on_any_free_space(jack):
    game = position(diagram("classic", {}), hands={0: hand(jack)})
    targets = {m.space for m in game.legal_moves() if m.card == jack}
    assert len(targets) == 96
    game.play(f"{jack} F6")
    assert game.chips[game.cell_of("F6")] == 0


@pytest.mark.parametrize(("move", "why"), [("JC A1", "corner"), ("JD B2", "taken")])
def test_two_eyed_jacks_never_on_corners_or_taken_spaces(move, why):
    game = position(diagram("classic", {"B2": "g"}), hands={0: hand("JC", "JD")})
    before = game.fingerprint()
    with pytest.raises(IllegalMoveError, match=why):
        game.play(move)
    assert game.fingerprint() == before


@pytest.mark.parametrize("jack", ["JH", "JS"])
def test_one_eyed_jacks_remove_an_opponent_chip_and_end_the_turn(jack):
    game = position(diagram("classic", {"B2": "g"}), hands={0: hand(jack)})
    event = game.play(f"{jack} B2")
    assert event.kind == "remove"
    assert game.chips[game.cell_of("B2")] == -1
    assert game.to_act == 1
    assert game.hand(0).count(jack) == 0


@pytest.mark.parametrize(
    ("chips", "move", "why"),
    [
        ({"B2": "b"}, "JH B2", "own"),
        ({}, "JH B2", "no chip"),
        ({}, "JS A1", "corner"),
        ({f"{c}1": "G" for c in "BCDE"}, "JH C1", "completed sequence"),
    ],
)
def test_one_eyed_jack_refusals(chips, move, why):
    game = position(diagram("classic", chips | {"J5": "g"}), hands={0: hand("JH", "JS")})
    before = game.fingerprint()
    with pytest.raises(IllegalMoveError, match=why):
        game.play(move)
    assert game.fingerprint() == before


def test_one_eyed_jack_without_a_target_cannot_be_played_and_is_not_dead():
    game = position(diagram("classic", {"B2": "b"}), hands={0: hand("JH")})
    assert not any(m.card == "JH" for m in game.legal_moves())
    with pytest.raises(IllegalMoveError):
        game.play("dead JH")
    hand_view = {c.card: c for c in game.snapshot(0).hand}
    assert hand_view["JH"].targets == () and not hand_view["JH"].dead


def test_locked_chips_are_not_targets_of_a_one_eyed_jack():
    chips = {f"{c}1": "G" for c in "BCDE"} | {"F1": "g"}
    game = position(diagram("classic", chips), hands={0: hand("JH")})
    targets = {m.space for m in game.legal_moves() if m.card == "JH"}
    assert targets == {"F1"}


def test_advanced_rule_removes_a_locked_chip_and_the_sequence_no_longer_counts():
    chips = {f"{c}1": "G" for c in "BCDE"}
    game = position(diagram("classic", chips), hands={0: hand("JH")}, advanced_jack=True)
    assert game.seq_count == [0, 1]
    game.play("JH C1")
    assert game.seq_count == [0, 0]
    assert game.snapshot().locked == frozenset()
    assert game.diagram().splitlines()[0] == "# g . g g . . . . #"


# -- cards --------------------------------------------------------------------------


def test_a_card_goes_only_on_its_own_free_spaces():
    game = position(diagram("classic", {"B1": "g"}), hands={0: hand("2S", "3S")})
    assert {m.space for m in game.legal_moves() if m.card == "2S"} == {"G9"}
    with pytest.raises(IllegalMoveError, match="taken"):
        game.play("2S B1")
    with pytest.raises(IllegalMoveError, match="not 2"):
        game.play("2S C1")
    with pytest.raises(IllegalMoveError, match="not in your hand"):
        game.play("4S D1")


def test_playing_discards_the_card_and_draws_one():
    game = position(diagram("classic", {}), hands={0: hand("2S")}, draw_pile=["AS", "AD"])
    game.play("2S B1")
    assert game.discard_top(0) == "2S"
    assert "AS" in game.hand(0) and len(game.hand(0)) == 7
    assert game.snapshot().seats[0].discard_top == "2S"


def test_dead_card_is_turned_in_then_the_turn_is_played():
    game = position(
        diagram("classic", {"B1": "g", "G9": "b"}),
        hands={0: hand("2S", "3S")},
        draw_pile=["AS", "AD"],
    )
    assert {str(m) for m in game.legal_moves() if m.kind == "dead"} == {"dead 2S"}
    game.play("dead 2S")
    assert game.to_act == 0 and "AS" in game.hand(0) and "2S" not in game.hand(0)
    assert game.discard_top(0) == "2S"
    game.play("3S C1")
    assert game.to_act == 1


def test_only_one_dead_card_per_turn():
    chips = {"B1": "g", "G9": "b", "C1": "g", "F9": "g"}
    game = position(diagram("classic", chips), hands={0: hand("2S", "3S")})
    game.play("dead 2S")
    assert not any(m.kind == "dead" for m in game.legal_moves())
    with pytest.raises(IllegalMoveError, match="one dead card"):
        game.play("dead 3S")


def test_a_dead_card_may_be_turned_in_again_at_the_seats_next_turn():
    chips = {"B1": "g", "G9": "b", "C1": "g", "F9": "g"}  # 2S and 3S are dead
    game = position(diagram("classic", chips), hands={0: hand("2S", "3S"), 1: hand()})
    game.play("dead 2S")
    game.play(next(m for m in game.legal_moves() if m.kind == "play"))
    game.play(next(m for m in game.legal_moves() if m.kind == "play"))  # seat 1
    assert game.to_act == 0 and "dead 3S" in {str(m) for m in game.legal_moves()}
    game.play("dead 3S")
    assert "3S" not in game.hand(0)


def test_the_hand_shows_each_cards_free_spaces_until_the_game_ends():
    game = position(diagram("classic", {"B1": "g"}), hands={0: hand("2S", "JD")})
    cards = {c.card: c for c in game.snapshot(viewer=0).hand}
    assert cards["2S"].targets == (game.cell_of("G9"),)  # B1 is covered
    assert not cards["2S"].dead
    assert game.cell_of("B1") not in cards["JD"].targets and len(cards["JD"].targets) == 95
    game.play("resign s1")
    assert all(c.targets == () for c in game.snapshot(viewer=0).hand)


def test_a_card_with_a_free_space_is_not_dead():
    game = position(diagram("classic", {"B1": "g"}), hands={0: hand("2S")})
    with pytest.raises(IllegalMoveError, match="free space"):
        game.play("dead 2S")


def test_discards_are_reshuffled_when_the_draw_pile_runs_out():
    game = position(diagram("classic", {}), hands={0: hand("2S"), 1: hand("3S")}, draw_pile=["AS"])
    game.play("2S B1")
    assert game.draw_pile == []
    game.play("3S C1")
    assert len(game.draw_pile) == 1
    assert game.discard_top(0) is None and game.discard_top(1) is None
    assert sorted(game.draw_pile + [c for c in game.hand(1) if c in ("2S", "3S")]) == ["2S", "3S"]


# -- passing and the end of the game ------------------------------------------------


def test_a_player_without_a_legal_play_passes_and_a_full_round_of_passes_is_a_draw():
    game = position(
        diagram("classic", {"B2": "b", "C2": "g"}), hands={0: ["JH"], 1: ["JS"]}, draw_pile=[]
    )
    game.play("JH C2")  # a play resets the count
    assert game.legal_moves() == [game.legal_moves()[0]] and str(game.legal_moves()[0]) == "JS B2"
    game.play("JS B2")
    assert [str(m) for m in game.legal_moves()] == ["pass"]
    game.play("pass")
    assert not game.is_over
    game.play("pass")
    assert game.outcome == Outcome("draw", None)


def test_pass_is_refused_while_a_play_exists():
    game = position(diagram("classic", {}), hands={0: hand("2S")})
    with pytest.raises(IllegalMoveError, match="can play"):
        game.play("pass")


def test_resign_ends_a_two_sided_game():
    game = position(diagram("classic", {}), hands={0: hand("2S")})
    game.play("resign s0")
    assert game.outcome == Outcome("resignation", 1)
    with pytest.raises(GameOverError):
        game.play("2S B1")


def test_with_three_sides_a_resigning_side_is_skipped_and_the_last_side_wins():
    game = position(diagram("classic", {}), players=3)
    game.play("resign s1")
    assert not game.is_over
    game.play(game.legal_moves()[0])
    assert game.to_act == 2
    game.play("resign s2")
    assert game.outcome == Outcome("resignation", 0)


def test_a_dropped_seat_is_skipped_and_its_team_plays_on():
    game = position(diagram("classic", {}), players=4)
    game.play("drop s1")
    game.play(game.legal_moves()[0])
    assert game.to_act == 2
    game.play(game.legal_moves()[0])
    assert game.to_act == 3
    game.play("drop s3")
    assert game.outcome == Outcome("resignation", 0)


def test_timeout_passes_the_turn_without_a_card():
    game = position(diagram("classic", {}), hands={0: hand("2S")})
    game.play("timeout")
    assert game.to_act == 1 and len(game.hand(0)) == 7 and game.discard_top(0) is None


def test_abandon():
    game = position(diagram("classic", {}))
    game.play("abandon")
    assert game.outcome == Outcome("abandonment", None)


# -- optional rules -----------------------------------------------------------------


def strict_game():
    """Two players with strict draw: seat 0 holds 2S, seat 1 3S and 4S, on an empty board."""
    return position(
        diagram("classic", {}),
        hands={0: hand("2S"), 1: hand("3S", "4S")},
        strict_draw=True,
        draw_pile=["AS", "AD", "AH", "KS"],
    )


def test_strict_draw_the_player_draws_or_loses_the_card():
    game = strict_game()
    game.play("2S B1")
    assert len(game.hand(0)) == 6 and "draw s0" in [str(m) for m in game.legal_moves(0)]
    game.play("3S C1")
    game.play("draw s1")  # the next player has played and drawn: seat 0's card is lost
    with pytest.raises(IllegalMoveError, match="no card for you"):
        game.play("draw s0")
    assert len(game.hand(0)) == 6 and len(game.hand(1)) == 7


def test_strict_draw_a_late_draw_costs_the_next_player_nothing():
    # two players: seat 0 draws only after seat 1 has played; seat 1 has not drawn yet,
    # so seat 0 was still in time and seat 1 may still draw too
    game = strict_game()
    game.play("2S B1")
    game.play("3S C1")
    assert game.owed_draws() == (0, 1)
    game.play("draw s0")
    assert game.owed_draws() == (1,)
    game.play("draw s1")
    assert len(game.hand(0)) == 7 and len(game.hand(1)) == 7


def test_strict_draw_owed_draws_are_in_the_order_played():
    game = strict_game()
    game.play("2S B1")
    game.play("draw s0")
    game.play("3S C1")
    game.play(next(m for m in game.legal_moves(0) if m.kind == "play"))
    assert game.owed_draws() == (1, 0)
    game.play("draw s0")  # the newest draws: seat 1, before it, loses its card
    assert game.owed_draws() == () and len(game.hand(1)) == 6


def test_strict_draw_a_draw_owed_two_plays_ago_is_lost():
    # Three players: seat 0 does not draw; once seat 1 has played (and may still draw) and
    # seat 2 has played too, seat 0's card is lost.
    game = position(diagram("classic", {}), players=3, strict_draw=True,
                    hands={0: ["2S"], 1: ["3S"], 2: ["4S"]})
    game.play("2S B1")
    game.play("3S C1")
    assert game.owed_draws() == (0, 1)
    game.play("4S D1")
    assert game.owed_draws() == (1, 2)
    with pytest.raises(IllegalMoveError, match="no card for you"):
        game.play("draw s0")


def test_strict_draw_in_time_keeps_the_hand_full():
    game = position(diagram("classic", {}), hands={0: hand("2S")}, strict_draw=True)
    game.play("2S B1")
    game.play("draw s0")
    assert len(game.hand(0)) == 7


def test_draw_is_automatic_without_strict_draw():
    game = position(diagram("classic", {}), hands={0: hand("2S")})
    game.play("2S B1")
    with pytest.raises(IllegalMoveError, match="automatically"):
        game.play("draw s0")


def test_table_talk_each_member_forfeits_a_card_of_their_choice():
    game = position(
        diagram("classic", {}),
        players=4,
        table_talk=True,
        hands={0: ["2S", "AS"], 1: ["3S", "AD"], 3: ["4S", "AH"]},
    )
    game.play("talk 1")
    assert game.pending_forfeits == [1, 3]
    with pytest.raises(IllegalMoveError, match="forfeits"):
        game.play("2S B1")
    with pytest.raises(IllegalMoveError):
        game.play("forfeit s0 2S")
    game.play("forfeit s1 3S")
    game.play("forfeit s3 4S")
    assert game.hand(1) == ("AD",) and game.hand(3) == ("AH",)
    assert game.discard_top(1) == "3S"
    game.play("2S B1")
    assert game.to_act == 1


def test_table_talk_names_a_side_still_in_play():
    # Three teams of two: seats 0 and 3, 1 and 4, 2 and 5.
    game = position(diagram("classic", {}), players=6, sides=3, table_talk=True,
                    hands={seat: [f"{r}S", f"{r}H"] for seat, r in enumerate("234567")})
    with pytest.raises(IllegalMoveError, match="no side"):
        game.play("talk 3")
    game.play("drop s1")
    game.play("drop s4")  # side 1 is out
    with pytest.raises(IllegalMoveError, match="no side"):
        game.play("talk 1")
    game.play("talk 2")
    assert game.pending_forfeits == [2, 5]


def test_table_talk_must_be_switched_on():
    game = position(diagram("classic", {}), players=4)
    with pytest.raises(IllegalMoveError, match="not used"):
        game.play("talk 1")


# -- errors leave the game unchanged ------------------------------------------------


@pytest.mark.parametrize(
    "move",
    [
        "QS B3",
        "2S A1",
        "2S K1",
        "JH B2",
        "dead 2S",
        "pass",
        "roll",
        "B3",
        "draw s0",
        "forfeit s0 2S",
        "talk 0",
        "resign s9",
    ],
)
def test_every_illegal_move_raises_and_changes_nothing(move):
    game = position(diagram("classic", {"B2": "b"}), hands={0: hand("2S", "JH")})
    before = game.fingerprint()
    with pytest.raises(IllegalMoveError) as caught:
        game.play(move)
    assert caught.value.code != "other"  # every reason has a code, for translations
    assert game.fingerprint() == before
    assert game.moves == []


def test_a_snapshot_names_each_sides_seats_and_shows_no_dice_in_a_card_game():
    snap = Game.new(GameSettings("classic", 4), seed=1).snapshot(viewer=0)
    assert [(s.colour, s.letter, s.seats) for s in snap.sides] == [
        ("blue", "B", (0, 2)), ("green", "G", (1, 3))]
    assert (snap.last_roll, snap.pending_roll, snap.rolls_again) == (None, False, False)
    dice = Game.new(GameSettings("dice", 2), seed=1).snapshot(viewer=0)
    assert (dice.hand, dice.draw_pile, dice.dead_exchanged) == (None, None, False)
