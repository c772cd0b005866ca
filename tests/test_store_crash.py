"""A writer killed with SIGKILL mid-stream loses no move whose commit had returned (both
backends: the SQLite file, or the PostgreSQL server the killed process was talking to)."""

import asyncio
import shutil
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from data import Store
from tests.store_backends import SQLITE

CHILD = Path(__file__).resolve().parent / "store_writer_child.py"


def run_and_kill(path, after_lines):
    """Start the writer, read ``after_lines`` committed plies, SIGKILL it; return game and plies."""
    child = subprocess.Popen(
        [sys.executable, str(CHILD), str(path)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )
    try:
        header = child.stdout.readline()
        assert header.startswith("game "), header + child.stderr.read()
        game_id = int(header.split()[1])
        printed = []
        for _ in range(after_lines):
            line = child.stdout.readline()
            assert line, child.stderr.read()
            printed.append(int(line))
        child.send_signal(signal.SIGKILL)
        child.wait()
        # Lines already written before the kill are also commits that returned.
        printed += [int(line) for line in child.stdout.read().split()]
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()
        child.stdout.close()
        child.stderr.close()
    assert child.returncode == -signal.SIGKILL
    return game_id, printed


@pytest.mark.parametrize("after_lines", [1, 37, 150])
def test_sigkill_mid_stream_keeps_every_committed_move(backend, after_lines):
    game_id, printed = run_and_kill(backend.target(), after_lines)
    assert printed == list(range(len(printed)))

    async def inspect():
        if backend.name == SQLITE:
            assert await backend.fetch("PRAGMA integrity_check") == [("ok",)]
            assert await backend.fetch("PRAGMA foreign_key_check") == []
        plies = [row[0] for row in await backend.fetch(
            "SELECT ply FROM moves WHERE game_id = ? ORDER BY ply", (game_id,)
        )]
        [(count, deadline)] = await backend.fetch(
            "SELECT move_count, turn_deadline FROM games WHERE id = ?", (game_id,)
        )
        return plies, count, deadline

    plies, count, deadline = asyncio.run(inspect())
    assert set(printed) <= set(plies)
    assert plies == list(range(len(plies)))  # no gap; at most the in-flight move beyond
    assert len(plies) - len(printed) in (0, 1)
    # The game row moved with its moves (same transaction).
    assert count == len(plies)
    assert deadline == 1000 + plies[-1]

    async def reopen():
        async with backend.store() as store:
            [game] = await store.active_games()
            assert game.moves == tuple(f"move {p}" for p in plies)
            await store.record_move(game.id, len(plies), "after restart", 0)
            return await store.load_game(game.id)

    assert asyncio.run(reopen()).next_ply == len(plies) + 1


async def test_a_closed_store_leaves_the_whole_database_in_its_one_file(tmp_path):
    """Closing the store ends its connection, so SQLite folds the write-ahead log into the
    file: a copy of the ``.db`` file alone, taken after the bot stopped, holds every write.
    Closing it again does nothing."""
    path = tmp_path / "seq.db"
    store = await Store(path).open()
    await store.update_guild_settings(9, turn_clock_seconds=600)
    assert path.with_name("seq.db-wal").exists()
    await store.close()
    await store.close()
    assert [p.name for p in tmp_path.iterdir()] == ["seq.db"]
    (tmp_path / "copy").mkdir()
    shutil.copy(path, tmp_path / "copy" / "seq.db")
    async with Store(tmp_path / "copy" / "seq.db") as copy:
        assert (await copy.guild_settings(9)).turn_clock_seconds == 600
