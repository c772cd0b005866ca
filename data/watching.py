"""Hand panels in use, shared between bot processes (run by ``Store`` in a transaction).

A row of ``watched_panels`` says that a member used their hand panel of a game in its server
until ``until_ms`` counts down: the process announcing a move then sends them no turn DM, since
the process holding the panel (the server's shard) shows them their turn on it. Only bots that
share their database write these rows; a bot alone knows its panels in memory.
"""

from __future__ import annotations

from data.backend import Connection


async def watch(db: Connection, game_id: int, user_id: int, until_ms: int) -> None:
    """The member uses their panel of the game in its server until ``until_ms``."""
    await db.execute(
        "INSERT INTO watched_panels (game_id, user_id, until_ms) VALUES (?, ?, ?) "
        "ON CONFLICT (game_id, user_id) DO UPDATE SET until_ms = excluded.until_ms",
        (game_id, user_id, until_ms),
    )


async def unwatch(db: Connection, game_id: int, user_id: int) -> None:
    """The member no longer plays the game from a panel in its server."""
    await db.execute("DELETE FROM watched_panels WHERE game_id = ? AND user_id = ?",
                     (game_id, user_id))


async def watchers(db: Connection, game_id: int, now_ms: int) -> frozenset[int]:
    """The members of the game whose use of their panel still counts at ``now_ms``."""
    rows = await db.fetchall(
        "SELECT user_id FROM watched_panels WHERE game_id = ? AND until_ms > ?",
        (game_id, now_ms))
    return frozenset(int(r[0]) for r in rows)
