"""Translations: every text in every language, with the same placeholders; plurals said right;
no text left in code; command localisations within Discord's rules; rules within Discord's
limits; pictures in every language."""

from __future__ import annotations

import ast
import io
import re
from pathlib import Path

import pytest
from fluent.syntax import FluentParser
from fluent.syntax import ast as fluent
from PIL import Image, ImageChops, ImageFont

import i18n
from cogs import messages
from cogs.info import RULE_SECTIONS, rules_embed
from cogs.messages import normalise_locale
from cogs.translator import lookup, valid_name
from engine import GameSettings
from engine.cards import ANIMALS
from engine.snapshot import HandCard
from i18n import LANGUAGES, keys, picture_words, templates, variables
from i18n.catalogue import LOCALES, files
from render import render_board, render_private_view
from render.fonts import BOLD_PATH, REGULAR_PATH
from tests.test_render_helpers import make_snapshot

TRANSLATED = LANGUAGES[1:]
"""Every language but English (the reference)."""
ENGLISH = picture_words("en")
ROOT = Path(__file__).resolve().parent.parent
COMMAND = "command-"
"""Slash command texts: English has none (the decorators' own text is Discord's default)."""


def entries(language: str) -> list[fluent.Entry]:
    """Every entry of a language's ``.ftl`` files, as Fluent's parser reads them."""
    parser = FluentParser()
    return [entry for path in files(language)
            for entry in parser.parse(path.read_text(encoding="utf-8")).body]


def terms(language: str) -> set[str]:
    """The terms (``-animal-tiger``) a language defines."""
    return {"-" + e.id.name for e in entries(language) if isinstance(e, fluent.Term)}


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_file_parses(language: str) -> None:
    junk = [e.content for e in entries(language) if isinstance(e, fluent.Junk)]
    assert not junk, f"locales/{language}: cannot read {junk}"
    names = {path.name for path in files(language)}
    english = {path.name for path in files("en")}
    assert names - {"commands.ftl"} == english, f"locales/{language} has other files than en"


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_message_in_every_language_with_the_same_placeholders(language: str) -> None:
    english, own = keys("en"), keys(language)
    missing = sorted(english - own)
    extra = sorted(k for k in own - english if not k.startswith(COMMAND))
    assert not missing, f"locales/{language} lacks {missing}: translate them"
    assert not extra, f"locales/{language} has keys English does not: {extra}"
    for key in english:
        assert variables(key, language) == variables(key, "en"), (
            f"locales/{language} {key}: placeholders differ")
        assert i18n.text(key, language, **{name: 2 for name in variables(key, "en")}).strip()


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_vocabulary_is_defined_once_per_language(language: str) -> None:
    """Every language names the games, colours and animals; pictures and messages refer to
    those terms instead of repeating the words."""
    defined = terms(language)
    assert defined == terms("en")
    for name in ("-game-classic", "-game-kids", "-game-dice", "-colour-blue"):
        assert name in defined
    for animal in (*ANIMALS, "UNICORN", "DRAGON"):
        assert f"-animal-{animal.lower()}" in defined
        assert i18n.text(f"animal.{animal.lower()}", language)
    vocabulary = (LOCALES / language / "vocabulary.ftl").read_text(encoding="utf-8")
    pictures = (LOCALES / language / "pictures.ftl").read_text(encoding="utf-8")
    assert "picture-title-kids = { -game-kids }" in pictures
    for path in files(language):
        if path.name != "vocabulary.ftl":
            text = path.read_text(encoding="utf-8")
            assert not any(line.startswith("-") for line in text.splitlines()), path
    assert i18n.text("picture.title.dice", language) == i18n.text("game.dice", language)
    assert vocabulary.count("-animal-tiger =") == 1


def test_command_tables_share_keys_and_placeholders() -> None:
    reference = {k for k in keys("da") if k.startswith(COMMAND)}
    assert reference
    for language in TRANSLATED[1:]:
        own = {k for k in keys(language) if k.startswith(COMMAND)}
        assert own == reference, (language, sorted(own ^ reference))
        for key in reference:
            assert variables(key, language) == variables(key, "da"), (language, key)


