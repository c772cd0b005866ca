"""Pictures that read on a phone: every script drawn, the rules' information shown, marks that
do not rely on colour alone (issue 19). Each test looks at the pixels where the thing is drawn."""

from __future__ import annotations

import io
import math
import random
from dataclasses import replace

import pytest
from PIL import Image, ImageChops

from engine import Game, GameSettings
from engine.boards import BOARDS
from engine.snapshot import Event, HandCard, SequenceView
from i18n import LANGUAGES, picture_words
from render import render_board, render_private_view, theme
from render.hand import (
    CARD_WIDTH,
    STATUS_SIZE,
    card_label,
    private_layout,
    status_text,
)
from render.hand import _label_size as label_size
from render.layout import PANEL_WIDTH, layout_for
from render.status import (
    dice_options,
    fit_template,
    roll_meaning,
    seat_label_used,
    seat_name,
    status_line,
)
from render.text import BOX, CJK, EMOJI, draw_text, font_for, runs, text_width, visual
from tests.test_render_helpers import make_snapshot

ENGLISH = picture_words("en")
"""The words the pictures draw, in English (from ``locales/en/pictures.ftl``)."""

SCRIPTS = {
    "latin-extended": "Łukasz Żółć",
    "greek": "Νίκος Παππάς",
    "cyrillic": "Александра",
    "cjk": "田中太郎",
    "korean": "김민준",
    "arabic": "محمد علي",
    "hebrew": "שרה לוי",
    "thai": "สมชาย",
    "devanagari": "अर्जुन शर्मा",
    "emoji": "🎲🐼",
    "bengali": "অর্জুন দাস",
    "gurmukhi": "ਹਰਪ੍ਰੀਤ",
    "gujarati": "હાર્દિક",
    "oriya": "ସୁଭାଷ",
    "tamil": "தமிழ்செல்வன்",
    "telugu": "శ్రీనివాస్",
    "kannada": "ಕೃಷ್ಣ",
    "malayalam": "മുഹമ്മദ്",
    "sinhala": "සුනිල්",
    "lao": "ສົມພອນ",
    "myanmar": "မောင်မောင်",
    "khmer": "សុខា",
    "georgian": "ნინო",
    "armenian": "Արամ",
    "ethiopic": "አበበ",
    "symbols": "Mia ☆ ✿ ♪",
    "kaomoji": "(╯°□°)╯",
}


def decode(data: bytes) -> Image.Image:
    im = Image.open(io.BytesIO(data))
    im.load()
    return im.convert("RGB")


def close(a, b, tol: int = 14) -> bool:
    return all(abs(x - y) <= tol for x, y in zip(a, b, strict=True))


def ink(text: str, size: int = 40) -> tuple[int, int]:
    """(inked pixels, width of their bounding box) of ``text`` drawn white on black."""
    im = Image.new("RGB", (1200, 100), (0, 0, 0))
    draw_text(im, (10, 50), text, size, (255, 255, 255))
    grey = im.convert("L")
    hist = grey.histogram()
    box = grey.getbbox()
    return sum(hist[128:]), (box[2] - box[0]) if box else 0


@pytest.mark.parametrize("script", sorted(SCRIPTS))
def test_a_name_in_every_script_draws_ink_where_its_text_goes(script):
    name = SCRIPTS[script]
    keys = [key for key, run in runs(visual(name)) if run.strip()]
    assert BOX not in keys, f"{script}: a character fell through to the box"
    pixels, width = ink(name)
    # Each visible character leaves ink, and the line is about as wide as it is measured.
    assert pixels > 60 * len(name.replace(" ", ""))
    assert width >= 0.7 * text_width(name, 40)


def test_a_line_drawn_word_by_word_looks_as_the_line_drawn_whole():
    """A line is drawn from its words' cached sprites; its ink stays where the whole line,
    drawn at once, puts it (within a pixel), and there is as much of it."""
    from PIL import ImageDraw

    from render.text import _draw_runs

    line = "Łukasz played 7♥ D4 · #12 · Move 31"
    white = (255, 255, 255)
    by_words = Image.new("RGB", (1100, 80))
    draw_text(by_words, (10, 40), line, 40, white)
    whole = Image.new("RGB", (1100, 80))
    _draw_runs(ImageDraw.Draw(whole), (10, 40), line, 40, white, "lm", True, None)
    a, b = by_words.convert("L"), whole.convert("L")
    for edge_a, edge_b in zip(a.getbbox() or (), b.getbbox() or (0, 0, 0, 0), strict=True):
        assert abs(edge_a - edge_b) <= 1
    ink_a, ink_b = sum(a.histogram()[128:]), sum(b.histogram()[128:])
    assert abs(ink_a - ink_b) <= 0.02 * ink_b


