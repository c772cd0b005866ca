"""The link that adds the bot to a server with every permission it needs, logged at start.

The permissions are the ones the lobby checks before a game starts (``cogs.lobby``), plus Embed
Links for the rules and the leaderboard, so a host who invites the bot by this link is never
refused a Start for a missing one.
"""

from __future__ import annotations

import discord

from cogs.lobby import FOR_THREAD, IN_THREAD, REQUIRED

PERMISSIONS = discord.Permissions(
    **dict.fromkeys((*REQUIRED, *IN_THREAD, *FOR_THREAD, "embed_links"), True))
"""What the bot asks for when it is invited."""

SCOPES = ("bot", "applications.commands")
"""The bot user, and its slash commands."""


def invite_url(application_id: int) -> str:
    """The link that invites application ``application_id`` with ``PERMISSIONS``."""
    return discord.utils.oauth_url(application_id, permissions=PERMISSIONS, scopes=SCOPES)
