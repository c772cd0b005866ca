"""The games a bot holds in memory, one lock per game, and the questions answered from them.

Open games (lobbies and games in play) stay in memory while they are open; finished and
cancelled games leave it as they end, with only the most recently used few kept for the boards,
replays and rematches asked of them afterwards (``FINISHED_KEPT``), so memory stays flat however
many games a bot has hosted. Anything not in memory is rebuilt from the store on first use.
"""

from __future__ import annotations

import asyncio
import secrets
import time
from collections import OrderedDict, deque
from collections.abc import Callable, Iterable
from dataclasses import InitVar, dataclass, field, replace
from typing import Any

from data import GameClosedError, GameNotFoundError, GameRecord, GameStatus, Store
from engine import Event, Game
from engine.settings import VARIANTS
from table.locks import KeyedLocks
from table.refusals import Refusal
from table.settings import random_seed, settings_of

DM_CHOICES_KEPT = 10_000
"""Members whose choice of hand DMs is cached (a few hundred kilobytes at most)."""

FINISHED_KEPT = 32
"""How many ended games stay in memory after their last use."""
LANGUAGE_CHOSEN = "language_chosen"
"""Guild settings option: true when the guild chose its ``language`` (else Discord's is used)."""
LANGUAGE_FRESH = 10.0
"""Seconds a guild's chosen language is trusted when other processes share the database: one
of them may have changed it (``/sequence language`` goes to the guild's shard, but any process
may announce that guild's games)."""


def events_kept(seats: int) -> int:
    """How many of a game's last events are kept with it: two moves a seat in games of three
    or more seats, where what happened since a seat's last turn is then worded without
    replaying the game; none in games of two (there it is the last move)."""
    return 2 * seats if seats >= 3 else 0


@dataclass
class Table:
    """A game in memory: its latest record and, once started, the engine game."""

    record: GameRecord
    game: Game | None
    kept: InitVar[Iterable[Event]] = ()
    events: deque[Event] = field(init=False)
    """The events of ``game``'s last moves, newest last, as this process played them (none
    after a restart, or when the game was read again from the store; ``events_kept``)."""

    def __post_init__(self, kept: Iterable[Event]) -> None:
        self.events = deque(kept, maxlen=events_kept(len(self.record.seats)))

    @property
    def clock(self) -> int:
        """The game's turn clock in seconds (0: none)."""
        return self.record.turn_clock


