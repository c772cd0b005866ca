"""Guild settings and members' DMs (run by ``Store`` in a transaction).

A guild's settings are its row of ``guild_settings`` (the defaults while it has none). A
member's row of ``user_dm_status`` remembers whether DMs to them worked last time (copied onto
their seats in open games) and which hand DMs they chose (``DM_CHOICES``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from data.backend import Connection
from data.records import UNCHANGED, GuildSettings, Unchanged
from data.rows import GUILD_COLUMNS, OPEN_SQL, guild_from_row, to_json

DM_CHOICES = ("turn", "all", "never")
"""The hand DMs a member may choose: when it is their turn, after every other player's move,
or none (the hand is always in the channel's only-you panel)."""
DEFAULT_DM_CHOICE = "turn"


async def guild_settings(db: Connection, guild_id: int) -> GuildSettings:
    """A guild's settings, or the defaults when it never changed any."""
    row = await db.fetchone(
        f"SELECT {GUILD_COLUMNS} FROM guild_settings WHERE guild_id = ?", (guild_id,)
    )
    return guild_from_row(row) if row else GuildSettings(guild_id=guild_id, options={})


async def update_guild_settings(
    db: Connection,
    guild_id: int,
    language: str | Unchanged,
    turn_clock_seconds: int | None | Unchanged,
    options: Mapping[str, Any] | Unchanged,
    clock: Callable[[], int],
) -> GuildSettings:
    """Change the given settings of a guild, keep the others; returns them all. ``clock``
    gives the time written, read once the guild's lock is held."""
    await db.lock(f"guild:{guild_id}")  # read, merge, write: one writer at a time
    old = await guild_settings(db, guild_id)
    new = GuildSettings(
        guild_id=guild_id,
        language=old.language if language is UNCHANGED else language,
        turn_clock_seconds=(
            old.turn_clock_seconds
            if turn_clock_seconds is UNCHANGED
            else turn_clock_seconds
        ),
        options=dict(old.options or {}) if options is UNCHANGED else dict(options),
    )
    await db.execute(
        "INSERT INTO guild_settings (guild_id, language, turn_clock_seconds, options, "
        "updated_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (guild_id) DO UPDATE SET "
        "language = excluded.language, turn_clock_seconds = excluded.turn_clock_seconds, "
        "options = excluded.options, updated_at = excluded.updated_at",
        (guild_id, new.language, new.turn_clock_seconds, to_json(new.options or {}),
         clock()),
    )
    return new


async def dm_ok(db: Connection, user_id: int) -> bool | None:
    """Whether DMs to this user worked last time (None: never tried)."""
    row = await db.fetchone(
        "SELECT dm_ok FROM user_dm_status WHERE user_id = ?", (user_id,)
    )
    return None if row is None else bool(row[0])


async def set_dm_ok(db: Connection, user_id: int, ok: bool, now: int) -> None:
    """Remember whether DMs to this user work, also on their seats in open games."""
    await db.execute(
        "INSERT INTO user_dm_status (user_id, dm_ok, updated_at) VALUES (?, ?, ?) "
        "ON CONFLICT (user_id) DO UPDATE SET dm_ok = excluded.dm_ok, "
        "updated_at = excluded.updated_at",
        (user_id, int(ok), now),
    )
    await db.execute(
        "UPDATE seats SET dm_ok = ? WHERE user_id = ? AND game_id IN "
        f"(SELECT id FROM games WHERE status IN {OPEN_SQL})",
        (int(ok), user_id),
    )


async def dm_choices(db: Connection, user_ids: Sequence[int]) -> dict[int, str]:
    """Each of these members' choice of hand DMs (``DEFAULT_DM_CHOICE`` when never chosen);
    ``user_ids`` must not be empty."""
    marks = ", ".join("?" for _ in user_ids)
    rows = await db.fetchall(
        f"SELECT user_id, notify FROM user_dm_status WHERE user_id IN ({marks})",
        tuple(user_ids),
    )
    chosen = {int(row[0]): str(row[1]) for row in rows}
    return {user: chosen.get(user, DEFAULT_DM_CHOICE) for user in user_ids}


async def set_dm_choice(db: Connection, user_id: int, choice: str, now: int) -> None:
    """Remember a member's choice of hand DMs (checked by the caller)."""
    await db.execute(
        "INSERT INTO user_dm_status (user_id, dm_ok, updated_at, notify) "
        "VALUES (?, 1, ?, ?) ON CONFLICT (user_id) DO UPDATE SET "
        "notify = excluded.notify, updated_at = excluded.updated_at",
        (user_id, now, choice),
    )
