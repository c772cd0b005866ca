"""End to end through the fake Discord: games and lobbies nobody can finish. ``/sequence end``
(a moderator ending a game or closing a lobby its players left behind: who may, the
confirmation, what the channel sees), lobbies closing after a day, and games whose channel or
server the bot can no longer reach."""

from __future__ import annotations

import re

from data import GameStatus
from table import LOBBY_LIFETIME
from tests.bot_helpers import (
    FakeClock,
    Seeds,
    board_at,
    engine_game,
    factory,
    first_play,
    open_lobby,
    play_by_slash,
    start_game,
)


async def _game(fake, start_bot, tmp_path):
    runner = await start_bot(factory(tmp_path / "seq.db", seeds=Seeds([22])))
    bot = runner.bot
    alice, bob, mod = (fake.add_member(n) for n in ("alice", "bob", "mod"))
    gid = await start_game(fake, bot, alice, [bob], game="classic", players=2)
    return bot, alice, bob, mod, gid, await bot.store.load_game(gid)


async def test_a_moderator_ends_a_game_its_players_left_without_a_winner(
    fake_discord, start_bot, tmp_path
):
    bot, alice, bob, mod, gid, record = await _game(fake_discord, start_bot, tmp_path)
    board = await board_at(fake_discord, bot, gid, 0)
    fake_discord.grant(mod, "manage_messages", channel="games")  # a channel's moderator
    # in the game's thread the command needs no number
    asked = await fake_discord.slash(mod, "sequence end", channel=record.thread_id)
    assert asked.ephemeral and f"End game #{gid} now?" in asked.text
    assert "not rated" in asked.text
    assert not (await engine_game(bot, gid)).is_over  # nothing happens before the button
    done = await fake_discord.click(mod, asked.message, f"seq:{gid}:-:end")
    assert done.response_type == 7 and f"You ended game #{gid}." in done.text
    final = await board_at(fake_discord, bot, gid, 1)
    assert f"Game #{gid} was abandoned: no winner, and it is not rated." in final.text
    assert final.channel_id == record.thread_id and not final.ephemeral
    game = await engine_game(bot, gid)
    assert game.is_over and game.outcome.termination == "abandonment"
    stored = await bot.store.load_game(gid)
    assert stored.status is GameStatus.ABANDONED
    # the old board's buttons answer that the game is over, and nothing more happens
    assert not any(":play" in c for c in fake_discord.message(board.id).custom_ids())
    again = await fake_discord.slash(mod, "sequence end", game=gid, channel="games")
    assert again.ephemeral and "over" in again.text
    assert (await bot.store.load_game(gid)).moves == stored.moves
    assert not fake_discord.violations


async def test_players_and_other_channels_moderators_cannot_end_a_game(
    fake_discord, start_bot, tmp_path
):
    bot, alice, bob, mod, gid, record = await _game(fake_discord, start_bot, tmp_path)
    # the host of a running game, or a player, resigns: ending it for the others is refused,
    # even to a player who is a moderator (it would spare them a rated loss)
    fake_discord.grant(bob, "manage_messages", "manage_guild")
    for member in (alice, bob):
        refused = await fake_discord.slash(member, "sequence end", channel=record.thread_id)
        assert refused.ephemeral and f"You play in game #{gid}" in refused.text
        assert "/sequence resign" in refused.text
    # Manage Messages in another channel is not enough, nor in the game's channel when
    # asked from elsewhere
    fake_discord.grant(mod, "manage_messages", channel="general")
    refused = await fake_discord.slash(mod, "sequence end", game=gid, channel="general")
    assert refused.ephemeral and "Only a member" in refused.text
    # a moderator who lost the permission after the confirmation is refused at the button
    fake_discord.grant(mod, "manage_messages", channel="games")
    asked = await fake_discord.slash(mod, "sequence end", channel=record.thread_id)
    assert f"End game #{gid} now?" in asked.text
    mod.granted.clear()
    late = await fake_discord.click(mod, asked.message, f"seq:{gid}:-:end")
    assert late.ephemeral and "Only a member" in late.text
    assert not (await engine_game(bot, gid)).is_over
    assert (await bot.store.load_game(gid)).status is GameStatus.ACTIVE


