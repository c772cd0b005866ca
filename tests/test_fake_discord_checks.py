"""The fake Discord checks request bodies as Discord does: against Discord's OpenAPI description,
and by the Components V2 rules the schema cannot express. It also serves application emojis.

Most tests send a forged body straight to the fake's REST API and expect Discord's answer
(400 / 50035 "Invalid Form Body" with an `errors` tree) and a recorded violation; each would pass
a bad body if its check were removed.
"""

import json
from typing import Any

import aiohttp
import discord
import pytest

from tests.fakediscord import FakeDiscord, rules
from tests.fakediscord.models import COMPONENTS_V2, EPHEMERAL
from tests.fakediscord.schema import SCHEMA_PATCHES, SPEC_PATH, RequestSchemas, request_schemas
from tests.fakediscord.selftest_bot import PNG, make_bot

V2 = COMPONENTS_V2


async def send(
    fake: FakeDiscord, method: str, path: str, body: Any = None,
    files: list[tuple[str, bytes]] | None = None,
) -> tuple[int, Any]:
    """Send a request to the fake as a bot would; return the status and the JSON answer."""
    url = fake.base_url + "/api/v10" + path
    kw: dict[str, Any] = {}
    if files is not None:
        form = aiohttp.FormData()
        form.add_field("payload_json", json.dumps(body), content_type="application/json")
        for i, (name, data) in enumerate(files):
            form.add_field(f"files[{i}]", data, filename=name, content_type="image/png")
        kw["data"] = form
    elif body is not None:
        kw["json"] = body
    async with aiohttp.ClientSession() as session:
        async with session.request(method, url, **kw) as resp:
            text = await resp.text()
            return resp.status, (json.loads(text) if text else None)


def refused(answer: tuple[int, Any], fake: FakeDiscord, rule: str) -> dict[str, Any]:
    """Assert Discord's 400 answer and recorded violations of `rule` (only); take them; return
    the answer's `errors` tree."""
    status, body = answer
    assert status == 400, (status, body)
    assert body["code"] == 50035 and body["message"] == "Invalid Form Body"
    taken = fake.take_violations()
    assert taken and {v.rule for v in taken} == {rule}, taken
    errors: dict[str, Any] = body["errors"]
    return errors


def text(content: str) -> dict[str, Any]:
    """A text display."""
    return {"type": 10, "content": content}


def button(custom_id: str = "b") -> dict[str, Any]:
    """A primary button."""
    return {"type": 2, "style": 1, "label": "B", "custom_id": custom_id}


def gallery(*urls: str, alt: str = "a picture") -> dict[str, Any]:
    """A media gallery of these URLs."""
    return {"type": 12, "items": [{"media": {"url": u}, "description": alt} for u in urls]}


def card(*children: dict[str, Any]) -> dict[str, Any]:
    """A V2 message body: one container holding `children`."""
    return {"flags": V2, "components": [{"type": 17, "components": list(children)}]}


@pytest.fixture
def general(fake_discord):
    """The path of #general's messages."""
    return f"/channels/{fake_discord.channel('general').id}/messages"


# ---------------------------------------------------------------- the OpenAPI schema


def test_spec_routes_resolve_to_their_templates():
    schemas = request_schemas()
    assert schemas.route("/api/v10/users/@me/channels") == "/users/@me/channels"
    assert schemas.route("/api/v10/webhooks/1/t/messages/@original") == (
        "/webhooks/{webhook_id}/{webhook_token}/messages/@original")
    assert schemas.route("/api/v10/nowhere") is None
    assert request_schemas() is schemas  # read once per process


