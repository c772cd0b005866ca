"""Computer players in Discord: the driver that plays their moves, and ``/sequence hint``.

``ComputerDriver`` (owned by the bot, like the board poster) looks after every game with a
computer seat. Whenever a game changes (``schedule``), it checks whether a computer seat has
something to do — its turn, a strict-mode draw, a table-talk forfeit — and if so, after a short
pause so that people can follow, asks the computer player for a move in a worker process (a
pure-Python search in a thread would hold the GIL against the event loop) and plays it through
``GameService.computer_move``: the same lock, store write, board post and announcements as a
player's move. Several computers in a row play one after another. On start-up every active
game waiting for a computer is resumed. When other processes share the database
(``cogs.shards``) a game's computers are played by the one process holding the game's
``computer`` claim (``cogs.claims``); the others leave them alone. A computer player that
fails (a bug) is logged with its traceback and replaced by the easy player for that move, so a
game never hangs. A move the database could not take (out of reach, busy, refusing writes) is
decided and tried again after a growing pause (``cogs.errors.RETRY_SECONDS``), for as long
as it takes.

The extension adds the ``/sequence hint`` command and resumes the computers when the bot is
ready.
"""

from __future__ import annotations

import asyncio
import logging
import random
from collections.abc import Awaitable, Callable
from functools import partial
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from cogs.announce import after_move
from cogs.errors import RETRY_SECONDS, STORE_TROUBLE, UserError, log_store_trouble
from cogs.group import game_autocomplete, resolve_game_here, sequence_group
from cogs.messages import locale_of, t
from cogs.reasons import card_name
from engine import Game, Move, card_kind
from engine.ai import advise, choose_move
from table import Refusal, computer_duty

if TYPE_CHECKING:
    from cogs.client import SequenceBot

log = logging.getLogger(__name__)

DEFAULT_PAUSE = 1.5
"""Seconds a computer waits before its move, so that people can follow the game."""
DEFAULT_BUDGET = 1.0
"""Seconds the expert computer may think per decision."""

Think = Callable[[Game, int, str, random.Random], Awaitable[Move]]
"""How a decision is made: ``(game, seat, level, rng) -> move`` (replaceable in tests)."""


def decision_rng(game_id: int, ply: int, seat: int) -> random.Random:
    """The random generator of one decision, seeded from public facts only (never the deck's
    secret seed), so a decision can be reproduced."""
    return random.Random(f"sequence:{game_id}:{ply}:{seat}")


class ComputerDriver:
    """Plays the computer seats of every game of one bot."""

    def __init__(
        self,
        bot: SequenceBot,
        *,
        pause: float = DEFAULT_PAUSE,
        budget: float = DEFAULT_BUDGET,
    ) -> None:
        self.bot = bot
        self.pause = pause
        """Seconds before each computer move (0 in tests)."""
        self.budget = budget
        """The expert's time budget per decision, in seconds."""
        self.think: Think = self._think_in_worker
        self.retry_seconds: tuple[float, ...] = RETRY_SECONDS
        """Pauses before trying again a move the database could not take."""
        self._running: dict[int, asyncio.Task[None]] = {}
        self._again: set[int] = set()
        self._waiting: set[int] = set()
        self._closing = False

    # -- scheduling ----------------------------------------------------------------------------

    def schedule(self, game_id: int) -> None:
        """Look at ``game_id`` soon: play its computers' moves while they have any to make."""
        if self._closing:
            return
        self._again.add(game_id)
        task = self._running.get(game_id)
        if task is not None and not task.done():
            return
        self._running[game_id] = self.bot.background(self._run(game_id))

    async def resume_all(self) -> int:
        """Look at every active game that has a computer seat (at start-up, and now and then
        when processes share the database); returns how many."""
        if self._closing:
            return 0
        resumed = await self.bot.retries.now_or_later(
            "computers", "looking for computers to play", self._resume_all)
        return resumed or 0

    async def _resume_all(self) -> int:
        count = 0
        for game_id in await self.bot.store.games_with_computers():
            if game_id not in self._running:
                self.schedule(game_id)
                count += 1
        if count:
            log.debug("looking at the computer players of %d games", count)
        return count

    async def _run(self, game_id: int) -> None:
        """Play the game's computer moves while this process holds the game's ``computer``
        claim; after giving it back, look once more (a move another process stored meanwhile
        may have found the claim taken and left the computer's turn to us)."""
        failures = 0
        try:
            while not self._closing:
                try:
                    async with self.bot.claims.hold(game_id, "computer") as held:
                        if not held:
                            return  # another process plays this game's computers
                        await self._play_due(game_id)
                except STORE_TROUBLE as error:
                    await self._wait_for_store(game_id, error, failures)
                    failures += 1
                    continue
                failures = 0
                if not self.bot.shared or self._closing:
                    return
                record, game = await self.bot.service.game(game_id)
                if computer_duty(record, game) is None:
                    return
        finally:
            if self._running.get(game_id) is asyncio.current_task():
                del self._running[game_id]

    async def _wait_for_store(self, game_id: int, error: Exception, failures: int) -> None:
        """Say why a computer of ``game_id`` could not move, and pause before trying again
        (``stop`` cancels the pause)."""
        delay = self.retry_seconds[min(failures, len(self.retry_seconds) - 1)]
        log_store_trouble(log, f"the computer of game {game_id} could not move", error,
                          f"trying again in {delay:g} s")
        self._waiting.add(game_id)
        try:
            await asyncio.sleep(delay)
        finally:
            self._waiting.discard(game_id)

    async def _play_due(self, game_id: int) -> None:
        """Play the game's computer moves one after another until a human has to act."""
        while not self._closing:
            self._again.discard(game_id)
            record, game = await self.bot.service.game(game_id)
            seat = computer_duty(record, game)
            if seat is None:
                if game_id in self._again:
                    continue
                return
            level = record.seats[seat].computer_level or "easy"
            ply = game.ply
            self._waiting.add(game_id)
            try:
                if self.pause > 0:
                    await asyncio.sleep(self.pause)
                move = await self._decide(game_id, game.clone(), seat, level)
            finally:
                self._waiting.discard(game_id)
            if self._closing:
                return
            await self._play(game_id, seat, move, ply)

    async def _play(self, game_id: int, seat: int, move: Move, ply: int) -> None:
        """Record and announce a computer's move; an illegal one is replaced by an easy move."""
        try:
            result = await self.bot.service.computer_move(game_id, seat, str(move), ply=ply)
        except Refusal as error:
            log.error("computer of game %s chose %s at ply %s, which was refused (%s); "
                      "playing an easy move instead", game_id, move, ply, error.code,
                      exc_info=error)
            _, game = await self.bot.service.game(game_id)
            if game.ply != ply:
                return
            fallback = choose_move(game, seat, "easy", rng=decision_rng(game_id, ply, seat))
            result = await self.bot.service.computer_move(game_id, seat, str(fallback), ply=ply)
        if result is not None:
            await after_move(self.bot, result)

    async def _decide(self, game_id: int, game: Game, seat: int, level: str) -> Move:
        """The computer's move, or the easy player's when the computer player fails."""
        rng = decision_rng(game_id, game.ply, seat)
        try:
            move = await self.think(game, seat, level, rng)
            if not game.is_legal(move):
                raise ValueError(f"{level} player chose the illegal move {move}")
            return move
        except asyncio.CancelledError:
            raise
        except Exception:  # noqa: BLE001 - a broken computer must not hang the game
            log.exception("computer player (%s) of game %s failed at ply %s; playing an easy "
                          "move instead", level, game_id, game.ply)
            return choose_move(game, seat, "easy", rng=decision_rng(game_id, game.ply, seat))

    async def _think_in_worker(
        self, game: Game, seat: int, level: str, rng: random.Random
    ) -> Move:
        """Run ``engine.ai.choose_move`` in one of the bot's worker processes (the game and
        rng are pickled)."""
        loop = asyncio.get_running_loop()
        call = partial(choose_move, game, seat, level, rng=rng, time_budget=self.budget)
        # A worker that died fails this call (BrokenExecutor); the pool renews itself.
        return await loop.run_in_executor(self.bot.workers.thinking, call)

    # -- shutdown ------------------------------------------------------------------------------

    def stop(self) -> None:
        """Start no more computer moves; cancel the ones still pausing or thinking (a move
        already being recorded and announced is finished)."""
        self._closing = True
        for game_id, task in list(self._running.items()):
            if game_id in self._waiting:
                task.cancel()


