"""End-to-end: the owner-only command sync, ``@Bot sync`` (a message) and ``/sequence sync``."""

import logging

import pytest

from bot import SequenceBot, Settings
from cogs.messages import t
from tests.bot_helpers import factory
from tests.fakediscord import FakeDiscord
from tests.fakediscord.models import StoredMessage

SYNCED_HERE = "Commands synced to this server. Top-level commands: 1."
SYNCED_GLOBALLY = "Commands synced globally (may take a while to appear). Top-level commands: 1."
OWNER_ONLY = "Only the bot's owner can do that."


async def bot_reply(fake: FakeDiscord, channel: str = "games") -> StoredMessage:
    """Wait for the bot's next message in ``channel`` (the first one it sends there)."""
    return await fake.wait_for_message(channel, lambda m: m.author_id == fake.bot_user.id)


def names(commands: list[dict]) -> dict[str, list[str]]:
    """Synced top-level command → its subcommand names."""
    return {c["name"]: sorted(o["name"] for o in c.get("options") or []) for c in commands}


async def test_the_owner_syncs_to_this_server_with_a_mention(fake_discord, start_bot, tmp_path):
    await start_bot(factory(tmp_path / "seq.db"))
    assert fake_discord.synced == {}  # never synced on start
    posted = fake_discord.post(fake_discord.owner, f"{fake_discord.bot_user.mention} sync",
                               channel="games")
    assert posted.delivered["content"] == posted.text  # mentioned: content without the intent
    reply = await bot_reply(fake_discord)
    assert reply.text == SYNCED_HERE
    assert list(fake_discord.synced) == [fake_discord.guild_id]
    synced = names(fake_discord.commands(guild=True))
    assert list(synced) == ["sequence"] and {"new", "play", "sync"} <= set(synced["sequence"])


@pytest.mark.parametrize("scope", ["global", "Global"])
async def test_the_owner_syncs_globally(fake_discord, start_bot, tmp_path, scope):
    await start_bot(factory(tmp_path / "seq.db"))
    fake_discord.post(fake_discord.owner, f"<@!{fake_discord.bot_user.id}> sync {scope}",
                      channel="games")
    assert (await bot_reply(fake_discord)).text == SYNCED_GLOBALLY
    assert list(fake_discord.synced) == [None]
    assert list(names(fake_discord.commands(guild=False))) == ["sequence"]


async def test_the_owner_syncs_to_the_development_guild(fake_discord, start_bot, tmp_path):
    dev = 4242

    def make() -> SequenceBot:
        return SequenceBot(Settings(dev_guild_id=dev), db_path=tmp_path / "seq.db",
                           guild_ready_timeout=0.05)

    await start_bot(make)
    fake_discord.post(fake_discord.owner, f"{fake_discord.bot_user.mention} sync")
    assert (await bot_reply(fake_discord, "general")).text == SYNCED_HERE
    assert list(fake_discord.synced) == [dev]


async def test_anyone_else_is_refused_and_nothing_is_synced(fake_discord, start_bot, tmp_path):
    await start_bot(factory(tmp_path / "seq.db"))
    bob = fake_discord.add_member("bob")
    fake_discord.post(bob, f"{fake_discord.bot_user.mention} sync global", channel="games")
    reply = await bot_reply(fake_discord)
    assert reply.text == OWNER_ONLY
    assert fake_discord.synced == {}
    assert [m.text for m in fake_discord.messages("games")][-1] == OWNER_ONLY


async def test_mentions_that_are_not_commands_are_ignored(fake_discord, start_bot, tmp_path):
    await start_bot(factory(tmp_path / "seq.db"))
    bob = fake_discord.add_member("bob")
    mention = fake_discord.bot_user.mention
    fake_discord.post(bob, f"{mention} hello there", channel="games")
    fake_discord.post(bob, "sync", channel="games")  # no mention: not a command
    fake_discord.post(bob, f"{mention} sync", channel="games")  # answered: the others were read
    assert (await bot_reply(fake_discord)).text == OWNER_ONLY
    bot_messages = [m for m in fake_discord.messages("games")
                    if m.author_id == fake_discord.bot_user.id]
    assert len(bot_messages) == 1 and fake_discord.synced == {}
    # No "Ignoring exception in command None" error: the fixture fails on any bot_error.


