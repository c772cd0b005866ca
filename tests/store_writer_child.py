"""Child process for the crash test: appends moves and prints each ply once its commit returned.

Usage: ``python tests/store_writer_child.py DATABASE [MOVES]``, DATABASE a SQLite file or a
``postgresql://`` URL. Prints ``game N`` first, then one
ply number per line, flushed, after ``record_move`` returned. The test kills it with SIGKILL.
"""

import asyncio
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from data import Store  # noqa: E402


async def main(target: str, moves: int) -> None:
    store = Store(url=target) if target.startswith("postgresql://") else Store(target)
    async with store:
        game = await store.create_game(
            guild_id=1, channel_id=2, host_id=3, variant="classic",
            settings={"variant": "classic", "players": 2}, seed=5,
        )
        await store.add_seat(game.id, user_id=3, display_name="Ann")
        await store.add_seat(game.id, user_id=4, display_name="Bob")
        await store.start_game(game.id, turn_deadline=1000, reminder_at=500)
        print(f"game {game.id}", flush=True)
        for ply in range(moves):
            await store.record_move(
                game.id, ply, f"move {ply}", ply % 2, turn_deadline=1000 + ply,
                reminder_at=500 + ply, missed_turns={ply % 2: 0},
            )
            print(ply, flush=True)


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 1_000_000))
