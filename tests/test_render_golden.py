"""Golden images: guard the board pictures against accidental visual changes.

The cases are hand-built snapshots (no engine), so only a change in ``render/``
moves them. After an intended visual change, regenerate the golden PNGs with

    .venv/bin/python scripts/make_sample_images.py --golden

and look at ``tests/golden/*.png`` before committing them.
"""

from __future__ import annotations

import io
from collections.abc import Callable
from pathlib import Path

import pytest
from PIL import Image, ImageChops

from engine.snapshot import Event, HandCard, Outcome, SequenceView
from i18n import picture_words
from render import render_board, render_private_view
from tests.test_render_helpers import make_snapshot

GOLDEN_DIR = Path(__file__).resolve().parent / "golden"
NAMES = {0: "Alice", 1: "Bob", 2: "Carla", 3: "Dan"}
ENGLISH = picture_words("en")
"""The words the pictures draw, in English (from ``locales/en/pictures.ftl``)."""


def _classic() -> bytes:
    seq = SequenceView(0, (0, 11, 22, 33, 44))
    snap = make_snapshot(
        chips={11: 0, 22: 0, 33: 0, 44: 0, 12: 1, 13: 1, 56: 1, 57: 0, 95: 1},
        sequences=(seq,), discards=("QS", "TH"), ply=9,
        last_event=Event(ply=9, seat=1, kind="place", card="5S", cell=95, text="5S F10"))
    return render_board(snap, names=NAMES, game_number=12, words=ENGLISH)


def _kids_private() -> bytes:
    hand = (HandCard("ZEBRA", "normal", (9,), False), HandCard("DRAGON", "remove", (10,), False),
            HandCard("UNICORN", "wild", (), False))
    snap = make_snapshot("kids", players=3, chips={10: 1, 16: 2, 24: 0}, viewer=0, to_act=0,
                         hand=hand, discards=("TIGER", "DRAGON", None), ply=3)
    return render_private_view(snap, names=NAMES, game_number=2, words=ENGLISH)


def _dice_final() -> bytes:
    cells = (0, 7, 14, 21, 28, 35)
    snap = make_snapshot("dice", players=2, chips={c: 0 for c in cells} | {1: 1, 2: 1, 8: 1},
                         sequences=(SequenceView(0, cells),), to_act=None, last_roll=(5, 6),
                         outcome=Outcome("sequence", 0), ply=30,
                         last_event=Event(ply=30, seat=0, kind="place", cell=35, roll=(5, 6)))
    return render_board(snap, names=NAMES, game_number=3, emphasise_winner=True, words=ENGLISH)


GOLDEN_CASES: dict[str, Callable[[], bytes]] = {
    "classic-board": _classic,
    "kids-private": _kids_private,
    "dice-final": _dice_final,
}
"""Golden file name (without .png) → function returning the picture's PNG bytes."""


def write_goldens() -> list[Path]:
    """Regenerate every golden PNG (used by scripts/make_sample_images.py --golden)."""
    GOLDEN_DIR.mkdir(exist_ok=True)
    paths = []
    for name, make in GOLDEN_CASES.items():
        path = GOLDEN_DIR / f"{name}.png"
        path.write_bytes(make())
        paths.append(path)
    return paths


@pytest.mark.parametrize("name", sorted(GOLDEN_CASES))
def test_matches_golden(name):
    path = GOLDEN_DIR / f"{name}.png"
    assert path.exists(), "missing golden: run scripts/make_sample_images.py --golden"
    want = Image.open(path).convert("RGB")
    got = Image.open(io.BytesIO(GOLDEN_CASES[name]())).convert("RGB")
    assert got.size == want.size
    diff = ImageChops.difference(got, want).convert("L")
    hist = diff.histogram()
    changed = sum(hist[40:])  # pixels that visibly changed
    total = got.size[0] * got.size[1]
    assert changed / total < 0.003, f"{name}: {changed} pixels differ from the golden image"
