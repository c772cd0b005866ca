"""Migrations from an empty file and from every earlier version; a newer database is refused."""

import sqlite3

import pytest

from data import DatabaseTooNewError, GameStatus, Store
from data.migrations import MIGRATIONS, SCHEMA_VERSION, Migration, split_statements


def schema(path):
    with sqlite3.connect(path) as conn:
        return sorted(
            conn.execute(
                "SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'"
            ).fetchall()
        )


def user_version(path):
    with sqlite3.connect(path) as conn:
        return conn.execute("PRAGMA user_version").fetchone()[0]


async def test_from_empty_reaches_the_code_version_with_wal_and_foreign_keys(tmp_path):
    path = tmp_path / "fresh.db"
    async with Store(path) as store:
        assert await store.schema_version() == SCHEMA_VERSION
        async with store.db.transaction(write=False) as db:
            assert (await db.execute_fetchall("PRAGMA journal_mode"))[0][0] == "wal"
            assert (await db.execute_fetchall("PRAGMA foreign_keys"))[0][0] == 1
            assert (await db.execute_fetchall("PRAGMA synchronous"))[0][0] == 1  # NORMAL
            assert (await db.execute_fetchall("PRAGMA busy_timeout"))[0][0] == 5000
    names = {row[1] for row in schema(path)}
    assert {"games", "seats", "moves", "results", "ratings", "guild_settings"} <= names
    assert user_version(path) == SCHEMA_VERSION


async def test_reopening_an_up_to_date_database_changes_nothing(tmp_path):
    path = tmp_path / "again.db"
    async with Store(path):
        pass
    before = schema(path)
    async with Store(path) as store:
        assert await store.schema_version() == SCHEMA_VERSION
    assert schema(path) == before


@pytest.mark.parametrize("start", range(SCHEMA_VERSION))
async def test_upgrade_from_every_earlier_version_keeps_data(tmp_path, start):
    fresh = tmp_path / "fresh.db"
    async with Store(fresh):
        pass
    old = tmp_path / f"v{start}.db"
    async with Store(old, migrations=MIGRATIONS[:start]) as store:
        assert await store.schema_version() == start
    if start >= 1:  # games, seats and moves exist from version 1 on: written with its columns
        with sqlite3.connect(old) as conn:
            conn.executescript(OLD_GAME_SQL)
    async with Store(old) as store:
        assert await store.schema_version() == SCHEMA_VERSION
        if start >= 1:
            [game] = await store.active_games()
            assert game.moves == ("QS B3",)
            assert game.status is GameStatus.ACTIVE
            assert [s.display_name for s in game.seats] == ["Ann", "Bob"]
            if start < 3:  # the clock was 2 x (deadline - reminder) before version 3
                assert game.turn_clock == 300 and not game.allow_hints
    assert schema(old) == schema(fresh)


OLD_GAME_SQL = """
INSERT INTO games (id, guild_id, channel_id, host_id, variant, settings, seed, status,
                   move_count, created_at, started_at, turn_deadline, reminder_at)
VALUES (1, 1, 2, 3, 'classic', '{"variant": "classic", "players": 2}', 7, 'active', 1,
        100, 100, 1400, 1250);
INSERT INTO seats (game_id, seat, user_id, display_name) VALUES (1, 0, 3, 'Ann'), (1, 1, 4, 'Bob');
INSERT INTO moves (game_id, ply, text, seat, created_at) VALUES (1, 0, 'QS B3', 0, 110);
"""
"""A running game with a 5-minute clock, in the columns every version since 1 has."""


async def test_clock_and_hints_columns_round_trip(tmp_path):
    async with Store(tmp_path / "cols.db") as store:
        game = await store.create_game(
            guild_id=1, channel_id=2, host_id=3, variant="classic",
            settings={"variant": "classic", "players": 2}, seed=7, turn_clock=600,
            allow_hints=True,
        )
        assert game.turn_clock == 600 and game.allow_hints
        plain = await store.create_game(
            guild_id=1, channel_id=2, host_id=3, variant="classic",
            settings={"variant": "classic", "players": 2}, seed=8,
        )
        assert plain.turn_clock == 0 and not plain.allow_hints
        await store.add_seat(plain.id, user_id=3, display_name="Ann")
        await store.add_seat(plain.id, user_id=4, display_name="Bob")
        started = await store.start_game(plain.id, turn_clock=60)
        assert started.turn_clock == 60
        assert (await store.load_game(game.id)).turn_clock == 600


async def test_a_newer_database_is_refused_and_left_alone(tmp_path):
    path = tmp_path / "newer.db"
    async with Store(path):
        pass
    with sqlite3.connect(path) as conn:
        conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    before = schema(path)
    store = Store(path)
    with pytest.raises(DatabaseTooNewError) as caught:
        await store.open()
    assert caught.value.found == SCHEMA_VERSION + 1
    assert caught.value.supported == SCHEMA_VERSION
    assert "newer" in str(caught.value) or "upgrade" in str(caught.value)
    assert schema(path) == before
    assert user_version(path) == SCHEMA_VERSION + 1


async def test_a_failing_migration_rolls_back_entirely(tmp_path):
    path = tmp_path / "broken.db"
    broken = Migration(
        version=SCHEMA_VERSION + 1,
        name="broken",
        statements=(
            "CREATE TABLE half_done (x INTEGER)",
            "ALTER TABLE games ADD COLUMN nonsense NOT A TYPE (",
        ),
    )
    async with Store(path):
        pass
    with pytest.raises(sqlite3.OperationalError):
        await Store(path, migrations=(*MIGRATIONS, broken)).open()
    assert user_version(path) == SCHEMA_VERSION
    assert "half_done" not in {row[1] for row in schema(path)}


def test_statements_are_split_with_triggers_kept_whole():
    script = """
    -- a comment
    CREATE TABLE t (x INTEGER); -- trailing
    CREATE TRIGGER t_guard BEFORE UPDATE ON t
    BEGIN
        SELECT RAISE(ABORT, 'no; never');
    END;
    """
    statements = split_statements(script)
    assert len(statements) == 2
    assert statements[1].startswith("CREATE TRIGGER") and statements[1].endswith("END;")


def test_every_migration_is_numbered_in_order():
    assert [m.version for m in MIGRATIONS] == list(range(1, SCHEMA_VERSION + 1))
    assert SCHEMA_VERSION >= 2
