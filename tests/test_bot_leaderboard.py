"""End to end through the fake Discord: /sequence leaderboard, stats and history.

A minimal bot loads ``cogs.leaderboard`` (which adds its commands to the shared ``/sequence``
group) over a real ``Store``, on SQLite and on PostgreSQL (the ``backend`` fixture); the store
is filled through its public API, with real engine games where a replay is rendered.
"""

import logging
import types

import discord
import pytest
from discord.ext import commands

from cogs.leaderboard import HISTORY_ID, HISTORY_PAGE_ID, PAGE_ID, win_rate
from data import GameStatus, Outcome, RatingRecord, SeatResult, Store
from data.ratings import rater
from engine import Game, GameSettings

W, L = Outcome.WIN, Outcome.LOSS


class LeaderboardBot(commands.Bot):
    """Just enough bot: a store and the leaderboard extension."""

    def __init__(self, store: Store) -> None:
        super().__init__(command_prefix="!", intents=discord.Intents.default(),
                         guild_ready_timeout=0.05)
        self.store = store
        # the bot's picture processes; here the default thread pool (run_in_executor(None))
        self.workers = types.SimpleNamespace(later=None)

    async def setup_hook(self) -> None:
        await self.load_extension("cogs.leaderboard")


@pytest.fixture
async def store(backend):
    async with backend.store() as s:
        yield s


