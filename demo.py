"""Offline demo: computer players (random legal moves) play a whole game, and the
pictures a Discord channel would see are written to a folder.

    .venv/bin/python demo.py [--variant classic|kids|dice|all] [--players N] [--seed S]
                             [--every N] [--out demo-output]

Writes, per variant: ``board-NNN.png`` after every Nth move, ``private-view.png``
(the hand of the player to act at mid-game), ``final.png`` and ``replay.gif``.
No Discord token, database or network is needed.
"""

from __future__ import annotations

import argparse
import random
from pathlib import Path

from engine import Game, GameSettings
from i18n import picture_words
from render import render_board, render_final_board, render_private_view, render_replay

ENGLISH = picture_words("en")
"""The demo's pictures are in English."""
DEFAULT_PLAYERS = {"classic": 2, "kids": 3, "dice": 2}
NAMES = ["Alice", "Bob", "Carla", "Dan", "Erik", "Fatima", "Gus", "Hanna", "Ivo", "Jun",
         "Kim", "Lea"]
MAX_MOVES = 2000


def play_demo(variant: str, players: int, seed: int, out: Path, every: int) -> list[Path]:
    """Play one random game of ``variant`` and write its pictures under ``out/variant``."""
    folder = out / variant
    folder.mkdir(parents=True, exist_ok=True)
    names = {i: NAMES[i % len(NAMES)] for i in range(players)}
    game = Game.new(GameSettings(variant=variant, players=players), seed=seed)
    rng = random.Random(seed)
    snapshots = [game.snapshot()]
    written: list[Path] = []
    private_at = None

    def write(path: Path, data: bytes) -> None:
        path.write_bytes(data)
        written.append(path)

    write(folder / "board-000.png", render_board(snapshots[0], names=names, game_number=seed,
                                                 words=ENGLISH))
    while not game.is_over and len(snapshots) <= MAX_MOVES:
        to_act = game.to_act
        if private_at is None and len(snapshots) >= 8 and to_act is not None:
            private_at = len(snapshots)
            write(folder / "private-view.png",
                  render_private_view(game.snapshot(to_act), names=names, game_number=seed,
                                      words=ENGLISH))
        game.play(rng.choice(game.legal_moves()))
        snap = game.snapshot()
        snapshots.append(snap)
        if snap.ply % every == 0 or game.is_over:
            write(folder / f"board-{snap.ply:03d}.png",
                  render_board(snap, names=names, game_number=seed, words=ENGLISH))
    write(folder / "final.png", render_final_board(snapshots[-1], names=names, game_number=seed,
                                                   words=ENGLISH))
    write(folder / "replay.gif", render_replay(snapshots, names=names, words=ENGLISH))
    outcome = game.outcome
    result = "unfinished"
    if outcome is not None:
        winner = outcome.winner
        who = "nobody" if winner is None else " & ".join(
            names[s] for s in snapshots[-1].sides[winner].seats)
        result = f"{outcome.termination}, won by {who}"
    print(f"{variant}: {len(snapshots) - 1} moves ({result}); {len(written)} files in {folder}")
    return written


def main(argv: list[str] | None = None) -> None:
    """Parse the command line and run the demo."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--variant", choices=["classic", "kids", "dice", "all"], default="all")
    p.add_argument("--players", type=int, default=None,
                   help="number of players (default: 2, kids 3)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--every", type=int, default=1, help="write a board PNG every N moves")
    p.add_argument("--out", type=Path, default=Path("demo-output"))
    args = p.parse_args(argv)
    variants = ["classic", "kids", "dice"] if args.variant == "all" else [args.variant]
    for variant in variants:
        players = args.players or DEFAULT_PLAYERS[variant]
        for path in play_demo(variant, players, args.seed, args.out, max(1, args.every)):
            if path.name in ("private-view.png", "final.png", "replay.gif"):
                print(f"  wrote {path} ({path.stat().st_size // 1024} KB)")
    print(f"Open the pictures in {args.out}/")


if __name__ == "__main__":
    main()