SAMPLE_BODIES = [
    ("POST", "/channels/1/messages", card(text("t"), gallery("https://example.invalid/a.png"))),
    ("POST", "/channels/1/messages", card(gallery())),
    ("POST", "/channels/1/messages", {"components": [{"type": 1, "components": [button()]}]}),
    ("POST", "/channels/1/messages", {"components": [{"type": 1, "components": [{"type": 2}]}]}),
    ("POST", "/channels/1/messages", {"components": [{"type": 99}]}),
    ("POST", "/channels/1/messages", {"components": ["not a component"]}),
    ("POST", "/channels/1/messages", {"components": [{"type": 1, "components": [
        {"type": 3, "custom_id": "s", "options": [{"label": "a", "value": "a"}]}]}]}),
    ("POST", "/interactions/1/t/callback", {"type": 4, "data": {"content": "hi"}}),
    ("POST", "/interactions/1/t/callback", {"type": 4, "data": {"tts": 1}}),
    ("POST", "/interactions/1/t/callback", {"type": 7, "data": card(text("t"))}),
    ("POST", "/interactions/1/t/callback", {"type": 8, "data": {"choices": [
        {"name": "n", "value": "v"}] * 26}}),
    ("POST", "/interactions/1/t/callback", {"type": 9, "data": {
        "custom_id": "m", "title": "T", "components": [{"type": 1, "components": [
            {"type": 4, "custom_id": "f", "style": 1, "label": "Name"}]}]}}),
    ("POST", "/interactions/1/t/callback", {"type": 42}),
    ("POST", "/interactions/1/t/callback", {"data": {}}),
]


@pytest.mark.parametrize(("method", "path", "body"), SAMPLE_BODIES)
def test_rewritten_unions_mean_what_the_spec_says(method, path, body):
    # schema.py rewrites const unions as enums and type-discriminated unions as if/then, for
    # speed; a validator on the spec as published must agree on every body.
    as_published = RequestSchemas(json.loads(SPEC_PATH.read_text(encoding="utf-8")))
    for name, (replacement, _reason) in SCHEMA_PATCHES.items():
        as_published.spec["components"]["schemas"][name] = replacement
    template = as_published.route(path)
    assert template is not None
    published = as_published.validator(template, method)
    assert published is not None
    assert published.is_valid(body) == (request_schemas().check(method, path, body) == [])


async def test_schema_refuses_a_button_without_style(fake_discord, general):
    body = {"components": [{"type": 1, "components": [{"type": 2, "custom_id": "x"}]}]}
    errors = refused(await send(fake_discord, "POST", general, body), fake_discord, rules.SCHEMA)
    leaf = errors["components"]["0"]["components"]["0"]["style"]["_errors"][0]
    assert leaf["code"] == "SCHEMA" and "required" in leaf["message"]
    assert fake_discord.messages("general") == []


async def test_schema_checks_multipart_payload_json(fake_discord, general):
    body = {"content": "board", "tts": "yes", "attachments": [{"id": 0, "filename": "b.png"}]}
    errors = refused(await send(fake_discord, "POST", general, body, files=[("b.png", PNG)]),
                     fake_discord, rules.SCHEMA)
    assert "tts" in errors
    body["tts"] = False
    status, _ = await send(fake_discord, "POST", general, body, files=[("b.png", PNG)])
    assert status == 200 and fake_discord.last_message("general").attachment("b.png").data == PNG


async def test_schema_checks_interaction_callbacks(fake_discord):
    alice = fake_discord.add_member("alice")
    h = fake_discord.forge_interaction(alice)
    path = f"/interactions/{h.id}/{h.token}/callback"
    errors = refused(await send(fake_discord, "POST", path, {"type": 4, "data": {"tts": 1}}),
                     fake_discord, rules.SCHEMA)
    assert errors["data"]["tts"]["_errors"]
    assert h.rejected and not h.acknowledged


async def test_schema_checks_command_sync(fake_discord):
    path = f"/applications/{fake_discord.application_id}/commands"
    bad = [{"name": "sequence", "description": "x" * 101, "type": 1}]
    refused(await send(fake_discord, "PUT", path, bad), fake_discord, rules.SCHEMA)
    assert fake_discord.commands() == []


async def test_schema_check_can_be_turned_off():
    async with FakeDiscord(check_schema=False) as fake:
        path = f"/channels/{fake.channel('general').id}/messages"
        status, _ = await send(fake, "POST", path, {"content": "x", "tts": "yes"})
        assert status == 200 and fake.violations == []


async def test_discord_py_sees_the_errors_tree(fake_discord, start_bot):
    runner = await start_bot(make_bot)
    channel = runner.bot.get_channel(fake_discord.channel("general").id)
    route = discord.http.Route("POST", "/channels/{channel_id}/messages", channel_id=channel.id)
    with pytest.raises(discord.HTTPException) as failed:
        await runner.bot.http.request(route, json={"content": "x", "nonce": "n" * 26})
    assert failed.value.code == 50035 and "In nonce" in failed.value.text
    assert [v.rule for v in fake_discord.take_violations()] == [rules.SCHEMA]


