"""The arena's progress line (benchmarks/arena.py)."""

from __future__ import annotations

import pytest

from benchmarks import arena


def test_progress_line_gives_games_score_interval_and_cpu() -> None:
    line = arena.progress_line("dice6 expert-hard", 200, 2000, 139.5, 90.0)
    lo, hi = arena.wilson(139.5, 200)
    assert line == (
        f"progress dice6 expert-hard: 200 of 2000 games, A 0.698 [{lo:.3f}, {hi:.3f}], CPU 1.5 min"
    )


def test_run_pairing_prints_progress_to_stderr_only(capsys: pytest.CaptureFixture[str]) -> None:
    score, games, ta, tb, _ = arena.run_pairing(None, "kids", "easy", "easy", 3, 0.0, 7, progress=1)
    captured = capsys.readouterr()
    assert captured.out == ""
    lines = captured.err.splitlines()
    # every game but the last (the pairing's own result line follows it)
    done = [line.split(": ")[1].split(",")[0] for line in lines]
    assert done == ["1 of 3 games", "2 of 3 games"]
    assert all(line.startswith("progress kids easy-easy: ") for line in lines)
    assert games == 3 and 0 <= score <= 3 and ta.count > 0 and tb.count > 0


def test_run_pairing_is_quiet_without_progress(capsys: pytest.CaptureFixture[str]) -> None:
    arena.run_pairing(None, "kids", "easy", "easy", 2, 0.0, 7)
    assert capsys.readouterr().err == ""


def test_weights_replace_the_expert_model_in_this_process(
    tmp_path: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    import json

    from engine.ai import learned

    monkeypatch.setattr(learned, "_PARAMS", dict(learned._PARAMS))
    path = tmp_path / "w.json"  # type: ignore[operator]
    path.write_text(json.dumps({**{name: 0.5 for name in learned.FEATURES}, "BIAS": -1.0}))
    arena.set_up(None, str(path), "classic")
    weights, bias = learned._PARAMS["duo"]
    assert bias == -1.0 and set(weights) == {0.5}


def test_weights_are_for_one_variant_at_a_time() -> None:
    with pytest.raises(SystemExit):
        arena.main(["--variants", "classic,kids", "--weights", "w.json"])


@pytest.mark.parametrize(("name", "sides", "line"), [("dice3", 3, 5), ("dice4", 2, 6)])
def test_dice_of_three_and_four_players_are_variants(name: str, sides: int, line: int) -> None:
    settings = arena.settings_of(name)
    assert settings.variant == "dice" and settings.players == int(name[-1])
    assert settings.sides == sides and settings.line_length == line
    score, games, ta, tb, _ = arena.run_pairing(None, name, "medium", "easy", 2, 0.0, 11)
    assert games == 2 and 0 <= score <= 2 and ta.count > 0 and tb.count > 0


def test_expert_set_changes_a_number_constant(monkeypatch: pytest.MonkeyPatch) -> None:
    from engine.ai import expert

    monkeypatch.setattr(expert, "LEARNED_SWITCH_Z", expert.LEARNED_SWITCH_Z)
    monkeypatch.setattr(expert, "TEAM_TURNS", expert.TEAM_TURNS)
    monkeypatch.setattr(arena, "ITERATIONS", None)
    arena.set_up(None, None, "teams", 3, ("LEARNED_SWITCH_Z=3", "TEAM_TURNS=1"))
    assert expert.LEARNED_SWITCH_Z == 3.0 and isinstance(expert.LEARNED_SWITCH_Z, float)
    assert expert.TEAM_TURNS == 1 and isinstance(expert.TEAM_TURNS, int)
    assert arena.ITERATIONS == 3
    for bad in ("NO_SUCH=1", "random=1", "EXPERT=1"):
        with pytest.raises(SystemExit):
            arena.set_expert([bad])


def test_per_game_lists_each_seed_in_order() -> None:
    lines: list[str] = []
    score, games, _, _, _ = arena.run_pairing(None, "kids", "medium", "easy", 3, 0.0, 40,
                                              per_game=lines)
    assert [line.rsplit(" ", 1)[0] for line in lines] == [
        "kids medium-easy 40", "kids medium-easy 41", "kids medium-easy 42"]
    assert sum(float(line.rsplit(" ", 1)[1]) for line in lines) == score
