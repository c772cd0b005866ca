"""A move's two pictures drawn in one go (``render.render_turn``: the board band composed once
for the public board and the acting seat's private view) are byte for byte the pictures drawn
one by one."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import Game, GameSettings
from i18n import picture_words
from render import render_board, render_private_view, render_turn

NAMES = {0: "Alice", 1: "Bob", 2: "Carla", 3: "Dan"}
TABLES = [("classic", 2), ("classic", 3), ("classic", 4), ("kids", 2), ("kids", 3)]


@settings(max_examples=25, deadline=None)
@given(table=st.sampled_from(TABLES), seed=st.integers(0, 10_000), plies=st.integers(0, 70),
       language=st.sampled_from(["en", "de", "ja"]))
def test_both_pictures_at_once_are_the_pictures_one_by_one(table, seed, plies, language):
    variant, players = table
    rng = random.Random(seed)
    game = Game.new(GameSettings(variant=variant, players=players), seed=seed)
    for _ in range(plies):
        if game.is_over:
            break
        game.play(rng.choice(game.legal_moves()))
    seat = game.to_act
    if seat is None:
        return
    public, private = game.snapshot(), game.snapshot(seat)
    words = picture_words("en")
    viewer = picture_words(language)  # the viewer may read another language than the channel
    board, view = render_turn(public, private, names=NAMES, game_number=12, words=words,
                              private_words=viewer)
    assert board == render_board(public, names=NAMES, game_number=12, words=words)
    assert view == render_private_view(private, names=NAMES, game_number=12, words=viewer)


def test_a_private_snapshot_of_another_position_is_refused():
    game = Game.new(GameSettings(), seed=3)
    before = game.snapshot(game.to_act)
    game.play(game.legal_moves()[0])
    with pytest.raises(ValueError):
        render_turn(game.snapshot(), before, words=picture_words("en"))
