"""End-to-end through the fake Discord: each user in their language privately, each server in
its language in the channel, and the slash commands localised."""

from __future__ import annotations

import re
import unicodedata

from cogs import translator
from cogs.translator import valid_name
from i18n import LANGUAGES, keys, message_id, picture_words, templates
from render import render_board
from tests.bot_helpers import board_at, engine_game, factory

MESSAGES = {language: templates(language) for language in LANGUAGES}
"""Each language's texts with their placeholders as ``{name}``, by key."""

LOCALES = ("da", "sv-SE", "no", "nl")
"""Discord's codes of the four translated languages."""


async def open_and_start(fake, bot, host, guest, pattern: str, **options) -> int:
    """Open a lobby as ``host`` (the lobby title matches ``pattern`` in the server's language),
    let ``guest`` join, start; returns the game id."""
    reply = await fake.slash(host, "sequence new", channel="games", **options)
    lobby = reply.message
    match = re.search(pattern, lobby.text)
    assert match, lobby.text
    gid = int(match.group(1))
    await fake.click(guest, lobby, f"seq:{gid}:-:join")
    start = next(c for c in fake.message(lobby.id).custom_ids() if ":start" in c)
    started = await fake.click(host, lobby, start)
    assert started.response_type in (6, 7), started.rejected  # 6: a slow thread
    await board_at(fake, bot, gid, 0)
    return gid


def labels(message) -> set[str]:
    """The labels of a message's buttons."""
    return {b.get("label") for b in message.buttons()}


async def test_a_danish_user_gets_danish_private_replies_in_an_english_server(
    fake_discord, start_bot, tmp_path
):
    runner = await start_bot(factory(tmp_path / "seq.db"))
    bot = runner.bot
    ole = fake_discord.add_member("ole", locale="da")
    bob = fake_discord.add_member("bob")
    da = MESSAGES["da"]
    for member in (ole, bob):  # both get their hands at the deal, each in their language
        await fake_discord.slash(member, "sequence notify", when="all")

    games = await fake_discord.slash(ole, "sequence games", channel="games")
    assert games.ephemeral and games.text == da["games.none"]
    refused = await fake_discord.slash(ole, "sequence hand", channel="games")
    assert refused.ephemeral and refused.text == da["error.no_games"]

    gid = await open_and_start(fake_discord, bot, ole, bob, r"game #(\d+)", game="classic",
                               players=2)
    record = await bot.store.load_game(gid)
    board = await board_at(fake_discord, bot, gid, 0)
    assert "it is your turn" in board.text  # the channel speaks the server's language
    assert {"Play", "My hand"} <= labels(board)
    hand = await fake_discord.click(ole, board, f"seq:{gid}:-:hand")
    await hand.final_message()
    assert hand.ephemeral and f"Din hånd i spil #{gid}" in hand.message.text
    await bot.idle()
    assert "din hånd efter træk 0" in fake_discord.dms(ole)[-1].text
    assert "your hand after move 0" in fake_discord.dms(bob)[-1].text
    assert record.thread_id is not None
    assert any("Cut for the deal" in m.text for m in fake_discord.messages(record.thread_id))


async def test_a_server_set_to_dutch_gets_dutch_channel_messages_and_pictures(
    fake_discord, start_bot, tmp_path
):
    runner = await start_bot(factory(tmp_path / "seq.db"))
    bot = runner.bot
    alice = fake_discord.add_member("alice")
    bob = fake_discord.add_member("bob", locale="da")
    nl = MESSAGES["nl"]

    refused = await fake_discord.slash(alice, "sequence language", channel="games",
                                       language="da")
    assert refused.ephemeral and "Manage Server" in refused.text
    chosen = await fake_discord.slash(fake_discord.owner, "sequence language", channel="games",
                                      language="nl")
    assert chosen.ephemeral and chosen.text.endswith("in Nederlands.")
    assert await bot.service.guild_locale(fake_discord.guild_id) == "nl"

    gid = await open_and_start(fake_discord, bot, alice, bob, r"spel #(\d+)", game="classic",
                               players=2)
    lobby = next(m for m in fake_discord.messages("games") if f"spel #{gid}" in m.text)
    assert nl["lobby.started"].format(game=gid, where="")[:-1] in lobby.text
    record = await bot.store.load_game(gid)
    thread = fake_discord.messages(record.thread_id)
    assert any("Kaarten knippen voor de deler" in m.text for m in thread), thread
    board = await board_at(fake_discord, bot, gid, 0)
    assert "je bent aan de beurt" in board.text
    assert {"Spelen", "Mijn hand"} <= labels(board)
    game = await engine_game(bot, gid)
    names = {s.seat: s.display_name for s in record.seats}
    expected = render_board(game.snapshot(), names=names, game_number=gid,
                            words=picture_words("nl"))
    assert board.attachments[0].data == expected, "the public picture is in Dutch"
    # Bob (Danish) still gets his private replies in Danish.
    hand = await fake_discord.click(bob, board, f"seq:{gid}:-:hand")
    await hand.final_message()
    assert f"Din hånd i spil #{gid}" in hand.message.text

    # Back to Discord's server language (English here).
    auto = await fake_discord.slash(fake_discord.owner, "sequence language", channel="games",
                                    language="auto")
    assert auto.ephemeral and "(now English)" in auto.text
    reply = await fake_discord.slash(alice, "sequence new", channel="general", game="kids",
                                     players=2)
    assert "Waiting for 1 more" in reply.message.text


