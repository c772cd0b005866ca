"""Shards: one bot over several processes that share one database.

``SHARD_COUNT`` and ``SHARD_IDS`` (read by ``bot.py``) make the bot a ``ShardedSequenceBot``, an
``AutoShardedBot`` over the shards this process runs. Discord sends each guild's events and
interactions to the shard that owns the guild (``(guild_id >> 22) % SHARD_COUNT``) and DMs to
shard 0, but any process may have to serve any game: a board's button reaches the process of
the guild, a turn DM's the process of shard 0. So when other processes run the other shards
(``Settings.shared``) the bot reads each game from the store at each use (``TableMemory.shared``)
and claims in the database the work any process may pick up (``cogs.claims``): announcing a
stored move, a computer's turn, a turn clock. This extension, loaded only then, takes over the
work of a process that died: every ``sweep_seconds`` it announces what has been owed for longer
than a claim's lease and looks at every game with a computer seat; the claims make each happen
once. Every ``CATCH_UP_SECONDS`` it also brings up to date the hand panels open here of games
that another process moved (a move from a turn DM, a computer's or a turn clock's), whose
panels that process could not reach.

Application commands are synced by no process at start-up; ``@Bot sync`` is answered by the one
process whose shard received it (``cogs.admin``).
"""

from __future__ import annotations

import asyncio
import logging
import time
from typing import Any

from discord.ext import commands, tasks

from cogs.client import SequenceBot, Settings
from cogs.errors import STORE_TROUBLE, log_store_trouble

log = logging.getLogger(__name__)

CATCH_UP_SECONDS = 1.0
"""How often a process looks for games another process moved while their panels are open here:
one query about those games, and only when panels are open."""


def parse_shard_ids(text: str) -> tuple[int, ...]:
    """``0-3`` → (0, 1, 2, 3); ``0,2`` → (0, 2); ``0-1,4`` → (0, 1, 4). ``ValueError`` (with a
    sentence saying why) for anything else."""
    ids: list[int] = []
    for part in text.replace(" ", "").split(","):
        first, dash, last = part.partition("-")
        if not first.isdigit() or (dash and not last.isdigit()):
            raise ValueError(f"SHARD_IDS must be numbers and ranges like 0-3 or 0,2, not {text!r}")
        low, high = int(first), int(last) if dash else int(first)
        if high < low:
            raise ValueError(f"SHARD_IDS range {part} runs backwards")
        ids.extend(range(low, high + 1))
    if len(set(ids)) != len(ids):
        raise ValueError(f"SHARD_IDS names a shard twice: {text!r}")
    return tuple(sorted(ids))


def shard_settings(count: str, ids: str) -> tuple[int | None, tuple[int, ...] | None]:
    """``SHARD_COUNT`` and ``SHARD_IDS`` as given in ``.env`` (empty: not set), checked:
    ``ValueError`` saying what is wrong."""
    count, ids = count.strip(), ids.strip()
    if not count:
        if ids:
            raise ValueError("SHARD_IDS needs SHARD_COUNT (the number of shards in all)")
        return None, None
    if not count.isdigit() or int(count) < 1:
        raise ValueError(f"SHARD_COUNT must be a whole number of at least 1, not {count!r}")
    total = int(count)
    if not ids:
        return total, None
    chosen = parse_shard_ids(ids)
    if chosen[-1] >= total:
        raise ValueError(f"SHARD_IDS {ids} goes past SHARD_COUNT {total} (shards are 0-"
                         f"{total - 1})")
    return total, chosen


def split_shards(count: int, processes: int, ids: tuple[int, ...] | None = None
                 ) -> list[tuple[int, ...]]:
    """``ids`` (all ``count`` shards by default) cut into ``processes`` runs of consecutive
    shards, as even as can be: ``split_shards(8, 3)`` → (0, 1, 2), (3, 4, 5), (6, 7)."""
    shards = tuple(range(count)) if ids is None else ids
    if not 1 <= processes <= len(shards):
        raise ValueError(f"cannot run {len(shards)} shards in {processes} processes")
    size, extra = divmod(len(shards), processes)
    runs, start = [], 0
    for n in range(processes):
        end = start + size + (1 if n < extra else 0)
        runs.append(shards[start:end])
        start = end
    return runs


def id_range(ids: tuple[int, ...]) -> str:
    """Shard ids as ``SHARD_IDS`` writes them: ``0-3`` for a run, else ``0,2``."""
    if len(ids) > 1 and ids == tuple(range(ids[0], ids[-1] + 1)):
        return f"{ids[0]}-{ids[-1]}"
    return ",".join(map(str, ids))