def test_catalog_texts_format_and_fall_back() -> None:
    """Every text formats with its fields (words or numbers); unknown languages get English."""
    numeric = {name for path in files("en") for name in
               re.findall(r"NUMBER\(\$(\w+)", path.read_text(encoding="utf-8"))}
    for language in LANGUAGES:
        for key in keys("en"):
            for value in ("x", 1, 2.5):
                fields = {name: 1.5 if name in numeric else value
                          for name in variables(key, "en")}
                assert i18n.text(key, language, **fields)
    assert i18n.text("stats.length", "da", moves=42.0, turns=14.25) == (
        "Gennemsnitligt spil: 42,0 træk (heraf 14,2 dine)")  # as Danish writes a fraction
    assert messages.t("turn.next", "de", mention="X") == "X, it is your turn."
    assert messages.t("turn.next", normalise_locale("da"), mention="X") == "X, det er din tur."
    assert normalise_locale("sv-SE") == "sv" and normalise_locale("en-GB") == "en"
    assert i18n.language_of("sv-SE") == "sv" and i18n.language_of("fr") == "en"
    assert i18n.language_of("nb") == "no"
    assert messages.t("lobby.title", "en", variant_name="Dice", game=1234).endswith("#1234")
    with pytest.raises(i18n.CatalogueError):
        messages.t("no.such.key", "da")
    with pytest.raises(i18n.CatalogueError):
        messages.t("turn.next", "da")


@pytest.mark.parametrize(("language", "two", "three"), [
    ("en", "carol and erin", "a, b, and c"),
    ("da", "carol og erin", "a, b og c"),
    ("sv", "carol och erin", "a, b och c"),
    ("no", "carol og erin", "a, b og c"),
    ("nl", "carol en erin", "a, b en c"),
])
def test_people_are_listed_as_each_language_lists_them(language: str, two: str,
                                                         three: str) -> None:
    said = i18n.text("resign.waiting", language, players=("carol", "erin"))
    assert two in said and ", erin" not in said
    assert i18n.text("resign.waiting", language, players=("a", "b", "c")).count(three) == 1
    assert i18n.text("resign.waiting", language, players=("carol",)) == i18n.text(
        "resign.waiting", language, players="carol")


def test_names_in_a_refusal_are_listed_and_kept_plain() -> None:
    from cogs.errors import wording
    from table.refusals import Refusal

    refused = Refusal("error.resign_not_asked", players=("**carol**", "erin"))
    assert wording(refused, "en") == "Only \\*\\*carol\\*\\* and erin can answer this question."


def test_the_reader_gets_the_players_language_privately_and_the_servers_in_the_channel() -> None:
    read = i18n.reader_language
    assert read(private=True, user="da", chosen="nl", server="sv-SE") == "da"
    assert read(private=False, user="da", chosen="nl", server="sv-SE") == "nl"
    assert read(private=False, user="da", server="sv-SE") == "sv"
    assert read(private=True, user=None, chosen="nl") == "nl"
    assert read(private=False) == "en" and read(private=True, user="pt-BR") == "en"


def test_translations_are_not_english_copies() -> None:
    """A sample of texts that must differ from English in every language."""
    english = templates("en")
    for language in TRANSLATED:
        table = templates(language)
        for key in ("turn.next", "button.join", "lobby.waiting", "error.not_player"):
            assert table[key] != english[key], (language, key)


# -- plurals -----------------------------------------------------------------------------------

