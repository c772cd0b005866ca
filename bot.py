"""The Sequence bot process: settings from ``.env``, logging, start and shutdown.

The bot class itself is ``cogs.client.SequenceBot``.

Run ``python bot.py``. Settings come from ``.env`` (see ``.env.example``) and the environment,
which wins. Without a token the bot explains how to get one and exits.
"""

from __future__ import annotations

import asyncio
import logging
import os
import re
import signal
import sys
from collections.abc import Mapping
from pathlib import Path

import discord

from cogs.client import SequenceBot, Settings
from cogs.messages import t
from cogs.shards import make_bot, shard_settings
from data import DEFAULT_DATABASE_PATH, DatabaseDamagedError, StoreError

__all__ = ["SequenceBot", "Settings", "configure_logging", "load_settings", "main", "run"]

log = logging.getLogger("sequence")

LOG_FORMAT = "%(asctime)s %(levelname)-7s %(name)s: %(message)s"


def parse_env_file(text: str) -> dict[str, str]:
    """``KEY=VALUE`` lines of a ``.env`` file (comments, blanks, ``export`` and quotes allowed)."""
    values: dict[str, str] = {}
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#") or "=" not in line:
            continue
        if line.startswith("export "):
            line = line[len("export "):]
        key, _, value = line.partition("=")
        value = value.strip()
        if len(value) >= 2 and value[0] == value[-1] and value[0] in "'\"":
            value = value[1:-1]
        elif " #" in value:
            value = value.split(" #", 1)[0].rstrip()
        values[key.strip()] = value
    return values


def load_settings(
    env_file: str | Path = ".env", environ: Mapping[str, str] | None = None
) -> Settings:
    """Settings from ``env_file`` (if it exists) overridden by ``environ``; ``ValueError``
    (one sentence) for shard settings that do not fit together."""
    path = Path(env_file)
    values = parse_env_file(path.read_text(encoding="utf-8")) if path.is_file() else {}
    env = os.environ if environ is None else environ
    for key in ("DISCORD_TOKEN", "DATABASE_PATH", "DATABASE_URL", "LOG_LEVEL", "DEV_GUILD_ID",
                "SHARD_COUNT", "SHARD_IDS"):
        if env.get(key):
            values[key] = env[key]
    guild = values.get("DEV_GUILD_ID", "").strip()
    shard_count, shard_ids = shard_settings(values.get("SHARD_COUNT", ""),
                                            values.get("SHARD_IDS", ""))
    return Settings(
        token=values.get("DISCORD_TOKEN", "").strip(),
        database_path=values.get("DATABASE_PATH") or str(DEFAULT_DATABASE_PATH),
        database_url=values.get("DATABASE_URL", "").strip(),
        log_level=(values.get("LOG_LEVEL") or "INFO").upper(),
        dev_guild_id=int(guild) if guild.isdigit() else None,
        shard_count=shard_count,
        shard_ids=shard_ids,
    )


OUR_LOGGERS = ("sequence", "bot", "__main__", "cogs", "table", "data", "engine", "render")
"""The loggers of this project: only these log below INFO (``LOG_LEVEL=DEBUG``). Libraries
stay at INFO at most: at DEBUG discord.py logs every gateway event and request (interaction
tokens, hands sent by DM) and aiosqlite every statement with its values (seeds)."""

_SECRETS = (
    # an interaction's or webhook's token in a URL: /interactions/<id>/<token>/callback
    (re.compile(r"(/(?:interactions|webhooks)/\d+/)[\w.-]{16,}"), r"\1<token>"),
    # a token field in a logged payload: 'token': '…' or "token": "…"
    (re.compile(r"""(['"]token['"]\s*:\s*['"])[^'"]+"""), r"\1<token>"),
    # a bot token (three base64 parts)
    (re.compile(r"\b[\w-]{23,28}\.[\w-]{6,7}\.[\w-]{27,}"), "<bot token>"),
)


class RedactSecrets(logging.Filter):
    """A handler filter that takes tokens out of every line (a safety net under the level
    caps of ``configure_logging``; hands and seeds are never logged at any level)."""

    def filter(self, record: logging.LogRecord) -> bool:
        """Rewrite the record's message with its tokens replaced; never drops a record."""
        message = record.getMessage()
        cleaned = message
        for pattern, replacement in _SECRETS:
            cleaned = pattern.sub(replacement, cleaned)
        if cleaned != message:
            record.msg, record.args = cleaned, None
        return True


