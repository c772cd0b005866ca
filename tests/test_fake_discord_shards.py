"""The fake Discord shards as Discord does: several guilds, `GET /gateway/bot` with a shard count,
IDENTIFY with `shard: [id, count]`, and each guild's events and interactions on the connection of
the shard that owns the guild (`(guild_id >> 22) % shard_count`), DMs on shard 0."""

from typing import Any

import discord
import pytest
from discord import app_commands

from tests.fakediscord import FakeDiscord, rules, running_bot
from tests.fakediscord.models import shard_of


class WhereMixin:
    """A `/where` command that says which client answered: its shard id and the guilds it has."""

    tree: app_commands.CommandTree[Any]

    def add_where(self) -> None:
        """Register `/where` on the client's tree."""

        @self.tree.command(description="Say which shard answers")
        async def where(interaction: discord.Interaction) -> None:
            client = interaction.client
            shard = interaction.guild.shard_id if interaction.guild else client.shard_id
            names = sorted(g.name for g in client.guilds)
            await interaction.response.send_message(
                f"client shard {client.shard_id} guild shard {shard} guilds {names}")

    async def before_identify_hook(self, shard_id: int | None, *, initial: bool = False) -> None:
        """Identify at once (discord.py waits 5 s between shards; the fake needs no spacing)."""


class ShardClient(WhereMixin, discord.Client):
    """A plain client running one shard of several (`shard_id`, `shard_count`)."""

    def __init__(self, **kw: Any) -> None:
        super().__init__(intents=discord.Intents.default(), guild_ready_timeout=0.05, **kw)
        self.tree = app_commands.CommandTree(self)
        self.add_where()


class AutoClient(WhereMixin, discord.AutoShardedClient):
    """An AutoShardedClient: asks `GET /gateway/bot` for the shard count and runs them all."""

    def __init__(self) -> None:
        super().__init__(intents=discord.Intents.default(), guild_ready_timeout=0.05)
        self.tree = app_commands.CommandTree(self)
        self.add_where()


@pytest.fixture
async def sharded():
    """A fake with two shards and a guild on each, besides the first guild."""
    async with FakeDiscord(shard_count=2) as fake:
        fake.add_guild("Alpha", shard=0)
        fake.add_guild("Beta", shard=1)
        yield fake
    fake.check()


def guild_named(fake: FakeDiscord, name: str) -> int:
    """The id of the guild called `name`."""
    return next(g.id for g in fake.guilds.values() if g.name == name)


def test_guild_ids_land_on_the_asked_shard():
    fake = FakeDiscord(shard_count=3)
    for shard in (0, 1, 2, 2, 1):
        guild = fake.add_guild(f"g{shard}", shard=shard)
        assert shard_of(guild.id, 3) == shard == fake.shard_for(guild.id)
    assert fake.shard_for(None) == 0


async def test_single_shard_is_the_default(fake_discord):
    async with running_bot(fake_discord, lambda: ShardClient()) as runner:
        assert fake_discord.shard_count == 1 and list(fake_discord.identified) == [0]
        assert "shard" not in fake_discord.identified[0]  # a plain client sends none
        assert runner.bot.shard_count is None and [g.id for g in runner.bot.guilds] == [
            fake_discord.guild_id]


async def test_two_clients_each_get_their_shards_guilds_and_interactions(sharded):
    alpha, beta = guild_named(sharded, "Alpha"), guild_named(sharded, "Beta")
    alice = sharded.add_member("alice")
    async with running_bot(sharded, lambda: ShardClient(shard_id=0, shard_count=2)) as zero, \
            running_bot(sharded, lambda: ShardClient(shard_id=1, shard_count=2)) as one:
        assert sharded.identified[0]["shard"] == [0, 2]
        assert sharded.identified[1]["shard"] == [1, 2]
        for runner, shard in ((zero, 0), (one, 1)):
            owned = {g.id for g in sharded.guilds.values() if sharded.shard_for(g.id) == shard}
            assert {g.id for g in runner.bot.guilds} == owned
        assert alpha in {g.id for g in zero.bot.guilds} and beta in {g.id for g in one.bot.guilds}

        in_beta = await sharded.slash(alice, "where", channel=sharded.channel("games", guild=beta))
        assert in_beta.content.startswith("client shard 1 guild shard 1")
        in_alpha = await sharded.slash(alice, "where",
                                       channel=sharded.channel("games", guild=alpha))
        assert in_alpha.content.startswith("client shard 0 guild shard 0")
        in_dm = await sharded.slash(alice, "where", channel=sharded.open_dm(alice))
        assert in_dm.content.startswith("client shard 0")
    assert sharded.events_by_shard[1].count("INTERACTION_CREATE") == 1
    assert sharded.events_by_shard[0].count("INTERACTION_CREATE") == 2


async def test_auto_sharded_client_asks_for_the_count_and_runs_every_shard(sharded):
    alice = sharded.add_member("alice")
    beta = guild_named(sharded, "Beta")
    async with running_bot(sharded, AutoClient) as runner:
        bot = runner.bot
        assert bot.shard_count == 2 and sorted(bot.shards) == [0, 1]
        assert sorted(d["shard"] for d in sharded.identified.values()) == [[0, 2], [1, 2]]
        assert {g.id for g in bot.guilds} == set(sharded.guilds)
        assert sharded.connected
        reply = await sharded.slash(alice, "where", channel=sharded.channel("games", guild=beta))
        assert "guild shard 1" in reply.content and "'Alpha', 'Beta'" in reply.content
        before = list(sharded.events_by_shard[1])
        await sharded.slash(alice, "where", channel=sharded.open_dm(alice))
        assert sharded.events_by_shard[1] == before  # the DM went to shard 0
        assert sharded.events_by_shard[0][-1] == "INTERACTION_CREATE"
        posted = sharded.post(alice, "hello", channel=sharded.channel("general", guild=beta))
        assert posted.guild_id == beta
        await sharded.wait_for(lambda: sharded.events_by_shard[1][-1] == "MESSAGE_CREATE")


async def test_identify_with_the_wrong_shard_count_is_refused(sharded):
    with pytest.raises(RuntimeError, match="did not become ready"):
        async with running_bot(sharded, lambda: ShardClient(shard_id=0, shard_count=3),
                               ready_timeout=2.0):
            pass
    [v] = sharded.take_violations()
    assert v.rule == rules.INVALID_SHARD and "[0, 3]" in v.detail