PLURALS: dict[str, dict[str, tuple[str, str, str, str]]] = {
    "stats.games": {
        "en": ("**0** games", "**1** game ", "**2** games", "**5** games"),
        "da": ("**0** spil", "**1** spil", "**2** spil", "**5** spil"),
        "sv": ("**0** spel", "**1** spel", "**2** spel", "**5** spel"),
        "no": ("**0** spill", "**1** spill", "**2** spill", "**5** spill"),
        "nl": ("**0** spellen", "**1** spel ", "**2** spellen", "**5** spellen"),
    },
    "error.team_full": {
        "en": ("(0 players)", "(1 player)", "(2 players)", "(5 players)"),
        "da": ("(0 spillere)", "(1 spiller)", "(2 spillere)", "(5 spillere)"),
        "sv": ("(0 spelare)", "(1 spelare)", "(2 spelare)", "(5 spelare)"),
        "no": ("(0 spillere)", "(1 spiller)", "(2 spillere)", "(5 spillere)"),
        "nl": ("(0 spelers)", "(1 speler)", "(2 spelers)", "(5 spelers)"),
    },
    "error.clock": {
        "en": ("0 minutes", "1 minute ", "2 minutes", "5 minutes"),
        "da": ("0 minutter", "1 minut ", "2 minutter", "5 minutter"),
        "sv": ("0 minuter", "1 minut ", "2 minuter", "5 minuter"),
        "no": ("0 minutter", "1 minutt ", "2 minutter", "5 minutter"),
        "nl": ("0 minuten", "1 minuut ", "2 minuten", "5 minuten"),
    },
    "clock.dropped": {
        "en": ("0 turns", "1 turn ", "2 turns", "5 turns"),
        "da": ("0 ture", "1 tur ", "2 ture", "5 ture"),
        "sv": ("0 turer", "1 tur ", "2 turer", "5 turer"),
        "no": ("0 turer", "1 tur ", "2 turer", "5 turer"),
        "nl": ("0 beurten", "1 beurt ", "2 beurten", "5 beurten"),
    },
    "history.option_detail": {
        "en": ("0 moves", "1 move", "2 moves", "5 moves"),
        "da": ("0 træk", "1 træk", "2 træk", "5 træk"),
        "sv": ("0 drag", "1 drag", "2 drag", "5 drag"),
        "no": ("0 trekk", "1 trekk", "2 trekk", "5 trekk"),
        "nl": ("0 zetten", "1 zet", "2 zetten", "5 zetten"),
    },
    "stats.streak_win": {
        "en": ("**0** won", "**1** won", "**2** won", "**5** won"),
        "da": ("**0** vundet", "**1** vundet", "**2** vundet", "**5** vundet"),
        "sv": ("**0** vinster", "**1** vinst ", "**2** vinster", "**5** vinster"),
        "no": ("**0** seire", "**1** seier ", "**2** seire", "**5** seire"),
        "nl": ("**0** gewonnen", "**1** gewonnen", "**2** gewonnen", "**5** gewonnen"),
    },
    "stats.streak_loss": {
        "en": ("0 lost", "1 lost", "2 lost", "5 lost"),
        "da": ("0 tabt", "1 tabt", "2 tabt", "5 tabt"),
        "sv": ("0 förluster", "1 förlust ", "2 förluster", "5 förluster"),
        "no": ("0 tap", "1 tap", "2 tap", "5 tap"),
        "nl": ("0 verloren", "1 verloren", "2 verloren", "5 verloren"),
    },
    "lb.footer": {
        "en": ("0 rated players", "1 rated player ", "2 rated players", "5 rated players"),
        "da": ("0 spillere med", "1 spiller med", "2 spillere med", "5 spillere med"),
        "sv": ("0 spelare med", "1 spelare med", "2 spelare med", "5 spelare med"),
        "no": ("0 spillere med", "1 spiller med", "2 spillere med", "5 spillere med"),
        "nl": ("0 spelers met", "1 speler met", "2 spelers met", "5 spelers met"),
    },
}
"""For 0, 1, 2 and 5: a piece of the text each language must say (a trailing space where the
singular is a prefix of the plural)."""

COUNTED = {
    "error.player_count": "players", "error.lobby_full": "players", "error.team_full": "size",
    "error.clock": "minutes", "error.too_many_computers": "most", "clock.dropped": "count",
    "stats.games": "games", "stats.partner_line": "games", "history.row": "moves",
    "history.option_detail": "moves", "history.page": "total", "lb.footer": "total",
    "stats.streak_win": "n", "stats.streak_loss": "n",
}
"""Texts with a number of things in them, and the field that counts."""


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("key", sorted(PLURALS))
def test_plurals_for_0_1_2_and_5(language: str, key: str) -> None:
    for n, expected in zip((0, 1, 2, 5), PLURALS[key][language], strict=True):
        fields = dict.fromkeys(variables(key, "en"), "x") | {COUNTED[key]: n}
        said = i18n.text(key, language, **fields) + " "
        assert expected in said, (language, key, n, said)


def test_swedish_won_lost_and_drawn_agree_with_one_game() -> None:
    said = i18n.text("stats.games", "sv", games=3, wins=1, losses=1, draws=1, rate="x")
    assert "**1** vunnet · 1 förlorat · 1 oavgjort" in said
    said = i18n.text("stats.games", "sv", games=6, wins=2, losses=2, draws=2, rate="x")
    assert "**2** vunna · 2 förlorade · 2 oavgjorda" in said


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_english_plural_is_said_of_one_thing(language: str) -> None:
    """``1 games`` is gone: in every counted text, one thing is said differently from two
    where the language's noun has a plural form, and never as English's plural."""
    for key, field in COUNTED.items():
        fields = dict.fromkeys(variables(key, "en"), "x")
        one = i18n.text(key, language, **fields | {field: 1})
        two = i18n.text(key, language, **fields | {field: 2})
        assert "1" in one and "2" in two, (language, key)
        if language in ("en", "nl") and not key.startswith("stats.streak_"):  # "won in a row"
            assert one.replace("1", "2") != two, (language, key, one)
    assert "1 games" not in i18n.text("history.page", "en", page=1, pages=1, total=1)


