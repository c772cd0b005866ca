"""A game from its creation to its start, and where it is shown (run by ``Store``).

Creating a game, its seats and sides while it is a lobby (the caller has checked, in the same
transaction, that it is one: ``loading.require_status``), starting it, and the messages that
show it with how many of its moves they show (``announced_ply``). Those last two are one
statement each, run as a transaction of their own (``Backend.execute_alone``), so they take
the backend rather than a transaction's connection.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from data import loading, members
from data.backend import Backend, Connection
from data.errors import ConstraintError, GameNotFoundError, SeatError
from data.records import UNCHANGED, GameRecord, SeatRecord, Unchanged
from data.rows import to_json


async def create_game(
    db: Connection,
    *,
    guild_id: int,
    channel_id: int,
    host_id: int,
    variant: str,
    settings: Mapping[str, Any],
    seed: int,
    lobby_message_id: int | None,
    thread_id: int | None,
    turn_clock: int,
    allow_hints: bool,
    now: int,
) -> GameRecord:
    """Create a game in the lobby state (no seats yet) and return it."""
    game_id = await db.insert(
        "INSERT INTO games (guild_id, channel_id, thread_id, lobby_message_id, host_id, "
        "variant, settings, seed, status, created_at, turn_clock, allow_hints) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'lobby', ?, ?, ?)",
        (guild_id, channel_id, thread_id, lobby_message_id, host_id, variant,
         to_json(settings), seed, now, turn_clock, int(allow_hints)),
    )
    return await loading.load_one(db, game_id)


async def add_seat(
    db: Connection,
    game_id: int,
    user_id: int | None,
    display_name: str,
    side: int | None,
    is_computer: bool,
    computer_level: str | None,
) -> SeatRecord:
    """Seat a player (or a computer, ``user_id=None``) after the lobby's last seat, with the
    DM status last known of them; ``SeatError`` if they are seated already."""
    row = await db.fetchone("SELECT count(*) FROM seats WHERE game_id = ?", (game_id,))
    seat = int(row[0]) if row else 0
    known = None if user_id is None else await members.dm_ok(db, user_id)
    dm_ok = True if known is None else known
    try:
        await db.execute(
            "INSERT INTO seats (game_id, seat, user_id, display_name, side, is_computer, "
            "computer_level, dm_ok) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (game_id, seat, user_id, display_name, side, int(is_computer),
             computer_level, int(dm_ok)),
        )
    except ConstraintError as error:
        if not error.unique:
            raise
        raise SeatError(f"user {user_id} is already seated in game {game_id}") from error
    return SeatRecord(game_id, seat, user_id, display_name, side, is_computer,
                      computer_level, dm_ok, 0)


async def remove_seat(db: Connection, game_id: int, seat: int) -> None:
    """Remove a lobby seat, the seats after it moving up one place; ``SeatError`` if there
    is no such seat."""
    changed = await db.execute(
        "DELETE FROM seats WHERE game_id = ? AND seat = ?", (game_id, seat)
    )
    if changed != 1:
        raise SeatError(f"game {game_id} has no seat {seat}")
    await _renumber(db, game_id, None)


async def remove_player(db: Connection, game_id: int, user_id: int) -> bool:
    """Remove a user's lobby seat, the seats after it moving up; False when they had none."""
    changed = await db.execute(
        "DELETE FROM seats WHERE game_id = ? AND user_id = ?", (game_id, user_id)
    )
    if changed == 0:
        return False
    await _renumber(db, game_id, None)
    return True


async def change_side(db: Connection, game_id: int, seat: int, side: int | None) -> None:
    """Put a lobby seat on another side, or on none; ``SeatError`` if there is no such seat."""
    changed = await db.execute(
        "UPDATE seats SET side = ? WHERE game_id = ? AND seat = ?", (side, game_id, seat)
    )
    if changed != 1:
        raise SeatError(f"game {game_id} has no seat {seat}")


