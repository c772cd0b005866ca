"""The bot in its own process, killed with SIGKILL at random moments while games are played:
after every restart every board has caught up, no acknowledged move is lost, and no process of
the killed bot is left (``benchmarks/durability.py`` runs the same with 30 kills)."""

from benchmarks.durability import main, parse


async def test_sigkill_at_random_moments_loses_nothing_and_leaves_no_board_behind():
    figures = await main(parse(["--kills", "3", "--games", "3", "--min", "0.3", "--max", "1.5"]))
    assert figures.kills == 3
    assert figures.acknowledged  # moves were made and seen between the kills
    assert figures.lost == 0
    assert figures.behind == 0
    assert figures.orphans == 0