async def real_game(store, guild_id, users, *, winner_side=0, plies=6, variant="classic"):
    """A real 2-player engine game: ``plies`` legal moves, then the loser resigns."""
    settings = GameSettings(variant, 2, 2)
    record = await store.create_game(guild_id=guild_id, channel_id=1, host_id=users[0],
                                     variant=variant, settings=settings.to_dict(), seed=42)
    for i, user in enumerate(users):
        await store.add_seat(record.id, user_id=user, display_name=f"player{i}")
    await store.start_game(record.id, sides=[0, 1])
    game = Game.new(settings, 42)
    for ply in range(plies):
        move = game.legal_moves()[0]
        seat = game.to_act
        game.play(move)
        await store.record_move(record.id, ply, str(move), seat)
    loser = 1 - winner_side
    game.play(f"resign s{loser}")
    assert game.is_over
    results = [SeatResult(s, users[s], s, W if s == winner_side else L, turns=plies // 2)
               for s in range(2)]
    await store.record_move(record.id, plies, f"resign s{loser}", loser,
                            status=GameStatus.FINISHED, results=results,
                            rate=rater(guild_id, variant, results))
    return record.id


def rating(guild, user, value, games=3, wins=1):
    return RatingRecord(guild, "classic", user, value, value + 9, 3.0, games, wins,
                        games - wins, 0, 0, 0, 0)


def embed_text(message):
    embed = message.embeds[0]
    parts = [embed.get("title", ""), embed.get("description", "")]
    parts += [f"{f['name']}: {f['value']}" for f in embed.get("fields", [])]
    parts.append(embed.get("footer", {}).get("text", ""))
    return "\n".join(parts)


async def test_commands_are_in_the_sequence_group(fake_discord, start_bot, store):
    runner = await start_bot(lambda: LeaderboardBot(store))
    group = runner.bot.tree.get_command("sequence")
    assert isinstance(group, discord.app_commands.Group)
    assert {"leaderboard", "stats", "history"} <= {c.name for c in group.commands}


async def test_leaderboard_pages_own_rank_and_restart(fake_discord, start_bot, store):
    guild = fake_discord.guild_id
    alice = fake_discord.add_member("alice")
    bob = fake_discord.add_member("bob")
    # 22 rated players above bob (who wins one game) and alice (who loses it): 24 in all.
    await store.put_ratings([rating(guild, 1000 + i, 20.0 - i * 0.5) for i in range(22)])
    await real_game(store, guild, [bob.id, alice.id], winner_side=0)
    runner = await start_bot(lambda: LeaderboardBot(store))

    reply = await fake_discord.slash(alice, "sequence leaderboard", game="classic")
    msg = reply.message
    assert not msg.ephemeral
    text = embed_text(msg)
    assert "Leaderboard — Sequence Classic" in text
    assert "Page 1/3 · 24 rated players" in text
    assert text.count("\n**") == 10  # ten rows on the page
    assert "**1.** <@1000> — **1800** *(provisional)* · 3 · 1–2–0 · 33%" in text
    assert f"Your rank: **24.** <@{alice.id}>" in text  # shown though not on the page
    ids = msg.custom_ids()
    assert all(PAGE_ID.fullmatch(i) for i in ids)
    prev_id, next_id = ids
    assert msg.find_component(prev_id)["disabled"] is True

    clicked = await fake_discord.click(alice, msg, next_id)
    assert clicked.response_name.endswith("UPDATE_MESSAGE") or clicked.response_type == 7
    page2 = fake_discord.message(msg.id)
    assert "Page 2/3" in embed_text(page2)
    assert "**11.**" in embed_text(page2)

    await runner.restart()  # the buttons live in the custom_id, not in memory
    page2 = fake_discord.message(msg.id)
    next_id = page2.custom_ids()[1]
    await fake_discord.click(alice, page2, next_id)
    page3 = fake_discord.message(msg.id)
    text3 = embed_text(page3)
    assert "Page 3/3" in text3 and f"**24.** <@{alice.id}>" in text3
    assert page3.find_component(page3.custom_ids()[1])["disabled"] is True

    # Someone else paging gets a private copy with their own rank, the original is untouched.
    other = await fake_discord.click(bob, page3, page3.custom_ids()[0])
    assert other.message.ephemeral
    assert "Page 2/3" in embed_text(other.message)
    assert f"Your rank: **23.** <@{bob.id}>" in embed_text(other.message)
    assert "Page 3/3" in embed_text(fake_discord.message(msg.id))


async def test_leaderboard_empty_ladder_and_page_beyond_end(fake_discord, start_bot, store):
    alice = fake_discord.add_member("alice")
    await start_bot(lambda: LeaderboardBot(store))
    reply = await fake_discord.slash(alice, "sequence leaderboard", game="dice", page=5)
    text = embed_text(reply.message)
    assert "Nobody is on this ladder yet" in text and "Page 1/1 · 0 rated players" in text


async def test_stats(fake_discord, start_bot, store):
    guild = fake_discord.guild_id
    alice = fake_discord.add_member("alice")
    bob = fake_discord.add_member("bob")
    await real_game(store, guild, [alice.id, bob.id], winner_side=0, plies=4)
    await real_game(store, guild, [alice.id, bob.id], winner_side=0, plies=6)
    await real_game(store, guild, [bob.id, alice.id], winner_side=0, plies=8)
    await start_bot(lambda: LeaderboardBot(store))

    mine = await fake_discord.slash(alice, "sequence stats")
    text = embed_text(mine.message)
    assert "Statistics — alice" in text
    assert "**3** games · **2** won · 1 lost · 0 drawn (67%)" in text
    assert "#1 of 2" in text
    assert "Streak: 1 lost in a row · longest winning streak 2" in text
    assert "Average game: 7.0 moves" in text  # (5 + 7 + 9) / 3, the resignation included
    assert "No team games yet." in text

    theirs = await fake_discord.slash(alice, "sequence stats", options={"member": bob.id})
    text = embed_text(theirs.message)
    assert "Statistics — bob" in text and "**1** won" in text and "#2 of 2" in text

    nobody = fake_discord.add_member("carol")
    empty = await fake_discord.slash(nobody, "sequence stats")
    assert "carol has not finished a game" in embed_text(empty.message)


async def test_a_member_who_only_played_the_computer_is_told_they_are_not_rated(
        fake_discord, start_bot, store):
    guild = fake_discord.guild_id
    alice, bob, carol = (fake_discord.add_member(n) for n in ("alice", "bob", "carol"))
    await real_game(store, guild, [alice.id, bob.id], winner_side=0)
    record = await store.create_game(guild_id=guild, channel_id=1, host_id=carol.id,
                                     variant="classic", settings=GameSettings("classic", 2,
                                                                              2).to_dict(),
                                     seed=7)
    await store.add_seat(record.id, user_id=carol.id, display_name="carol")
    await store.add_seat(record.id, user_id=None, display_name="Computer 1", is_computer=True,
                         computer_level="easy")
    await store.start_game(record.id, sides=[0, 1])
    results = [SeatResult(0, carol.id, 0, W, turns=1, vs_computer=True),
               SeatResult(1, None, 1, L, turns=1, vs_computer=True)]
    await store.record_move(record.id, 0, "resign s1", 1, status=GameStatus.FINISHED,
                            results=results)
    await start_bot(lambda: LeaderboardBot(store))

    ladder = embed_text((await fake_discord.slash(carol, "sequence leaderboard",
                                                  game="classic")).message)
    assert "2 rated players" in ladder and "not on this ladder yet" in ladder
    stats = embed_text((await fake_discord.slash(carol, "sequence stats")).message)
    assert "**1** game · **1** won" in stats  # one game, not "1 games"
    assert "Not rated (no finished game against people yet)" in stats
    assert "Streak: **1** won in a row" in stats


async def test_history_with_final_board_and_replay(fake_discord, start_bot, store):
    guild = fake_discord.guild_id
    alice = fake_discord.add_member("alice")
    bob = fake_discord.add_member("bob")
    first = await real_game(store, guild, [alice.id, bob.id], winner_side=0, plies=4)
    second = await real_game(store, guild, [alice.id, bob.id], winner_side=1, plies=6)
    runner = await start_bot(lambda: LeaderboardBot(store))

    reply = await fake_discord.slash(bob, "sequence history", options={"member": alice.id})
    msg = reply.message
    text = embed_text(msg)
    assert "Game history — alice" in text
    assert text.index(f"`#{second}`") < text.index(f"`#{first}`")  # most recent first
    assert "· lost · 7 moves" in text and "· won · 5 moves" in text
    (select_id,) = msg.custom_ids()
    assert HISTORY_ID.fullmatch(select_id)
    assert [o["value"] for o in msg.selects()[0]["options"]] == [str(second), str(first)]

    await runner.restart()
    picked = await fake_discord.select(bob, msg, select_id, [str(first)])
    final = await picked.final_message()
    assert final.ephemeral
    assert f"Game #{first}" in final.text
    png = final.attachment(f"game-{first}-final.png").data
    gif = final.attachment(f"game-{first}-replay.gif").data
    assert png.startswith(b"\x89PNG") and gif.startswith(b"GIF89a")


async def test_a_replay_discord_keeps_refusing_gets_a_short_answer_not_an_error(
        fake_discord, start_bot, store, caplog):
    """Discord answering 429 (or 5xx) past discord.py's own retries is nothing wrong on our
    side: the member reads that Discord did not take the answer and may try again; no error
    with a reference is logged."""
    guild = fake_discord.guild_id
    alice = fake_discord.add_member("alice")
    bob = fake_discord.add_member("bob")
    game = await real_game(store, guild, [alice.id, bob.id], plies=4)
    await start_bot(lambda: LeaderboardBot(store))
    msg = (await fake_discord.slash(alice, "sequence history")).message
    (select_id,) = msg.custom_ids()

    fake_discord.fail("POST", r"/webhooks/\d+/[^/]+$", 429, times=5, retry_after=0.01)
    picked = await fake_discord.select(alice, msg, select_id, [str(game)])
    final = await picked.final_message()
    assert final.ephemeral and "Discord did not take my answer just now" in final.text
    assert not final.attachments
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]


