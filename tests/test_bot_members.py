"""End to end through the fake Discord: what the bot keeps about members, and who clears it:
``/sequence forget`` (a member asking the bot to forget them: what they are told, what the
others still see, and not while they play) and ``/sequence reset-ladder`` (a server's new
season)."""

from __future__ import annotations

from data.forgetting import FORGOTTEN_NAME
from tests.test_bot_leaderboard import embed_text
from tests.test_bot_social import _resigned


async def test_a_member_is_forgotten_and_the_other_keeps_the_game(
    fake_discord, start_bot, tmp_path
):
    bot, alice, bob, gid, old, final = await _resigned(fake_discord, start_bot, tmp_path,
                                                          "alice")
    asked = await fake_discord.slash(alice, "sequence forget", channel="games")
    assert asked.ephemeral and "in 1 game" in asked.text and "on 1 ladder" in asked.text
    assert "cannot be undone" in asked.text
    assert (await bot.store.load_game(gid)).seat_of(alice.id) is not None  # not before
    done = await fake_discord.click(alice, asked.message, f"seqlb:forget:{alice.id}")
    assert done.response_type == 7 and "forgotten you (1 game changed)" in done.text
    record = await bot.store.load_game(gid)
    assert record.seat_of(alice.id) is None and record.host_id != alice.id
    assert FORGOTTEN_NAME in [s.display_name for s in record.seats]
    board = await fake_discord.slash(bob, "sequence leaderboard", game="classic")
    text = embed_text(board.message)
    assert f"<@{bob.id}>" in text and f"<@{alice.id}>" not in text
    # bob's rematch: he hosts it now, and alice's place is open to anyone
    pressed = await fake_discord.click(bob, final, f"seq:{gid}:-:rematch")
    assert pressed.response_type == 4 and f"<@{bob.id}>" in pressed.text
    new = await bot.store.load_game(gid + 1)
    assert new.host_id == bob.id and [s.user_id for s in new.seats] == [bob.id]
    # in a lobby (or a game) alice is asked to leave it first
    lobby = fake_discord.message(new.lobby_message_id)
    await fake_discord.click(alice, lobby, f"seq:{gid + 1}:-:join")
    refused = await fake_discord.slash(alice, "sequence forget", channel="games")
    assert refused.ephemeral and f"#{gid + 1}" in refused.text and "leave it" in refused.text
    assert refused.message.custom_ids() == []
    assert not fake_discord.violations


async def test_an_admin_starts_a_ladder_again_and_the_channel_is_told(
    fake_discord, start_bot, tmp_path
):
    bot, alice, bob, gid, old, final = await _resigned(fake_discord, start_bot, tmp_path,
                                                          "alice")
    refused = await fake_discord.slash(bob, "sequence reset-ladder", game="classic",
                                       channel="games")
    assert refused.ephemeral and "Manage Server" in refused.text
    fake_discord.grant(bob, "manage_guild")
    asked = await fake_discord.slash(bob, "sequence reset-ladder", game="classic",
                                     channel="games")
    assert asked.ephemeral and "cannot be undone" in asked.text
    assert len((await bot.store.leaderboard(old.guild_id, "classic")).rows) == 2
    done = await fake_discord.click(bob, asked.message, "seqlb:reset:classic")
    assert done.response_type == 7 and "2 ratings deleted" in done.text
    notice = await fake_discord.wait_for_message(
        "games", lambda m: "A new season" in m.text)
    assert f"<@{bob.id}>" in notice.text and not notice.ephemeral
    assert (await bot.store.leaderboard(old.guild_id, "classic")).rows == ()
    assert await bot.store.history_count(old.guild_id, alice.id) == 1
    board = await fake_discord.slash(alice, "sequence leaderboard", game="classic")
    assert f"<@{alice.id}>" not in embed_text(board.message)
    assert not fake_discord.violations
