"""The PostgreSQL backend: an asyncpg pool, transactions, row locks and migrations at start-up.

Chosen by ``Store(url="postgresql://…")`` (the bot's ``DATABASE_URL``). The store's SQL is the
same as on SQLite; this module turns its ``?`` placeholders into ``$1, $2, …``, returns new ids
with ``RETURNING id``, maps asyncpg's errors onto the store's, and keeps the schema version in a
one-row table ``sequence_schema`` (SQLite keeps it in ``PRAGMA user_version``).
"""

from __future__ import annotations

import asyncio
import functools
import logging
from collections.abc import AsyncIterator, Iterable, Iterator, Sequence
from contextlib import asynccontextmanager, contextmanager, suppress
from typing import Any, cast
from urllib.parse import urlsplit, urlunsplit

import asyncpg

from data.backend import Row, to_the_end
from data.errors import (
    ConstraintError,
    DatabaseTooNewError,
    StoreBusyError,
    StoreCannotWriteError,
    StoreError,
    StoreUnavailableError,
)
from data.migrations import POSTGRES_MIGRATIONS, Migration

log = logging.getLogger(__name__)

URL_SCHEMES = ("postgresql", "postgres")
"""A ``DATABASE_URL`` with one of these schemes selects this backend."""

_MIGRATION_LOCK = 0x5E9_0E4C
"""Advisory lock key held while migrating, so two processes starting together migrate once."""


def is_postgres_url(value: str | None) -> bool:
    """True for ``postgresql://…`` or ``postgres://…``."""
    return bool(value) and urlsplit(str(value)).scheme in URL_SCHEMES


def safe_url(url: str) -> str:
    """The URL without its password, for logs and error messages."""
    parts = urlsplit(url)
    host = parts.hostname or ""
    if parts.port:
        host = f"{host}:{parts.port}"
    if parts.username:
        host = f"{parts.username}@{host}"
    return urlunsplit((parts.scheme, host, parts.path, "", ""))


@functools.lru_cache(maxsize=1024)
def numbered(sql: str) -> str:
    """``?`` placeholders (outside quoted strings and names) as PostgreSQL's ``$1, $2, …``."""
    out: list[str] = []
    quote: str | None = None
    count = 0
    for char in sql:
        if quote is not None:
            if char == quote:
                quote = None
        elif char in "'\"":
            quote = char
        elif char == "?":
            count += 1
            out.append(f"${count}")
            continue
        out.append(char)
    return "".join(out)


def _rowcount(status: str) -> int:
    """Rows changed, from a command status such as ``UPDATE 1`` or ``INSERT 0 3``."""
    last = status.rsplit(" ", 1)[-1]
    return int(last) if last.isdigit() else 0


async def _rolled_back(conn: Any, tx: Any) -> None:
    """Roll ``tx`` back (the caller then raises what made it roll back); if that fails the
    connection is unusable and is closed, and the server rolls back."""
    try:
        await to_the_end(tx.rollback())
    except asyncio.CancelledError:
        raise  # rolled back, and the task was cancelled meanwhile
    except BaseException:  # noqa: BLE001 - the error that made it roll back is what counts
        with suppress(asyncpg.InterfaceError):  # the pool has let it go already
            conn.terminate()


@contextmanager
def _translated_errors() -> Iterator[None]:
    """Turn asyncpg's integrity, lock and host errors into ``ConstraintError``,
    ``StoreBusyError`` and ``StoreCannotWriteError``."""
    try:
        yield
    except asyncpg.exceptions.DiskFullError as error:
        raise StoreCannotWriteError(str(error), cause="disk full") from error
    except asyncpg.exceptions.PostgresIOError as error:
        raise StoreCannotWriteError(str(error), cause="disk I/O error") from error
    except asyncpg.IntegrityConstraintViolationError as error:
        unique = isinstance(error, asyncpg.UniqueViolationError)
        raise ConstraintError(str(error), unique=unique) from error
    except (
        asyncpg.LockNotAvailableError,
        asyncpg.DeadlockDetectedError,
        asyncpg.SerializationError,
    ) as error:
        raise StoreBusyError(str(error)) from error


@contextmanager
def _read_only_server(write: bool) -> Iterator[None]:
    """In a write transaction, turn "read-only transaction" into ``StoreCannotWriteError``:
    the server is a standby (a failover pointed the URL at a replica). In a read transaction
    the same error is a write where none belongs, a fault of the code, and passes unchanged."""
    try:
        yield
    except asyncpg.exceptions.ReadOnlySQLTransactionError as error:
        if not write:
            raise
        raise StoreCannotWriteError(str(error), cause="read-only") from error


_CONNECTION_LOST = (
    OSError,  # the socket: reset, refused, unreachable
    asyncpg.PostgresConnectionError,  # 08xxx: the connection does not exist, failed, rejected
    asyncpg.exceptions.OperatorInterventionError,  # 57xxx: shutting down, starting, crashed
)