async def test_a_moderator_closes_a_forgotten_lobby_from_any_channel(
    fake_discord, start_bot, tmp_path
):
    runner = await start_bot(factory(tmp_path / "seq.db"))
    bot = runner.bot
    alice, bob, admin = (fake_discord.add_member(n) for n in ("alice", "bob", "admin"))
    gid, lobby = await open_lobby(fake_discord, alice, game="classic", players=2)
    fake_discord.grant(admin, "manage_guild")  # Manage Server counts in every channel
    listed = await fake_discord.autocomplete(admin, "sequence end", "game", "", channel="games")
    assert [c["value"] for c in listed.choices] == [gid]
    assert "(lobby)" in listed.choices[0]["name"]
    asked = await fake_discord.slash(admin, "sequence end", game=gid, channel="general")
    assert asked.ephemeral and f"Close the lobby of game #{gid}?" in asked.text
    done = await fake_discord.click(admin, asked.message, f"seq:{gid}:-:end")
    assert f"You closed the lobby of game #{gid}." in done.text
    closed = await fake_discord.wait_for_message(
        lobby.channel_id, lambda m: m.id == lobby.id and "This lobby was closed." in m.text)
    assert closed.custom_ids() == []  # no Join or Start left on it
    assert (await bot.store.load_game(gid)).status is GameStatus.CANCELLED
    listed = await fake_discord.autocomplete(admin, "sequence end", "game", "", channel="games")
    assert listed.choices == []
    # the channel's lobbies no longer count it: its host may open another at once
    again, _ = await open_lobby(fake_discord, alice, game="classic", players=2)
    assert again != gid


async def test_a_host_closes_their_own_lobby_with_the_command(fake_discord, start_bot, tmp_path):
    runner = await start_bot(factory(tmp_path / "seq.db"))
    bot = runner.bot
    alice, bob = fake_discord.add_member("alice"), fake_discord.add_member("bob")
    gid, lobby = await open_lobby(fake_discord, alice, game="classic", players=2)
    refused = await fake_discord.slash(bob, "sequence end", channel="games")
    assert refused.ephemeral and "Only a member" in refused.text
    asked = await fake_discord.slash(alice, "sequence end", channel="games")
    done = await fake_discord.click(alice, asked.message, f"seq:{gid}:-:end")
    assert f"You closed the lobby of game #{gid}." in done.text
    assert (await bot.store.load_game(gid)).status is GameStatus.CANCELLED


async def test_a_deleted_channel_ends_its_games_and_closes_its_lobbies(
    fake_discord, start_bot, tmp_path
):
    # Nobody can see a deleted channel's boards or press their buttons: its games would wait
    # for ever, and their boards be owed at every restart.
    runner = await start_bot(factory(tmp_path / "seq.db", seeds=Seeds([22, 23])))
    bot = runner.bot
    alice, bob, carol = (fake_discord.add_member(n) for n in ("alice", "bob", "carol"))
    played = await start_game(fake_discord, bot, alice, [bob], game="classic", players=2)
    elsewhere = await start_game(fake_discord, bot, carol, [bob], channel="general",
                                 game="classic", players=2)
    lobby, _ = await open_lobby(fake_discord, carol, game="kids", players=2)
    await board_at(fake_discord, bot, played, 0)
    await fake_discord.delete_channel("games")
    # an answer on the same connection comes after the event; the games end in the background
    listed = await fake_discord.slash(carol, "sequence games", channel="general")
    await bot.idle()
    assert f"#{elsewhere}" in listed.text
    assert (await bot.store.load_game(played)).status is GameStatus.ABANDONED
    assert (await bot.store.load_game(lobby)).status is GameStatus.CANCELLED
    assert (await bot.store.load_game(elsewhere)).status is GameStatus.ACTIVE
    assert await bot.store.unannounced_games() == []  # nothing owed to a channel that is gone