async def test_slash_sync_is_owner_only(fake_discord, start_bot, tmp_path):
    await start_bot(factory(tmp_path / "seq.db"))
    bob = fake_discord.add_member("bob")
    refused = await fake_discord.slash(bob, "sequence sync")
    assert refused.ephemeral and refused.text == OWNER_ONLY and fake_discord.synced == {}
    done = await fake_discord.slash(fake_discord.owner, "sequence sync")
    await done.final_message()
    assert done.ephemeral and done.text == SYNCED_HERE
    assert list(fake_discord.synced) == [fake_discord.guild_id]


async def test_a_bot_newer_than_its_registered_commands_tells_the_owner_to_sync(
    fake_discord, start_bot, tmp_path, caplog
):
    caplog.set_level(logging.INFO, logger="cogs.admin")
    runner = await start_bot(factory(tmp_path / "seq.db"))
    await runner.bot.idle()
    assert not _sync_warnings(caplog)  # nothing registered yet: nothing to compare with
    fake_discord.post(fake_discord.owner, f"{fake_discord.bot_user.mention} sync global",
                      channel="games")
    await bot_reply(fake_discord)
    bot = await runner.restart()
    await bot.idle()
    assert not _sync_warnings(caplog)  # the same commands: nothing to say
    # an older version of the bot registered these: no /sequence end, /sequence new lacks hints
    sequence = fake_discord.synced[None][0]
    sequence["options"] = [o for o in sequence["options"] if o["name"] != "end"]
    new = next(o for o in sequence["options"] if o["name"] == "new")
    new["options"] = [o for o in new["options"] if o["name"] != "hints"]
    bot = await runner.restart()
    await bot.idle()
    [warning] = _sync_warnings(caplog)
    assert "/sequence end, /sequence new differ" in warning and "@Bot sync" in warning


def _sync_warnings(caplog) -> list[str]:
    return [r.getMessage() for r in caplog.records
            if r.levelno == logging.WARNING and "slash commands are older" in r.getMessage()]


async def test_commands_synced_to_the_owners_server_are_named_as_mentions_there(
    fake_discord, start_bot, tmp_path, caplog
):
    # Without DEV_GUILD_ID, "@Bot sync" registers the commands in the owner's server only:
    # the bot names them by that server's ids, at once and after a restart; a global sync
    # later takes over (its ids hold in every server). An older version there is warned of.
    caplog.set_level(logging.INFO, logger="cogs.admin")
    runner = await start_bot(factory(tmp_path / "seq.db"))
    ole = fake_discord.add_member("ole", locale="da")
    fake_discord.post(fake_discord.owner, f"{fake_discord.bot_user.mention} sync",
                      channel="games")
    assert (await bot_reply(fake_discord)).content == SYNCED_HERE
    here = f"</sequence hand:{fake_discord.synced[fake_discord.guild_id][0]['id']}>"
    said = await fake_discord.slash(ole, "sequence notify", channel="games", when="never")
    assert here in said.text, said.text
    bot = await runner.restart()
    await bot.idle()
    again = await fake_discord.slash(ole, "sequence notify", channel="games", when="never")
    assert here in again.text, again.text
    assert not _sync_warnings(caplog)
    # an older version of the bot registered them there: the owner is told where to sync
    sequence = fake_discord.synced[fake_discord.guild_id][0]
    sequence["options"] = [o for o in sequence["options"] if o["name"] != "end"]
    bot = await runner.restart()
    await bot.idle()
    [warning] = _sync_warnings(caplog)
    assert f"/sequence end differ, as registered in server {fake_discord.guild_id})" in warning
    fake_discord.post(fake_discord.owner, f"{fake_discord.bot_user.mention} sync global",
                      channel="games")
    await fake_discord.wait_for(lambda: None in fake_discord.synced, what="a global sync")
    await bot.idle()
    everywhere = f"</sequence hand:{fake_discord.synced[None][0]['id']}>"
    said = await fake_discord.slash(ole, "sequence notify", channel="games", when="never")
    assert everywhere in said.text, said.text


