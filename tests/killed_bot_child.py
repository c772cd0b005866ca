"""A bot process for ``test_bot_workers``: its worker pool draws a board and makes a computer
decision, as in play, then the process waits to be killed. Prints ``ready`` when the workers
are running."""

import asyncio
import random
import sys

from cogs.client import SequenceBot
from cogs.pictures import board_file
from data import GameRecord, GameStatus
from engine import Game, GameSettings


async def main(db: str) -> None:
    bot = SequenceBot(db_path=db, computer_pause=0, computer_budget=0.05)
    game = Game.new(GameSettings("classic", 2), 1)
    record = GameRecord(
        id=1, guild_id=1, channel_id=1, thread_id=None, board_channel_id=None,
        board_message_id=None, lobby_message_id=None, host_id=1, variant="classic",
        settings=game.settings.to_dict(), seed=1, status=GameStatus.ACTIVE, created_at=0,
        started_at=0, finished_at=None, turn_deadline=None, reminder_at=None,
        reminder_sent=False, result=None, seats=(), moves=(),
    )
    await board_file(game, record, "en", executor=bot.workers)
    await bot.computers.think(game, game.to_act, "hard", random.Random(1))
    print("ready", flush=True)
    await asyncio.Event().wait()


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1]))
