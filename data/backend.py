"""What the store's SQL runs on: one transaction's connection, and the database that hands it out.

The SQL of the modules ``Store`` calls is written once, with ``?`` placeholders and SQL that
SQLite and PostgreSQL both accept. What differs lives behind these two protocols, implemented by
``data.database.Database`` (SQLite through aiosqlite) and ``data.postgres.PostgresDatabase``
(PostgreSQL through asyncpg): placeholders, the id of an inserted row, row locks, transactions,
how constraint and lock errors look, and where the schema version is kept.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Iterable, Sequence
from contextlib import AbstractAsyncContextManager
from typing import Any, Protocol

Row = Sequence[Any]
"""A result row: indexable by column position, iterable over its values."""


class Connection(Protocol):
    """One transaction's connection. Constraint failures raise ``ConstraintError`` and lock
    timeouts ``StoreBusyError`` (``data.errors``) on both backends."""

    dialect: str
    """``"sqlite"`` or ``"postgresql"``."""

    for_update: str
    """Suffix that locks the selected rows until the transaction ends (empty on SQLite, whose
    write transactions already hold the database's write lock)."""

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        """Run one statement; returns the number of rows it changed."""
        ...

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        """Run one statement once per parameter row."""
        ...

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        """Every row of a query."""
        ...

    async def fetchone(self, sql: str, params: Sequence[Any] = ()) -> Row | None:
        """The first row of a query, or None."""
        ...

    async def insert(self, sql: str, params: Sequence[Any] = ()) -> int:
        """Run an ``INSERT`` into a table with an ``id`` key; returns the new row's id."""
        ...

    async def lock(self, key: str) -> None:
        """Serialise writers on ``key`` until this transaction ends (e.g. one ladder)."""
        ...

    async def copy_rows(
        self, table: str, columns: Sequence[str], rows: Sequence[Sequence[Any]]
    ) -> None:
        """Insert many rows at once (PostgreSQL's COPY; plain inserts on SQLite)."""
        ...


class Backend(Protocol):
    """A database the store can open, migrate and run transactions on."""

    dialect: str

    @property
    def code_version(self) -> int:
        """The schema version this code migrates databases to."""
        ...

    def describe(self) -> str:
        """Where the data lives, for logs and messages (never a password)."""
        ...

    async def open(self) -> None:
        """Connect, refuse a database newer than the code, apply pending migrations."""
        ...

    async def close(self) -> None:
        """Close every connection (idempotent)."""
        ...

    async def schema_version(self) -> int:
        """The version of the database's schema."""
        ...

    def transaction(self, *, write: bool = True) -> AbstractAsyncContextManager[Connection]:
        """One transaction: COMMIT if the body returns, ROLLBACK if it raises."""
        ...

    async def execute_alone(self, sql: str, params: Sequence[Any] = ()) -> int:
        """One write statement as a transaction of its own; the number of rows it changed.
        The same as ``execute`` in ``transaction()``, in fewer round trips where the
        database allows (SQLite: one instead of three)."""
        ...


async def to_the_end(step: Awaitable[object]) -> None:
    """Await ``step`` (a BEGIN, COMMIT or ROLLBACK) to its end even if the task is cancelled
    meanwhile, then let the cancellation through. Both drivers go on running a statement whose
    caller was cancelled (aiosqlite in its thread, asyncpg on the server), so a transaction
    statement cut off from its caller left the connection in a transaction nobody ended: on
    SQLite every later BEGIN failed, on PostgreSQL the pool rolled back and asyncpg logged
    "Resetting connection with an active transaction". Awaited to the end, the caller knows
    what it began, and a COMMIT sent is the truth whatever happens to the caller."""
    task = asyncio.ensure_future(step)
    cancelled: asyncio.CancelledError | None = None
    while True:
        try:
            await asyncio.shield(task)
            break
        except asyncio.CancelledError as error:
            if task.done():
                if not task.cancelled():
                    task.exception()  # retrieved: the cancellation is what the caller sees
                raise
            cancelled = error
    if cancelled is not None:
        raise cancelled
