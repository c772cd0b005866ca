"""A board that Discord accepted from a process that died before recording it is not posted
again by the next process: the board's channel post carries a nonce per (game, ply) that
Discord (and the fake) answer with the first message when it comes again."""

from pathlib import Path

from tests.bot_helpers import find_board, open_lobby
from tests.fakediscord import FakeDiscord
from tests.fakediscord.models import StoredMessage
from tests.processes import BotProcess

WAIT = 30.0
"""Seconds to wait for anything the bot process does (it shares the cores with the test)."""


def boards_at(fake: FakeDiscord, gid: int, ply: int) -> list[StoredMessage]:
    """Every board message posted for ``ply`` of game ``gid`` (read from the Play button each
    was posted with, so a board whose buttons were taken off still counts)."""
    needle = f"'seq:{gid}:{ply}:play'"
    return [m for m in fake.all_messages() if not m.ephemeral and needle in str(
        (m.history[0] if m.history else m).components)]


async def turn_dm(fake: FakeDiscord, members: list, gid: int, ply: int):
    """The member whose turn DM for ``ply`` arrived, and that DM."""
    menu = f"seq:{gid}:{ply}:pmove"
    return await fake.wait_for(lambda: next(
        ((m, dm) for m in members for dm in fake.dms(m) if menu in dm.custom_ids()), None),
        timeout=WAIT, what=f"the turn DM of ply {ply}")


async def test_a_board_posted_just_before_a_crash_is_not_posted_again(tmp_path: Path):
    async with FakeDiscord() as fake:
        fake.ack_deadline = 10.0  # a bot process on busy cores
        bot = BotProcess(fake.base_url, str(tmp_path / "seq.db"), "--undo-seconds", "0")
        try:
            await bot.start()
            alice, bob = fake.add_member("alice"), fake.add_member("bob")
            gid, lobby = await open_lobby(fake, alice, game="classic", players=2)
            await fake.click(bob, lobby, f"seq:{gid}:-:join")
            await fake.click(alice, lobby, f"seq:{gid}:-:start")
            first = await fake.wait_for(lambda: find_board(fake, gid, 0), timeout=WAIT)
            member, dm = await turn_dm(fake, [alice, bob], gid, 0)
            # Discord takes the next board but its answer never reaches the bot, which dies
            lost = fake.stall("POST", rf"/channels/{first.channel_id}/messages$")
            menu = f"seq:{gid}:0:pmove"
            move = next(s for s in dm.selects() if s["custom_id"] == menu)["options"][0]
            chosen = await fake.select(member, dm, menu, [move["value"]])
            assert chosen.response_type == 7, chosen.rejected
            await fake.wait_for(lambda: boards_at(fake, gid, 1), timeout=WAIT)
            assert lost.hits == 1
            assert await bot.kill() == 0
            # the restarted bot owes ply 1's board; posting it again gets the first one back
            await bot.start()
            await fake.wait_for(lambda: not fake.message(first.id).custom_ids(), timeout=WAIT,
                                what="board 0 losing its buttons (board 1 recorded)")
            assert len(boards_at(fake, gid, 1)) == 1
            # and the game goes on from it
            member, dm = await turn_dm(fake, [alice, bob], gid, 1)
            menu = f"seq:{gid}:1:pmove"
            move = next(s for s in dm.selects() if s["custom_id"] == menu)["options"][0]
            await fake.select(member, dm, menu, [move["value"]])
            await fake.wait_for(lambda: boards_at(fake, gid, 2), timeout=WAIT)
            board, = boards_at(fake, gid, 1)  # the one board of ply 1 was the current one:
            await fake.wait_for(lambda: not fake.message(board.id).custom_ids(), timeout=WAIT,
                                what="board 1 losing its buttons")
        finally:
            await bot.stop()
    fake.check()