async def test_texts_name_the_commands_as_mentions_once_discord_has_them(
    fake_discord, start_bot, tmp_path
):
    # A Danish reader's Discord lists /sequence hand as /sequence hånd: a text that names
    # the command names it as a mention, which each reader's Discord shows in the reader's
    # language and runs when clicked, once the bot knows the id Discord gave the commands.
    runner = await start_bot(factory(tmp_path / "seq.db"))
    ole = fake_discord.add_member("ole", locale="da")
    plain = await fake_discord.slash(ole, "sequence notify", channel="games", when="never")
    assert plain.text.endswith("/sequence hand.")  # nothing registered yet: plain text
    fake_discord.post(fake_discord.owner, f"{fake_discord.bot_user.mention} sync global",
                      channel="games")
    await bot_reply(fake_discord)
    mention = f"</sequence hand:{fake_discord.synced[None][0]['id']}>"
    said = await fake_discord.slash(ole, "sequence notify", channel="games", when="never")
    assert said.text == f"Jeg sender dig ikke din hånd som DM; brug Min hånd eller {mention}."
    # only what a text itself says becomes a mention, never a name filled into it
    assert t("board.alt_next", "en", player="/sequence hand") == "/sequence hand to play."
    bot = await runner.restart()  # a bot that starts reads the ids Discord holds
    await bot.idle()
    again = await fake_discord.slash(ole, "sequence notify", channel="games", when="never")
    assert mention in again.text


async def test_with_a_development_server_texts_name_the_global_commands_once_synced(
    fake_discord, start_bot, tmp_path, caplog
):
    # DEV_GUILD_ID is where "@Bot sync" registers commands while the bot is developed; the
    # bot's public servers get the global ones ("@Bot sync global"). A development server's
    # ids are no command in any other server, so once Discord holds the global commands,
    # texts everywhere name those (they hold in the development server too), at once and
    # after a restart; the warning about older commands still compares the development
    # server's, where the owner syncs.
    caplog.set_level(logging.INFO, logger="cogs.admin")
    dev = 4242

    def make() -> SequenceBot:
        return SequenceBot(Settings(dev_guild_id=dev), db_path=tmp_path / "seq.db",
                           guild_ready_timeout=0.05)

    runner = await start_bot(make)
    ole = fake_discord.add_member("ole", locale="da")
    fake_discord.post(fake_discord.owner, f"{fake_discord.bot_user.mention} sync")
    await bot_reply(fake_discord, "general")
    in_dev = f"</sequence hand:{fake_discord.synced[dev][0]['id']}>"
    said = await fake_discord.slash(ole, "sequence notify", channel="games", when="never")
    assert in_dev in said.text, said.text  # nothing global yet: the development server's
    fake_discord.post(fake_discord.owner, f"{fake_discord.bot_user.mention} sync global")
    await fake_discord.wait_for(lambda: None in fake_discord.synced, what="a global sync")
    await runner.bot.idle()
    everywhere = f"</sequence hand:{fake_discord.synced[None][0]['id']}>"
    assert everywhere != in_dev
    said = await fake_discord.slash(ole, "sequence notify", channel="games", when="never")
    assert everywhere in said.text, said.text
    fake_discord.post(fake_discord.owner, f"{fake_discord.bot_user.mention} sync")
    await runner.bot.idle()
    said = await fake_discord.slash(ole, "sequence notify", channel="games", when="never")
    assert everywhere in said.text, said.text  # a later development sync changes nothing
    bot = await runner.restart()
    await bot.idle()
    again = await fake_discord.slash(ole, "sequence notify", channel="games", when="never")
    assert everywhere in again.text, again.text
    assert not _sync_warnings(caplog)
    # an older version was synced to the development server: the owner is told, naming it
    sequence = fake_discord.synced[dev][0]
    sequence["options"] = [o for o in sequence["options"] if o["name"] != "end"]
    bot = await runner.restart()
    await bot.idle()
    [warning] = _sync_warnings(caplog)
    assert f"/sequence end differ, as registered in server {dev})" in warning
    again = await fake_discord.slash(ole, "sequence notify", channel="games", when="never")
    assert everywhere in again.text, again.text


async def test_with_a_development_server_left_empty_the_global_commands_are_compared(
    fake_discord, start_bot, tmp_path, caplog
):
    caplog.set_level(logging.INFO, logger="cogs.admin")

    def make() -> SequenceBot:
        return SequenceBot(Settings(dev_guild_id=4242), db_path=tmp_path / "seq.db",
                           guild_ready_timeout=0.05)

    runner = await start_bot(make)
    fake_discord.post(fake_discord.owner, f"{fake_discord.bot_user.mention} sync global")
    await fake_discord.wait_for(lambda: None in fake_discord.synced, what="a global sync")
    sequence = fake_discord.synced[None][0]
    sequence["options"] = [o for o in sequence["options"] if o["name"] != "end"]
    bot = await runner.restart()
    await bot.idle()
    [warning] = _sync_warnings(caplog)
    assert "/sequence end differ, as registered globally)" in warning