async def test_a_channel_deleted_while_the_bot_was_away_ends_its_game_at_its_next_board(
    fake_discord, start_bot, tmp_path
):
    clock = FakeClock()
    runner = await start_bot(factory(tmp_path / "seq.db", seeds=Seeds([22]), clock=clock))
    bot = runner.bot
    alice, bob = fake_discord.add_member("alice"), fake_discord.add_member("bob")
    gid = await start_game(fake_discord, bot, alice, [bob], game="classic", players=2, clock=1)
    await board_at(fake_discord, bot, gid, 0)
    await fake_discord.delete_channel("games", tell=False)
    clock.now += 61  # the turn runs out: the board of the timeout finds no channel
    await bot.get_cog("Clock").sweep_once()
    await bot.idle()
    assert (await bot.store.load_game(gid)).status is GameStatus.ABANDONED
    assert await bot.store.unannounced_games() == []


async def test_a_lobby_nobody_starts_within_a_day_closes_by_itself(
    fake_discord, start_bot, tmp_path
):
    clock = FakeClock()
    runner = await start_bot(factory(tmp_path / "seq.db", clock=clock))
    bot = runner.bot
    alice, bob = fake_discord.add_member("alice"), fake_discord.add_member("bob")
    old, lobby = await open_lobby(fake_discord, alice, game="classic", players=3)
    await fake_discord.click(bob, lobby, f"seq:{old}:-:join")
    clock.now += LOBBY_LIFETIME - 60
    young, _ = await open_lobby(fake_discord, bob, game="kids", players=2)
    sweep = bot.get_cog("Clock").sweep_once
    assert await sweep() == 0  # a day has not passed yet
    clock.now += 61
    assert await sweep() == 1
    closed = fake_discord.message(lobby.id)
    assert "nobody started it within 24 hours" in closed.text and closed.custom_ids() == []
    assert "2. bob" in closed.text  # who had joined is still shown
    assert (await bot.store.load_game(old)).status is GameStatus.CANCELLED
    assert (await bot.store.load_game(young)).status is GameStatus.LOBBY
    assert await sweep() == 0


async def test_a_bot_removed_from_a_server_ends_its_games_there_only(
    fake_discord, start_bot, tmp_path
):
    other = fake_discord.add_guild("other")  # before the bot connects
    runner = await start_bot(factory(tmp_path / "seq.db", seeds=Seeds([22, 23])))
    bot = runner.bot
    alice, bob = fake_discord.add_member("alice"), fake_discord.add_member("bob")
    here = await start_game(fake_discord, bot, alice, [bob], game="classic", players=2)
    there = await start_game(fake_discord, bot, alice, [bob],
                             channel=fake_discord.channel("games", guild=other.id),
                             game="classic", players=2)
    lobby, _ = await open_lobby(fake_discord, bob, game="kids", players=2)
    await board_at(fake_discord, bot, here, 0)
    await fake_discord.remove_bot(fake_discord.guild_id)
    # an answer on the same connection comes after the event; the games end in the background
    await fake_discord.slash(alice, "sequence games",
                             channel=fake_discord.channel("games", guild=other.id))
    await bot.idle()
    assert (await bot.store.load_game(here)).status is GameStatus.ABANDONED
    assert (await bot.store.load_game(lobby)).status is GameStatus.CANCELLED
    assert (await bot.store.load_game(there)).status is GameStatus.ACTIVE
    assert await bot.store.unannounced_games() == []


async def test_the_games_list_says_since_when_each_game_waits(fake_discord, start_bot, tmp_path):
    # What a moderator (or a player) looks at first to find the games left behind.
    clock = FakeClock()
    runner = await start_bot(factory(tmp_path / "seq.db", seeds=Seeds([22]), clock=clock))
    bot = runner.bot
    alice, bob = fake_discord.add_member("alice"), fake_discord.add_member("bob")
    opened = int(clock.now)
    lobby, _ = await open_lobby(fake_discord, bob, game="kids", players=2)
    clock.now += 600
    gid = await start_game(fake_discord, bot, alice, [bob], game="classic", players=2)
    clock.now += 3600
    await play_by_slash(fake_discord, bot, gid, first_play(await engine_game(bot, gid)))
    moved = int(clock.now)
    clock.now += 86_400
    listed = await fake_discord.slash(alice, "sequence games", channel="games")
    lines = {int(n): line for n, line in re.findall(r"^#(\d+) (.*)$", listed.text, re.M)}
    assert f"opened <t:{opened}:R>" in lines[lobby]
    assert f"(last move <t:{moved}:R>), move 1" in lines[gid]
