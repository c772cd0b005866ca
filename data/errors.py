"""Typed errors of the store. All derive from ``StoreError``."""

from __future__ import annotations


class StoreError(Exception):
    """Base class of every error the store raises on purpose."""


class DatabaseTooNewError(StoreError):
    """The database was written by a newer version of the code; it is not opened."""

    def __init__(self, path: str, found: int, supported: int) -> None:
        super().__init__(
            f"database {path} has schema version {found}, but this code knows only up to "
            f"version {supported}; upgrade the bot (or point DATABASE_PATH or DATABASE_URL "
            f"elsewhere) instead of letting an older version touch it"
        )
        self.path = path
        self.found = found
        self.supported = supported


class DatabaseDamagedError(StoreError):
    """The database file is not a database, or fails SQLite's ``PRAGMA quick_check``; it is
    not opened (and not written to)."""

    def __init__(self, path: str, detail: str) -> None:
        super().__init__(f"database {path} is damaged ({detail})")
        self.path = path
        self.detail = detail


class GameNotFoundError(StoreError):
    """No game has the given id."""


class GameClosedError(StoreError):
    """The game is no longer in a state that allows this (e.g. a move after it finished)."""


class DuplicateMoveError(StoreError):
    """A move for this ply is already recorded: a double submission, which must not play twice."""


class PlyOutOfOrderError(StoreError):
    """A move skips ahead: its ply is greater than the number of moves recorded."""


class SeatError(StoreError):
    """A lobby change the seats do not allow (user already seated, no such seat, …)."""


class ConstraintError(StoreError):
    """A write broke a constraint of the schema (a key, a CHECK, the append-only move log).

    Raised the same way by both backends; the driver's own error is the ``__cause__``.
    """

    def __init__(self, message: str, *, unique: bool = False) -> None:
        super().__init__(message)
        self.unique = unique
        """True when a unique key (or primary key) was violated."""


class StoreBusyError(StoreError):
    """The database stayed locked by another writer longer than the store waits (busy timeout,
    PostgreSQL's ``lock_timeout``, or a deadlock broken by the server); nothing was written."""


class StoreUnavailableError(StoreError):
    """The database server could not be reached: it refused or dropped the connection, or was
    shutting down or starting (a restart, a failover). A transaction it cut off before COMMIT
    wrote nothing; one cut off during COMMIT may have committed (``maybe_committed``), which
    the next read shows."""

    def __init__(self, message: str, *, maybe_committed: bool = False) -> None:
        super().__init__(message)
        self.maybe_committed = maybe_committed
        """True when the connection was lost during COMMIT: the write may have been made."""


class StoreCannotWriteError(StoreError):
    """The database refused a write for a reason only the bot's host can fix: its disk (or
    quota) is full, its file or the server is read-only (a standby after a failover), or the
    disk failed. Nothing of the transaction was written; reads may still work."""

    def __init__(self, message: str, *, cause: str) -> None:
        super().__init__(message)
        self.cause = cause
        """What the host must fix, in a few words for the log: ``disk full``, ``read-only``
        or ``disk I/O error``."""
