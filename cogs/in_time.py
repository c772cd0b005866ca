"""Discord's 3 seconds: waiting for work only as long as an interaction's first answer may."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable
from typing import Any, TypeVar

import discord

log = logging.getLogger(__name__)
T = TypeVar("T")


async def done_in_time(interaction: discord.Interaction[Any], work: asyncio.Future[Any],
                       within: float) -> bool:
    """Wait for ``work`` until ``within`` seconds after ``interaction`` was made (however long
    it waited before reaching us); whether it is done by then. When it is not, the caller
    acknowledges the interaction first and shows the work's result afterwards."""
    await asyncio.wait({work}, timeout=_left(interaction, within))
    return work.done()


def _left(interaction: discord.Interaction[Any], within: float) -> float:
    """Seconds until ``interaction`` is ``within`` seconds old (however long it waited before
    reaching us), at least 0."""
    age = (discord.utils.utcnow() - interaction.created_at).total_seconds()
    return max(0.0, within - age)


async def _acknowledge(interaction: discord.Interaction[Any], *, thinking: bool,
                       ephemeral: bool = False) -> bool:
    """Acknowledge ``interaction`` now (``ephemeral``: a "thinking…" only its member sees);
    False if Discord did not take it (logged)."""
    try:
        await interaction.response.defer(thinking=thinking, ephemeral=ephemeral)
    except discord.HTTPException as error:
        log.info("acknowledging interaction %s failed (%s)", interaction.id, error.status)
        return False
    return True


async def acknowledged_if_slow(interaction: discord.Interaction[Any], work: Awaitable[T],
                               within: float, *, thinking: bool) -> T:
    """``work``'s result; if it is not done ``within`` seconds after ``interaction`` was made,
    the interaction is acknowledged first (``thinking``: a "thinking…" reply, else an update
    of the clicked message to come), and the caller fills in the answer afterwards with
    ``edit_original_response``."""
    future = asyncio.ensure_future(work)
    if not await done_in_time(interaction, future, within):
        await _acknowledge(interaction, thinking=thinking)
    return await future


class AnswerInTime:
    """Acknowledges ``interaction`` with a "thinking…" reply once it is ``within`` seconds old,
    unless ``stop`` comes first: for work that must wait its turn (another task showing the
    same game) before it can even start to answer. ``ephemeral``: the answer to come is for
    the member alone (a link), so is the "thinking…"."""

    def __init__(self, interaction: discord.Interaction[Any], within: float, *,
                 ephemeral: bool = False) -> None:
        self.interaction = interaction
        self._ephemeral = ephemeral
        self._deferring = False
        self._task = asyncio.ensure_future(self._at_deadline(within))

    async def _at_deadline(self, within: float) -> bool:
        await asyncio.sleep(_left(self.interaction, within))  # a deadline, not an event
        if self.interaction.response.is_done():
            return False
        self._deferring = True
        return await _acknowledge(self.interaction, thinking=True, ephemeral=self._ephemeral)

    async def stop(self) -> bool:
        """No acknowledgement from now on; whether this one acknowledged the interaction
        (an acknowledgement under way is finished first)."""
        if not self._deferring:
            self._task.cancel()
            return False
        return await self._task
