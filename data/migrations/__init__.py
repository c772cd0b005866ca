"""Numbered schema migrations, kept as SQL files next to this module.

Each file is named ``NNNN_name.sql``; its number is the ``PRAGMA user_version`` the database has
once it is applied. Files are split into single statements (``executescript`` would commit on its
own) so that a migration and its version bump run in one transaction.
"""

from __future__ import annotations

import re
import sqlite3
from dataclasses import dataclass
from pathlib import Path

MIGRATIONS_DIR = Path(__file__).resolve().parent
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


def load_migrations(directory: Path = MIGRATIONS_DIR) -> tuple[Migration, ...]:
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
                statements=split_statements(path.read_text(encoding="utf-8")),
            )
        )
    for expected, migration in enumerate(found, start=1):
        if migration.version != expected:
            raise ValueError(f"migrations must be numbered 1, 2, 3…; found {migration.version}")
    return tuple(found)


MIGRATIONS: tuple[Migration, ...] = load_migrations()
"""All migrations of this code, oldest first."""

SCHEMA_VERSION: int = len(MIGRATIONS)
"""The ``user_version`` of a database that is fully up to date with this code."""
