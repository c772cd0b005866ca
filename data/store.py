"""``Store``: every game, seat, move, deadline, result and rating, in SQLite or PostgreSQL.

Callers get records (``data.records``), never rows; they never write SQL. Each public method
runs in one transaction of its own, in which it calls the module holding its SQL (``members``,
``lobby``, ``turns``, ``loading``, ``stats``, ``claims``, ``answers``, ``forgetting``,
``watching``: functions taking the transaction's connection). That SQL is written once for both
backends (``?`` placeholders, standard upserts); ``data.backend`` says what each backend does
differently.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from types import TracebackType
from typing import Any, Self

from data import answers, claims, forgetting, loading, lobby, members, stats, turns, watching
from data.answers import OwedAnswer
from data.backend import Backend
from data.database import DEFAULT_DATABASE_PATH, Database
from data.errors import GameClosedError, SeatError
from data.members import DM_CHOICES
from data.migrations import Migration
from data.records import (
    OPEN_STATUSES,
    UNCHANGED,
    GameRecord,
    GameStatus,
    GuildSettings,
    HistoryEntry,
    LeaderboardPage,
    LeaderboardRow,
    MoveRecord,
    RatingRecord,
    RatingUpdater,
    SeatRecord,
    SeatResult,
    TurnClock,
    Unchanged,
    UserStats,
)


class Store:
    """The bot's persistent store: a SQLite file, or a PostgreSQL database when ``url`` is given.

    Use as ``async with Store(path) as store: ...`` (or ``Store(url="postgresql://…")``), or
    call ``open()`` / ``close()``. Opening migrates the database; a database newer than the code
    raises ``DatabaseTooNewError`` and is left untouched. Times are unix seconds; ``clock``
    supplies "now" when the caller does not. ``synchronous`` is SQLite's; ``pool_size`` (the
    most connections one store opens) PostgreSQL's. ``migrations`` defaults to the backend's own.
    """

    def __init__(
        self,
        path: str | Path = DEFAULT_DATABASE_PATH,
        *,
        url: str | None = None,
        busy_timeout_ms: int = 5000,
        synchronous: str = "NORMAL",
        clock: Callable[[], float] = time.time,
        migrations: Sequence[Migration] | None = None,
        pool_size: int = 10,
    ) -> None:
        own = {} if migrations is None else {"migrations": migrations}
        self.db: Backend
        if url:
            from data.postgres import PostgresDatabase  # asyncpg is imported only when used

            self.db = PostgresDatabase(url, busy_timeout_ms=busy_timeout_ms, pool_size=pool_size,
                                       **own)
        else:
            self.db = Database(path, busy_timeout_ms=busy_timeout_ms, synchronous=synchronous,
                               **own)
        self._clock = clock

    # -- lifecycle ---------------------------------------------------------------------------

    @property
    def path(self) -> Path | None:
        """The SQLite file (None on PostgreSQL)."""
        return self.db.path if isinstance(self.db, Database) else None

    @property
    def dialect(self) -> str:
        """``"sqlite"`` or ``"postgresql"``."""
        return self.db.dialect

    def describe(self) -> str:
        """Where the data lives, for logs (a file name, or a URL without its password)."""
        return self.db.describe()

    async def open(self) -> Self:
        """Connect and migrate; returns the store itself."""
        await self.db.open()
        return self

    async def close(self) -> None:
        """Close the connection."""
        await self.db.close()

    async def __aenter__(self) -> Self:
        return await self.open()

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.close()

    async def schema_version(self) -> int:
        """The database's schema version."""
        return await self.db.schema_version()

    def _now(self) -> int:
        return int(self._clock())

    # -- guild settings and members' DMs (data/members.py) -------------------------------------

    async def guild_settings(self, guild_id: int) -> GuildSettings:
        """A guild's settings, or the defaults when it never changed any."""
        async with self.db.transaction(write=False) as db:
            return await members.guild_settings(db, guild_id)

    async def update_guild_settings(
        self,
        guild_id: int,
        *,
        language: str | Unchanged = UNCHANGED,
        turn_clock_seconds: int | None | Unchanged = UNCHANGED,
        options: Mapping[str, Any] | Unchanged = UNCHANGED,
    ) -> GuildSettings:
        """Change some of a guild's settings; returns them all."""
        async with self.db.transaction() as db:
            return await members.update_guild_settings(
                db, guild_id, language, turn_clock_seconds, options, self._now)

    async def dm_ok(self, user_id: int) -> bool | None:
        """Whether DMs to this user worked last time (None: never tried)."""
        async with self.db.transaction(write=False) as db:
            return await members.dm_ok(db, user_id)

    async def set_dm_ok(self, user_id: int, ok: bool) -> None:
        """Remember whether DMs to this user work, also on their seats in open games."""
        async with self.db.transaction() as db:
            await members.set_dm_ok(db, user_id, ok, self._now())

    async def dm_choices(self, user_ids: Iterable[int]) -> dict[int, str]:
        """Each member's choice of hand DMs (``DM_CHOICES``; ``"turn"`` when never chosen)."""
        wanted = sorted(set(user_ids))
        if not wanted:
            return {}
        async with self.db.transaction(write=False) as db:
            return await members.dm_choices(db, wanted)

    async def set_dm_choice(self, user_id: int, choice: str) -> None:
        """Remember a member's choice of hand DMs (one of ``DM_CHOICES``)."""
        if choice not in DM_CHOICES:
            raise ValueError(f"unknown DM choice {choice!r}")
        async with self.db.transaction() as db:
            await members.set_dm_choice(db, user_id, choice, self._now())

    # -- creating games and managing the lobby (data/lobby.py) ---------------------------------

    async def create_game(
        self,
        *,
        guild_id: int,
        channel_id: int,
        host_id: int,
        variant: str,
        settings: Mapping[str, Any],
        seed: int,
        lobby_message_id: int | None = None,
        thread_id: int | None = None,
        turn_clock: int = 0,
        allow_hints: bool = False,
    ) -> GameRecord:
        """Create a game in the lobby state (no seats yet) and return it.

        ``turn_clock`` is the seconds each turn may take (0: no clock); ``allow_hints`` lets
        players ask for ``/sequence hint``.
        """
        if turn_clock < 0:
            raise ValueError("turn_clock must be 0 (off) or a number of seconds")
        async with self.db.transaction() as db:
            return await lobby.create_game(
                db, guild_id=guild_id, channel_id=channel_id, host_id=host_id, variant=variant,
                settings=settings, seed=seed, lobby_message_id=lobby_message_id,
                thread_id=thread_id, turn_clock=turn_clock, allow_hints=allow_hints,
                now=self._now(),
            )

    async def add_seat(
        self,
        game_id: int,
        *,
        user_id: int | None,
        display_name: str,
        side: int | None = None,
        is_computer: bool = False,
        computer_level: str | None = None,
    ) -> SeatRecord:
        """Seat a player (or a computer, ``user_id=None``) at the end of a lobby's seats."""
        if (user_id is None) != is_computer:
            raise SeatError("a human seat needs a user id and a computer seat must not have one")
        async with self.db.transaction() as db:
            await loading.require_status(db, game_id, (GameStatus.LOBBY,))
            return await lobby.add_seat(db, game_id, user_id, display_name, side, is_computer,
                                        computer_level)

    async def remove_seat(self, game_id: int, seat: int) -> None:
        """Remove a lobby seat; the seats after it move up one place."""
        async with self.db.transaction() as db:
            await loading.require_status(db, game_id, (GameStatus.LOBBY,))
            await lobby.remove_seat(db, game_id, seat)

    async def remove_player(self, game_id: int, user_id: int) -> bool:
        """Remove a user's lobby seat; False when they had none."""
        async with self.db.transaction() as db:
            await loading.require_status(db, game_id, (GameStatus.LOBBY,))
            return await lobby.remove_player(db, game_id, user_id)

    async def change_side(self, game_id: int, seat: int, side: int | None) -> None:
        """Put a lobby seat on another side (team), or on none."""
        async with self.db.transaction() as db:
            await loading.require_status(db, game_id, (GameStatus.LOBBY,))
            await lobby.change_side(db, game_id, seat, side)

    async def start_game(
        self,
        game_id: int,
        *,
        order: Sequence[int] | None = None,
        sides: Sequence[int] | None = None,
        settings: Mapping[str, Any] | None = None,
        seed: int | None = None,
        turn_deadline: int | None = None,
        reminder_at: int | None = None,
        turn_clock: int | None = None,
    ) -> GameRecord:
        """Move a lobby to ``active``: fix the seating and the first turn's clock.

        ``order`` lists the lobby seat indices in their final turn order; ``sides`` gives the
        side of each seat in that final order. ``settings``, ``seed`` and ``turn_clock`` replace
        the stored ones when given (e.g. once the player count is known).
        """
        async with self.db.transaction() as db:
            await loading.require_status(db, game_id, (GameStatus.LOBBY,))
            return await lobby.start_game(
                db, game_id, order=order, sides=sides, settings=settings, seed=seed,
                turn_deadline=turn_deadline, reminder_at=reminder_at, turn_clock=turn_clock,
                clock=self._now,
            )

    async def set_announced(self, game_id: int, ply: int) -> None:
        """Record that the players have been shown the game up to ``ply`` moves (never back)."""
        await lobby.set_announced(self.db, game_id, ply)

    async def game_by_board(self, message_id: int) -> GameRecord | None:
        """The game whose current board is message ``message_id``, if any."""
        async with self.db.transaction() as db:
            return await loading.game_by_board(db, message_id)

    async def unannounced_games(self) -> list[GameRecord]:
        """Games with a move (or a start) stored but not yet shown to the players, oldest
        first: what a restarted bot owes its players."""
        async with self.db.transaction() as db:
            return await loading.unannounced_games(db)

    async def set_messages(
        self,
        game_id: int,
        *,
        thread_id: int | None | Unchanged = UNCHANGED,
        board_channel_id: int | None | Unchanged = UNCHANGED,
        board_message_id: int | None | Unchanged = UNCHANGED,
        lobby_message_id: int | None | Unchanged = UNCHANGED,
        announced_ply: int | None = None,
    ) -> None:
        """Remember where the game's thread, board message and lobby message are; with
        ``announced_ply``, also that the players have been shown the game up to that many
        moves (as ``set_announced``, in the same transaction: a board shown is one write)."""
        await lobby.set_messages(
            self.db, game_id, thread_id=thread_id, board_channel_id=board_channel_id,
            board_message_id=board_message_id, lobby_message_id=lobby_message_id,
            announced_ply=announced_ply,
        )

    # -- moves, the end of a game, reminders (data/turns.py) -----------------------------------

    async def record_move(
        self,
        game_id: int,
        ply: int,
        text: str,
        seat: int | None,
        *,
        status: GameStatus = GameStatus.ACTIVE,
        turn_deadline: int | None | Unchanged = UNCHANGED,
        reminder_at: int | None | Unchanged = UNCHANGED,
        missed_turns: Mapping[int, int] | None = None,
        result: Mapping[str, Any] | None = None,
        results: Sequence[SeatResult] = (),
        rate: RatingUpdater | None = None,
    ) -> MoveRecord:
        """Append one move and its effects on the game, all in one transaction or not at all.

        ``ply`` is the move's 0-based index: it must equal the number of moves already recorded.
        A ply already taken raises ``DuplicateMoveError`` (a double submission never plays
        twice); a ply further ahead raises ``PlyOutOfOrderError``; a game that is not active
        raises ``GameClosedError``. In the same transaction: the game's ``status`` (pass
        ``finished`` or ``abandoned`` when this move ends it, with ``result``, ``results`` and
        ``rate`` as in ``finish_game``), the next turn's deadline and reminder time (which also
        clears the reminder-sent flag) and seats' missed-turn counters (``{seat: count}``).
        """
        (stored,) = await self.record_moves(
            game_id, ply, ((text, seat),), status=status, turn_deadline=turn_deadline,
            reminder_at=reminder_at, missed_turns=missed_turns, result=result,
            results=results, rate=rate,
        )
        return stored

    async def record_moves(
        self,
        game_id: int,
        ply: int,
        moves: Sequence[tuple[str, int | None]],
        *,
        status: GameStatus = GameStatus.ACTIVE,
        turn_deadline: int | None | Unchanged = UNCHANGED,
        reminder_at: int | None | Unchanged = UNCHANGED,
        missed_turns: Mapping[int, int] | None = None,
        result: Mapping[str, Any] | None = None,
        results: Sequence[SeatResult] = (),
        rate: RatingUpdater | None = None,
    ) -> tuple[MoveRecord, ...]:
        """Append ``moves`` (text and seat each) at ``ply`` and the plies after it, in one
        transaction or not at all, as ``record_move`` appends one: the effects are the game's
        after the last of them. For moves that must never be stored apart, such as a
        player's last missed turn and the drop it brings."""
        if not moves:
            raise ValueError("record_moves needs at least one move")
        now = self._now()
        async with self.db.transaction() as db:
            return await turns.record_moves(
                db, game_id, ply, moves, now, status=status, turn_deadline=turn_deadline,
                reminder_at=reminder_at, missed_turns=missed_turns, result=result,
                results=results, rate=rate,
            )

    async def finish_game(
        self,
        game_id: int,
        status: GameStatus,
        *,
        result: Mapping[str, Any] | None = None,
        results: Sequence[SeatResult] = (),
        rate: RatingUpdater | None = None,
    ) -> None:
        """End an open game without a move (finished, abandoned or a cancelled lobby).

        ``result`` is a JSON summary kept on the game; ``results`` one row per seat for the
        statistics; ``rate`` is called inside the same transaction with the players' current
        ratings on the game's ladder and returns the rows to write (see ``RatingUpdater``).
        """
        async with self.db.transaction() as db:
            await loading.require_status(db, game_id, OPEN_STATUSES)
            await turns.end_game(db, game_id, status, self._now(), result, results, rate)

    async def mark_reminder_sent(self, game_id: int, reminder_at: int) -> bool:
        """Flag the reminder due at ``reminder_at`` as sent (a turn clock's half time, or a
        clockless game's wait for its player; each move sets a new one).

        Returns False when it was already sent or the turn has moved on, so that two sweeps
        never remind twice.
        """
        async with self.db.transaction() as db:
            return await turns.mark_reminder_sent(db, game_id, reminder_at)

    async def unmark_reminder_sent(self, game_id: int, reminder_at: int) -> None:
        """Put back the reminder due at ``reminder_at`` as not sent (it could not be posted),
        so that the next sweep tries again; nothing if the turn moved on."""
        async with self.db.transaction() as db:
            await turns.unmark_reminder_sent(db, game_id, reminder_at)

    # -- claims on work any process may pick up (data/claims.py) -------------------------------

    async def claim(self, game_id: int, kind: str, owner: str, *, seconds: float,
                    now: float | None = None) -> bool:
        """Take or renew the claim ``kind`` (``claims.KINDS``) on a game for ``owner`` for
        ``seconds``; False when another owner holds it and it has not lapsed. ``now`` (unix
        seconds) is the machine's real time unless given."""
        at = time.time() if now is None else now
        async with self.db.transaction() as db:
            return await claims.claim(db, game_id, kind, owner, int(at * 1000),
                                      int(seconds * 1000))

    async def renew_claim(self, game_id: int, kind: str, owner: str, *, seconds: float,
                          now: float | None = None) -> bool:
        """Extend ``owner``'s claim ``kind`` on a game by ``seconds`` if it still holds it
        and it has not lapsed (``claims.renew``: never taken anew)."""
        at = time.time() if now is None else now
        async with self.db.transaction() as db:
            return await claims.renew(db, game_id, kind, owner, int(at * 1000),
                                      int(seconds * 1000))

    async def release(self, game_id: int, kind: str, owner: str) -> bool:
        """Give back ``owner``'s claim ``kind`` on a game; False if it did not hold it."""
        async with self.db.transaction() as db:
            return await claims.release(db, game_id, kind, owner)

    async def release_all(self, owner: str) -> int:
        """Give back every claim of ``owner`` (a process closing cleanly)."""
        async with self.db.transaction() as db:
            return await claims.release_all(db, owner)

    async def claim_holder(self, game_id: int, kind: str, *,
                           now: float | None = None) -> str | None:
        """Who holds the claim ``kind`` on a game now (None: nobody, or it lapsed)."""
        at = time.time() if now is None else now
        async with self.db.transaction(write=False) as db:
            return await claims.holder(db, game_id, kind, int(at * 1000))

    # -- answers owed to interactions (data/answers.py) ----------------------------------------

    async def owe_answer(self, answer: OwedAnswer, *, until: float) -> None:
        """Keep ``answer`` (a command acknowledged with "thinking…") as owed until ``until``
        (unix seconds), so a bot started after a crash can still give it."""
        async with self.db.transaction() as db:
            await answers.owe(db, answer, int(until * 1000))

    async def answer_given(self, game_id: int, token: str) -> None:
        """The owed answer with this interaction token was given: forget it."""
        async with self.db.transaction() as db:
            await answers.given(db, game_id, token)

    async def owed_answers(self, *, now: float | None = None) -> list[OwedAnswer]:
        """Every answer still owed whose token has not expired (the expired are deleted);
        ``now`` (unix seconds) is the machine's real time unless given."""
        at = time.time() if now is None else now
        async with self.db.transaction() as db:
            return await answers.owed(db, int(at * 1000))

    # -- forgetting a member who asks for it (data/forgetting.py) ------------------------------

    async def kept_about(self, user_id: int) -> tuple[tuple[int, ...], int, int]:
        """What the store keeps about a member: the open games they play in or host, how many
        games they sat in, and on how many ladders they are rated."""
        async with self.db.transaction(write=False) as db:
            games, ladders = await forgetting.kept(db, user_id)
            return await forgetting.open_games(db, user_id), games, ladders

    async def forget_user(self, user_id: int, pseudonym: int) -> tuple[int, ...]:
        """Forget the member (``data.forgetting``), in one transaction; the games whose seats
        changed. Raises ``GameClosedError`` (nothing changed) while they play in or host an
        open game. ``pseudonym`` is a negative number no other seat holds."""
        if pseudonym >= 0:
            raise ValueError("a pseudonym is negative: no Discord id can be")
        async with self.db.transaction() as db:
            if await forgetting.open_games(db, user_id):
                raise GameClosedError(f"user {user_id} still plays")
            return await forgetting.forget(db, user_id, pseudonym)

    # -- hand panels in use, for processes sharing the database (data/watching.py) -------------

    async def watch_panel(self, game_id: int, user_id: int, *, until: float | None) -> None:
        """The member uses their hand panel of the game in its server until ``until`` (unix
        seconds); None: they no longer do (their last panel was in their DMs)."""
        async with self.db.transaction() as db:
            if until is None:
                await watching.unwatch(db, game_id, user_id)
            else:
                await watching.watch(db, game_id, user_id, int(until * 1000))

    async def panel_watchers(self, game_id: int, *, now: float | None = None) -> frozenset[int]:
        """The members whose use of their panel of the game still counts at ``now`` (unix
        seconds; the machine's real time unless given)."""
        at = time.time() if now is None else now
        async with self.db.transaction(write=False) as db:
            return await watching.watchers(db, game_id, int(at * 1000))

    async def games_with_computers(self) -> list[int]:
        """Ids of the active games with a computer seat."""
        async with self.db.transaction(write=False) as db:
            return await claims.games_with_computers(db)

    # -- loading (data/loading.py) -------------------------------------------------------------

    async def game_version(self, game_id: int) -> int | None:
        """A game's ``version`` (None if there is no such game): one query, to tell whether a
        record read earlier is still current."""
        async with self.db.transaction(write=False) as db:
            return await loading.game_version(db, game_id)

    async def shown_plies(self, game_ids: Iterable[int]) -> dict[int, tuple[int, int | None]]:
        """For each of these games that exists: how many moves are stored and up to how many
        the players have been shown (``announced_ply``; None where nothing is tracked), in one
        query, so a process can tell which of the games it shows was moved by another."""
        wanted = sorted(set(game_ids))
        async with self.db.transaction(write=False) as db:
            return await loading.shown_plies(db, wanted)

    async def load_game(self, game_id: int) -> GameRecord:
        """One game with its seats and moves; ``GameNotFoundError`` if there is none."""
        async with self.db.transaction(write=False) as db:
            return await loading.load_one(db, game_id)

    async def active_games(self) -> list[GameRecord]:
        """Every open game (lobby or active) with its seats and moves, by id, for start-up."""
        async with self.db.transaction(write=False) as db:
            return await loading.active_games(db)

    async def games_in_channel(
        self, channel_id: int, *, open_only: bool = True
    ) -> list[GameRecord]:
        """Games started in a channel, or played in a thread with that id, by id."""
        async with self.db.transaction(write=False) as db:
            return await loading.games_in_channel(db, channel_id, open_only)

    async def open_games_in_guild(self, guild_id: int) -> list[GameRecord]:
        """A server's lobbies and running games, by id."""
        async with self.db.transaction(write=False) as db:
            return await loading.open_games_in_guild(db, guild_id)

    async def lobbies_opened_before(self, before: int) -> list[int]:
        """Ids of the lobbies opened before ``before`` (the store's clock) and not yet started
        or cancelled, oldest first."""
        async with self.db.transaction(write=False) as db:
            return await loading.lobbies_opened_before(db, before)

    async def games_of_user(self, user_id: int, *, open_only: bool = True) -> list[GameRecord]:
        """Games in which the user has a seat, by id."""
        async with self.db.transaction(write=False) as db:
            return await loading.games_of_user(db, user_id, open_only)

    async def move_log(self, game_id: int) -> tuple[MoveRecord, ...]:
        """A game's moves with their seats and times, in ply order."""
        async with self.db.transaction(write=False) as db:
            return await loading.move_log(db, game_id)

    async def last_move_at(self, game_ids: Iterable[int]) -> dict[int, int]:
        """When each of these games' last move was stored (games without a move are left
        out), in one query (``IDS_A_QUERY`` games at a time)."""
        wanted = sorted(set(game_ids))
        async with self.db.transaction(write=False) as db:
            return await loading.last_move_at(db, wanted)

    async def due_deadlines(self, now: int | None = None) -> list[TurnClock]:
        """Active games whose turn deadline has passed or whose unsent reminder is due."""
        at = self._now() if now is None else now
        async with self.db.transaction(write=False) as db:
            return await loading.due_deadlines(db, at)

    # -- ratings, leaderboards, statistics, history (data/stats.py) ----------------------------

    async def rating(self, guild_id: int, variant: str, user_id: int) -> RatingRecord | None:
        """A user's rating on a ladder, or None if they have not played on it."""
        async with self.db.transaction(write=False) as db:
            return await stats.rating(db, guild_id, variant, user_id)

    async def put_ratings(self, ratings: Iterable[RatingRecord]) -> None:
        """Write rating rows as given (e.g. after recomputing a ladder from the results)."""
        async with self.db.transaction() as db:
            await stats.put_ratings(db, ratings)

    async def reset_ladder(self, guild_id: int, variant: str) -> int:
        """Start a server's ladder of ``variant`` again (``stats.reset_ladder``): how many
        ratings were deleted."""
        async with self.db.transaction() as db:
            return await stats.reset_ladder(db, guild_id, variant)

    async def leaderboard(
        self, guild_id: int, variant: str, *, page: int = 0, page_size: int = 10
    ) -> LeaderboardPage:
        """One page (0-based) of a ladder: rating desc, wins desc, user id asc."""
        async with self.db.transaction(write=False) as db:
            return await stats.leaderboard(db, guild_id, variant, page, page_size)

    async def rank_of(self, guild_id: int, variant: str, user_id: int) -> LeaderboardRow | None:
        """A user's rank and rating on a ladder, or None if they are not on it."""
        async with self.db.transaction(write=False) as db:
            return await stats.rank_of(db, guild_id, variant, user_id)

    async def user_stats(self, guild_id: int, user_id: int) -> UserStats:
        """A user's statistics in a guild, per variant, from the stored results."""
        async with self.db.transaction(write=False) as db:
            return await stats.user_stats(db, guild_id, user_id)

    async def history(
        self, guild_id: int, user_id: int, *, limit: int = 10, offset: int = 0
    ) -> list[HistoryEntry]:
        """A user's finished games in a guild, most recent first (skipping ``offset``)."""
        async with self.db.transaction(write=False) as db:
            return await stats.history(db, guild_id, user_id, limit, offset)

    async def history_count(self, guild_id: int, user_id: int) -> int:
        """How many finished games ``history`` has for a user in a guild (for paging)."""
        async with self.db.transaction(write=False) as db:
            return await stats.history_count(db, guild_id, user_id)

    async def results_of(self, game_id: int) -> tuple[SeatResult, ...]:
        """The per-seat results stored for a game, by seat."""
        async with self.db.transaction(write=False) as db:
            return await stats.results_of(db, game_id)