class StubResponse:
    def __init__(self):
        self.sent = []

    def is_done(self):
        return bool(self.sent)

    async def send_message(self, text, ephemeral=False):
        self.sent.append((text, ephemeral))


class StubInteraction:
    """Only what ``send_replay``'s refusals touch: a forged menu value cannot get that far."""

    def __init__(self, client, guild_id):
        self.client, self.guild_id, self.locale = client, guild_id, "en-US"
        self.response = StubResponse()


async def test_replay_refuses_other_guilds_open_and_unknown_games(store):
    from cogs.leaderboard import send_replay

    elsewhere = await real_game(store, 999, [1, 2], plies=2)
    lobby = await store.create_game(guild_id=7, channel_id=1, host_id=1, variant="classic",
                                    settings={}, seed=1)
    bot = LeaderboardBot(store)
    for game_id, expected in ((elsewhere, "was not played in this server"),
                              (lobby.id, "is not over yet"),
                              (123456, "not one of my games")):
        interaction = StubInteraction(bot, 7)
        await send_replay(interaction, game_id, "en")
        ((text, ephemeral),) = interaction.response.sent
        assert expected in text and ephemeral
    await bot.close()


async def test_history_empty(fake_discord, start_bot, store):
    alice = fake_discord.add_member("alice")
    await start_bot(lambda: LeaderboardBot(store))
    reply = await fake_discord.slash(alice, "sequence history")
    assert "alice has not finished a game" in embed_text(reply.message)
    assert reply.message.custom_ids() == []


