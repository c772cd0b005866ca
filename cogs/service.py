"""The game service: who may do what, the engine call and the store write, without Discord.

The cogs turn clicks and commands into calls on ``GameService`` and turn its answers into
messages. Every change to a game runs under that game's ``asyncio.Lock`` and is written to the
store before the in-memory game changes, so a double click plays once (the store's unique
``(game, ply)`` backs that up across processes).
"""

from __future__ import annotations

import asyncio
import logging
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from cogs.errors import RuleError, UserError
from cogs.messages import t
from data import (
    DuplicateMoveError,
    GameClosedError,
    GameNotFoundError,
    GameRecord,
    GameStatus,
    Outcome,
    SeatError,
    SeatResult,
    Store,
)
from data.ratings import is_rated, rater
from engine import (
    Event,
    Game,
    GameSettings,
    IllegalMoveError,
    InvalidMoveError,
    InvalidSettingsError,
    Move,
    allowed_players,
    card_kind,
    parse_move,
)

log = logging.getLogger(__name__)

TURN_KINDS = frozenset({"play", "dead", "pass", "roll", "choose"})
"""Moves only the seat to act may make."""
OWN_SEAT_KINDS = frozenset({"draw", "forfeit", "resign"})
"""Moves that name the acting seat, which must be the player's own."""
MISSED_TURNS_TO_DROP = 3
CLOCK_CHOICES = (0, 60, 120, 300, 600, 1800, 3600, 4 * 3600, 12 * 3600, 24 * 3600)
"""Turn clocks a game may have, in seconds (0: none)."""
COMPUTER_MARK = "🤖"
"""Shown before a computer player's name."""
COMPUTER_LEVELS = ("easy", "medium", "hard", "expert")
"""The computer players' levels (``engine.ai.LEVELS``), weakest first."""
LANGUAGE_CHOSEN = "language_chosen"
"""Guild settings option: true when the guild chose its ``language`` (else Discord's is used)."""


def random_seed() -> int:
    """A fresh secret seed (never shown to users)."""
    return secrets.randbits(62)


def clock_of(record: GameRecord) -> int:
    """The game's turn clock in seconds, 0 when it has none (stored with the game)."""
    return record.turn_clock


def settings_of(record: GameRecord) -> GameSettings:
    """The engine settings stored with a game."""
    return GameSettings.from_dict(dict(record.settings))


@dataclass
class Table:
    """A game in memory: its latest record and, once started, the engine game."""

    record: GameRecord
    game: Game | None
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)

    @property
    def clock(self) -> int:
        """The game's turn clock in seconds (0: none)."""
        return self.record.turn_clock


@dataclass(frozen=True)
class MoveResult:
    """What one recorded move did, for the cogs to announce."""

    record: GameRecord
    game: Game
    event: Event
    seat: int | None
    hands_changed: tuple[int, ...]
    old_board: tuple[int | None, int | None]
    """Channel and message id of the board this move made old."""
    dropped: int | None = None
    """A seat the clock dropped after this move (three missed turns in a row)."""

    @property
    def finished(self) -> bool:
        """True when this move ended the game."""
        return self.game.is_over