# -- no text in code ---------------------------------------------------------------------------

CODE = [path for folder in ("cogs", "render", "table", "data")
        for path in sorted((ROOT / folder).glob("**/*.py"))] + [ROOT / "bot.py"]
LOOKUPS = {"t", "text", "rule", "label", "tr"}


def _string_constants(tree: ast.AST) -> list[ast.Constant]:
    docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                  if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef,
                                       ast.AsyncFunctionDef))
                  and node.body and isinstance(node.body[0], ast.Expr)
                  and isinstance(node.body[0].value, ast.Constant)}
    return [node for node in ast.walk(tree) if isinstance(node, ast.Constant)
            and isinstance(node.value, str) and id(node) not in docstrings]


def test_no_text_is_left_in_code() -> None:
    """The catalogues are gone from the code: no translated words in Python, no tables of
    texts, and every key the code looks up exists in English."""
    assert not list((ROOT / "cogs" / "locales").glob("*.py"))
    assert not (ROOT / "cogs" / "leaderboard_messages.py").exists()
    for path in CODE:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in _string_constants(tree):
            assert not set(node.value) & set("æøåÆØÅäöÄÖëïüË"), (
                f"{path.relative_to(ROOT)}:{node.lineno}: {node.value!r} belongs in locales/")
        for node in ast.walk(tree):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id == "t" and node.args
                    and isinstance(node.args[0], ast.Constant)):
                assert i18n.has(node.args[0].value), (
                    f"{path.relative_to(ROOT)}:{node.lineno}: no text {node.args[0].value!r}")
            if isinstance(node, ast.Dict) and len(node.keys) > 20 and all(
                    isinstance(v, ast.Constant) and isinstance(v.value, str) and " " in v.value
                    for v in node.values):
                raise AssertionError(f"{path.relative_to(ROOT)}:{node.lineno}: a table of "
                                     "texts; put it in locales/")


def test_every_text_in_the_catalogue_is_used() -> None:
    """Translators keep only texts the bot shows: every English message id is looked up by
    the code, by its key (``"error.stale"``, a picture's ``"move"``) or by the start of one
    built from parts (``f"event.dice_{kind}"``)."""
    whole: set[str] = set()
    starts: set[str] = set()
    for path in [*CODE, *sorted((ROOT / "i18n").glob("*.py"))]:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.JoinedStr) and node.values
                    and isinstance(node.values[0], ast.Constant)):
                starts.add(i18n.message_id(str(node.values[0].value)))
            elif isinstance(node, ast.Constant) and isinstance(node.value, str):
                whole.add(i18n.message_id(node.value))
    unused = sorted(
        ident for ident in keys("en")
        if not any(name in whole or any(name.startswith(start) for start in starts if start)
                   for name in (ident, ident.removeprefix("picture-"))))
    assert not unused, f"texts nothing shows (remove them from every language): {unused}"


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
        for key, text in templates(language, "command.").items():
            if key.startswith(("name.", "param.")):
                assert valid_name(text), (language, key, text)
            else:
                assert 1 <= len(text) <= 100, (language, key)


def test_command_descriptions_name_commands_as_the_readers_discord_lists_them() -> None:
    """A command's description is shown in the reader's language beside commands listed by
    that language's names: a Danish description says ``/sequence tip``, not ``/sequence hint``
    (mentions do not render in descriptions)."""
    for language in TRANSLATED:
        names = templates(language, "command.")
        subcommands = {text for key, text in names.items()
                       if key.startswith("name.sequence.") and key.count(".") == 2}
        for key, text in names.items():
            for group, sub in re.findall(r"/(\S+) (\S+)", text):
                assert group == names["name.sequence"] and sub in subcommands, (language, key)


def test_a_game_is_named_sequence_and_its_variant() -> None:
    """``variant_name`` is the part after "Sequence" (``for Kids``): a text that shows it
    alone would read "#4 for Kids" (the thread's name, "Sequence #4 (for Kids)", says it)."""
    alone = {"error.unknown_variant", "start.thread_name"}  # a code typed; "Sequence #4 (…)"
    for language in LANGUAGES:
        for key, text in templates(language).items():
            if key in alone:
                continue
            for before in re.findall(r"(\S*)\s?\{(?:variant_name|variant)\}", text):
                assert before.endswith("Sequence"), (language, key, text)


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
    words = "".join(text for language in LANGUAGES for prefix in ("picture.", "animal.", "game.")
                    for text in templates(language, prefix).values())
    words += "æøåÆØÅäöÄÖéëïüÉËÏÜ"
    for path in (BOLD_PATH, REGULAR_PATH):
        assert not _missing_glyphs(str(path), words), path


