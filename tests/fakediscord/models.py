"""Plain data the fake Discord stores: members, channels, messages, attachments, violations.

Everything here is test support. The payload builders produce JSON shaped the way Discord sends
it, because the real discord.py parses it.
"""

from __future__ import annotations

import datetime as dt
import itertools
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

JSON = dict[str, Any]

DISCORD_EPOCH_MS = 1420070400000
EPHEMERAL = 1 << 6
LOADING = 1 << 7
COMPONENTS_V2 = 1 << 15
V2_TYPES = frozenset({9, 10, 11, 12, 13, 14, 17})
"""Component types that only a message with the IS_COMPONENTS_V2 flag may hold at top level:
section, text display, thumbnail, media gallery, file, separator, container."""

_counter = itertools.count(1)


def snowflake() -> int:
    """Return a new, strictly increasing snowflake id whose timestamp is now."""
    ms = int(time.time() * 1000) - DISCORD_EPOCH_MS
    return (ms << 22) | (next(_counter) & 0x3FFFFF)


def iso_now() -> str:
    """Return the current UTC time as an ISO 8601 string, as Discord formats timestamps."""
    return dt.datetime.now(dt.UTC).isoformat()


@dataclass
class FakeMember:
    """A guild member the test can act as (or the bot itself)."""

    id: int
    name: str
    locale: str = "en-US"
    bot: bool = False
    roles: list[int] = field(default_factory=list)
    dms_closed: bool = False
    joined_at: str = field(default_factory=iso_now)
    granted: dict[int | None, int] = field(default_factory=dict)
    """Permissions given by ``FakeDiscord.grant``: by channel id, None for the whole server."""

    @property
    def mention(self) -> str:
        """The text that mentions this member in a message: `<@id>`."""
        return f"<@{self.id}>"

    def user_payload(self) -> JSON:
        """Return the Discord user object."""
        return {
            "id": str(self.id),
            "username": self.name,
            "discriminator": "0",
            "global_name": self.name,
            "avatar": None,
            "bot": self.bot,
            "public_flags": 0,
            "flags": 0,
        }

    def member_payload(self, permissions: int | None = None) -> JSON:
        """Return the guild member object (with `permissions` when given, as interactions do)."""
        data: JSON = {
            "user": self.user_payload(),
            "nick": None,
            "avatar": None,
            "roles": [str(r) for r in self.roles],
            "joined_at": self.joined_at,
            "premium_since": None,
            "deaf": False,
            "mute": False,
            "pending": False,
            "flags": 0,
            "communication_disabled_until": None,
        }
        if permissions is not None:
            data["permissions"] = str(permissions)
        return data


@dataclass
class FakeChannel:
    """A guild text channel, a thread, or a DM channel."""

    id: int
    name: str
    type: int = 0  # 0 text, 1 DM, 11 public thread, 12 private thread
    guild_id: int | None = None
    parent_id: int | None = None
    owner_id: int | None = None
    recipient_id: int | None = None
    position: int = 0
    bot_denied: int = 0
    """Permission bits the bot lacks here (``FakeDiscord.deny_bot``); a thread also lacks its
    parent's."""
    bot_id: int | None = None
    """The bot's user id, once ``bot_denied`` was set: the channel object then carries them as
    a member overwrite, so a bot reading the channel sees what it lacks."""
    auto_archive_duration: int = 1440
    """A thread's minutes without a message before Discord archives it (hides it from the
    channel's list); as asked when it was created, else a day."""
    archived: bool = False
    """A thread Discord archived (``FakeDiscord.archive_thread``); a message sent in it opens
    it again."""

    @property
    def is_thread(self) -> bool:
        """Whether this channel is a thread."""
        return self.type in (10, 11, 12)

    @property
    def is_dm(self) -> bool:
        """Whether this channel is a DM channel."""
        return self.type == 1

    def payload(self, recipient: FakeMember | None = None) -> JSON:
        """Return the Discord channel object."""
        if self.is_dm:
            return {
                "id": str(self.id),
                "type": 1,
                "last_message_id": None,
                "recipients": [recipient.user_payload()] if recipient else [],
                "flags": 0,
            }
        data: JSON = {
            "id": str(self.id),
            "type": self.type,
            "guild_id": str(self.guild_id),
            "name": self.name,
            "position": self.position,
            "permission_overwrites": [
                {"id": str(self.bot_id), "type": 1, "allow": "0", "deny": str(self.bot_denied)}
            ] if self.bot_denied and self.bot_id is not None else [],
            "nsfw": False,
            "parent_id": str(self.parent_id) if self.parent_id else None,
            "topic": None,
            "last_message_id": None,
            "rate_limit_per_user": 0,
            "flags": 0,
        }
        if self.is_thread:
            data.update(
                owner_id=str(self.owner_id),
                message_count=0,
                member_count=1,
                total_message_sent=0,
                thread_metadata={
                    "archived": self.archived,
                    "auto_archive_duration": self.auto_archive_duration,
                    "archive_timestamp": iso_now(),
                    "locked": False,
                    "invitable": True,
                    "create_timestamp": iso_now(),
                },
            )
        return data


