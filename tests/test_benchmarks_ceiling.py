"""The ceiling benchmark's peeking worlds for the shipped expert (``benchmarks/ceiling.py
--player expert``): ``hand`` worlds hold the opponent's true hand, ``world`` worlds are the
true game, and ``fair`` is the shipped expert untouched. One decision at most; nothing timed."""

import random

import pytest

from benchmarks import ceiling
from engine import Game, GameSettings
from engine.ai import choose_move, expert
from engine.ai.view import determinise


@pytest.fixture(autouse=True)
def _restore_determinise(monkeypatch: pytest.MonkeyPatch) -> None:
    # whatever a test sets, the expert's own sampling is back afterwards
    monkeypatch.setattr(expert, "determinise", expert.determinise)


def _mid_game(seed: int = 50003, plies: int = 12) -> Game:
    game = Game.new(GameSettings("classic", 2), seed)
    rng = random.Random(seed)
    while game.ply < plies:
        game.play(choose_move(game, game.to_act, "hard", rng=rng))
    return game


def _worlds_seen(game: Game, mode: str) -> list[Game]:
    """The worlds the shipped expert searches for one decision after ``set_peek(mode)``."""
    ceiling.set_peek(mode)
    peek = expert.determinise
    seen: list[Game] = []

    def record(*args: object, **kwargs: object) -> Game:
        world = peek(*args, **kwargs)
        seen.append(world.clone())
        return world

    expert.determinise = record
    choose_move(game, game.to_act, "expert", rng=random.Random(5), time_budget=60, max_iterations=3)
    return seen


def test_hand_worlds_hold_the_opponents_true_hand_and_shuffle_only_the_draw_pile():
    game = _mid_game()
    seat, opp = game.to_act, 1 - game.to_act
    before = game.fingerprint()
    seen = _worlds_seen(game, "hand")
    assert seen and game.fingerprint() == before  # the real game is untouched
    for world in seen:
        assert world.hands[opp] == game.hands[opp]
        assert world.hands[seat] == game.hands[seat]
        assert sorted(world.draw_pile) == sorted(game.draw_pile)
        assert world.board == game.board
    # the draw pile is shuffled (the future draws stay hidden)
    assert any(w.draw_pile != game.draw_pile for w in seen)


def test_true_worlds_are_the_true_game_with_its_random_generator():
    game = _mid_game()
    seen = _worlds_seen(game, "world")
    assert seen
    assert all(w.fingerprint() == game.fingerprint() for w in seen)
    assert all(w.rng.getstate() == game.rng.getstate() for w in seen)


def test_fair_is_the_shipped_expert():
    ceiling.set_peek("hand")
    ceiling.set_peek("fair")
    assert expert.determinise is determinise
    game = _mid_game()
    seat, opp = game.to_act, 1 - game.to_act
    # sampled worlds: the opponent's hand is dealt from the unseen cards, not peeked at
    seen = _worlds_seen(game, "fair")
    assert seen and any(w.hands[opp] != game.hands[opp] for w in seen)
    assert all(w.hands[seat] == game.hands[seat] for w in seen)


def test_a_fair_game_is_the_arenas_game_and_the_expert_is_restored_after_a_run(tmp_path):
    from benchmarks import arena

    out = tmp_path / "per-game.txt"
    ceiling.main(
        [
            "--player",
            "expert",
            "--mode",
            "world",
            "--games",
            "1",
            "--workers",
            "1",
            "--iterations",
            "2",
            "--seed",
            "50001",
            "--per-game",
            str(out),
        ]
    )
    assert out.read_text().split()[0] == "50001"
    assert expert.determinise is determinise
    seed, score, _, decisions, _ = ceiling.play_game(
        ("expert", 50001, 1, "fair", 1, 6, 4, 4, 2, 60.0)
    )
    arena.set_up(None, iterations=2)
    try:
        played = arena.play_game(("classic", "expert", "hard", 50001, 60.0, 1))
    finally:
        arena.set_up(None)
    assert decisions > 0 and (score, seed) == (played.score, 50001)
    assert played.plies > 0
