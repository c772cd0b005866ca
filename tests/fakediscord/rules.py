"""Discord's limits, checked against what the bot sends. Each check returns the violations found."""

from __future__ import annotations

import re
from typing import Any

from .models import COMPONENTS_V2 as V2_FLAG
from .models import EPHEMERAL, V2_TYPES, MessageState, Violation, walk_components

JSON = dict[str, Any]

# Rule names, so tests can assert on them.
NO_ACK = "no_ack"
DOUBLE_ACK = "double_ack"
INVALID_RESPONSE = "invalid_response"
FOLLOWUP_BEFORE_ACK = "followup_before_ack"
AUTOCOMPLETE_CHOICES = "autocomplete_choices"
SELECT_OPTIONS = "select_options"
ACTION_ROWS = "action_rows"
ROW_BUTTONS = "row_buttons"
CUSTOM_ID_LENGTH = "custom_id_length"
CONTENT_LENGTH = "content_length"
FILE_SIZE = "file_size"
EMBEDS = "embeds"
MODAL = "modal"
UNKNOWN_ENDPOINT = "unknown_endpoint"
SCHEMA = "schema"
COMPONENTS_V2 = "components_v2"
COMPONENT_COUNT = "component_count"
MEDIA_GALLERY = "media_gallery"
ATTACHMENT_REF = "attachment_ref"
DEFERRED_FLAGS = "deferred_flags"
EPHEMERAL_EDIT = "ephemeral_edit"
UNKNOWN_EMOJI = "unknown_emoji"
EMOJI = "emoji"
INVALID_SHARD = "invalid_shard"

MAX_CONTENT = 2000
MAX_ROWS = 5
MAX_ROW_BUTTONS = 5
MAX_SELECT_OPTIONS = 25
MAX_CHOICES = 25
MAX_CUSTOM_ID = 100
MAX_EMBEDS = 10
MAX_EMBED_TOTAL = 6000
DEFAULT_FILE_SIZE_LIMIT = 10 * 1024 * 1024
MAX_COMPONENTS = 40
MAX_V2_TEXT = 4000
MAX_GALLERY_ITEMS = 10
MAX_ALT_TEXT = 1024
MAX_APP_EMOJIS = 2000
MAX_EMOJI_BYTES = 256 * 1024
EMOJI_NAME = re.compile(r"[A-Za-z0-9_]{2,32}")
CUSTOM_EMOJI = re.compile(r"<a?:([A-Za-z0-9_]+):(\d+)>")


def check_components(
    components: list[JSON] | None, where: str, v2: bool = False
) -> list[Violation]:
    """Check rows, buttons per row, select options and custom_id lengths (and, in a classic
    message, at most 5 action rows)."""
    found: list[Violation] = []
    if not components:
        return found
    rows = [c for c in components if c.get("type") == 1]
    if len(rows) > MAX_ROWS and not v2:
        found.append(Violation(ACTION_ROWS, f"{where}: {len(rows)} action rows (max {MAX_ROWS})"))
    for i, row in enumerate(c for c in walk_components(components) if c.get("type") == 1):
        children = row.get("components") or []
        buttons = [c for c in children if c.get("type") == 2]
        if len(buttons) > MAX_ROW_BUTTONS:
            found.append(
                Violation(ROW_BUTTONS, f"{where}: row {i} has {len(buttons)} buttons (max 5)")
            )
        if len(buttons) != len(children) and len(children) > 1 and buttons:
            found.append(Violation(ROW_BUTTONS, f"{where}: row {i} mixes a select with buttons"))
    for comp in walk_components(components):
        cid = comp.get("custom_id")
        if isinstance(cid, str) and len(cid) > MAX_CUSTOM_ID:
            found.append(
                Violation(CUSTOM_ID_LENGTH, f"{where}: custom_id of {len(cid)} chars: {cid[:40]}…")
            )
        options = comp.get("options")
        if comp.get("type") == 3 and options is not None and len(options) > MAX_SELECT_OPTIONS:
            found.append(
                Violation(
                    SELECT_OPTIONS,
                    f"{where}: select {cid!r} has {len(options)} options (max 25)",
                )
            )
    return found


