"""The fake Discord honours ``enforce_nonce`` on "create message" as Discord documents it: a post
repeated with the same nonce within a few minutes returns the first message instead of a new
one; a nonce whose message was deleted is answered 404; without ``enforce_nonce`` (or after the
window) a post is a new message. ``fake.stall`` serves a request and loses its answer."""

import asyncio

from tests.fakediscord import FakeDiscord
from tests.test_fake_discord_checks import send


async def post(fake: FakeDiscord, channel: int, content: str, **extra: object):
    """Create a message as a bot would; the status and the answer."""
    return await send(fake, "POST", f"/channels/{channel}/messages",
                      {"content": content, **extra})


async def test_a_repeated_post_with_an_enforced_nonce_returns_the_first_message(fake_discord):
    games = fake_discord.channel("games").id
    status, first = await post(fake_discord, games, "board 7", nonce="b:1:7",
                               enforce_nonce=True)
    assert status == 200 and first["nonce"] == "b:1:7"
    status, again = await post(fake_discord, games, "board 7 again", nonce="b:1:7",
                               enforce_nonce=True)
    assert status == 200 and again["id"] == first["id"]
    assert [m.text for m in fake_discord.messages(games)] == ["board 7"]
    # another nonce, or the same one not enforced, is a new message
    await post(fake_discord, games, "board 8", nonce="b:1:8", enforce_nonce=True)
    await post(fake_discord, games, "board 7, not enforced", nonce="b:1:7")
    assert len(fake_discord.messages(games)) == 3


async def test_an_enforced_nonce_is_forgotten_after_its_window(fake_discord):
    games = fake_discord.channel("games").id
    fake_discord.nonce_seconds = 0.0
    _, first = await post(fake_discord, games, "one", nonce="n", enforce_nonce=True)
    _, second = await post(fake_discord, games, "two", nonce="n", enforce_nonce=True)
    assert first["id"] != second["id"]


async def test_the_nonce_of_a_deleted_message_is_answered_404(fake_discord):
    games = fake_discord.channel("games").id
    _, first = await post(fake_discord, games, "board", nonce="gone", enforce_nonce=True)
    await fake_discord.delete_message(fake_discord.message(int(first["id"])))
    status, body = await post(fake_discord, games, "board", nonce="gone", enforce_nonce=True)
    assert status == 404 and body["code"] == 10008
    assert fake_discord.messages(games) == []


async def test_a_stalled_post_is_made_but_never_answered(fake_discord):
    games = fake_discord.channel("games").id
    fault = fake_discord.stall("POST", r"/channels/\d+/messages$")
    waiting = asyncio.ensure_future(post(fake_discord, games, "lost answer"))
    await fake_discord.wait_for(lambda: fake_discord.messages(games), what="the post")
    assert fault.hits == 1 and not waiting.done()
    waiting.cancel()
    status, _ = await post(fake_discord, games, "answered")
    assert status == 200 and len(fake_discord.messages(games)) == 2
