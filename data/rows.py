"""Column lists and the conversion of SQLite rows into records (used only inside ``data``)."""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from data.records import (
    GameRecord,
    GameStatus,
    GuildSettings,
    MoveRecord,
    RatingRecord,
    SeatRecord,
)

GAME_COLUMNS = (
    "id, guild_id, channel_id, thread_id, board_channel_id, board_message_id, lobby_message_id, "
    "host_id, variant, settings, seed, status, created_at, started_at, finished_at, "
    "turn_deadline, reminder_at, reminder_sent, result, turn_clock, allow_hints, announced_ply, "
    "version"
)
SEAT_COLUMNS = (
    "game_id, seat, user_id, display_name, side, is_computer, computer_level, dm_ok, missed_turns"
)
MOVE_COLUMNS = "game_id, ply, text, seat, created_at"
RATING_COLUMNS = (
    "guild_id, variant, user_id, rating, mu, sigma, games, wins, losses, draws, streak, "
    "best_streak, updated_at"
)
GUILD_COLUMNS = "guild_id, language, turn_clock_seconds, options"
OPEN_SQL = "('lobby', 'active')"
"""The open statuses (``records.OPEN_STATUSES``) as an SQL list, for ``status IN``."""


def to_json(value: Mapping[str, Any]) -> str:
    """Encode a JSON object compactly and deterministically."""
    return json.dumps(value, separators=(",", ":"), sort_keys=True)


def seat_from_row(row: Sequence[Any]) -> SeatRecord:
    """Build a ``SeatRecord`` from a row selected with ``SEAT_COLUMNS``."""
    return SeatRecord(
        game_id=row[0],
        seat=row[1],
        user_id=row[2],
        display_name=row[3],
        side=row[4],
        is_computer=bool(row[5]),
        computer_level=row[6],
        dm_ok=bool(row[7]),
        missed_turns=row[8],
    )


def game_from_row(
    row: Sequence[Any], seats: Iterable[SeatRecord], moves: Iterable[str]
) -> GameRecord:
    """Build a ``GameRecord`` from a row selected with ``GAME_COLUMNS`` plus its seats and moves."""
    return GameRecord(
        id=row[0],
        guild_id=row[1],
        channel_id=row[2],
        thread_id=row[3],
        board_channel_id=row[4],
        board_message_id=row[5],
        lobby_message_id=row[6],
        host_id=row[7],
        variant=row[8],
        settings=json.loads(row[9]),
        seed=row[10],
        status=GameStatus(row[11]),
        created_at=row[12],
        started_at=row[13],
        finished_at=row[14],
        turn_deadline=row[15],
        reminder_at=row[16],
        reminder_sent=bool(row[17]),
        result=None if row[18] is None else json.loads(row[18]),
        seats=tuple(seats),
        moves=tuple(moves),
        turn_clock=row[19],
        allow_hints=bool(row[20]),
        announced_ply=row[21],
        version=row[22],
    )


def move_from_row(row: Sequence[Any]) -> MoveRecord:
    """Build a ``MoveRecord`` from a row selected with ``MOVE_COLUMNS``."""
    return MoveRecord(game_id=row[0], ply=row[1], text=row[2], seat=row[3], created_at=row[4])


def rating_from_row(row: Sequence[Any]) -> RatingRecord:
    """Build a ``RatingRecord`` from a row selected with ``RATING_COLUMNS``."""
    return RatingRecord(*row)


def rating_params(rating: RatingRecord) -> tuple[Any, ...]:
    """The values of a rating in ``RATING_COLUMNS`` order."""
    return (
        rating.guild_id,
        rating.variant,
        rating.user_id,
        rating.rating,
        rating.mu,
        rating.sigma,
        rating.games,
        rating.wins,
        rating.losses,
        rating.draws,
        rating.streak,
        rating.best_streak,
        rating.updated_at,
    )


def guild_from_row(row: Sequence[Any]) -> GuildSettings:
    """Build ``GuildSettings`` from a row selected with ``GUILD_COLUMNS``."""
    return GuildSettings(
        guild_id=row[0], language=row[1], turn_clock_seconds=row[2], options=json.loads(row[3])
    )
