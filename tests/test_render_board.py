"""Board, private view and replay pictures: decoding, sizes, pixels, privacy, threads."""

from __future__ import annotations

import io
import random
from concurrent.futures import ThreadPoolExecutor

import pytest
from PIL import Image

from engine import Game, GameSettings
from engine.snapshot import Event, HandCard, SequenceView
from i18n import picture_words
from render import render_board, render_final_board, render_private_view, render_replay, theme
from render.hand import private_layout
from render.layout import layout_for
from tests.test_render_helpers import make_snapshot

NAMES = {0: "Alice", 1: "Bob", 2: "Carla", 3: "Dan"}
ENGLISH = picture_words("en")
"""The words the pictures draw, in English (from ``locales/en/pictures.ftl``)."""


def decode(data: bytes) -> Image.Image:
    im = Image.open(io.BytesIO(data))
    im.load()
    return im


def rgb_at(data: bytes, xy: tuple[float, float]) -> tuple[int, int, int]:
    return decode(data).convert("RGB").getpixel((int(xy[0]), int(xy[1])))


def close(a, b, tol: int = 14) -> bool:
    return all(abs(x - y) <= tol for x, y in zip(a, b, strict=True))


def play(variant: str, players: int, moves: int, seed: int = 3) -> Game:
    game = Game.new(GameSettings(variant=variant, players=players), seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if game.is_over:
            break
        game.play(rng.choice(game.legal_moves()))
    return game


@pytest.mark.parametrize("variant,players", [("classic", 2), ("classic", 3), ("kids", 4),
                                             ("dice", 2), ("dice", 4)])
def test_board_decodes_with_expected_size(variant, players):
    snap = play(variant, players, 12).snapshot()
    data = render_board(snap, names=NAMES, game_number=7, words=ENGLISH)
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    im = decode(data)
    layout = layout_for(snap)
    assert im.size == (layout.width, layout.height)
    # Nearly square: Discord shows it inside 550×350 (desktop) and ~350 px wide (phone).
    assert 0.9 <= layout.width / layout.height <= 1.35
    assert im.mode == "P"
    assert len(data) <= 150 * 1024


def test_chip_colour_and_last_move_highlight_after_a_move():
    game = play("classic", 2, 0)
    ev = None
    while ev is None or ev.kind != "place":
        ev = game.play(game.legal_moves()[0])
    snap = game.snapshot()
    data = render_board(snap, words=ENGLISH)
    layout = layout_for(snap)
    side = next(s for s in snap.sides if ev.seat in s.seats)
    cx, cy = layout.cell_center(ev.cell)
    # On the chip's face, below its letter.
    sx, sy = layout.chip_center(ev.cell)
    assert close(rgb_at(data, (sx, sy + layout.chip * 0.33)), theme.side_colour(side.colour).fill)
    # The last-move frame around the space.
    x0, y0, x1, y1 = layout.cell_box(ev.cell)
    assert close(rgb_at(data, (x0 + 1, cy)), theme.LAST_MOVE)
    assert close(rgb_at(data, (cx, y1 - 1)), theme.LAST_MOVE)
    # An untouched space keeps its plain face.
    other = next(c for c in range(len(snap.chips)) if snap.chips[c] is None
                 and snap.labels[c] != "XX" and c != ev.cell)
    ox, oy = layout.cell_center(other)
    assert not close(rgb_at(data, (layout.cell_box(other)[0] + 1, oy)), theme.LAST_MOVE)


def test_removal_highlights_the_emptied_space():
    snap = make_snapshot(chips={45: 1}, last_event=Event(ply=3, seat=0, kind="remove",
                                                         card="JH", cell=44, text="JH E5"))
    data = render_board(snap, words=ENGLISH)
    layout = layout_for(snap)
    x0, _, _, _ = layout.cell_box(44)
    cx, cy = layout.cell_center(44)
    assert close(rgb_at(data, (x0 + 1, cy)), theme.LAST_MOVE)
    assert close(rgb_at(data, (cx + layout.chip // 2 - 1, cy)), theme.LAST_MOVE, tol=60)


def test_sequence_line_locked_ring_and_highlight():
    seq = SequenceView(0, (0, 11, 22, 33, 44))
    snap = make_snapshot(chips={11: 0, 22: 0, 33: 0, 44: 0, 12: 1}, sequences=(seq,))
    data = render_board(snap, highlight=[55], words=ENGLISH)
    layout = layout_for(snap)
    blue = theme.side_colour("blue")
    (ax, ay), (bx, by) = layout.chip_center(22), layout.chip_center(33)
    assert close(rgb_at(data, ((ax + bx) / 2, (ay + by) / 2)), blue.dark)
    cx, cy = layout.chip_center(22)
    assert close(rgb_at(data, (cx, cy - layout.chip * 0.36)), theme.LOCK_RING, tol=40)
    ucx, ucy = layout.chip_center(12)  # green, not locked: no ring
    green = theme.side_colour("green")
    assert close(rgb_at(data, (ucx, ucy - layout.chip * 0.36)), green.fill)
    x0, _, _, _ = layout.cell_box(55)
    assert close(rgb_at(data, (x0 + 1, layout.cell_center(55)[1])), theme.HIGHLIGHT)


def test_public_board_identical_whatever_the_hands():
    game = play("classic", 2, 15)
    public = render_board(game.snapshot(), names=NAMES, game_number=1, words=ENGLISH)
    for viewer in (0, 1):
        assert render_board(game.snapshot(viewer), names=NAMES, game_number=1,
                            words=ENGLISH) == public
    a = make_snapshot(viewer=0, hand=(HandCard("QS", "normal", (38, 95), False),))
    b = make_snapshot(viewer=0, hand=(HandCard("JC", "wild", (1, 2), False),
                                      HandCard("2S", "normal", (), True)))
    assert (render_board(a, words=ENGLISH) == render_board(b, words=ENGLISH)
            == render_board(make_snapshot(), words=ENGLISH))


def test_private_view_tags_targets_and_draws_the_hand():
    hand = (HandCard("QS", "normal", (38, 95), False), HandCard("JH", "remove", (12,), False),
            HandCard("2S", "normal", (), True), HandCard("JD", "wild", tuple(range(1, 9)), False))
    snap = make_snapshot(chips={12: 1}, viewer=0, to_act=0, hand=hand)
    data = render_private_view(snap, names=NAMES, words=ENGLISH)
    im = decode(data)
    geometry = private_layout(snap)
    assert im.size == (geometry.width, geometry.height)
    # The board, then the hand below it: a portrait picture (see test_render_readable).
    assert geometry.hand_top > geometry.width * 0.9 and im.size[1] > im.size[0]
    x0, y0, x1, y1 = geometry.board.cell_box(95)
    assert close(rgb_at(data, (x1 - 2, (y0 + y1) / 2)), theme.TARGET_TINT)
    # The board part differs from the public board only by the tags.
    assert render_board(snap, words=ENGLISH) != data


def test_private_view_kids_and_dice():
    game = play("kids", 3, 4)
    seat = game.to_act
    im = decode(render_private_view(game.snapshot(seat), words=ENGLISH))
    assert im.size[0] / im.size[1] <= 11 / 7
    dice = play("dice", 2, 5)
    snap = dice.snapshot(0)
    assert render_private_view(snap, words=ENGLISH) == render_board(snap, words=ENGLISH)


def test_final_board_and_replay():
    game = Game.new(GameSettings(variant="kids", players=2), seed=4)
    rng = random.Random(4)
    snaps = [game.snapshot()]
    while not game.is_over:
        game.play(rng.choice(game.legal_moves()))
        snaps.append(game.snapshot())
    final = decode(render_final_board(snaps[-1], names=NAMES, words=ENGLISH))
    assert final.mode == "P"
    gif = decode(render_replay(snaps, names=NAMES, words=ENGLISH))
    assert gif.format == "GIF"
    assert gif.n_frames == len(snaps)
    assert gif.size[0] <= 500


def test_renders_are_thread_safe_and_deterministic():
    snaps = [play(v, p, 9, seed=s).snapshot() for v, p, s in
             (("classic", 2, 1), ("kids", 3, 2), ("dice", 3, 3), ("classic", 3, 4))]
    serial = [render_board(s, names=NAMES, words=ENGLISH) for s in snaps]
    with ThreadPoolExecutor(max_workers=4) as pool:
        parallel = list(pool.map(lambda s: render_board(s, names=NAMES, words=ENGLISH), snaps * 3))
    assert parallel == serial * 3


def test_replay_frames_decode_to_the_full_pictures():
    from PIL import ImageChops

    from render.replay import replay_frame

    snaps = [play("classic", 2, n, seed=8).snapshot() for n in range(0, 12)]
    gif = decode(render_replay(snaps, words=ENGLISH))
    for i in (1, 6, 11):
        gif.seek(i)
        want = replay_frame(snaps[i], words=ENGLISH).convert("RGB")
        assert ImageChops.difference(gif.convert("RGB"), want).getbbox() is None


def test_dice_keeps_the_last_placement_marked_after_the_next_roll():
    from dataclasses import replace

    game = Game.new(GameSettings("dice", 2), 5)
    game.play("roll")
    while game.snapshot().pending_roll:
        game.play(game.legal_moves()[0])
    game.play("roll")
    snap = game.snapshot()
    assert snap.last_event.kind == "roll" and snap.last_move is not None
    marked = Image.open(io.BytesIO(render_board(snap, words=ENGLISH))).convert("RGB")
    plain = Image.open(io.BytesIO(
        render_board(replace(snap, last_move=None), words=ENGLISH))).convert("RGB")
    assert marked.tobytes() != plain.tobytes()  # the frame and pennant of the last move