def test_a_new_line_of_known_words_draws_no_new_glyphs():
    """The line that changes every move is made of words already drawn: FreeType is not
    asked again (it takes about 40 µs a glyph)."""
    from render import text

    im = Image.new("RGB", (600, 80))
    draw_text(im, (10, 40), "#41 · Move 7", 22, theme.TEXT_DIM)
    draw_text(im, (10, 40), "#42 · Move 8", 22, theme.TEXT_DIM)
    before = text._sprite.cache_info().misses
    draw_text(im, (10, 40), "#42 · Move 7", 22, theme.TEXT_DIM)
    draw_text(im, (10, 40), "#41 · Move 8", 22, theme.TEXT_DIM)
    assert text._sprite.cache_info().misses == before


def test_a_new_line_of_known_words_is_measured_without_freetype(monkeypatch):
    """A right-aligned line is placed by its width; a line of words measured before is
    measured from them, and as wide as draw_text lays it out."""
    from render import text

    text_width("#51 · Move 7", 22)
    text_width("#52 · Move 8", 22)
    asked = []
    monkeypatch.setattr(text, "_run_width", lambda *a: asked.append(a) or 0.0)
    width = text_width("#52 · Move 7", 22)
    assert asked == []
    monkeypatch.undo()
    im = Image.new("L", (600, 80))
    draw_text(im, (10, 40), "#52 · Move 7", 22, (255, 255, 255))
    ink_box = im.getbbox()
    assert ink_box is not None and abs((ink_box[2] - 10) - width) <= 3


def test_a_right_to_left_line_is_drawn_whole():
    """Words of a right-to-left line change places when shown: such a line is one sprite."""
    from render import text

    name = "שרה לוי"
    im = Image.new("RGB", (600, 80))
    draw_text(im, (10, 40), name, 23, theme.TEXT)
    assert text._sprite(name, 23, theme.TEXT, True, None)[0].getbbox() is not None
    hits = text._sprite.cache_info().hits
    draw_text(im, (10, 40), name, 23, theme.TEXT)
    assert text._sprite.cache_info().hits == hits + 1  # the whole line, once


def test_scripts_come_from_their_fonts():
    assert font_for("田") == CJK and font_for("🎲") == EMOJI
    assert str(font_for("ж")).endswith("DejaVuSans-Bold.ttf")
    assert str(font_for("م")).endswith("NotoSansArabic-Bold.ttf")


def test_arabic_is_joined_and_right_to_left():
    shown = visual("محمد علي")
    # Joined: presentation forms, not the isolated letters; right to left: the first word
    # (محمد) ends up on the right.
    assert all("\ufb50" <= c <= "\ufeff" or c == " " for c in shown)
    assert shown.split(" ")[-1] != visual("علي")


def test_a_character_no_font_has_is_a_visible_box():
    assert font_for("ᚠ") == BOX  # Runic
    pixels, width = ink("ᚠᚢ")
    assert pixels > 50 and width > 20


@pytest.mark.parametrize("styled", ["𝓐𝓵𝓲𝓬𝓮", "𝔄𝔩𝔦𝔠𝔢", "Ⓐⓛⓘⓒⓔ", "𝘼𝙡𝙞𝙘𝙚", "𝙰𝚕𝚒𝚌𝚎"])
def test_a_name_in_fancy_letters_is_drawn_as_its_letters(styled):
    """Discord names are often made with "fancy text" generators from mathematical and
    circled letters that no font of ours has: they are drawn as the letters they style, not
    as boxes, and never replaced by the seat's label."""
    assert seat_name({0: styled}, 0, ENGLISH) == styled and not seat_label_used({0: styled}, 0)
    assert text_width(styled, 40) == text_width("Alice", 40)
    fancy, plain = (Image.new("RGB", (300, 80)) for _ in range(2))
    draw_text(fancy, (10, 40), styled, 40, (255, 255, 255))
    draw_text(plain, (10, 40), "Alice", 40, (255, 255, 255))
    assert ImageChops.difference(fancy, plain).getbbox() is None


