"""Forgetting a member who asks for it (run by ``Store`` in a transaction).

What the store keeps about a member: their Discord id and the name they played under in each
game's seat, their per-game results, their ratings, and their DM settings. To forget them,
their ratings, DM settings and panels are deleted, their results no longer name them (the
rows stay, so the other players' games and statistics are unchanged), and in every game they
sat in, their id becomes one random negative number (a pseudonym no Discord id can be, the
same in all their games, so each game stays whole and replayable) and their name
``FORGOTTEN_NAME``. Games they still play in or host are refused: they leave those first.
"""

from __future__ import annotations

from data.backend import Connection

FORGOTTEN_NAME = "👤"
"""The name a forgotten member's seats show (no language: every reader understands it)."""

OPEN = "('lobby', 'active')"


async def open_games(db: Connection, user_id: int) -> tuple[int, ...]:
    """The lobbies and running games the member sits in or hosts, by number."""
    rows = await db.fetchall(
        f"SELECT g.id FROM games g WHERE g.status IN {OPEN} AND (g.host_id = ? OR EXISTS "
        "(SELECT 1 FROM seats s WHERE s.game_id = g.id AND s.user_id = ?)) ORDER BY g.id",
        (user_id, user_id),
    )
    return tuple(int(row[0]) for row in rows)


async def kept(db: Connection, user_id: int) -> tuple[int, int]:
    """How many games the member sat in, and on how many ladders they are rated."""
    games = await db.fetchone("SELECT count(*) FROM seats WHERE user_id = ?", (user_id,))
    ladders = await db.fetchone("SELECT count(*) FROM ratings WHERE user_id = ?", (user_id,))
    return (int(games[0]) if games else 0), (int(ladders[0]) if ladders else 0)


async def forget(db: Connection, user_id: int, pseudonym: int) -> tuple[int, ...]:
    """Forget the member (see the module's text); the games whose seats changed. The caller
    checked ``open_games`` in the same transaction."""
    rows = await db.fetchall("SELECT game_id FROM seats WHERE user_id = ? ORDER BY game_id",
                             (user_id,))
    games = tuple(int(row[0]) for row in rows)
    await db.execute("UPDATE seats SET user_id = ?, display_name = ? WHERE user_id = ?",
                     (pseudonym, FORGOTTEN_NAME, user_id))
    await db.execute("UPDATE games SET host_id = ? WHERE host_id = ?", (pseudonym, user_id))
    await db.execute("UPDATE results SET user_id = NULL WHERE user_id = ?", (user_id,))
    for table in ("ratings", "user_dm_status", "watched_panels"):
        await db.execute(f"DELETE FROM {table} WHERE user_id = ?", (user_id,))
    return games
