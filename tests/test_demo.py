"""The offline demo the README's quick start offers (``demo.py``), run as a user runs it."""

import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image

from demo import play_in_terminal, read_move
from engine import Game, GameSettings, parse_move
from i18n import picture_words

ROOT = Path(__file__).resolve().parents[1]


def test_the_offline_demo_writes_a_whole_game_of_pictures(tmp_path):
    done = subprocess.run(
        [sys.executable, "demo.py", "--variant", "kids", "--every", "5", "--out", str(tmp_path)],
        cwd=ROOT, capture_output=True, text=True, timeout=120, check=True)
    assert "won by" in done.stdout and f"Open the pictures in {tmp_path}" in done.stdout
    out = tmp_path / "kids"
    boards = sorted(out.glob("board-*.png"))
    assert boards and boards[0].name == "board-000.png"
    for name in ("private-view.png", "final.png", *(b.name for b in boards)):
        with Image.open(out / name) as picture:
            assert picture.format == "PNG" and picture.width >= 800
    with Image.open(out / "replay.gif") as replay:
        assert replay.format == "GIF" and replay.n_frames > 1


def test_the_offline_demo_plays_with_the_bots_computer_players_and_in_another_language(tmp_path):
    done = subprocess.run(
        [sys.executable, "demo.py", "--variant", "dice", "--level", "medium", "--language", "da",
         "--every", "50", "--out", str(tmp_path)],
        cwd=ROOT, capture_output=True, text=True, timeout=120, check=True)
    assert "won by" in done.stdout
    with Image.open(tmp_path / "dice" / "final.png") as picture:
        assert picture.format == "PNG"


def listed(line: str) -> list[str]:
    """The moves a ``moves`` answer lists, without what each does."""
    return [item.partition(" (")[0] for item in line.split(": ", 1)[1].split(", ")]


def _first_listed(said: list[str]):
    """A player who asks for their moves, then types the first one listed (the best)."""
    def read(prompt: str) -> str:
        if said and said[-1].startswith(("Your moves, best first: ", "Choose a space: ")):
            return listed(said[-1])[0]
        return "moves"
    return read


@pytest.mark.parametrize("variant", ["classic", "kids", "dice"])
def test_a_whole_game_can_be_played_in_the_terminal(tmp_path, variant):
    said: list[str] = []
    game = play_in_terminal(variant, 2, 7, tmp_path, "medium", picture_words("en"),
                            read=_first_listed(said), say=said.append)
    assert game.is_over and said[-1].startswith("Game over: ")
    assert any(line.startswith("You: ") for line in said)
    assert any(line.startswith("Bob: ") for line in said)
    # the moves come best first with what they do, as the bot's move menu says it
    assert any(" (makes a line of " in line or " (blocks a sequence)" in line
               for line in said if line.startswith(("Your moves, best first: ",
                                                    "Choose a space: ")))
    for name in ("you.png", "final.png"):
        with Image.open(tmp_path / variant / name) as picture:
            assert picture.format == "PNG"


def test_the_terminal_game_answers_bad_input_and_plays_on(tmp_path):
    said: list[str] = []
    typed = iter(["ZZ9", "K9 A1", "dead 2C", "", "hint", "board", "quit"])
    game = play_in_terminal("classic", 2, 7, tmp_path, "hard", picture_words("en"),
                            read=lambda prompt: next(typed), say=said.append)
    refusals = [line for line in said if line.startswith("Not played: ")]
    assert refusals == ["Not played: ZZ9 is not a space; name one like B3",
                        "Not played: K9 is not in your hand",
                        "Not played: 2♣ is not in your hand"], said
    assert any(line.startswith("Hint: ") for line in said)
    assert sum(line.startswith("\n    A") for line in said) == 2  # shown, and again on asking
    assert not game.is_over and game.ply <= 1 and said[-1] == "Game left unfinished."


def test_a_space_alone_plays_the_one_move_that_fits_it(tmp_path):
    said: list[str] = []
    typed = iter(["moves", "SPACE", "quit"])

    def read(prompt: str) -> str:
        word = next(typed)
        if word == "SPACE":  # a space only one card in the hand fits
            spaces = [m.split()[-1] for m in listed(said[-1])]
            return next(s for s in spaces if spaces.count(s) == 1)
        return word

    play_in_terminal("classic", 2, 7, tmp_path, "hard", picture_words("en"),
                     read=read, say=said.append)
    assert any(line.startswith("You: ") for line in said), said


def test_a_space_no_card_fits_is_refused_saying_so(tmp_path):
    said: list[str] = []
    typed = iter(["moves", "NOFIT", "quit"])

    def read(prompt: str) -> str:
        word = next(typed)
        if word == "NOFIT":
            spaces = {m.split()[-1] for m in listed(said[-1])}
            return next(f"{col}{row}" for col in "BCDEFGHI" for row in range(2, 10)
                        if f"{col}{row}" not in spaces)
        return word

    game = play_in_terminal("classic", 2, 7, tmp_path, "hard", picture_words("en"),
                            read=read, say=said.append)
    assert [line for line in said if line.startswith("Not played: no card in your hand "
                                                     "plays on ")], said
    assert game.ply <= 1


def test_a_space_alone_spends_the_plain_card_that_fits_not_a_wild_one():
    for seed in range(200):  # a deal where the player to act holds a wild jack
        game = Game.new(GameSettings("classic", players=2), seed=seed)
        seat = game.to_act
        hand = game.snapshot(seat).hand
        if any(h.kind == "wild" for h in hand):
            break
    plain = next(h for h in hand if h.kind == "normal" and h.targets)
    space = game.board.space_name(plain.targets[0])
    assert read_move(game, seat, space.lower()) == parse_move(f"{plain.card} {space}")


def test_the_terminal_game_runs_from_the_command_line(tmp_path):
    done = subprocess.run(
        [sys.executable, "demo.py", "--play", "--variant", "kids", "--out", str(tmp_path)],
        cwd=ROOT, input="moves\nquit\n", capture_output=True, text=True, timeout=120,
        check=True)
    assert "Your moves, best first: " in done.stdout and "Game left unfinished." in done.stdout
    with Image.open(tmp_path / "kids" / "you.png") as picture:
        assert picture.format == "PNG"
