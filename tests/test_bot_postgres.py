"""End-to-end: with DATABASE_URL set the bot keeps its games in PostgreSQL, across a restart."""

from bot import SequenceBot, Settings, load_settings
from tests.bot_helpers import FakeClock, Seeds, engine_game, play_by_buttons, start_game
from tests.store_backends import POSTGRES, StoreBackend


def test_database_url_is_read_from_env_file_and_environment(tmp_path):
    env = tmp_path / ".env"
    env.write_text("DATABASE_URL=postgresql://bot@db.internal/sequence\n", encoding="utf-8")
    assert load_settings(env, environ={}).database_url == "postgresql://bot@db.internal/sequence"
    assert load_settings(tmp_path / "none", environ={}).database_url == ""
    assert load_settings(env, environ={"DATABASE_URL": "postgresql://x/y"}).database_url == (
        "postgresql://x/y"
    )


async def test_a_bot_with_database_url_plays_and_restarts_on_postgresql(
    fake_discord, start_bot, tmp_path, postgres_cluster
):
    pg = StoreBackend(POSTGRES, tmp_path, postgres_cluster)
    runner = None
    try:
        settings = Settings(database_path=str(tmp_path / "unused.db"), database_url=pg.target())
        seeds, clock = Seeds([8]), FakeClock()

        def make() -> SequenceBot:
            return SequenceBot(settings, guild_ready_timeout=0.05, seed_source=seeds,
                               clock=clock, sweep_seconds=3600, computer_pause=0)

        runner = await start_bot(make)
        bot = runner.bot
        assert bot.store.dialect == "postgresql"
        alice = fake_discord.add_member("alice")
        bob = fake_discord.add_member("bob")
        gid = await start_game(fake_discord, bot, alice, [bob], game="classic", players=2)
        for _ in range(2):
            game = await engine_game(bot, gid)
            await play_by_buttons(fake_discord, bot, gid, str(game.legal_moves()[0]))

        bot = await runner.restart()
        game = await engine_game(bot, gid)
        assert game.ply == 2
        await play_by_buttons(fake_discord, bot, gid, str(game.legal_moves()[0]))
        plies = await pg.fetch("SELECT ply FROM moves WHERE game_id = ? ORDER BY ply", (gid,))
        assert plies == [(0,), (1,), (2,)]
        assert not (tmp_path / "unused.db").exists()
    finally:
        if runner is not None:
            await runner.stop()  # before its database is dropped
        pg.cleanup()
