"""Tests of the fake Discord itself: every endpoint through real discord.py, every rule check."""

import subprocess
import sys
import textwrap
import time
from pathlib import Path

import aiohttp
import discord
import pytest
from discord.ext import commands

from tests.fakediscord import BOT_ERROR, FakeDiscord, rules, running_bot
from tests.fakediscord.selftest_bot import COLOURS, LATE_DELAY, PNG, make_bot

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
async def bot(start_bot):
    """The self-test bot, running on the fake."""
    runner = await start_bot(make_bot)
    return runner.bot


@pytest.fixture
async def alice(fake_discord):
    """A French-speaking member."""
    return fake_discord.add_member("alice", locale="fr")


# ---------------------------------------------------------------- login, gateway, sync


async def test_login_ready_and_guild(fake_discord, bot):
    assert bot.user.id == fake_discord.bot_user.id
    assert bot.application_id == fake_discord.application_id
    guild = bot.get_guild(fake_discord.guild_id)
    assert guild is not None and guild.name == "Test Guild"
    assert sorted(c.name for c in guild.text_channels) == ["games", "general"]
    assert guild.me is not None and guild.default_role.permissions.send_messages
    assert fake_discord.identify_count == 1 and fake_discord.connected


async def test_responses_are_exactly_application_json(fake_discord):
    async with aiohttp.ClientSession() as session:
        async with session.get(fake_discord.base_url + "/api/v10/users/@me") as resp:
            assert resp.headers["Content-Type"] == "application/json"
            assert (await resp.json())["id"] == str(fake_discord.bot_user.id)


async def test_starts_well_under_a_second(fake_discord):
    began = time.perf_counter()
    async with running_bot(fake_discord, make_bot) as runner:
        assert runner.bot.is_ready()
    assert time.perf_counter() - began < 1.0


async def test_route_base_is_patched_and_restored():
    before = discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY
    async with FakeDiscord() as fake:
        assert discord.http.Route.BASE == fake.base_url + "/api/v10"
        assert str(discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY) == fake.gateway_url
    assert (discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY) == before


async def test_command_sync_keeps_the_tree(fake_discord, bot):
    synced = await bot.tree.sync()
    assert {c.name for c in synced} >= {"board", "sequence", "paint"}
    assert {c["name"] for c in fake_discord.commands(guild=False)} == {c.name for c in synced}
    guild = discord.Object(fake_discord.guild_id)
    bot.tree.copy_global_to(guild=guild)
    await bot.tree.sync(guild=guild)
    assert "board" in {c["name"] for c in fake_discord.commands(guild=True)}
    fetched = await bot.tree.fetch_commands()
    assert {c.name for c in fetched} == {c.name for c in synced}
    seq = next(c for c in fake_discord.commands(guild=False) if c["name"] == "sequence")
    assert seq["options"][0]["name"] == "new" and seq["options"][0]["type"] == 1


async def test_autosharded_bot_uses_gateway_bot(fake_discord):
    def factory() -> commands.AutoShardedBot:
        return commands.AutoShardedBot(
            command_prefix="!", intents=discord.Intents.default(), guild_ready_timeout=0.05
        )

    async with running_bot(fake_discord, factory) as runner:
        assert runner.bot.shard_count == 1 and runner.bot.get_guild(fake_discord.guild_id)


# ---------------------------------------------------------------- acting as a member


async def test_subcommand_options_are_nested_as_discord_sends_them(fake_discord, bot, alice):
    reply = await fake_discord.slash(alice, "sequence new", game="classic", players=2)
    assert reply.content == "new classic game for 2"
    data = reply.payload["data"]
    assert data["name"] == "sequence"
    assert data["options"] == [
        {
            "name": "new",
            "type": 1,
            "options": [
                {"name": "game", "type": 3, "value": "classic"},
                {"name": "players", "type": 4, "value": 2},
            ],
        }
    ]


async def test_options_are_checked_against_the_tree(fake_discord, bot, alice):
    with pytest.raises(ValueError, match="not one of the choices"):
        fake_discord.slash(alice, "sequence new", game="chess", players=2)
    with pytest.raises(ValueError, match="missing required"):
        fake_discord.slash(alice, "sequence new", game="kids")
    with pytest.raises(ValueError, match="no option"):
        fake_discord.slash(alice, "paint", colour="red", shade="dark")
    # Types come from the tree: a string given for an integer option is sent as an integer.
    reply = await fake_discord.slash(alice, "paint", colour="red", coats="3")
    assert reply.content == "painted red x3"