# ---------------------------------------------------------------- Components V2 rules


async def test_v2_card_is_stored_and_readable(fake_discord, general):
    body = card(text("## Board"), gallery("https://example.invalid/b.png"),
                {"type": 1, "components": [button("play")]},
                {"type": 9, "components": [text("Stuck?")], "accessory": button("hint")})
    status, _ = await send(fake_discord, "POST", general, body)
    assert status == 200
    msg = fake_discord.last_message("general")
    assert msg.is_v2 and msg.content == "" and msg.text == "## Board\nStuck?"
    assert msg.texts() == ["## Board", "Stuck?"] and msg.find_text("Stuck") == "Stuck?"
    assert [b["custom_id"] for b in msg.buttons()] == ["play", "hint"]
    assert msg.custom_ids() == ["play", "hint"] and msg.button("B")["custom_id"] == "play"
    assert msg.gallery_items()[0]["description"] == "a picture"
    assert msg.media_urls() == ["https://example.invalid/b.png"]
    assert len(msg.containers()) == 1


async def test_v2_components_need_the_flag(fake_discord, general):
    body = card(text("hello"))
    del body["flags"]
    refused(await send(fake_discord, "POST", general, body), fake_discord, rules.COMPONENTS_V2)


async def test_v2_message_has_no_content_or_embeds(fake_discord, general):
    body = card(text("hello")) | {"content": "also this"}
    refused(await send(fake_discord, "POST", general, body), fake_discord, rules.COMPONENTS_V2)
    body = card(text("hello")) | {"embeds": [{"title": "t"}]}
    refused(await send(fake_discord, "POST", general, body), fake_discord, rules.COMPONENTS_V2)


async def test_v2_flag_is_one_way(fake_discord, general):
    status, sent = await send(fake_discord, "POST", general, card(text("hello")))
    assert status == 200
    path = f"{general}/{sent['id']}"
    refused(await send(fake_discord, "PATCH", path, {"flags": 0, "content": "classic again"}),
            fake_discord, rules.COMPONENTS_V2)
    # Without `flags`, the flag stays, so content is still refused.
    refused(await send(fake_discord, "PATCH", path, {"content": "sneaked in"}),
            fake_discord, rules.COMPONENTS_V2)
    status, edited = await send(fake_discord, "PATCH", path, card(text("hello again")))
    assert status == 200 and edited["flags"] & V2
    assert fake_discord.message(int(sent["id"])).texts() == ["hello again"]


async def test_at_most_40_components_counted_at_every_level(fake_discord, general):
    rows = [{"type": 1, "components": [button(f"b{i}")]} for i in range(19)]
    ok = card(text("t"), *rows)  # 1 container + 1 text + 19 rows + 19 buttons = 40
    status, _ = await send(fake_discord, "POST", general, ok)
    assert status == 200
    over = card(text("t"), text("u"), *rows)  # 41
    refused(await send(fake_discord, "POST", general, over), fake_discord,
            rules.COMPONENT_COUNT)


async def test_v2_text_displays_hold_4000_characters_in_all(fake_discord, general):
    body = card(text("x" * 2500), text("y" * 1501))
    refused(await send(fake_discord, "POST", general, body), fake_discord, rules.CONTENT_LENGTH)


@pytest.mark.parametrize("items", [0, 11])
async def test_media_gallery_holds_1_to_10_items(fake_discord, general, items):
    body = card(gallery(*[f"https://example.invalid/{i}.png" for i in range(items)]))
    refused(await send(fake_discord, "POST", general, body), fake_discord, rules.MEDIA_GALLERY)


async def test_gallery_alt_text_is_at_most_1024_characters(fake_discord, general):
    body = card(gallery("https://example.invalid/a.png", alt="x" * 1025))
    refused(await send(fake_discord, "POST", general, body), fake_discord, rules.MEDIA_GALLERY)


