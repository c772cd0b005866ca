"""The offline demo the README's quick start offers (``demo.py``), run as a user runs it."""

import subprocess
import sys
from pathlib import Path

from PIL import Image

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
