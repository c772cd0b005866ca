"""Moves made on the board and typed: the Play and Forfeit buttons (which open the hand panel,
``cogs.panel``, where card moves are made), the Dice space menu and an old board's Roll button,
the Draw button, and ``/sequence play``.

Each handler checks who may act (through the service), makes the move, answers the click, and
hands the rest to ``announce.after_move``. Nothing here decides a rule.
"""

from __future__ import annotations

import asyncio
import logging
import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from cogs import components as ui
from cogs.announce import after_move, answer_with_link
from cogs.boards import ANSWER_WITHIN, board_channel_id
from cogs.errors import RuleError, UserError
from cogs.group import game_autocomplete, resolve_game_here, resolve_here, sequence_group
from cogs.in_time import done_in_time
from cogs.messages import locale_of
from cogs.present import move_label, move_note
from data import GameStatus
from engine import Game, IllegalMoveError, Move, parse_move
from engine.ai.advice import Advice
from table import name_of as seat_name

log = logging.getLogger(__name__)

if TYPE_CHECKING:
    from cogs.client import SequenceBot

SPACE_VALUE = re.compile(r"[A-Z][1-9][0-9]?")




async def _checked(interaction: discord.Interaction[SequenceBot], ref: ui.Ref, *, turn: bool = True,
                   any_ply: bool = False) -> int:
    """The member's seat in ``ref.game``; refuses non-players, old boards (unless the button
    opens the panel, which is always current: ``any_ply``) and wrong turns."""
    record, game = await interaction.client.service.game(ref.game)
    seat = record.seat_of(interaction.user.id)
    if seat is None:
        raise UserError("error.not_player")
    if game.is_over:
        raise UserError("error.game_over", game=record.id)
    if ref.ply is not None and ref.ply != game.ply:
        if record.unannounced:  # the newest board was never posted: post it now
            bot = interaction.client
            bot.background(bot.announcer.announce_or_later(record.id))
        if not any_ply:
            raise UserError("error.stale")
    if turn and game.to_act != seat.seat:
        raise UserError("error.not_your_turn", player=seat_name(record, game.to_act))
    return seat.seat


def _one_value(ref: ui.Ref, pattern: re.Pattern[str]) -> re.Match[str]:
    if len(ref.values) != 1:
        raise UserError("error.forged")
    match = pattern.fullmatch(ref.values[0])
    if match is None:
        raise UserError("error.forged")
    return match


async def move_from_board(
    interaction: discord.Interaction[SequenceBot], ref: ui.Ref, text: str
) -> None:
    """A move made with a control on the board itself: the old board loses its controls."""
    bot = interaction.client
    result = await bot.service.play(ref.game, interaction.user.id, text, ply=ref.ply)
    try:  # the move is stored: whatever happens to this answer, the board goes out
        spent = bot.boards.spent(interaction.message) if interaction.message else None
        await interaction.response.edit_message(view=spent)
    except discord.HTTPException as error:
        log.info("answering a move in game %s failed (%s)", ref.game, error.status)
    message_id = interaction.message.id if interaction.message else None
    await after_move(bot, result, interaction=interaction, skip_strip=message_id)


# -- component handlers -----------------------------------------------------------------------


async def on_play(interaction: discord.Interaction[SequenceBot], ref: ui.Ref) -> None:
    """Play button: the player to act gets their hand panel with the move menu."""
    await _checked(interaction, ref, any_ply=True)
    await interaction.client.panels.show(interaction, ref.game)


async def on_forfeit(interaction: discord.Interaction[SequenceBot], ref: ui.Ref) -> None:
    """Forfeit button: a member who owes a card gets the choice on their panel."""
    seat = await _checked(interaction, ref, turn=False, any_ply=True)
    _, game = await interaction.client.service.game(ref.game)
    if seat not in game.owed_forfeits():
        raise RuleError(
            IllegalMoveError("you owe no card to the table-talk penalty", "no_forfeit")
        )
    await interaction.client.panels.show(interaction, ref.game)


async def on_roll(interaction: discord.Interaction[SequenceBot], ref: ui.Ref) -> None:
    """Dice: the Roll button on the board."""
    await _checked(interaction, ref)
    await move_from_board(interaction, ref, "roll")


async def on_dice_space(interaction: discord.Interaction[SequenceBot], ref: ui.Ref) -> None:
    """Dice: the space chosen for the roll, from the menu on the board."""
    await _checked(interaction, ref)
    space = _one_value(ref, SPACE_VALUE).group(0)
    await move_from_board(interaction, ref, space)


async def on_draw(interaction: discord.Interaction[SequenceBot], ref: ui.Ref) -> None:
    """Strict draw: the Draw button, for the player who still has to draw."""
    seat = await _checked(interaction, ref, turn=False)
    await move_from_board(interaction, ref, f"draw s{seat}")


# -- slash commands ----------------------------------------------------------------------------


