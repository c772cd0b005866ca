"""The engine's refusals and card names in every language of the bot."""

import re
import string
from pathlib import Path

import pytest

from cogs.errors import RuleError, describe_error
from cogs.reasons import card_name, reason_text
from engine import IllegalMoveError, InvalidMoveError, parse_move
from i18n import LANGUAGES, templates
from tests.bot_helpers import board_at, engine_game, factory
from tests.engine_helpers import diagram, position

REASONS = {language: templates(language, "reason.") for language in LANGUAGES}
"""Each language's reason texts by engine reason code, placeholders as ``{name}``."""
ENGINE = Path(__file__).resolve().parent.parent / "engine"


def placeholders(text):
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def engine_codes():
    """Every reason code the engine's own modules raise."""
    codes = set()
    for path in ENGINE.glob("*.py"):
        source = path.read_text()
        codes |= set(re.findall(r'Error\(\s*(?:f?"(?:[^"\\]|\\.)*"\s*,?\s*)+"([a-z_]+)"', source))
    return codes


def test_every_engine_reason_has_an_english_text():
    codes = engine_codes()
    assert {"taken", "wrong_space", "protected", "locked", "bad_move"} <= codes
    assert codes <= set(REASONS["en"]), codes - set(REASONS["en"])


@pytest.mark.parametrize("lang", ["da", "sv", "no", "nl"])
def test_every_language_has_every_reason_with_the_same_placeholders(lang):
    assert set(REASONS[lang]) == set(REASONS["en"])
    for code, text in REASONS["en"].items():
        assert placeholders(REASONS[lang][code]) == placeholders(text), (lang, code)


def test_a_refusal_is_said_in_the_players_language_with_localised_card_names():
    game = position(diagram("kids", {"B1": "y"}), "kids", hands={0: ["LION", "FOX", "WOLF"]})
    with pytest.raises(IllegalMoveError) as caught:
        game.play("TIGER C1")
    assert reason_text(caught.value, "en") == "Tiger is not in your hand"
    assert reason_text(caught.value, "nl") == "Tijger zit niet in je hand"
    with pytest.raises(IllegalMoveError) as caught:
        game.play("LION C1")
    assert reason_text(caught.value, "da") == "C1 er Kænguru, ikke Løve"
    text, expected = describe_error(RuleError(caught.value), "sv")
    assert expected and text.startswith("Det är inte tillåtet") and "Lejon" in text


def test_parse_errors_are_translated_too():
    with pytest.raises(InvalidMoveError) as caught:
        parse_move("QS B3 C4")
    assert reason_text(caught.value, "no").startswith("`QS B3 C4` er ikke et trekk")


def test_card_names():
    assert card_name("QS") == "Q♠"
    assert card_name("TH", "da") == "10♥"
    assert card_name("JD", "da") == "J♦ (joker)"
    assert card_name("JS", "en") == "J♠ (remove)"
    assert card_name("DRAGON", "no") == "Drage (fjerner)"
    assert card_name("UNICORN", "sv") == "Enhörning (frikort)"


def test_an_unknown_code_falls_back_to_the_engines_english():
    assert reason_text(IllegalMoveError("something new", "brand_new"), "da") == "something new"


async def test_a_danish_player_is_refused_in_danish(fake_discord, start_bot, tmp_path):
    runner = await start_bot(factory(tmp_path / "seq.db"))
    bot = runner.bot
    ole = fake_discord.add_member("ole", locale="da")
    bob = fake_discord.add_member("bob", locale="da")
    reply = await fake_discord.slash(ole, "sequence new", channel="games", game="classic",
                                     players=2)
    gid = int(re.search(r"#(\d+)", reply.message.content).group(1))
    await fake_discord.click(bob, reply.message, f"seq:{gid}:-:join")
    start = next(c for c in fake_discord.message(reply.message.id).custom_ids() if ":start" in c)
    await fake_discord.click(ole, reply.message, start)
    await board_at(fake_discord, bot, gid, 0)
    game = await engine_game(bot, gid)
    member = ole if game.to_act == 0 else bob
    record = await bot.store.load_game(gid)
    refused = await fake_discord.slash(member, "sequence play", channel=record.thread_id,
                                       move="JH A1")
    assert refused.ephemeral
    assert "Det er ikke tilladt" in refused.content, refused.content
    assert any(w in refused.content for w in ("ikke på din hånd", "hjørne")), refused.content


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_database_out_of_reach_busy_or_unwritable_is_said_plainly_in_every_language(
        language):
    from data import StoreBusyError, StoreCannotWriteError, StoreUnavailableError
    from i18n import text

    unavailable, expected = describe_error(StoreUnavailableError("postgresql://db"), language)
    assert expected and unavailable == text("error.store_unavailable", language)
    busy, expected = describe_error(StoreBusyError("locked"), language)
    assert expected and busy == text("error.store_busy", language) != unavailable
    assert "postgresql" not in unavailable and "locked" not in busy
    full, expected = describe_error(StoreCannotWriteError("database or disk is full",
                                                          cause="disk full"), language)
    assert expected and full == text("error.store_cannot_write", language)
    assert full not in (busy, unavailable) and "disk" not in full
    from table import MoveMaybeStoredError
    maybe, expected = describe_error(MoveMaybeStoredError("cut off", game_id=3), language)
    assert expected and maybe == text("error.move_maybe_stored", language)
    assert maybe not in (busy, unavailable, full)


def test_discord_answering_429_or_5xx_is_its_trouble_and_a_missing_permission_said_plainly():
    from types import SimpleNamespace

    import discord

    from i18n import text

    def answered(kind, status, code=0):
        response = SimpleNamespace(status=status, reason="")
        return kind(response, {"code": code, "message": "no"})

    busy = text("error.discord_busy", "en")
    for status in (429, 500, 503):
        said, expected = describe_error(answered(discord.HTTPException, status), "en")
        assert expected and said == busy, status
    for status in (400, 404, 499):  # our side: an unexpected error, with a reference
        assert describe_error(answered(discord.HTTPException, status), "en") == ("", False)
    permissions = text("error.bot_permissions", "en")
    for code in (50001, 50013):
        assert describe_error(answered(discord.Forbidden, 403, code), "en") == (
            permissions, True)
    assert describe_error(answered(discord.Forbidden, 403, 50007), "en") == ("", False)


def test_the_engine_s_refusals_and_discord_s_checks_are_said_plainly_not_as_a_fault():
    from discord import app_commands

    from i18n import text

    illegal = IllegalMoveError("B3 is already taken", "taken", space="B3")
    said, expected = describe_error(illegal, "en")
    assert expected and said == "That is not allowed: B3 is already taken."
    said, expected = describe_error(app_commands.BotMissingPermissions(["attach_files"]), "en")
    assert expected and said.startswith("I am missing these permissions") and "Attach Files" in said
    assert describe_error(app_commands.CheckFailure(), "en") == (
        text("error.not_allowed", "en"), True)
