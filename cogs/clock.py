"""The turn clock: a ``tasks`` loop reads due deadlines from the store.

Half-way through a turn the player is reminded; at the deadline the turn passes (``timeout``);
three missed turns in a row drop the player, and the people still playing decide whether the
game goes on (``cogs.questions.ask_remaining``; any of them may answer, not the dropped one).
A game without a clock reminds the player it waits for once it has waited ``AWAY_AFTER``
(three days), when the others may drop them (``/sequence drop``, ``cogs.away``).
Deadlines live in the database, so clocks survive restarts. When processes share the database
(``cogs.shards``) each due game is handled by the one process that claims its ``clock``.

It also closes lobbies nobody started within ``LOBBY_LIFETIME`` (24 hours), so that a
forgotten lobby does not count against its host's and its channel's limits for ever.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord
from discord.ext import commands, tasks

from cogs import components as ui
from cogs.announce import after_move
from cogs.errors import STORE_TROUBLE, log_store_trouble
from cogs.lobby import mark_lobby_closed
from cogs.messages import t
from cogs.present import mention
from cogs.questions import mentions, pings
from table import AWAY_AFTER, LOBBY_LIFETIME, Refusal
from table.duties import waiting_for

if TYPE_CHECKING:
    from cogs.client import SequenceBot

log = logging.getLogger(__name__)


def _duration(seconds: int, locale: str) -> str:
    """Time left, in the units the clock's choices use: ``6 h``, ``2 min 21 s``, ``27 s``."""
    seconds = max(0, seconds)
    if seconds >= 3600:
        hours, minutes = divmod(seconds // 60, 60)
        said = t("clock.hours", locale, n=hours)
        return said + " " + t("clock.minutes", locale, n=minutes) if minutes else said
    if seconds >= 60:
        said = t("clock.minutes", locale, n=seconds // 60)
        return said + f" {seconds % 60} s" if seconds % 60 else said
    return f"{seconds} s"


class Clock(commands.Cog):
    """Sweeps the store for reminders and expired turns."""

    def __init__(self, bot: SequenceBot) -> None:
        self.bot = bot
        self.sweeper.change_interval(seconds=bot.sweep_seconds)

    async def cog_load(self) -> None:
        """Start the sweeper."""
        self.sweeper.start()

    async def cog_unload(self) -> None:
        """Stop the sweeper."""
        self.sweeper.cancel()

    @tasks.loop(seconds=30)
    async def sweeper(self) -> None:
        """One sweep per interval; errors are logged and the loop goes on."""
        try:
            await self.sweep_once()
        except STORE_TROUBLE as error:  # not a fault of the clock: said once a sweep
            log_store_trouble(log, "turn clock sweep skipped", error, "tried at the next sweep")
        except Exception:  # noqa: BLE001 - a bad sweep must not stop the clock
            log.exception("turn clock sweep failed")

    @sweeper.before_loop
    async def _before(self) -> None:
        await self.bot.wait_until_ready()

    async def sweep_once(self) -> int:
        """Handle every due reminder and deadline now; returns how many were handled."""
        now = int(self.bot.clock())
        handled = 0
        for due in await self.bot.store.due_deadlines(now):
            if not await self.bot.claims.take(due.game_id, "clock"):
                continue  # another process is handling it
            try:
                if due.expired:
                    result = await self.bot.service.system_move(
                        due.game_id, "timeout", expect_deadline=due.turn_deadline)
                    if result is not None:
                        await after_move(self.bot, result)
                        handled += 1
                elif due.reminder_at is not None and await self.bot.store.mark_reminder_sent(
                    due.game_id, due.reminder_at
                ):
                    if await self._remind(due.game_id, due.turn_deadline, due.reminder_at,
                                          now):
                        handled += 1
            except STORE_TROUBLE:
                raise  # the store, not this game: every other game would fail the same way
            except Exception:  # noqa: BLE001 - one broken game must not block the others
                log.exception("turn clock of game %s failed", due.game_id)
            finally:
                await self.bot.claims.give_back(due.game_id, "clock")
        return handled + await self.close_stale_lobbies(now)

    async def close_stale_lobbies(self, now: int) -> int:
        """Close the lobbies nobody started within ``LOBBY_LIFETIME`` (their messages say
        so); returns how many."""
        closed = 0
        for game_id in await self.bot.service.stale_lobbies(now):
            if not await self.bot.claims.take(game_id, "clock"):
                continue  # another process is closing it
            try:
                record = await self.bot.service.close_lobby(game_id)
            except Refusal:  # started or cancelled meanwhile
                continue
            except STORE_TROUBLE:
                raise  # the store, not this lobby
            except Exception:  # noqa: BLE001 - one broken lobby must not block the others
                log.exception("closing the old lobby of game %s failed", game_id)
                continue
            finally:
                await self.bot.claims.give_back(game_id, "clock")
            log.info("game %s: the lobby closed, not started in %d h", game_id,
                     LOBBY_LIFETIME // 3600)
            await mark_lobby_closed(self.bot, record, "lobby.expired")
            closed += 1
        return closed

    async def _remind(self, game_id: int, deadline: int | None, reminder_at: int,
                      now: int) -> bool:
        """Remind the player to act: half-way to the turn's ``deadline``, or, in a game
        without a clock (no deadline), once it has waited ``AWAY_AFTER`` for them, saying
        that the others may now drop them. False when Discord refused. The reminder goes
        where the game is played (``BoardPoster.send``: a 5xx is tried again, a deleted
        thread moves the game to its channel). When Discord still fails with a 5xx the
        reminder is put back, so that the next sweep tries again; a refusal (a missing
        permission) is only logged."""
        record, game = await self.bot.service.game(game_id)
        seats = waiting_for(record, game)
        if game.is_over or not seats:
            return False
        locale = await self.bot.service.guild_locale(record.guild_id)
        if deadline is None:
            text = t("away.reminder", locale, mention=mentions(record, seats), game=record.id,
                     days=AWAY_AFTER // 86400)
        else:
            seats = (game.to_act,)
            text = t("clock.reminder", locale, mention=mention(record, game.to_act),
                     game=record.id, left=_duration(deadline - now, locale))
        try:
            await self.bot.boards.send(record, text, allowed_mentions=pings(record, seats))
        except discord.HTTPException as error:
            log.warning("the turn reminder of game %s could not be posted (%s)", game_id,
                        error.status)
            if error.status >= 500:
                await self.bot.store.unmark_reminder_sent(game_id, reminder_at)
            return False
        return True


async def on_go_on(interaction: discord.Interaction[SequenceBot], ref: ui.Ref) -> None:
    """A remaining player's decision after a drop: the game goes on."""
    bot = interaction.client
    record = await bot.service.go_on_after_drop(ref.game, interaction.user.id)
    locale = await bot.service.guild_locale(record.guild_id)
    await interaction.response.edit_message(
        content=t("clock.continue", locale, player=interaction.user.mention), view=None,
        allowed_mentions=discord.AllowedMentions.none())


async def on_abandon(interaction: discord.Interaction[SequenceBot], ref: ui.Ref) -> None:
    """A remaining player's decision after a drop: abandon the game."""
    bot = interaction.client
    result = await bot.service.abandon_after_drop(ref.game, interaction.user.id)
    await interaction.response.edit_message(view=None)
    await after_move(bot, result, interaction=interaction)


async def setup(bot: SequenceBot) -> None:
    """Add the clock and the buttons of the decision after a drop."""
    await bot.add_cog(Clock(bot))
    ui.register("goon", on_go_on)
    ui.register("abandon", on_abandon)


async def teardown(bot: SequenceBot) -> None:
    """Remove the decision buttons (the cog is removed by discord.py)."""
    ui.unregister("goon", "abandon")