async def move_autocomplete(
    interaction: discord.Interaction[SequenceBot], current: str
) -> list[app_commands.Choice[str]]:
    """The member's own legal moves in the game, filtered by what they typed."""
    try:
        game_id = getattr(interaction.namespace, "game", None)
        record, game = await resolve_game_here(
            interaction, game_id if isinstance(game_id, int) else None)
    except Exception:  # noqa: BLE001 - autocomplete must always answer
        return []
    seat = record.seat_of(interaction.user.id)
    if seat is None or game.is_over:
        return []
    locale = locale_of(interaction)
    needle = current.strip().lower()
    typed = _as_notation(current)
    choices = []
    for item in suggestion_order(interaction.client.panels.ranked(record.id, game, seat.seat)):
        text, label = str(item.move), move_label(item.move, locale)
        if needle and needle not in label.lower() and typed not in text.lower():
            continue
        note = move_note(item.note, item.length, locale)
        name = f"{label}{NOTE_MARK}{note}" if note else label
        choices.append(app_commands.Choice(name=name[:100], value=text))
        if len(choices) == 25:
            break
    return choices


NOTE_MARK = " — "
"""Between a suggestion's move and what it does (``Q♠ → B3 — makes a line of 4``)."""


def suggestion_order(advice: Sequence[Advice]) -> list[Advice]:
    """The moves of a ranking (best first) as ``/sequence play`` suggests them: each card's
    best move first, so every card in hand is among the 25 shown (a two-eyed jack alone has
    up to 96 moves), then the others, best first; moves of no card (Dice spaces, Pass) in
    their rank."""
    seen: set[str] = set()
    first: list[Advice] = []
    rest: list[Advice] = []
    for item in advice:
        key = item.move.card or str(item.move)
        (rest if key in seen else first).append(item)
        seen.add(key)
    return first + rest


def _labelled(game: Game, seat: int, locale: str) -> list[tuple[Move, str]]:
    """Every legal move of ``seat`` with the label players see (``Q♠ → B3``)."""
    return [(move, move_label(move, locale)) for move in game.legal_moves(seat)]


def _as_notation(typed: str) -> str:
    """What a player typed, in the notation's words (``9♦ → h5`` -> ``9d h5``), lower case."""
    try:
        return str(parse_move(typed)).lower()
    except ValueError:  # a half-typed move: compare it as typed, suit symbols as letters
        return typed.strip().lower().translate(_SUIT_LETTERS).replace("→", " ").strip()


_SUIT_LETTERS = str.maketrans({"♠": "s", "♥": "h", "♦": "d", "♣": "c"})


def typed_move(game: Game, seat: int, typed: str, locale: str) -> str:
    """A typed move as notation: the notation itself (``QS B3``, ``9♦ → H5``), or one of the
    labels the suggestions show in the reader's language."""
    try:
        return str(parse_move(typed))
    except ValueError:
        # a suggestion's label, maybe with what the move does after it
        wanted = " ".join(typed.split()).partition(NOTE_MARK)[0].lower()
        for move, label in _labelled(game, seat, locale):
            if " ".join(label.split()).lower() == wanted:
                return str(move)
        return typed


@app_commands.command(name="play", description="Make a move by typing it (suggests your moves)")
@app_commands.describe(move="Your move, e.g. QS B3, dead 9D, roll, B3, pass",
                       game="Game number (only needed when you play several here)")
@app_commands.autocomplete(move=move_autocomplete)
@app_commands.autocomplete(game=game_autocomplete)
async def play_command(
    interaction: discord.Interaction[SequenceBot], move: str, game: int | None = None
) -> None:
    """``/sequence play``: the same moves as the buttons, typed."""
    bot = interaction.client
    record = await resolve_here(interaction, game)
    seat = record.seat_of(interaction.user.id)
    if seat is not None and record.status is GameStatus.ACTIVE:
        _, live = await bot.service.game(record.id)
        move = typed_move(live, seat.seat, move[:64], locale_of(interaction))
    result = await bot.service.play(record.id, interaction.user.id, move[:64])
    # No "thinking…" first: the board itself is the answer, so a crash between the move and
    # its board leaves no reply waiting for good (the board is posted after the restart).
    if interaction.channel_id == board_channel_id(result.record):
        await after_move(bot, result, interaction=interaction)
        return
    # Typed elsewhere: the answer is the board's link, known once the board is out. A busy
    # bot says "thinking…" (to the player alone) before Discord's 3 seconds are up.
    announcing = asyncio.ensure_future(after_move(bot, result))
    if not await done_in_time(interaction, announcing, ANSWER_WITHIN):
        try:
            await interaction.response.defer(ephemeral=True, thinking=True)
            await bot.owed.owe(interaction, record.id)
        except discord.HTTPException as error:
            log.info("deferring the answer to a move in game %s failed (%s)", record.id,
                     error.status)
    await announcing  # cancelled (the bot closing): the answer stays owed
    await answer_with_link(bot, interaction, record.id, result.game)
    await bot.owed.given(interaction, record.id)


HANDLERS = {
    "play": on_play,
    "forfeit": on_forfeit,
    "roll": on_roll,
    "dspace": on_dice_space,
    "draw": on_draw,
}


async def setup(bot: commands.Bot) -> None:
    """Register the move commands and components."""
    group = sequence_group(bot)
    group.add_command(play_command)
    ui.register_all(HANDLERS)


async def teardown(bot: commands.Bot) -> None:
    """Unregister them."""
    group = sequence_group(bot)
    group.remove_command("play")
    ui.unregister(*HANDLERS)