def test_a_name_that_looks_empty_falls_back_to_the_seat_label():
    """Hangul fillers and the blank Braille pattern make a Discord name that shows nothing;
    the board names such a seat by its label rather than by a blank."""
    for blank in ("\u3164", "\u2800", "\uffa0", "\u3164\u3164 \u200b"):
        assert seat_name({0: blank}, 0, ENGLISH) == "Player 1" and seat_label_used({0: blank}, 0)
    # a zero-width space inside a name is dropped, not drawn as a space
    assert text_width("Bo\u200bb", 40) == text_width("Bob", 40)


def test_a_symbol_with_a_colour_emoji_stays_an_emoji():
    """Hearts, suns and stars that OpenMoji draws stay colour emoji, as Discord shows them;
    the symbols font only fills in what it lacks."""
    assert font_for("☀") == EMOJI and font_for("❤") == EMOJI
    assert str(font_for("☆")).endswith("DejaVuSans-Bold-symbols.ttf")


def test_an_undrawable_name_falls_back_to_the_seat_label_in_the_side_colour():
    names = {0: "ᚠᚢ", 1: "Bob"}
    assert seat_name(names, 0, ENGLISH) == "Player 1" and seat_label_used(names, 0)
    assert seat_name(names, 1, ENGLISH) == "Bob" and not seat_label_used(names, 1)
    snap = make_snapshot(to_act=1)
    layout = layout_for(snap)
    blue = theme.side_colour("blue").fill

    def blue_text_pixels(data: bytes) -> int:
        panel = decode(data).crop((layout.board_width + 60, layout.header + 140,
                                   layout.width - 60, layout.height))
        return sum(1 for p in panel.get_flattened_data() if close(p, blue, 30))

    assert blue_text_pixels(render_board(snap, names=names, words=ENGLISH)) > 100
    assert blue_text_pixels(render_board(snap, names={0: "Ann", 1: "Bob"}, words=ENGLISH)) == 0


@pytest.mark.parametrize("script", sorted(SCRIPTS))
def test_board_status_line_draws_every_name(script):
    snap = make_snapshot(to_act=0)
    layout = layout_for(snap)
    with_name = decode(render_board(snap, names={0: SCRIPTS[script], 1: "Bob"}, words=ENGLISH))
    header = with_name.crop((80, 0, layout.width, layout.header))
    lit = sum(1 for p in header.get_flattened_data() if sum(p) > 500)
    # Against a one-letter name, the name adds its own ink.
    alone = decode(render_board(snap, names={0: "I", 1: "Bob"}, words=ENGLISH)).crop(
        (80, 0, layout.width, layout.header))
    assert lit > sum(1 for p in alone.get_flattened_data() if sum(p) > 500) + 300


def test_long_names_are_cut_never_the_verb():
    long_name = "Maximilian Alexander III von Habsburg"
    for locale in LANGUAGES:
        text = fit_template("to_play", picture_words(locale), 40, 520, name=long_name)
        assert text.endswith(picture_words(locale)("to_play", name="").strip())
        assert "…" in text and text_width(text, 40) <= 520
    assert fit_template("to_play", ENGLISH, 40, 420, name="Maximilian Alexander III").endswith(
        "… to play")


# --------------------------------------------------------------------------- dice


def _pending_dice(seed: int = 2) -> Game:
    game = Game.new(GameSettings(variant="dice", players=2), seed=seed)
    rng = random.Random(seed)
    for _ in range(60):
        moves = game.legal_moves()
        if game.snapshot().pending_roll and len(game.snapshot().chips) and rng.random() < 0.1:
            break
        game.play(rng.choice(moves))
    while not game.snapshot().pending_roll:
        game.play(game.legal_moves()[0])
    return game


