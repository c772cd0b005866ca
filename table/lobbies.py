"""Lobbies: opening one, joining, teams, computer players, starting and rematches."""

from __future__ import annotations

import logging
from collections import Counter
from dataclasses import replace

from data import GameRecord, GameStatus, SeatError
from engine import Game, GameSettings
from table.duties import away_reminder, computer_to_act
from table.memory import Table, TableMemory
from table.refusals import Refusal
from table.seating import ComputerNamer, next_computer_number, seating
from table.settings import LOBBY_LIFETIME, check_clock, check_level, settings_of

log = logging.getLogger(__name__)


class LobbyActions(TableMemory):
    """Everything done to a game before its first move."""

    async def create_lobby(
        self,
        *,
        guild_id: int,
        channel_id: int,
        host_id: int,
        host_name: str,
        settings: GameSettings,
        clock: int | None = 0,
        hints: bool = False,
        computers: int = 0,
        level: str = "medium",
        namer: ComputerNamer,
    ) -> GameRecord:
        """A new lobby with the host seated, its turn clock (seconds; None: the server's
        default, ``default_clock``) and hint switch stored, and ``computers`` computer
        players of ``level`` named by ``namer``."""
        if clock is None:
            clock = await self.default_clock(guild_id)
        check_clock(clock)
        check_level(level)
        if not 0 <= computers < settings.players:
            raise Refusal("error.too_many_computers", most=settings.players - 1)
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
            await self.store.add_seat(record.id, user_id=None, display_name=namer(n, level),
                                      is_computer=True, computer_level=level)
        return await self._reload(record.id)

    async def default_clock(self, guild_id: int) -> int:
        """The turn clock (seconds, 0: none) of a server's new games when ``/sequence new``
        sets none: its own choice (``set_default_clock``), else none."""
        return (await self.store.guild_settings(guild_id)).turn_clock_seconds or 0

    async def set_default_clock(self, guild_id: int, clock: int) -> None:
        """A server's turn clock for new games (one of ``CLOCK_CHOICES``; 0: none). Who may
        is a Discord permission, so the cogs check it."""
        check_clock(clock)
        await self.store.update_guild_settings(guild_id, turn_clock_seconds=clock or None)

    async def _lobby(self, game_id: int, *, host: int | None = None) -> GameRecord:
        """The game's record while it is a lobby; with ``host``, only for the lobby's host."""
        record = await self.record(game_id)
        if record.status is not GameStatus.LOBBY:
            raise Refusal("error.lobby_closed", game=game_id)
        if host is not None and host != record.host_id:
            raise Refusal("error.host_only")
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
                    raise Refusal("error.already_joined")
                return await self._pick_side(record, user_id, side)
            if len(record.seats) >= settings.players:
                raise Refusal("error.lobby_full", players=settings.players)
            if side is not None:
                _check_side(record, settings, side)
            try:
                await self.store.add_seat(game_id, user_id=user_id, display_name=name, side=side)
            except SeatError:
                raise Refusal("error.already_joined") from None
            return await self._reload(game_id)

    async def _pick_side(self, record: GameRecord, user_id: int, side: int) -> GameRecord:
        seat = record.seat_of(user_id)
        assert seat is not None
        if seat.side == side:
            return record
        _check_side(record, settings_of(record), side)
        await self.store.change_side(record.id, seat.seat, side)
        return await self._reload(record.id)

    async def leave(self, game_id: int, user_id: int) -> GameRecord:
        """Take a member out of a lobby; the host cancels instead."""
        async with self.lock(game_id):
            record = await self._lobby(game_id)
            if user_id == record.host_id:
                raise Refusal("error.host_leave")
            if not await self.store.remove_player(game_id, user_id):
                raise Refusal("error.not_in_lobby_you", game=game_id)
            return await self._reload(game_id)

    async def kick(self, game_id: int, host_id: int, user_id: int) -> GameRecord:
        """The host removes a player from the lobby."""
        async with self.lock(game_id):
            await self._lobby(game_id, host=host_id)
            if user_id == host_id:
                raise Refusal("error.host_leave")
            if not await self.store.remove_player(game_id, user_id):
                raise Refusal("error.not_in_lobby")
            return await self._reload(game_id)

    async def add_computer(
        self, game_id: int, host_id: int, level: str, *, namer: ComputerNamer
    ) -> GameRecord:
        """The host seats a computer player of ``level`` (named by ``namer``)."""
        check_level(level)
        async with self.lock(game_id):
            record = await self._lobby(game_id, host=host_id)
            settings = settings_of(record)
            if len(record.seats) >= settings.players:
                raise Refusal("error.lobby_full", players=settings.players)
            name = namer(next_computer_number(record), level)
            await self.store.add_seat(game_id, user_id=None, display_name=name,
                                      is_computer=True, computer_level=level)
            return await self._reload(game_id)

    async def remove_computer(self, game_id: int, host_id: int) -> GameRecord:
        """The host takes the last computer player out of the lobby."""
        async with self.lock(game_id):
            record = await self._lobby(game_id, host=host_id)
            computers = [s for s in record.seats if s.is_computer]
            if not computers:
                raise Refusal("error.no_computer")
            await self.store.remove_seat(game_id, computers[-1].seat)
            return await self._reload(game_id)

    async def cancel(self, game_id: int, user_id: int) -> GameRecord:
        """The host cancels a lobby."""
        async with self.lock(game_id):
            await self._lobby(game_id, host=user_id)
            await self.store.finish_game(game_id, GameStatus.CANCELLED)
            return await self._reload(game_id)

    async def close_lobby(self, game_id: int) -> GameRecord:
        """Cancel a lobby without its host: a moderator closed it (who may is the cogs' to
        check, a Discord permission), or its message is gone (its thread was deleted) and
        nobody can press Start or Cancel any more. Either way it must not hold up a rematch or
        a lobby limit."""
        async with self.lock(game_id):
            await self._lobby(game_id)
            await self.store.finish_game(game_id, GameStatus.CANCELLED)
            return await self._reload(game_id)

    async def stale_lobbies(self, now: int) -> list[int]:
        """The lobbies nobody started within ``LOBBY_LIFETIME`` seconds before ``now``: each
        to close (``close_lobby``) by the process that claims it."""
        return await self.store.lobbies_opened_before(now - LOBBY_LIFETIME)

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
                raise Refusal(
                    "error.lobby_not_full", seated=len(record.seats), players=settings.players
                )
            order = seating(record, settings)
            clock = record.turn_clock or legacy_clock or 0
            game = Game.new(settings, record.seed)
            by_index = {s.seat: s for s in record.seats}
            seated = replace(record, seats=tuple(  # the seats as the game will have them
                replace(by_index[lobby_seat], seat=seat) for seat, lobby_seat in enumerate(order)))
            now = int(self.clock())
            deadline = reminder = None
            if clock and not computer_to_act(seated, game):
                deadline, reminder = now + clock, now + clock - clock // 2
            elif not clock:  # the other players may drop whom it waits for
                reminder = away_reminder(seated, game, now)
            await self.store.start_game(
                game_id,
                order=order,
                sides=[settings.side_of(i) for i in range(len(order))],
                turn_deadline=deadline,
                reminder_at=reminder,
                turn_clock=clock if clock != record.turn_clock else None,
            )
            record = await self.store.load_game(game_id)
            self._keep(Table(record, game))
            log.info("game %s started: %s, %d players", game_id, settings.variant, settings.players)
            return record, game

    async def rematch(
        self, game_id: int, user_id: int, name: str, *, legacy_clock: int | None = None,
    ) -> GameRecord:
        """A new lobby with the same players (all seated) and settings, in the channel the
        game was started in. Its host is the game's host if they played in it, else the
        player asking (whose name is updated to ``name``); the host takes the first seat.

        Only one rematch at a time: while a lobby opened after this game, in that channel,
        with the same game and the same players is open, it is refused naming that lobby.
        The turn clock and hint switch are copied (``legacy_clock``: the clock carried by the
        Rematch button of a game that ended before clocks were stored, used if it has none).
        """
        async with self.lock(game_id):  # two players pressing Rematch at once: one lobby
            record = await self.record(game_id)
            if record.status.is_open:
                raise Refusal("error.not_over")
            if record.seat_of(user_id) is None:
                raise Refusal("error.not_player")
            await self._no_rematch_yet(record)
            host = rematch_host(record, user_id)
            settings = settings_of(record)
            new = await self.store.create_game(
                guild_id=record.guild_id,
                channel_id=record.channel_id,
                host_id=host,
                variant=settings.variant,
                settings=settings.to_dict(),
                seed=self.seed_source(),
                turn_clock=record.turn_clock or legacy_clock or 0,
                allow_hints=record.allow_hints,
            )
            teams = settings.sides != settings.players
            for seat in sorted(record.seats, key=lambda s: s.user_id != host):
                if seat.forgotten:  # asked to be forgotten: their place is open to join
                    continue
                await self.store.add_seat(
                    new.id,
                    user_id=seat.user_id,
                    display_name=name if seat.user_id == user_id else seat.display_name,
                    side=seat.side if teams else None,
                    is_computer=seat.is_computer,
                    computer_level=seat.computer_level,
                )
            return await self._reload(new.id)

    async def _no_rematch_yet(self, old: GameRecord) -> None:
        """Refuse a second rematch: a lobby opened after ``old`` in its channel with the same
        game and players is still open."""
        players = Counter(s.user_id for s in old.seats if not s.forgotten)
        for other in await self.store.games_in_channel(old.channel_id):
            if (other.id > old.id and other.status is GameStatus.LOBBY
                    and other.variant == old.variant
                    and not players - Counter(s.user_id for s in other.seats)):
                raise Refusal("error.rematch_open", game=other.id)


def rematch_host(record: GameRecord, user_id: int) -> int:
    """Who hosts a rematch of ``record``: its host if they played in it (and were not
    forgotten since), else ``user_id``."""
    host = record.seat_of(record.host_id)
    return record.host_id if host is not None and not host.forgotten else user_id


def _check_side(record: GameRecord, settings: GameSettings, side: int) -> None:
    if not 0 <= side < settings.sides or settings.sides == settings.players:
        raise Refusal("error.no_team")
    size = settings.players // settings.sides
    if sum(1 for s in record.seats if s.side == side) >= size:
        raise Refusal("error.team_full", size=size)
