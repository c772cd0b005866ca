"""The invite link the bot logs at start: it asks for every permission a game needs, so a host
who adds the bot by it is never refused a Start for a missing one."""

import logging
import os
import subprocess
import sys
from pathlib import Path

import discord

from cogs.invite import PERMISSIONS
from cogs.lobby import FOR_THREAD, IN_THREAD, REQUIRED
from tests.bot_helpers import factory


def test_the_invite_asks_for_every_permission_the_lobby_checks():
    for name in (*REQUIRED, *IN_THREAD, *FOR_THREAD):
        assert getattr(PERMISSIONS, name), name
    assert not PERMISSIONS.administrator and not PERMISSIONS.manage_messages


async def test_the_bot_logs_its_invite_link_once_it_is_connected(
        fake_discord, start_bot, tmp_path, caplog):
    caplog.set_level(logging.INFO)
    runner = await start_bot(factory(tmp_path / "invite.db"))
    app = runner.bot.application_id
    lines = [r.getMessage() for r in caplog.records if "oauth2/authorize" in r.getMessage()]
    assert len(lines) == 1
    link = lines[0].split(": ", 1)[1]
    assert link == discord.utils.oauth_url(app, permissions=PERMISSIONS,
                                           scopes=("bot", "applications.commands"))
    assert f"permissions={PERMISSIONS.value}" in link


def test_without_a_token_the_bot_says_how_to_invite_it(tmp_path):
    # ``.env`` is read from the working directory: an empty one here, and no token around
    env = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    bot = Path(__file__).resolve().parent.parent / "bot.py"
    done = subprocess.run([sys.executable, str(bot)], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    assert "No bot token found" in done.stdout
    assert "logs a link ('to add the bot to a server: …')" in done.stdout
    assert "demo.py" in done.stdout and "demo.py --play" in done.stdout
