"""A fake Discord: REST API and gateway on 127.0.0.1 that the real discord.py bot talks to."""

from __future__ import annotations

import asyncio
import base64
import binascii
import dataclasses
import json
import re
import secrets
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, TypeVar

import discord
import orjson
import yarl
from aiohttp import WSMsgType, web

from . import rules, schema
from .handles import AUTOCOMPLETE, COMMAND, COMPONENT, MODAL_SUBMIT, InteractionHandle
from .models import (
    COMPONENTS_V2,
    EPHEMERAL,
    LOADING,
    AppEmoji,
    FakeChannel,
    FakeGuild,
    FakeMember,
    StoredAttachment,
    StoredMessage,
    Violation,
    iso_now,
    shard_of,
    snowflake,
    snowflake_on_shard,
)

JSON = dict[str, Any]
T = TypeVar("T")
MemberRef = FakeMember | int | str
ChannelRef = FakeChannel | int | str

API = "/api/v10"
BOT_TOKEN = "fake-bot-token"
MEMBER_PERMISSIONS = (
    (discord.Permissions.text() | discord.Permissions(view_channel=True))
    & ~discord.Permissions(manage_messages=True, manage_threads=True)
).value
"""A member's permissions (the @everyone role's), as Discord sets them up in a new server: no
moderator's Manage Messages or Manage Threads. ``grant`` gives a member more."""
BOT_PERMISSIONS = (
    discord.Permissions.text()
    | discord.Permissions(view_channel=True, manage_messages=True, manage_threads=True)
).value

GUILD_MESSAGES = discord.Intents(guild_messages=True).value
MESSAGE_CONTENT = discord.Intents(message_content=True).value
USER_MENTION = re.compile(r"<@!?(\d+)>")

# Which initial responses Discord accepts for each interaction type.
NONCE_SECONDS = 300.0
"""How long Discord remembers an enforced nonce ("the past few minutes"; the exact time is not
documented)."""
ALLOWED_RESPONSES = {
    COMMAND: {4, 5, 9},
    COMPONENT: {4, 5, 6, 7, 9},
    AUTOCOMPLETE: {8},
    MODAL_SUBMIT: {4, 5, 6, 7},
}
OPTION_TYPES = {bool: 5, int: 4, float: 10, str: 3}


def dumps(data: Any) -> bytes:
    """JSON bytes, by orjson (several times faster than the json module; the fake shares the
    machine with the bot in the benchmarks)."""
    return orjson.dumps(data, option=orjson.OPT_NON_STR_KEYS)


def json_response(data: Any, status: int = 200) -> web.Response:
    """Return a JSON response whose Content-Type is exactly `application/json`.

    (`web.json_response` appends `; charset=utf-8`, which discord.py treats as text.)
    """
    return web.Response(
        status=status, body=dumps(data), headers={"Content-Type": "application/json"}
    )


def error(status: int, code: int, message: str) -> web.Response:
    """Return a Discord-style JSON error."""
    return json_response({"code": code, "message": message}, status)


def invalid_form_body(found: list[Violation]) -> web.Response:
    """Discord's answer to a body that breaks its rules: 400, code 50035, "Invalid Form Body",
    and an `errors` tree nested by JSON path (each violation under its path, or `_errors`)."""
    tree: JSON = {}
    for v in found:
        node = tree
        for part in v.path:
            node = node.setdefault(str(part), {})
        node.setdefault("_errors", []).append({"code": v.rule.upper(), "message": v.detail})
    return json_response({"code": 50035, "message": "Invalid Form Body", "errors": tree}, 400)


def named_first(found: list[Violation]) -> list[Violation]:
    """The violations to report: when a named rule found something, the schema's findings are
    left out (the named rule reads the body more precisely, and the schema would repeat it)."""
    if any(v.rule != rules.SCHEMA for v in found):
        return [v for v in found if v.rule != rules.SCHEMA]
    return found


DATA_URI = re.compile(r"data:image/(png|jpeg|gif|webp|avif);base64,(.*)", re.S)


@dataclass
class Fault:
    """An answer the fake gives instead of serving a request (see ``FakeDiscord.fail``)."""

    method: str
    path: re.Pattern[str]
    status: int
    code: int
    times: int
    delay: float = 0.0
    retry_after: float = 0.0
    stall: bool = False
    """Serve the request, then never answer it (see ``FakeDiscord.stall``)."""
    hits: int = 0
    body: re.Pattern[str] | None = None
    """Only requests whose body (as text) this matches, when given."""

    def matches(self, request: web.Request, body: str) -> bool:
        """Whether this fault answers ``request`` with ``body`` (and has answers left)."""
        return (self.times != 0 and self.method in ("*", request.method)
                and self.path.search(request.path) is not None
                and (self.body is None or self.body.search(body) is not None))


_NAME = re.compile(rb'(?i)(?:^|;)\s*name="([^"]*)"')
_FILENAME = re.compile(rb'(?i);\s*filename="([^"]*)"')


async def read_body(request: web.Request) -> tuple[JSON, list[tuple[str, bytes]]]:
    """Read a JSON or multipart (`payload_json` + `files[n]`) request body."""
    # The Content-Type header is looked at directly: aiohttp's ``content_type`` and ``text()``
    # parse it with the email package, which cost the fake milliseconds a request.
    content_type = request.headers.get("Content-Type", "")
    body = await request.read()
    if content_type.startswith("multipart/"):
        return parse_multipart(body, content_type)
    return (json.loads(body) if body else {}), []


def parse_multipart(body: bytes, content_type: str) -> tuple[JSON, list[tuple[str, bytes]]]:
    """The `payload_json` and the `files[n]` (name, bytes) of a multipart/form-data body.

    Split with bytes methods: aiohttp's part-by-part reader (and its header parser) was most
    of what the fake spent on a request carrying a picture, and the fake shares the machine with
    the bot in the benchmarks."""
    boundary = content_type.partition("boundary=")[2].split(";")[0].strip().strip('"')
    if not boundary:
        raise web.HTTPBadRequest(text="multipart body without a boundary")
    payload: JSON = {}
    indexed: list[tuple[int, str, bytes]] = []
    for part in body.split(b"--" + boundary.encode())[1:]:
        if part.startswith(b"--"):
            break  # the closing delimiter
        head, _, content = part.partition(b"\r\n\r\n")
        content = content.removesuffix(b"\r\n")
        for line in head.split(b"\r\n"):
            if line.lower().startswith(b"content-disposition:"):
                disposition = line.partition(b":")[2]
                break
        else:
            continue
        name_match = _NAME.search(disposition)
        name = name_match.group(1).decode() if name_match else ""
        if name == "payload_json":
            payload = json.loads(content) if content else {}
        elif name.startswith("files["):
            file_match = _FILENAME.search(disposition)
            indexed.append((int(name[6:-1]), file_match.group(1).decode() if file_match else "",
                            content))
    indexed.sort()
    return payload, [(fname, data) for _, fname, data in indexed]


