"""End-to-end: the message that ends a game shows the final board whole and plays the replay.

Discord lays out several images of one gallery (or inline) as a mosaic of cropped squares,
which cut the final board's "… won!" line; the board card therefore shows the final board and
the replay GIF in two media galleries of one item each, each laid out whole. A one-item gallery
is shown at most 600 × 350 on desktop and about 316 px wide on a phone (render/README.md has
the sources).
"""

from __future__ import annotations

import asyncio
import io
import random

from PIL import Image, ImageSequence

from cogs.pictures import names_of
from engine import Game, GameSettings, replay_snapshots
from i18n import picture_words
from render import render_final_board
from render.replay import replay_frame
from tests.bot_helpers import (
    Seeds,
    board_at,
    choose,
    engine_game,
    factory,
    play_by_buttons,
    start_game,
)

GALLERY_BOX = (316, 350)
"""The size at which a phone shows a one-item media gallery in a card (the smaller of the
desktop and phone limits)."""


def frames(gif: bytes) -> list[Image.Image]:
    """Every frame of ``gif`` as Discord plays it (each composed over the one before)."""
    im = Image.open(io.BytesIO(gif))
    return [frame.convert("RGB") for frame in ImageSequence.Iterator(im)]


def ink_rows(im: Image.Image, top: int, bottom: int) -> int:
    """How many pixel rows between ``top`` and ``bottom`` carry light text ink."""
    band = im.crop((0, top, im.width, bottom)).convert("L")
    return sum(1 for y in range(band.height)
               if max(band.getpixel((x, y)) for x in range(band.width)) > 200)


async def test_the_final_message_shows_the_board_whole_and_plays_a_readable_replay(
        fake_discord, start_bot, tmp_path):
    runner = await start_bot(factory(tmp_path / "seq.db", seeds=Seeds([23])))
    bot = runner.bot
    alice = fake_discord.add_member("alice")
    bob = fake_discord.add_member("bob")
    gid = await start_game(fake_discord, bot, alice, [bob], game="classic", players=2)
    rng = random.Random(23)
    game = await engine_game(bot, gid)
    for _ in range(8):
        await play_by_buttons(fake_discord, bot, gid, choose(game, rng))
        game = await engine_game(bot, gid)
    record = await bot.store.load_game(gid)
    asked = await fake_discord.slash(alice, "sequence resign", channel=record.thread_id)
    await asked.final_message()
    await fake_discord.click(alice, asked.message, f"seq:{gid}:{game.ply}:resign")
    game = await engine_game(bot, gid)
    assert game.is_over
    final = await board_at(fake_discord, bot, gid, game.ply)
    record = await bot.store.load_game(gid)

    # The final board and the replay, each the one item of its own gallery (two items of one
    # gallery would be shown as cropped squares), the board first.
    pngs = [a for a in final.attachments if a.filename.endswith(".png")]
    gifs = [a for a in final.attachments if a.filename.endswith(".gif")]
    assert len(pngs) == 1 and len(gifs) == 1, [a.filename for a in final.attachments]
    galleries = [c for c in final.all_components() if c.get("type") == 12]
    assert [[i["media"]["url"] for i in g["items"]] for g in galleries] == [
        [f"attachment://{pngs[0].filename}"], [f"attachment://{gifs[0].filename}"]]
    assert all(i.get("description") for g in galleries for i in g["items"])  # alt text
    assert "wins" in final.text

    # The board shown is the final board as the renderer draws it, whole: nearly square, so
    # Discord shows it at its full 350 px height, the winner's line on top.
    words = picture_words("en")
    final_snapshot = game.snapshot()
    assert pngs[0].data == render_final_board(final_snapshot, names=names_of(record),
                                              game_number=gid, words=words)
    board = Image.open(io.BytesIO(pngs[0].data))
    assert board.width / board.height <= 11 / 7

    # The replay: the start, then one frame per move, ending on the final position.
    played = frames(gifs[0].data)
    snapshots = list(replay_snapshots(GameSettings.from_dict(dict(record.settings)),
                                      record.seed, record.moves))
    assert len(played) == len(snapshots) == len(record.moves) + 1
    assert snapshots[-1].outcome is not None
    last = replay_frame(snapshots[-1], names=names_of(record), emphasise_winner=True,
                        words=words).convert("RGB")
    assert played[-1].tobytes() == last.tobytes()
    first = replay_frame(snapshots[0], names=names_of(record), words=words).convert("RGB")
    assert played[0].tobytes() == first.tobytes()

    # Readable where Discord shows it: in its gallery on a phone. The caption over each
    # frame ("8. bob: …", "bob won! (others resigned)") spans at least 12 px there, chip and
    # text (its capitals are 10 px tall).
    w, h = played[-1].size
    scale = min(1.0, GALLERY_BOX[0] / w, GALLERY_BOX[1] / h)
    caption = ink_rows(played[-1], 0, 44)
    assert caption * scale >= 12, (caption, scale)
    assert Game.replay(game.settings, game.seed, game.moves).ply == len(played) - 1


async def test_a_winning_move_typed_is_acknowledged_while_its_replay_is_drawn(
        fake_discord, start_bot, tmp_path, monkeypatch):
    # Found by tests/test_bot_monkey.py (PostgreSQL, seed 116, a loaded machine): only the
    # final board's picture was timed against Discord's 3 seconds; the answer then waited for
    # the replay (seconds for a long game) and came too late ("Unknown interaction"). The
    # replay is now drawn beside the board and timed with it: a slow one says "thinking…".
    import cogs.boards

    drawn, release = asyncio.Event(), asyncio.Event()
    real = cogs.boards.replay_file

    async def slow_replay(*args, **kwargs):
        drawn.set()
        await release.wait()
        return await real(*args, **kwargs)

    runner = await start_bot(factory(tmp_path / "seq.db", seeds=Seeds([23])))
    bot = runner.bot
    alice, bob = fake_discord.add_member("alice"), fake_discord.add_member("bob")
    gid = await start_game(fake_discord, bot, alice, [bob], game="classic", players=2)
    rng = random.Random(23)
    game = await engine_game(bot, gid)
    while (win := _winning(game)) is None:
        await play_by_buttons(fake_discord, bot, gid, choose(game, rng))
        game = await engine_game(bot, gid)
        assert game.ply < 300 and not game.is_over
    record = await bot.store.load_game(gid)
    monkeypatch.setattr(cogs.boards, "replay_file", slow_replay)
    monkeypatch.setattr(cogs.boards, "ANSWER_WITHIN", 0.2)
    member = fake_discord.member(record.seats[game.to_act].user_id)
    h = await fake_discord.slash(member, "sequence play", channel=record.thread_id, move=win,
                                 game=gid)
    await drawn.wait()
    assert h.response_type == 5 and not h.message.text  # "thinking…" while it is drawn
    release.set()
    final = await h.final_message()
    assert f"sequence-{gid}-replay.gif" in [a.filename for a in final.attachments]
    assert (await engine_game(bot, gid)).is_over


def _winning(game: Game) -> str | None:
    """A move of the seat to act that ends the game, as text; None if there is none."""
    for move in game.legal_moves():
        trial = Game.replay(game.settings, game.seed, game.moves)
        trial.play(move)
        if trial.is_over:
            return str(move)
    return None
