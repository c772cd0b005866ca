"""``/sequence resign``, and a team's agreement to it.

A player alone on their side confirms with a private button and resigns. In a team game a
resignation ends the game for the partners too, so the private answer offers two things
instead: ask the side's other people (a question in the game's channel that pings them, with
"resign with them" and "play on without them"), or just leave the game while the side plays
on. When every teammate agrees the side resigns; when one refuses the player leaves and the
side plays on. The rule is the table's (``table.social``); this module words and shows it.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from cogs import components as ui
from cogs.announce import after_move
from cogs.errors import UserError
from cogs.group import game_autocomplete, resolve_game_here, sequence_group
from cogs.messages import locale_of, t
from cogs.present import event_line, name_of, team_name
from cogs.questions import pings, resign_buttons, resign_question
from data import GameRecord
from table import MoveResult
from table.duties import teammates_to_agree

if TYPE_CHECKING:
    from cogs.client import SequenceBot

log = logging.getLogger(__name__)




def _names(record: GameRecord, seats: tuple[int, ...]) -> tuple[str, ...]:
    return tuple(name_of(record, s) for s in seats)


@app_commands.command(name="resign", description="Resign a game for your side")
@app_commands.describe(game="Game number (only needed when you play several here)")
@app_commands.autocomplete(game=game_autocomplete)
async def resign_command(
    interaction: discord.Interaction[SequenceBot], game: int | None = None
) -> None:
    """``/sequence resign``: a private confirmation; in a team game, ask the team or leave."""
    bot = interaction.client
    record, live = await resolve_game_here(interaction, game)
    if record.seat_of(interaction.user.id) is None:
        raise UserError("error.not_player")
    if live.is_over:
        raise UserError("error.game_over", game=record.id)
    seat, others = await bot.service.resign_plan(record.id, interaction.user.id)
    locale = locale_of(interaction)
    if not others:
        view = ui.view_of(ui.button(t("button.resign", locale),
                                    ui.custom_id(record.id, live.ply, "resign"),
                                    style=discord.ButtonStyle.danger))
        await interaction.response.send_message(t("resign.confirm", locale, game=record.id),
                                                view=view, ephemeral=True)
        return
    team = team_name(live.settings, live.side_of[seat], locale)
    view = ui.view_of(
        ui.button(t("button.resign_ask", locale), ui.custom_id(record.id, None, "resignask"),
                  style=discord.ButtonStyle.danger),
        ui.button(t("button.leave_game", locale), ui.custom_id(record.id, None, "leavegame")),
    )
    await interaction.response.send_message(
        t("resign.confirm_team", locale, game=record.id, team=team,
          players=_names(record, others), asked=len(others)),
        view=view, ephemeral=True)


async def _stored(interaction: discord.Interaction[SequenceBot], result: MoveResult) -> None:
    """A resignation or a leave is stored: say so privately, then show it to the table."""
    locale = locale_of(interaction)
    line = event_line(result.record, result.game, result.event, locale)
    await ui.confirmed(interaction, t("hand.played", locale, line=line))
    await after_move(interaction.client, result, interaction=interaction)


async def on_resign(interaction: discord.Interaction[SequenceBot], ref: ui.Ref) -> None:
    """"Yes, resign" (a side of one): the side resigns."""
    await _stored(interaction, await interaction.client.service.resign(ref.game,
                                                                        interaction.user.id))


async def on_resign_ask(interaction: discord.Interaction[SequenceBot], ref: ui.Ref) -> None:
    """"Ask my team": the question goes to the side's other people in the game's channel."""
    bot = interaction.client
    seat, others = await bot.service.ask_to_resign(ref.game, interaction.user.id)
    record, game = await bot.service.game(ref.game)
    channel_locale = await bot.service.guild_locale(record.guild_id)
    await bot.boards.send(record, resign_question(record, game, seat, others, channel_locale),
                          view=resign_buttons(record, seat, channel_locale),
                          allowed_mentions=pings(record, others))
    locale = locale_of(interaction)
    await ui.confirmed(interaction, t(
        "resign.asked", locale, players=_names(record, others), asked=len(others),
        team=team_name(game.settings, game.side_of[seat], locale)))


async def on_leave_game(interaction: discord.Interaction[SequenceBot], ref: ui.Ref) -> None:
    """"Leave the game": the player leaves, the side plays on without them."""
    await _stored(interaction, await interaction.client.service.leave_game(
        ref.game, interaction.user.id))


def _asker(ref: ui.Ref) -> int:
    if ref.arg is None or not ref.arg.isdigit():
        raise UserError("error.forged")
    return int(ref.arg)


async def _answer(
    interaction: discord.Interaction[SequenceBot], ref: ui.Ref, *, agree: bool
) -> None:
    """A teammate's answer to the question in the channel."""
    bot = interaction.client
    seat = _asker(ref)
    answer = await bot.service.answer_resign(ref.game, interaction.user.id, seat, agree=agree)
    record, game = await bot.service.game(ref.game)
    locale = await bot.service.guild_locale(record.guild_id)
    if answer.result is None:  # others still have to agree: say who
        await interaction.response.edit_message(
            content=resign_question(record, game, seat, teammates_to_agree(record, game, seat),
                                    locale, waiting=answer.waiting),
            allowed_mentions=discord.AllowedMentions.none())
        return
    key = "resign.refused" if answer.left else "resign.agreed"
    content = t(key, locale, player=interaction.user.mention, leaver=name_of(record, seat),
                team=team_name(game.settings, game.side_of[seat], locale))
    try:
        await interaction.response.edit_message(
            content=content, view=None, allowed_mentions=discord.AllowedMentions.none())
    except discord.HTTPException as error:
        log.info("answering a team's resignation in game %s failed (%s)", ref.game,
                 error.status)
    await after_move(bot, answer.result, interaction=interaction)


async def on_resign_yes(interaction: discord.Interaction[SequenceBot], ref: ui.Ref) -> None:
    """A teammate agrees: once all have, the side resigns."""
    await _answer(interaction, ref, agree=True)


async def on_resign_no(interaction: discord.Interaction[SequenceBot], ref: ui.Ref) -> None:
    """A teammate refuses: the player leaves and the side plays on."""
    await _answer(interaction, ref, agree=False)


HANDLERS = {
    "resign": on_resign,
    "resignask": on_resign_ask,
    "leavegame": on_leave_game,
    "resignyes": on_resign_yes,
    "resignno": on_resign_no,
}


async def setup(bot: commands.Bot) -> None:
    """Register ``/sequence resign`` and its buttons."""
    sequence_group(bot).add_command(resign_command)
    ui.register_all(HANDLERS)


async def teardown(bot: commands.Bot) -> None:
    """Unregister them."""
    sequence_group(bot).remove_command("resign")
    ui.unregister(*HANDLERS)

