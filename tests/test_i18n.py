"""Translations: every text in every language, with the same placeholders; command
localisations within Discord's rules; rules within Discord's limits; pictures in every language."""

from __future__ import annotations

import io
import string

import pytest
from PIL import Image, ImageChops, ImageFont

from cogs import leaderboard_messages, messages
from cogs.info import rules_embed
from cogs.locales import COMMANDS, LANGUAGES, LEADERBOARD, MESSAGES, RULE_SECTIONS, RULES
from cogs.locales import en as english
from cogs.messages import normalise_locale
from cogs.translator import lookup, valid_name
from engine import GameSettings
from engine.snapshot import HandCard
from render import labels, render_board, render_private_view
from render.fonts import BOLD_PATH, REGULAR_PATH
from tests.test_render_helpers import make_snapshot

TRANSLATED = ("da", "sv", "no", "nl")


def fields_of(template: str) -> set[str]:
    """The names of a ``str.format`` template's placeholders."""
    return {name for _, name, _, _ in string.Formatter().parse(template) if name is not None}


def same_keys_and_fields(reference: dict[str, str], table: dict[str, str], where: str) -> None:
    """``table`` has exactly ``reference``'s keys, each with the same placeholders."""
    missing = sorted(set(reference) - set(table))
    extra = sorted(set(table) - set(reference))
    assert not missing, f"{where} lacks {missing}: translate them (cogs/locales/, render/labels)"
    assert not extra, f"{where} has keys English does not: {extra}"
    for key, text in reference.items():
        assert fields_of(table[key]) == fields_of(text), f"{where} {key}: placeholders differ"
        assert table[key].strip(), f"{where} {key} is empty"


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_message_in_every_language_with_the_same_placeholders(language: str) -> None:
    same_keys_and_fields(messages.EN, MESSAGES[language], f"cogs/locales/{language}.MESSAGES")
    same_keys_and_fields(leaderboard_messages.EN, LEADERBOARD[language],
                         f"cogs/locales/{language}.LEADERBOARD")
    same_keys_and_fields(english.RULES, RULES[language], f"cogs/locales/{language}.RULES")
    same_keys_and_fields(labels.EN, labels.LABELS[language], f"render/labels.py {language}")
    assert messages.CATALOG[language] is MESSAGES[language]
    assert leaderboard_messages.CATALOG[language] is LEADERBOARD[language]


def test_command_tables_share_keys_and_placeholders() -> None:
    reference = COMMANDS["da"]
    for language in TRANSLATED[1:]:
        same_keys_and_fields(reference, COMMANDS[language], f"cogs/locales/{language}.COMMANDS")


def test_catalog_texts_format_and_fall_back() -> None:
    """Every text formats with its fields; unknown languages get English."""
    for language in LANGUAGES:
        for key, template in messages.EN.items():
            fields = {name: "x" for name in fields_of(template)}
            assert messages.t(key, language, **fields)
    assert messages.t("turn.next", "de", mention="X") == "X, it is your turn."
    assert messages.t("turn.next", normalise_locale("da"), mention="X") == "X, det er din tur."
    assert normalise_locale("sv-SE") == "sv" and normalise_locale("en-GB") == "en"
    assert labels.language("sv-SE") == "sv" and labels.language("fr") == "en"
    assert labels.language("nb") == "no"


def test_translations_are_not_english_copies() -> None:
    """A sample of texts that must differ from English in every language."""
    for language in TRANSLATED:
        for key in ("turn.next", "button.join", "lobby.waiting", "error.not_player"):
            assert MESSAGES[language][key] != messages.EN[key], (language, key)


@pytest.mark.parametrize(("language", "words"), [
    ("da", ("jetoner", "døde kort", "toøjede knægte", "enøjede knægte", "sequence",
            "kasserede bunke")),
    ("sv", ("spelbrickor", "dött kort", "knektarna med två ögon", "bonusrutor", "sequence")),
    ("no", ("sjetonger", "ut-bunke", "toøyde knekter", "sequence")),
    ("nl", ("fiches", "dode kaart", "tweeogige boeren", "eenogige boeren", "aflegstapel",
            "sequence")),
])
def test_classic_rules_use_the_rule_books_words(language: str, words: tuple[str, ...]) -> None:
    embed = rules_embed("classic", None, language)
    text = (embed.description or "") + " ".join(f"{f.name} {f.value}" for f in embed.fields)
    for word in words:
        assert word in text.lower(), (language, word)


