"""Text forms of moves, games and positions parse back to the same thing."""

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine import (
    DiagramError,
    Game,
    GameSettings,
    InvalidMoveError,
    Move,
    describe_card,
    parse_move,
    replay_snapshots,
)
from tests.engine_helpers import diagram, position


@pytest.mark.parametrize(
    ("text", "move"),
    [
        ("QS B3", Move("play", card="QS", space="B3")),
        ("qs b3", Move("play", card="QS", space="B3")),
        ("10h j5", Move("play", card="TH", space="J5")),
        ("JH C4", Move("play", card="JH", space="C4")),
        ("dead 9D", Move("dead", card="9D")),
        ("pass", Move("pass")),
        ("roll", Move("roll")),
        ("B3", Move("choose", space="B3")),
        ("draw s1", Move("draw", seat=1)),
        ("talk 0", Move("talk", seat=0)),
        ("forfeit s2 QS", Move("forfeit", card="QS", seat=2)),
        ("timeout", Move("timeout")),
        ("resign s1", Move("resign", seat=1)),
        ("drop s3", Move("drop", seat=3)),
        ("abandon", Move("abandon")),
        ("TIGER C2", Move("play", card="TIGER", space="C2")),
    ],
)
def test_move_text_parses_and_prints_back(text, move):
    assert parse_move(text) == move
    assert parse_move(str(move)) == move


@pytest.mark.parametrize(
    "text", ["", "QS", "QS B3 C4", "dead", "pass now", "draw 1", "draw x1", "resign s", "talk x",
             "QS 3B", "Q$ B3", "B0"]
)
def test_malformed_moves_raise_invalid_move(text):
    with pytest.raises(InvalidMoveError) as caught:
        parse_move(text)
    assert caught.value.code in {"empty", "bad_move", "bad_space", "bad_card", "bad_seat"}


@pytest.mark.parametrize(("card", "name"), [
    ("QS", "Q♠"), ("TD", "10♦"), ("JD", "J♦ (wild)"), ("JH", "J♥ (remove)"), ("TIGER", "Tiger"),
    ("DRAGON", "Dragon (remove)"), ("UNICORN", "Unicorn (wild)"),
])
def test_a_card_is_named_as_players_name_it_in_the_rules_messages(card, name):
    assert describe_card(card) == name


@given(st.text(max_size=20))
def test_any_text_either_parses_to_a_round_tripping_move_or_raises_invalid_move(text):
    try:
        move = parse_move(text)
    except InvalidMoveError:
        return
    assert parse_move(str(move)) == move


def test_game_json_round_trip_replays_to_the_identical_state():
    game = Game.new(GameSettings("classic", 3), seed=11)
    import random

    rng = random.Random(1)
    for _ in range(40):
        game.play(rng.choice(game.legal_moves()))
    text = game.to_json()
    data = json.loads(text)
    assert set(data) == {"settings", "seed", "moves"}
    again = Game.from_json(text)
    assert again.fingerprint() == game.fingerprint()
    assert again.snapshot(0) == game.snapshot(0)


def test_a_fingerprint_tells_games_apart_that_differ_in_any_way():
    # The tests that a refused move changes nothing compare fingerprints; this keeps them honest.
    settings = GameSettings("classic", 2)
    game, same = Game.new(settings, seed=5), Game.new(settings, seed=5)
    assert game.fingerprint() == same.fingerprint()
    assert Game.new(settings, seed=6).fingerprint() != game.fingerprint()  # other hands
    move = game.legal_moves()[0]
    game.play(move)
    assert game.fingerprint() != same.fingerprint()
    same.play(move)
    assert game.fingerprint() == same.fingerprint()


def test_a_replay_of_a_set_up_game_starts_at_its_position():
    chips = {"B1": "b", "C1": "b", "D1": "g"}
    game = position(diagram("classic", chips), hands={0: ["2S", "3S", "4S", "5S", "6S", "7S"]})
    game.play(game.legal_moves()[0])
    data = json.loads(game.to_json())
    first, second = replay_snapshots(GameSettings.from_dict(data["settings"]), data["seed"],
                                     data["moves"], setup=data["setup"])
    assert first.ply == 0 and second.ply == 1
    assert {i for i, c in enumerate(first.chips) if c is not None} == {
        game.cell_of(space) for space in chips}
    assert second.chips == game.snapshot().chips