async def test_without_a_choice_the_server_speaks_discords_server_language(
    fake_discord, start_bot, tmp_path
):
    fake_discord.guild_locale = "sv-SE"
    await start_bot(factory(tmp_path / "seq.db"))
    alice = fake_discord.add_member("alice")
    reply = await fake_discord.slash(alice, "sequence new", channel="games", game="dice",
                                     players=2)
    assert "spel #" in reply.message.text and "Väntar på 1 till" in reply.message.text
    assert "Gå med" in labels(reply.message)


async def test_a_norwegian_user_reads_the_kids_rules_in_the_rule_books_words(
    fake_discord, start_bot, tmp_path
):
    await start_bot(factory(tmp_path / "seq.db"))
    nora = fake_discord.add_member("nora", locale="no")
    reply = await fake_discord.slash(nora, "sequence rules", channel="games", variant="kids")
    assert reply.ephemeral
    embed = reply.message.embeds[0]
    assert embed["title"] == "Regler for Sequence for barn"
    text = " ".join([embed["description"]] + [f["value"] for f in embed["fields"]]).lower()
    for word in ("sjetonger", "dragekort", "enhjørningskort", "ut-bunke", "åpne felt"):
        assert word in text, word


def _check_localised(payload: dict, where: str, siblings: dict[str, set[str]]) -> None:
    """Every name, description and choice of ``payload`` is localised within Discord's rules."""
    names = payload.get("name_localizations") or {}
    descriptions = payload.get("description_localizations") or {}
    for locale in LOCALES:
        name = names.get(locale)
        assert name is not None, f"{where}: no {locale} name"
        assert valid_name(name), f"{where}: {locale} name {name!r}"
        assert all(c in "-_" or unicodedata.category(c)[0] in "LN" for c in name)
        assert name not in siblings.setdefault(locale, set()), f"{where}: {name!r} twice"
        siblings[locale].add(name)
        description = descriptions.get(locale)
        assert description and 1 <= len(description) <= 100, f"{where}: {locale} description"
    for choice in payload.get("choices") or []:
        localised = choice.get("name_localizations") or {}
        for locale, name in localised.items():
            assert 1 <= len(name) <= 100, (where, choice, locale)
        # A language's name is its own in every language, and a number is a number.
        if choice["value"] not in LANGUAGES and not choice["name"].isdigit():
            assert set(LOCALES) <= set(localised), f"{where}: choice {choice['name']!r}"
    below: dict[str, set[str]] = {}
    for option in payload.get("options") or []:
        _check_localised(option, f"{where} {option['name']}", below)


async def test_every_command_option_and_choice_is_localised(fake_discord, start_bot, tmp_path):
    runner = await start_bot(factory(tmp_path / "seq.db"))
    tree = runner.bot.tree
    assert tree.translator is not None
    top: dict[str, set[str]] = {}
    commands = tree.get_commands()
    assert commands
    for command in commands:
        payload = await command.get_translated_payload(tree, tree.translator)
        _check_localised(payload, command.name, top)
    sequence = next(c for c in commands if c.name == "sequence")
    payload = await sequence.get_translated_payload(tree, tree.translator)
    rules = next(o for o in payload["options"] if o["name"] == "rules")
    assert rules["name_localizations"]["da"] == "regler"
    variant = next(o for o in rules["options"] if o["name"] == "variant")
    kids = next(c for c in variant["choices"] if c["value"] == "kids")
    assert kids["name_localizations"]["no"] == "for barn"
    language = next(o for o in payload["options"] if o["name"] == "language")
    auto = next(c for c in language["options"][0]["choices"] if c["value"] == "auto")
    assert auto["name_localizations"]["da"] == "Serverens sprog i Discord"


async def test_every_command_translation_is_asked_for(fake_discord, start_bot, tmp_path,
                                                      monkeypatch):
    """Translators keep no text for a command, option or choice the bot no longer has: every
    ``command.*`` text of every language is one the command tree asks for."""
    runner = await start_bot(factory(tmp_path / "seq.db"))
    tree = runner.bot.tree
    asked: set[str] = set()
    lookup = translator.lookup

    def recording(key: str, language: str) -> str | None:
        asked.add(message_id(f"command.{key}"))
        return lookup(key, language)

    monkeypatch.setattr(translator, "lookup", recording)
    for command in tree.get_commands():
        await command.get_translated_payload(tree, tree.translator)
    asked |= {"command-choice-minutes", "command-choice-hours"}  # the clock's choices' words
    for language in LANGUAGES:
        unused = sorted(k for k in keys(language) if k.startswith("command-") and k not in asked)
        assert not unused, (language, unused)
