"""DEBUG logs carry no seed, no card of a hand and no interaction token (issue 17): a game is
played with ``LOG_LEVEL=DEBUG`` as ``bot.py`` configures it, and the captured log is searched."""

from __future__ import annotations

import io
import logging
import re

from bot import LOG_FORMAT, OUR_LOGGERS, RedactSecrets, configure_logging
from cogs.reasons import card_name
from tests.bot_helpers import Seeds, engine_game, factory, play_by_buttons, start_game

SEED = 918_273_645


class _Capture:
    """``configure_logging("DEBUG", …)`` into a string, undone afterwards."""

    def __init__(self) -> None:
        self.stream = io.StringIO()
        self.handler = logging.StreamHandler(self.stream)
        self.handler.setFormatter(logging.Formatter(LOG_FORMAT))
        self.names = ("", *OUR_LOGGERS, "discord.http")
        self.levels = {name: logging.getLogger(name).level for name in self.names}

    def __enter__(self) -> _Capture:
        configure_logging("DEBUG", self.handler)
        return self

    def __exit__(self, *exc: object) -> None:
        logging.getLogger().removeHandler(self.handler)
        for name, level in self.levels.items():
            logging.getLogger(name).setLevel(level)

    @property
    def text(self) -> str:
        return self.stream.getvalue()


async def test_debug_logs_carry_no_seed_hand_or_token(fake_discord, start_bot, tmp_path):
    with _Capture() as log:
        runner = await start_bot(factory(tmp_path / "seq.db", seeds=Seeds([SEED])))
        bot = runner.bot
        alice = fake_discord.add_member("alice")
        bob = fake_discord.add_member("bob")
        gid = await start_game(fake_discord, bot, alice, [bob], game="classic", players=2)
        cards: set[str] = set()
        for _ in range(4):
            game = await engine_game(bot, gid)
            for seat in range(2):
                cards.update(game.hand(seat))
            await play_by_buttons(fake_discord, bot, gid, str(game.legal_moves()[0]))
        h = await fake_discord.slash(bob, "sequence hand", channel="games", game=gid)
        await h.final_message()
        await bot.idle()
        logging.getLogger("cogs.test").debug("our own debug line")
    text = log.text
    assert "our own debug line" in text  # DEBUG reaches the log for the bot's own loggers
    assert f"game {gid} ply 3" in text  # the four moves were logged
    assert str(SEED) not in text
    tokens = [h.token for h in fake_discord.interactions.values()]
    assert len(tokens) > 10
    leaked = [token for token in tokens if token in text]
    assert not leaked, leaked
    assert cards
    for card in cards:
        assert not re.search(rf"\b{card}\b", text), card
        assert card_name(card, "en") not in text, card


def test_tokens_are_redacted_from_any_line():
    record = logging.LogRecord(
        "discord.webhook", logging.WARNING, __file__, 1,
        "POST https://discord.com/api/v10/interactions/123/%s/callback, payload %s",
        ("aW50ZXJhY3Rpb246MTIzOnNlY3JldA", {"token": "aW50ZXJhY3Rpb246MTIzOnNlY3JldA"}),
        None)
    RedactSecrets().filter(record)
    message = record.getMessage()
    assert "aW50ZXJhY3Rpb24" not in message
    assert "/interactions/123/<token>/callback" in message
