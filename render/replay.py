"""The end of a game: the final board, and an animated replay of every move."""

from __future__ import annotations

import io
from collections.abc import Mapping, Sequence

from PIL import Image, ImageChops

from engine.snapshot import Snapshot
from render.board import compose_board, render_board
from render.words import Words

REPLAY_WIDTH = 480
FRAME_MS = 300
FIRST_MS = 800
LAST_MS = 4000


def render_final_board(snapshot: Snapshot, *, names: Mapping[int, str] | None = None,
                       game_number: int | None = None, words: Words) -> bytes:
    """The final board as PNG bytes, with the winning side's sequences emphasised."""
    return render_board(snapshot, names=names, game_number=game_number, emphasise_winner=True,
                        words=words)


def replay_frame(snapshot: Snapshot, *, names: Mapping[int, str] | None = None,
                 width: int = REPLAY_WIDTH, emphasise_winner: bool = False,
                 words: Words) -> Image.Image:
    """One small replay frame (P mode, the board's palette) of ``snapshot``."""
    canvas, _ = compose_board(snapshot, names=names, width=width, compact=True,
                              emphasise_winner=emphasise_winner, words=words)
    return canvas.done()


UNCHANGED = 255
"""Palette index left free by the board palette; marks pixels equal to the previous frame."""


def _delta(prev: Image.Image, cur: Image.Image) -> Image.Image:
    """``cur`` with every pixel equal to ``prev`` made transparent (compresses well)."""
    a = Image.frombytes("L", cur.size, cur.tobytes())
    b = Image.frombytes("L", prev.size, prev.tobytes())
    same = ImageChops.difference(a, b).point(lambda v: 255 if v == 0 else 0)
    out = cur.copy()
    out.paste(UNCHANGED, mask=same)
    out.info["transparency"] = UNCHANGED
    return out


def render_replay(snapshots: Sequence[Snapshot], *, names: Mapping[int, str] | None = None,
                  width: int = REPLAY_WIDTH, frame_ms: int = FRAME_MS,
                  last_ms: int = LAST_MS, words: Words) -> bytes:
    """An animated GIF of a game: one small frame per snapshot (start, then after each move).

    The last frame stays longer and, when the game was won, emphasises the winning
    sequences. Frames share one palette, and the GIF writer stores only the
    rectangle that changed from the frame before. The words drawn are the caller's ``words``.
    """
    if not snapshots:
        raise ValueError("render_replay needs at least one snapshot")
    frames = []
    last = len(snapshots) - 1
    for i, snap in enumerate(snapshots):
        emphasise = i == last and snap.outcome is not None
        frames.append(replay_frame(snap, names=names, width=width, emphasise_winner=emphasise,
                                   words=words))
    frames = [frames[0]] + [_delta(prev, cur) for prev, cur in zip(frames, frames[1:],
                                                                     strict=False)]
    durations = [frame_ms] * len(frames)
    durations[0] = max(frame_ms, FIRST_MS) if len(frames) > 1 else last_ms
    durations[-1] = last_ms
    buf = io.BytesIO()
    frames[0].save(buf, "GIF", save_all=True, append_images=frames[1:], duration=durations,
                   loop=0, optimize=False, disposal=1, transparency=UNCHANGED)
    return buf.getvalue()
