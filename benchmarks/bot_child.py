"""The bot in a process of its own for ``benchmarks/interaction.py``: the test support's
``tests/fakediscord/bot_process.py``, with a move chosen on a hand panel counting after
``UNDO`` seconds (the bot's ``undo_seconds``; the benchmark passes 0, as the tests do, so the
clock measures the bot and not the grace period).

    python -m benchmarks.bot_child http://127.0.0.1:PORT path/to/bot.db UNDO
"""

from __future__ import annotations

import asyncio
import functools
import sys

from cogs.client import SequenceBot
from tests.fakediscord import bot_process

if __name__ == "__main__":
    # bot_process.main builds the bot by this module-level name when it runs.
    bot_process.SequenceBot = functools.partial(  # type: ignore[misc,assignment]
        SequenceBot, undo_seconds=float(sys.argv[3]))
    asyncio.run(bot_process.main(sys.argv[1], sys.argv[2]))
