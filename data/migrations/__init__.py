"""Numbered schema migrations, kept as SQL files: SQLite's next to this module, PostgreSQL's in
``postgres/``.

Each file is named ``NNNN_name.sql``; its number is the schema version the database has once it
is applied (SQLite's ``PRAGMA user_version``, PostgreSQL's ``sequence_schema`` table). Both
folders hold the same numbers and names, and a test checks that they build the same tables,
columns, keys, indexes and triggers. SQLite files are split into single statements
(``executescript`` would commit on its own) so that a migration and its version bump run in one
transaction; a PostgreSQL file runs whole, inside the transaction that bumps the version.
"""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

MIGRATIONS_DIR = Path(__file__).resolve().parent
POSTGRES_MIGRATIONS_DIR = MIGRATIONS_DIR / "postgres"
_NAME = re.compile(r"^(\d{4})_([a-z0-9_]+)\.sql$")


@dataclass(frozen=True)
class Migration:
    """One numbered migration: its version, name and statements in order."""

    version: int
    name: str
    statements: tuple[str, ...]


def split_statements(script: str) -> tuple[str, ...]:
    """Split an SQL script into complete statements (triggers' ``BEGIN … END`` kept whole)."""
    statements: list[str] = []
    pending = ""
    for line in script.splitlines(keepends=True):
        if not pending and (not line.strip() or line.lstrip().startswith("--")):
            continue
        pending += line
        if sqlite3.complete_statement(pending):
            statements.append(pending.strip())
            pending = ""
    if pending.strip():
        raise ValueError(f"incomplete SQL statement at end of script: {pending.strip()[:60]!r}")
    return tuple(statements)


def whole_script(script: str) -> tuple[str, ...]:
    """A PostgreSQL migration runs as one script (its functions' bodies contain semicolons)."""
    return (script.strip(),)


def load_migrations(
    directory: Path = MIGRATIONS_DIR,
    split: Callable[[str], tuple[str, ...]] = split_statements,
) -> tuple[Migration, ...]:
    """Read every ``NNNN_name.sql`` file in ``directory``, checking they are numbered 1, 2, 3…."""
    found: list[Migration] = []
    for path in sorted(directory.glob("*.sql")):
        match = _NAME.match(path.name)
        if match is None:
            raise ValueError(f"migration file name not understood: {path.name}")
        found.append(
            Migration(
                version=int(match.group(1)),
                name=match.group(2),
                statements=split(path.read_text(encoding="utf-8")),
            )
        )
    for expected, migration in enumerate(found, start=1):
        if migration.version != expected:
            raise ValueError(f"migrations must be numbered 1, 2, 3…; found {migration.version}")
    return tuple(found)


MIGRATIONS: tuple[Migration, ...] = load_migrations()
"""All SQLite migrations of this code, oldest first."""

POSTGRES_MIGRATIONS: tuple[Migration, ...] = load_migrations(
    POSTGRES_MIGRATIONS_DIR, whole_script
)
"""The same migrations for PostgreSQL, oldest first."""

SCHEMA_VERSION: int = len(MIGRATIONS)
"""The schema version of a database that is fully up to date with this code."""

if [(m.version, m.name) for m in POSTGRES_MIGRATIONS] != [
    (m.version, m.name) for m in MIGRATIONS
]:
    raise ValueError("data/migrations/postgres/ must hold the same files as data/migrations/")
