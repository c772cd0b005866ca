"""Discord's limits, checked against what the bot sends. Each check returns the violations found."""

from __future__ import annotations

from typing import Any

from .models import Violation, walk_components

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

MAX_CONTENT = 2000
MAX_ROWS = 5
MAX_ROW_BUTTONS = 5
MAX_SELECT_OPTIONS = 25
MAX_CHOICES = 25
MAX_CUSTOM_ID = 100
MAX_EMBEDS = 10
MAX_EMBED_TOTAL = 6000
DEFAULT_FILE_SIZE_LIMIT = 10 * 1024 * 1024


def check_components(components: list[JSON] | None, where: str) -> list[Violation]:
    """Check rows, buttons per row, select options and custom_id lengths."""
    found: list[Violation] = []
    if not components:
        return found
    rows = [c for c in components if c.get("type") == 1]
    if len(rows) > MAX_ROWS:
        found.append(Violation(ACTION_ROWS, f"{where}: {len(rows)} action rows (max {MAX_ROWS})"))
    for i, row in enumerate(rows):
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


def check_message_body(body: JSON, where: str) -> list[Violation]:
    """Check a message create/edit body: content length, components, embeds."""
    found: list[Violation] = []
    content = body.get("content")
    if isinstance(content, str) and len(content) > MAX_CONTENT:
        found.append(
            Violation(CONTENT_LENGTH, f"{where}: content of {len(content)} chars (max 2000)")
        )
    found += check_components(body.get("components"), where)
    found += check_embeds(body.get("embeds"), where)
    return found


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
        return [Violation(AUTOCOMPLETE_CHOICES, f"{where}: {len(choices)} choices (max 25)")]
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
