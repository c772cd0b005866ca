"""Reopening the database and replaying the stored moves gives the same games."""

import random

import pytest

from data import GameStatus
from data.replay import rebuild

engine = pytest.importorskip("engine")
if not hasattr(engine, "Game"):  # pragma: no cover - only while the engine is being written
    pytest.skip("engine.Game is not available yet", allow_module_level=True)

TABLES = [
    ("classic", 2, 0), ("classic", 3, 0), ("classic", 4, 2), ("kids", 2, 0), ("dice", 2, 0),
]


async def play_some(store, variant, players, sides, seed, plies):
    settings = engine.GameSettings(variant, players, sides)
    game = await store.create_game(guild_id=1, channel_id=2, host_id=100, variant=variant,
                                   settings=settings.to_dict(), seed=seed)
    for seat in range(players):
        await store.add_seat(game.id, user_id=100 + seat, display_name=f"p{seat}",
                             side=settings.side_of(seat))
    await store.start_game(game.id)
    live = engine.Game.new(settings, seed)
    rng = random.Random(seed)
    for ply in range(plies):
        if live.is_over:
            break
        move, seat = rng.choice(live.legal_moves()), live.to_act
        live.play(move)
        status = GameStatus.FINISHED if live.is_over else GameStatus.ACTIVE
        await store.record_move(game.id, ply, str(move), seat, status=status)
    return game.id, live


async def test_reopen_and_replay_gives_the_same_games(backend):
    live_games = {}
    async with backend.store() as store:
        for i, (variant, players, sides) in enumerate(TABLES):
            game_id, live = await play_some(store, variant, players, sides, seed=1000 + i,
                                            plies=40 + 7 * i)
            live_games[game_id] = live
    async with backend.store() as store:
        for game_id, live in live_games.items():
            record = await store.load_game(game_id)
            rebuilt = rebuild(record)
            assert rebuilt.fingerprint() == live.fingerprint()
            assert rebuilt.snapshot(0) == live.snapshot(0)
            assert len(record.moves) == live.ply
        open_ids = {g.id for g in await store.active_games()}
        assert open_ids == {gid for gid, live in live_games.items() if not live.is_over}


async def test_a_game_played_to_its_end_replays_to_the_same_outcome(backend):
    async with backend.store() as store:
        game_id, live = await play_some(store, "classic", 2, 0, seed=3, plies=10_000)
    assert live.is_over
    async with backend.store() as store:
        record = await store.load_game(game_id)
    assert record.status is GameStatus.FINISHED
    assert rebuild(record).outcome == live.outcome
