"""Render speed, size and legibility: board PNG per variant, the private view, a 100-move
replay, and the smallest glyph as Discord shows the pictures.

Run: ``nice -n 10 .venv/bin/python benchmarks/render.py``. Times are wall clock with the CPU
time of the rendering process beside them. With ``--parts`` it prints where a classic board's
time goes instead (composing in the board's palette, then the PNG) and what Pillow's own PNG
writer would cost on the same pixels. The last lines are
``smallest glyph at display size px: N`` and ``classic board render median ms: N``.

Display sizes (see ``render/README.md``, ``DISPLAYS``): Discord fits an inline image
attachment into 550×350 px on desktop and a media gallery item in a Components V2 container
into about 566×350; a phone shows an inline image about 350 px wide, a gallery item in a
container about 316. A glyph's height is its cap height (the height of ``8``/``E``) in the
picture times the scale at which Discord shows the picture; the smallest line is the minimum
over those four clients.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine import Game, GameSettings  # noqa: E402
from i18n import picture_words  # noqa: E402
from render import render_board, render_private_view, render_replay  # noqa: E402

NAMES = {0: "Alice", 1: "Bob", 2: "Carla", 3: "Dan"}
ENGLISH = picture_words("en")
DISPLAYS = {
    "desktop": (550, 350),
    "desktop gallery": (566, 350),
    "phone": (350, 10_000),
    "phone gallery": (316, 10_000),
}
"""Box Discord fits a picture into, per client (a phone's height does not bind): an inline
attachment, and the one item of a media gallery inside a Components V2 container (600 px wide
at most on desktop, minus the container's 16 px padding and 1 px border on each side; on a
phone the message column less the same padding). Sources in ``render/README.md``."""
NARROW_PHONE = 280
"""A media gallery item on a 390-dp phone (64 dp avatar gutter, 12 dp margin, the container's
padding): printed for information, not part of the smallest glyph."""


def game_snapshots(variant: str, players: int, seed: int, moves: int,
                   viewer: bool = False) -> list:
    """Snapshots of a random game, start then after each move (restarting when one ends);
    with ``viewer``, each as seen by the seat to act."""
    rng = random.Random(seed)
    game = Game.new(GameSettings(variant=variant, players=players), seed=seed)

    def snap(g: Game):  # noqa: ANN202
        return g.snapshot(g.to_act if viewer and g.to_act is not None else None)

    snaps = [snap(game)]
    while len(snaps) <= moves:
        if game.is_over:
            seed += 1
            game = Game.new(GameSettings(variant=variant, players=players), seed=seed)
        game.play(rng.choice(game.legal_moves()))
        snaps.append(snap(game))
    return snaps


def _bench(label: str, render, snaps: list) -> float:  # noqa: ANN001
    render(snaps[0], names=NAMES, game_number=1, words=ENGLISH)  # warm the caches
    times, cpu, sizes = [], [], []
    for snap in snaps[1:]:
        t, c = time.perf_counter(), time.process_time()
        png = render(snap, names=NAMES, game_number=1, words=ENGLISH)
        times.append((time.perf_counter() - t) * 1000)
        cpu.append((time.process_time() - c) * 1000)
        sizes.append(len(png))
    med = statistics.median(times)
    # CPU time too: on a shared machine the wall clock also counts other people's work.
    print(f"{label:22s}: median {med:.1f} ms (CPU {statistics.median(cpu):.1f} ms), worst "
          f"{max(times):.1f} ms, PNG median {statistics.median(sizes) / 1024:.0f} KB, "
          f"max {max(sizes) / 1024:.0f} KB")
    return med


def bench_board(variant: str, players: int) -> float:
    return _bench(f"{variant} board", render_board, game_snapshots(variant, players, 11, 60))


def bench_private(variant: str, players: int) -> float:
    snaps = [s for s in game_snapshots(variant, players, 13, 60, viewer=True) if s.hand]
    return _bench(f"{variant} private view", render_private_view, snaps)


def bench_replay(variant: str, players: int) -> None:
    snaps = game_snapshots(variant, players, seed=5, moves=100)
    t = time.perf_counter()
    gif = render_replay(snaps, names=NAMES, words=ENGLISH)
    dt = time.perf_counter() - t
    print(f"{variant:8s} replay of {len(snaps) - 1} moves: {dt:.2f} s, {len(gif) / 1024:.0f} KB")


def cap_height(size: int, text: str = "8") -> int:
    """Height in px of ``text``'s ink above the baseline in DejaVu Sans Bold at ``size``."""
    from render.fonts import font

    top = font(size).getbbox(text, anchor="ls")[1]
    return -top


def glyphs(variant: str, private: bool) -> tuple[tuple[int, int], dict[str, int]]:
    """The picture's size and the cap height in px of each kind of glyph the rules need."""
    import io

    from PIL import Image

    from render.cards import rank_font_size
    from render.chips import letter_size
    from render.hand import badge_font_size, target_badge_size
    from render.layout import HEADER_LINE, coordinate_size, layout_for

    players = 3 if variant == "kids" else 2
    game = Game.new(GameSettings(variant=variant, players=players), seed=1)
    snap = game.snapshot(0)
    png = (render_private_view if private else render_board)(snap, names=NAMES, words=ENGLISH)
    size = Image.open(io.BytesIO(png)).size
    layout = layout_for(snap, panel=not private)
    face = layout.cell - layout.gap
    out = {
        "status line": cap_height(HEADER_LINE, "E"),
        "chip letter": cap_height(letter_size(layout.chip, locked=True), "B"),
        "coordinate": cap_height(coordinate_size(layout.margin), "8"),
    }
    if variant == "classic":
        out["card rank"] = min(cap_height(rank_font_size(face, face, r), "8") for r in ("8", "10"))
    elif variant == "dice":
        out["space number"] = cap_height(int(face * 0.42), "8")
    if private:
        from render.hand import (
            CARD_HEIGHT,
            CARD_WIDTH,
            NUMBER_SIZE,
            STATUS_SIZE,
            private_layout,
        )

        size_px = private_layout(snap)
        assert (size_px.width, size_px.height) == size
        tag = target_badge_size(layout.cell)
        out["status line"] = cap_height(STATUS_SIZE, "E")
        out["target tag"] = cap_height(badge_font_size(tag), "8")
        out["removal tag"] = cap_height(badge_font_size(tag), "8")
        out["hand number"] = cap_height(badge_font_size(NUMBER_SIZE), "8")
        if variant == "classic":
            out["hand rank"] = min(cap_height(rank_font_size(CARD_WIDTH, CARD_HEIGHT, r), "8")
                                   for r in ("8", "10"))
    return size, out


def legibility() -> int:
    """Print each picture's smallest glyph per client; return the smallest over all."""
    worst = 10_000
    for variant in ("classic", "kids", "dice"):
        for private in (False, True):
            if private and variant == "dice":
                continue
            (w, h), heights = glyphs(variant, private)
            kind = "private view" if private else "board"
            for client, (bw, bh) in {**DISPLAYS, "narrow phone": (NARROW_PHONE, 10_000)}.items():
                scale = min(1.0, bw / w, bh / h)
                shown = {k: v * scale for k, v in heights.items()}
                name, px = min(((k, v) for k, v in shown.items() if k != "coordinate"),
                               key=lambda kv: kv[1])
                if client in DISPLAYS:
                    worst = min(worst, int(px))
                print(f"{variant:8s} {kind:12s} {w}x{h} on {client:15s}: shown {w * scale:.0f}x"
                      f"{h * scale:.0f}, smallest {name} {px:.1f} px, coordinates "
                      f"{shown['coordinate']:.1f} px")
    return worst


def parts() -> None:
    """Where a classic board's milliseconds go (CPU time, median of 40 pictures): composing
    the picture in the board's palette (``render.canvas``) and writing the PNG (ISA-L, as the
    bot does); then, for comparison, Pillow's own PNG writer (the system zlib) at levels 1
    and 3."""
    import io

    from render.board import compose_board
    from render.png import LEVEL, palette_png

    snaps = game_snapshots("classic", 2, 11, 60)[20:60]
    compose_board(snaps[0], names=NAMES, words=ENGLISH)[0].done()  # warm the caches

    def cpu(step) -> float:  # noqa: ANN001
        spent = []
        for snap in snaps:
            c = time.process_time()
            step(snap)
            spent.append((time.process_time() - c) * 1000)
        return statistics.median(spent)

    paletted = {id(s): compose_board(s, names=NAMES, words=ENGLISH)[0].done() for s in snaps}
    size = paletted[id(snaps[0])].size
    compose = cpu(lambda s: compose_board(s, names=NAMES, words=ENGLISH)[0].done())
    sizes: list[int] = []
    png = cpu(lambda s: sizes.append(len(palette_png(paletted[id(s)]))))
    print(f"classic board {size[0]}x{size[1]} ({size[0] * size[1] / 1e6:.2f} MP), CPU ms per "
          f"picture: compose in the palette {compose:.1f}, PNG (ISA-L level {LEVEL}) "
          f"{png:.1f}, {statistics.median(sizes) / 1024:.0f} KB")
    for level in (1, 3):
        pillow: list[int] = []

        def save(s, level=level, out=pillow) -> None:  # noqa: ANN001
            buf = io.BytesIO()
            paletted[id(s)].save(buf, "PNG", compress_level=level)
            out.append(buf.tell())

        ms = cpu(save)
        print(f"  Pillow's PNG writer (system zlib) level {level}: {ms:.1f} ms, "
              f"{statistics.median(pillow) / 1024:.0f} KB")


def main() -> None:
    if "--parts" in sys.argv:
        parts()
        return
    meds = {}
    for variant, players in (("classic", 2), ("kids", 3), ("dice", 2)):
        meds[variant] = bench_board(variant, players)
    for variant, players in (("classic", 2), ("kids", 3)):
        bench_private(variant, players)
    for variant, players in (("classic", 2), ("kids", 3), ("dice", 2)):
        bench_replay(variant, players)
    print(f"smallest glyph at display size px: {legibility()}")
    print(f"classic board render median ms: {meds['classic']:.1f}")


if __name__ == "__main__":
    main()