def test_custom_id_patterns_are_strict():
    assert PAGE_ID.fullmatch("seqlb:page:classic:0:123:next")
    for bad in ("seqlb:page:chess:0:123:next", "seqlb:page:classic:01:123:next",
                "seqlb:page:classic:0:123:up", "seqlb:page:classic:0:0:prev",
                "seqlb:page:classic:0:123:next:x", "seqlb:page:classic:-1:123:next"):
        assert PAGE_ID.fullmatch(bad) is None, bad
    assert HISTORY_ID.fullmatch("seqlb:hist:42")
    assert HISTORY_ID.fullmatch("seqlb:hist:042") is None
    assert HISTORY_PAGE_ID.fullmatch("seqlb:hpage:42:0:7:older")
    for bad in ("seqlb:hpage:42:00:7:older", "seqlb:hpage:42:0:7:next", "seqlb:hpage:0:0:7:newer",
                "seqlb:hpage:42:0:7:older:x", "seqlb:hpage:42:123456:7:older",
                "seqlb:hpage:42:0:older", "seqlb:hist:42:0:7:older"):
        assert HISTORY_PAGE_ID.fullmatch(bad) is None, bad
        assert HISTORY_ID.fullmatch(bad) is None, bad


async def test_real_bot_game_to_leaderboard_stats_and_history(fake_discord, start_bot, tmp_path):
    """The real SequenceBot: a game played through Discord ends, is rated and shows up."""
    from tests.bot_helpers import factory, play_by_slash, start_game

    bot = (await start_bot(factory(tmp_path / "seq.db"))).bot
    alice = fake_discord.add_member("alice")
    bob = fake_discord.add_member("bob")
    gid = await start_game(fake_discord, bot, alice, [bob], game="classic", players=2)
    record = await bot.store.load_game(gid)
    loser = record.seats[1].user_id
    winner = record.seats[0].user_id
    await play_by_slash(fake_discord, bot, gid, "resign s1", seat=1)
    assert (await bot.store.load_game(gid)).status == "finished"

    board = await fake_discord.slash(alice, "sequence leaderboard", channel="games")
    text = embed_text(board.message)
    assert f"**1.** <@{winner}>" in text and f"**2.** <@{loser}>" in text
    assert "· 1 · 1–0–0 · 100%" in text

    stats = await fake_discord.slash(alice, "sequence stats", channel="games",
                                     options={"member": loser})
    assert "**1** game · **0** won · 1 lost" in embed_text(stats.message)
    assert "#2 of 2" in embed_text(stats.message)

    history = await fake_discord.slash(bob, "sequence history", channel="games")
    assert f"`#{gid}` Sequence Classic" in embed_text(history.message)
    assert HISTORY_ID.fullmatch(history.message.custom_ids()[0])


