"""Answers owed to commands across a crash.

A move's command is answered by its board. When the board takes longer than Discord's 3 seconds
the command is first acknowledged ("thinking…") and filled in afterwards; a bot that dies in
between would leave it "thinking…" for good. So each such acknowledgement is kept in the store
(``data.answers``) until it is filled in, and the next bot to start fills in what is left with
the link to the game's board (``Announcer.give_owed_answers``) while Discord still takes the
interaction's token (15 minutes). Tokens are secrets: never logged.
"""

from __future__ import annotations

import logging
from datetime import timedelta
from typing import TYPE_CHECKING

import discord

from cogs.messages import locale_of
from data import OwedAnswer

if TYPE_CHECKING:
    from cogs.client import SequenceBot

log = logging.getLogger(__name__)

TOKEN_LIFE = timedelta(minutes=14)
"""How long an owed answer is kept: Discord takes an interaction's token for 15 minutes."""


class OwedAnswers:
    """The acknowledged commands this bot still has to fill in."""

    def __init__(self, bot: SequenceBot) -> None:
        self.bot = bot
        self._here: set[str] = set()
        """Tokens of the answers this process owes (and will give itself)."""

    def owes(self, token: str) -> bool:
        """Whether this process owes the answer with ``token`` (it fills it in itself)."""
        return token in self._here

    async def owe(self, interaction: discord.Interaction[SequenceBot], game_id: int) -> None:
        """``interaction`` was acknowledged with "thinking…": keep it as owed until given."""
        if interaction.token in self._here:
            return
        self._here.add(interaction.token)
        answer = OwedAnswer(game_id, interaction.application_id, interaction.token,
                            locale_of(interaction))
        try:
            await self.bot.store.owe_answer(
                answer, until=(interaction.created_at + TOKEN_LIFE).timestamp())
        except Exception:  # noqa: BLE001 - only a crash now would leave it unanswered
            log.warning("keeping an owed answer of game %s failed", game_id, exc_info=True)

    async def given(self, interaction: discord.Interaction[SequenceBot], game_id: int) -> None:
        """``interaction`` was answered (or never will be by this process's work): forget it."""
        if interaction.token not in self._here:
            return
        self._here.discard(interaction.token)
        try:
            await self.bot.store.answer_given(game_id, interaction.token)
        except Exception:  # noqa: BLE001 - the next start fills it in again: harmless
            log.warning("forgetting an owed answer of game %s failed", game_id, exc_info=True)