def _png(data: bytes) -> Image.Image:
    return Image.open(io.BytesIO(data)).convert("RGB")


def test_board_pictures_are_drawn_in_the_chosen_language() -> None:
    snap = make_snapshot(chips={11: 0, 12: 1}, ply=4, discards=("QS", "TH"))
    english_png = render_board(snap, names={0: "Ada", 1: "Bo"}, game_number=3, words=ENGLISH)
    assert render_board(snap, names={0: "Ada", 1: "Bo"}, game_number=3,
                        words=picture_words("en")) == english_png
    for language in TRANSLATED:
        other = render_board(snap, names={0: "Ada", 1: "Bo"}, game_number=3,
                             words=picture_words(language))
        assert other != english_png
        assert _png(other).size == _png(english_png).size
        assert ImageChops.difference(_png(other), _png(english_png)).getbbox() is not None


def test_private_kids_picture_in_every_language() -> None:
    hand = (HandCard("ZEBRA", "normal", (9,), False), HandCard("DRAGON", "remove", (10,), False),
            HandCard("UNICORN", "wild", (), False))
    snap = make_snapshot("kids", players=3, chips={10: 1, 16: 2, 24: 0}, viewer=0, to_act=0,
                         hand=hand, discards=("TIGER", "DRAGON", None), ply=3)
    pictures = {language: render_private_view(snap, names={0: "Ada"}, game_number=2,
                                              words=picture_words(language))
                for language in LANGUAGES}
    assert len(set(pictures.values())) == len(LANGUAGES)
    assert picture_words("nl")("animal.ostrich") == "Struisvogel"
    assert picture_words("da")("move", ply=3) == "Træk 3"


def _our_imports(folder: str) -> set[str]:
    """The packages of ours (top-level folders of the repository) a folder's modules import."""
    ours = {p.name for p in ROOT.iterdir() if (p / "__init__.py").exists()}
    found: set[str] = set()
    for path in (ROOT / folder).glob("**/*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                found |= {alias.name.split(".")[0] for alias in node.names}
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                found.add(node.module.split(".")[0])
    return found & ours


def test_the_catalogue_imports_nothing_of_ours_and_render_no_catalogue() -> None:
    assert _our_imports("i18n") <= {"i18n"}
    assert _our_imports("render") <= {"render", "engine"}


def test_a_very_long_name_is_said_in_full_in_every_language() -> None:
    """Fluent caps a placeable at 1,000 characters; a name a member chose may be longer."""
    name = "Maximilian" * 600
    for language in LANGUAGES:
        said = i18n.text("turn.next", language, mention=name)
        assert said.startswith(name) and len(said) > len(name)
        assert "\x00" not in said


def test_a_text_filled_with_an_object_shows_the_object_as_it_is_now() -> None:
    """Texts are kept only for fields that cannot change: an object's text is read each time."""

    class Name:
        def __init__(self) -> None:
            self.value = "Alice"

        def __str__(self) -> str:
            return self.value

    name = Name()
    first = i18n.text("hand.not_turn", "en", player=name)
    name.value = "Bob"
    assert "Alice" in first
    assert "Bob" in i18n.text("hand.not_turn", "en", player=name)
    assert (i18n.text("hand.not_turn", "en", player="Bob")
            == i18n.text("hand.not_turn", "en", player=name))


@pytest.mark.parametrize("language", LANGUAGES)
def test_texts_filled_without_fluent_read_as_fluent_fills_them(language: str) -> None:
    """Texts of words and fields alone are filled by joining them (``catalogue._join``): each
    reads exactly as Fluent's resolver writes it, with names of any kind and numbers of any
    size."""
    from i18n import catalogue

    samples: list[object] = ["Alice", "", "{$x} ‮ɐɔılɐ 名前 👤", "x" * 1500, "1,000",
                             0, 1, 2, 5, 21, 1000, 123456789, -3]
    found = catalogue.bundle(language)
    plain = 0
    for ident in keys(language):
        key = ident.replace("-", ".")
        names = sorted(variables(key, language))
        if catalogue._plain_parts(language, ident) is None:
            continue
        plain += 1
        for i in range(len(samples)):
            fields = {n: samples[(i + j) % len(samples)] for j, n in enumerate(names)}
            assert (catalogue._fill(key, language, fields)
                    == catalogue._fluent_fill(key, language, found, ident, fields)), (key, fields)
    assert plain > len(keys(language)) // 2