def highlighted(data: bytes, layout, cells) -> set[int]:
    im = decode(data)
    out = set()
    for c in cells:
        x0, y0, x1, y1 = layout.cell_box(c)
        if close(im.getpixel((x0 + 1, (y0 + y1) // 2)), theme.HIGHLIGHT, 30):
            out.add(c)
    return out


def test_dice_roll_highlights_exactly_the_legal_spaces():
    game = _pending_dice()
    snap = game.snapshot()
    legal = {BOARDS["dice"].parse_space(m.space) for m in game.legal_moves()}
    layout = layout_for(snap)
    data = render_board(snap, words=ENGLISH)
    assert highlighted(data, layout, range(36)) == legal
    assert set(dice_options(snap)[1]) == legal


def _full_sevens():
    sevens = BOARDS["dice"].cells_of["7"]
    chips = {sevens[0]: 0, sevens[1]: 1, sevens[2]: 1, sevens[3]: 0, 3: 1, 20: 1, 0: 0}
    snap = make_snapshot("dice", players=2, chips=chips, to_act=0, last_roll=(3, 4))
    return replace(snap, pending_roll=True), sevens


def test_dice_full_set_of_four_highlights_the_chips_to_replace():
    snap, sevens = _full_sevens()
    layout = layout_for(snap)
    data = render_board(snap, words=ENGLISH)
    assert highlighted(data, layout, range(36)) == {sevens[1], sevens[2]}
    assert dice_options(snap)[0] == "replace"
    assert "replace" in roll_meaning(snap, ENGLISH)
    # A cyan ring around each chip that may be replaced.
    sx, sy = layout.chip_center(sevens[1])
    ring = decode(data).getpixel((sx, sy - layout.chip // 2 - 2))
    assert close(ring, theme.HIGHLIGHT, 40)


def test_dice_ten_highlights_opponent_chips_off_the_safe_spaces():
    snap, _ = _full_sevens()
    snap = replace(snap, last_roll=(4, 6))
    layout = layout_for(snap)
    labels_ = BOARDS["dice"].labels
    want = {c for c, o in enumerate(snap.chips) if o == 1 and labels_[c] not in ("2", "12")}
    assert highlighted(render_board(snap, words=ENGLISH), layout, range(36)) == want
    assert roll_meaning(snap, ENGLISH) == "10: remove an opponent's chip"


def test_dice_eleven_and_line_length_in_words_in_every_language():
    snap, _ = _full_sevens()
    snap = replace(snap, last_roll=(5, 6))
    assert roll_meaning(snap, ENGLISH) == "11: any free space"
    for locale in LANGUAGES:
        assert roll_meaning(snap, picture_words(locale))
        assert "6" in picture_words(locale)("goal", n=6)


def test_old_dice_are_not_shown_as_the_roll_to_make():
    snap, _ = _full_sevens()
    waiting = replace(snap, pending_roll=False)
    assert status_line(waiting, {0: "Bob"}, ENGLISH)[1] == "Bob to roll"
    layout = layout_for(snap)

    def white_in_header_right(data: bytes) -> int:
        right = decode(data).crop((layout.width - 160, 0, layout.width, 70))
        return sum(1 for p in right.get_flattened_data() if sum(p) > 740)

    assert white_in_header_right(render_board(snap,
                                              words=ENGLISH)) > 500  # the dice of the roll to use
    assert white_in_header_right(render_board(waiting, words=ENGLISH)) == 0  # no stale dice
    assert roll_meaning(waiting, ENGLISH) == ""


# --------------------------------------------------------------------------- covered spaces


def test_a_covered_space_keeps_a_small_index_of_its_card():
    cell = 12  # C2: 5♣ ... whichever card: the index is in its suit's colour
    snap = make_snapshot(chips={cell: 1})
    layout = layout_for(snap)
    im = decode(render_board(snap, words=ENGLISH))
    x0, y0, _, _ = layout.cell_box(cell)
    corner = im.crop((x0 + 2, y0 + 2, x0 + layout.cell // 3, y0 + layout.cell // 4))
    label = BOARDS["classic"].labels[cell]
    ink_colour = theme.SUIT_RED if label[-1] in "HD" else theme.SUIT_BLACK
    assert sum(1 for p in corner.get_flattened_data() if close(p, ink_colour, 40)) > 20


def test_a_covered_kids_space_keeps_its_animal():
    snap = make_snapshot("kids", players=2, chips={9: 0})
    layout = layout_for(snap)
    im = decode(render_board(snap, words=ENGLISH))
    x0, y0, _, _ = layout.cell_box(9)
    corner = im.crop((x0 + 2, y0 + 2, x0 + int(layout.cell * 0.3), y0 + int(layout.cell * 0.3)))
    colours = {p for p in corner.get_flattened_data()}
    assert len(colours) > 8  # a picture, not a plain face


# --------------------------------------------------------------------------- sequences & marks


def test_horizontal_sequence_keeps_light_faces_under_its_chips():
    cells = (60, 61, 62, 63, 64)
    snap = make_snapshot(chips={c: 0 for c in cells}, sequences=(SequenceView(0, cells),))
    layout = layout_for(snap)
    im = decode(render_board(snap, words=ENGLISH))
    for c in cells:
        x0, y0, x1, y1 = layout.cell_box(c)
        # Bottom-left corner of the face, outside the chip: the card's own face colour.
        assert close(im.getpixel((x0 + 5, y1 - 5)), theme.CARD_FACE, 20), c


def test_sequence_line_is_over_the_chips_and_stops_before_the_free_corner():
    cells = (0, 1, 2, 3, 4)
    snap = make_snapshot(chips={c: 0 for c in cells[1:]}, sequences=(SequenceView(0, cells),))
    layout = layout_for(snap)
    im = decode(render_board(snap, words=ENGLISH))
    dark = theme.side_colour("blue").dark
    # Over a chip, between its centre and its rim, the line's colour (the chip would be blue).
    sx, sy = layout.chip_center(2)
    assert close(im.getpixel((sx - layout.chip * 0.35, sy)), dark, 30)
    # Nothing of the line on the FREE corner.
    x0, y0, x1, y1 = layout.cell_box(0)
    corner = im.crop((x0, y0, x1, y1))
    assert not any(close(p, dark, 12) for p in corner.get_flattened_data())


def test_diagonal_sequence_is_one_unbroken_line():
    cells = (11, 22, 33, 44, 55)
    snap = make_snapshot(chips={c: 0 for c in cells}, sequences=(SequenceView(0, cells),))
    layout = layout_for(snap)
    im = decode(render_board(snap, words=ENGLISH))
    dark = theme.side_colour("blue").dark
    (ax, ay), (bx, by) = layout.chip_center(11), layout.chip_center(55)
    steps = 60
    on_line = sum(close(im.getpixel((ax + (bx - ax) * t / steps, ay + (by - ay) * t / steps)),
                        dark, 30) or close(im.getpixel((ax + (bx - ax) * t / steps,
                                                        ay + (by - ay) * t / steps)),
                                           theme.side_colour("blue").ink, 30)
                  for t in range(steps + 1))
    assert on_line >= 0.8 * (steps + 1)


def test_last_move_is_marked_by_a_corner_pennant_as_well_as_colour():
    snap = make_snapshot(chips={44: 0}, last_event=Event(ply=1, seat=0, kind="place", card="4C",
                                                         cell=44))
    layout = layout_for(snap)
    im = decode(render_board(snap, words=ENGLISH))
    x0, y0, x1, y1 = layout.cell_box(44)
    s = (x1 - x0) * 0.34
    # The pennant fills the top-right corner triangle...
    assert close(im.getpixel((int(x1 - s * 0.25), int(y0 + s * 0.25))), theme.LAST_MOVE, 30)
    # ...and another space's top-right corner is no pennant.
    bx0, by0, bx1, _ = layout.cell_box(45)
    assert not close(im.getpixel((int(bx1 - s * 0.25), int(by0 + s * 0.25))), theme.LAST_MOVE, 60)


def test_kids_chip_colours_are_far_from_the_free_corners():
    for paint in theme.SIDE_COLOURS.values():
        assert math.dist(paint.fill, theme.FREE_FACE) > 150


# --------------------------------------------------------------------------- private view


def test_target_badges_sit_below_the_rank_not_beside_it():
    cell = 95
    hand = (HandCard("QS", "normal", (cell,), False),)
    snap = make_snapshot(viewer=0, to_act=0, hand=hand)
    layout = private_layout(snap).board
    im = decode(render_private_view(snap, words=ENGLISH))
    x0, y0, x1, y1 = layout.cell_box(cell)
    mid = y0 + (y1 - y0) // 2
    upper = im.crop((x0 + 6, y0 + 6, x1 - 6, y0 + int((y1 - y0) * 0.38)))
    lower = im.crop((x0 + 6, mid, x1 - 6, y1 - 4))
    assert not any(close(p, theme.TAG_BG, 10) for p in upper.get_flattened_data())
    assert sum(1 for p in lower.get_flattened_data() if close(p, theme.TAG_BG, 10)) > 200


@pytest.mark.parametrize("locale", sorted(LANGUAGES))
def test_hand_card_labels_fit_their_card_in_every_language(locale):
    words = picture_words(locale)
    cards = (HandCard("2S", "normal", (), True), HandCard("JD", "wild", (1,), False),
             HandCard("JS", "remove", (1,), False))
    for card in cards:
        label = card_label(card, words)
        size = label_size(label, CARD_WIDTH - 8)
        assert label and size >= 12 and text_width(label, size) <= CARD_WIDTH - 8, (label, size)


def test_private_view_is_portrait_so_a_phone_shows_it_as_large_as_desktop():
    """A phone shows a picture at the width of its message column (about 316 px in a
    Components V2 container), desktop at most 350 px high: the private view's width and height
    are such that both show it at a third of its size or more, where its smallest rules glyphs
    (32 px tall) read at 10 px and more."""
    hand = tuple(HandCard(c, "normal", (), False) for c in ("2S", "3S", "4S", "5S", "6S", "7S",
                                                             "8S"))
    for snap in (make_snapshot(viewer=0, to_act=0, hand=hand),
                 Game.new(GameSettings(variant="kids", players=3), seed=3).snapshot(0)):
        w, h = decode(render_private_view(snap, words=ENGLISH)).size
        assert h >= w
        assert 316 / w >= 0.33 and 350 / h >= 0.33, (w, h)


def test_private_view_draws_each_hand_card_with_its_number_below_the_board():
    hand = (HandCard("TH", "normal", (95,), False), HandCard("JS", "remove", (12,), False),
            HandCard("2S", "normal", (), True))
    snap = make_snapshot(chips={12: 1}, viewer=0, to_act=0, hand=hand)
    geometry = private_layout(snap)
    im = decode(render_private_view(snap, words=ENGLISH))
    row = im.crop((0, geometry.hand_top, geometry.width, geometry.height))
    pixels = list(row.get_flattened_data())
    # Three card faces, three number badges; the one-eyed jack's badge is red like its
    # removal tags on the board.
    assert sum(1 for p in pixels if close(p, theme.CARD_FACE, 6)) > 3 * 3000
    assert sum(1 for p in pixels if close(p, theme.TAG_BG, 10)) > 2 * 600
    assert sum(1 for p in pixels if close(p, theme.DEAD, 10)) > 600
    # No coordinates right of column J or below row 10: plain felt there.
    x0, _, x1, y1 = geometry.board.cell_box(99)
    strip = im.crop((x1 + 2, geometry.board.header, geometry.width, y1))
    assert all(close(p, theme.BG, 4) for p in strip.get_flattened_data())


def test_team_rows_name_every_seat_beside_its_own_discard_pile():
    # Four players in two teams: each seat has its own row in the panel, with its own pile.
    base = make_snapshot(players=4, to_act=0, discards=("QS", "TH", "2C", None))
    layout = layout_for(base)
    names = {0: "Ann", 1: "Bo", 2: "Cy", 3: "Di"}

    def panel(data: bytes) -> Image.Image:
        return decode(data).crop((layout.board_width, layout.header, layout.width,
                                  layout.height))

    one = panel(render_board(base, names=names, words=ENGLISH))
    other = panel(render_board(base, names=names | {2: "Zed"}, words=ENGLISH))
    diff = ImageChops.difference(one, other).getbbox()
    assert diff is not None  # seat 2's own row changed...
    # ...and only that row: the rows of seats 0, 1 and 3 are untouched.
    assert diff[3] - diff[1] < 60
    # The piles are drawn per seat.
    assert render_board(base, names=names, words=ENGLISH) != render_board(
        replace(base, seats=tuple(replace(s, discard_top=None) for s in base.seats)),
        names=names, words=ENGLISH)


@pytest.mark.parametrize("locale", sorted(LANGUAGES))
def test_private_status_shortens_the_names_never_the_verb(locale):
    words = picture_words(locale)
    names = {0: "Maximilian Alexander III", 1: "Bartholomew Fitzgerald-Smythe"}
    width = 700
    waiting = make_snapshot(viewer=0, to_act=1, hand=())
    mine = make_snapshot(viewer=0, to_act=0, hand=())
    for snap, key in ((waiting, "waiting"), (mine, "your_turn")):
        text = status_text(snap, names, words, width)
        assert text_width(text, STATUS_SIZE) <= width, text
        # Every word of the sentence around the names is there, uncut.
        for part in words(key, name="\0", other="\0").split("\0"):
            assert part.strip() in text, (part, text)


def test_without_libraqm_every_script_still_draws(monkeypatch):
    """On a machine where Pillow finds no FriBiDi (so no raqm), text still draws: Arabic and
    Hebrew never needed it, Thai and Devanagari fall back to basic layout."""
    import threading

    from render import text

    monkeypatch.setattr(text.features, "check", lambda name: False)
    results = {}

    def work():  # a new thread starts with an empty per-thread font cache
        for script in ("thai", "devanagari", "arabic", "hebrew", "tamil", "khmer", "myanmar"):
            results[script] = ink(SCRIPTS[script], 37)  # a size no other test caches

    t = threading.Thread(target=work)
    t.start()
    t.join()
    assert all(pixels > 200 and width > 40 for pixels, width in results.values()), results


def test_an_absurdly_long_name_is_cut_and_fits():
    from render.text import fit

    name = "Ω" * 3000 + "田" * 3000
    short = fit(name, 28, 300)
    assert short.startswith("ΩΩ") and short.endswith("…") and text_width(short, 28) <= 300
    assert render_board(make_snapshot(), names={0: name, 1: "Bob"}, words=ENGLISH)[:4] == b"\x89PNG"


@pytest.mark.parametrize("locale", sorted(LANGUAGES))
@pytest.mark.parametrize("variant", ["classic", "dice"])
def test_computer_names_with_their_mark_are_drawn_whole_in_the_panel(monkeypatch, locale,
                                                                     variant):
    """A computer seat's name carries its 🤖 mark; the narrow panel shows it whole, on two
    lines if it must, rather than cutting it to "🤖 Com…"."""
    from i18n import text
    from render import board

    def computer(n: int, level: str) -> str:
        return "🤖 " + text("computer.name", locale, n=n, level=text(f"level.{level}", locale))

    names = {0: "Alice", 1: computer(1, "hard"), 2: "Maximilian Alexander III",
             3: computer(2, "medium")}
    drawn: list[str] = []
    real = board.draw_text

    def spy(img, xy, line, size, fill, **kw):  # noqa: ANN001, ANN202
        if img.width == PANEL_WIDTH:  # the panel (drawn on its own picture)
            drawn.append(line)
        return real(img, xy, line, size, fill, **kw)

    monkeypatch.setattr(board, "draw_text", spy)
    snap = make_snapshot(players=4, variant=variant, to_act=1)
    render_board(snap, names=names, words=picture_words(locale))
    panel = " ".join(drawn)
    assert "…" not in panel
    for name in names.values():
        assert name in panel, (name, drawn)


def test_a_long_one_word_name_is_drawn_smaller_not_cut():
    from render.status import name_lines

    size, lines = name_lines("Александра", 24, 137, 52)
    assert lines == ["Александра"] and size >= 16
    assert text_width("Александра", size) <= 137


@pytest.mark.parametrize("locale", sorted(LANGUAGES))
def test_dice_status_line_stays_clear_of_the_dice(monkeypatch, locale):
    from render import board

    spans: list[tuple[float, float]] = []
    dice: list[int] = []
    real_text, real_die = board.draw_text, board.draw_die

    def text_spy(img, xy, line, size, fill, **kw):  # noqa: ANN001, ANN202
        width = real_text(img, xy, line, size, fill, **kw)
        if size == board.HEADER_LINE:
            spans.append((xy[0], xy[0] + width))
        return width

    def die_spy(img, x, y, size, value):  # noqa: ANN001, ANN202
        dice.append(x)
        return real_die(img, x, y, size, value)

    monkeypatch.setattr(board, "draw_text", text_spy)
    monkeypatch.setattr(board, "draw_die", die_spy)
    snap = replace(make_snapshot("dice", chips={7: 1}, to_act=0, last_roll=(6, 4)),
                   pending_roll=True)
    render_board(snap, names={0: "Maximilian Alexander III", 1: "Bob"},
                 words=picture_words(locale))
    assert dice and spans
    assert max(end for _, end in spans) < min(dice)