def test_kids_and_dice_rules_in_norwegian_use_the_rule_books_words() -> None:
    kids = rules_embed("kids", None, "no")
    text = " ".join(str(f.value) for f in kids.fields).lower()
    for word in ("sjetonger", "dragekort", "enhjørningskort", "ut-bunke", "åpne felt"):
        assert word in text, word
    dice = rules_embed("dice", GameSettings.from_dict({"variant": "dice", "players": 2,
                                                       "line_length": 6}), "no")
    assert "**6**" in (dice.description or "") and "terning" in dice.fields[1].value.lower()


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("variant", sorted(RULE_SECTIONS))
def test_rules_fit_discords_embed_limits(language: str, variant: str) -> None:
    embed = rules_embed(variant, None, language)
    assert embed.title and len(embed.title) <= 256
    assert embed.description and len(embed.description) <= 4096
    assert len(embed.fields) <= 25
    for field in embed.fields:
        assert 0 < len(field.name) <= 256 and 0 < len(field.value) <= 1024
    assert len(embed) <= 6000


def test_command_name_rules() -> None:
    assert valid_name("regler") and valid_name("gi-opp") and valid_name("ta_kort_själv")
    assert valid_name("hånd") and valid_name("pinguïn")
    assert not valid_name("Regler") and not valid_name("to ord") and not valid_name("")
    assert not valid_name("x" * 33) and not valid_name("a.b")
    for language in TRANSLATED:
        for key, text in COMMANDS[language].items():
            if key.startswith(("name.", "param.")):
                assert valid_name(text), (language, key, text)
            else:
                assert 1 <= len(text) <= 100, (language, key)


def test_clock_choices_are_translated() -> None:
    assert lookup("choice.5 min", "da") == "5 min"
    assert lookup("choice.4 h", "nl") == "4 u"
    assert lookup("choice.classic", "sv") == "klassiskt"
    assert lookup("choice.unknown", "da") is None and lookup("choice.classic", "en") is None


# -- pictures ----------------------------------------------------------------------------------


def _missing_glyphs(path: str, text: str) -> set[str]:
    font = ImageFont.truetype(path, 24)

    def shape(c: str) -> tuple[tuple[int, int], bytes]:
        mask = font.getmask(c)
        return mask.size, bytes(mask)

    notdef = shape("\uffff")
    return {c for c in set(text) if not c.isspace() and shape(c) == notdef}


def test_bundled_font_subset_has_every_letter_of_every_language() -> None:
    words = "".join(text for table in labels.LABELS.values() for text in table.values())
    words += "æøåÆØÅäöÄÖéëïüÉËÏÜ"
    for path in (BOLD_PATH, REGULAR_PATH):
        assert not _missing_glyphs(str(path), words), path


def _png(data: bytes) -> Image.Image:
    return Image.open(io.BytesIO(data)).convert("RGB")


def test_board_pictures_are_drawn_in_the_chosen_language() -> None:
    snap = make_snapshot(chips={11: 0, 12: 1}, ply=4, discards=("QS", "TH"))
    english_png = render_board(snap, names={0: "Ada", 1: "Bo"}, game_number=3)
    assert render_board(snap, names={0: "Ada", 1: "Bo"}, game_number=3,
                        locale="en") == english_png
    for language in TRANSLATED:
        other = render_board(snap, names={0: "Ada", 1: "Bo"}, game_number=3, locale=language)
        assert other != english_png
        assert _png(other).size == _png(english_png).size
        assert ImageChops.difference(_png(other), _png(english_png)).getbbox() is not None


def test_private_kids_picture_in_every_language() -> None:
    hand = (HandCard("ZEBRA", "normal", (9,), False), HandCard("DRAGON", "remove", (10,), False),
            HandCard("UNICORN", "wild", (), False))
    snap = make_snapshot("kids", players=3, chips={10: 1, 16: 2, 24: 0}, viewer=0, to_act=0,
                         hand=hand, discards=("TIGER", "DRAGON", None), ply=3)
    pictures = {language: render_private_view(snap, names={0: "Ada"}, game_number=2,
                                              locale=language) for language in LANGUAGES}
    assert len(set(pictures.values())) == len(LANGUAGES)
    assert labels.animal_name("OSTRICH", "nl") == "Struisvogel"
    assert labels.label("spaces", "da", n=3) == "3 felter"