async def test_attachment_urls_name_an_attached_file(fake_discord, general):
    upload = [{"id": 0, "filename": "board.png"}]
    body = card(gallery("attachment://other.png")) | {"attachments": upload}
    refused(await send(fake_discord, "POST", general, body, files=[("board.png", PNG)]),
            fake_discord, rules.ATTACHMENT_REF)
    file_component = {"type": 13, "file": {"url": "attachment://board.png"}}
    body = card(gallery("attachment://board.png"), file_component) | {"attachments": upload}
    status, sent = await send(fake_discord, "POST", general, body, files=[("board.png", PNG)])
    assert status == 200
    # An edit may keep the attached file by id and still show it...
    kept = [{"id": sent["attachments"][0]["id"]}]
    path = f"{general}/{sent['id']}"
    status, _ = await send(fake_discord, "PATCH", path,
                           card(gallery("attachment://board.png")) | {"attachments": kept})
    assert status == 200
    # ...but not once it dropped it.
    refused(await send(fake_discord, "PATCH", path,
                       card(gallery("attachment://board.png")) | {"attachments": []}),
            fake_discord, rules.ATTACHMENT_REF)
    remote_file = card({"type": 13, "file": {"url": "https://example.invalid/board.png"}})
    refused(await send(fake_discord, "POST", general, remote_file), fake_discord,
            rules.ATTACHMENT_REF)
    embed = {"embeds": [{"title": "t", "image": {"url": "attachment://gone.png"}}]}
    refused(await send(fake_discord, "POST", general, embed), fake_discord, rules.ATTACHMENT_REF)


@pytest.mark.parametrize("rtype", [5, 6])
async def test_deferred_response_carries_only_ephemeral(fake_discord, general, rtype):
    status, sent = await send(fake_discord, "POST", general, {"content": "board"})
    alice = fake_discord.add_member("alice")
    source = fake_discord.message(int(sent["id"])) if rtype == 6 else None
    h = fake_discord.forge_interaction(alice, channel="general", message=source)
    path = f"/interactions/{h.id}/{h.token}/callback"
    body = {"type": rtype, "data": {"flags": EPHEMERAL | V2}}
    refused(await send(fake_discord, "POST", path, body), fake_discord, rules.DEFERRED_FLAGS)
    h2 = fake_discord.forge_interaction(alice, channel="general", message=source)
    path = f"/interactions/{h2.id}/{h2.token}/callback"
    status, _ = await send(fake_discord, "POST", path, {"type": rtype, "data": {"flags": 64}})
    assert status == 200 and h2.response_type == rtype


async def test_deferred_reply_becomes_a_v2_message_by_editing_the_original(fake_discord):
    alice = fake_discord.add_member("alice")
    h = fake_discord.forge_interaction(alice)
    cb = f"/interactions/{h.id}/{h.token}/callback"
    assert (await send(fake_discord, "POST", cb, {"type": 5, "data": {"flags": 64}}))[0] == 200
    original = f"/webhooks/{fake_discord.application_id}/{h.token}/messages/@original"
    status, _ = await send(fake_discord, "PATCH", original, card(text("your hand")))
    assert status == 200
    assert h.message.is_v2 and h.message.ephemeral and h.text == "your hand"


async def test_ephemeral_messages_are_edited_through_the_interaction_only(fake_discord):
    alice = fake_discord.add_member("alice")
    h = fake_discord.forge_interaction(alice, channel="general")
    cb = f"/interactions/{h.id}/{h.token}/callback"
    answer = {"type": 4, "data": {"content": "secret", "flags": EPHEMERAL}}
    assert (await send(fake_discord, "POST", cb, answer))[0] == 200
    channel_route = f"/channels/{h.channel.id}/messages/{h.message.id}"
    status, body = await send(fake_discord, "PATCH", channel_route, {"content": "changed"})
    assert status == 404 and body["code"] == 10008
    [v] = fake_discord.take_violations()
    assert v.rule == rules.EPHEMERAL_EDIT
    original = f"/webhooks/{fake_discord.application_id}/{h.token}/messages/@original"
    status, _ = await send(fake_discord, "PATCH", original, {"content": "changed"})
    assert status == 200 and h.content == "changed"


# ---------------------------------------------------------------- with discord.py's V2 views


