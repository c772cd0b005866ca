"""End to end through the fake Discord: ``/sequence drop``, for a game without a turn clock
that has waited three days for a player (who may, from when, what the table sees)."""

from __future__ import annotations

from data import GameStatus
from table import AWAY_AFTER
from tests.bot_helpers import (
    FakeClock,
    Seeds,
    board_at,
    engine_game,
    factory,
    play_by_buttons,
    start_game,
)


async def test_a_player_away_three_days_is_dropped_and_the_other_wins(
    fake_discord, start_bot, tmp_path
):
    clock = FakeClock()
    runner = await start_bot(factory(tmp_path / "seq.db", seeds=Seeds([22]), clock=clock))
    bot = runner.bot
    alice, bob = fake_discord.add_member("alice"), fake_discord.add_member("bob")
    gid = await start_game(fake_discord, bot, alice, [bob], game="classic", players=2)
    record = await bot.store.load_game(gid)
    game = await engine_game(bot, gid)
    absent = alice if record.seats[game.to_act].user_id == alice.id else bob
    waiting = bob if absent is alice else alice
    since = record.started_at
    # too soon: the answer says since when it waits and from when the player may be dropped
    early = await fake_discord.slash(waiting, "sequence drop", channel=record.thread_id)
    assert early.ephemeral and f"<t:{since}:R>" in early.text
    assert f"<t:{since + AWAY_AFTER}:R>" in early.text and "3 days" in early.text
    assert early.message.custom_ids() == []
    mine = await fake_discord.slash(absent, "sequence drop", channel=record.thread_id)
    assert mine.ephemeral and "it is your turn" in mine.text
    listed = await fake_discord.slash(waiting, "sequence games", channel="games")
    assert f"#{gid}" in listed.text and "may now be dropped" not in listed.text
    # after three days the sweep tells the absent player, once, that they may be dropped
    sweep = bot.get_cog("Clock").sweep_once
    clock.now += AWAY_AFTER - 1
    assert await sweep() == 0
    clock.now += 1
    assert await sweep() == 1
    reminder = await fake_discord.wait_for_message(
        record.thread_id, lambda m: "has waited 3 days for you" in m.text)
    assert f"<@{absent.id}>" in reminder.text and "/sequence drop" in reminder.text
    assert await sweep() == 0
    # the channel's list of games says so too
    listed = await fake_discord.slash(waiting, "sequence games", channel="games")
    assert f"#{gid}" in listed.text
    assert f"{absent.name} to act" in listed.text
    assert "may now be dropped: /sequence drop" in listed.text
    asked = await fake_discord.slash(waiting, "sequence drop", channel=record.thread_id)
    assert asked.ephemeral and f"has waited for {absent.name} since <t:{since}:R>" in asked.text
    assert "Your side is then the only one left: it wins, and the game is rated." in asked.text
    assert not (await engine_game(bot, gid)).is_over  # nothing happens before the button
    stranger = fake_discord.add_member("stranger")
    refused = await fake_discord.slash(stranger, "sequence drop", game=gid, channel="games")
    assert refused.ephemeral and "not playing in this game" in refused.text
    done = await fake_discord.click(waiting, asked.message, f"seq:{gid}:0:away")
    assert done.response_type == 7 and f"You dropped {absent.name} from game #{gid}." in done.text
    final = await board_at(fake_discord, bot, gid, 2)
    assert f"{absent.name} had not played for 3 days; the turn passes." in final.text
    assert f"{absent.name} was dropped from the game." in final.text
    assert "wins** game" in final.text and not final.ephemeral
    game = await engine_game(bot, gid)
    assert game.is_over and game.outcome.winner == game.side_of[record.seat_of(waiting.id).seat]
    assert (await bot.store.load_game(gid)).status is GameStatus.FINISHED
    assert not fake_discord.violations


async def test_with_three_players_the_others_decide_and_a_clock_game_refuses(
    fake_discord, start_bot, tmp_path
):
    clock = FakeClock()
    runner = await start_bot(factory(tmp_path / "seq.db", seeds=Seeds([4, 5]), clock=clock))
    bot = runner.bot
    host, p2, p3 = (fake_discord.add_member(n) for n in ("host", "p2", "p3"))
    gid = await start_game(fake_discord, bot, host, [p2, p3], game="classic", players=3)
    timed = await start_game(fake_discord, bot, host, [p2], game="classic", players=2, clock=60)
    record = await bot.store.load_game(gid)
    # one move, then the game waits three days for the next player
    first = (await engine_game(bot, gid)).legal_moves()[0]
    await play_by_buttons(fake_discord, bot, gid, str(first))
    game = await engine_game(bot, gid)
    absent = next(m for m in (host, p2, p3) if m.id == record.seats[game.to_act].user_id)
    others = [m for m in (host, p2, p3) if m is not absent]
    clock.now += AWAY_AFTER
    asked = await fake_discord.slash(others[0], "sequence drop", game=gid, channel="games")
    assert "The others still playing then decide whether the game goes on." in asked.text
    await fake_discord.click(others[0], asked.message, f"seq:{gid}:{game.ply}:away")
    ask = await fake_discord.wait_for_message(record.thread_id,
                                              lambda m: "should the game go on" in m.text)
    assert f"{absent.name} had not played for 3 days and was dropped." in ask.text
    assert all(f"<@{m.id}>" in ask.text for m in others)
    assert f"<@{absent.id}>" not in ask.text
    game = await engine_game(bot, gid)
    assert not game.is_over and not game.active[record.seat_of(absent.id).seat]
    # a game with a turn clock drops its players itself
    clocked = await bot.store.load_game(timed)
    refused = await fake_discord.slash(host, "sequence drop", game=timed,
                                       channel=clocked.thread_id)
    assert refused.ephemeral and "has a turn clock" in refused.text
    # ...so the list never offers to drop its player, however long it waits
    listed = await fake_discord.slash(host, "sequence games", channel="games")
    line = next(x for x in listed.text.splitlines() if x.startswith(f"#{timed} "))
    assert "may now be dropped" not in line
    assert not fake_discord.violations
