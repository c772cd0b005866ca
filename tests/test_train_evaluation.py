"""The model fitter's held-out positions (scripts/train_evaluation.py)."""

from __future__ import annotations

import numpy as np
import pytest

from scripts import train_evaluation


def test_a_game_is_held_out_whole_or_not_at_all() -> None:
    game_of = np.repeat(np.arange(50), 40)  # 50 games of 40 positions
    held = train_evaluation.held_out_games(game_of)
    for game in range(50):
        assert len(set(held[game_of == game].tolist())) == 1
    assert len(np.unique(game_of[held])) == 10


def test_the_fit_reports_its_held_out_games(capsys: pytest.CaptureFixture[str]) -> None:
    train_evaluation.main(["--games", "5", "--seed", "3", "--workers", "1"])
    out = capsys.readouterr().out
    assert "positions of 5 games; held-out log loss" in out
    assert "on the positions of 1 of them" in out
    assert "BIAS = " in out