class ShardedSequenceBot(SequenceBot, commands.AutoShardedBot):
    """The bot over the shards ``settings.shard_ids`` of ``settings.shard_count`` (all of them
    when no ids are given), in one process; several processes share the database."""

    def __init__(self, settings: Settings, **options: Any) -> None:
        assert settings.shard_count is not None
        ids = list(settings.shard_ids) if settings.shard_ids is not None else None
        super().__init__(settings, shard_count=settings.shard_count, shard_ids=ids, **options)


def make_bot(settings: Settings, **options: Any) -> SequenceBot:
    """The bot for ``settings``: a ``ShardedSequenceBot`` when shards are set, else the plain
    one-connection ``SequenceBot`` as always."""
    if settings.shard_count is None:
        return SequenceBot(settings, **options)
    return ShardedSequenceBot(settings, **options)


class Takeover(commands.Cog):
    """Picks up, every ``sweep_seconds``, work another process left (it died or was stopped
    while owing it): moves stored but not shown, computers waiting to play."""

    def __init__(self, bot: SequenceBot) -> None:
        self.bot = bot
        self._owed: dict[int, tuple[int | None, float]] = {}
        """Games owed an announcement: how far they were shown, and since when (monotonic)."""
        self.sweeper.change_interval(seconds=bot.sweep_seconds)

    async def cog_load(self) -> None:
        """Start the sweeper and the panels' catch-up."""
        self.sweeper.start()
        self.panels_catch_up.start()

    async def cog_unload(self) -> None:
        """Stop the sweeper and the panels' catch-up."""
        self.sweeper.cancel()
        self.panels_catch_up.cancel()

    @tasks.loop(seconds=CATCH_UP_SECONDS)
    async def panels_catch_up(self) -> None:
        """The open hand panels of games another process moved, brought up to date
        (``Panels.catch_up``)."""
        if self.bot.closing:
            return
        # As the bot's background work: closing (and ``idle``) waits for a panel being
        # edited, and a failure is logged there; the next round comes anyway.
        await asyncio.wait([self.bot.background(self.bot.panels.catch_up())])

    @tasks.loop(seconds=15)
    async def sweeper(self) -> None:
        """One sweep; errors are logged and the loop goes on."""
        if self.bot.closing:
            return
        try:
            if not self.bot.leads and self.bot._use_card_emojis:
                self.bot.card_emojis.load(self.bot, upload=False)  # shard 0's uploads
            await self.announce_stuck()
            await self.bot.computers.resume_all()
        except STORE_TROUBLE as error:  # not a fault: tried at the next sweep
            log_store_trouble(log, "taking over work skipped", error, "tried at the next sweep")
        except Exception:  # noqa: BLE001 - a failed sweep must not stop the next
            log.exception("taking over work failed")

    async def announce_stuck(self) -> int:
        """Announce the games owed an announcement for longer than a claim's lease without
        moving on: a live process shows its move within moments (and its player's click gets
        the board as its answer), so only work a process left is taken over. Returns how many
        games were shown."""
        now = time.monotonic()
        owed = {r.id: r.announced_ply for r in await self.bot.store.unannounced_games()}
        for game_id in self._owed.keys() - owed.keys():
            del self._owed[game_id]
        stuck = []
        for game_id, ply in owed.items():
            seen = self._owed.get(game_id)
            if seen is None or seen[0] != ply:
                self._owed[game_id] = (ply, now)
            elif now - seen[1] >= self.bot.claims.seconds:
                stuck.append(game_id)
        shown = 0
        for game_id in stuck:
            try:
                if await self.bot.announcer.announce(game_id, wait=False) is not None:
                    shown += 1
            except Exception:  # noqa: BLE001 - one game must not stop the others
                log.exception("announcing game %s for another process failed", game_id)
        if shown:
            log.info("showed %d games another process had left owed", shown)
        return shown

    @sweeper.before_loop
    async def _before(self) -> None:
        await self.bot.wait_until_ready()

    @panels_catch_up.before_loop
    async def _before_catch_up(self) -> None:
        await self.bot.wait_until_ready()


async def setup(bot: SequenceBot) -> None:
    """Add the takeover sweeper (loaded by ``SequenceBot.setup_hook`` when ``bot.shared``)."""
    await bot.add_cog(Takeover(bot))
