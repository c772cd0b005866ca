"""Write the sample pictures shown in the README to docs/ (small files, committed).

    .venv/bin/python scripts/make_sample_images.py            # docs/*.png, docs/*.gif
    .venv/bin/python scripts/make_sample_images.py --golden   # also tests/golden/*.png

Games are played by random legal moves with fixed seeds, so the output is stable
as long as the engine and the renderer do not change.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from engine import Game, GameSettings  # noqa: E402
from i18n import picture_words  # noqa: E402
from render import (  # noqa: E402
    render_board,
    render_final_board,
    render_private_view,
    render_replay,
)

NAMES = {0: "Alice", 1: "Bob", 2: "Carla", 3: "Dan"}
ENGLISH = picture_words("en")


def _game(variant: str, players: int, seed: int, moves: int | None) -> tuple[Game, list]:
    game = Game.new(GameSettings(variant=variant, players=players), seed=seed)
    rng = random.Random(seed)
    snaps = [game.snapshot()]
    while not game.is_over and (moves is None or len(snaps) <= moves):
        game.play(rng.choice(game.legal_moves()))
        snaps.append(game.snapshot())
    return game, snaps


def make_samples(out: Path) -> list[Path]:
    """Write the README's sample images into ``out``."""
    out.mkdir(parents=True, exist_ok=True)
    written = []

    def write(name: str, data: bytes) -> None:
        (out / name).write_bytes(data)
        written.append(out / name)

    game, snaps = _game("classic", 2, 7, 30)
    write("sample-classic-board.png", render_board(snaps[-1], names=NAMES, game_number=7,
                                                   words=ENGLISH))
    write("sample-classic-hand.png",
          render_private_view(game.snapshot(game.to_act), names=NAMES, game_number=7,
                              words=ENGLISH))
    game, snaps = _game("classic", 2, 7, None)
    write("sample-classic-final.png", render_final_board(snaps[-1], names=NAMES, game_number=7,
                                                         words=ENGLISH))
    game, snaps = _game("kids", 3, 5, 9)
    write("sample-kids-hand.png",
          render_private_view(game.snapshot(game.to_act), names=NAMES, game_number=5,
                              words=ENGLISH))
    game, snaps = _game("dice", 2, 3, 25)
    write("sample-dice-board.png", render_board(snaps[-1], names=NAMES, game_number=3,
                                                words=ENGLISH))
    game, snaps = _game("kids", 2, 4, None)
    write("sample-kids-replay.gif", render_replay(snaps, names=NAMES, width=360, words=ENGLISH))
    return written


def main() -> None:
    """Parse the command line and write the images."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--out", type=Path, default=ROOT / "docs")
    p.add_argument("--golden", action="store_true",
                   help="also regenerate the golden images under tests/golden/")
    args = p.parse_args()
    for path in make_samples(args.out):
        print(f"wrote {path} ({path.stat().st_size // 1024} KB)")
    if args.golden:
        from tests.test_render_golden import write_goldens

        for path in write_goldens():
            print(f"wrote {path} ({path.stat().st_size // 1024} KB)")


if __name__ == "__main__":
    main()
