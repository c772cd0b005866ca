"""The optional table-talk penalty: an opponent calls it, the accused team or the host confirms.

Once confirmed, every member of the accused team picks a card to forfeit (the Forfeit button
on the board, handled in ``cogs.play``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord.ext import commands

from cogs import components as ui
from cogs.announce import after_move
from cogs.errors import UserError
from cogs.messages import locale_of, t
from cogs.present import team_name

if TYPE_CHECKING:
    from cogs.client import SequenceBot




async def _context(interaction: discord.Interaction[SequenceBot], ref: ui.Ref) -> tuple[int, int]:
    """The caller's side and the game's ply; refuses when the penalty is not possible."""
    record, game = await interaction.client.service.game(ref.game)
    if not game.settings.table_talk:
        raise UserError("error.no_talk")
    if game.is_over:
        raise UserError("error.game_over", game=record.id)
    if ref.ply is not None and ref.ply != game.ply:
        raise UserError("error.stale")
    seat = record.seat_of(interaction.user.id)
    if seat is None:
        raise UserError("error.not_player")
    return game.settings.side_of(seat.seat), game.ply


async def on_talk(interaction: discord.Interaction[SequenceBot], ref: ui.Ref) -> None:
    """Table talk! button: pick the accused team (or call it at once if there is only one)."""
    own, ply = await _context(interaction, ref)
    record, game = await interaction.client.service.game(ref.game)
    snapshot = game.snapshot()
    others = [s.index for s in snapshot.sides if s.index != own and not s.retired]
    locale = locale_of(interaction)
    if len(others) == 1:
        await _propose(interaction, ref.game, ply, others[0], edit=False)
        return
    options = [(team_name(game.settings, side, locale), str(side)) for side in others]
    view = ui.view_of(ui.select(t("select.talk", locale), ui.custom_id(ref.game, ply, "talkside"),
                                options))
    await interaction.response.send_message(t("talk.pick", locale), view=view, ephemeral=True)


async def on_talk_side(interaction: discord.Interaction[SequenceBot], ref: ui.Ref) -> None:
    """The accused team was chosen in the private menu."""
    own, ply = await _context(interaction, ref)
    if len(ref.values) != 1 or not ref.values[0].isdigit():
        raise UserError("error.forged")
    side = int(ref.values[0])
    if side == own:
        raise UserError("error.own_team")
    await _propose(interaction, ref.game, ply, side, edit=True)


async def _propose(
    interaction: discord.Interaction[SequenceBot], game_id: int, ply: int, side: int, *, edit: bool
) -> None:
    bot = interaction.client
    record, game = await bot.service.game(game_id)
    if not 0 <= side < game.settings.sides:
        raise UserError("error.forged")
    locale = await bot.service.guild_locale(record.guild_id)
    view = ui.view_of(
        ui.button(t("button.confirm", locale), ui.custom_id(game_id, ply, "talkyes", str(side)),
                  style=discord.ButtonStyle.danger),
        ui.button(t("button.dismiss", locale), ui.custom_id(game_id, ply, "talkno", str(side))),
    )
    text = t("talk.called", locale, caller=interaction.user.mention,
             team=team_name(game.settings, side, locale), host=f"<@{record.host_id}>")
    if edit:
        await interaction.response.edit_message(content=text, view=None)
        await interaction.followup.send(text, view=view)
    else:
        await interaction.response.send_message(text, view=view)


async def _may_confirm(interaction: discord.Interaction[SequenceBot], ref: ui.Ref) -> int:
    record, game = await interaction.client.service.game(ref.game)
    if ref.arg is None or not ref.arg.isdigit() or int(ref.arg) >= game.settings.sides:
        raise UserError("error.forged")
    side = int(ref.arg)
    seat = record.seat_of(interaction.user.id)
    accused = seat is not None and game.settings.side_of(seat.seat) == side
    if not accused and interaction.user.id != record.host_id:
        raise UserError("error.confirm_talk")
    return side


async def on_talk_yes(interaction: discord.Interaction[SequenceBot], ref: ui.Ref) -> None:
    """Confirm: the penalty is recorded and the team's members must forfeit."""
    side = await _may_confirm(interaction, ref)
    bot = interaction.client
    result = await bot.service.call_table_talk(ref.game, side, ply=ref.ply or 0)
    await interaction.response.edit_message(view=None)
    await after_move(bot, result, interaction=interaction)


async def on_talk_no(interaction: discord.Interaction[SequenceBot], ref: ui.Ref) -> None:
    """Dismiss the call."""
    side = await _may_confirm(interaction, ref)
    record, game = await interaction.client.service.game(ref.game)
    locale = await interaction.client.service.guild_locale(record.guild_id)
    await interaction.response.edit_message(
        content=t("talk.dismissed", locale, team=team_name(game.settings, side, locale)),
        view=None)


HANDLERS = {"talk": on_talk, "talkside": on_talk_side, "talkyes": on_talk_yes,
            "talkno": on_talk_no}


async def setup(bot: commands.Bot) -> None:
    """Register the table-talk buttons."""
    ui.register_all(HANDLERS)


async def teardown(bot: commands.Bot) -> None:
    """Unregister them."""
    ui.unregister(*HANDLERS)
