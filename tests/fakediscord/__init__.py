"""A fake Discord on loopback for end-to-end tests of the real discord.py bot.

See README.md in this folder. The main entry points are `FakeDiscord` (the server and the test
API) and `BotRunner` / `running_bot` (start, stop and restart a bot against it).
"""

from . import rules
from .handles import InteractionHandle
from .models import FakeChannel, FakeMember, StoredAttachment, StoredMessage, Violation
from .runner import BOT_ERROR, BotRunner, running_bot
from .server import FakeDiscord

__all__ = [
    "BOT_ERROR",
    "BotRunner",
    "FakeChannel",
    "FakeDiscord",
    "FakeMember",
    "InteractionHandle",
    "StoredAttachment",
    "StoredMessage",
    "Violation",
    "rules",
    "running_bot",
]
