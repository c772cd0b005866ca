"""End-to-end: Discord asks the bot to reconnect in the middle of games (op 7 RECONNECT; the
fake cannot resume, so the bot identifies afresh and its ``on_ready`` runs again, as after a
session Discord invalidated). Games go on as before: no move twice, no board twice, nothing
lost. discord.py waits 5 s before each new IDENTIFY (Discord's limit), so each reconnect
here takes that long."""

import asyncio
import random
import re
from collections import Counter

from engine import Game
from tests.bot_helpers import (
    Seeds,
    board_at,
    choose,
    engine_game,
    factory,
    open_lobby,
    play_by_buttons,
    start_game,
)
from tests.test_bot_computer import start_lobby


def boards_by_ply(fake, game_id: int) -> Counter[int]:
    """How many channel messages show each ply's board (a board shown twice counts 2)."""
    count: Counter[int] = Counter()
    name = re.compile(rf"sequence-{game_id}-(\d+)\.png")
    for msg in fake.all_messages():
        channel = fake.channels.get(msg.channel_id)
        if msg.ephemeral or msg.deleted or (channel is not None and channel.is_dm):
            continue
        count.update(int(m[1]) for a in msg.attachments if (m := name.fullmatch(a.filename)))
    return count


async def reconnected(fake, bot, shard: int = 0) -> None:
    """Ask for a reconnect; wait until the bot is ready again and its ``on_ready`` work (the
    bot's listeners were scheduled before this one) is done."""
    ready = asyncio.Event()

    async def on_ready() -> None:
        ready.set()

    bot.add_listener(on_ready, "on_ready")
    try:
        await fake.reconnect_gateway(shard)
        await asyncio.wait_for(ready.wait(), 30)
    finally:
        bot.remove_listener(on_ready, "on_ready")
    assert fake.shard_connected(shard)
    await bot.idle()


async def test_a_computer_game_goes_on_after_reconnects_with_each_move_made_once(
        fake_discord, start_bot, tmp_path):
    runner = await start_bot(factory(tmp_path / "seq.db", seeds=Seeds([11])))
    bot = runner.bot
    alice = fake_discord.add_member("alice")
    gid, lobby = await open_lobby(fake_discord, alice, game="classic", players=3, computers=2,
                                  level="medium")
    await start_lobby(fake_discord, bot, alice, lobby, gid)
    rng = random.Random(4)
    game = await engine_game(bot, gid)
    turns = 0
    while not game.is_over and turns < 120:
        await play_by_buttons(fake_discord, bot, gid, choose(game, rng))
        if turns in (1, 4):  # at once, while the computers answer and their boards go out
            await reconnected(fake_discord, bot)
        await bot.idle()
        turns += 1
        game = await engine_game(bot, gid)
    assert game.is_over and turns > 5
    replay = Game.replay(game.settings, game.seed, game.moves)
    assert replay.ply == game.ply == len(await bot.store.move_log(gid))
    boards = boards_by_ply(fake_discord, gid)
    assert set(boards) == set(range(game.ply + 1)) and set(boards.values()) == {1}, boards
    record = await bot.store.load_game(gid)
    assert record.status == "finished"
    assert len(await bot.store.results_of(gid)) == 3


async def test_a_move_made_just_before_a_reconnect_is_shown_once(
        fake_discord, start_bot, tmp_path):
    runner = await start_bot(factory(tmp_path / "seq.db", seeds=Seeds([5])))
    bot = runner.bot
    alice, bob = fake_discord.add_member("alice"), fake_discord.add_member("bob")
    gid = await start_game(fake_discord, bot, alice, [bob], game="classic", players=2)
    rng = random.Random(8)
    for _ in range(2):
        game = await engine_game(bot, gid)
        ply = game.ply
        await play_by_buttons(fake_discord, bot, gid, choose(game, rng))
        await reconnected(fake_discord, bot)
        await board_at(fake_discord, bot, gid, ply + 1)
    game = await engine_game(bot, gid)
    assert game.ply == 2
    boards = boards_by_ply(fake_discord, gid)
    assert [boards[p] for p in range(3)] == [1] * 3
