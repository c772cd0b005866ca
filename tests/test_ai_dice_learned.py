"""The learned win chance and search of the expert in 2-player Sequence Dice (lines of 5 or
6): features of known positions, the weights for both lengths, and the search's choices."""

from __future__ import annotations

import math
import random

import pytest

from engine import Game, GameSettings
from engine.ai import choose_move, dice_learned
from engine.ai.dice_learned import (
    CERTAIN,
    FEATURES,
    ROLL_CHANCE,
    WEIGHTS,
    applies,
    features,
    logit,
    ranked_moves,
    search,
)
from tests.test_ai import board_diagram

LENGTHS = (5, 6)


def dice_game(chips: dict[str, str], line: int = 5, roll: tuple[int, int] | None = None,
              to_act: int = 0) -> Game:
    """A 2-player dice game with ``chips`` (g = side 0, b = side 1), ``to_act`` having rolled
    ``roll`` (if given)."""
    game = Game.from_position(GameSettings("dice", 2, line_length=line),
                              board_diagram("dice", chips), to_act=to_act)
    if roll is not None:
        game.roll, game.pending = roll, True  # type: ignore[attr-defined]
    return game


def named(row: list[float] | None) -> dict[str, float]:
    assert row is not None
    assert len(row) == len(FEATURES)
    return dict(zip(FEATURES, row, strict=True))


@pytest.mark.parametrize("line", LENGTHS)
def test_the_model_loads_for_both_line_lengths(line):
    assert set(WEIGHTS[line]) == set(FEATURES)
    assert all(math.isfinite(w) for w in WEIGHTS[line].values())
    game = Game.new(GameSettings("dice", 2, line_length=line), 1)
    assert applies(game)
    z = logit(list(game.chips), 0, line, False)
    assert math.isfinite(z) and abs(z) < 5  # an empty board is near even


def test_the_model_is_used_only_for_two_players():
    assert not applies(Game.new(GameSettings("dice", 3), 1))
    assert not applies(Game.new(GameSettings("dice", 4), 1))
    assert not applies(Game.new(GameSettings("classic", 2), 1))


def test_each_total_has_its_own_chance():
    assert math.isclose(sum(ROLL_CHANCE.values()), 1.0)
    assert ROLL_CHANCE[7] == 6 / 36 and ROLL_CHANCE[2] == ROLL_CHANCE[12] == 1 / 36


def test_features_of_a_four_with_its_fifth_space_free():
    # green A1-D1 (2 3 4 5), E1 is a 6: one roll of 6 or 11 completes five in a row
    game = dice_game({"A1": "g", "B1": "g", "C1": "g", "D1": "g"})
    f = named(features(list(game.chips), 0, 5, False))
    assert f["me_s1"] == 1 and f["me_cells"] == 1 and f["me_rep"] == 0
    assert math.isclose(f["me_pwin"], ROLL_CHANCE[6] + ROLL_CHANCE[11])
    # B1-F1 is two short: E1 (a 6) and F1 (a 2)
    assert f["me_s2"] == 1
    fill6, fill2 = ROLL_CHANCE[6] + ROLL_CHANCE[11], ROLL_CHANCE[2] + ROLL_CHANCE[11]
    assert math.isclose(f["me_p2"], fill6 * fill2 * 36)
    assert math.isclose(f["me_reach2"], fill6 + fill2)
    assert f["op_s1"] == f["op_pwin"] == f["op_cells"] == 0
    assert f["again"] == 0 and f["me_pwin_again"] == 0 and f["op_pwin_next"] == 0
    assert math.isclose(f["chip_diff"], 0.4) and math.isclose(f["empty"], 32 / 36)
    # seen by blue, to roll next: the same line is the opponent's, and it rolls next
    f = named(features(list(game.chips), 1, 5, False))
    assert f["op_s1"] == 1 and math.isclose(f["op_pwin_next"], ROLL_CHANCE[6] + ROLL_CHANCE[11])


def test_a_line_completed_by_replacing_a_chip_on_a_full_number():
    # green A1-D1 and blue on E1, a 6; every 6 space is covered, so a roll of 6 replaces it
    sixes = {"E1": "b", "A2": "b", "F5": "g", "B6": "g"}
    game = dice_game({"A1": "g", "B1": "g", "C1": "g", "D1": "g", **sixes})
    f = named(features(list(game.chips), 0, 5, False))
    assert f["me_s1"] == 0 and f["me_rep"] == 1
    assert math.isclose(f["me_pwin"], ROLL_CHANCE[6])  # not an 11: the board has free spaces
    game = dice_game({"A1": "g", "B1": "g", "C1": "g", "D1": "g", "E1": "b"})
    assert named(features(list(game.chips), 0, 5, False))["me_rep"] == 0  # 6s still free


def test_a_completed_line_is_certain():
    game = dice_game({"A1": "g", "B1": "g", "C1": "g", "D1": "g", "E1": "g"})
    assert features(list(game.chips), 0, 5, False) is None
    assert logit(list(game.chips), 0, 5, False) == CERTAIN
    assert logit(list(game.chips), 1, 5, False) == -CERTAIN


@pytest.mark.parametrize("line", LENGTHS)
def test_the_model_prefers_its_own_four_on_a_likely_number(line):
    # an 11 places anywhere: extending green's line to a four open on a 7 beats a lone chip
    chips = {"B2": "g", "C2": "g", "D2": "g"} if line == 5 else {
        "A2": "g", "B2": "g", "C2": "g", "D2": "g"}
    game = dice_game(chips | {"A6": "b"}, line, roll=(5, 6))
    top = [str(m) for _, m in ranked_moves(game, 0)[:3]]
    assert "E2" in top  # E2 is a 7; F2 (a 3) or A2 would finish the other end