async def test_real_bot_paging_and_replay_menu(fake_discord, start_bot, tmp_path):
    """The real bot's foreign-click guard leaves the leaderboard's components alone."""
    from tests.bot_helpers import factory, play_by_slash, start_game

    runner = await start_bot(factory(tmp_path / "seq.db"))
    bot = runner.bot
    alice = fake_discord.add_member("alice")
    bob = fake_discord.add_member("bob")
    gid = await start_game(fake_discord, bot, alice, [bob], game="classic", players=2)
    await play_by_slash(fake_discord, bot, gid, "resign s1", seat=1)
    await bot.store.put_ratings([rating(fake_discord.guild_id, 1000 + i, 20.0) for i in range(9)])
    board = await fake_discord.slash(alice, "sequence leaderboard", channel="games")
    clicked = await fake_discord.click(alice, board.message, board.message.custom_ids()[1])
    assert clicked.response_type == 7
    history = await fake_discord.slash(bob, "sequence history", channel="games")
    (select_id,) = history.message.custom_ids()
    await runner.restart()
    picked = await fake_discord.select(bob, history.message, select_id, [str(gid)])
    final = await picked.final_message()
    assert final.attachment(f"game-{gid}-replay.gif").data.startswith(b"GIF")


def history_ids(message):
    """The history menu's id and the Newer / Older buttons' ids of a history message."""
    select_id, newer_id, older_id = message.custom_ids()
    assert HISTORY_ID.fullmatch(select_id)
    assert newer_id.endswith(":newer") and older_id.endswith(":older")
    assert HISTORY_PAGE_ID.fullmatch(newer_id) and HISTORY_PAGE_ID.fullmatch(older_id)
    return select_id, newer_id, older_id


def listed_games(message):
    """The game ids the history menu offers."""
    return [int(o["value"]) for o in message.selects()[0]["options"]]


async def test_history_pages_newer_older_and_restart(fake_discord, start_bot, store):
    guild = fake_discord.guild_id
    alice = fake_discord.add_member("alice")
    bob = fake_discord.add_member("bob")
    games = [await real_game(store, guild, [alice.id, bob.id], winner_side=i % 2, plies=2)
             for i in range(12)]
    newest_first = games[::-1]
    runner = await start_bot(lambda: LeaderboardBot(store))

    reply = await fake_discord.slash(alice, "sequence history")
    msg = reply.message
    text = embed_text(msg)
    assert "Page 1/2 · 12 games" in text
    assert text.count("`#") == 10 and f"`#{games[1]}`" not in text
    assert listed_games(msg) == newest_first[:10]
    select_id, newer_id, older_id = history_ids(msg)
    assert msg.find_component(newer_id)["disabled"] is True
    assert msg.find_component(older_id)["label"] == "Older"

    # Someone else's click: a private copy of the page they asked for, the message unchanged.
    other = await fake_discord.click(bob, msg, older_id)
    assert other.response_type == 4 and other.message.ephemeral
    assert "Page 2/2" in embed_text(other.message)
    assert "Page 1/2" in embed_text(fake_discord.message(msg.id))
    assert listed_games(fake_discord.message(msg.id)) == newest_first[:10]

    clicked = await fake_discord.click(alice, msg, older_id)
    assert clicked.response_type == 7  # edited in place
    page2 = fake_discord.message(msg.id)
    text2 = embed_text(page2)
    assert "Page 2/2 · 12 games" in text2 and "Game history — alice" in text2
    assert text2.index(f"`#{games[1]}`") < text2.index(f"`#{games[0]}`")
    assert f"`#{games[2]}`" not in text2
    assert listed_games(page2) == newest_first[10:]  # the menu lists the page shown
    _, newer_id, older_id = history_ids(page2)
    assert page2.find_component(older_id)["disabled"] is True
    assert page2.find_component(newer_id)["disabled"] is False

    # The page's menu opens an old game; after a restart Newer still works.
    await runner.restart()
    picked = await fake_discord.select(alice, page2, select_id, [str(games[0])])
    assert f"Game #{games[0]}" in (await picked.final_message()).text
    await fake_discord.click(alice, page2, newer_id)
    page1 = fake_discord.message(msg.id)
    assert "Page 1/2" in embed_text(page1) and listed_games(page1) == newest_first[:10]

    # A page past the end shows the last page; another member's history pages as well.
    far = await fake_discord.slash(bob, "sequence history", options={"member": alice.id,
                                                                     "page": 99})
    assert "Page 2/2" in embed_text(far.message) and "alice" in embed_text(far.message)
    assert listed_games(far.message) == newest_first[10:]
    back = await fake_discord.click(bob, far.message, history_ids(far.message)[1])
    assert back.response_type == 7
    assert "Game history — alice" in embed_text(fake_discord.message(far.message.id))
    assert "Page 1/2" in embed_text(fake_discord.message(far.message.id))