@contextmanager
def _lost_connection(url: str, conn: Any, *, committing: bool = False) -> Iterator[None]:
    """Turn a connection the server dropped (or a server shutting down) into
    ``StoreUnavailableError`` (``maybe_committed`` when ``committing``); anything else
    passes unchanged."""
    try:
        yield
    except _CONNECTION_LOST as error:
        raise StoreUnavailableError(f"{safe_url(url)}: {error!r}",
                                    maybe_committed=committing) from error
    except asyncpg.InternalClientError as error:
        # The protocol caught mid-way by the server's goodbye (an error it consumes without
        # the end that never comes): the connection is of no more use.
        with suppress(asyncpg.InterfaceError):
            conn.terminate()
        raise StoreUnavailableError(f"{safe_url(url)}: {error!r}",
                                    maybe_committed=committing) from error
    except asyncpg.InterfaceError as error:
        if not _gone(conn):
            raise  # a misuse of the connection, not an outage
        raise StoreUnavailableError(f"{safe_url(url)}: {error!r}",
                                    maybe_committed=committing) from error


async def _released(pool: asyncpg.Pool, conn: Any) -> None:
    """Give ``conn`` back to the pool. The pool resets it on the way (a few statements); a
    server that drops the connection meanwhile (a restart, a failover) fails the reset, and
    asyncpg then terminates the connection and opens another at the next acquire. That says
    nothing about the transaction, whose outcome stands: a COMMIT that returned committed."""
    try:
        await pool.release(conn)
    except (*_CONNECTION_LOST, asyncpg.InterfaceError, asyncpg.InternalClientError) as error:
        log.debug("a connection was lost on its way back to the pool (%r)", error)


def _gone(conn: Any) -> bool:
    """Whether a pooled connection is closed, or already taken back by the pool (asyncpg lets
    go of a connection the server dropped, and then refuses every call on it)."""
    try:
        return bool(conn.is_closed())
    except asyncpg.InterfaceError:
        return True


class PostgresConnection:
    """One PostgreSQL transaction's connection (``data.backend.Connection``)."""

    dialect = "postgresql"
    for_update = " FOR UPDATE"

    def __init__(self, conn: asyncpg.pool.PoolConnectionProxy[asyncpg.Record]) -> None:
        self.raw = conn

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        """Run one statement; returns the number of rows it changed."""
        with _translated_errors():
            return _rowcount(await self.raw.execute(numbered(sql), *params))

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        """Run one statement once per parameter row."""
        rows = list(rows)
        if rows:
            with _translated_errors():
                await self.raw.executemany(numbered(sql), rows)

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        """Every row of a query."""
        with _translated_errors():  # a Record is indexed and iterated as a row
            return cast(list[Row], await self.raw.fetch(numbered(sql), *params))

    async def fetchone(self, sql: str, params: Sequence[Any] = ()) -> Row | None:
        """The first row of a query, or None."""
        with _translated_errors():
            return cast(Row | None, await self.raw.fetchrow(numbered(sql), *params))

    async def insert(self, sql: str, params: Sequence[Any] = ()) -> int:
        """Run an ``INSERT … RETURNING id``; returns the new row's id."""
        with _translated_errors():
            return int(await self.raw.fetchval(numbered(sql) + " RETURNING id", *params))

    async def lock(self, key: str) -> None:
        """A transaction-scoped advisory lock on ``key`` (hashed to 64 bits)."""
        with _translated_errors():
            await self.raw.execute("SELECT pg_advisory_xact_lock(hashtextextended($1, 0))", key)

    async def copy_rows(
        self, table: str, columns: Sequence[str], rows: Sequence[Sequence[Any]]
    ) -> None:
        """Insert many rows with COPY (binary), far faster than one INSERT per row."""
        if rows:
            with _translated_errors():
                await self.raw.copy_records_to_table(
                    table, records=[tuple(row) for row in rows], columns=list(columns)
                )


