"""The SQLite backend: one connection, PRAGMAs, explicit transactions, migrations at start-up."""

from __future__ import annotations

import asyncio
import logging
import sqlite3
from collections.abc import AsyncIterator, Iterable, Iterator, Sequence
from contextlib import asynccontextmanager, contextmanager
from pathlib import Path
from typing import Any

import aiosqlite

from data.backend import Row, to_the_end
from data.errors import (
    ConstraintError,
    DatabaseDamagedError,
    DatabaseTooNewError,
    StoreBusyError,
    StoreCannotWriteError,
    StoreError,
)
from data.migrations import MIGRATIONS, Migration

log = logging.getLogger(__name__)

_DAMAGED_CODES = frozenset({sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB})
"""SQLite's primary result codes for a damaged file and for a file that is no database."""

_CANNOT_WRITE = {
    sqlite3.SQLITE_FULL: "disk full",
    sqlite3.SQLITE_READONLY: "read-only",
    sqlite3.SQLITE_IOERR: "disk I/O error",
}
"""SQLite's primary result codes for a write the host must make possible again, with what
to fix: free disk space, give the bot's user write access to the file and its folder, or
replace the disk."""

DEFAULT_DATABASE_PATH = Path(__file__).resolve().parent / "sequence.db"
"""Where the database lives unless the caller (the bot reads ``DATABASE_PATH``) says otherwise."""


class SQLiteConnection:
    """One SQLite transaction's connection (``data.backend.Connection``): ``?`` placeholders as
    written, ``lastrowid`` for new ids, and sqlite3's errors turned into the store's."""

    dialect = "sqlite"
    for_update = ""

    def __init__(self, conn: aiosqlite.Connection) -> None:
        self.raw = conn

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        """Run one statement; returns the number of rows it changed."""
        with _translated_errors():
            cursor = await self.raw.execute(sql, params)
        return cursor.rowcount

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        """Run one statement once per parameter row."""
        with _translated_errors():
            await self.raw.executemany(sql, rows)

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        """Every row of a query."""
        with _translated_errors():
            return list(await self.raw.execute_fetchall(sql, params))

    async def fetchone(self, sql: str, params: Sequence[Any] = ()) -> Row | None:
        """The first row of a query, or None."""
        with _translated_errors():
            async with self.raw.execute(sql, params) as cursor:
                return await cursor.fetchone()

    async def insert(self, sql: str, params: Sequence[Any] = ()) -> int:
        """Run an ``INSERT``; returns the new row's id."""
        with _translated_errors():
            cursor = await self.raw.execute(sql, params)
        assert cursor.lastrowid is not None
        return cursor.lastrowid

    async def lock(self, key: str) -> None:
        """Nothing to do: a write transaction holds SQLite's one write lock already."""

    async def copy_rows(
        self, table: str, columns: Sequence[str], rows: Sequence[Sequence[Any]]
    ) -> None:
        """Insert many rows at once."""
        marks = ", ".join("?" for _ in columns)
        await self.executemany(
            f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({marks})", rows
        )


@contextmanager
def _translated_errors() -> Iterator[None]:
    """Turn sqlite3's integrity, busy and host errors into ``ConstraintError``,
    ``StoreBusyError`` and ``StoreCannotWriteError``."""
    try:
        yield
    except sqlite3.IntegrityError as error:
        message = str(error)
        unique = "UNIQUE" in message or "PRIMARY KEY" in message
        raise ConstraintError(message, unique=unique) from error
    except sqlite3.OperationalError as error:
        cause = _CANNOT_WRITE.get(getattr(error, "sqlite_errorcode", 0) & 0xFF)
        if cause is not None:
            raise StoreCannotWriteError(str(error), cause=cause) from error
        if "locked" in str(error) or "busy" in str(error):
            raise StoreBusyError(str(error)) from error
        raise


