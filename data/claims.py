"""Claims on work that any bot process may pick up (run by ``Store`` in a write transaction).

A claim is a row of ``game_claims``: one ``(game_id, kind)`` held by ``owner`` (one bot process)
until ``expires_ms``. Taking it is one statement that both backends run atomically,
``INSERT … ON CONFLICT DO UPDATE … WHERE`` the row is the caller's own or has lapsed, so of two
processes asking at once exactly one gets it (PostgreSQL: the second waits on the row's lock and
then finds it taken; SQLite: writers are serialised by the file lock). A process that dies holds
its claims only until they lapse. Leases are in the machine's real time (unix milliseconds), not
the game clock, so machines sharing a database must keep their clocks in step (NTP).
"""

from __future__ import annotations

from data.backend import Connection

KINDS = ("announce", "computer", "clock")
"""What may be claimed on a game: showing its players what is stored, a computer seat's turn,
a turn clock that ran out."""


async def claim(db: Connection, game_id: int, kind: str, owner: str, now_ms: int,
                lease_ms: int) -> bool:
    """Take (or renew) the claim ``kind`` on ``game_id`` for ``owner``; False if another owner
    holds it and it has not lapsed."""
    if kind not in KINDS:
        raise ValueError(f"unknown claim kind {kind!r}")
    changed = await db.execute(
        "INSERT INTO game_claims (game_id, kind, owner, expires_ms) VALUES (?, ?, ?, ?) "
        "ON CONFLICT (game_id, kind) DO UPDATE SET owner = excluded.owner, "
        "expires_ms = excluded.expires_ms "
        "WHERE game_claims.owner = excluded.owner OR game_claims.expires_ms <= ?",
        (game_id, kind, owner, now_ms + lease_ms, now_ms),
    )
    return changed == 1


async def renew(db: Connection, game_id: int, kind: str, owner: str, now_ms: int,
                lease_ms: int) -> bool:
    """Extend ``owner``'s claim ``kind`` on ``game_id`` that has not lapsed; False if it
    lapsed or is not (or no longer) the owner's. Unlike ``claim`` it never takes a claim
    anew: a holder whose lease lapsed must learn that another process may have done the
    work meanwhile (and given the claim back), not quietly take it again."""
    changed = await db.execute(
        "UPDATE game_claims SET expires_ms = ? "
        "WHERE game_id = ? AND kind = ? AND owner = ? AND expires_ms > ?",
        (now_ms + lease_ms, game_id, kind, owner, now_ms),
    )
    return changed == 1


async def release(db: Connection, game_id: int, kind: str, owner: str) -> bool:
    """Give the claim back (only the owner's own); False if it was not held by ``owner``."""
    changed = await db.execute(
        "DELETE FROM game_claims WHERE game_id = ? AND kind = ? AND owner = ?",
        (game_id, kind, owner),
    )
    return changed == 1


async def holder(db: Connection, game_id: int, kind: str, now_ms: int) -> str | None:
    """Who holds the claim now (None: nobody, or it lapsed)."""
    row = await db.fetchone(
        "SELECT owner FROM game_claims WHERE game_id = ? AND kind = ? AND expires_ms > ?",
        (game_id, kind, now_ms),
    )
    return None if row is None else str(row[0])


async def release_all(db: Connection, owner: str) -> int:
    """Give back every claim of ``owner`` (a process closing cleanly); how many there were."""
    return await db.execute("DELETE FROM game_claims WHERE owner = ?", (owner,))


async def games_with_computers(db: Connection) -> list[int]:
    """Ids of the active games with a computer seat, oldest first (whose computers a process
    may have to take over)."""
    rows = await db.fetchall(
        "SELECT id FROM games WHERE status = 'active' AND EXISTS (SELECT 1 FROM seats "
        "WHERE seats.game_id = games.id AND seats.is_computer = 1) ORDER BY id", ())
    return [int(row[0]) for row in rows]