@dataclass
class StoredAttachment:
    """A file the bot uploaded, with its bytes."""

    id: int
    filename: str
    data: bytes
    content_type: str | None = None
    description: str | None = None
    url: str = ""

    @property
    def size(self) -> int:
        """The file size in bytes."""
        return len(self.data)

    def payload(self) -> JSON:
        """Return the Discord attachment object."""
        return {
            "id": str(self.id),
            "filename": self.filename,
            "size": self.size,
            "url": self.url,
            "proxy_url": self.url,
            "content_type": self.content_type,
            "description": self.description,
        }


def walk_components(components: list[JSON]) -> Iterator[JSON]:
    """Yield every component in a component tree (rows, containers, labels, sections)."""
    for comp in components:
        yield comp
        yield from walk_components(comp.get("components") or [])
        for key in ("component", "accessory"):
            if isinstance(comp.get(key), dict):
                yield from walk_components([comp[key]])


@dataclass
class MessageState:
    """One version of a message: what it looked like at one moment."""

    content: str = ""
    embeds: list[JSON] = field(default_factory=list)
    components: list[JSON] = field(default_factory=list)
    attachments: list[StoredAttachment] = field(default_factory=list)
    flags: int = 0


@dataclass
class StoredMessage:
    """A message the bot sent (channel message, DM, interaction response or followup), or one a
    member posted with `FakeDiscord.post` (then `author_id` is the member's).

    Attributes are the current state; `history` holds the earlier states, oldest first.
    `mentions` holds the ids of the members a posted message mentions, and `delivered` the
    MESSAGE_CREATE payload the bot was sent for it (None if the bot was sent none).
    `mention_everyone` is whether the message pings everyone (a bot's too: see
    ``FakeDiscord._mentions_everyone``).
    """

    id: int
    channel_id: int
    author_id: int
    content: str = ""
    embeds: list[JSON] = field(default_factory=list)
    components: list[JSON] = field(default_factory=list)
    attachments: list[StoredAttachment] = field(default_factory=list)
    flags: int = 0
    guild_id: int | None = None
    interaction_id: int | None = None
    interaction_user_id: int | None = None
    webhook_id: int | None = None
    type: int = 0
    timestamp: str = field(default_factory=iso_now)
    edited_timestamp: str | None = None
    deleted: bool = False
    history: list[MessageState] = field(default_factory=list)
    mentions: list[int] = field(default_factory=list)
    mention_everyone: bool = False
    delivered: JSON | None = None
    nonce: str | None = None
    """The nonce the bot created it with, if any."""

    @property
    def ephemeral(self) -> bool:
        """Whether only the interaction user can see the message (flag 64)."""
        return bool(self.flags & EPHEMERAL)

    @property
    def loading(self) -> bool:
        """Whether this is a deferred "thinking" message not yet filled in."""
        return bool(self.flags & LOADING)

    @property
    def edited(self) -> bool:
        """Whether the message has been edited at least once."""
        return bool(self.history)

    def state(self) -> MessageState:
        """Return the current state, as kept in ``history`` before an edit. It shares the
        embeds and components: the fake never changes stored JSON in place (an edit replaces
        them with the request's own), so copying them cost the benchmark's fake a tenth of
        its CPU for nothing."""
        return MessageState(
            content=self.content,
            embeds=self.embeds,
            components=self.components,
            attachments=list(self.attachments),
            flags=self.flags,
        )

    def all_components(self) -> list[JSON]:
        """Return every component on the message, flattened: action rows and their children,
        and V2 containers, sections (with their accessory) and what they hold."""
        return list(walk_components(self.components))

    def find_component(self, custom_id: str) -> JSON | None:
        """Return the component with this custom_id, or None."""
        for comp in self.all_components():
            if comp.get("custom_id") == custom_id:
                return comp
        return None

    def buttons(self) -> list[JSON]:
        """Return all buttons on the message."""
        return [c for c in self.all_components() if c.get("type") == 2]

    def selects(self) -> list[JSON]:
        """Return all select menus on the message."""
        return [c for c in self.all_components() if c.get("type") in (3, 5, 6, 7, 8)]

    def custom_ids(self) -> list[str]:
        """Return the custom_ids of all interactive components."""
        return [c["custom_id"] for c in self.all_components() if "custom_id" in c]

    @property
    def is_v2(self) -> bool:
        """Whether this is a Components V2 message (flag IS_COMPONENTS_V2, `1 << 15`)."""
        return bool(self.flags & COMPONENTS_V2)

    def texts(self) -> list[str]:
        """The contents of every text display (V2), in reading order, at any depth."""
        return [c["content"] for c in self.all_components()
                if c.get("type") == 10 and isinstance(c.get("content"), str)]

    @property
    def text(self) -> str:
        """All the text a reader sees: `content`, then every text display, one per line.

        Use it where a test reads what a message says, classic or V2 alike.
        """
        return "\n".join(t for t in [self.content, *self.texts()] if t)

    def find_text(self, needle: str) -> str | None:
        """The first piece of text (content or a text display) containing `needle`, or None."""
        return next((t for t in [self.content, *self.texts()] if needle in t), None)

    def containers(self) -> list[JSON]:
        """Every container (V2) on the message, outermost first."""
        return [c for c in self.all_components() if c.get("type") == 17]

    def gallery_items(self) -> list[JSON]:
        """The items of every media gallery (V2): dicts with `media.url` and `description`."""
        return [item for c in self.all_components() if c.get("type") == 12
                for item in c.get("items") or []]

    def media_urls(self) -> list[str]:
        """The URLs a V2 message shows: gallery items, thumbnails and files, in order."""
        urls: list[str] = []
        for c in self.all_components():
            if c.get("type") == 12:
                urls += [(i.get("media") or {}).get("url", "") for i in c.get("items") or []]
            elif c.get("type") == 11:
                urls.append((c.get("media") or {}).get("url", ""))
            elif c.get("type") == 13:
                urls.append((c.get("file") or {}).get("url", ""))
        return urls

    def button(self, label: str) -> JSON:
        """The button whose label is `label` (anywhere: action rows, containers, sections)."""
        for b in self.buttons():
            if b.get("label") == label:
                return b
        raise KeyError(f"no button {label!r}; have {[b.get('label') for b in self.buttons()]}")

    def attachment(self, filename: str) -> StoredAttachment:
        """Return the attachment with this filename (KeyError if absent)."""
        for att in self.attachments:
            if att.filename == filename:
                return att
        raise KeyError(f"no attachment {filename!r}; have {[a.filename for a in self.attachments]}")

    def payload(self, author: FakeMember) -> JSON:
        """Return the Discord message object. Its embeds and components are the stored
        message's own lists, not copies: it is serialised at once, and an edit replaces
        those lists rather than changing them (copying them was the fake's biggest cost in a
        busy benchmark). Do not modify them."""
        data: JSON = {
            "id": str(self.id),
            "channel_id": str(self.channel_id),
            "author": author.user_payload(),
            "content": self.content,
            "timestamp": self.timestamp,
            "edited_timestamp": self.edited_timestamp,
            "tts": False,
            "mention_everyone": self.mention_everyone,
            "mentions": [],
            "mention_roles": [],
            "attachments": [a.payload() for a in self.attachments],
            "embeds": self.embeds,
            "components": self.components,
            "pinned": False,
            "type": self.type,
            "flags": self.flags,
        }
        if self.guild_id is not None:
            data["guild_id"] = str(self.guild_id)
        if self.nonce is not None:
            data["nonce"] = self.nonce
        if self.webhook_id is not None:
            data["webhook_id"] = str(self.webhook_id)
            data["application_id"] = str(self.webhook_id)
        return data


