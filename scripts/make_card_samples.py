"""Draw screenshot-like samples of a board card and a hand panel as Discord shows them.

    .venv/bin/python scripts/make_card_samples.py   # writes docs/sample-board-card.png and
                                                    # docs/sample-hand-panel.png

The pictures, texts, labels and move notes are the bot's own (the renderer, the message
catalogue, ``engine.ai.advice``) for a real game; only the chrome around them (Discord's dark
theme, the container's accent bar, the buttons, the open menu) is drawn here, after
Discord's layout: a message column 600 px wide, pictures fitted into 550 × 350.
"""

from __future__ import annotations

import io
import random
import sys
from pathlib import Path

from PIL import Image, ImageDraw

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cogs.reasons import card_name  # noqa: E402
from engine import Game, GameSettings  # noqa: E402
from engine.ai import choose_move  # noqa: E402
from engine.ai.advice import ranked_moves  # noqa: E402
from i18n import picture_words, text  # noqa: E402
from render import render_board, render_private_view  # noqa: E402
from render.cards import render_card_emoji  # noqa: E402
from render.fonts import font  # noqa: E402
from render.theme import side_colour  # noqa: E402

DOCS = Path(__file__).resolve().parents[1] / "docs"
BG, CARD, INK, DIM = (49, 51, 56), (43, 45, 49), (219, 222, 225), (148, 155, 164)
BLURPLE, GREY, MENU = (88, 101, 242), (78, 80, 88), (30, 31, 34)
WIDTH, PICTURE = 640, (550, 350)
NAMES = {0: "Alice", 1: "Bob"}


def _fit(png: bytes) -> Image.Image:
    im = Image.open(io.BytesIO(png)).convert("RGB")
    scale = min(PICTURE[0] / im.width, PICTURE[1] / im.height)
    return im.resize((round(im.width * scale), round(im.height * scale)), Image.LANCZOS)


def _header(d: ImageDraw.ImageDraw, y: int) -> int:
    d.ellipse((16, y, 56, y + 40), fill=(0, 114, 178))
    d.text((70, y), "Sequence", font=font(16), fill=INK)
    d.rounded_rectangle((160, y + 2, 196, y + 20), 4, fill=BLURPLE)
    d.text((166, y + 3), "APP", font=font(12), fill=(255, 255, 255))
    d.text((206, y + 2), "Today at 20:14", font=font(13, bold=False), fill=DIM)
    return y + 26


def _lines(d: ImageDraw.ImageDraw, x: int, y: int, lines: list[str]) -> int:
    for line in lines:
        bold = line.startswith("**")
        d.text((x, y), line.strip("*"), font=font(15, bold=bold), fill=INK)
        y += 22
    return y


def _button(d: ImageDraw.ImageDraw, x: int, y: int, label: str, colour: tuple[int, int, int]
            ) -> int:
    w = int(font(14).getlength(label)) + 32
    d.rounded_rectangle((x, y, x + w, y + 32), 4, fill=colour)
    d.text((x + 16, y + 7), label, font=font(14), fill=(255, 255, 255))
    return x + w + 8


def _last(game: Game) -> str:
    """The line the bot posts for the last move (``Alice played 5♠ on E1.``)."""
    move = game.moves[-1]
    return text("event.place", "en", player=NAMES[1 - game.to_act],
                card=card_name(move.card or "", "en"), space=move.space)


def _game() -> Game:
    game = Game.new(GameSettings("classic", players=2), seed=7)
    rng = random.Random(3)
    while game.ply < 28 and not game.is_over:
        game.play(choose_move(game, game.to_act, "hard", rng=rng))
    return game


def board_card(game: Game) -> Image.Image:
    """The board after a move, as a V2 card in a channel."""
    words = picture_words("en")
    picture = _fit(render_board(game.snapshot(), names=NAMES, game_number=7, words=words))
    img = Image.new("RGB", (WIDTH, 560), BG)
    d = ImageDraw.Draw(img)
    y = _header(d, 12)
    lines = [_last(game),
             f"@{NAMES[game.to_act]}, it is your turn.",
             "Time runs out in 2 minutes."]
    accent = side_colour(game.settings.colours[game.settings.side_of(game.to_act)]).fill
    top = y + 4
    d.rounded_rectangle((70, top, 70 + PICTURE[0], top + 16 + 22 * len(lines)), 8, fill=CARD)
    d.rectangle((70, top, 74, top + 16 + 22 * len(lines)), fill=accent)
    y = _lines(d, 88, top + 8, lines) + 14
    img.paste(picture, (70, y))
    y += picture.height + 10
    x = _button(d, 70, y, text("button.play", "en"), BLURPLE)
    _button(d, x, y, text("button.hand", "en"), GREY)
    return img.crop((0, 0, WIDTH, y + 44))


def hand_panel(game: Game) -> Image.Image:
    """The player's panel on their turn, with its move menu open."""
    words = picture_words("en")
    seat = game.to_act
    picture = _fit(render_private_view(game.snapshot(seat), names=NAMES, game_number=7,
                                       words=words))
    img = Image.new("RGB", (WIDTH, 900), BG)
    d = ImageDraw.Draw(img)
    y = _header(d, 12)
    lines = [text("hand.title", "en", game=7, ply=game.ply),
             _last(game),
             text("panel.your_turn", "en") + " Time runs out in 2 minutes."]
    y = _lines(d, 70, y + 2, lines) + 6
    img.paste(picture, (70, y))
    y += picture.height + 10
    d.rounded_rectangle((70, y, 70 + 480, y + 40), 4, fill=MENU)
    d.text((82, y + 11), text("select.move", "en"), font=font(14, bold=False), fill=DIM)
    y += 44
    advice = [a for a in ranked_moves(game, seat) if a.move.kind == "play"][:5]
    d.rounded_rectangle((70, y, 70 + 480, y + 8 + 52 * len(advice)), 4, fill=(43, 45, 49))
    for i, item in enumerate(advice):
        row = y + 6 + 52 * i
        face = Image.open(io.BytesIO(render_card_emoji(item.move.card or "", words)))
        face = face.resize((30, 30), Image.LANCZOS)
        img.paste(face, (82, row + 9), face)
        label = f"{card_name(item.move.card or '', 'en')} → {item.move.space}"
        d.text((122, row + 6), label, font=font(15), fill=INK)
        note = text(f"panel.note.{item.note}", "en", length=item.length) if item.note else ""
        d.text((122, row + 28), note, font=font(13, bold=False), fill=DIM)
    y += 8 + 52 * len(advice) + 8
    _button(d, 70, y, text("button.refresh", "en"), GREY)
    y += 40
    d.text((70, y), "Only you can see this · Dismiss message", font=font(12, bold=False),
           fill=DIM)
    return img.crop((0, 0, WIDTH, y + 24))


def main() -> None:
    """Write both samples."""
    game = _game()
    board_card(game).save(DOCS / "sample-board-card.png", optimize=True)
    hand_panel(game).save(DOCS / "sample-hand-panel.png", optimize=True)
    print("wrote docs/sample-board-card.png and docs/sample-hand-panel.png")


if __name__ == "__main__":
    main()
