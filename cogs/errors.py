"""One error handler for every command and button.

Expected errors (``UserError``, the engine's rule errors, missing permissions) become a short
private message in the user's language; anything else is logged with its traceback and the user
gets a short reference to quote.
"""

from __future__ import annotations

import logging
import secrets
from typing import TYPE_CHECKING, cast

import discord
from discord import app_commands
from discord.ext import commands

from cogs.messages import locale_of, permission_names, t, variant_name
from cogs.present import plain
from cogs.reasons import reason_text
from data import StoreBusyError, StoreCannotWriteError, StoreUnavailableError
from engine import SequenceError
from table import MoveMaybeStoredError, Refusal, RuleRefusal

if TYPE_CHECKING:
    from cogs.client import SequenceBot

log = logging.getLogger(__name__)

STORE_TROUBLE = (StoreUnavailableError, StoreBusyError, StoreCannotWriteError)
"""The store's errors that say nothing about the game (the database out of reach, busy, or
refusing writes): the same work may be tried again later."""

RETRY_SECONDS = (1.0, 5.0, 15.0, 30.0)
"""Pauses before work the database could not take is tried again; the last repeats."""


def log_store_trouble(logger: logging.Logger, what: str, error: Exception, then: str) -> None:
    """Say that ``what`` could not be done because of the database (one of ``STORE_TROUBLE``)
    and what happens ``then``: at ERROR when only the bot's host can fix it (the database
    refuses writes), else as a warning (it passes by itself)."""
    if isinstance(error, StoreCannotWriteError):
        logger.error("%s: the database cannot be written (%s: %s); %s", what, error.cause,
                     error, then)
    else:
        state = "is busy" if isinstance(error, StoreBusyError) else "is out of reach"
        logger.warning("%s: the database %s (%s); %s", what, state, error, then)

MISSING_PERMISSION_CODES = frozenset({50001, 50013})
"""Discord's "missing access" and "missing permissions" error codes."""


class UserError(Refusal):
    """A refusal raised by a cog (the table raises ``Refusal`` itself); worded by ``wording``."""


class RuleError(RuleRefusal):
    """The engine refused a move a cog checked itself; worded by ``wording``."""


def wording(refusal: Refusal, locale: str) -> str:
    """A refusal of the table or a cog, said in ``locale``."""
    if isinstance(refusal, RuleRefusal):
        return t(refusal.code, locale, reason=reason_text(refusal.error, locale))
    params = dict(refusal.params)
    if isinstance(params.get("player"), str):  # a member's name
        params["player"] = plain(params["player"])
    if isinstance(params.get("players"), tuple):  # members' names: a list in the language
        params["players"] = tuple(plain(str(name)) for name in params["players"])
    if isinstance(params.get("variant"), str):  # a game's code: its name
        params["variant"] = variant_name(params["variant"], locale)
    if isinstance(params.get("permissions"), tuple):  # discord.py's names: Discord's words
        params["permissions"] = permission_names(params["permissions"], locale)
    for name, value in params.items():
        if name.endswith("_at") and isinstance(value, int):  # a moment: Discord words it
            params[name] = f"<t:{value}:R>"
    return t(refusal.code, locale, **params)


def describe_error(error: BaseException, locale: str) -> tuple[str, bool]:
    """The user-facing text for ``error`` and whether it was expected."""
    error = _unwrapped(error)
    if isinstance(error, Refusal):
        return wording(error, locale), True
    if isinstance(error, SequenceError):
        return t("error.rule", locale, reason=reason_text(error, locale)), True
    if isinstance(error, discord.Forbidden) and error.code in MISSING_PERMISSION_CODES:
        return t("error.bot_permissions", locale), True
    if isinstance(error, app_commands.BotMissingPermissions):
        names = permission_names(error.missing_permissions, locale)
        return t("error.bot_missing", locale, permissions=names), True
    if isinstance(error, app_commands.NoPrivateMessage):
        return t("error.guild_only", locale), True
    if isinstance(error, app_commands.CheckFailure):
        return t("error.not_allowed", locale), True
    if discord_busy(error):
        return t("error.discord_busy", locale), True
    if isinstance(error, MoveMaybeStoredError):
        return t("error.move_maybe_stored", locale), True
    if isinstance(error, StoreUnavailableError):
        return t("error.store_unavailable", locale), True
    if isinstance(error, StoreBusyError):
        return t("error.store_busy", locale), True
    if isinstance(error, StoreCannotWriteError):
        return t("error.store_cannot_write", locale), True
    return "", False


UNKNOWN_INTERACTION = 10062
"""Discord's error code for an interaction answered too late (or twice)."""


def _unwrapped(error: BaseException) -> BaseException:
    if isinstance(error, app_commands.CommandInvokeError | commands.CommandInvokeError):
        return error.original
    return error


def discord_busy(error: BaseException) -> bool:
    """True when ``error`` is Discord still answering 429 or 5xx after discord.py's own
    retries: nothing wrong on our side, and the member may try again."""
    error = _unwrapped(error)
    return isinstance(error, discord.HTTPException) and (error.status == 429
                                                         or error.status >= 500)


async def report(interaction: discord.Interaction, error: BaseException) -> None:
    """Answer ``interaction`` privately about ``error``; log unexpected ones with a reference."""
    original = _unwrapped(error)
    if isinstance(original, discord.NotFound) and original.code == UNKNOWN_INTERACTION:
        # Answered after Discord's 3 seconds (the bot was too slow): Discord has told the
        # member the interaction failed, and the token takes no answer any more.
        log.warning("interaction %s expired before it was answered", interaction.id)
        return
    locale = locale_of(interaction)
    text, expected = describe_error(error, locale)
    if not expected:
        ref = secrets.token_hex(4)
        log.error("unexpected error ref=%s", ref, exc_info=error)
        text = t("error.internal", locale, ref=ref)
    elif discord_busy(error):
        log.warning("Discord answered %s to interaction %s; asked the member to try again",
                    getattr(error, "status", "?"), interaction.id)
    elif isinstance(original, MoveMaybeStoredError):
        log.warning("the database went away while interaction %s's move was committed; its "
                    "game %s is shown once the database is back, if the move was stored",
                    interaction.id, original.game_id)
        show_when_back(interaction, original.game_id)
    elif isinstance(original, STORE_TROUBLE):
        log_store_trouble(log, f"interaction {interaction.id} changed nothing", original,
                          "the member was asked to try again")
    try:
        if interaction.response.is_done():
            await interaction.followup.send(text, ephemeral=True)
        else:
            await interaction.response.send_message(text, ephemeral=True)
    except discord.HTTPException:
        log.warning("could not report an error to the user (interaction %s)", interaction.id)


def show_when_back(interaction: discord.Interaction, game_id: int) -> None:
    """Show what game ``game_id`` owes its players once the database is back (a move that
    may have been stored): tried after growing pauses by the bot's ``Retries``."""
    bot = cast("SequenceBot", interaction.client)  # every interaction here is the bot's
    bot.retries.later(("announce", game_id), f"game {game_id}: showing a move that may be "
                      "stored", lambda: bot.announcer.announce(game_id))


async def on_tree_error(
    interaction: discord.Interaction, error: app_commands.AppCommandError
) -> None:
    """``CommandTree.on_error``: every slash command's error lands here."""
    await report(interaction, error)