async def test_synced_guild_command_carries_guild_id(fake_discord, bot, alice):
    guild = discord.Object(fake_discord.guild_id)
    bot.tree.copy_global_to(guild=guild)
    await bot.tree.sync(guild=guild)
    reply = await fake_discord.slash(alice, "paint", colour="blue")
    assert reply.payload["data"]["guild_id"] == str(fake_discord.guild_id)
    assert reply.content == "painted blue x1"


async def test_file_reply_and_button_click_edit_the_message(fake_discord, bot, alice):
    reply = await fake_discord.slash(alice, "board")
    msg = reply.message
    assert msg.content == "board 1" and not msg.ephemeral
    assert reply.payload["data"]["name"] == "board"
    assert fake_discord.message_payload(msg)["interaction_metadata"]["user"]["id"] == str(alice.id)
    assert msg.attachment("board.png").data == PNG
    assert msg.custom_ids() == ["flip:1"]
    assert fake_discord.messages("general") == [msg]

    click = await fake_discord.click(alice, msg, "flip:1")
    assert click.response_name == "update message"
    assert click.payload["message"]["components"][0]["components"][0]["custom_id"] == "flip:1"
    edited = fake_discord.message(msg.id)
    assert edited.content == "board 2 (clicked flip:1)"
    assert [a.filename for a in edited.attachments] == ["board2.png"]
    assert edited.attachments[0].data == PNG + b"\x02"
    assert [s.content for s in edited.history] == ["board 1"]
    assert edited.history[0].attachments[0].filename == "board.png"
    assert edited.custom_ids() == ["flip:2"]


async def test_clicking_a_component_the_message_lacks_fails_clearly(fake_discord, bot, alice):
    msg = (await fake_discord.slash(alice, "board")).message
    with pytest.raises(LookupError, match=r"has no component 'flip:9'.*flip:1"):
        fake_discord.click(alice, msg, "flip:9")
    await fake_discord.click(alice, msg, "flip:1")
    with pytest.raises(LookupError, match="has no component 'flip:1'"):
        fake_discord.click(alice, msg, "flip:1")  # the edit replaced it with flip:2


async def test_ephemeral_reply_with_locale_and_limit(fake_discord, bot, alice):
    reply = await fake_discord.slash(alice, "secret")
    assert reply.ephemeral
    assert reply.content == "for alice in fr, limit 10485760"
    assert fake_discord.messages("general") == []
    assert fake_discord.ephemerals(alice) == [reply.message]
    bob = fake_discord.add_member("bob")
    assert fake_discord.ephemerals(bob) == []


async def test_dm_and_closed_dms(fake_discord, bot, alice):
    reply = await fake_discord.slash(alice, "hand")
    assert reply.content == "sent you a DM"
    [dm] = fake_discord.dms(alice)
    assert dm.content == "your hand" and dm.attachment("hand.txt").data == b"hand"

    bob = fake_discord.add_member("bob")
    with pytest.raises(LookupError, match="cannot see a DM"):
        fake_discord.click(bob, dm, "got-it")
    click = await fake_discord.click(alice, dm, "got-it")
    assert "guild_id" not in click.payload and click.payload["user"]["username"] == "alice"
    assert click.content == "alice clicked in DM"
    assert fake_discord.dms(alice) == [dm, click.message]

    fake_discord.close_dms(alice)
    reply = await fake_discord.slash(alice, "hand")
    assert reply.ephemeral and reply.content == "DMs closed (50007)"
    assert len(fake_discord.dms(alice)) == 2


async def test_autocomplete_returns_the_choices(fake_discord, bot, alice):
    reply = await fake_discord.autocomplete(alice, "paint", "colour", "b")
    assert reply.response_name == "autocomplete result"
    assert reply.choice_values == ["blue"]
    everything = await fake_discord.autocomplete(alice, "paint", "colour")
    assert everything.choice_names == COLOURS
    focused = everything.payload["data"]["options"][0]
    assert focused == {"name": "colour", "type": 3, "value": "", "focused": True}


async def test_modal_open_and_submit(fake_discord, bot, alice):
    opened = await fake_discord.slash(alice, "form")
    assert opened.response_name == "modal" and opened.modal["title"] == "Your name"
    submitted = await fake_discord.submit_modal(opened, {"name": "Ada"})
    assert submitted.ephemeral and submitted.content == "hello Ada"
    with pytest.raises(LookupError, match="no fields"):
        fake_discord.submit_modal(opened, {"age": "3"})


