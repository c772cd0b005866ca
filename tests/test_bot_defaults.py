"""End to end through the fake Discord: ``/sequence clock``, a server's turn clock for the
new games that do not choose one."""

from __future__ import annotations

from tests.bot_helpers import Seeds, factory, open_lobby


async def test_a_server_sets_the_clock_of_new_games_and_a_game_may_turn_it_off(
    fake_discord, start_bot, tmp_path
):
    runner = await start_bot(factory(tmp_path / "seq.db", seeds=Seeds([1, 2, 3])))
    bot = runner.bot
    alice, admin = fake_discord.add_member("alice"), fake_discord.add_member("admin")
    refused = await fake_discord.slash(alice, "sequence clock", clock=60)
    assert refused.ephemeral and "Manage Server" in refused.text
    plain, _ = await open_lobby(fake_discord, alice, game="classic", players=2)
    assert (await bot.store.load_game(plain)).turn_clock == 0  # no clock unless chosen
    fake_discord.grant(admin, "manage_guild")
    done = await fake_discord.slash(admin, "sequence clock", clock=60)
    assert done.ephemeral and "turn clock of 1 h, unless" in done.text  # as its choice says
    timed, lobby = await open_lobby(fake_discord, alice, game="classic", players=2)
    assert (await bot.store.load_game(timed)).turn_clock == 3600
    assert "turn clock 1 h" in lobby.text
    off, lobby = await open_lobby(fake_discord, admin, game="kids", players=2, clock=0)
    assert (await bot.store.load_game(off)).turn_clock == 0
    assert "turn clock" not in lobby.text
    own, lobby = await open_lobby(fake_discord, admin, game="dice", players=2, clock=5)
    assert (await bot.store.load_game(own)).turn_clock == 300
    assert "turn clock 5 min" in lobby.text
    day, lobby = await open_lobby(fake_discord, alice, game="dice", players=2, clock=1440)
    assert "turn clock 24 h" in lobby.text  # not "1440 min"
    back = await fake_discord.slash(admin, "sequence clock", clock=0)
    assert "now have no turn clock" in back.text
    again, _ = await open_lobby(fake_discord, admin, game="classic", players=2)
    assert (await bot.store.load_game(again)).turn_clock == 0
    assert not fake_discord.violations
