"""Reading games back (run by ``Store`` in a transaction): games with their seats and moves,
chosen by a ``WHERE`` on ``games``, three queries however many; the light queries that tell
what changed (a version, plies stored and shown, due turn clocks); and the status check
every write to a game begins with.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import groupby
from operator import itemgetter
from typing import Any

from data.backend import Connection
from data.errors import GameClosedError, GameNotFoundError
from data.records import GameRecord, GameStatus, MoveRecord, TurnClock
from data.rows import (
    GAME_COLUMNS,
    MOVE_COLUMNS,
    OPEN_SQL,
    SEAT_COLUMNS,
    game_from_row,
    move_from_row,
    seat_from_row,
)

IDS_A_QUERY = 500
"""Games asked about in one statement (``shown_plies``): well under any backend's limit of
bound values."""


async def require_status(
    db: Connection, game_id: int, allowed: Iterable[GameStatus]
) -> GameStatus:
    """The game's status, its row locked until the transaction ends; ``GameNotFoundError``
    if there is no such game, ``GameClosedError`` if its status is not ``allowed``."""
    # FOR UPDATE on PostgreSQL: writers of one game queue here, as on SQLite's write lock.
    row = await db.fetchone(f"SELECT status FROM games WHERE id = ?{db.for_update}", (game_id,))
    if row is None:
        raise GameNotFoundError(f"no game {game_id}")
    status = GameStatus(row[0])
    if status not in tuple(allowed):
        raise GameClosedError(f"game {game_id} is {status}")
    return status


async def load_one(db: Connection, game_id: int) -> GameRecord:
    """One game with its seats and moves; ``GameNotFoundError`` if there is none."""
    games = await load_many(db, "id = ?", (game_id,))
    if not games:
        raise GameNotFoundError(f"no game {game_id}")
    return games[0]


async def load_many(
    db: Connection, where: str, params: Sequence[Any]
) -> list[GameRecord]:
    """Games matching ``where`` with their seats and moves, in three queries, by id."""
    game_rows = await db.fetchall(
        f"SELECT {GAME_COLUMNS} FROM games WHERE {where} ORDER BY id", params
    )
    if not game_rows:
        return []
    subquery = f"SELECT id FROM games WHERE {where}"
    seat_rows = await db.fetchall(
        f"SELECT {SEAT_COLUMNS} FROM seats WHERE game_id IN ({subquery}) ORDER BY game_id, seat",
        params,
    )
    move_rows = await db.fetchall(
        f"SELECT game_id, text FROM moves WHERE game_id IN ({subquery}) ORDER BY game_id, ply",
        params,
    )
    first = itemgetter(0)
    seats = {
        game_id: tuple(map(seat_from_row, rows))
        for game_id, rows in groupby(seat_rows, key=first)
    }
    moves = {
        game_id: tuple(row[1] for row in rows) for game_id, rows in groupby(move_rows, key=first)
    }
    return [
        game_from_row(row, seats.get(row[0], ()), moves.get(row[0], ())) for row in game_rows
    ]


async def active_games(db: Connection) -> list[GameRecord]:
    """Every open game (lobby or active), by id."""
    return await load_many(db, f"status IN {OPEN_SQL}", ())


async def games_in_channel(db: Connection, channel_id: int, open_only: bool) -> list[GameRecord]:
    """Games started in a channel, or played in a thread with that id, by id."""
    where = "(channel_id = ? OR thread_id = ?)"
    if open_only:
        where += f" AND status IN {OPEN_SQL}"
    return await load_many(db, where, (channel_id, channel_id))


async def open_games_in_guild(db: Connection, guild_id: int) -> list[GameRecord]:
    """A server's lobbies and running games, by id."""
    return await load_many(db, f"guild_id = ? AND status IN {OPEN_SQL}", (guild_id,))