async def test_select_on_a_sent_message(fake_discord, bot, alice):
    msg = (await fake_discord.slash(alice, "choose")).message
    [select] = msg.selects()
    assert [o["value"] for o in select["options"]] == COLOURS[:3]
    with pytest.raises(ValueError, match="does not offer"):
        fake_discord.select(alice, msg, "pick", ["purple"])
    chosen = await fake_discord.select(alice, msg, "pick", ["green"])
    assert chosen.payload["data"]["values"] == ["green"]
    assert fake_discord.message(msg.id).content == "picked green"
    assert fake_discord.message(msg.id).components == []


async def test_deferred_update_then_edit_through_original(fake_discord, bot, alice):
    msg = (await fake_discord.slash(alice, "choose")).message
    click = await fake_discord.click(alice, msg, "refresh")
    assert click.response_name == "deferred update"
    final = await click.final_message()
    assert final.id == msg.id and final.content == "refreshed"
    assert [s.content for s in final.history] == ["choose"]


async def test_fetch_and_history_endpoints(fake_discord, bot, alice):
    await fake_discord.slash(alice, "board")
    await fake_discord.slash(alice, "paint", colour="red")
    channel = await bot.fetch_channel(fake_discord.channel("general").id)
    assert isinstance(channel, discord.TextChannel) and channel.name == "general"
    contents = [m.content async for m in channel.history(limit=10)]
    assert contents == ["painted red x1", "board 1"]
    user = await bot.fetch_user(alice.id)
    member = await bot.get_guild(fake_discord.guild_id).fetch_member(alice.id)
    assert user.name == member.name == "alice"


async def test_defer_then_edit_original_response(fake_discord, bot, alice):
    handle = fake_discord.slash(alice, "think")
    await handle
    assert handle.response_name == "deferred message"
    final = await handle.final_message()
    assert final.content == "thought" and not final.loading
    assert final.attachment("t.bin").data == b"x" * 10
    assert not final.edited  # filling in a deferred reply is not an edit
    [note] = await handle.wait_followups(1)
    assert note.ephemeral and note.content == "original was thought"


async def test_followups_edit_and_delete(fake_discord, bot, alice):
    handle = await fake_discord.slash(alice, "chatty")
    await fake_discord.wait_for(lambda: handle.message.content == "first, edited")
    second, third = handle.followups
    assert second.content == "second, edited" and second.history[0].content == "second"
    assert third.deleted
    visible = [m.content for m in fake_discord.messages("general")]
    assert visible == ["first, edited", "second, edited"]


async def test_channel_message_endpoints(fake_discord, bot, alice):
    await fake_discord.slash(alice, "post")
    embed_msg = await fake_discord.wait_for_message("general", lambda m: bool(m.embeds))
    assert embed_msg.embeds[0]["title"] == "Embed"
    post, embedded = fake_discord.messages("general")
    assert embedded is embed_msg
    assert post.content == "post, edited" and post.attachments == []
    assert post.history[0].attachments[0].filename == "one.txt"
    deleted = [m for m in fake_discord.messages("general", deleted=True) if m.deleted]
    assert [m.content for m in deleted] == ["fetched: post, edited"]


async def test_threads_are_created_and_announced(fake_discord, bot, alice):
    await fake_discord.slash(alice, "threads")
    await fake_discord.wait_for(lambda: len(fake_discord.threads("general")) == 2)
    loose, attached = fake_discord.threads("general")
    await fake_discord.wait_for(lambda: fake_discord.messages(attached))
    assert [m.content for m in fake_discord.messages("loose")] == ["in loose"]
    assert [m.content for m in fake_discord.messages(attached)] == ["in attached"]
    starter = next(m for m in fake_discord.messages("general") if m.content == "starter")
    assert attached.id == starter.id and attached.type == 11 and loose.type == 11
    assert isinstance(bot.get_channel(loose.id), discord.Thread)


async def test_restart_keeps_messages_and_buttons_work(fake_discord, start_bot, alice):
    runner = await start_bot(make_bot)
    msg = (await fake_discord.slash(alice, "board")).message
    first = runner.bot
    second = await runner.restart()
    assert second is not first and first.is_closed() and second.is_ready()
    assert fake_discord.identify_count == 2
    await fake_discord.click(alice, msg, "flip:1")
    assert fake_discord.message(msg.id).content == "board 2 (clicked flip:1)"
    assert fake_discord.member("alice") is alice


async def test_acting_without_a_bot_fails(fake_discord, alice):
    with pytest.raises(RuntimeError, match="no bot is connected"):
        fake_discord.slash(alice, "board")


async def test_wait_for_times_out_with_a_clear_message(fake_discord):
    with pytest.raises(AssertionError, match="timed out after 0.05s waiting for nothing"):
        await fake_discord.wait_for(lambda: False, timeout=0.05, what="nothing")


# ---------------------------------------------------------------- members posting messages