@pytest.mark.parametrize("line", LENGTHS)
def test_the_dice_expert_takes_a_win_and_plays_legal_moves(line):
    game = Game.new(GameSettings("dice", 2, line_length=line), 5)
    rng = random.Random(5)
    for _ in range(60):
        if game.is_over:
            break
        seat = game.to_act
        move = choose_move(game, seat, "expert", rng=rng, time_budget=0.2)
        assert move in game.legal_moves(seat)
        game.play(move)
    win = dice_game({"A1": "g", "B1": "g", "C1": "g", "D1": "g", "E1": "g"} if line == 6
                    else {"A1": "g", "B1": "g", "C1": "g", "D1": "g"}, line, roll=(5, 6))
    space = "F1" if line == 6 else "E1"
    assert str(search(win, 0, win.legal_moves(0), 1.0)) == space


class FakeClock:
    """A clock that reads 0 first and ``step`` seconds more at every later reading."""

    def __init__(self, step: float) -> None:
        self.step = step
        self.now = -step

    def __call__(self) -> float:
        self.now += self.step
        return self.now


def count_searches(monkeypatch: pytest.MonkeyPatch) -> dict[str, int]:
    """Count the candidates the search values two-ply and one roll deeper (the deeper
    valuation's own two-ply calls are not counted)."""
    calls = {"two_ply": 0, "deeper": 0}
    inside = [False]
    two_ply, deeper = dice_learned._expected, dice_learned._expected_after_reply

    def counted_two_ply(*args: object) -> float:
        if not inside[0]:
            calls["two_ply"] += 1
        return two_ply(*args)  # type: ignore[arg-type]

    def counted_deeper(*args: object) -> float:
        calls["deeper"] += 1
        inside[0] = True
        try:
            return deeper(*args)  # type: ignore[arg-type]
        finally:
            inside[0] = False

    monkeypatch.setattr(dice_learned, "_expected", counted_two_ply)
    monkeypatch.setattr(dice_learned, "_expected_after_reply", counted_deeper)
    return calls


def open_position(line: int) -> Game:
    """Green rolled an 11 (any free space, 31 of them) with no line near complete."""
    return dice_game({"B2": "g", "C2": "g", "D4": "g", "A6": "b", "E5": "b"}, line,
                     roll=(5, 6))


@pytest.mark.parametrize("line", LENGTHS)
def test_with_time_to_spare_the_search_values_every_candidate(line, monkeypatch):
    game = open_position(line)
    calls = count_searches(monkeypatch)
    search(game, 0, game.legal_moves(0), 1.0, clock=FakeClock(0.0))
    deeper = dice_learned.REFINE[line]
    assert calls == {"two_ply": dice_learned.CANDIDATES,
                     "deeper": deeper if deeper > 1 else 0}


@pytest.mark.parametrize("line", LENGTHS)
def test_past_the_deadline_no_further_candidate_is_searched(line, monkeypatch):
    game = open_position(line)
    first = ranked_moves(game, 0)[0][1]
    calls = count_searches(monkeypatch)
    # no budget at all: the model's first choice is valued and played, nothing else
    assert search(game, 0, game.legal_moves(0), 0.0, clock=FakeClock(0.0)) == first
    assert calls == {"two_ply": 1, "deeper": 0}
    # 0.2 s a candidate against a deadline at 0.85 s: candidates 2 to 5 are checked at
    # 0.2, 0.4, 0.6 and 0.8 s, the sixth at 1.0 s is not searched, nor anything deeper
    calls.update(two_ply=0, deeper=0)
    move = search(game, 0, game.legal_moves(0), 1.0, clock=FakeClock(0.2))
    assert calls == {"two_ply": 5, "deeper": 0}
    assert move in [m for _, m in ranked_moves(game, 0)[:5]]


def test_the_deeper_search_stops_at_the_deadline_and_keeps_the_two_ply_choice(monkeypatch):
    game = open_position(5)
    with monkeypatch.context() as m:
        m.setitem(dice_learned.REFINE, 5, 1)
        two_ply = search(game, 0, game.legal_moves(0), 1.0, clock=FakeClock(0.0))
    calls = count_searches(monkeypatch)
    # 0.08 s a reading: the 10 candidates end at 0.72 s, the first deeper search starts at
    # 0.8 s, the second would start at 0.88 s, past the 0.85 s deadline
    move = search(game, 0, game.legal_moves(0), 1.0, clock=FakeClock(0.08))
    assert calls == {"two_ply": dice_learned.CANDIDATES, "deeper": 1}
    assert move == two_ply


def test_the_search_weighs_the_next_roll_by_its_chances():
    # blue threatens five on E1 (a 6); green rolled a 6 with E1 and three other 6s free:
    # only E1 stops blue winning on 6 or 11 (7 in 36)
    game = dice_game({"A1": "b", "B1": "b", "C1": "b", "D1": "b", "C3": "g", "D3": "g"},
                     5, roll=(3, 3))
    assert str(search(game, 0, game.legal_moves(0), 1.0)) == "E1"
    branch = game.clone()
    branch.play("E1")
    v = dice_learned._expected(branch, 1, 5)
    assert 0.0 < v < 1.0
