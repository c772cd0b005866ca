"""The PNG writer (render/png.py): what Discord and every viewer decode is the picture drawn."""

import io

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PIL import Image

from render.png import palette_png


@settings(max_examples=40, deadline=None)
@given(width=st.integers(1, 64), height=st.integers(1, 64), colours=st.integers(1, 256),
       seed=st.integers(0, 2**32 - 1))
def test_a_palette_picture_decodes_to_the_same_pixels_and_palette(width, height, colours, seed):
    import random

    rng = random.Random(seed)
    img = Image.new("P", (width, height))
    img.putpalette([rng.randrange(256) for _ in range(colours * 3)])
    img.putdata([rng.randrange(colours) for _ in range(width * height)])
    back = Image.open(io.BytesIO(palette_png(img)))
    back.load()
    assert back.mode == "P" and back.size == (width, height)
    assert back.tobytes() == img.tobytes()
    assert back.convert("RGB").tobytes() == img.convert("RGB").tobytes()


def test_a_transparent_colour_stays_transparent():
    img = Image.new("P", (4, 2), 1)
    img.putpalette([0, 0, 0, 255, 0, 0])
    img.info["transparency"] = 0
    img.putpixel((0, 0), 0)
    back = Image.open(io.BytesIO(palette_png(img))).convert("RGBA")
    assert back.getpixel((0, 0))[3] == 0
    assert back.getpixel((1, 0)) == (255, 0, 0, 255)


def test_only_palette_pictures_are_taken():
    with pytest.raises(ValueError):
        palette_png(Image.new("RGB", (2, 2)))
