"""A board message as a Components V2 card: its status text in a container with the accent
colour of the side to act, the picture with alt text, a finished game's replay, and the
controls of the position (Play, My hand, a Dice roll's menu...)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord

from cogs import components as ui
from cogs.fitting import fit
from cogs.messages import t
from cogs.pictures import ALT_TEXT_LIMIT
from cogs.present import alt_text, move_note
from data import GameRecord
from engine import Game
from engine.ai.advice import Advice, ranked_moves
from render.theme import side_colour

CARD_TEXT_LIMIT = 3800
"""Characters of a card's status text (Discord allows 4,000 in a V2 message's text)."""


def board_rows(record: GameRecord, game: Game, locale: str,
               ranked: Sequence[Advice] | None = None) -> list[list[discord.ui.Item[Any]]]:
    """The controls under a board, row by row: what can be done in this position (a Dice
    roll's menu from ``ranked``, the acting seat's ``ranked_moves``, ranked here if not
    given)."""
    gid, ply = record.id, game.ply
    if game.is_over:
        if any(s.user_id is not None for s in record.seats):
            rematch = ui.custom_id(gid, None, "rematch")
            return [[ui.button(t("button.rematch", locale), rematch,
                               style=discord.ButtonStyle.success)]]
        return []
    snapshot = game.snapshot()
    if game.settings.variant == "dice":
        if snapshot.pending_roll:
            # The roll's spaces best first, each saying what it does (public: Dice hides
            # nothing), as the card games' hand panels list a player's moves.
            advice = ranked if ranked is not None else ranked_moves(game, game.to_act)
            total = sum(snapshot.last_roll or (0, 0))
            rows: list[list[discord.ui.Item[Any]]] = []
            for i, start in enumerate(range(0, min(len(advice), 4 * ui.SELECT_LIMIT),
                                            ui.SELECT_LIMIT)):
                part = advice[start:start + ui.SELECT_LIMIT]
                spaces = [str(a.move) for a in part]
                in_order = sorted(spaces, key=game.cell_of)
                rows.append([ui.select(
                    t("select.dice_space", locale, total=total,
                      spaces=ui.spaces_hint(in_order)),
                    ui.custom_id(gid, ply, "dspace", str(i)), [(s, s) for s in spaces],
                    descriptions=[move_note(a.note, a.length, locale) for a in part])])
            return rows
        return [[ui.button(t("button.roll", locale), ui.custom_id(gid, ply, "roll"),
                           style=discord.ButtonStyle.primary, emoji="🎲")]]
    items: list[discord.ui.Item[Any]] = []
    forfeits = game.owed_forfeits()
    if forfeits:
        items.append(ui.button(t("button.forfeit", locale), ui.custom_id(gid, ply, "forfeit"),
                               style=discord.ButtonStyle.danger))
    else:
        items.append(ui.button(t("button.play", locale), ui.custom_id(gid, ply, "play"),
                               style=discord.ButtonStyle.primary))
    items.append(ui.button(t("button.hand", locale), ui.custom_id(gid, None, "hand")))
    if game.owed_draws():
        items.append(ui.button(t("button.draw", locale), ui.custom_id(gid, ply, "draw"),
                               style=discord.ButtonStyle.success))
    if game.settings.table_talk and not forfeits:
        items.append(ui.button(t("button.talk", locale), ui.custom_id(gid, ply, "talk"),
                               style=discord.ButtonStyle.danger))
    return [items]


def accent(game: Game) -> discord.Colour:
    """The card's accent: the colour of the side to act, or of the winner."""
    outcome = game.outcome
    if outcome is not None:
        side = outcome.winner
    else:
        side = game.settings.side_of(game.to_act)
    if side is None:
        return discord.Colour.dark_grey()
    return discord.Colour.from_rgb(*side_colour(game.settings.colours[side]).fill)


def board_card(
    record: GameRecord,
    game: Game,
    locale: str,
    text: str,
    picture: discord.File | None,
    replay: discord.File | None = None,
    *,
    controls: bool = True,
    ranked: Sequence[Advice] | None = None,
) -> discord.ui.LayoutView:
    """A board as a Components V2 card: the status text in a container with the accent of
    the side to act, the picture (with alt text for screen readers) below it at full width,
    the replay of a finished game in a gallery of its own, then the controls."""
    card = discord.ui.LayoutView(timeout=None)
    card.add_item(discord.ui.Container(discord.ui.TextDisplay(fit(text, CARD_TEXT_LIMIT)),
                                       accent_colour=accent(game)))
    if picture is not None:
        card.add_item(discord.ui.MediaGallery(discord.MediaGalleryItem(
            f"attachment://{picture.filename}",
            description=fit(alt_text(record, game, locale), ALT_TEXT_LIMIT))))
    if replay is not None:
        card.add_item(discord.ui.MediaGallery(discord.MediaGalleryItem(
            f"attachment://{replay.filename}",
            description=t("board.replay_alt", locale, game=record.id, moves=game.ply))))
    if controls:
        for row in board_rows(record, game, locale, ranked):
            card.add_item(discord.ui.ActionRow(*row))
    return card


def without_controls(card: discord.ui.LayoutView) -> discord.ui.LayoutView:
    """``card`` with its buttons and menus taken off (an old board keeps its text and picture)."""
    for item in list(card.children):
        if isinstance(item, discord.ui.ActionRow):
            card.remove_item(item)
    return card