def check_embeds(embeds: list[JSON] | None, where: str) -> list[Violation]:
    """Check the main embed limits (count, title, description, fields, total size)."""
    found: list[Violation] = []
    if not embeds:
        return found
    if len(embeds) > MAX_EMBEDS:
        found.append(Violation(EMBEDS, f"{where}: {len(embeds)} embeds (max {MAX_EMBEDS})"))
    total = 0

    def over(text: Any, limit: int, what: str) -> None:
        nonlocal total
        if not isinstance(text, str):
            return
        total += len(text)
        if len(text) > limit:
            found.append(Violation(EMBEDS, f"{where}: embed {what} of {len(text)} (max {limit})"))

    for embed in embeds:
        over(embed.get("title"), 256, "title")
        over(embed.get("description"), 4096, "description")
        over((embed.get("footer") or {}).get("text"), 2048, "footer")
        over((embed.get("author") or {}).get("name"), 256, "author name")
        fields = embed.get("fields") or []
        if len(fields) > 25:
            found.append(Violation(EMBEDS, f"{where}: {len(fields)} embed fields (max 25)"))
        for f in fields:
            over(f.get("name"), 256, "field name")
            over(f.get("value"), 1024, "field value")
    if total > MAX_EMBED_TOTAL:
        found.append(Violation(EMBEDS, f"{where}: embeds total {total} chars (max 6000)"))
    return found


def check_message_body(body: JSON, where: str, v2: bool = False) -> list[Violation]:
    """Check a message create/edit body: content length, components, embeds.

    `v2`: the message is (or becomes) a Components V2 message.
    """
    found: list[Violation] = []
    content = body.get("content")
    if isinstance(content, str) and len(content) > MAX_CONTENT:
        found.append(
            Violation(CONTENT_LENGTH, f"{where}: content of {len(content)} chars (max 2000)",
                      ("content",))
        )
    found += check_components(body.get("components"), where, v2)
    found += check_embeds(body.get("embeds"), where)
    return found


def check_v2(
    body: JSON, before: MessageState | None, attached: list[str], where: str
) -> list[Violation]:
    """Check the Components V2 rules the OpenAPI schema cannot express.

    `before` is the message's state before an edit (None for a new message) and `attached` the
    filenames the message will have once the request is applied (uploads and kept attachments).
    - IS_COMPONENTS_V2 is one-way: an edit cannot take it off a message that has it.
    - V2 component types need the flag; a V2 message has no `content` and no `embeds`.
    - At most 40 components, counted at every nesting level; a V2 message's text displays hold
      at most 4,000 characters together.
    - A media gallery holds 1 to 10 items, each with alt text of at most 1,024 characters.
    - `attachment://name` (files, thumbnails, gallery items, embed images) names an attached file;
      a file component takes nothing else.
    """
    found: list[Violation] = []
    old_flags = before.flags if before is not None else 0
    flags = int(body["flags"] or 0) if body.get("flags") is not None else old_flags
    if old_flags & V2_FLAG and "flags" in body and not flags & V2_FLAG:
        found.append(Violation(COMPONENTS_V2, f"{where}: an edit cannot remove IS_COMPONENTS_V2 "
                                              "from a message that has it", ("flags",)))
    v2 = bool((flags | old_flags) & V2_FLAG)
    components: list[JSON] = list(body.get("components") or [])
    if not v2 and any(c.get("type") in V2_TYPES for c in components):
        found.append(Violation(COMPONENTS_V2, f"{where}: V2 components without the "
                                              "IS_COMPONENTS_V2 flag", ("components",)))
    if v2:
        content = body["content"] if "content" in body else (before.content if before else "")
        embeds = body["embeds"] if "embeds" in body else (before.embeds if before else [])
        if content:
            found.append(Violation(COMPONENTS_V2, f"{where}: a V2 message cannot have content "
                                                  f"({content[:40]!r})", ("content",)))
        if embeds:
            found.append(Violation(COMPONENTS_V2, f"{where}: a V2 message cannot have embeds",
                                   ("embeds",)))
    everything = list(walk_components(components))
    if len(everything) > MAX_COMPONENTS:
        found.append(Violation(COMPONENT_COUNT, f"{where}: {len(everything)} components counted "
                                                f"at every level (max {MAX_COMPONENTS})",
                               ("components",)))
    text = sum(len(c.get("content") or "") for c in everything if c.get("type") == 10)
    if v2 and text > MAX_V2_TEXT:
        found.append(Violation(CONTENT_LENGTH, f"{where}: text displays hold {text} chars "
                                               f"(max {MAX_V2_TEXT})", ("components",)))
    for gallery in (c for c in everything if c.get("type") == 12):
        items = gallery.get("items") or []
        if not 1 <= len(items) <= MAX_GALLERY_ITEMS:
            found.append(Violation(MEDIA_GALLERY, f"{where}: a media gallery of {len(items)} "
                                                  "items (1 to 10)", ("components",)))
        for item in items:
            alt = item.get("description") or ""
            if len(alt) > MAX_ALT_TEXT:
                found.append(Violation(MEDIA_GALLERY, f"{where}: gallery alt text of {len(alt)} "
                                                      f"chars (max {MAX_ALT_TEXT})",
                                       ("components",)))
    for comp in (c for c in everything if c.get("type") == 13):
        url = (comp.get("file") or {}).get("url") or ""
        if not url.startswith("attachment://"):
            found.append(Violation(ATTACHMENT_REF, f"{where}: a file component takes only "
                                                   f"attachment:// URLs, not {url[:60]!r}",
                                   ("components",)))
    for url in _media_urls(everything, body.get("embeds") or []):
        if url.startswith("attachment://") and url[len("attachment://"):] not in attached:
            found.append(Violation(ATTACHMENT_REF, f"{where}: {url} names no attached file "
                                                   f"(attached: {attached})", ("components",)))
    return found


