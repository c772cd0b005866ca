"""Pictures composed in the board's palette (render/canvas.py) look as if composed in RGB and
mapped to the palette afterwards, which is what every picture used to cost."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from PIL import Image, ImageDraw

from engine import Game, GameSettings
from i18n import picture_words
from render import theme
from render.board import board_pieces
from render.canvas import BoardPalette, Canvas
from render.layout import layout_for

ENGLISH = picture_words("en")


def classic_palette() -> BoardPalette:
    snapshot = Game.new(GameSettings(), seed=1).snapshot()
    return board_pieces(snapshot.variant, snapshot.labels, layout_for(snapshot), ENGLISH).palette


PALETTE = classic_palette()
COLOURS = st.sampled_from(theme.RESERVED)
POINT = st.tuples(st.integers(-10, 90), st.integers(-10, 70))


@settings(max_examples=60, deadline=None)
@given(shapes=st.lists(st.tuples(st.sampled_from(["line", "frame", "ring", "box", "flag"]),
                                 POINT, POINT, COLOURS, st.integers(1, 9)),
                       min_size=1, max_size=6))
def test_shapes_drawn_in_the_palette_are_the_rgb_shapes_mapped(shapes):
    """Frames, lines, rings and flags drawn with a colour's palette index give exactly the
    pixels that drawing them in RGB and mapping the picture gives."""
    rgb = Image.new("RGB", (80, 60), theme.BG)
    canvas = Canvas((80, 60), PALETTE, theme.BG)
    for kind, (x0, y0), (x1, y1), colour, width in shapes:
        box = (min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1))
        for d, ink in ((ImageDraw.Draw(rgb), colour), (canvas.draw, canvas.ink(colour))):
            if kind == "line":
                d.line([(x0, y0), (x1, y1)], fill=ink, width=width)
            elif kind == "frame":
                d.rounded_rectangle(box, 6, outline=ink, width=width)
            elif kind == "ring":
                d.ellipse(box, outline=ink, width=width)
            elif kind == "box":
                d.rectangle(box, fill=ink)
            else:
                d.polygon([(x0, y0), (x1, y0), (x1, y1)], fill=ink, outline=ink, width=2)
    assert canvas.done().tobytes() == PALETTE.map(rgb).tobytes()


def test_a_soft_box_is_mapped_into_its_place_and_nowhere_else():
    canvas = Canvas((120, 80), PALETTE, theme.HEADER_BG)
    canvas.draw.rectangle((0, 0, 119, 79), fill=canvas.ink(theme.BG))
    soft = canvas.soft((40, 20, 100, 50))
    assert soft.size == (60, 30)
    ImageDraw.Draw(soft).ellipse((5, 5, 25, 25), fill=theme.GOLD)  # in the box's coordinates
    picture = canvas.done().convert("RGB")
    assert picture.getpixel((40 + 15, 20 + 15)) == theme.GOLD
    assert picture.getpixel((40 + 50, 20 + 25)) == theme.HEADER_BG  # the box's own background
    assert picture.getpixel((20, 10)) == theme.BG  # outside the box: untouched
    assert picture.getpixel((110, 70)) == theme.BG


def test_a_soft_sprite_changes_only_the_pixels_it_covers():
    canvas = Canvas((60, 60), PALETTE, theme.BG)
    canvas.draw.rectangle((0, 0, 59, 59), fill=canvas.ink(theme.CARD_FACE))
    canvas.draw.line([(0, 30), (59, 30)], fill=canvas.ink(theme.SUIT_RED), width=5)
    before = canvas.image.copy()
    sprite = Image.new("RGBA", (40, 40), (0, 0, 0, 0))
    ImageDraw.Draw(sprite).ellipse((10, 10, 30, 30), fill=(255, 255, 255, 160))
    canvas.blend(sprite, (10, 10))
    after = canvas.done()
    alpha = sprite.getchannel("A")
    for y in range(60):
        for x in range(60):
            inside = 10 <= x < 50 and 10 <= y < 50 and alpha.getpixel((x - 10, y - 10))
            if not inside:
                assert after.getpixel((x, y)) == before.getpixel((x, y)), (x, y)
    # Over the red line the sprite's white is blended in: a light red, not the line's red.
    r, g, b = after.convert("RGB").getpixel((30, 30))
    red = theme.SUIT_RED
    assert r >= red[0] and g > red[1] + 60 and b > red[2] + 60