class FakeDiscord:
    """A fake Discord server for one guild (or several, over shards), serving REST and the
    gateway on 127.0.0.1.

    Start it with `async with FakeDiscord() as fake:` (or `await fake.start()` / `fake.stop()`);
    while started, `discord.http.Route.BASE` and `DiscordWebSocket.DEFAULT_GATEWAY` point at it.
    Act as members with `slash`, `autocomplete`, `click`, `select`, `submit_modal`, `post`; read
    what the bot did with `messages`, `dms`, `ephemerals`, `message`, `threads`; broken Discord
    rules are collected in `violations`.
    """

    def __init__(
        self,
        *,
        ack_deadline: float = 3.0,
        file_size_limit: int = rules.DEFAULT_FILE_SIZE_LIMIT,
        token_ttl: float = 15 * 60,
        reject_invalid: bool = True,
        check_schema: bool = True,
        channel_names: Iterable[str] = ("general", "games"),
        bot_name: str = "SequenceBot",
        guild_name: str = "Test Guild",
        shard_count: int = 1,
    ) -> None:
        self.ack_deadline = ack_deadline
        self.file_size_limit = file_size_limit
        self.token_ttl = token_ttl
        self.reject_invalid = reject_invalid
        self.check_schema = check_schema
        self.app_emojis: dict[int, AppEmoji] = {}
        self.application_id = snowflake()
        self.shard_count = shard_count
        self.guilds: dict[int, FakeGuild] = {}
        self.guild_id = snowflake()
        self.guilds[self.guild_id] = FakeGuild(self.guild_id, guild_name)
        self.bot_user = FakeMember(id=self.application_id, name=bot_name, bot=True)
        self.owner = FakeMember(id=snowflake(), name="owner")
        self.members: dict[int, FakeMember] = {m.id: m for m in (self.bot_user, self.owner)}
        self.channels: dict[int, FakeChannel] = {}
        for pos, name in enumerate(channel_names):
            self.add_channel(name, position=pos)
        self._messages: dict[int, StoredMessage] = {}
        self.interactions: dict[int, InteractionHandle] = {}
        self._by_token: dict[str, InteractionHandle] = {}
        self.synced: dict[int | None, list[JSON]] = {}
        self.known_commands: dict[int | None, list[JSON]] = {}
        self.violations: list[Violation] = []
        self.requests: list[tuple[str, str]] = []
        """Every request the bot made, as (method, path), oldest first."""
        self.identify_count = 0
        self.intents: int | None = None
        self._shards: dict[int, web.WebSocketResponse] = {}
        self._seqs: dict[int, int] = {}
        self.identified: dict[int, JSON] = {}
        """The last IDENTIFY payload of each shard id."""
        self.events_by_shard: dict[int, list[str]] = {}
        """The event names each shard's connection was sent, in order (READY included)."""
        self._sockets: set[web.WebSocketResponse] = set()
        self._change = asyncio.Event()
        self._keyed: dict[object, asyncio.Event] = {}
        """Wake-ups for waiters on one thing only (``wait_for``'s ``key``)."""
        self._runner: web.AppRunner | None = None
        self.faults: list[Fault] = []
        self.nonce_seconds = NONCE_SECONDS
        """How long a nonce sent with ``enforce_nonce`` is remembered."""
        self._nonces: dict[tuple[int, str], tuple[float, int]] = {}
        """(author id, nonce) → (loop time, message id) of each message created with one."""
        self._stopping = asyncio.Event()
        self._saved: tuple[str, yarl.URL] | None = None
        self.port = 0

    # ------------------------------------------------------------------ lifecycle

    @property
    def base_url(self) -> str:
        """The HTTP root of the fake, e.g. `http://127.0.0.1:43123`."""
        return f"http://127.0.0.1:{self.port}"

    @property
    def gateway_url(self) -> str:
        """The websocket gateway URL."""
        return f"ws://127.0.0.1:{self.port}/gateway"

    @property
    def token(self) -> str:
        """The bot token the fake accepts (any token works; this one is conventional)."""
        return BOT_TOKEN

    async def start(self) -> None:
        """Start serving on a random free port and point discord.py at it."""
        app = web.Application(client_max_size=1024**3, middlewares=[self._faulty])
        self._add_routes(app)
        self._runner = web.AppRunner(app, access_log=None, handle_signals=False)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        self.port = self._runner.addresses[0][1]
        self._saved = (discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY)
        discord.http.Route.BASE = self.base_url + API
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(self.gateway_url)

    async def stop(self) -> None:
        """Close gateway sessions, cancel deadline timers, stop serving, restore discord.py."""
        self._stopping.set()  # stalled requests end
        for handle in self.interactions.values():
            if handle._deadline is not None:
                handle._deadline.cancel()
        for ws in list(self._sockets):
            await ws.close()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None
        if self._saved is not None:
            discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = self._saved
            self._saved = None

    async def __aenter__(self) -> FakeDiscord:
        await self.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.stop()

    # ------------------------------------------------------------------ setup: members, channels

    def add_member(
        self, name: str, *, id: int | None = None, locale: str = "en-US", bot: bool = False
    ) -> FakeMember:
        """Add a guild member the test can act as; announced to a connected bot."""
        member = FakeMember(id=id or snowflake(), name=name, locale=locale, bot=bot)
        self.members[member.id] = member
        for guild in self.guilds.values():
            if not self.shard_connected(self.shard_for(guild.id)):
                continue
            data = member.member_payload() | {"guild_id": str(guild.id)}
            try:
                self._spawn(self._dispatch("GUILD_MEMBER_ADD", data, guild.id))
            except RuntimeError:  # called outside the event loop: the bot learns it later
                break
        return member

    def add_channel(
        self, name: str, *, position: int | None = None, guild: int | None = None
    ) -> FakeChannel:
        """Add a guild text channel (before the bot connects, or it will not know it), in the
        first guild unless `guild` (an id) says otherwise."""
        gid = self.guild_id if guild is None else guild
        siblings = [c for c in self.channels.values() if c.guild_id == gid]
        pos = len(siblings) if position is None else position
        channel = FakeChannel(id=snowflake(), name=name, guild_id=gid, position=pos)
        self.channels[channel.id] = channel
        return channel

    # ------------------------------------------------------------------ guilds and shards

    @property
    def guild_name(self) -> str:
        """The first guild's name."""
        return self.guilds[self.guild_id].name

    @guild_name.setter
    def guild_name(self, value: str) -> None:
        self.guilds[self.guild_id].name = value

    @property
    def guild_locale(self) -> str:
        """The first guild's preferred locale (its interactions' `guild_locale`)."""
        return self.guilds[self.guild_id].locale

    @guild_locale.setter
    def guild_locale(self, value: str) -> None:
        self.guilds[self.guild_id].locale = value

    def add_guild(
        self, name: str, *, shard: int | None = None,
        channel_names: Iterable[str] = ("general", "games"),
    ) -> FakeGuild:
        """Add a guild with text channels (before the bot connects); every member is in it.

        `shard` picks a guild id that this shard owns (`(id >> 22) % shard_count`); channels
        are found with `fake.channel(name, guild=guild.id)`.
        """
        gid = snowflake() if shard is None else snowflake_on_shard(shard, self.shard_count)
        guild = FakeGuild(gid, name)
        self.guilds[gid] = guild
        for pos, cname in enumerate(channel_names):
            self.add_channel(cname, position=pos, guild=gid)
        return guild

    def shard_for(self, guild_id: int | None) -> int:
        """The shard that owns a guild (DMs, `None`, belong to shard 0)."""
        return 0 if guild_id is None else shard_of(guild_id, self.shard_count)

    def shard_connected(self, shard: int) -> bool:
        """Whether a connection has identified as this shard and is still open."""
        ws = self._shards.get(shard)
        return ws is not None and not ws.closed

    def member(self, ref: MemberRef) -> FakeMember:
        """Find a member by object, id or name."""
        if isinstance(ref, FakeMember):
            return ref
        for m in self.members.values():
            if m.id == ref or m.name == ref:
                return m
        raise KeyError(f"no member {ref!r}")

    def channel(self, ref: ChannelRef | None = None, *, guild: int | None = None) -> FakeChannel:
        """Find a channel or thread by object, id or name; None gives the first text channel.

        Names are looked up in the first guild, or in `guild` (an id) if given.
        """
        if isinstance(ref, FakeChannel):
            return ref
        gid = self.guild_id if guild is None else guild
        if ref is None:
            return next(c for c in self.channels.values() if c.type == 0 and c.guild_id == gid)
        for c in self.channels.values():
            if c.id == ref or (c.name == ref and not c.is_dm and c.guild_id == gid):
                return c
        raise KeyError(f"no channel {ref!r}")

    def deny_bot(self, channel: ChannelRef, *names: str) -> None:
        """Take permissions (``"send_messages_in_threads"``, ...) from the bot in a channel and
        its threads: interactions there carry them off ``app_permissions``, and posting a
        message (``send_messages``, in a thread ``send_messages_in_threads``; a file also
        ``attach_files``) or opening a thread (``create_public_threads``) without them is
        answered 403 / 50013 as on Discord. The channel object (``GET /channels/{id}``) carries
        them as an overwrite for the bot; no gateway event tells the bot's cache."""
        ch = self.channel(channel)
        ch.bot_denied |= discord.Permissions(**dict.fromkeys(names, True)).value
        ch.bot_id = self.application_id

    def allow_bot(self, channel: ChannelRef, *names: str) -> None:
        """Give back permissions taken with ``deny_bot`` in a channel."""
        self.channel(channel).bot_denied &= ~discord.Permissions(
            **dict.fromkeys(names, True)).value

    def bot_permissions(self, channel: ChannelRef) -> discord.Permissions:
        """The bot's permissions in a guild channel or thread (all of its role's, less those
        denied with ``deny_bot`` there or in the thread's parent)."""
        ch = self.channel(channel)
        denied = ch.bot_denied
        if ch.parent_id is not None and ch.parent_id in self.channels:
            denied |= self.channels[ch.parent_id].bot_denied
        return discord.Permissions(BOT_PERMISSIONS & ~denied)

    def _lacks(self, channel: FakeChannel, *names: str) -> web.Response | None:
        if channel.is_dm:
            return None
        perms = self.bot_permissions(channel)
        if all(getattr(perms, name) for name in names):
            return None
        return error(403, 50013, "Missing Permissions")

    def close_dms(self, member: MemberRef) -> None:
        """Make DMs to this member fail with 403 / code 50007."""
        self.member(member).dms_closed = True

    def open_dms(self, member: MemberRef) -> None:
        """Allow DMs to this member again."""
        self.member(member).dms_closed = False

    # ------------------------------------------------------------------ reading results

    def message(self, message_id: int) -> StoredMessage:
        """Return a stored message by id (KeyError if the bot never sent it)."""
        return self._messages[message_id]

    def all_messages(self) -> list[StoredMessage]:
        """Every stored message in order: the bot's (deleted and ephemeral ones included) and
        the ones members posted."""
        return list(self._messages.values())

    def messages(
        self, channel: ChannelRef | None = None, *, ephemeral: bool = False, deleted: bool = False
    ) -> list[StoredMessage]:
        """Messages visible in a channel or thread, oldest first (ephemeral ones only if asked)."""
        ch = self.channel(channel)
        return [
            m
            for m in self._messages.values()
            if m.channel_id == ch.id
            and (ephemeral or not m.ephemeral)
            and (deleted or not m.deleted)
        ]

    def last_message(self, channel: ChannelRef | None = None) -> StoredMessage | None:
        """The newest visible message in a channel, or None."""
        msgs = self.messages(channel)
        return msgs[-1] if msgs else None

    def dm_channel(self, member: MemberRef) -> FakeChannel | None:
        """The DM channel the bot opened with this member, if any."""
        m = self.member(member)
        return next((c for c in self.channels.values() if c.recipient_id == m.id), None)

    def open_dm(self, member: MemberRef) -> FakeChannel:
        """The member's DM channel with the bot, opened now if needed (to act in it)."""
        m = self.member(member)
        ch = self.dm_channel(m)
        if ch is None:
            ch = FakeChannel(id=snowflake(), name=f"dm-{m.name}", type=1, recipient_id=m.id)
            self.channels[ch.id] = ch
        return ch

    def dms(self, member: MemberRef) -> list[StoredMessage]:
        """Messages the bot sent to this member by DM, oldest first."""
        ch = self.dm_channel(member)
        return [] if ch is None else self.messages(ch)

    def ephemerals(self, member: MemberRef | None = None) -> list[StoredMessage]:
        """Ephemeral messages (to one member, or to anyone), oldest first."""
        uid = None if member is None else self.member(member).id
        return [
            m
            for m in self._messages.values()
            if m.ephemeral and not m.deleted and (uid is None or m.interaction_user_id == uid)
        ]

    def threads(self, parent: ChannelRef | None = None) -> list[FakeChannel]:
        """Threads the bot created (under one channel, or all)."""
        pid = None if parent is None else self.channel(parent).id
        return [
            c for c in self.channels.values() if c.is_thread and (pid is None or c.parent_id == pid)
        ]

    def commands(self, guild: bool | None = None) -> list[JSON]:
        """The synced command tree: global (`guild=False`), guild (`True`) or both (`None`)."""
        scopes: list[int | None] = (
            [None, self.guild_id] if guild is None else ([self.guild_id] if guild else [None])
        )
        return [c for s in scopes for c in self.synced.get(s, [])]

    # ------------------------------------------------------------------ waiting

    def _changed(self) -> None:
        self._change.set()
        self._change = asyncio.Event()

    def _touch(self, key: object) -> None:
        """Wake the waiters on ``key`` (a message id, or ``("followups", interaction id)``)."""
        event = self._keyed.pop(key, None)
        if event is not None:
            event.set()

    async def wait_for(
        self, predicate: Callable[[], T], *, timeout: float | None = None, what: str = "",
        key: object = None,
    ) -> T:
        """Wait until `predicate()` is truthy (re-checked on every change) and return its value.

        Uses an event set by the server handlers, never polling. Raises AssertionError after
        `timeout` seconds (default `InteractionHandle.default_timeout`). With `key` (a message
        id, or `("followups", interaction id)`), `predicate` is re-checked only when that
        changes: hundreds of members waiting at once (benchmarks/interaction.py) are not each
        woken by every change of every game.
        """
        timeout = InteractionHandle.default_timeout if timeout is None else timeout
        value = predicate()
        if value:
            return value
        try:
            # One timeout for the whole wait, not one a wake-up: hundreds of members waiting at
            # once (benchmarks/interaction.py) are all woken by every change.
            async with asyncio.timeout(timeout):
                while True:
                    if key is None:
                        await self._change.wait()
                    else:
                        await self._keyed.setdefault(key, asyncio.Event()).wait()
                    value = predicate()
                    if value:
                        return value
        except TimeoutError:
            value = predicate()
            if value:
                return value
            raise AssertionError(
                f"timed out after {timeout}s waiting for {what or predicate}") from None

    async def wait_for_message(
        self,
        channel: ChannelRef | None = None,
        predicate: Callable[[StoredMessage], bool] | None = None,
        *,
        timeout: float | None = None,
    ) -> StoredMessage:
        """Wait for a visible message in a channel matching `predicate` (any, if None)."""

        def find() -> StoredMessage | None:
            for m in reversed(self.messages(channel)):
                if predicate is None or predicate(m):
                    return m
            return None

        return await self.wait_for(find, timeout=timeout, what=f"a message in {channel}")

    async def wait_for_dm(
        self, member: MemberRef, count: int = 1, timeout: float | None = None
    ) -> list[StoredMessage]:
        """Wait until the member has at least `count` DMs; return them all."""
        msgs = await self.wait_for(
            lambda: self.dms(member) if len(self.dms(member)) >= count else None,
            timeout=timeout,
            what=f"{count} DMs to {member}",
        )
        return msgs

    # ------------------------------------------------------------------ violations

    def violate(self, rule: str, detail: str, path: tuple[str | int, ...] = ()) -> Violation:
        """Record a broken Discord rule (`path`: where in the request body, if known)."""
        v = Violation(rule, detail, path)
        self.violations.append(v)
        self._changed()
        return v

    def take_violations(self, rule: str | None = None) -> list[Violation]:
        """Remove and return the recorded violations (of one rule, or all)."""
        taken = [v for v in self.violations if rule is None or v.rule == rule]
        self.violations = [v for v in self.violations if v not in taken]
        return taken

    def violations_report(self) -> str:
        """A readable list of the recorded violations."""
        lines = "\n".join(f"  - {v}" for v in self.violations)
        return f"the bot broke Discord's rules ({len(self.violations)}):\n{lines}"

    def check(self) -> None:
        """Raise AssertionError listing every recorded violation, if any."""
        if self.violations:
            raise AssertionError(self.violations_report())

    # ------------------------------------------------------------------ payloads

    def _role_payload(self, guild_id: int) -> JSON:
        return {
            "id": str(guild_id),
            "name": "@everyone",
            "color": 0,
            "colors": {"primary_color": 0, "secondary_color": None, "tertiary_color": None},
            "hoist": False,
            "icon": None,
            "unicode_emoji": None,
            "position": 0,
            "permissions": str(MEMBER_PERMISSIONS),
            "managed": False,
            "mentionable": False,
            "flags": 0,
        }

    def grant(self, member: MemberRef, *names: str, channel: ChannelRef | None = None) -> None:
        """Give a member permissions (``"manage_messages"``, ...) in the whole server, as a
        role would, or only in ``channel`` and its threads, as a channel's overwrite would:
        interactions carry them in ``member.permissions``."""
        target = None if channel is None else self.channel(channel).id
        user = self.member(member)
        bits = discord.Permissions(**dict.fromkeys(names, True)).value
        user.granted[target] = user.granted.get(target, 0) | bits

    def _permissions(self, member: FakeMember, channel: FakeChannel | None = None) -> int:
        if member.id == self.owner.id:
            return discord.Permissions.all().value
        perms = BOT_PERMISSIONS if member.bot else MEMBER_PERMISSIONS
        perms |= member.granted.get(None, 0)
        if channel is not None:
            perms |= member.granted.get(channel.id, 0)
            if channel.parent_id is not None:
                perms |= member.granted.get(channel.parent_id, 0)
        return perms

    def guild_payload(self, guild_id: int | None = None) -> JSON:
        """The GUILD_CREATE payload of a guild (the first by default): channels, threads, the
        @everyone role, all members."""
        guild = self.guilds[self.guild_id if guild_id is None else guild_id]
        guild_channels = [
            c for c in self.channels.values() if not c.is_dm and c.guild_id == guild.id
        ]
        return {
            "id": str(guild.id),
            "name": guild.name,
            "icon": None,
            "splash": None,
            "discovery_splash": None,
            "owner_id": str(self.owner.id),
            "afk_channel_id": None,
            "afk_timeout": 300,
            "verification_level": 0,
            "default_message_notifications": 0,
            "explicit_content_filter": 0,
            "roles": [self._role_payload(guild.id)],
            "emojis": [],
            "stickers": [],
            "features": [],
            "mfa_level": 0,
            "system_channel_id": None,
            "system_channel_flags": 0,
            "rules_channel_id": None,
            "preferred_locale": guild.locale,
            "premium_tier": 0,
            "nsfw_level": 0,
            "joined_at": iso_now(),
            "large": False,
            "unavailable": False,
            "member_count": len(self.members),
            "voice_states": [],
            "members": [m.member_payload() for m in self.members.values()],
            "channels": [c.payload() for c in guild_channels if not c.is_thread],
            "threads": [c.payload() for c in guild_channels if c.is_thread],
            "presences": [],
            "stage_instances": [],
            "guild_scheduled_events": [],
            "soundboard_sounds": [],
        }

    def _application_payload(self) -> JSON:
        return {
            "id": str(self.application_id),
            "name": self.bot_user.name,
            "description": "",
            "icon": None,
            "bot_public": True,
            "bot_require_code_grant": False,
            "owner": self.owner.user_payload(),
            "team": None,
            "verify_key": "0" * 64,
            "flags": 0,
            "summary": "",
            "rpc_origins": [],
            "bot": self.bot_user.user_payload(),
        }

    def message_payload(self, msg: StoredMessage) -> JSON:
        """The Discord message object for a stored message."""
        data = msg.payload(self.members.get(msg.author_id, self.bot_user))
        data["mentions"] = [self.members[uid].user_payload() for uid in msg.mentions]
        user = self.members.get(msg.interaction_user_id or 0)
        if msg.interaction_id is not None and user is not None:
            handle = self.interactions.get(msg.interaction_id)
            data["interaction_metadata"] = {
                "id": str(msg.interaction_id),
                "type": handle.type if handle else COMMAND,
                "user": user.user_payload(),
                "authorizing_integration_owners": {"0": str(msg.guild_id or self.guild_id)},
            }
        return data

    # ------------------------------------------------------------------ gateway

    def _spawn(self, coro: Any) -> asyncio.Task[Any]:
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            coro.close()
            raise
        return loop.create_task(coro)

    async def _send(self, ws: web.WebSocketResponse, payload: JSON) -> None:
        if not ws.closed:
            await ws.send_str(dumps(payload).decode())

    async def _dispatch(self, event: str, data: JSON, guild_id: int | None = None) -> None:
        """Send an event on the connection of the shard that owns `guild_id` (DMs: shard 0)."""
        await self._dispatch_to(self.shard_for(guild_id), event, data)

    async def _dispatch_to(self, shard: int, event: str, data: JSON) -> None:
        ws = self._shards.get(shard)
        if ws is None:
            raise RuntimeError(f"no bot is connected to the fake Discord gateway as shard {shard}")
        self._seqs[shard] = self._seqs.get(shard, 0) + 1
        self.events_by_shard.setdefault(shard, []).append(event)
        await self._send(ws, {"op": 0, "t": event, "s": self._seqs[shard], "d": data})
        self._changed()

    async def reconnect_gateway(self, shard: int = 0) -> int:
        """Ask the bot's connection of ``shard`` to reconnect (op 7 RECONNECT, which Discord
        sends now and then). The fake cannot resume a session, so the bot identifies afresh
        and gets READY and its guilds again, as after a session Discord invalidated. Returns
        ``identify_count`` from before: wait until it grows."""
        ws = self._shards.get(shard)
        if ws is None:
            raise RuntimeError(f"no bot is connected to the fake Discord gateway as shard {shard}")
        before = self.identify_count
        await self._send(ws, {"op": 7, "d": None, "s": None, "t": None})
        return before

    async def _gateway(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse(max_msg_size=0)
        await ws.prepare(request)
        self._sockets.add(ws)
        try:
            await self._send(
                ws, {"op": 10, "d": {"heartbeat_interval": 41250}, "s": None, "t": None}
            )
            async for msg in ws:
                if msg.type != WSMsgType.TEXT:
                    continue
                frame = json.loads(msg.data)
                op = frame.get("op")
                if op == 1:
                    await self._send(ws, {"op": 11, "d": None, "s": None, "t": None})
                elif op == 2:
                    await self._identify(ws, frame.get("d") or {})
                elif op == 6:  # RESUME: not supported, ask for a fresh IDENTIFY
                    await self._send(ws, {"op": 9, "d": False, "s": None, "t": None})
                elif op == 8:
                    await self._members_chunk(frame.get("d") or {})
        finally:
            self._sockets.discard(ws)
            for shard, open_ws in list(self._shards.items()):
                if open_ws is ws:
                    del self._shards[shard]
                    self._changed()
        return ws

    async def _identify(self, ws: web.WebSocketResponse, data: JSON) -> None:
        shard, count = (data.get("shard") or [0, 1])[:2]
        if count != self.shard_count or not 0 <= shard < count:
            # Discord closes with 4010 "Invalid shard" (4011 if sharding is required).
            code = 4011 if count < self.shard_count else 4010
            self.violate(rules.INVALID_SHARD,
                         f"IDENTIFY as shard [{shard}, {count}]; the fake has {self.shard_count}")
            await ws.close(code=code, message=b"Invalid shard")
            return
        self._shards[shard] = ws
        self._seqs[shard] = 0
        self.identified[shard] = data
        self.identify_count += 1
        self.intents = int(data.get("intents") or 0)
        owned = [g for g in self.guilds.values() if self.shard_for(g.id) == shard]
        ready = {
            "v": 10,
            "user": self.bot_user.user_payload() | {"verified": True, "mfa_enabled": False},
            "guilds": [{"id": str(g.id), "unavailable": True} for g in owned],
            "session_id": secrets.token_hex(16),
            "resume_gateway_url": self.gateway_url,
            "shard": [shard, count],
            "application": {"id": str(self.application_id), "flags": 0},
            "private_channels": [],
            "relationships": [],
            "presences": [],
            "user_settings": {},
            "guild_join_requests": [],
            "geo_ordered_rtc_regions": [],
        }
        await self._dispatch_to(shard, "READY", ready)
        for guild in owned:
            await self._dispatch_to(shard, "GUILD_CREATE", self.guild_payload(guild.id))
        self._changed()

    async def _members_chunk(self, data: JSON) -> None:
        gid = int(data.get("guild_id") or self.guild_id)
        chunk = {
            "guild_id": str(gid),
            "members": [m.member_payload() for m in self.members.values()],
            "chunk_index": 0,
            "chunk_count": 1,
            "not_found": [],
            "presences": [],
        }
        if data.get("nonce"):
            chunk["nonce"] = data["nonce"]
        await self._dispatch("GUILD_MEMBERS_CHUNK", chunk, gid)

    # ------------------------------------------------------------------ moderators

    async def delete_message(self, message: StoredMessage) -> None:
        """A moderator deletes a message: it is gone and the bot gets MESSAGE_DELETE."""
        message.deleted = True
        self._changed()
        if self.shard_connected(self.shard_for(message.guild_id)):
            await self._dispatch("MESSAGE_DELETE", {
                "id": str(message.id), "channel_id": str(message.channel_id),
                "guild_id": str(message.guild_id)}, message.guild_id)

    async def delete_thread(self, ref: ChannelRef) -> None:
        """A moderator deletes a thread: requests to it answer Unknown Channel and the bot gets
        THREAD_DELETE."""
        thread = self.channel(ref)
        assert thread.is_thread, "only threads are deleted by this helper"
        del self.channels[thread.id]
        self._changed()
        if self.shard_connected(self.shard_for(thread.guild_id)):
            await self._dispatch("THREAD_DELETE", {
                "id": str(thread.id), "guild_id": str(thread.guild_id),
                "parent_id": str(thread.parent_id), "type": thread.type}, thread.guild_id)

    async def archive_thread(self, ref: ChannelRef) -> None:
        """Discord archives a thread after its quiet time (``auto_archive_duration``): the bot
        gets THREAD_UPDATE, and discord.py drops the thread from its cache."""
        thread = self.channel(ref)
        assert thread.is_thread, "only threads are archived"
        thread.archived = True
        self._changed()
        if self.shard_connected(self.shard_for(thread.guild_id)):
            await self._dispatch("THREAD_UPDATE", thread.payload(), thread.guild_id)

    async def delete_channel(self, ref: ChannelRef, *, tell: bool = True) -> None:
        """A moderator deletes a text channel, and its threads with it: requests to any of
        them answer Unknown Channel and the bot gets CHANNEL_DELETE (Discord sends no
        THREAD_DELETE for the threads); not with ``tell=False``, as if the bot was away."""
        channel = self.channel(ref)
        assert not channel.is_thread and not channel.is_dm, "only channels are deleted here"
        payload = channel.payload() | {"guild_id": str(channel.guild_id)}
        for thread in [c for c in self.channels.values() if c.parent_id == channel.id]:
            del self.channels[thread.id]
        del self.channels[channel.id]
        self._changed()
        if tell and self.shard_connected(self.shard_for(channel.guild_id)):
            await self._dispatch("CHANNEL_DELETE", payload, channel.guild_id)

    async def remove_bot(self, guild: int) -> None:
        """The bot is removed from a guild (kicked, or the guild deleted): the guild and its
        channels are gone for it (requests answer Unknown Channel) and it gets GUILD_DELETE."""
        gone = self.guilds.pop(guild)
        for channel in [c for c in self.channels.values() if c.guild_id == gone.id]:
            del self.channels[channel.id]
        self._changed()
        if self.shard_connected(self.shard_for(gone.id)):
            await self._dispatch("GUILD_DELETE", {"id": str(gone.id)}, gone.id)

    # ------------------------------------------------------------------ injected faults

    def fail(self, method: str, path: str, status: int, *, code: int = 0, times: int = 1,
             retry_after: float = 0.0, body: str | None = None) -> Fault:
        """Answer the next ``times`` requests (-1: all) whose method is ``method`` (``*``: any)
        and whose path matches the regex ``path`` (and whose body the regex ``body``, when
        given) with ``status`` and Discord error ``code`` instead of serving them; a 429
        carries ``retry_after`` as Discord does."""
        fault = Fault(method, re.compile(path), status, code, times, retry_after=retry_after,
                      body=None if body is None else re.compile(body))
        self.faults.append(fault)
        return fault

    def stall(self, method: str, path: str, *, times: int = 1) -> Fault:
        """Serve the next ``times`` matching requests but never answer them (until the fake
        stops): Discord did what was asked and its answer is lost, as when a bot dies waiting
        for it."""
        fault = Fault(method, re.compile(path), 0, 0, times, stall=True)
        self.faults.append(fault)
        return fault

    def slow(self, method: str, path: str, seconds: float, *, times: int = 1) -> Fault:
        """Serve the next ``times`` matching requests only after ``seconds`` (a slow answer)."""
        fault = Fault(method, re.compile(path), 0, 0, times, delay=seconds)
        self.faults.append(fault)
        return fault

    @web.middleware
    async def _faulty(self, request: web.Request, handler: Any) -> web.StreamResponse:
        self.requests.append((request.method, request.path))
        text = ""
        if any(fault.body is not None for fault in self.faults):
            text = (await request.read()).decode("utf-8", "replace")  # kept for the handler
        for fault in self.faults:
            if fault.matches(request, text):
                fault.hits += 1
                if fault.times > 0:
                    fault.times -= 1
                if fault.delay:
                    await asyncio.sleep(fault.delay)
                    break
                if fault.stall:
                    await handler(request)
                    self._changed()
                    await self._stopping.wait()
                    return error(503, 0, "503: the answer was lost")
                self._changed()
                callback = re.search(r"/interactions/\d+/([^/]+)/callback$", request.path)
                handle = self._handle_for(callback.group(1)) if callback else None
                if handle is not None and handle._deadline is not None:
                    handle._deadline.cancel()  # Discord failed the answer, not the bot
                if fault.status == 429:
                    body = {"message": "You are being rate limited.",
                            "retry_after": fault.retry_after, "global": False}
                    return web.Response(
                        status=429, body=json.dumps(body).encode(),
                        headers={"Content-Type": "application/json",
                                 "Retry-After": str(fault.retry_after),
                                 "X-RateLimit-Scope": "user", "Via": "1.1 google"})
                return error(fault.status, fault.code, f"{fault.status}: injected fault")
        response: web.StreamResponse = await handler(request)
        return response

    async def _read(
        self, request: web.Request
    ) -> tuple[JSON, list[tuple[str, bytes]], list[Violation]]:
        """Read a request body and check it against Discord's OpenAPI description.

        Returns the body, the uploaded files and what the schema check found, which the handler
        records and refuses together with its own checks (`_refuse`).
        """
        body, files = await read_body(request)
        found: list[Violation] = []
        if self.check_schema:
            schemas = schema.request_schemas()
            for err in schemas.check(request.method, request.path, body):
                route = schemas.route(request.path)
                found.append(Violation(rules.SCHEMA, f"{request.method} {route}: {err}", err.path))
        return body, files, found

    def _refuse(self, found: list[Violation]) -> web.Response | None:
        """Record violations; return Discord's error for them if the fake rejects invalid
        requests (413 for a file too big, else 400 / 50035), or None to go on."""
        found = named_first(found)
        for v in found:
            self.violate(v.rule, v.detail, v.path)
        if not found or not self.reject_invalid:
            return None
        if any(v.rule == rules.FILE_SIZE for v in found):
            return error(413, 40005, "Request entity too large")
        return invalid_form_body(found)

    @property
    def connected(self) -> bool:
        """Whether a bot is connected on every shard (identified, connection still open)."""
        return all(self.shard_connected(shard) for shard in range(self.shard_count))

    # ------------------------------------------------------------------ routes

    def _add_routes(self, app: web.Application) -> None:
        r = app.router
        a = API
        r.add_get("/gateway", self._gateway)
        r.add_get(a + "/gateway", self._get_gateway)
        r.add_get(a + "/gateway/bot", self._get_gateway_bot)
        r.add_get(a + "/users/@me", self._get_me)
        r.add_post(a + "/users/@me/channels", self._create_dm)
        r.add_get(a + "/users/{user_id}", self._get_user)
        r.add_get(a + "/oauth2/applications/@me", self._get_application)
        r.add_get(a + "/applications/{app}/commands", self._get_commands)
        r.add_put(a + "/applications/{app}/commands", self._put_commands)
        r.add_get(a + "/applications/{app}/guilds/{guild}/commands", self._get_commands)
        r.add_put(a + "/applications/{app}/guilds/{guild}/commands", self._put_commands)
        r.add_get(a + "/applications/{app}/emojis", self._list_emojis)
        r.add_post(a + "/applications/{app}/emojis", self._create_emoji)
        r.add_get(a + "/applications/{app}/emojis/{eid}", self._app_emoji)
        r.add_patch(a + "/applications/{app}/emojis/{eid}", self._app_emoji)
        r.add_delete(a + "/applications/{app}/emojis/{eid}", self._app_emoji)
        r.add_get(a + "/guilds/{guild}/members/{user_id}", self._get_member)
        r.add_post(a + "/interactions/{iid}/{token}/callback", self._callback)
        r.add_post(a + "/webhooks/{app}/{token}", self._followup)
        r.add_get(a + "/webhooks/{app}/{token}/messages/{mid}", self._webhook_message)
        r.add_patch(a + "/webhooks/{app}/{token}/messages/{mid}", self._webhook_message)
        r.add_delete(a + "/webhooks/{app}/{token}/messages/{mid}", self._webhook_message)
        r.add_get(a + "/channels/{cid}", self._get_channel)
        r.add_get(a + "/channels/{cid}/messages", self._history)
        r.add_post(a + "/channels/{cid}/messages", self._create_message)
        r.add_get(a + "/channels/{cid}/messages/{mid}", self._channel_message)
        r.add_patch(a + "/channels/{cid}/messages/{mid}", self._channel_message)
        r.add_delete(a + "/channels/{cid}/messages/{mid}", self._channel_message)
        r.add_post(a + "/channels/{cid}/threads", self._create_thread)
        r.add_post(a + "/channels/{cid}/messages/{mid}/threads", self._create_thread)
        r.add_get("/attachments/{aid}/{filename}", self._get_attachment)
        r.add_route("*", "/{tail:.*}", self._unknown)

    async def _unknown(self, request: web.Request) -> web.Response:
        self.violate(rules.UNKNOWN_ENDPOINT, f"{request.method} {request.path} is not faked")
        return error(404, 0, "404: Not Found (not implemented by the fake)")

    async def _get_gateway(self, request: web.Request) -> web.Response:
        return json_response({"url": self.gateway_url})

    async def _get_gateway_bot(self, request: web.Request) -> web.Response:
        limit = {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1}
        return json_response({"url": self.gateway_url, "shards": self.shard_count,
                              "session_start_limit": limit})

    async def _get_me(self, request: web.Request) -> web.Response:
        return json_response(
            self.bot_user.user_payload() | {"verified": True, "mfa_enabled": False}
        )

    async def _get_application(self, request: web.Request) -> web.Response:
        return json_response(self._application_payload())

    async def _get_user(self, request: web.Request) -> web.Response:
        try:
            return json_response(self.member(int(request.match_info["user_id"])).user_payload())
        except (KeyError, ValueError):
            return error(404, 10013, "Unknown User")

    async def _get_member(self, request: web.Request) -> web.Response:
        try:
            return json_response(self.member(int(request.match_info["user_id"])).member_payload())
        except (KeyError, ValueError):
            return error(404, 10007, "Unknown Member")

    def _scope(self, request: web.Request) -> int | None:
        guild = request.match_info.get("guild")
        return int(guild) if guild else None

    async def _get_commands(self, request: web.Request) -> web.Response:
        return json_response(self.synced.get(self._scope(request), []))

    async def _put_commands(self, request: web.Request) -> web.Response:
        scope = self._scope(request)
        body, _, schema_found = await self._read(request)
        refused = self._refuse(schema_found)
        if refused is not None:
            return refused
        self.synced[scope] = [self._command_payload(c, scope) for c in body]
        self._changed()
        return json_response(self.synced[scope])

    def _command_payload(self, cmd: JSON, scope: int | None) -> JSON:
        out = dict(cmd)
        out.setdefault("type", 1)
        out.setdefault("description", "")
        out.update(id=str(snowflake()), application_id=str(self.application_id), version="1")
        if scope is not None:
            out["guild_id"] = str(scope)
        return out

    def register_tree(self, tree: discord.app_commands.CommandTree) -> None:
        """Remember a bot's local command tree as if synced earlier (used to resolve options)."""
        for scope in (None, *self.guilds):
            guild = None if scope is None else discord.Object(scope)
            self.known_commands[scope] = [
                self._command_payload(c.to_dict(tree), scope)
                for c in tree.get_commands(guild=guild, type=discord.AppCommandType.chat_input)
            ]

    # ------------------------------------------------------------------ application emojis

    def add_app_emoji(self, name: str, image: bytes = b"") -> AppEmoji:
        """Add an application emoji as if uploaded earlier (in the Developer Portal)."""
        emoji = AppEmoji(id=snowflake(), name=name, image=image)
        self.app_emojis[emoji.id] = emoji
        return emoji

    def app_emoji(self, name: str) -> AppEmoji | None:
        """The application emoji with this name, or None."""
        return next((e for e in self.app_emojis.values() if e.name == name), None)

    def _emoji_user(self) -> JSON:
        return self.owner.user_payload()

    def _emoji_name_problems(self, name: Any, where: str, own: int = 0) -> list[Violation]:
        found = rules.check_emoji_name(name, where)
        taken = self.app_emoji(str(name))
        if not found and taken is not None and taken.id != own:
            found.append(Violation(rules.EMOJI, f"{where}: the application already has an "
                                                f"emoji named {name!r}", ("name",)))
        return found

    async def _list_emojis(self, request: web.Request) -> web.Response:
        if request.match_info["app"] != str(self.application_id):
            return error(403, 50001, "Missing Access")
        user = self._emoji_user()
        return json_response({"items": [e.payload(user) for e in self.app_emojis.values()]})

    async def _create_emoji(self, request: web.Request) -> web.Response:
        if request.match_info["app"] != str(self.application_id):
            return error(403, 50001, "Missing Access")
        body, _, schema_found = await self._read(request)
        where = "application emoji upload"
        found = list(schema_found) + self._emoji_name_problems(body.get("name"), where)
        image = DATA_URI.fullmatch(str(body.get("image") or ""))
        data = b""
        try:
            data = base64.b64decode(image.group(2), validate=True) if image else b""
        except binascii.Error:
            image = None
        if image is None:
            found.append(Violation(rules.EMOJI, f"{where}: image must be a base64 data URI of a "
                                                "PNG, JPEG, GIF, WebP or AVIF", ("image",)))
        elif len(data) > rules.MAX_EMOJI_BYTES:
            found.append(Violation(rules.EMOJI, f"{where}: image of {len(data)} bytes (max "
                                                f"{rules.MAX_EMOJI_BYTES})", ("image",)))
        refused = self._refuse(found)
        if refused is not None:
            return refused
        if len(self.app_emojis) >= rules.MAX_APP_EMOJIS:
            return error(400, 30008, "Maximum number of emojis reached")
        emoji = AppEmoji(id=snowflake(), name=str(body["name"]), image=data,
                         animated=image is not None and image.group(1) == "gif")
        self.app_emojis[emoji.id] = emoji
        self._changed()
        return json_response(emoji.payload(self._emoji_user()))

    async def _app_emoji(self, request: web.Request) -> web.Response:
        eid = request.match_info["eid"]
        emoji = self.app_emojis.get(int(eid)) if eid.isdigit() else None
        if request.match_info["app"] != str(self.application_id) or emoji is None:
            return error(404, 10014, "Unknown Emoji")
        if request.method == "DELETE":
            del self.app_emojis[emoji.id]
            self._changed()
            return web.Response(status=204)
        if request.method == "PATCH":
            body, _, schema_found = await self._read(request)
            where = f"rename of application emoji {emoji.name!r}"
            refused = self._refuse(
                list(schema_found) + self._emoji_name_problems(body.get("name"), where, emoji.id))
            if refused is not None:
                return refused
            emoji.name = str(body["name"])
            self._changed()
        return json_response(emoji.payload(self._emoji_user()))

    async def _create_dm(self, request: web.Request) -> web.Response:
        body, _, schema_found = await self._read(request)
        refused = self._refuse(schema_found)
        if refused is not None:
            return refused
        try:
            member = self.member(int(body["recipient_id"]))
        except (KeyError, ValueError):
            return error(404, 10013, "Unknown User")
        ch = self.dm_channel(member)
        if ch is None:
            ch = FakeChannel(
                id=snowflake(), name=f"dm-{member.name}", type=1, recipient_id=member.id
            )
            self.channels[ch.id] = ch
        return json_response(ch.payload(recipient=member))

    async def _get_channel(self, request: web.Request) -> web.Response:
        ch = self._channel_or_none(request.match_info["cid"])
        if ch is None:
            return error(404, 10003, "Unknown Channel")
        recipient = self.members.get(ch.recipient_id or 0)
        return json_response(ch.payload(recipient=recipient))

    def _channel_or_none(self, cid: str) -> FakeChannel | None:
        try:
            return self.channels.get(int(cid))
        except ValueError:
            return None

    # ------------------------------------------------------------------ messages

    def _attachment(self, name: str, data: bytes) -> StoredAttachment:
        aid = snowflake()
        return StoredAttachment(
            id=aid, filename=name, data=data, url=f"{self.base_url}/attachments/{aid}/{name}"
        )

    def _message_violations(
        self, body: JSON, files: list[tuple[str, bytes]], where: str,
        before: StoredMessage | None,
    ) -> list[Violation]:
        """What is wrong with a message create or edit body (`before`: the message edited)."""
        state = before.state() if before is not None else None
        flags = int(body.get("flags") or 0) | (state.flags if state else 0)
        found = rules.check_message_body(body, where, bool(flags & COMPONENTS_V2))
        found += rules.check_v2(body, state, self._attached_names(before, body, files), where)
        found += rules.check_files(files, self.file_size_limit, where)
        for name, eid, kind in rules.emojis_used(body):
            if eid in self.app_emojis:
                continue
            v = Violation(rules.UNKNOWN_EMOJI, f"{where}: <:{name}:{eid}> is no emoji of this "
                                               "application", ("components",))
            if kind == "components":  # Discord refuses the message
                found.append(v)
            else:  # Discord sends it, and readers see ":name:" as text
                self.violate(v.rule, v.detail)
        return found

    def _check_body(
        self, schema_found: list[Violation], body: JSON, files: list[tuple[str, bytes]],
        where: str, before: StoredMessage | None = None,
    ) -> web.Response | None:
        """Record violations in a message body; return the error response if rejecting."""
        return self._refuse(schema_found + self._message_violations(body, files, where, before))

    @staticmethod
    def _attached_names(
        before: StoredMessage | None, body: JSON, files: list[tuple[str, bytes]]
    ) -> list[str]:
        """The filenames a message will have once `body` (with `files`) is applied."""
        uploaded = [name for name, _ in files]
        existing = {a.id: a.filename for a in before.attachments} if before else {}
        if "attachments" not in body:
            return list(existing.values()) + uploaded
        names: list[str] = []
        for ref in body.get("attachments") or []:
            try:
                aid = int(ref["id"])
            except (KeyError, TypeError, ValueError):
                continue
            if aid in existing:
                names.append(existing[aid])
            elif 0 <= aid < len(uploaded):
                names.append(ref.get("filename") or uploaded[aid])
        return names

    def _apply(
        self, msg: StoredMessage, body: JSON, files: list[tuple[str, bytes]], new: bool
    ) -> None:
        """Apply a create or edit body (with uploaded files) to a stored message."""
        self._touch(msg.id)
        if not new and not msg.loading:
            msg.history.append(msg.state())
            msg.edited_timestamp = iso_now()
        if "content" in body:
            msg.content = body["content"] or ""
        if "embeds" in body:
            msg.embeds = body["embeds"] or []
        if "components" in body:
            msg.components = body["components"] or []
        uploaded = [self._attachment(name, data) for name, data in files]
        if "attachments" in body:
            kept: list[StoredAttachment] = []
            existing = {a.id: a for a in msg.attachments}
            for ref in body["attachments"] or []:
                aid = int(ref["id"])
                if aid in existing:
                    kept.append(existing[aid])
                elif 0 <= aid < len(uploaded):
                    att = uploaded[aid]
                    att.description = ref.get("description")
                    kept.append(att)
            msg.attachments = kept
        elif uploaded:
            msg.attachments = msg.attachments + uploaded
        if new:
            msg.flags = int(body.get("flags") or 0) | (msg.flags & (EPHEMERAL | LOADING))
        else:
            keep = msg.flags & (EPHEMERAL | COMPONENTS_V2)  # both are for life
            msg.flags = (int(body.get("flags", msg.flags)) & ~(EPHEMERAL | LOADING)) | keep
        if msg.author_id == self.bot_user.id and (new or "allowed_mentions" in body):
            msg.mention_everyone = self._mentions_everyone(msg, body.get("allowed_mentions"))
        self._changed()

    def _mentions_everyone(self, msg: StoredMessage, allowed: JSON | None) -> bool:
        """Whether a bot's message pings everyone, as Discord decides: "@everyone" or "@here"
        in its text (content or text displays), "everyone" among its ``allowed_mentions``'
        ``parse`` (all of them when it sends none), and the bot may mention everyone there."""
        ch = self.channels.get(msg.channel_id)
        if ch is None or ch.is_dm or not ("@everyone" in msg.text or "@here" in msg.text):
            return False
        parse = ["everyone"] if allowed is None else allowed.get("parse") or []
        return "everyone" in parse and self.bot_permissions(ch).mention_everyone

    def _new_message(self, channel: FakeChannel, **kw: Any) -> StoredMessage:
        msg = StoredMessage(
            id=snowflake(),
            channel_id=channel.id,
            author_id=self.bot_user.id,
            guild_id=None if channel.is_dm else channel.guild_id,
            **kw,
        )
        self._messages[msg.id] = msg
        return msg

    async def _create_message(self, request: web.Request) -> web.Response:
        ch = self._channel_or_none(request.match_info["cid"])
        if ch is None:
            return error(404, 10003, "Unknown Channel")
        if ch.is_dm and self.members[ch.recipient_id or 0].dms_closed:
            return error(403, 50007, "Cannot send messages to this user")
        body, files, schema_found = await self._read(request)
        needed = ["view_channel", "send_messages_in_threads" if ch.is_thread else "send_messages"]
        lacking = self._lacks(ch, *needed, *(["attach_files"] if files else []))
        if lacking is not None:
            return lacking
        rejected = self._check_body(schema_found, body, files, f"message in #{ch.name}")
        if rejected is not None:
            return rejected
        nonce = None if body.get("nonce") is None else str(body["nonce"])
        enforced = nonce is not None and bool(body.get("enforce_nonce"))
        now = asyncio.get_running_loop().time()
        if enforced and nonce is not None:
            # Discord: "checked for uniqueness in the past few minutes. If another message was
            # created by the same author with the same nonce, that message will be returned";
            # one deleted since is answered 404 (discord.py documents this).
            seen = self._nonces.get((self.bot_user.id, nonce))
            if seen is not None and now - seen[0] < self.nonce_seconds:
                first = self._messages[seen[1]]
                if first.deleted:
                    return error(404, 10008, "Unknown Message")
                return json_response(self.message_payload(first))
        body["flags"] = int(body.get("flags") or 0) & ~(EPHEMERAL | LOADING)
        ch.archived = False  # Discord opens an archived thread again for a new message
        msg = self._new_message(ch, type=19 if body.get("message_reference") else 0)
        msg.nonce = nonce
        self._apply(msg, body, files, new=True)
        if enforced and nonce is not None:
            self._nonces[(self.bot_user.id, nonce)] = (now, msg.id)
        return json_response(self.message_payload(msg))

    def _visible_message(self, cid: str, mid: str) -> StoredMessage | None:
        try:
            msg = self._messages.get(int(mid))
        except ValueError:
            return None
        if msg is None or msg.deleted or msg.ephemeral or str(msg.channel_id) != cid:
            return None
        return msg

    async def _channel_message(self, request: web.Request) -> web.Response:
        msg = self._visible_message(request.match_info["cid"], request.match_info["mid"])
        if msg is None:
            ephemeral = self._messages.get(int(request.match_info["mid"] or 0)
                                           if request.match_info["mid"].isdigit() else 0)
            if ephemeral is not None and ephemeral.ephemeral and not ephemeral.deleted:
                self.violate(rules.EPHEMERAL_EDIT,
                             f"{request.method} {request.path}: ephemeral message {ephemeral.id} "
                             "through the channel route (only its interaction token reaches it)")
            return error(404, 10008, "Unknown Message")
        return await self._message_op(request, msg, f"message {msg.id}")

    async def _message_op(
        self, request: web.Request, msg: StoredMessage, where: str
    ) -> web.Response:
        if request.method == "GET":
            return json_response(self.message_payload(msg))
        if request.method == "DELETE":
            msg.deleted = True
            self._changed()
            return web.Response(status=204)
        body, files, schema_found = await self._read(request)
        rejected = self._check_body(schema_found, body, files, f"edit of {where}", before=msg)
        if rejected is not None:
            return rejected
        self._apply(msg, body, files, new=False)
        return json_response(self.message_payload(msg))

    async def _history(self, request: web.Request) -> web.Response:
        ch = self._channel_or_none(request.match_info["cid"])
        if ch is None:
            return error(404, 10003, "Unknown Channel")
        q = request.query
        limit = int(q.get("limit", 50))
        msgs = self.messages(ch)
        if "before" in q:
            msgs = [m for m in msgs if m.id < int(q["before"])]
        if "after" in q:
            msgs = [m for m in msgs if m.id > int(q["after"])]
            msgs = msgs[:limit]
        msgs = list(reversed(msgs))[:limit]
        return json_response([self.message_payload(m) for m in msgs])

    async def _get_attachment(self, request: web.Request) -> web.Response:
        aid = int(request.match_info["aid"])
        for msg in self._messages.values():
            for att in msg.attachments:
                if att.id == aid:
                    return web.Response(body=att.data, content_type="application/octet-stream")
        return web.Response(status=404)

    async def _create_thread(self, request: web.Request) -> web.Response:
        parent = self._channel_or_none(request.match_info["cid"])
        if parent is None or parent.type != 0:
            return error(404, 10003, "Unknown Channel")
        lacking = self._lacks(parent, "view_channel", "create_public_threads")
        if lacking is not None:
            return lacking
        body, _, schema_found = await self._read(request)
        refused = self._refuse(schema_found)
        if refused is not None:
            return refused
        mid = request.match_info.get("mid")
        if mid is not None and self._visible_message(str(parent.id), mid) is None:
            return error(404, 10008, "Unknown Message")
        thread = FakeChannel(
            id=int(mid) if mid else snowflake(),
            name=body.get("name") or "thread",
            type=11 if mid else int(body.get("type") or 12),
            guild_id=parent.guild_id,
            parent_id=parent.id,
            owner_id=self.bot_user.id,
            auto_archive_duration=int(body.get("auto_archive_duration") or 1440),
        )
        self.channels[thread.id] = thread
        payload = thread.payload()
        if self.shard_connected(self.shard_for(parent.guild_id)):
            await self._dispatch("THREAD_CREATE", payload | {"newly_created": True},
                                 parent.guild_id)
        self._changed()
        return json_response(payload)

    # ------------------------------------------------------------------ interaction responses

    def _handle_for(self, token: str) -> InteractionHandle | None:
        return self._by_token.get(token)

    async def _callback(self, request: web.Request) -> web.Response:
        h = self._handle_for(request.match_info["token"])
        if h is None or str(h.id) != request.match_info["iid"]:
            return error(404, 10062, "Unknown interaction")
        body, files, schema_found = await self._read(request)
        rtype = int(body.get("type", 0))
        data: JSON = body.get("data") or {}
        where = f"{h.label} (response type {rtype})"
        loop = asyncio.get_running_loop()
        if h.response_type is not None:
            self.violate(rules.DOUBLE_ACK, f"{where}: second initial response")
            return error(400, 40060, "Interaction has already been acknowledged.")
        if loop.time() - h.created_at > self.ack_deadline:
            # The timer has recorded NO_ACK; Discord no longer knows this interaction.
            h._mark_answered()
            return error(404, 10062, "Unknown interaction")
        found: list[Violation] = list(schema_found)
        if rtype not in ALLOWED_RESPONSES[h.type] or (
            rtype in (6, 7) and h.source_message_id is None
        ):
            found.append(
                Violation(
                    rules.INVALID_RESPONSE, f"{where}: not allowed for interaction type {h.type}"
                )
            )
        if rtype in (4, 7):
            before = self._messages.get(h.source_message_id or 0) if rtype == 7 else None
            found += [
                dataclasses.replace(v, path=("data", *v.path))
                for v in self._message_violations(data, files, where, before)
            ]
        else:
            found += rules.check_files(files, self.file_size_limit, where)
        if rtype in (5, 6):
            found += rules.check_deferred(rtype, data, where)
        elif rtype == 8:
            found += rules.check_choices(data.get("choices") or [], where)
        elif rtype == 9:
            found += rules.check_modal(data, where)
        refused = self._refuse(found)
        if refused is not None:
            h.rejected = named_first(found)
            h._mark_answered()
            return refused

        msg: StoredMessage | None = None
        if rtype in (4, 5):
            ephemeral = int(data.get("flags") or 0) & EPHEMERAL
            msg = self._new_message(
                h.channel,
                flags=ephemeral | (LOADING if rtype == 5 else 0),
                interaction_id=h.id,
                interaction_user_id=h.user.id,
                webhook_id=self.application_id,
                type=20 if h.type == COMMAND else 0,
            )
            if rtype == 4:
                self._apply(msg, data, files, new=True)
            h.original_message_id = msg.id
        elif rtype in (6, 7):
            msg = self.message(h.source_message_id or 0)
            if rtype == 7:
                self._apply(msg, data, files, new=False)
            h.original_message_id = msg.id
        elif rtype == 8:
            h.choices = data.get("choices") or []
        elif rtype == 9:
            h.modal = data
        h.response_type = rtype
        h.response_data = data
        h._mark_answered()
        self._changed()
        interaction = {
            "id": str(h.id),
            "type": h.type,
            "activity_instance_id": None,
            "response_message_id": str(msg.id) if msg else None,
            "response_message_loading": rtype == 5,
            "response_message_ephemeral": bool(msg and msg.ephemeral),
        }
        resource: JSON = {"type": rtype}
        if msg is not None:
            resource["message"] = self.message_payload(msg)
        return json_response({"interaction": interaction, "resource": resource})

    def _webhook_handle(self, request: web.Request) -> InteractionHandle | web.Response:
        h = self._handle_for(request.match_info["token"])
        if h is None or request.match_info["app"] != str(self.application_id):
            return error(404, 10015, "Unknown Webhook")
        if asyncio.get_running_loop().time() - h.created_at > self.token_ttl:
            return error(401, 50027, "Invalid Webhook Token")
        return h

    async def _followup(self, request: web.Request) -> web.Response:
        h = self._webhook_handle(request)
        if isinstance(h, web.Response):
            return h
        if h.response_type is None:
            self.violate(
                rules.FOLLOWUP_BEFORE_ACK, f"{h.label}: followup before an initial response"
            )
            return error(404, 10015, "Unknown Webhook")
        body, files, schema_found = await self._read(request)
        original = h.message
        filling = h.response_type == 5 and original is not None and original.loading
        rejected = self._check_body(schema_found, body, files, f"followup to {h.label}",
                                    before=original if filling else None)
        if rejected is not None:
            return rejected
        if filling and original is not None:
            # The first followup after a deferred reply fills in the "thinking" message.
            self._apply(original, body, files, new=False)
            original.flags &= ~LOADING
            self._changed()
            return json_response(self.message_payload(original))
        msg = self._new_message(
            h.channel,
            flags=int(body.get("flags") or 0) & EPHEMERAL,
            interaction_id=h.id,
            interaction_user_id=h.user.id,
            webhook_id=self.application_id,
        )
        self._apply(msg, body, files, new=True)
        h.followup_ids.append(msg.id)
        self._touch(("followups", h.id))
        self._changed()
        return json_response(self.message_payload(msg))

    async def _webhook_message(self, request: web.Request) -> web.Response:
        h = self._webhook_handle(request)
        if isinstance(h, web.Response):
            return h
        mid = request.match_info["mid"]
        if mid == "@original":
            target = h.original_message_id
        else:
            target = int(mid) if mid.isdigit() else None
            if target not in (h.original_message_id, *h.followup_ids):
                target = None
        if target is None or self._messages[target].deleted:
            return error(404, 10008, "Unknown Message")
        return await self._message_op(
            request, self._messages[target], f"{h.label} message {target}"
        )

    # ------------------------------------------------------------------ acting as a member

    def _base_interaction(
        self,
        itype: int,
        member: MemberRef,
        channel: FakeChannel,
        data: JSON,
        source: StoredMessage | None,
        label: str,
    ) -> InteractionHandle:
        user = self.member(member)
        iid = snowflake()
        token = f"fake-{iid}-{secrets.token_hex(8)}"
        payload: JSON = {
            "id": str(iid),
            "application_id": str(self.application_id),
            "type": itype,
            "token": token,
            "version": 1,
            "data": data,
            "channel_id": str(channel.id),
            "locale": user.locale,
            "entitlements": [],
            "attachment_size_limit": self.file_size_limit,
        }
        if channel.is_dm:
            payload.update(
                channel=channel.payload(recipient=user),
                user=user.user_payload(),
                app_permissions=str(BOT_PERMISSIONS),
                authorizing_integration_owners={"0": str(user.id)},
                context=1,
            )
        else:
            perms = self._permissions(user, channel)
            guild = self.guilds[channel.guild_id or self.guild_id]
            payload.update(
                guild_id=str(guild.id),
                guild={"id": str(guild.id), "locale": guild.locale, "features": []},
                guild_locale=guild.locale,
                channel=channel.payload() | {"permissions": str(perms)},
                member=user.member_payload(permissions=perms),
                app_permissions=str(self.bot_permissions(channel).value),
                authorizing_integration_owners={"0": str(guild.id)},
                context=0,
            )
        if source is not None:
            payload["message"] = self.message_payload(source)
        handle = InteractionHandle(
            self,
            id=iid,
            token=token,
            type=itype,
            user=user,
            channel=channel,
            payload=payload,
            source_message=source,
            label=label,
        )
        return handle

    def _push(self, handle: InteractionHandle) -> InteractionHandle:
        guild_id = handle.channel.guild_id
        shard = self.shard_for(guild_id)
        if not self.shard_connected(shard):
            raise RuntimeError(f"no bot is connected to the fake Discord gateway as shard {shard}")
        self.interactions[handle.id] = handle
        self._by_token[handle.token] = handle
        handle._sent = self._spawn(
            self._dispatch("INTERACTION_CREATE", handle.payload, guild_id))
        handle._deadline = asyncio.get_running_loop().call_later(
            self.ack_deadline, self._check_ack, handle
        )
        return handle

    def forge_interaction(
        self, member: MemberRef, *, channel: ChannelRef | None = None,
        message: StoredMessage | None = None,
    ) -> InteractionHandle:
        """An interaction the bot is never told about: a slash command, or a component one on
        `message`. Its id and token take responses sent by hand, so tests can send the fake
        forged bodies (`POST {base_url}/api/v10/interactions/{h.id}/{h.token}/callback`)."""
        ch = self.channel(channel) if message is None else self.channels[message.channel_id]
        itype, data = (COMMAND, {"id": "1", "name": "forged", "type": 1}) if message is None \
            else (COMPONENT, {"custom_id": "forged", "component_type": 2})
        handle = self._base_interaction(itype, member, ch, data, message, "forged interaction")
        self.interactions[handle.id] = handle
        self._by_token[handle.token] = handle
        return handle

    def _check_ack(self, handle: InteractionHandle) -> None:
        if handle.response_type is None:
            self.violate(
                rules.NO_ACK, f"{handle.label}: no initial response within {self.ack_deadline}s"
            )
            handle._mark_answered()

    def _find_command(
        self, name: str, guild_id: int | None = None
    ) -> tuple[JSON | None, int | None]:
        for store in (self.synced, self.known_commands):
            for scope in (guild_id or self.guild_id, None):
                for cmd in store.get(scope, []):
                    if cmd["name"] == name and cmd.get("type", 1) == 1:
                        return cmd, scope
        return None, None

    def _option(
        self, name: str, value: Any, defs: list[JSON] | None, resolved: JSON, path: str
    ) -> JSON:
        spec = None
        if defs is not None:
            spec = next((d for d in defs if d["name"] == name), None)
            if spec is None:
                known = [d["name"] for d in defs]
                raise ValueError(f"/{path} has no option {name!r}; it has {known}")
        if spec is not None:
            otype = int(spec["type"])
        elif isinstance(value, FakeMember):
            otype = 6
        elif isinstance(value, FakeChannel):
            otype = 7
        else:
            otype = OPTION_TYPES.get(type(value), 3)
        if otype == 6:
            member = self.member(value)
            value = str(member.id)
            resolved.setdefault("users", {})[value] = member.user_payload()
            m = member.member_payload(permissions=self._permissions(member))
            del m["user"]
            resolved.setdefault("members", {})[value] = m
        elif otype == 7:
            ch = self.channel(value)
            value = str(ch.id)
            resolved.setdefault("channels", {})[value] = ch.payload() | {
                "permissions": str(MEMBER_PERMISSIONS)
            }
        elif otype == 4:
            value = int(value)
        elif otype == 10:
            value = float(value)
        elif otype == 5:
            value = bool(value)
        else:
            value = str(value)
        if spec is not None and spec.get("choices"):
            allowed = [c["value"] for c in spec["choices"]]
            if value not in allowed:
                raise ValueError(f"/{path} {name}={value!r} is not one of the choices {allowed}")
        return {"name": name, "type": otype, "value": value}

    def _command_data(
        self, command: str, options: JSON, focused: str | None = None,
        guild_id: int | None = None,
    ) -> tuple[JSON, str]:
        path = command.strip().lstrip("/").split()
        cmd, scope = self._find_command(path[0], guild_id)
        defs: list[JSON] | None = None if cmd is None else list(cmd.get("options") or [])
        wrappers: list[tuple[str, int]] = []
        for i, sub in enumerate(path[1:]):
            last = i == len(path) - 2
            if defs is None:
                wrappers.append((sub, 1 if last else 2))
                continue
            spec = next((d for d in defs if d["name"] == sub and d.get("type") in (1, 2)), None)
            if spec is None:
                raise ValueError(f"/{' '.join(path[: i + 1])} has no subcommand {sub!r}")
            wrappers.append((sub, int(spec["type"])))
            defs = list(spec.get("options") or [])
        if defs is not None and any(d.get("type") in (1, 2) for d in defs):
            raise ValueError(f"/{' '.join(path)} needs a subcommand")
        resolved: JSON = {}
        # The focused option of an autocomplete holds the raw typed text, whatever its type.
        leaf = [
            self._option(k, "0" if k == focused else v, defs, resolved, " ".join(path))
            for k, v in options.items()
        ]
        if focused is not None:
            for opt in leaf:
                if opt["name"] == focused:
                    opt["focused"] = True
                    opt["value"] = str(options[focused])
        elif defs is not None:
            missing = [d["name"] for d in defs if d.get("required") and d["name"] not in options]
            if missing:
                raise ValueError(f"/{' '.join(path)} is missing required options {missing}")
        for name, wtype in reversed(wrappers):
            leaf = [{"name": name, "type": wtype, "options": leaf}]
        data: JSON = {
            "id": str(cmd["id"]) if cmd else str(snowflake()),
            "name": path[0],
            "type": 1,
            "options": leaf,
        }
        if scope is not None:
            data["guild_id"] = str(scope)
        if resolved:
            data["resolved"] = resolved
        return data, " ".join(path)

    def slash(
        self,
        member: MemberRef,
        command: str,
        options: JSON | None = None,
        *,
        channel: ChannelRef | None = None,
        **kw: Any,
    ) -> InteractionHandle:
        """Run a slash command as `member`: `fake.slash(alice, "sequence new", game="classic")`.

        Subcommands go in `command`, separated by spaces; options come as keywords (or an
        `options` dict). Option types come from the synced command tree (or the registered local
        tree); without one they are inferred from the Python values. Returns at once; `await` the
        handle for the bot's response.
        """
        opts = {**kw, **(options or {})}
        ch = self.channel(channel)
        data, path = self._command_data(command, opts, guild_id=ch.guild_id)
        return self._push(self._base_interaction(COMMAND, member, ch, data, None, f"/{path}"))

    def autocomplete(
        self,
        member: MemberRef,
        command: str,
        focused: str,
        value: str = "",
        options: JSON | None = None,
        *,
        channel: ChannelRef | None = None,
        **kw: Any,
    ) -> InteractionHandle:
        """Ask for autocomplete on option `focused` having typed `value`; `await` for `.choices`."""
        opts = {**kw, **(options or {}), focused: value}
        ch = self.channel(channel)
        data, path = self._command_data(command, opts, focused=focused, guild_id=ch.guild_id)
        label = f"autocomplete /{path} {focused}={value!r}"
        return self._push(self._base_interaction(AUTOCOMPLETE, member, ch, data, None, label))

    def _component_on(
        self, message: StoredMessage | int, custom_id: str
    ) -> tuple[StoredMessage, JSON]:
        msg = message if isinstance(message, StoredMessage) else self.message(message)
        msg = self.message(msg.id)  # the current state
        if msg.deleted:
            raise LookupError(f"message {msg.id} was deleted")
        comp = msg.find_component(custom_id)
        if comp is None:
            raise LookupError(
                f"message {msg.id} has no component {custom_id!r}; it has {msg.custom_ids()}"
            )
        if comp.get("disabled"):
            raise LookupError(f"component {custom_id!r} on message {msg.id} is disabled")
        return msg, comp

    def _check_visible(self, member: FakeMember, msg: StoredMessage) -> None:
        if msg.ephemeral and msg.interaction_user_id != member.id:
            raise LookupError(f"{member.name} cannot see ephemeral message {msg.id}")
        ch = self.channels[msg.channel_id]
        if ch.is_dm and ch.recipient_id != member.id:
            raise LookupError(f"{member.name} cannot see a DM to someone else (message {msg.id})")

    def click(
        self, member: MemberRef, message: StoredMessage | int, custom_id: str
    ) -> InteractionHandle:
        """Click the button `custom_id` on a message the bot sent (LookupError if absent)."""
        user = self.member(member)
        msg, comp = self._component_on(message, custom_id)
        self._check_visible(user, msg)
        if comp.get("type") != 2:
            raise LookupError(f"component {custom_id!r} is not a button")
        data = {"custom_id": custom_id, "component_type": 2}
        ch = self.channels[msg.channel_id]
        label = f"click {custom_id!r} on message {msg.id}"
        return self._push(self._base_interaction(COMPONENT, user, ch, data, msg, label))

    def select(
        self,
        member: MemberRef,
        message: StoredMessage | int,
        custom_id: str,
        values: list[str],
    ) -> InteractionHandle:
        """Choose `values` from the select `custom_id` on a message the bot sent."""
        user = self.member(member)
        msg, comp = self._component_on(message, custom_id)
        self._check_visible(user, msg)
        ctype = int(comp.get("type", 0))
        if ctype not in (3, 5, 6, 7, 8):
            raise LookupError(f"component {custom_id!r} is not a select")
        if ctype == 3:
            offered = [o["value"] for o in comp.get("options") or []]
            bad = [v for v in values if v not in offered]
            if bad:
                raise ValueError(f"select {custom_id!r} does not offer {bad}; it offers {offered}")
        lo, hi = int(comp.get("min_values", 1)), int(comp.get("max_values", 1))
        if not lo <= len(values) <= hi:
            raise ValueError(f"select {custom_id!r} takes {lo}..{hi} values, got {len(values)}")
        data: JSON = {"custom_id": custom_id, "component_type": ctype, "values": list(values)}
        if ctype == 5:
            resolved: JSON = {}
            for v in values:
                self._option("u", self.member(int(v)), None, resolved, "select")
            data["resolved"] = resolved
        ch = self.channels[msg.channel_id]
        label = f"select {values!r} in {custom_id!r} on message {msg.id}"
        return self._push(self._base_interaction(COMPONENT, user, ch, data, msg, label))

    def submit_modal(
        self,
        opened_by: InteractionHandle,
        values: dict[str, str | list[str]],
        member: MemberRef | None = None,
    ) -> InteractionHandle:
        """Submit the modal the bot opened in answer to `opened_by`, filling fields by custom_id."""
        modal = opened_by.modal
        if modal is None:
            raise LookupError(f"the bot did not open a modal for {opened_by.label}")
        fields: dict[str, JSON] = {}
        rows: list[JSON] = []
        for top in modal.get("components") or []:
            inner = top.get("components") or ([top["component"]] if "component" in top else [])
            submitted = []
            for comp in inner:
                cid = comp.get("custom_id")
                if cid is None:
                    continue
                fields[cid] = comp
                value = values.get(cid, comp.get("value") or "")
                if comp.get("type") == 4:
                    submitted.append({"type": 4, "custom_id": cid, "value": str(value)})
                else:
                    vals = value if isinstance(value, list) else ([value] if value else [])
                    submitted.append({"type": comp["type"], "custom_id": cid, "values": vals})
            if top.get("type") == 18 and submitted:
                rows.append({"type": 18, "id": top.get("id", 0), "component": submitted[0]})
            elif submitted:
                rows.append({"type": 1, "components": submitted})
        unknown = set(values) - set(fields)
        if unknown:
            raise LookupError(f"modal {modal.get('custom_id')!r} has no fields {sorted(unknown)}")
        for cid, comp in fields.items():
            if (
                comp.get("type") == 4
                and comp.get("required", True)
                and not values.get(cid, comp.get("value"))
            ):
                raise ValueError(f"modal field {cid!r} is required")
        data = {"custom_id": modal["custom_id"], "components": rows}
        source = (
            None
            if opened_by.source_message_id is None
            else self.message(opened_by.source_message_id)
        )
        user = opened_by.user if member is None else self.member(member)
        label = f"modal {modal['custom_id']!r} submit"
        return self._push(
            self._base_interaction(MODAL_SUBMIT, user, opened_by.channel, data, source, label)
        )

    def _partial_member(self, member: FakeMember) -> JSON:
        """The member object as MESSAGE_CREATE carries it: without its `user`."""
        data = member.member_payload()
        del data["user"]
        return data

    def _message_create(self, msg: StoredMessage, author: FakeMember) -> JSON:
        """The MESSAGE_CREATE payload for a member's message, as the bot's intents let it see it.

        Without the message content intent Discord empties `content`, `embeds`, `attachments`
        and `components`, except in messages that mention the bot (and DMs, and its own).
        """
        data = self.message_payload(msg)
        data["member"] = self._partial_member(author)
        data["mentions"] = [
            self.members[uid].user_payload() | {"member": self._partial_member(self.members[uid])}
            for uid in msg.mentions
        ]
        data["nonce"] = str(msg.id)
        sees_content = bool((self.intents or 0) & MESSAGE_CONTENT) or self.bot_user.id in (
            msg.mentions
        )
        if not sees_content:
            data.update(content="", embeds=[], attachments=[], components=[])
        return data

    def post(
        self, member: MemberRef, content: str, *, channel: ChannelRef | None = None
    ) -> StoredMessage:
        """Post a message as `member` in a guild channel or thread, as if typed in Discord.

        `fake.post(alice, f"{fake.bot_user.mention} sync", channel="general")`. The message is
        stored like the bot's (`messages(channel)` shows it, its `author_id` is the member's)
        and, if a bot is connected with the guild messages intent, sent to it at once as a
        MESSAGE_CREATE: mentions (`<@id>`) in `mentions`, and the content only if the bot has
        the message content intent or is mentioned, as Discord does. Returns the stored message;
        its `delivered` is the payload the bot was sent (None if none). Nothing waits for the bot:
        wait for what it does with `wait_for_message` or `wait_for`. Posting in a DM is not
        implemented (ValueError), nor is empty or over-long content (ValueError, as Discord's
        client refuses it).
        """
        user = self.member(member)
        ch = self.channel(channel)
        if ch.is_dm:
            raise ValueError("posting in a DM channel is not implemented by the fake")
        if not content.strip():
            raise ValueError("Discord does not send an empty message")
        if len(content) > rules.MAX_CONTENT:
            raise ValueError(f"content of {len(content)} chars (max {rules.MAX_CONTENT})")
        mentioned = [int(uid) for uid in USER_MENTION.findall(content)]
        allowed = discord.Permissions(self._permissions(user)).mention_everyone
        msg = StoredMessage(
            id=snowflake(),
            channel_id=ch.id,
            author_id=user.id,
            guild_id=ch.guild_id,
            content=content,
            mentions=list(dict.fromkeys(uid for uid in mentioned if uid in self.members)),
            mention_everyone=allowed and ("@everyone" in content or "@here" in content),
        )
        self._messages[msg.id] = msg
        listening = self.shard_connected(self.shard_for(ch.guild_id))
        if listening and (self.intents or 0) & GUILD_MESSAGES:
            msg.delivered = self._message_create(msg, user)
            self._spawn(self._dispatch("MESSAGE_CREATE", msg.delivered, ch.guild_id))
        self._changed()
        return msg
