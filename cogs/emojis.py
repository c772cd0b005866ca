"""Card faces as application emojis, to mark each card in the hand panel's move menu.

An application's own emojis can be used by it anywhere, with no server permission. At each
start the bot lists the ones it has and uploads the faces still missing (``seq_QS``,
``seq_GORILLA``: drawn by ``render.cards.render_card_emoji``), in the background after it is
ready; until they are known, and whenever uploading fails, menus simply show no emoji (a
face that failed is uploaded at the next connection).
"""

from __future__ import annotations

import asyncio
import logging
from functools import partial
from typing import TYPE_CHECKING

import discord

from engine.cards import DRAGON, UNICORN, classic_deck, kids_deck
from i18n import picture_words
from render.cards import render_card_emoji

if TYPE_CHECKING:
    from cogs.client import SequenceBot

log = logging.getLogger(__name__)

PREFIX = "seq_"
"""Every card emoji's name starts with this (the rest is the card's code)."""


def all_cards() -> list[str]:
    """Every card face a hand can hold, once each."""
    return sorted({*classic_deck(), *kids_deck(), UNICORN, DRAGON})


class CardEmojis:
    """The application's card emojis, by card code."""

    def __init__(self) -> None:
        self._by_card: dict[str, discord.Emoji] = {}
        self._loading: asyncio.Task[None] | None = None

    def get(self, card: str) -> discord.Emoji | None:
        """The emoji of ``card``, if it is known yet."""
        return self._by_card.get(card)

    def load(self, bot: SequenceBot, *, upload: bool = True) -> None:
        """List the application's emojis and upload the missing faces, once, in the
        background; faces that could not be uploaded are tried again at the next call (the
        next connection). Without ``upload`` (a process of several that does not run shard
        0: one process uploads) only list them, and list again at the next call while some
        are missing."""
        if self._loading is None:
            self._loading = bot.background(self._load(bot, upload))

    async def _load(self, bot: SequenceBot, upload: bool = True) -> None:
        try:
            have = {e.name: e for e in await bot.fetch_application_emojis()}
        except discord.HTTPException as error:
            log.info("could not list the application's emojis (%s)", error.status)
            self._loading = None
            return
        words = picture_words("en")  # no words are drawn on an emoji; animals need a set
        loop = asyncio.get_running_loop()
        for card in all_cards():
            name = PREFIX + card
            emoji = have.get(name)
            if emoji is None and not upload:
                self._loading = None  # listed again next time
                continue
            if emoji is None:
                try:
                    image = await loop.run_in_executor(
                        bot.workers.later, partial(render_card_emoji, card, words))
                    emoji = await bot.create_application_emoji(name=name, image=image)
                except (discord.HTTPException, OSError) as error:
                    log.info("could not upload the emoji of %s (%s)", card,
                             getattr(error, "status", error))
                    self._loading = None  # tried again at the next connection
                    continue
            self._by_card[card] = emoji
        log.info("%d card emojis ready", len(self._by_card))
