"""Private views: hands by DM after every change, and the ephemeral "My hand" view.

Shared by the hand, play and lobby cogs (this module is not an extension).

A hand is shown only to its owner: by DM (which game, with a link to the board) and
ephemerally through the My hand button or ``/sequence hand``. A member whose DMs are closed
(Discord error 50007) is remembered in the store and not sent DMs again.
"""

from __future__ import annotations

import logging
import re
from typing import TYPE_CHECKING, Any

import discord

from cogs import components as ui
from cogs.boards import board_channel_id, private_file
from cogs.errors import UserError
from cogs.language import user_locale
from cogs.messages import locale_of, t
from cogs.present import hand_text
from cogs.reasons import card_name
from data import GameRecord
from engine import Game

if TYPE_CHECKING:
    from cogs.client import SequenceBot

log = logging.getLogger(__name__)

CLOSED_DMS = 50007
CARD_VALUE = re.compile(r"(?P<dead>dead_)?(?P<card>[A-Z0-9]{2,10})")
"""A card select's option value: ``QS`` or ``dead_9D`` (untrusted)."""


def play_components(record: GameRecord, game: Game, seat: int, locale: str) -> list[Any]:
    """The controls of a private view: pick a card (or turn in a dead one, or pass)."""
    gid, ply = record.id, game.ply
    if game.is_over:
        return []
    if seat in game.owed_forfeits():
        cards = list(dict.fromkeys(game.hand(seat)))
        return [ui.select(t("select.forfeit", locale), ui.custom_id(gid, ply, "forfeitcard"),
                          [(card_name(c, locale), c) for c in cards])]
    if seat != game.to_act or game.owed_forfeits():
        return []
    moves = game.legal_moves(seat)
    options: list[tuple[str, str]] = []
    seen: set[str] = set()
    for move in moves:
        if move.kind == "play" and move.card not in seen:
            seen.add(move.card or "")
            options.append((t("card.play", locale, card=card_name(move.card or "", locale)),
                            move.card or ""))
        elif move.kind == "dead":
            options.append((t("card.dead", locale, card=card_name(move.card or "", locale)),
                            f"dead_{move.card}"))
    items: list[Any] = []
    if options:
        items.append(ui.select(t("select.card", locale), ui.custom_id(gid, ply, "card"),
                               options, row=0))
    if any(m.kind == "pass" for m in moves):
        items.append(ui.button(t("button.pass", locale), ui.custom_id(gid, ply, "pass"),
                               row=1))
    return items


def space_components(record: GameRecord, game: Game, card: str, locale: str) -> list[Any]:
    """Selects of the spaces a chosen card can go to (several when there are more than 25)."""
    gid, ply = record.id, game.ply
    spaces = [m.space or "" for m in game.legal_moves() if m.kind == "play" and m.card == card]
    items: list[Any] = []
    for i, part in enumerate(ui.chunks(spaces)[:4]):
        items.append(ui.select(t("select.space", locale, spaces=ui.spaces_hint(part)),
                               ui.custom_id(gid, ply, "space", f"{card}_{i}"),
                               [(s, s) for s in part], row=i))
    items.append(ui.button(t("button.back", locale), ui.custom_id(gid, ply, "back"),
                           row=min(len(items), 4)))
    return items


async def private_view(
    bot: SequenceBot, record: GameRecord, game: Game, seat: int, locale: str
) -> dict[str, Any]:
    """Content, picture and controls of a seat's private view, as message keyword arguments."""
    content = hand_text(record, game, seat, locale, link=bot.boards.link(record))
    if not record.seats[seat].dm_ok:
        content += "\n" + t("hand.no_dm_note", locale)
    file = await private_file(game, record, seat, locale, executor=bot.workers)
    return {
        "content": content,
        "attachments": [file] if file else [],
        "view": ui.view_of(*play_components(record, game, seat, locale)),
    }


async def show_private(
    bot: SequenceBot, interaction: discord.Interaction, game_id: int, *, edit: bool = False
) -> None:
    """Answer ``interaction`` with the member's private view of ``game_id`` (ephemeral)."""
    locale = locale_of(interaction)
    record, game = await bot.service.game(game_id)
    seat = record.seat_of(interaction.user.id)
    if seat is None:
        raise UserError("error.not_player")
    if edit:
        kwargs = await private_view(bot, record, game, seat.seat, locale)
        await interaction.response.edit_message(**kwargs)
        return
    await interaction.response.defer(ephemeral=True, thinking=True)
    kwargs = await private_view(bot, record, game, seat.seat, locale)
    await interaction.edit_original_response(**kwargs)


async def send_hands(
    bot: SequenceBot,
    record: GameRecord,
    game: Game,
    seats: tuple[int, ...],
    *,
    picture: bool = True,
    retry_closed: bool = False,
) -> None:
    """DM each of ``seats`` its new hand with its private picture (``picture``), skipping
    members whose DMs are closed — except at the deal of a new game (``retry_closed``), where a
    closed DM is tried once more, so a member who opened their DMs again gets them.

    Call it in a background task after the board has gone out: the pictures are drawn one at a
    time in the bot's DM picture thread, so they never hold up a move's board.
    """
    if game.settings.variant == "dice":
        return
    server = await bot.service.guild_locale(record.guild_id)
    link = bot.boards.link(record)
    for seat in seats:
        info = record.seats[seat]
        if info.user_id is None or game.is_over or not (info.dm_ok or retry_closed):
            continue
        locale = user_locale(bot, info.user_id, server)  # a DM: the player's language
        content = hand_text(record, game, seat, locale, dm=True,
                            channel=f"<#{board_channel_id(record)}>", link=link)
        file = None
        if picture:
            file = await private_file(game, record, seat, locale, executor=bot.workers)
        try:
            channel = await bot.create_dm(discord.Object(info.user_id))
            if file is not None:
                await channel.send(content, file=file)
            else:
                await channel.send(content)
        except discord.HTTPException as error:
            if error.code == CLOSED_DMS:
                log.info("DMs closed for a player of game %s; not retrying", record.id)
                if info.dm_ok:
                    await bot.service.closed_dm(info.user_id)
            else:
                log.warning("DM to a player of game %s failed: %s", record.id, error.status)
            continue
        if not info.dm_ok:
            log.info("DMs open again for a player of game %s", record.id)
            await bot.service.opened_dm(info.user_id)
