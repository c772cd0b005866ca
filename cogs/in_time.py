"""Discord's 3 seconds: waiting for work only as long as an interaction's first answer may."""

from __future__ import annotations

import asyncio
from typing import Any

import discord


async def done_in_time(interaction: discord.Interaction[Any], work: asyncio.Future[Any],
                       within: float) -> bool:
    """Wait for ``work`` until ``within`` seconds after ``interaction`` was made (however long
    it waited before reaching us); whether it is done by then. When it is not, the caller
    acknowledges the interaction first and shows the work's result afterwards."""
    age = (discord.utils.utcnow() - interaction.created_at).total_seconds()
    await asyncio.wait({work}, timeout=max(0.0, within - age))
    return work.done()