def test_diagram_prints_and_loads_back():
    text = diagram(
        "classic",
        {"B1": "B", "C1": "B", "D1": "B", "E1": "B", "F1": "b", "B2": "g", "J5": "g"},
    )
    game = position(text)
    assert game.diagram() == text
    assert game.seq_count == [1, 0]
    assert game.sequences[0].cells == (0, 1, 2, 3, 4)
    again = position(game.diagram())
    assert again.chips == game.chips and again.sequences == game.sequences


def test_diagram_lines_are_rows_with_corners_and_chips():
    game = position(diagram("classic", {"B1": "b", "A2": "g"}))
    lines = game.diagram().splitlines()
    assert len(lines) == 10
    assert lines[0] == "# b . . . . . . . #"
    assert lines[1] == "g . . . . . . . . ."
    assert lines[9] == "# . . . . . . . . #"


def test_nine_locked_in_a_row_load_as_two_sequences_and_so_a_won_position():
    text = diagram("classic", {f"{c}3": "B" for c in "ABCDEFGHI"})
    with pytest.raises(Exception, match="already won"):
        position(text)
    text = diagram("classic", {**{f"{c}3": "B" for c in "ABCDE"}, **{f"{c}3": "b" for c in "FGHI"}})
    assert position(text).seq_count == [1, 0]


def test_eight_locked_in_a_row_are_refused_as_two_sequences_may_share_only_one_chip():
    text = diagram("classic", {f"{c}3": "B" for c in "ABCDEFGH"})
    with pytest.raises(DiagramError, match="form no sequence"):
        position(text)


def test_six_locked_down_a_column_from_the_top_load_as_the_two_sequences_they_are_part_of():
    from engine.diagram import load_diagram

    column = {f"B{r}": "B" for r in range(1, 7)}  # B1-B5 is one sequence ...
    row = {f"{c}6": "B" for c in "BCDEF"}  # ... B6 belongs to this one, across
    game = Game.new(GameSettings("classic", 2), seed=1)
    load_diagram(game, diagram("classic", {**column, **row}))
    assert sorted(len(s.cells) for s in game.sequences) == [5, 5]
    assert game.seq_count == [2, 0]


@pytest.mark.parametrize(
    "bad",
    [
        "# . .",  # wrong size
        "\n".join(diagram("classic", {}).splitlines()[:-1] + ["# . . . . . . . ."]),  # row short
        diagram("classic", {"B1": "x"}),  # unknown letter
        diagram("classic", {"B1": "#"}),  # corner mark off a corner
        diagram("classic", {"A1": "b"}),  # chip on a corner
        diagram("classic", {"B1": "B", "C1": "B"}),  # locked chips that form no sequence
    ],
)
def test_bad_diagrams_are_refused(bad):
    from engine import DiagramError

    with pytest.raises(DiagramError):
        position(bad)


@pytest.mark.parametrize(
    ("variant", "players", "seed", "hands"),
    [
        ("classic", 2, 1, [["8C", "8D", "KS", "7S", "7D", "2D", "QS"],
                           ["KC", "TS", "4H", "AC", "TS", "JC", "AS"]]),
        ("classic", 3, 7, [["JS", "9C", "AS", "KS", "TS", "7H"],
                           ["7D", "5H", "JH", "3D", "5S", "6D"],
                           ["8S", "AS", "9S", "6S", "3S", "3C"]]),
        ("kids", 3, 1, [["SHARK", "OSTRICH", "LION"], ["GORILLA", "ZEBRA", "ALLIGATOR"],
                        ["ELEPHANT", "ALLIGATOR", "PANDA"]]),
    ],
)
def test_a_seed_deals_the_same_hands_forever(variant, players, seed, hands):
    # A stored game is its settings, seed and moves: if a seed dealt other cards (a change to
    # the shuffle, the cut or the order of dealing), every stored game would replay to
    # another position, or stop at a move that is no longer legal.
    game = Game.new(GameSettings(variant, players), seed=seed)
    assert [list(game.hand(s)) for s in range(players)] == hands
    assert game.to_act == 1