def _media_urls(components: list[JSON], embeds: list[JSON]) -> list[str]:
    urls: list[str] = []
    for c in components:
        if c.get("type") == 12:
            urls += [(i.get("media") or {}).get("url") or "" for i in c.get("items") or []]
        elif c.get("type") == 11:
            urls.append((c.get("media") or {}).get("url") or "")
        elif c.get("type") == 13:
            urls.append((c.get("file") or {}).get("url") or "")
    for e in embeds:
        for key in ("image", "thumbnail"):
            urls.append((e.get(key) or {}).get("url") or "")
        for key in ("author", "footer"):
            urls.append((e.get(key) or {}).get("icon_url") or "")
    return urls


def check_deferred(rtype: int, data: JSON, where: str) -> list[Violation]:
    """A deferred response (type 5 or 6) may carry the EPHEMERAL flag and nothing else."""
    flags = int(data.get("flags") or 0)
    if rtype in (5, 6) and flags & ~EPHEMERAL:
        return [Violation(DEFERRED_FLAGS, f"{where}: a deferred response carries flags {flags}; "
                                          "only EPHEMERAL (64) is allowed", ("data", "flags"))]
    return []


def emojis_used(body: JSON) -> list[tuple[str, int, str]]:
    """Custom emojis a message body uses: (name, id, where) for `<:name:id>` in its text and for
    component emojis (buttons, select options) that carry an id."""
    used: list[tuple[str, int, str]] = []
    texts = [body.get("content") or ""]
    for comp in walk_components(list(body.get("components") or [])):
        if comp.get("type") == 10:
            texts.append(comp.get("content") or "")
        emojis = [comp.get("emoji")] + [o.get("emoji") for o in comp.get("options") or []]
        for e in emojis:
            if isinstance(e, dict) and e.get("id"):
                used.append((str(e.get("name") or ""), int(e["id"]), "components"))
    for text in texts:
        used += [(name, int(eid), "text") for name, eid in CUSTOM_EMOJI.findall(text)]
    return used


def check_emoji_name(name: Any, where: str) -> list[Violation]:
    """An application emoji's name: 2 to 32 characters of letters, digits and underscores."""
    if isinstance(name, str) and EMOJI_NAME.fullmatch(name):
        return []
    return [Violation(EMOJI, f"{where}: emoji name {name!r} must be 2-32 characters of "
                             "A-Z, a-z, 0-9 and _", ("name",))]


def check_files(files: list[tuple[str, bytes]], limit: int, where: str) -> list[Violation]:
    """Check each uploaded file against the size limit."""
    return [
        Violation(FILE_SIZE, f"{where}: file {name!r} is {len(data)} bytes (limit {limit})")
        for name, data in files
        if len(data) > limit
    ]


def check_choices(choices: list[JSON], where: str) -> list[Violation]:
    """Check an autocomplete result."""
    if len(choices) > MAX_CHOICES:
        return [Violation(AUTOCOMPLETE_CHOICES, f"{where}: {len(choices)} choices (max 25)",
                          ("data", "choices"))]
    return []


def check_modal(data: JSON, where: str) -> list[Violation]:
    """Check a modal: title length, at most 5 top-level components, custom_ids."""
    found: list[Violation] = []
    title = data.get("title") or ""
    if len(title) > 45:
        found.append(Violation(MODAL, f"{where}: modal title of {len(title)} chars (max 45)"))
    comps = data.get("components") or []
    if len(comps) > 5:
        found.append(Violation(MODAL, f"{where}: modal has {len(comps)} components (max 5)"))
    cid = data.get("custom_id") or ""
    if len(cid) > MAX_CUSTOM_ID:
        found.append(Violation(CUSTOM_ID_LENGTH, f"{where}: modal custom_id of {len(cid)} chars"))
    for comp in walk_components(comps):
        c = comp.get("custom_id")
        if isinstance(c, str) and len(c) > MAX_CUSTOM_ID:
            found.append(Violation(CUSTOM_ID_LENGTH, f"{where}: custom_id of {len(c)} chars"))
    return found