class Database:
    """The SQLite backend (``data.backend.Backend``): one aiosqlite connection, handed out one
    transaction at a time.

    All work goes through ``transaction()``: a write transaction starts with ``BEGIN IMMEDIATE``
    (so it takes the write lock up front and waits at most ``busy_timeout_ms`` for another
    process), a read transaction with ``BEGIN`` (one consistent snapshot for several queries).
    A single write statement may instead go through ``execute_alone``, its own transaction.
    Coroutines sharing the store queue on an ``asyncio.Lock`` so that their statements never mix
    inside one transaction.
    """

    dialect = "sqlite"

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

    def describe(self) -> str:
        """The database file's name."""
        return f"SQLite file {self.path.name}"

    async def open(self) -> None:
        """Connect, refuse a damaged database or one newer than the code (before anything is
        written to it, the journal mode included), set the PRAGMAs, apply migrations."""
        if self._conn is not None:
            return
        self.path.parent.mkdir(parents=True, exist_ok=True)
        # isolation_level=None: the sqlite3 module never opens transactions on its own.
        conn = await aiosqlite.connect(self.path, isolation_level=None)
        try:
            await conn.execute(f"PRAGMA busy_timeout = {int(self.busy_timeout_ms)}")
            await conn.execute("PRAGMA foreign_keys = ON")
            await self._check_before_writing(conn)
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

    async def _check_before_writing(self, conn: aiosqlite.Connection) -> None:
        """Refuse a file that is no database or fails ``PRAGMA quick_check`` (reads the whole
        file, without checking index contents), and a database newer than the code."""
        try:
            async with conn.execute("PRAGMA quick_check") as cursor:
                problems = [str(row[0]) for row in await cursor.fetchall()]
            async with conn.execute("PRAGMA user_version") as cursor:
                row = await cursor.fetchone()
        except sqlite3.DatabaseError as error:
            if getattr(error, "sqlite_errorcode", 0) & 0xFF not in _DAMAGED_CODES:
                raise
            raise DatabaseDamagedError(str(self.path), str(error)) from None
        if problems != ["ok"]:
            detail = "; ".join(problems[:3]) + ("; …" if len(problems) > 3 else "")
            raise DatabaseDamagedError(str(self.path), f"quick_check: {detail}")
        found = int(row[0]) if row else 0
        if found > self.code_version:
            raise DatabaseTooNewError(str(self.path), found, self.code_version)

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
    async def transaction(self, *, write: bool = True) -> AsyncIterator[SQLiteConnection]:
        """Run the body in one transaction: COMMIT if it returns, ROLLBACK if it raises."""
        conn = self._conn
        if conn is None:
            raise StoreError("the store is not open")
        async with self._lock:
            try:
                with _translated_errors():
                    await to_the_end(conn.execute("BEGIN IMMEDIATE" if write else "BEGIN"))
            except BaseException:  # cancelled while BEGIN ran: end what it began
                await _rolled_back(conn)
                raise
            try:
                yield SQLiteConnection(conn)
            except BaseException:
                await _rolled_back(conn)
                raise
            try:
                with _translated_errors():
                    await to_the_end(conn.execute("COMMIT"))
            except BaseException:
                await _rolled_back(conn)
                raise

    async def execute_alone(self, sql: str, params: Sequence[Any] = ()) -> int:
        """One write statement as a transaction of its own: outside ``BEGIN``, SQLite runs
        a statement as its own transaction, so it is one call to the connection's thread
        instead of three (a move's board is recorded with one). Under the lock, so it never
        runs inside another caller's open transaction; if the caller is cancelled meanwhile
        the statement still completes, all or nothing, before any later ``BEGIN``."""
        conn = self._conn
        if conn is None:
            raise StoreError("the store is not open")
        async with self._lock:
            with _translated_errors():
                cursor = await conn.execute(sql, params)
            return cursor.rowcount

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
                    await db.raw.execute(statement)
                await db.execute(f"PRAGMA user_version = {migration.version}")
            log.info("database %s migrated to version %d (%s)", self.path, migration.version,
                     migration.name)


async def _rolled_back(conn: aiosqlite.Connection) -> None:
    """Roll back the transaction ``conn`` is in, if any (whatever cancels the task meanwhile)."""
    if conn.in_transaction:
        await to_the_end(conn.execute("ROLLBACK"))


async def _user_version(db: SQLiteConnection) -> int:
    row = await db.fetchone("PRAGMA user_version")
    return int(row[0]) if row else 0