class TableMemory:
    """Loading, caching and locking games; the queries the cogs ask of them."""

    def __init__(
        self,
        store: Store,
        *,
        seed_source: Callable[[], int] = random_seed,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.store = store
        self.seed_source = seed_source
        """Where new games get their secret seeds (tests pass a fixed one)."""
        self.clock = clock
        self._open: dict[int, Table] = {}
        self._ended: OrderedDict[int, Table] = OrderedDict()
        self._locks = KeyedLocks()
        self._locales: dict[int, tuple[str, float]] = {}
        """Per guild: the language it chose ("" for none) and when it was read (``clock``)."""
        self._dm_choice: dict[int, str] = {}
        """Members' choices of hand DMs; emptied when it grows past ``DM_CHOICES_KEPT``."""
        self.shared = False
        """True when other processes change the same games (shards over one PostgreSQL
        database): every read then checks the store, and what is in memory only saves
        replaying moves already seen."""
        self.channel_language: Callable[[int | None, str | None], str] = _no_language_rule
        """Which language a guild's channel messages are in, given the one it chose (or None):
        the cogs' rule (``i18n.reader_language``), set by the bot; the table only stores and
        caches the choice."""

    # -- memory ----------------------------------------------------------------------------

    def lock(self, game_id: int) -> asyncio.Lock:
        """The lock that serialises every change to one game."""
        return self._locks[game_id]

    def _keep(self, table: Table) -> Table:
        """Hold ``table`` in memory: always while open, among the last few once ended."""
        game_id = table.record.id
        if table.record.status.is_open:
            self._ended.pop(game_id, None)
            self._open[game_id] = table
        else:
            self._open.pop(game_id, None)
            self._ended[game_id] = table
            self._ended.move_to_end(game_id)
            while len(self._ended) > FINISHED_KEPT:
                self._ended.popitem(last=False)
        return table

    def _cached(self, game_id: int) -> Table | None:
        table = self._open.get(game_id)
        if table is None:
            table = self._ended.get(game_id)
            if table is not None:
                self._ended.move_to_end(game_id)
        return table

    def _drop(self, game_id: int) -> None:
        """Forget a game (another process changed it; the store has the truth)."""
        self._open.pop(game_id, None)
        self._ended.pop(game_id, None)

    @property
    def games_in_memory(self) -> int:
        """How many games are held in memory now (open ones and the few ended ones kept)."""
        return len(self._open) + len(self._ended)

    async def table(self, game_id: int) -> Table:
        """The game in memory, rebuilt from the store on first use (e.g. after a restart).

        When ``shared``, the store is asked every time (another process may have moved): one
        query for the game's version, and only when that changed the game is read and the
        game in memory brought up to it by playing only the moves it has not seen."""
        table = self._cached(game_id)
        if table is not None and not self.shared:
            return table
        if table is not None and await self.store.game_version(game_id) == table.record.version:
            return table  # unchanged since it was read: one query instead of a full read
        try:
            record = await self.store.load_game(game_id)
        except GameNotFoundError:
            raise Refusal("error.no_game", game=game_id) from None
        table = self._cached(game_id)
        if table is not None and not self.shared:  # another task loaded it meanwhile
            return table
        known = table.game if table is not None else None
        if known is not None and known.ply > len(record.moves):
            return table  # type: ignore[return-value]  # a move of ours committed since the read
        game = None
        if record.status is not GameStatus.LOBBY:
            game = _caught_up(known, record)
        if table is not None and game is not None and game is table.game:
            return self._keep(Table(record, game, table.events))  # the same moves
        return self._keep(Table(record, game))

    async def _reload(self, game_id: int) -> GameRecord:
        """Read a game's record again after a change of its lobby or its messages. A game not
        in memory (after a restart, say) is rebuilt whole, its moves included: a started game
        is never held without them."""
        table = self._cached(game_id)
        if table is None:
            return (await self.table(game_id)).record
        record = await self.store.load_game(game_id)
        self._keep(Table(record, table.game, table.events))
        return record

    async def _table_in_play(self, game_id: int) -> Table | None:
        """The game's table if it is active and not over, else None (call under its lock)."""
        table = await self.table(game_id)
        game = table.game
        if game is None or game.is_over or table.record.status is not GameStatus.ACTIVE:
            return None
        return table

    # -- queries ---------------------------------------------------------------------------

    async def record(self, game_id: int) -> GameRecord:
        """The latest record of a game."""
        return (await self.table(game_id)).record

    async def game(self, game_id: int) -> tuple[GameRecord, Game]:
        """An active or finished game with its record; a lobby is refused."""
        table = await self.table(game_id)
        if table.game is None:
            raise Refusal("error.not_started", game=game_id)
        return table.record, table.game

    def recent_events(self, game_id: int, game: Game) -> tuple[Event, ...]:
        """The events of ``game``'s last moves, newest last, as far as memory holds them
        (``Table.events``; empty when ``game`` is not the game held in memory)."""
        table = self._cached(game_id)
        if table is None or table.game is not game:
            return ()
        return tuple(table.events)

    async def games_here(self, channel_id: int) -> list[GameRecord]:
        """Open games started in a channel or played in a thread with that id."""
        return await self.store.games_in_channel(channel_id)

    async def resolve(self, user_id: int, channel_id: int, game_id: int | None) -> GameRecord:
        """Which game a command means: the one named, the thread's (finished or not), or the
        user's only active one."""
        if game_id is not None:
            return await self.record(game_id)
        here = [g for g in await self.store.games_in_channel(channel_id)
                if g.status is GameStatus.ACTIVE]
        in_thread = [g for g in here if g.thread_id == channel_id]
        if not in_thread:  # a game's own thread names it, even after the game ended
            in_thread = [g for g in await self.store.games_in_channel(channel_id, open_only=False)
                         if g.thread_id == channel_id]
        if len(in_thread) == 1:
            return await self.record(in_thread[0].id)
        mine = [g for g in here if g.seat_of(user_id) is not None]
        if len(mine) == 1:
            return await self.record(mine[0].id)
        if not mine:
            everywhere = [g for g in await self.store.games_of_user(user_id)
                          if g.status is GameStatus.ACTIVE]
            if len(everywhere) == 1:
                return await self.record(everywhere[0].id)
            if not everywhere:
                raise Refusal("error.no_games")
        raise Refusal("error.which_game")

    async def waiting_since(self, records: list[GameRecord]) -> dict[int, int]:
        """Since when each open game has waited: a lobby since it was opened, a running game
        since its last move (or its start)."""
        last = await self.store.last_move_at(
            r.id for r in records if r.status is GameStatus.ACTIVE)
        return {r.id: last.get(r.id, r.started_at or r.created_at) for r in records}

    async def my_games(self, user_id: int) -> list[GameRecord]:
        """The user's open games."""
        return await self.store.games_of_user(user_id)

    async def set_messages(self, game_id: int, *, announced_ply: int | None = None,
                           **where: int | None) -> GameRecord:
        """Remember the thread, lobby or board message of a game (``thread_id``,
        ``board_channel_id``, ``board_message_id``, ``lobby_message_id``); with
        ``announced_ply``, in the same write, that the players have been shown the game up to
        that many moves (``set_announced``)."""
        await self.store.set_messages(game_id, announced_ply=announced_ply, **where)
        record = self.remember_messages(game_id, announced_ply=announced_ply, **where)
        return record if record is not None else await self._reload(game_id)

    def remember_messages(self, game_id: int, *, announced_ply: int | None = None,
                         **where: int | None) -> GameRecord | None:
        """What ``set_messages`` remembers, in memory alone: for a thread or a board that is
        out while the store could not take its record (the write is tried again), so that
        nothing here makes it or shows its moves a second time meanwhile. The game as held
        now, or None when it is not held."""
        table = self._cached(game_id)
        if table is None:
            return None
        changes: dict[str, Any] = dict(where)
        shown = table.record.announced_ply
        if announced_ply is not None and shown is not None and shown < announced_ply:
            changes["announced_ply"] = announced_ply
        table.record = replace(table.record, **changes)
        return table.record

    async def set_announced(self, game_id: int, ply: int) -> None:
        """Record that the players have been shown the game up to ``ply`` moves."""
        await self.store.set_announced(game_id, ply)
        table = self._cached(game_id)
        if table is not None and table.record.announced_ply is not None and (
            table.record.announced_ply < ply
        ):
            table.record = replace(table.record, announced_ply=ply)

    async def closed_dm(self, user_id: int) -> None:
        """Remember that DMs to this user fail."""
        await self._set_dm_ok(user_id, False)

    async def opened_dm(self, user_id: int) -> None:
        """Remember that DMs to this user work again (a retried DM went through)."""
        await self._set_dm_ok(user_id, True)

    async def _set_dm_ok(self, user_id: int, ok: bool) -> None:
        await self.store.set_dm_ok(user_id, ok)
        for table in list(self._open.values()):
            if table.record.seat_of(user_id) is not None:
                table.record = await self.store.load_game(table.record.id)

    async def shown_plies(self, game_ids: Iterable[int]) -> dict[int, tuple[int, int | None]]:
        """For each game that exists: the moves stored, and up to how many were shown (None
        where nothing is tracked), as the store has them now (``Store.shown_plies``)."""
        return await self.store.shown_plies(game_ids)

    async def dm_choices(self, user_ids: Iterable[int]) -> dict[int, str]:
        """Each member's choice of hand DMs (``data.DM_CHOICES``), cached; when ``shared``,
        read from the store each time, as a member may change it through another process."""
        wanted = set(user_ids)
        if self.shared:
            return await self.store.dm_choices(wanted)
        missing = wanted - self._dm_choice.keys()
        if missing:
            if len(self._dm_choice) > DM_CHOICES_KEPT:
                self._dm_choice.clear()
                missing = wanted
            self._dm_choice.update(await self.store.dm_choices(missing))
        return {user: self._dm_choice[user] for user in wanted}

    async def set_dm_choice(self, user_id: int, choice: str) -> None:
        """Remember a member's choice of hand DMs (``/sequence notify``)."""
        await self.store.set_dm_choice(user_id, choice)
        self._dm_choice[user_id] = choice

    async def reset_ladder(self, guild_id: int, variant: str) -> int:
        """Start a server's ladder of ``variant`` again: every rating on it goes, and each
        player's next rated game there starts from a new (provisional) rating; games,
        history and statistics stay. Who may is a Discord permission (the cogs check it).
        Returns how many players were on it."""
        if variant not in VARIANTS:
            raise Refusal("error.forged")
        return await self.store.reset_ladder(guild_id, variant)

    async def kept_about(self, user_id: int) -> tuple[int, int]:
        """What the bot keeps about a member (``/sequence forget``): how many games they sat
        in and on how many ladders they are rated. Refused while they play in or host an
        open game (``error.forget_playing``, naming them): they leave those first."""
        playing, games, ladders = await self.store.kept_about(user_id)
        if playing:
            raise Refusal("error.forget_playing", games=", ".join(f"#{g}" for g in playing),
                          count=len(playing))
        return games, ladders

    async def forget_user(self, user_id: int) -> int:
        """Forget a member who asked for it (``data.forgetting``): their ratings, results,
        DM settings, and their id and name in every game they sat in. Returns how many games
        changed; those leave memory, so nothing shows the old names from there."""
        await self.kept_about(user_id)
        pseudonym = -1 - secrets.randbits(62)
        try:
            games = await self.store.forget_user(user_id, pseudonym)
        except GameClosedError:  # joined a lobby since the check
            await self.kept_about(user_id)
            raise
        for game_id in games:
            self._drop(game_id)
        self._dm_choice.pop(user_id, None)
        return len(games)

    async def chosen_language(self, guild_id: int | None) -> str | None:
        """The language a guild chose with ``/sequence language`` (cached; when ``shared``, for
        ``LANGUAGE_FRESH`` seconds at most), or None."""
        if guild_id is None:
            return None
        kept = self._locales.get(guild_id)
        now = self.clock()
        if kept is None or (self.shared and now - kept[1] > LANGUAGE_FRESH):
            settings = await self.store.guild_settings(guild_id)
            chosen = (settings.options or {}).get(LANGUAGE_CHOSEN)
            kept = (settings.language if chosen else "", now)
            self._locales[guild_id] = kept
        return kept[0] or None

    async def guild_locale(self, guild_id: int | None) -> str:
        """The language of a guild's channel messages (``channel_language`` of its choice)."""
        return self.channel_language(guild_id, await self.chosen_language(guild_id))

    def forget_guild_locale(self, guild_id: int) -> None:
        """Read the guild's language from the store again next time (after it changed)."""
        self._locales.pop(guild_id, None)


def _no_language_rule(guild_id: int | None, chosen: str | None) -> str:
    raise RuntimeError("the table was given no rule for channel languages (channel_language)")


def _caught_up(known: Game | None, record: GameRecord) -> Game:
    """The game of ``record``: ``known`` itself when it has every stored move, a copy of it
    with the moves it lacks played, or (it is not a prefix) a replay from the start."""
    moves = record.moves
    if known is not None and [str(m) for m in known.moves] == list(moves[:known.ply]):
        if known.ply == len(moves):
            return known
        game = known.clone()
        for move in moves[known.ply:]:
            game.play(move)
        return game
    return Game.replay(settings_of(record), record.seed, moves)
