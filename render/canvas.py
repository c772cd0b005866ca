"""Pictures composed in their board's 256-colour palette.

Every picture is written as a palette PNG (``render/png.py``). Mapping a whole RGB picture to
the palette costs about as much as composing it, pixel by pixel, so a picture is composed in
the palette ("P" mode) directly:

- pieces that never change (the board layer, a covered space, a small index) are mapped once
  and kept, then pasted as they are;
- shapes with hard edges (frames, lines, marks, filled boxes) are drawn with the palette index
  of their colour (``BoardPalette.ink``): the same pixels as drawing them in RGB and mapping
  afterwards, because the mapping works pixel by pixel, without dithering;
- what is blended (text, sprites with soft edges) is drawn in RGB, in boxes that are mapped
  into the picture when it is done (``Canvas.soft``, ``Canvas.done``);
- a soft sprite over the board (a sequence's letters) is blended with the palette's colours
  under it (``Canvas.blend``), which differs from blending first only at its anti-aliased
  edge, where the mapping may then pick a neighbouring colour of the palette.
"""

from __future__ import annotations

import threading

from PIL import Image, ImageDraw

RGB = tuple[int, int, int]
Box = tuple[int, int, int, int]
Ink = int | RGB
"""A colour for drawing: an RGB triple on RGB pictures, a palette index on palette ones."""


class BoardPalette:
    """One board's palette (a 1×1 "P" image holding it) and the index of each colour drawn."""

    def __init__(self, image: Image.Image) -> None:
        self.image = image
        self.colours = image.getpalette() or []
        self._inks: dict[RGB, int] = {}
        self._lock = threading.Lock()

    def map(self, img: Image.Image) -> Image.Image:
        """``img`` (RGB) mapped to this palette: each pixel its nearest colour, no dithering."""
        if img.mode != "RGB":
            img = img.convert("RGB")
        return img.quantize(palette=self.image, dither=Image.Dither.NONE)

    def ink(self, colour: RGB) -> int:
        """The index an RGB pixel of ``colour`` maps to (``map``), for drawing in the palette."""
        with self._lock:
            index = self._inks.get(colour)
            if index is None:
                dot = self.map(Image.new("RGB", (1, 1), colour))
                index = self._inks[colour] = dot.tobytes()[0]
            return index


class Canvas:
    """A picture being composed in ``palette``: ``image`` (mode P) holds it; ``soft`` lends an
    RGB picture of one box for the parts to blend; ``done`` maps those pictures in."""

    def __init__(self, size: tuple[int, int], palette: BoardPalette, background: RGB) -> None:
        self.palette = palette
        self.background = background
        self.image = Image.new("P", size, palette.ink(background))
        self.image.putpalette(palette.colours)
        self.draw = ImageDraw.Draw(self.image)
        self._soft: list[tuple[tuple[int, int], Image.Image]] = []

    def ink(self, colour: RGB) -> int:
        """The palette index to draw ``colour`` with (``BoardPalette.ink``)."""
        return self.palette.ink(colour)

    def soft(self, box: Box) -> Image.Image:
        """An RGB picture the size of ``box`` (picture pixels) to draw in with blending, in
        its own coordinates: ``done`` maps it into the picture at ``box``. It starts as the
        canvas's background, not as what the picture holds there, so it is for parts that
        paint their whole box."""
        x0, y0, x1, y1 = box
        rgb = Image.new("RGB", (x1 - x0, y1 - y0), self.background)
        self._soft.append(((x0, y0), rgb))
        return rgb

    def paste(self, piece: Image.Image, xy: tuple[int, int],
              mask: Image.Image | None = None) -> None:
        """Paste a piece already in this palette (where ``mask``, a hard-edged one, is set)."""
        self.image.paste(piece, xy, mask)

    def blend(self, sprite: Image.Image, xy: tuple[int, int]) -> None:
        """Paste an RGBA ``sprite`` with soft edges at ``xy``, blended with the palette
        colours under it (see the module's docstring)."""
        x, y = xy
        box = (x, y, x + sprite.width, y + sprite.height)
        under = self.image.crop(box).convert("RGB")
        under.paste(sprite, (0, 0), sprite)
        covered = sprite.getchannel("A").point(lambda a: 255 if a else 0)
        self.image.paste(self.palette.map(under), xy, covered)

    def done(self) -> Image.Image:
        """The finished picture (mode P): the soft boxes mapped in."""
        for xy, rgb in self._soft:
            self.image.paste(self.palette.map(rgb), xy)
        self._soft.clear()
        return self.image