class PostgresDatabase:
    """The PostgreSQL backend (``data.backend.Backend``) over an asyncpg connection pool.

    Write transactions run at READ COMMITTED and lock what they change (the game's row with
    ``SELECT … FOR UPDATE``, a ladder with an advisory lock), so concurrent writers of one game
    queue as they do on SQLite's write lock; a lock waited for longer than ``busy_timeout_ms``
    raises ``StoreBusyError``. Read transactions run at REPEATABLE READ, READ ONLY: several
    queries see one snapshot. Several processes may share the database.
    """

    dialect = "postgresql"

    def __init__(
        self,
        url: str,
        *,
        busy_timeout_ms: int = 5000,
        pool_size: int = 10,
        migrations: Sequence[Migration] = POSTGRES_MIGRATIONS,
    ) -> None:
        if not is_postgres_url(url):
            raise ValueError("a PostgreSQL URL starts with postgresql://")
        self.url = url
        self.busy_timeout_ms = busy_timeout_ms
        self.pool_size = pool_size
        self.migrations = tuple(migrations)
        self._pool: asyncpg.Pool | None = None

    @property
    def code_version(self) -> int:
        """The schema version this code migrates databases to."""
        return len(self.migrations)

    def describe(self) -> str:
        """The URL without its password."""
        return f"PostgreSQL {safe_url(self.url)}"

    async def open(self) -> None:
        """Connect, refuse a database newer than the code, apply pending migrations."""
        if self._pool is not None:
            return
        pool = await asyncpg.create_pool(
            self.url,
            min_size=1,
            max_size=self.pool_size,
            server_settings={
                "lock_timeout": str(int(self.busy_timeout_ms)),
                "application_name": "sequence-bot",
            },
        )
        self._pool = pool
        try:
            await self._migrate()
        except BaseException:
            self._pool = None
            await pool.close()
            raise

    async def close(self) -> None:
        """Close the pool (idempotent)."""
        pool, self._pool = self._pool, None
        if pool is not None:
            await pool.close()

    async def schema_version(self) -> int:
        """The version in ``sequence_schema`` (0 for an empty database)."""
        async with self.transaction(write=False) as db:
            return await _schema_version(db)

    @asynccontextmanager
    async def transaction(self, *, write: bool = True) -> AsyncIterator[PostgresConnection]:
        """Run the body in one transaction: COMMIT if it returns, ROLLBACK if it raises.

        A server out of reach (refusing connections, dropping them, shutting down or starting)
        raises ``StoreUnavailableError``, from the connection or from any statement."""
        pool = self._pool
        if pool is None:
            raise StoreError("the store is not open")
        conn, tx = await self._begun(pool, write)
        try:
            with _lost_connection(self.url, conn), _read_only_server(write):
                try:
                    yield PostgresConnection(conn)
                except BaseException:
                    await _rolled_back(conn, tx)
                    raise
                with _lost_connection(self.url, conn, committing=True), _translated_errors():
                    await to_the_end(tx.commit())
        finally:
            await _released(pool, conn)

    async def _begun(self, pool: asyncpg.Pool, write: bool) -> tuple[Any, Any]:
        """A pooled connection in a new transaction. A connection the server dropped while it
        sat in the pool (a restart, a failover) fails at BEGIN, before anything was done: it
        is closed and another one taken, up to one more than the pool holds."""
        lost: BaseException | None = None
        for _ in range(self.pool_size + 1):
            try:
                conn = await pool.acquire()
            except (OSError, TimeoutError, asyncpg.PostgresError, asyncpg.InterfaceError) as error:
                raise StoreUnavailableError(f"{safe_url(self.url)}: {error!r}") from error
            tx = conn.transaction(
                isolation="read_committed" if write else "repeatable_read", readonly=not write
            )
            try:
                with _translated_errors():
                    await to_the_end(tx.start())
                return conn, tx
            except (*_CONNECTION_LOST, asyncpg.InterfaceError,
                    asyncpg.InternalClientError) as error:
                lost = error
                with suppress(asyncpg.InterfaceError):  # the pool may have let it go already
                    conn.terminate()
                await _released(pool, conn)
            except BaseException:  # cancelled while BEGIN ran: end what it began
                try:
                    if conn.is_in_transaction():
                        await _rolled_back(conn, tx)
                finally:
                    await _released(pool, conn)
                raise
        raise StoreUnavailableError(f"{safe_url(self.url)}: {lost!r}") from lost

    async def execute_alone(self, sql: str, params: Sequence[Any] = ()) -> int:
        """One write statement as a transaction of its own (``Backend.execute_alone``)."""
        async with self.transaction() as db:
            return await db.execute(sql, params)

    async def _migrate(self) -> None:
        """Apply every pending migration, each in its own transaction with its version bump."""
        async with self.transaction(write=False) as db:
            found = await _schema_version(db)
        if found > self.code_version:
            raise DatabaseTooNewError(safe_url(self.url), found, self.code_version)
        for migration in self.migrations[found:]:
            async with self.transaction() as db:
                await db.raw.execute("SET LOCAL lock_timeout = 0")
                await db.raw.execute("SELECT pg_advisory_xact_lock($1)", _MIGRATION_LOCK)
                current = await _schema_version(db)  # another process may have got here first
                if current >= migration.version:
                    continue
                if current != migration.version - 1:
                    raise StoreError(
                        f"{safe_url(self.url)}: schema version {current} is not sequential"
                    )
                for statement in migration.statements:
                    await db.raw.execute(statement)
                await db.raw.execute(
                    "CREATE TABLE IF NOT EXISTS sequence_schema ("
                    "one BOOLEAN PRIMARY KEY DEFAULT TRUE CHECK (one), version INTEGER NOT NULL)"
                )
                await db.raw.execute(
                    "INSERT INTO sequence_schema (version) VALUES ($1) "
                    "ON CONFLICT (one) DO UPDATE SET version = excluded.version",
                    migration.version,
                )
            log.info("database %s migrated to version %d (%s)", safe_url(self.url),
                     migration.version, migration.name)


async def _schema_version(db: PostgresConnection) -> int:
    row = await db.fetchone("SELECT to_regclass('sequence_schema') IS NOT NULL")
    if row is None or not row[0]:
        return 0
    row = await db.fetchone("SELECT version FROM sequence_schema")
    return int(row[0]) if row else 0