# -- /sequence hint ---------------------------------------------------------------------------


def advice(move: Move, locale: str, why: str | None = None) -> str:
    """A move in words for a hint: ``Play Q♠ on B3.``, or with ``why`` (``win``, ``block``)
    ``Play 7♥ on I5: it wins.``"""
    if why:
        return t(f"hint.{why}", locale, move=advice(move, locale).rstrip("."))
    card = card_name(move.card, locale) if move.card else ""
    if move.kind == "play":
        key = "hint.remove" if card_kind(move.card or "") == "remove" else "hint.play"
        return t(key, locale, card=card, space=move.space)
    if move.kind in ("dead", "forfeit"):
        return t(f"hint.{move.kind}", locale, card=card)
    if move.kind in ("pass", "roll", "draw"):
        return t(f"hint.{move.kind}", locale)
    if move.space:
        return t("hint.space", locale, space=move.space)
    return str(move)


@app_commands.command(name="hint", description="A hint for your next move (only you see it; "
                                                "if the game allows hints)")
@app_commands.describe(game="Game number (only needed when you play several here)")
@app_commands.autocomplete(game=game_autocomplete)
async def hint_command(
    interaction: discord.Interaction[SequenceBot], game: int | None = None
) -> None:
    """``/sequence hint``: the hard computer player's suggestion, privately."""
    locale = locale_of(interaction)
    record, live = await resolve_game_here(interaction, game)
    seat = record.seat_of(interaction.user.id)
    if seat is None:
        raise UserError("error.not_player")
    if not record.allow_hints:
        raise UserError("error.no_hints", game=record.id)
    if live.is_over:
        raise UserError("error.game_over", game=record.id)
    if not live.legal_moves(seat.seat) or not live.snapshot().seats[seat.seat].active:
        raise UserError("hint.nothing", game=record.id)
    move, why = await asyncio.to_thread(advise, live.clone(), seat.seat)
    await interaction.response.send_message(
        t("hint.text", locale, game=record.id, advice=advice(move, locale, why)), ephemeral=True)


class Computers(commands.Cog):
    """Resumes the computer players when the bot is (again) connected."""

    def __init__(self, bot: SequenceBot) -> None:
        self.bot = bot

    @commands.Cog.listener()
    async def on_ready(self) -> None:
        """Resume every active game waiting for a computer (e.g. after a restart).

        Runs as a tracked background task, so that closing the bot waits for it instead of
        closing the store under it."""
        self.bot.background(self.bot.computers.resume_all())


async def setup(bot: SequenceBot) -> None:
    """Add ``/sequence hint`` and the resuming cog."""
    sequence_group(bot).add_command(hint_command)
    await bot.add_cog(Computers(bot))


async def teardown(bot: SequenceBot) -> None:
    """Remove ``/sequence hint`` (the cog is removed by discord.py)."""
    sequence_group(bot).remove_command("hint")