async def test_discord_py_v2_card_passes_and_clicks_inside_containers(fake_discord, start_bot):
    await start_bot(make_bot)
    alice = fake_discord.add_member("alice")
    reply = await fake_discord.slash(alice, "card")
    msg = reply.message
    assert reply.rejected == [] and msg.is_v2 and msg.content == ""
    assert msg.texts() == ["## Board 1", "Stuck?"]
    assert msg.media_urls() == ["attachment://board.png"] and msg.attachment("board.png")
    assert msg.gallery_items()[0]["description"] == "Board number 1"
    assert msg.custom_ids() == ["card-pick", "card:1", "card-hint"]
    assert msg.containers()[0]["accent_color"] == 0x2E7D32
    clicked = await fake_discord.click(alice, msg, "card:1")
    assert clicked.response_type == 7 and clicked.rejected == []
    assert msg.texts()[0] == "## Board 2" and msg.is_v2
    assert msg.attachment("board.png").data == PNG + bytes([2])


async def test_discord_py_deferred_private_v2_panel(fake_discord, start_bot):
    await start_bot(make_bot)
    alice = fake_discord.add_member("alice")
    reply = await fake_discord.slash(alice, "panel")
    msg = await reply.final_message()
    await fake_discord.wait_for(lambda: msg.texts()[:1] == ["## Board 2"])
    assert msg.ephemeral and msg.is_v2 and msg.attachment("board.png")


# ---------------------------------------------------------------- application emojis


async def test_application_emojis_are_uploaded_listed_and_used(fake_discord, start_bot):
    runner = await start_bot(make_bot)
    alice = fake_discord.add_member("alice")
    reply = await fake_discord.slash(alice, "chip")
    emoji = fake_discord.app_emoji("red_chip")
    assert emoji is not None and emoji.image == PNG
    assert reply.content == f"chip <:red_chip:{emoji.id}>"
    [followup] = await reply.wait_followups(1)
    assert int(followup.button("Hint")["emoji"]["id"]) == emoji.id
    await fake_discord.slash(alice, "chip")  # fetched, not uploaded again
    assert [e.name for e in fake_discord.app_emojis.values()] == ["red_chip"]
    listed = await runner.bot.fetch_application_emojis()
    assert [(e.id, e.name) for e in listed] == [(emoji.id, "red_chip")]
    renamed = await listed[0].edit(name="red_piece")
    assert renamed.name == "red_piece" and fake_discord.app_emoji("red_piece") is emoji
    await renamed.delete()
    assert fake_discord.app_emojis == {}


@pytest.mark.parametrize("name", ["a", "x" * 33, "has-dash", "spaced name"])
async def test_application_emoji_names_are_validated(fake_discord, start_bot, name):
    runner = await start_bot(make_bot)
    with pytest.raises(discord.HTTPException) as failed:
        await runner.bot.create_application_emoji(name=name, image=PNG)
    assert failed.value.status == 400 and failed.value.code == 50035
    assert {v.rule for v in fake_discord.take_violations()} == {rules.EMOJI}
    assert fake_discord.app_emojis == {}


async def test_application_emoji_names_are_unique(fake_discord, start_bot):
    runner = await start_bot(make_bot)
    await runner.bot.create_application_emoji(name="chip", image=PNG)
    with pytest.raises(discord.HTTPException):
        await runner.bot.create_application_emoji(name="chip", image=PNG)
    assert [v.rule for v in fake_discord.take_violations()] == [rules.EMOJI]


async def test_component_emoji_must_be_the_applications(fake_discord, general):
    chip = fake_discord.add_app_emoji("chip")
    row = {"type": 1, "components": [button() | {"emoji": {"id": str(chip.id), "name": "chip"}}]}
    status, _ = await send(fake_discord, "POST", general, {"components": [row]})
    assert status == 200
    row["components"][0]["emoji"]["id"] = "123456789"
    refused(await send(fake_discord, "POST", general, {"components": [row]}), fake_discord,
            rules.UNKNOWN_EMOJI)


async def test_unknown_emoji_in_text_is_recorded_but_sent(fake_discord, general):
    chip = fake_discord.add_app_emoji("chip")
    status, _ = await send(fake_discord, "POST", general, {"content": f"{chip.mention} ok"})
    assert status == 200 and fake_discord.violations == []
    status, _ = await send(fake_discord, "POST", general, {"content": "<:gone:42> shows as text"})
    assert status == 200  # Discord sends it; readers see ":gone:"
    assert [v.rule for v in fake_discord.take_violations()] == [rules.UNKNOWN_EMOJI]