@dataclass
class Violation:
    """A Discord rule the bot broke."""

    rule: str
    detail: str
    path: tuple[str | int, ...] = ()
    """Where in the request body (a JSON path), for Discord's `errors` tree; () if not known."""

    def __str__(self) -> str:
        return f"{self.rule}: {self.detail}"


@dataclass
class AppEmoji:
    """An application emoji the bot uploaded (or a test added with `FakeDiscord.add_app_emoji`)."""

    id: int
    name: str
    image: bytes = b""
    animated: bool = False

    @property
    def mention(self) -> str:
        """How a message shows it: `<:name:id>` (`<a:name:id>` if animated)."""
        return f"<{'a' if self.animated else ''}:{self.name}:{self.id}>"

    def payload(self, user: JSON) -> JSON:
        """Return the Discord emoji object (`user` is the application's owner or bot)."""
        return {
            "id": str(self.id),
            "name": self.name,
            "roles": [],
            "user": user,
            "require_colons": True,
            "managed": False,
            "animated": self.animated,
            "available": True,
        }


@dataclass
class FakeGuild:
    """A guild (server) on the fake. Every member is in every guild; channels name their guild."""

    id: int
    name: str
    locale: str = "en-US"


def shard_of(guild_id: int, shard_count: int) -> int:
    """The shard that owns a guild, as Discord computes it: `(guild_id >> 22) % shard_count`."""
    return (guild_id >> 22) % shard_count


def snowflake_on_shard(shard: int, shard_count: int) -> int:
    """A new snowflake (for a guild id) that shard `shard` of `shard_count` owns.

    Its timestamp is moved forward by less than `shard_count` milliseconds to land on the shard.
    """
    base = snowflake()
    ms = base >> 22
    ms += (shard - ms) % shard_count
    return (ms << 22) | (base & 0x3FFFFF)