async def test_short_history_has_no_paging_buttons(fake_discord, start_bot, store):
    guild = fake_discord.guild_id
    alice = fake_discord.add_member("alice")
    bob = fake_discord.add_member("bob")
    await real_game(store, guild, [alice.id, bob.id], plies=2)
    await start_bot(lambda: LeaderboardBot(store))
    reply = await fake_discord.slash(alice, "sequence history", page=3)
    assert "Page 1/1 · 1 game" in embed_text(reply.message)
    (select_id,) = reply.message.custom_ids()
    assert HISTORY_ID.fullmatch(select_id)


async def test_real_bot_refuses_forged_history_pages(fake_discord, start_bot, tmp_path):
    """Through the real bot's foreign-click guard: a history page button that is not on the
    message, or not of the bot's shape, gets a short private answer and changes nothing."""
    from tests.bot_helpers import factory

    runner = await start_bot(factory(tmp_path / "seq.db"))
    bot = runner.bot
    guild = fake_discord.guild_id
    alice = fake_discord.add_member("alice")
    bob = fake_discord.add_member("bob")
    for _ in range(11):
        await real_game(bot.store, guild, [alice.id, bob.id], plies=2)
    reply = await fake_discord.slash(alice, "sequence history", channel="games")
    msg = reply.message
    before = embed_text(msg)
    assert "Page 1/2 · 11 games" in before
    _, _, older_id = history_ids(msg)
    assert older_id == f"seqlb:hpage:{alice.id}:1:{alice.id}:older"
    for forged in (f"seqlb:hpage:{alice.id}:5:{alice.id}:older",  # a page not on the message
                   f"seqlb:hpage:{bob.id}:1:{alice.id}:older",  # someone else's history
                   f"seqlb:hpage:{alice.id}:01:{alice.id}:older",  # not the bot's shape
                   f"seqlb:hpage:{alice.id}:-1:{alice.id}:older",
                   f"seqlb:hpage:{alice.id}:100000:{alice.id}:older"):
        data = {"custom_id": forged, "component_type": 2}
        handle = await fake_discord._push(fake_discord._base_interaction(
            3, alice, fake_discord.channel(msg.channel_id), data, fake_discord.message(msg.id),
            f"forged {forged}"))
        assert handle.response_type == 4 and handle.ephemeral, forged
        assert "not one of mine" in handle.text, forged
    after = fake_discord.message(msg.id)
    assert embed_text(after) == before and not after.edited
    clicked = await fake_discord.click(alice, msg, older_id)  # the real one still works
    assert clicked.response_type == 7 and "Page 2/2" in embed_text(fake_discord.message(msg.id))


async def test_history_of_someone_gone_uses_the_name_they_played_under(store):
    """Without a name (a member who left the server), the page is titled with the name stored
    with their newest game on it; a page past the end is the last one."""
    from cogs.leaderboard import history_message

    games = [await real_game(store, 5, [11, 12], plies=2) for _ in range(11)]
    embed, view = await history_message(store, 5, 12, None, "da", page=7)
    assert embed.title == "🕑 Spilhistorik — player1"
    assert embed.footer.text.startswith("Side 2/2 · 11 spil · ")
    assert [int(o.value) for o in view.children[0].item.options] == [games[0]]
    assert [c.item.label for c in view.children[1:]] == ["Nyere", "Ældre"]
    empty, no_view = await history_message(store, 5, 99, None, "en")
    assert empty.title == "🕑 Game history — 99" and no_view is None


def test_win_rates_are_written_as_each_language_writes_a_percentage():
    assert win_rate(2, 3, "en") == "67%" and win_rate(2, 3, "nl") == "67%"
    assert win_rate(2, 3, "da") == win_rate(2, 3, "sv") == win_rate(2, 3, "no") == "67\xa0%"
    assert win_rate(0, 0, "da") == "–"
