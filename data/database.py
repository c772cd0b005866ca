"""The one SQLite connection: PRAGMAs, explicit transactions and migrations at start-up."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from pathlib import Path

import aiosqlite

from data.errors import DatabaseTooNewError, StoreError
from data.migrations import MIGRATIONS, Migration

log = logging.getLogger(__name__)

DEFAULT_DATABASE_PATH = Path(__file__).resolve().parent / "sequence.db"
"""Where the database lives unless the caller (the bot reads ``DATABASE_PATH``) says otherwise."""


class Database:
    """Owns one aiosqlite connection and hands it out one transaction at a time.

    All work goes through ``transaction()``: a write transaction starts with ``BEGIN IMMEDIATE``
    (so it takes the write lock up front and waits at most ``busy_timeout_ms`` for another
    process), a read transaction with ``BEGIN`` (one consistent snapshot for several queries).
    Coroutines sharing the store queue on an ``asyncio.Lock`` so that their statements never mix
    inside one transaction.
    """

    def __init__(
        self,
        path: str | Path = DEFAULT_DATABASE_PATH,
        *,
        busy_timeout_ms: int = 5000,
        synchronous: str = "NORMAL",
        migrations: Sequence[Migration] = MIGRATIONS,
    ) -> None:
        if synchronous.upper() not in ("OFF", "NORMAL", "FULL", "EXTRA"):
            raise ValueError(f"unknown synchronous level {synchronous!r}")
        self.path = Path(path)
        self.busy_timeout_ms = busy_timeout_ms
        self.synchronous = synchronous.upper()
        self.migrations = tuple(migrations)
        self._conn: aiosqlite.Connection | None = None
        self._lock = asyncio.Lock()

    @property
    def code_version(self) -> int:
        """The schema version this code migrates databases to."""
        return len(self.migrations)

    async def open(self) -> None:
        """Connect, set the PRAGMAs, refuse a database newer than the code, apply migrations."""
        if self._conn is not None:
            return
        self.path.parent.mkdir(parents=True, exist_ok=True)
        # isolation_level=None: the sqlite3 module never opens transactions on its own.
        conn = await aiosqlite.connect(self.path, isolation_level=None)
        try:
            await conn.execute(f"PRAGMA busy_timeout = {int(self.busy_timeout_ms)}")
            await conn.execute("PRAGMA foreign_keys = ON")
            async with conn.execute("PRAGMA journal_mode = WAL") as cursor:
                row = await cursor.fetchone()
            if row is None or str(row[0]).lower() != "wal":
                raise StoreError(f"could not put {self.path} in WAL mode (got {row!r})")
            await conn.execute(f"PRAGMA synchronous = {self.synchronous}")
            self._conn = conn
            await self._migrate()
        except BaseException:
            self._conn = None
            await conn.close()
            raise

    async def close(self) -> None:
        """Close the connection (idempotent)."""
        conn, self._conn = self._conn, None
        if conn is not None:
            await conn.close()

    async def schema_version(self) -> int:
        """The database's ``PRAGMA user_version``."""
        async with self.transaction(write=False) as db:
            return await _user_version(db)

    @asynccontextmanager
    async def transaction(self, *, write: bool = True) -> AsyncIterator[aiosqlite.Connection]:
        """Run the body in one transaction: COMMIT if it returns, ROLLBACK if it raises."""
        conn = self._conn
        if conn is None:
            raise StoreError("the store is not open")
        async with self._lock:
            await conn.execute("BEGIN IMMEDIATE" if write else "BEGIN")
            try:
                yield conn
            except BaseException:
                if conn.in_transaction:
                    await conn.execute("ROLLBACK")
                raise
            try:
                await conn.execute("COMMIT")
            except BaseException:
                if conn.in_transaction:
                    await conn.execute("ROLLBACK")
                raise

    async def _migrate(self) -> None:
        """Apply every pending migration, each in its own transaction with its version bump."""
        async with self.transaction(write=False) as db:
            found = await _user_version(db)
        if found > self.code_version:
            raise DatabaseTooNewError(str(self.path), found, self.code_version)
        for migration in self.migrations[found:]:
            async with self.transaction() as db:
                current = await _user_version(db)  # another process may have got here first
                if current >= migration.version:
                    continue
                if current != migration.version - 1:
                    raise StoreError(f"{self.path}: schema version {current} is not sequential")
                for statement in migration.statements:
                    await db.execute(statement)
                await db.execute(f"PRAGMA user_version = {migration.version}")
            log.info("database %s migrated to version %d (%s)", self.path, migration.version,
                     migration.name)


async def _user_version(db: aiosqlite.Connection) -> int:
    async with db.execute("PRAGMA user_version") as cursor:
        row = await cursor.fetchone()
    return int(row[0]) if row else 0