def bot_said(fake):
    """A predicate for `wait_for_message`: the message is the bot's."""
    return lambda m: m.author_id == fake.bot_user.id


async def test_a_posted_message_mentioning_the_bot_reaches_it_whole(fake_discord, bot, alice):
    me = fake_discord.bot_user
    posted = fake_discord.post(alice, f"{me.mention} hello", channel="games")
    assert fake_discord.messages("games") == [posted] and posted.author_id == alice.id
    echo = await fake_discord.wait_for_message("games", bot_said(fake_discord))
    assert echo.content == (
        f"heard alice (Member) in #games: '<@{me.id}> hello', mentions ['{me.name}']"
    )
    sent = posted.delivered
    assert sent["guild_id"] == str(fake_discord.guild_id) and sent["type"] == 0
    assert sent["channel_id"] == str(fake_discord.channel("games").id)
    assert sent["author"]["id"] == str(alice.id) and "user" not in sent["member"]
    assert [m["id"] for m in sent["mentions"]] == [str(me.id)] and sent["mentions"][0]["member"]
    assert sent["id"] == str(posted.id) and sent["timestamp"] == posted.timestamp
    fetched = await bot.get_channel(fake_discord.channel("games").id).fetch_message(posted.id)
    assert fetched.author.id == alice.id and fetched.mentions[0].id == me.id


async def test_without_the_content_intent_the_bot_reads_only_mentions(fake_discord, bot, alice):
    posted = fake_discord.post(alice, "just chatting", channel="general")
    echo = await fake_discord.wait_for_message("general", bot_said(fake_discord))
    assert echo.content == "heard alice (Member) in #general: '', mentions []"
    assert posted.content == "just chatting" and posted.delivered["content"] == ""


async def test_with_the_content_intent_the_bot_reads_every_message(fake_discord, start_bot, alice):
    await start_bot(lambda: make_bot(discord.Intents.default() | discord.Intents(
        message_content=True)))
    fake_discord.post(alice, "just chatting")
    echo = await fake_discord.wait_for_message("general", bot_said(fake_discord))
    assert echo.content == "heard alice (Member) in #general: 'just chatting', mentions []"


async def test_without_the_guild_messages_intent_the_bot_gets_nothing(fake_discord, start_bot):
    intents = discord.Intents.default()
    intents.guild_messages = False
    await start_bot(lambda: make_bot(intents))
    posted = fake_discord.post(fake_discord.owner, f"{fake_discord.bot_user.mention} hi")
    assert posted.delivered is None and fake_discord.messages() == [posted]


async def test_posting_refuses_what_discord_would(fake_discord, bot, alice):
    with pytest.raises(ValueError, match="empty"):
        fake_discord.post(alice, "  ")
    with pytest.raises(ValueError, match="2001 chars"):
        fake_discord.post(alice, "x" * 2001)
    await fake_discord.slash(alice, "hand")
    dm = await fake_discord.wait_for(lambda: fake_discord.dm_channel(alice))
    with pytest.raises(ValueError, match="DM"):
        fake_discord.post(alice, "hi", channel=dm)
    assert all(m.author_id == fake_discord.bot_user.id for m in fake_discord.all_messages())


# ---------------------------------------------------------------- rule checks


async def test_late_answer_is_caught(fake_discord, bot, alice):
    fake_discord.ack_deadline = 0.2
    assert LATE_DELAY > fake_discord.ack_deadline
    handle = await fake_discord.slash(alice, "late")
    assert not handle.acknowledged
    [v] = fake_discord.take_violations(rules.NO_ACK)
    assert "/late" in v.detail
    # The late answer then fails in the bot (Discord forgot the interaction): a bot error.
    await fake_discord.wait_for(lambda: any(v.rule == BOT_ERROR for v in fake_discord.violations))
    assert "Unknown interaction" in fake_discord.take_violations(BOT_ERROR)[0].detail


async def test_no_answer_at_all_is_caught(fake_discord, bot, alice):
    fake_discord.ack_deadline = 0.1
    await fake_discord.slash(alice, "silent")
    assert [v.rule for v in fake_discord.take_violations()] == [rules.NO_ACK]


