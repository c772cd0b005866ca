"""The learned win chance the expert searches with: classic games of two sides (two players
or two teams of two), classic games of three players, and 2-player Sequence for Kids."""

from __future__ import annotations

import random

import pytest

from engine import Game, GameSettings
from engine.ai import choose_move
from engine.ai.learned import (
    CERTAIN,
    FEATURES,
    Position,
    applies,
    features,
    kind_of,
    logit,
    ranked_moves,
    unusable_windows,
)
from engine.cards import REMOVE, card_kind
from engine.sequences import EMPTY
from tests.test_ai import board_diagram, scrambled

FITTED = [GameSettings("classic", 2), GameSettings("classic", 4), GameSettings("classic", 3),
          GameSettings("kids", 2)]
"""The games the model has weights for."""
IDS = ["classic", "teams", "three", "kids"]


def test_the_model_is_used_only_where_it_was_fitted():
    kinds = [kind_of(Game.new(settings, 1)) for settings in FITTED]
    assert kinds == ["duo", "teams", "three", "kids"]
    assert not applies(Game.new(GameSettings("classic", 6, sides=3), 1))
    assert not applies(Game.new(GameSettings("classic", 6, sides=2), 1))  # not measured
    assert not applies(Game.new(GameSettings("kids", 3), 1))
    assert not applies(Game.new(GameSettings("dice", 2), 1))


@pytest.mark.parametrize("settings", FITTED, ids=IDS)
def test_one_feature_per_weight_in_real_positions(settings):
    game = Game.new(settings, 8)
    rng = random.Random(8)
    kind = kind_of(game) or ""
    for _ in range(30):
        if game.is_over:
            break
        seat = game.to_act
        play = next((m for m in game.legal_moves(seat) if m.kind == "play"), None)
        if play is not None:
            row, threat = Position(game, seat).after(play)
            assert 0.0 <= threat <= 1.0
            assert len(row) == len(FEATURES)
            logit(row, kind)  # raises if the lengths differ
        game.play(choose_move(game, seat, "hard", rng=rng))


def test_a_completing_move_comes_first_and_a_normal_card_before_a_jack():
    chips = {"A6": "b", "B6": "b", "C6": "b", "D6": "b"}  # blue four, E6 (2H) open
    hands = {0: ["JD", "2H", "9S", "KC", "QD", "AC", "5S"]}
    game = Game.from_position(GameSettings("classic", 2), board_diagram("classic", chips),
                              hands=hands, to_act=0)
    ranked = ranked_moves(game, 0)
    assert str(ranked[0][1]) == "2H E6" and ranked[0][0] >= CERTAIN - 1
    assert ranked[1][1].card == "JD" and ranked[1][1].space == "E6"


def test_blocking_an_open_four_is_worth_more_than_building():
    chips = {"A6": "g", "B6": "g", "C6": "g", "D6": "g", "C3": "b", "H8": "b"}
    hands = {0: ["2H", "3D", "9S", "KC", "QD", "AC", "5S"]}
    game = Game.from_position(GameSettings("classic", 2), board_diagram("classic", chips),
                              hands=hands, to_act=0)
    assert ranked_moves(game, 0)[0][1].space == "E6"


@pytest.mark.parametrize("settings", FITTED, ids=IDS)
def test_the_ranking_reads_only_what_the_seat_may_see(settings):
    for seed in range(4):
        game = Game.new(settings, seed)
        rng = random.Random(seed)
        for _ in range(rng.randrange(6, 40)):
            if game.is_over:
                break
            game.play(choose_move(game, game.to_act, "hard", rng=rng))
        if game.is_over:
            continue
        seat = game.to_act
        other = scrambled(game, seat, seed)
        assert ranked_moves(game, seat) == ranked_moves(other, seat)


def _positions(seeds: range, settings: GameSettings | None = None) -> list[tuple[Game, int]]:
    out = []
    for seed in seeds:
        game = Game.new(settings or GameSettings("classic", 2), seed)
        rng = random.Random(seed)
        while not game.is_over:
            out.append((game.clone(), game.to_act))
            game.play(choose_move(game, game.to_act, "hard", rng=rng))
    return out


@pytest.mark.parametrize("settings", [FITTED[0], FITTED[2], FITTED[3]],
                         ids=[IDS[0], IDS[2], IDS[3]])
def test_the_quick_update_after_a_move_equals_a_full_rescan(settings):
    """``Position.after`` rescans only the lines through the changed space; it must give
    what scanning the whole board after the move gives."""
    checked = 0
    for game, seat in _positions(range(3), settings):
        position = Position(game, seat)
        for move in game.legal_moves(seat):
            if move.kind != "play":
                continue
            cell = game.board.parse_space(move.space or "")
            chips = list(game.chips)
            chips[cell] = EMPTY if card_kind(move.card or "") == REMOVE else position.me
            hand = list(position.hand)
            hand.remove(move.card or "")
            want = features(game, chips, position.me, hand, position.unseen,
                            position.opp_cards, unusable_windows(game))
            got = position.after(move)
            assert got[0] == pytest.approx(want[0]) and got[1] == pytest.approx(want[1])
            checked += 1
    assert checked > 300


def test_a_position_built_from_an_earlier_one_equals_a_fresh_one():
    """The expert's leaves reuse the root's line scan (``like``); the ranking must not change."""
    for n, (game, seat) in enumerate(_positions(range(3, 5))):
        root = Position(game, seat)
        world = game.clone()
        rng = random.Random(n)
        while not world.is_over and (world.ply == game.ply or world.to_act != seat):
            world.play(choose_move(world, world.to_act, "hard", rng=rng))
        if world.is_over:
            continue
        fresh = ranked_moves(world, seat)
        reused = ranked_moves(world, seat, like=root)
        assert [m for _, m in fresh] == [m for _, m in reused]
        assert [z for z, _ in reused] == pytest.approx([z for z, _ in fresh])


def test_teams_expert_with_one_turn_of_look_ahead_values_the_partners_move(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """With ``TEAM_TURNS`` 1 the look-ahead stops when the partner is to act, and the leaf is
    the model's value of the partner's best move; the expert still plays legal moves and
    sees only what its seat may see."""
    from engine.ai import expert

    monkeypatch.setattr(expert, "TEAM_TURNS", 1)
    leaves: list[tuple[int, int]] = []
    value = expert._learned_value

    def spy(world: Game, seat: int, like: Position) -> float:
        if world.outcome is None:
            leaves.append((world.to_act, seat))
        return value(world, seat, like)

    monkeypatch.setattr(expert, "_learned_value", spy)
    game = Game.new(GameSettings("classic", 4), 21)
    rng = random.Random(3)
    for _ in range(30):
        game.play(choose_move(game, game.to_act, "hard", rng=rng))
    seat = game.to_act
    options = {"time_budget": 60.0, "max_iterations": 6}
    move = choose_move(game, seat, "expert", rng=random.Random(7), **options)
    assert move in game.legal_moves(seat)
    assert leaves and {actor for actor, _ in leaves} == {(seat + 2) % 4}
    other = scrambled(game, seat, 5)
    assert choose_move(other, seat, "expert", rng=random.Random(7), **options) == move
