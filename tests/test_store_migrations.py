"""Migrations from empty and from every earlier version, on both backends; a newer database is
refused and left alone; both backends' migrations build the same schema."""

import pytest

from data import ConstraintError, DatabaseTooNewError, GameStatus, Store
from data.migrations import (
    MIGRATIONS,
    POSTGRES_MIGRATIONS,
    SCHEMA_VERSION,
    Migration,
    split_statements,
)
from tests.store_backends import POSTGRES, SQLITE, StoreBackend

TABLES = {"games", "seats", "moves", "results", "ratings", "guild_settings", "user_dm_status",
          "game_claims", "owed_answers", "watched_panels"}


async def test_from_empty_reaches_the_code_version(backend):
    async with backend.store() as store:
        assert await store.schema_version() == SCHEMA_VERSION
        async with store.db.transaction(write=False) as db:
            if backend.name == SQLITE:
                assert (await db.fetchall("PRAGMA journal_mode"))[0][0] == "wal"
                assert (await db.fetchall("PRAGMA foreign_keys"))[0][0] == 1
                assert (await db.fetchall("PRAGMA synchronous"))[0][0] == 1  # NORMAL
                assert (await db.fetchall("PRAGMA busy_timeout"))[0][0] == 5000
            else:
                assert (await db.fetchall("SHOW lock_timeout"))[0][0] == "5s"
                assert (await db.fetchall("SHOW transaction_isolation"))[0][0] == "repeatable read"
    assert TABLES <= set(await backend.tables())
    assert await backend.raw_version() == SCHEMA_VERSION


async def test_reopening_an_up_to_date_database_changes_nothing(backend):
    async with backend.store():
        pass
    before = await backend.schema()
    async with backend.store() as store:
        assert await store.schema_version() == SCHEMA_VERSION
    assert await backend.schema() == before


async def test_migrations_another_process_applied_meanwhile_are_skipped(tmp_path, monkeypatch):
    """Two processes starting on one new database: the second may read the old version, then
    wait for the write lock while the first migrates. It skips what the first applied instead
    of refusing the database as out of sequence."""
    import data.database

    path = tmp_path / "shared.db"
    async with Store(path):  # the first process migrates
        pass
    read_version = data.database._user_version
    reads = 0

    async def first_read_before_the_other_process(db):
        nonlocal reads
        reads += 1
        return 0 if reads == 1 else await read_version(db)

    monkeypatch.setattr(data.database, "_user_version", first_read_before_the_other_process)
    async with Store(path) as store:
        assert await store.schema_version() == SCHEMA_VERSION
    assert reads > 1


@pytest.mark.parametrize("start", range(SCHEMA_VERSION))
async def test_upgrade_from_every_earlier_version_keeps_data(backend, start):
    async with backend.store("fresh"):
        pass
    async with backend.store("old", migrations=backend.migrations[:start]) as store:
        assert await store.schema_version() == start
    if start >= 1:  # games, seats and moves exist from version 1 on: written with its columns
        await backend.script(OLD_GAME_SQL, "old")
    async with backend.store("old") as store:
        assert await store.schema_version() == SCHEMA_VERSION
        if start >= 1:
            [game] = await store.active_games()
            assert game.moves == ("QS B3",)
            assert game.status is GameStatus.ACTIVE
            assert [s.display_name for s in game.seats] == ["Ann", "Bob"]
            if start < 3:  # the clock was 2 x (deadline - reminder) before version 3
                assert game.turn_clock == 300 and not game.allow_hints
    assert await backend.schema("old") == await backend.schema("fresh")


OLD_GAME_SQL = """
INSERT INTO games (id, guild_id, channel_id, host_id, variant, settings, seed, status,
                   move_count, created_at, started_at, turn_deadline, reminder_at)
VALUES (1, 1, 2, 3, 'classic', '{"variant": "classic", "players": 2}', 7, 'active', 1,
        100, 100, 1400, 1250);
INSERT INTO seats (game_id, seat, user_id, display_name) VALUES (1, 0, 3, 'Ann'), (1, 1, 4, 'Bob');
INSERT INTO moves (game_id, ply, text, seat, created_at) VALUES (1, 0, 'QS B3', 0, 110);
"""
"""A running game with a 5-minute clock, in the columns every version since 1 has."""


async def test_clock_and_hints_columns_round_trip(backend):
    async with backend.store() as store:
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


async def test_a_newer_database_is_refused_and_left_alone(backend):
    async with backend.store():
        pass
    await backend.set_raw_version(SCHEMA_VERSION + 1)
    schema_before, rows_before = await backend.schema(), await backend.dump()
    store = backend.store()
    with pytest.raises(DatabaseTooNewError) as caught:
        await store.open()
    assert caught.value.found == SCHEMA_VERSION + 1
    assert caught.value.supported == SCHEMA_VERSION
    assert "newer" in str(caught.value) or "upgrade" in str(caught.value)
    assert await backend.schema() == schema_before
    assert await backend.dump() == rows_before
    assert await backend.raw_version() == SCHEMA_VERSION + 1


BROKEN = {
    SQLITE: ("CREATE TABLE half_done (x INTEGER)",
             "ALTER TABLE games ADD COLUMN nonsense NOT A TYPE ("),
    POSTGRES: ("CREATE TABLE half_done (x INTEGER); "
               "ALTER TABLE games ADD COLUMN nonsense NOT A TYPE (",),
}


async def test_a_failing_migration_rolls_back_entirely(backend):
    broken = Migration(version=SCHEMA_VERSION + 1, name="broken",
                       statements=BROKEN[backend.name])
    async with backend.store():
        pass
    with pytest.raises(Exception, match="syntax error|nonsense|NOT"):
        await backend.store(migrations=(*backend.migrations, broken)).open()
    assert await backend.raw_version() == SCHEMA_VERSION
    assert "half_done" not in await backend.tables()


async def test_the_move_log_refuses_updates(backend):
    async with backend.store() as store:
        game = await store.create_game(guild_id=1, channel_id=2, host_id=3, variant="classic",
                                       settings={}, seed=1)
        await store.add_seat(game.id, user_id=3, display_name="Ann")
        await store.start_game(game.id)
        await store.record_move(game.id, 0, "QS B3", 0)
        with pytest.raises(ConstraintError, match="append-only"):
            async with store.db.transaction() as db:
                await db.execute("UPDATE moves SET text = 'JH C4'")
        assert (await store.load_game(game.id)).moves == ("QS B3",)


async def test_both_backends_build_the_same_tables_keys_indexes_and_triggers(
    tmp_path, postgres_cluster
):
    sqlite = StoreBackend(SQLITE, tmp_path)
    postgres = StoreBackend(POSTGRES, tmp_path, postgres_cluster)
    try:
        for chosen in (sqlite, postgres):
            async with chosen.store():
                pass
        lite, pg = await sqlite.structure(), await postgres.structure()
        assert set(lite["tables"]) == TABLES
        assert lite == pg
    finally:
        postgres.cleanup()


def test_both_backends_have_the_same_numbered_migrations():
    assert [(m.version, m.name) for m in POSTGRES_MIGRATIONS] == [
        (m.version, m.name) for m in MIGRATIONS
    ]


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