class GameService:
    """Lobbies and games over the store and the engine; no Discord in here."""

    def __init__(
        self,
        store: Store,
        *,
        seed_source: Callable[[], int] = random_seed,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.store = store
        self.seed_source = seed_source
        self.clock = clock
        self._tables: dict[int, Table] = {}
        self._locks: dict[int, asyncio.Lock] = {}
        self._locales: dict[int, str] = {}
        self.server_locale: Callable[[int], str | None] = lambda guild_id: None
        """Discord's language of a guild (set by ``cogs.language``): the fallback of
        ``guild_locale`` when the guild chose none."""

    # -- loading ---------------------------------------------------------------------------

    def lock(self, game_id: int) -> asyncio.Lock:
        """The lock that serialises every change to one game."""
        lock = self._locks.get(game_id)
        if lock is None:
            lock = self._locks[game_id] = asyncio.Lock()
        return lock

    async def _table_in_play(self, game_id: int) -> Table | None:
        """The game's table if it is active and not over, else None (call under its lock)."""
        table = await self.table(game_id)
        game = table.game
        if game is None or game.is_over or table.record.status is not GameStatus.ACTIVE:
            return None
        return table

    async def table(self, game_id: int) -> Table:
        """The game in memory, rebuilt from the store on first use (e.g. after a restart)."""
        table = self._tables.get(game_id)
        if table is not None:
            return table
        try:
            record = await self.store.load_game(game_id)
        except GameNotFoundError:
            raise UserError("error.no_game", game=game_id) from None
        table = self._tables.get(game_id)
        if table is not None:  # another task loaded it meanwhile
            return table
        game = None
        if record.status is not GameStatus.LOBBY:
            game = Game.replay(settings_of(record), record.seed, record.moves)
        table = Table(record, game)
        self._tables[game_id] = table
        return table

    async def refresh(self, game_id: int) -> GameRecord:
        """Reload a game's record from the store (after a change made outside a lock)."""
        record = await self.store.load_game(game_id)
        table = self._tables.get(game_id)
        if table is not None:
            table.record = record
        return record

    async def record(self, game_id: int) -> GameRecord:
        """The latest record of a game."""
        return (await self.table(game_id)).record

    async def game(self, game_id: int) -> tuple[GameRecord, Game]:
        """An active or finished game with its record; a lobby raises ``UserError``."""
        table = await self.table(game_id)
        if table.game is None:
            raise UserError("error.not_started", game=game_id)
        return table.record, table.game

    # -- lobbies -------------------------------------------------------------------------------

    @staticmethod
    def make_settings(
        variant: str,
        players: int,
        sides: int = 0,
        *,
        advanced_jack: bool = False,
        table_talk: bool = False,
        strict_draw: bool = False,
        line_length: int = 0,
    ) -> GameSettings:
        """Validated settings, or a ``UserError`` that names what the rules allow."""
        try:
            allowed = allowed_players(variant)
        except InvalidSettingsError:
            raise UserError("error.unknown_variant", variant=variant) from None
        if players not in allowed:
            raise UserError(
                "error.player_count",
                variant=variant,
                players=players,
                allowed=", ".join(str(p) for p in allowed),
            )
        try:
            return GameSettings(
                variant,
                players,
                sides,
                advanced_jack=advanced_jack,
                table_talk=table_talk,
                strict_draw=strict_draw,
                line_length=line_length,
            )
        except InvalidSettingsError as error:
            raise UserError("error.settings", reason=str(error)) from None

    async def create_lobby(
        self,
        *,
        guild_id: int,
        channel_id: int,
        host_id: int,
        host_name: str,
        settings: GameSettings,
        clock: int = 0,
        hints: bool = False,
        computers: int = 0,
        level: str = "medium",
        locale: str = "en",
    ) -> GameRecord:
        """A new lobby with the host seated, its turn clock (seconds) and hint switch stored,
        and ``computers`` computer players of ``level`` (named in ``locale``)."""
        if clock not in CLOCK_CHOICES:
            raise UserError("error.clock", minutes=clock // 60)
        _check_level(level)
        if not 0 <= computers < settings.players:
            raise UserError("error.too_many_computers", most=settings.players - 1)
        record = await self.store.create_game(
            guild_id=guild_id,
            channel_id=channel_id,
            host_id=host_id,
            variant=settings.variant,
            settings=settings.to_dict(),
            seed=self.seed_source(),
            turn_clock=clock,
            allow_hints=hints,
        )
        await self.store.add_seat(record.id, user_id=host_id, display_name=host_name)
        for n in range(1, computers + 1):
            await self.store.add_seat(record.id, user_id=None, display_name=computer_name(
                n, level, locale), is_computer=True, computer_level=level)
        return await self._reload(record.id)

    async def _reload(self, game_id: int) -> GameRecord:
        record = await self.store.load_game(game_id)
        table = self._tables.get(game_id)
        if table is None:
            self._tables[game_id] = Table(record, None)
        else:
            table.record = record
        return record

    async def _lobby(self, game_id: int, *, host: int | None = None) -> GameRecord:
        """The game's record while it is a lobby; with ``host``, only for the lobby's host."""
        record = await self.record(game_id)
        if record.status is not GameStatus.LOBBY:
            raise UserError("error.lobby_closed", game=game_id)
        if host is not None and host != record.host_id:
            raise UserError("error.host_only")
        return record

    async def join(
        self, game_id: int, user_id: int, name: str, side: int | None = None
    ) -> GameRecord:
        """Seat a member in a lobby (optionally on a team)."""
        async with self.lock(game_id):
            record = await self._lobby(game_id)
            settings = settings_of(record)
            if record.seat_of(user_id) is not None:
                if side is None:
                    raise UserError("error.already_joined")
                return await self._pick_side(record, user_id, side)
            if len(record.seats) >= settings.players:
                raise UserError("error.lobby_full", players=settings.players)
            if side is not None:
                self._check_side(record, settings, side)
            try:
                await self.store.add_seat(game_id, user_id=user_id, display_name=name, side=side)
            except SeatError:
                raise UserError("error.already_joined") from None
            return await self._reload(game_id)

    @staticmethod
    def _check_side(record: GameRecord, settings: GameSettings, side: int) -> None:
        if not 0 <= side < settings.sides or settings.sides == settings.players:
            raise UserError("error.no_team")
        size = settings.players // settings.sides
        if sum(1 for s in record.seats if s.side == side) >= size:
            raise UserError("error.team_full", size=size)

    async def _pick_side(self, record: GameRecord, user_id: int, side: int) -> GameRecord:
        seat = record.seat_of(user_id)
        assert seat is not None
        if seat.side == side:
            return record
        self._check_side(record, settings_of(record), side)
        await self.store.change_side(record.id, seat.seat, side)
        return await self._reload(record.id)

    async def leave(self, game_id: int, user_id: int) -> GameRecord:
        """Take a member out of a lobby; the host cancels instead."""
        async with self.lock(game_id):
            record = await self._lobby(game_id)
            if user_id == record.host_id:
                raise UserError("error.host_leave")
            if not await self.store.remove_player(game_id, user_id):
                raise UserError("error.not_in_lobby")
            return await self._reload(game_id)

    async def kick(self, game_id: int, host_id: int, user_id: int) -> GameRecord:
        """The host removes a player from the lobby."""
        async with self.lock(game_id):
            await self._lobby(game_id, host=host_id)
            if user_id == host_id:
                raise UserError("error.host_leave")
            if not await self.store.remove_player(game_id, user_id):
                raise UserError("error.not_in_lobby")
            return await self._reload(game_id)

    async def add_computer(
        self, game_id: int, host_id: int, level: str, locale: str = "en"
    ) -> GameRecord:
        """The host seats a computer player of ``level`` (named in ``locale``)."""
        _check_level(level)
        async with self.lock(game_id):
            record = await self._lobby(game_id, host=host_id)
            settings = settings_of(record)
            if len(record.seats) >= settings.players:
                raise UserError("error.lobby_full", players=settings.players)
            n = 1 + max((_computer_number(s.display_name) for s in record.seats
                         if s.is_computer), default=0)
            await self.store.add_seat(game_id, user_id=None,
                                      display_name=computer_name(n, level, locale),
                                      is_computer=True, computer_level=level)
            return await self._reload(game_id)

    async def remove_computer(self, game_id: int, host_id: int) -> GameRecord:
        """The host takes the last computer player out of the lobby."""
        async with self.lock(game_id):
            record = await self._lobby(game_id, host=host_id)
            computers = [s for s in record.seats if s.is_computer]
            if not computers:
                raise UserError("error.no_computer")
            await self.store.remove_seat(game_id, computers[-1].seat)
            return await self._reload(game_id)

    async def cancel(self, game_id: int, user_id: int) -> GameRecord:
        """The host cancels a lobby."""
        async with self.lock(game_id):
            await self._lobby(game_id, host=user_id)
            await self.store.finish_game(game_id, GameStatus.CANCELLED)
            return await self._reload(game_id)

    async def start(
        self, game_id: int, user_id: int, *, legacy_clock: int | None = None
    ) -> tuple[GameRecord, Game]:
        """The host starts a full lobby: fix seating and teams, deal, start the clock.

        ``legacy_clock`` is the clock carried by the Start button of a lobby posted before the
        clock was stored with the game; it is used only when the game has none.
        """
        async with self.lock(game_id):
            record = await self._lobby(game_id, host=user_id)
            settings = settings_of(record)
            if len(record.seats) != settings.players:
                raise UserError(
                    "error.lobby_not_full", seated=len(record.seats), players=settings.players
                )
            order = seating(record, settings)
            clock = record.turn_clock or legacy_clock or 0
            game = Game.new(settings, record.seed)
            by_index = {s.seat: s for s in record.seats}
            first_is_computer = by_index[order[game.to_act]].is_computer
            deadline = reminder = None
            if clock and not first_is_computer:
                now = int(self.clock())
                deadline, reminder = now + clock, now + clock - clock // 2
            await self.store.start_game(
                game_id,
                order=order,
                sides=[settings.side_of(i) for i in range(len(order))],
                turn_deadline=deadline,
                reminder_at=reminder,
                turn_clock=clock if clock != record.turn_clock else None,
            )
            record = await self.store.load_game(game_id)
            self._tables[game_id] = Table(record, game)
            log.info("game %s started: %s, %d players", game_id, settings.variant, settings.players)
            return record, game

    async def set_messages(self, game_id: int, **where: int | None) -> GameRecord:
        """Remember the thread, lobby or board message of a game."""
        await self.store.set_messages(game_id, **where)
        return await self._reload(game_id)

    async def rematch(
        self, game_id: int, user_id: int, name: str, channel_id: int,
        *, legacy_clock: int | None = None,
    ) -> GameRecord:
        """A new lobby with the same players (all seated) and settings; the caller hosts.

        The turn clock and hint switch are copied (``legacy_clock``: the clock carried by the
        Rematch button of a game that ended before clocks were stored, used if it has none).
        """
        record = await self.record(game_id)
        if record.status.is_open:
            raise UserError("error.not_over")
        if record.seat_of(user_id) is None:
            raise UserError("error.not_player")
        settings = settings_of(record)
        new = await self.store.create_game(
            guild_id=record.guild_id,
            channel_id=channel_id,
            host_id=user_id,
            variant=settings.variant,
            settings=settings.to_dict(),
            seed=self.seed_source(),
            turn_clock=record.turn_clock or legacy_clock or 0,
            allow_hints=record.allow_hints,
        )
        teams = settings.sides != settings.players
        seats = sorted(record.seats, key=lambda s: s.user_id != user_id)
        for seat in seats:
            await self.store.add_seat(
                new.id,
                user_id=seat.user_id,
                display_name=name if seat.user_id == user_id else seat.display_name,
                side=seat.side if teams else None,
                is_computer=seat.is_computer,
                computer_level=seat.computer_level,
            )
        return await self._reload(new.id)

    # -- moves -------------------------------------------------------------------------------

    async def play(
        self, game_id: int, user_id: int, text: str, *, ply: int | None = None
    ) -> MoveResult:
        """A player's move; ``ply`` (from a button) must still be the game's ply."""
        try:
            move = parse_move(text)
        except InvalidMoveError as error:
            raise RuleError(error, "error.bad_move") from None
        async with self.lock(game_id):
            table = await self.table(game_id)
            record, game = table.record, table.game
            if game is None:
                raise UserError("error.not_started", game=game_id)
            if ply is not None and ply != game.ply:
                raise UserError("error.stale")
            if record.status is not GameStatus.ACTIVE or game.is_over:
                raise UserError("error.game_over", game=game_id)
            seat = record.seat_of(user_id)
            if seat is None:
                raise UserError("error.not_player")
            self._authorise(record, game, seat.seat, move)
            acting = seat.seat
            reset = {acting: 0} if move.kind in TURN_KINDS and seat.missed_turns else None
            return await self._apply(table, move, acting, missed_turns=reset)

    def _authorise(self, record: GameRecord, game: Game, seat: int, move: Move) -> None:
        if not game.snapshot().seats[seat].active:
            raise UserError("error.seat_out")
        if move.kind in TURN_KINDS:
            if getattr(game, "pending_forfeits", None):
                raise UserError("error.wait_forfeits")
            if game.to_act != seat:
                raise UserError("error.not_your_turn", player=name_of(record, game.to_act))
        elif move.kind in OWN_SEAT_KINDS:
            if move.seat != seat:
                raise UserError("error.not_your_seat")
        else:
            raise UserError("error.not_player_move", move=str(move))

    async def computer_move(
        self, game_id: int, seat: int, text: str, *, ply: int
    ) -> MoveResult | None:
        """A computer seat's move, checked and recorded like a player's.

        None when the game moved on meanwhile (``ply`` is no longer the game's ply) or ended;
        ``UserError`` when the move is not allowed (a bug in the computer player).
        """
        move = parse_move(text)
        async with self.lock(game_id):
            table = await self._table_in_play(game_id)
            if table is None or table.game is None or table.game.ply != ply:
                return None
            record, game = table.record, table.game
            if not record.seats[seat].is_computer:
                raise UserError("error.not_your_seat")
            self._authorise(record, game, seat, move)
            return await self._apply(table, move, seat)

    async def system_move(
        self, game_id: int, text: str, *, expect_deadline: int | None = None
    ) -> MoveResult | None:
        """A move the bot makes itself (timeout, drop, table talk, abandon).

        With ``expect_deadline`` the move is made only if the turn clock still reads that
        deadline (so a player's move that just arrived wins over the sweeper); None if not.
        """
        move = parse_move(text)
        async with self.lock(game_id):
            table = await self._table_in_play(game_id)
            if table is None or table.game is None:
                return None
            record, game = table.record, table.game
            if expect_deadline is not None and record.turn_deadline != expect_deadline:
                return None
            if move.kind == "timeout" and computer_to_act(record, game):
                return None  # a computer never runs out of time (the driver plays it)
            if move.kind == "timeout":
                seat = game.to_act
                missed = record.seats[seat].missed_turns + 1
                result = await self._apply(table, move, seat, missed_turns={seat: missed})
                if missed >= MISSED_TURNS_TO_DROP and not result.game.is_over:
                    dropped = await self._apply(table, parse_move(f"drop s{seat}"), seat)
                    return MoveResult(
                        dropped.record,
                        dropped.game,
                        dropped.event,
                        dropped.seat,
                        result.hands_changed + dropped.hands_changed,
                        result.old_board,
                        dropped=seat,
                    )
                return result
            return await self._apply(table, move, move.seat if move.kind == "drop" else None)

    async def call_table_talk(self, game_id: int, side: int, *, ply: int) -> MoveResult:
        """Apply a confirmed table-talk penalty on ``side``."""
        async with self.lock(game_id):
            table = await self.table(game_id)
            if table.game is None or table.game.is_over:
                raise UserError("error.game_over", game=game_id)
            if table.game.ply != ply:
                raise UserError("error.stale")
            return await self._apply(table, parse_move(f"talk {side}"), None)

    async def abandon(self, game_id: int, user_id: int) -> MoveResult:
        """The host abandons a running game."""
        async with self.lock(game_id):
            table = await self.table(game_id)
            if user_id != table.record.host_id:
                raise UserError("error.host_only")
            if table.game is None or table.game.is_over:
                raise UserError("error.game_over", game=game_id)
            return await self._apply(table, parse_move("abandon"), None)

    async def _apply(
        self,
        table: Table,
        move: Move,
        seat: int | None,
        *,
        missed_turns: dict[int, int] | None = None,
    ) -> MoveResult:
        """Play ``move`` on a copy, store it, then make the copy the game (lock held)."""
        record, game = table.record, table.game
        assert game is not None
        before = hands_of(game)
        after = game.clone()
        try:
            event = after.play(move)
        except (IllegalMoveError, InvalidMoveError) as error:
            raise RuleError(error) from None
        status = GameStatus.ACTIVE
        result = results = None
        if after.is_over:
            outcome = after.outcome
            assert outcome is not None
            abandoned = outcome.termination == "abandonment"
            status = GameStatus.ABANDONED if abandoned else GameStatus.FINISHED
            result = {
                "termination": outcome.termination,
                "winner": outcome.winner,
                "moves": after.ply,
            }
            if status is GameStatus.FINISHED:
                results = await self._seat_results(record, after, seat)
        deadline: int | None = None
        reminder: int | None = None
        clock_args: dict[str, int | None] = {}
        if table.clock and not after.is_over and _restarts_clock(game, after, move):
            if computer_to_act(record, after):  # a computer's turn is not timed
                clock_args = {"turn_deadline": None, "reminder_at": None}
            else:
                now = int(self.clock())
                deadline, reminder = now + table.clock, now + table.clock - table.clock // 2
                clock_args = {"turn_deadline": deadline, "reminder_at": reminder}
        rate = None
        if results and is_rated(results, status):
            rate = rater(record.guild_id, record.variant, results, status=status,
                         clock=self.clock)
        try:
            await self.store.record_move(
                record.id,
                game.ply,
                str(move),
                seat,
                status=status,
                missed_turns=missed_turns,
                result=result,
                results=results or (),
                rate=rate,
                **clock_args,  # type: ignore[arg-type]
            )
        except DuplicateMoveError:
            # Another process recorded this ply first: drop our copy and reload the truth.
            self._tables.pop(record.id, None)
            raise UserError("error.stale") from None
        except GameClosedError:
            self._tables.pop(record.id, None)
            raise UserError("error.game_over", game=record.id) from None
        table.game = after
        table.record = await self.store.load_game(record.id)
        old_board = (record.board_channel_id, record.board_message_id)
        after_hands = hands_of(after)
        changed = tuple(s for s in range(len(after_hands)) if after_hands[s] != before[s])
        log.info("game %s ply %s: %s", record.id, game.ply, event.kind)
        return MoveResult(table.record, after, event, seat, changed, old_board)

    async def _seat_results(
        self, record: GameRecord, game: Game, last_seat: int | None
    ) -> list[SeatResult]:
        log_ = await self.store.move_log(record.id)
        seats = [m.seat for m in log_] + [last_seat]
        outcome = game.outcome
        assert outcome is not None
        snapshot = game.snapshot()
        results = []
        for seat in record.seats:
            side = seat.side if seat.side is not None else game.settings.side_of(seat.seat)
            if outcome.winner is None:
                verdict = Outcome.DRAW
            else:
                verdict = Outcome.WIN if side == outcome.winner else Outcome.LOSS
            mine = [m for m, s in zip(game.moves, seats, strict=False) if s == seat.seat]
            results.append(
                SeatResult(
                    seat=seat.seat,
                    user_id=seat.user_id,
                    side=side,
                    outcome=verdict,
                    sequences=snapshot.sides[side].sequences,
                    jacks_played=sum(
                        1 for m in mine if m.kind == "play" and card_kind(m.card or "") != "normal"
                    ),
                    dead_cards=sum(1 for m in mine if m.kind == "dead"),
                    turns=sum(1 for m in mine if m.kind in ("play", "pass", "roll")),
                    vs_computer=any(s.is_computer for s in record.seats),
                )
            )
        return results

    # -- queries ------------------------------------------------------------------------------

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
                raise UserError("error.no_games")
        raise UserError("error.which_game")

    async def resolve_game(
        self, user_id: int, channel_id: int, game_id: int | None
    ) -> tuple[GameRecord, Game]:
        """``resolve`` for a game that must have started: its record and the live game."""
        return await self.game((await self.resolve(user_id, channel_id, game_id)).id)

    async def my_games(self, user_id: int) -> list[GameRecord]:
        """The user's open games."""
        return await self.store.games_of_user(user_id)

    async def closed_dm(self, user_id: int) -> None:
        """Remember that DMs to this user fail."""
        await self._set_dm_ok(user_id, False)

    async def opened_dm(self, user_id: int) -> None:
        """Remember that DMs to this user work again (a retried DM went through)."""
        await self._set_dm_ok(user_id, True)

    async def _set_dm_ok(self, user_id: int, ok: bool) -> None:
        await self.store.set_dm_ok(user_id, ok)
        for table in self._tables.values():
            if table.record.seat_of(user_id) is not None and table.record.status.is_open:
                table.record = await self.store.load_game(table.record.id)

    async def guild_locale(self, guild_id: int | None) -> str:
        """The language of a guild's channel messages: the one it chose with ``/sequence
        language`` (cached), else Discord's server language, else English."""
        if guild_id is None:
            return "en"
        locale = self._locales.get(guild_id)
        if locale is None:
            settings = await self.store.guild_settings(guild_id)
            chosen = (settings.options or {}).get(LANGUAGE_CHOSEN)
            locale = settings.language if chosen else ""
            self._locales[guild_id] = locale
        return locale or self.server_locale(guild_id) or "en"

    def forget_guild_locale(self, guild_id: int) -> None:
        """Read the guild's language from the store again next time (after it changed)."""
        self._locales.pop(guild_id, None)

    def forget(self, game_id: int) -> None:
        """Drop a game from memory (it is reloaded from the store when needed)."""
        self._tables.pop(game_id, None)


def _restarts_clock(before: Game, after: Game, move: Move) -> bool:
    """A new turn (or a new step of the same player's turn) starts the clock again."""
    return move.kind in TURN_KINDS or move.kind in ("timeout", "drop") or (
        before.to_act != after.to_act
    )


def computer_name(n: int, level: str, locale: str = "en") -> str:
    """The display name of the ``n``-th computer player: ``🤖 Computer 1 (hard)``."""
    return f"{COMPUTER_MARK} " + t("computer.name", locale, n=n,
                                    level=t(f"level.{level}", locale))


def _computer_number(name: str) -> int:
    digits = "".join(c if c.isdigit() else " " for c in name).split()
    return int(digits[0]) if digits else 0


def _check_level(level: str) -> None:
    if level not in COMPUTER_LEVELS:
        raise UserError("error.level", levels=", ".join(COMPUTER_LEVELS))


def computer_to_act(record: GameRecord, game: Game) -> bool:
    """True when the game waits for a computer only (its turn, no human owes a forfeit)."""
    if game.is_over or not 0 <= game.to_act < len(record.seats):
        return False
    forfeits = getattr(game, "pending_forfeits", None) or ()
    if any(not record.seats[s].is_computer for s in forfeits):
        return False
    return record.seats[game.to_act].is_computer


def computer_duty(record: GameRecord, game: Game) -> int | None:
    """A computer seat that has something to do now (a forfeit, its turn, a strict draw)."""
    if game.is_over or record.status is not GameStatus.ACTIVE:
        return None
    forfeits = list(getattr(game, "pending_forfeits", None) or ())
    draws = sorted(getattr(game, "pending_draws", None) or ())
    active = game.snapshot().seats
    for seat in [*forfeits, game.to_act, *draws]:
        if not 0 <= seat < len(record.seats) or not record.seats[seat].is_computer:
            continue
        if active[seat].active and game.legal_moves(seat):
            return seat
    return None


def hands_of(game: Game) -> list[tuple[str, ...]]:
    """Every seat's cards (empty tuples in Dice). Private: never log or post this."""
    hand = getattr(game, "hand", None)
    if hand is None:
        return [() for _ in range(game.n_seats)]
    return [hand(s) for s in range(game.n_seats)]


def name_of(record: GameRecord, seat: int | None) -> str:
    """A seat's display name."""
    if seat is None or not 0 <= seat < len(record.seats):
        return "?"
    return record.seats[seat].display_name


def seating(record: GameRecord, settings: GameSettings) -> list[int]:
    """Lobby seat indices in turn order: team members alternate around the table.

    Players who picked a team keep it; the others fill the smallest teams in join order.
    """
    if settings.sides == settings.players:
        return [s.seat for s in record.seats]
    size = settings.players // settings.sides
    teams: list[list[int]] = [[] for _ in range(settings.sides)]
    for seat in record.seats:
        if seat.side is not None and 0 <= seat.side < settings.sides and len(
            teams[seat.side]
        ) < size:
            teams[seat.side].append(seat.seat)
    for seat in record.seats:
        if not any(seat.seat in team for team in teams):
            min(teams, key=len).append(seat.seat)
    return [teams[side][i] for i in range(size) for side in range(settings.sides)]