def configure_logging(level: str, handler: logging.Handler) -> None:
    """Log through ``handler`` (tokens redacted): this project's loggers at ``level``, every
    library's at ``level`` but never below INFO, and discord.py's HTTP logger at WARNING."""
    numeric = getattr(logging, level.upper(), logging.INFO)
    if not isinstance(numeric, int):
        numeric = logging.INFO
    handler.addFilter(RedactSecrets())
    root = logging.getLogger()
    root.setLevel(max(numeric, logging.INFO))
    root.addHandler(handler)
    for name in OUR_LOGGERS:
        logging.getLogger(name).setLevel(numeric)
    logging.getLogger("discord.http").setLevel(max(numeric, logging.WARNING))


_logging_ready = False


def setup_logging(level: str = "INFO") -> None:
    """Configure logging to standard error once (``configure_logging``)."""
    global _logging_ready
    if _logging_ready:
        return
    handler = logging.StreamHandler()
    handler.setFormatter(logging.Formatter(LOG_FORMAT))
    configure_logging(level, handler)
    _logging_ready = True


class StartupRefused(Exception):
    """The bot will not start (a damaged or newer database, one it cannot open): one line."""


async def open_store(bot: SequenceBot) -> None:
    """Open (check, migrate) the bot's database before connecting to Discord; a database it
    cannot use is a ``StartupRefused`` saying why in one line."""
    try:
        await bot.store.open()
    except DatabaseDamagedError as error:
        raise StartupRefused(t("startup.database_damaged", where=error.path,
                               detail=error.detail)) from None
    except StoreError as error:
        raise StartupRefused(str(error)) from None
    except Exception as error:  # noqa: BLE001 - unreadable file, server down, bad password
        where = bot.store.describe()
        raise StartupRefused(f"cannot open the database ({where}): "
                             f"{type(error).__name__}: {error}") from None


async def run(settings: Settings) -> None:
    """Run the bot until SIGTERM or Ctrl-C, then close it cleanly."""
    # the bot never joins a voice channel: no warnings that voice is not supported
    discord.VoiceClient.warn_nacl = discord.VoiceClient.warn_dave = False
    bot = make_bot(settings, warm_workers=True)
    loop = asyncio.get_running_loop()
    stop = asyncio.Event()
    handled: list[signal.Signals] = []
    for sig in (signal.SIGINT, signal.SIGTERM):
        try:
            loop.add_signal_handler(sig, stop.set)
            handled.append(sig)
        except (NotImplementedError, RuntimeError):  # not on this platform
            pass
    try:
        await _run_until_stopped(bot, settings, stop)
    finally:
        for sig in handled:
            loop.remove_signal_handler(sig)


async def _run_until_stopped(bot: SequenceBot, settings: Settings, stop: asyncio.Event) -> None:
    async with bot:
        await open_store(bot)
        runner = asyncio.create_task(bot.start(settings.token))
        stopper = asyncio.create_task(stop.wait())
        done, _ = await asyncio.wait({runner, stopper}, return_when=asyncio.FIRST_COMPLETED)
        if stopper in done:
            log.info("shutting down")
            await bot.close()
        stopper.cancel()
        await asyncio.gather(runner, return_exceptions=True)
        if runner.done() and not runner.cancelled() and runner.exception():
            raise runner.exception()  # type: ignore[misc]


def new_event_loop() -> asyncio.AbstractEventLoop:
    """The bot's event loop: uvloop's where it is installed (every platform but Windows), whose
    sockets and callbacks cost about half of asyncio's on a busy bot; asyncio's otherwise."""
    try:
        import uvloop
    except ImportError:
        return asyncio.new_event_loop()
    return uvloop.new_event_loop()


def main(argv: list[str] | None = None) -> int:
    """Entry point: load settings, explain a missing token, or run the bot."""
    try:
        settings = load_settings()
    except ValueError as error:
        print(t("startup.refused", reason=error), file=sys.stderr)
        return 1
    if not settings.token:
        print(t("token.missing"))
        return 0
    setup_logging(settings.log_level)
    try:
        with asyncio.Runner(loop_factory=new_event_loop) as runner:
            runner.run(run(settings))
    except discord.LoginFailure:
        log.error("Discord refused the token; check DISCORD_TOKEN in .env")
        return 1
    except StartupRefused as refusal:
        print(t("startup.refused", reason=refusal), file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
