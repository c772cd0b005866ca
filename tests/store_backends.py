"""The store's two backends as the tests see them (the ``backend`` fixture of ``conftest.py``).

``backend.store(**kw)`` opens a ``Store`` on a fresh SQLite file or a fresh PostgreSQL database;
the other helpers read and write that database directly, to check what the store left there.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

from data import Store
from data.migrations import MIGRATIONS, POSTGRES_MIGRATIONS
from data.postgres import numbered
from tests.postgres_cluster import PostgresCluster

SQLITE, POSTGRES = "sqlite", "postgresql"

_KIND = {
    "INTEGER": "integer", "BIGINT": "integer", "TEXT": "text", "REAL": "real",
    "DOUBLE PRECISION": "real",
}


class StoreBackend:
    """One backend under test: where its databases are, how a store opens, raw access."""

    def __init__(self, name: str, folder: Path, cluster: PostgresCluster | None = None) -> None:
        self.name = name
        self.folder = folder
        self.cluster = cluster
        self.migrations = MIGRATIONS if name == SQLITE else POSTGRES_MIGRATIONS
        self._targets: dict[str, str] = {}

    def __repr__(self) -> str:
        return f"StoreBackend({self.name})"

    def target(self, label: str = "main") -> str:
        """The file path or URL of the database ``label`` (created empty on first use)."""
        if label not in self._targets:
            if self.name == SQLITE:
                self._targets[label] = str(self.folder / f"{label}.db")
            else:
                assert self.cluster is not None
                self._targets[label] = self.cluster.create_database()
        return self._targets[label]

    def store(self, label: str = "main", **kw: Any) -> Store:
        """A (not yet opened) store on database ``label``."""
        if self.name == SQLITE:
            return Store(self.target(label), **kw)
        return Store(url=self.target(label), **kw)

    def cleanup(self) -> None:
        """Drop the PostgreSQL databases made for the test."""
        if self.cluster is not None:
            for url in self._targets.values():
                self.cluster.drop_database(url)
        self._targets.clear()

    # -- raw access ----------------------------------------------------------------------------

    async def fetch(
        self, sql: str, params: tuple[Any, ...] = (), label: str = "main"
    ) -> list[tuple]:
        """Rows of a query (``?`` placeholders) run directly on the database."""
        if self.name == SQLITE:
            with sqlite3.connect(self.target(label)) as conn:
                return [tuple(row) for row in conn.execute(sql, params).fetchall()]
        import asyncpg

        conn = await asyncpg.connect(self.target(label))
        try:
            return [tuple(row) for row in await conn.fetch(numbered(sql), *params)]
        finally:
            await conn.close()

    async def script(self, sql: str, label: str = "main") -> None:
        """Run statements directly on the database, outside the store."""
        if self.name == SQLITE:
            with sqlite3.connect(self.target(label)) as conn:
                conn.executescript(sql)
            return
        import asyncpg

        conn = await asyncpg.connect(self.target(label))
        try:
            await conn.execute(sql)
        finally:
            await conn.close()

    async def tables(self, label: str = "main") -> list[str]:
        """The names of the database's tables, sorted."""
        if self.name == SQLITE:
            sql = ("SELECT name FROM sqlite_master WHERE type = 'table' "
                   "AND name NOT LIKE 'sqlite_%'")
        else:
            sql = ("SELECT table_name FROM information_schema.tables "
                   "WHERE table_schema = 'public'")
        return sorted(row[0] for row in await self.fetch(sql, label=label))

    async def dump(self, label: str = "main") -> dict[str, list[tuple]]:
        """Every row of every table, to compare a database before and after."""
        return {
            table: sorted(await self.fetch(f"SELECT * FROM {table}", label=label), key=repr)
            for table in await self.tables(label)
        }

    async def raw_version(self, label: str = "main") -> int:
        """The schema version as stored, read without the store."""
        if self.name == SQLITE:
            return (await self.fetch("PRAGMA user_version", label=label))[0][0]
        if "sequence_schema" not in await self.tables(label):
            return 0
        return (await self.fetch("SELECT version FROM sequence_schema", label=label))[0][0]

    async def set_raw_version(self, version: int, label: str = "main") -> None:
        """Overwrite the stored schema version (as a newer code would have written it)."""
        if self.name == SQLITE:
            await self.script(f"PRAGMA user_version = {int(version)}", label)
        else:
            await self.script(f"UPDATE sequence_schema SET version = {int(version)}", label)

    async def schema(self, label: str = "main") -> list[tuple]:
        """The full schema as the database reports it (to compare two databases of a backend)."""
        if self.name == SQLITE:
            return sorted(await self.fetch(
                "SELECT type, name, tbl_name, sql FROM sqlite_master "
                "WHERE name NOT LIKE 'sqlite_%'", label=label))
        columns = await self.fetch(
            "SELECT table_name, ordinal_position, column_name, data_type, is_nullable, "
            "column_default FROM information_schema.columns WHERE table_schema = 'public'",
            label=label)
        constraints = await self.fetch(
            "SELECT conrelid::regclass::text, conname, pg_get_constraintdef(oid) "
            "FROM pg_constraint WHERE connamespace = 'public'::regnamespace", label=label)
        indexes = await self.fetch(
            "SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = 'public'",
            label=label)
        triggers = await self.fetch(
            "SELECT tgrelid::regclass::text, tgname, pg_get_triggerdef(oid) FROM pg_trigger "
            "WHERE NOT tgisinternal", label=label)
        return sorted(columns + constraints + indexes + triggers, key=repr)

    async def structure(self, label: str = "main") -> dict[str, Any]:
        """The schema in terms both backends share: tables with their columns in order (name,
        kind, NOT NULL), primary keys, indexes (unique, columns) and triggers."""
        tables: dict[str, list[tuple[str, str, bool]]] = {}
        keys: dict[str, list[str]] = {}
        indexes: dict[str, tuple[str, bool, tuple[str, ...]]] = {}
        if self.name == SQLITE:
            for table in await self.tables(label):
                info = await self.fetch(f"PRAGMA table_info({table})", label=label)
                tables[table] = [(r[1], _KIND[r[2]], bool(r[3] or r[5])) for r in info]
                keys[table] = [r[1] for r in sorted(info, key=lambda r: r[5]) if r[5]]
                for _, name, unique, origin, _partial in await self.fetch(
                        f"PRAGMA index_list({table})", label=label):
                    if origin == "c":
                        cols = await self.fetch(f"PRAGMA index_info({name})", label=label)
                        indexes[name] = (table, bool(unique), tuple(c[2] for c in cols))
            triggers = sorted(r[0] for r in await self.fetch(
                "SELECT name FROM sqlite_master WHERE type = 'trigger'", label=label))
        else:
            for table in await self.tables(label):
                if table == "sequence_schema":  # where PostgreSQL keeps the version
                    continue
                info = await self.fetch(
                    "SELECT column_name, upper(data_type), is_nullable "
                    "FROM information_schema.columns WHERE table_schema = 'public' "
                    "AND table_name = ? ORDER BY ordinal_position", (table,), label=label)
                tables[table] = [(r[0], _KIND[r[1]], r[2] == "NO") for r in info]
            for table, index, unique, primary, cols in await self.fetch(
                    "SELECT t.relname, i.relname, ix.indisunique, ix.indisprimary, "
                    "array_agg(a.attname::text ORDER BY k.ord) "
                    "FROM pg_index ix JOIN pg_class i ON i.oid = ix.indexrelid "
                    "JOIN pg_class t ON t.oid = ix.indrelid "
                    "CROSS JOIN LATERAL unnest(ix.indkey) WITH ORDINALITY AS k(attnum, ord) "
                    "JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum "
                    "WHERE t.relnamespace = 'public'::regnamespace "
                    "AND t.relname <> 'sequence_schema' "
                    "GROUP BY t.relname, i.relname, ix.indisunique, ix.indisprimary",
                    label=label):
                if primary:
                    keys[table] = list(cols)
                else:
                    indexes[index] = (table, unique, tuple(cols))
            triggers = sorted(r[0] for r in await self.fetch(
                "SELECT tgname FROM pg_trigger WHERE NOT tgisinternal", label=label))
        return {"tables": tables, "keys": keys, "indexes": indexes, "triggers": triggers}

    # -- outages -------------------------------------------------------------------------------

    async def as_superuser(self, *statements: str) -> None:
        """PostgreSQL: run statements as the test server's superuser (outside the database)."""
        assert self.cluster is not None
        import asyncpg

        conn = await asyncpg.connect(self.cluster.url)
        try:
            for sql in statements:
                await conn.execute(sql)
        finally:
            await conn.close()

    def _database_name(self, label: str) -> str:
        return self.target(label).rsplit("/", 1)[1]

    async def refuse_connections(self, refuse: bool, label: str = "main") -> None:
        """PostgreSQL: the database refuses new connections and drops the ones it has, as in
        a restart or a failover (``refuse``), or takes connections again. The shared test
        server stays up."""
        name = self._database_name(label)
        await self.as_superuser(
            f'ALTER DATABASE "{name}" ALLOW_CONNECTIONS {"false" if refuse else "true"}')
        if refuse:
            await self.drop_connections(label)

    async def drop_connections(self, label: str = "main") -> None:
        """PostgreSQL: the server drops every connection to the database (what a restart
        leaves in a pool: connections that look open and fail at their next use)."""
        await self.as_superuser("SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                                f"WHERE datname = '{self._database_name(label)}'")

    async def away(self, store: Store, away: bool) -> None:
        """The database goes away (PostgreSQL: refuses connections, as in a restart; SQLite:
        refuses writes, as a full disk does), or comes back."""
        if self.name == SQLITE:
            await self.refuse_writes(store, away)
        else:
            await self.refuse_connections(away)

    async def refuse_writes(self, store: Store, refuse: bool, label: str = "main") -> None:
        """``store``'s database refuses writes (``refuse``) or takes them again: on SQLite
        ``query_only`` on the store's own connection (as a full disk or a read-only file do);
        on PostgreSQL sessions read-only by default, as on a standby, the open connections
        dropped so that new ones see it (as after a failover)."""
        if self.name == SQLITE:
            async with store.db.transaction(write=False) as db:
                await db.raw.execute(f"PRAGMA query_only = {int(refuse)}")
            return
        name = self._database_name(label)
        await self.as_superuser(f'ALTER DATABASE "{name}" SET default_transaction_read_only '
                                 f'= {"on" if refuse else "off"}')
        await self.drop_connections(label)