@pytest.mark.parametrize(
    ("command", "rule"),
    [
        ("options26", rules.SELECT_OPTIONS),
        ("rows6", rules.ACTION_ROWS),
        ("longid", rules.CUSTOM_ID_LENGTH),
        ("essay", rules.CONTENT_LENGTH),
        ("bigembed", rules.EMBEDS),
        ("bigfile", rules.FILE_SIZE),
    ],
)
async def test_invalid_replies_are_caught_and_rejected(fake_discord, bot, alice, command, rule):
    fake_discord.file_size_limit = 1000  # keeps the oversized upload small
    handle = await fake_discord.slash(alice, command)
    assert [v.rule for v in handle.rejected] == [rule]
    assert not handle.acknowledged
    assert rule in {v.rule for v in fake_discord.violations}
    # discord.py raised the 400/413 in the command: recorded as a bot error too.
    await fake_discord.wait_for(lambda: any(v.rule == BOT_ERROR for v in fake_discord.violations))
    fake_discord.violations.clear()


async def test_too_many_buttons_in_a_channel_message(fake_discord, bot, alice):
    handle = await fake_discord.slash(alice, "wide")
    [note] = await handle.wait_followups(1)
    assert note.content == "rejected"
    assert [v.rule for v in fake_discord.take_violations()] == [rules.ROW_BUTTONS]


async def test_too_many_autocomplete_choices(fake_discord, bot, alice):
    handle = await fake_discord.autocomplete(alice, "overfull", "thing", "")
    assert [v.rule for v in handle.rejected] == [rules.AUTOCOMPLETE_CHOICES]
    await fake_discord.wait_for(lambda: any(v.rule == BOT_ERROR for v in fake_discord.violations))
    assert rules.AUTOCOMPLETE_CHOICES in {v.rule for v in fake_discord.take_violations()}


async def test_second_initial_response_is_caught(fake_discord, bot, alice):
    handle = await fake_discord.slash(alice, "twice")
    assert handle.content == "once"
    await fake_discord.wait_for(lambda: fake_discord.violations)
    [v] = fake_discord.take_violations()
    assert v.rule == rules.DOUBLE_ACK


async def test_followup_before_ack_is_caught(fake_discord, bot, alice):
    handle = await fake_discord.slash(alice, "eager")
    assert handle.content == "then answered"
    assert [v.rule for v in fake_discord.take_violations()] == [rules.FOLLOWUP_BEFORE_ACK]


async def test_unhandled_bot_exception_is_recorded(fake_discord, bot, alice):
    fake_discord.ack_deadline = 0.1
    await fake_discord.slash(alice, "crash")
    await fake_discord.wait_for(lambda: any(v.rule == BOT_ERROR for v in fake_discord.violations))
    assert "boom" in fake_discord.take_violations(BOT_ERROR)[0].detail
    fake_discord.take_violations(rules.NO_ACK)


async def test_unfaked_endpoint_is_recorded(fake_discord, bot):
    with pytest.raises(discord.NotFound):
        await bot.fetch_guild(fake_discord.guild_id)
    [v] = fake_discord.take_violations()
    assert v.rule == rules.UNKNOWN_ENDPOINT and "/guilds/" in v.detail


def test_fixture_fails_a_test_that_broke_a_rule(tmp_path):
    (tmp_path / "conftest.py").write_text("from tests.conftest import fake_discord, start_bot\n")
    (tmp_path / "test_breaks.py").write_text(
        textwrap.dedent(
            """
            from tests.fakediscord.selftest_bot import make_bot

            async def test_breaks(fake_discord, start_bot):
                await start_bot(make_bot)
                alice = fake_discord.add_member("alice")
                await fake_discord.slash(alice, "essay")
            """
        )
    )
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-o", "asyncio_mode=auto"]
        + ["-o", "asyncio_default_fixture_loop_scope=function", "-W", "ignore::DeprecationWarning"]
        + ["--rootdir", str(tmp_path), str(tmp_path)],
        cwd=tmp_path,
        env={"PYTHONPATH": str(ROOT), "PATH": ""},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 1, result.stdout + result.stderr
    assert "1 passed, 1 error in" in result.stdout
    assert "broke Discord's rules" in result.stdout and "content_length" in result.stdout


async def test_injected_faults_answer_in_place_of_the_route(fake_discord, start_bot):
    runner = await start_bot(make_bot)
    channel = fake_discord.channel("general")
    sender = runner.bot.get_channel(channel.id)
    fault = fake_discord.fail("POST", rf"/channels/{channel.id}/messages$", 503)
    with pytest.raises(discord.HTTPException) as failed:
        await sender.send("hello")
    assert failed.value.status == 503 and fault.hits == 1
    assert (await sender.send("again")).content == "again"
    assert fault.hits == 1 and [m.content for m in fake_discord.messages("general")] == ["again"]
    limited = fake_discord.fail("POST", rf"/channels/{channel.id}/messages$", 429,
                                retry_after=0.01)
    assert (await sender.send("after a wait")).content == "after a wait"  # discord.py retries
    assert limited.hits == 1