async def games_of_user(db: Connection, user_id: int, open_only: bool) -> list[GameRecord]:
    """Games in which the user has a seat, by id."""
    where = "id IN (SELECT game_id FROM seats WHERE user_id = ?)"
    if open_only:
        where += f" AND status IN {OPEN_SQL}"
    return await load_many(db, where, (user_id,))


async def game_by_board(db: Connection, message_id: int) -> GameRecord | None:
    """The game whose current board is message ``message_id``, if any."""
    games = await load_many(db, "board_message_id = ?", (message_id,))
    return games[0] if games else None


async def unannounced_games(db: Connection) -> list[GameRecord]:
    """Games with a move (or a start) stored but not yet shown to the players, by id."""
    return await load_many(db, "announced_ply IS NOT NULL AND announced_ply < move_count", ())


async def lobbies_opened_before(db: Connection, before: int) -> list[int]:
    """Ids of the lobbies opened before ``before`` and not yet started or cancelled, by id."""
    rows = await db.fetchall(
        "SELECT id FROM games WHERE status = 'lobby' AND created_at < ? ORDER BY id",
        (before,))
    return [row[0] for row in rows]


async def game_version(db: Connection, game_id: int) -> int | None:
    """A game's ``version``, or None if there is no such game."""
    row = await db.fetchone("SELECT version FROM games WHERE id = ?", (game_id,))
    return None if row is None else int(row[0])


async def shown_plies(
    db: Connection, game_ids: Sequence[int]
) -> dict[int, tuple[int, int | None]]:
    """For each of these games that exists: its moves stored and its ``announced_ply``
    (``IDS_A_QUERY`` games a query)."""
    plies: dict[int, tuple[int, int | None]] = {}
    for start in range(0, len(game_ids), IDS_A_QUERY):
        part = game_ids[start:start + IDS_A_QUERY]
        marks = ", ".join("?" for _ in part)
        rows = await db.fetchall(
            f"SELECT id, move_count, announced_ply FROM games WHERE id IN ({marks})",
            tuple(part),
        )
        plies.update((int(row[0]), (int(row[1]), None if row[2] is None else int(row[2])))
                     for row in rows)
    return plies


async def move_log(db: Connection, game_id: int) -> tuple[MoveRecord, ...]:
    """A game's moves with their seats and times, in ply order."""
    rows = await db.fetchall(
        f"SELECT {MOVE_COLUMNS} FROM moves WHERE game_id = ? ORDER BY ply", (game_id,)
    )
    return tuple(move_from_row(row) for row in rows)


async def last_move_at(db: Connection, game_ids: Sequence[int]) -> dict[int, int]:
    """When each of these games' last move was stored (games without a move are left out),
    ``IDS_A_QUERY`` games a query."""
    times: dict[int, int] = {}
    for start in range(0, len(game_ids), IDS_A_QUERY):
        part = game_ids[start:start + IDS_A_QUERY]
        marks = ", ".join("?" for _ in part)
        rows = await db.fetchall(
            f"SELECT game_id, MAX(created_at) FROM moves WHERE game_id IN ({marks}) "
            "GROUP BY game_id", tuple(part))
        times.update((int(row[0]), int(row[1])) for row in rows)
    return times


async def due_deadlines(db: Connection, now: int) -> list[TurnClock]:
    """Active games whose turn deadline has passed at ``now`` or whose unsent reminder is
    due, by id."""
    rows = await db.fetchall(
        "SELECT id, turn_deadline, reminder_at, reminder_sent FROM games "
        "WHERE status = 'active' AND turn_deadline <= ? "
        "UNION "
        "SELECT id, turn_deadline, reminder_at, reminder_sent FROM games "
        "WHERE status = 'active' AND reminder_sent = 0 AND reminder_at <= ? "
        "ORDER BY 1",
        (now, now),
    )
    return [
        TurnClock(
            game_id=row[0],
            turn_deadline=row[1],
            reminder_at=row[2],
            reminder_sent=bool(row[3]),
            expired=row[1] is not None and row[1] <= now,
        )
        for row in rows
    ]