async def start_game(
    db: Connection,
    game_id: int,
    *,
    order: Sequence[int] | None,
    sides: Sequence[int] | None,
    settings: Mapping[str, Any] | None,
    seed: int | None,
    turn_deadline: int | None,
    reminder_at: int | None,
    turn_clock: int | None,
    clock: Callable[[], int],
) -> GameRecord:
    """Make the lobby ``active`` (``Store.start_game``) and return it. ``clock`` gives its
    start time, read once the seats are in place."""
    await _renumber(db, game_id, order)
    if sides is not None:
        count = await db.fetchone(
            "SELECT count(*) FROM seats WHERE game_id = ?", (game_id,)
        )
        if count is None or len(sides) != count[0]:
            raise SeatError("sides must give one side per seat")
        await db.executemany(
            "UPDATE seats SET side = ? WHERE game_id = ? AND seat = ?",
            [(side, game_id, seat) for seat, side in enumerate(sides)],
        )
    await db.execute(
        "UPDATE games SET status = 'active', started_at = ?, turn_deadline = ?, "
        "reminder_at = ?, reminder_sent = 0, announced_ply = -1, "
        "settings = coalesce(?, settings), "
        "seed = coalesce(?, seed), turn_clock = coalesce(?, turn_clock) WHERE id = ?",
        (clock(), turn_deadline, reminder_at,
         None if settings is None else to_json(settings), seed, turn_clock, game_id),
    )
    return await loading.load_one(db, game_id)


async def _renumber(db: Connection, game_id: int, order: Sequence[int] | None) -> None:
    """Make seat indices 0..n-1: in ``order`` (old indices) if given, else keeping their order."""
    rows = await db.fetchall(
        "SELECT seat FROM seats WHERE game_id = ? ORDER BY seat", (game_id,)
    )
    current = [row[0] for row in rows]
    if order is None:
        order = current
    elif sorted(order) != current:
        raise SeatError(f"order {list(order)} is not a permutation of the seats {current}")
    if list(order) == list(range(len(order))):
        return
    # Two steps so the (game_id, seat) key never collides: first out of the way, then home.
    await db.execute("UPDATE seats SET seat = seat + 1000000 WHERE game_id = ?", (game_id,))
    await db.executemany(
        "UPDATE seats SET seat = ? WHERE game_id = ? AND seat = ?",
        [(new, game_id, old + 1000000) for new, old in enumerate(order)],
    )


async def set_announced(db: Backend, game_id: int, ply: int) -> None:
    """Record, in a statement of its own, that the players have been shown the game up to
    ``ply`` moves (never back)."""
    await db.execute_alone(
        "UPDATE games SET announced_ply = ? WHERE id = ? AND announced_ply < ?",
        (ply, game_id, ply),
    )


async def set_messages(
    db: Backend,
    game_id: int,
    *,
    thread_id: int | None | Unchanged,
    board_channel_id: int | None | Unchanged,
    board_message_id: int | None | Unchanged,
    lobby_message_id: int | None | Unchanged,
    announced_ply: int | None,
) -> None:
    """Record, in a statement of its own, the game's message ids given (not ``UNCHANGED``)
    and, unless None, its ``announced_ply`` (never back); nothing when nothing is given.
    ``GameNotFoundError`` if there is no such game."""
    changes = {
        name: value
        for name, value in (
            ("thread_id", thread_id),
            ("board_channel_id", board_channel_id),
            ("board_message_id", board_message_id),
            ("lobby_message_id", lobby_message_id),
        )
        if value is not UNCHANGED
    }
    assignments = [f"{name} = ?" for name in changes]
    values: list[int | None] = list(changes.values())
    if announced_ply is not None:  # never back, and never where nothing is tracked (NULL)
        assignments.append(
            "announced_ply = CASE WHEN announced_ply < ? THEN ? ELSE announced_ply END")
        values += [announced_ply, announced_ply]
    if not assignments:
        return
    changed = await db.execute_alone(
        f"UPDATE games SET {', '.join(assignments)} WHERE id = ?", (*values, game_id)
    )
    if changed != 1:
        raise GameNotFoundError(f"no game {game_id}")
