"""The greedy screen's per-game output (benchmarks/greedy.py --per-game)."""

from __future__ import annotations

from pathlib import Path

import pytest

from benchmarks import greedy


def test_per_game_writes_each_seed_and_score_in_order(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "games.txt"
    greedy.main(["--variant", "kids", "--games", "3", "--seed", "70", "--workers", "1",
                 "--per-game", str(out)])
    rows = [line.split() for line in out.read_text().splitlines()]
    assert [seed for seed, _ in rows] == ["70", "71", "72"]
    assert all(score in ("0", "0.5", "1") for _, score in rows)
    total = sum(float(score) for _, score in rows)
    assert f"score {total / 3:.3f}" in capsys.readouterr().out
