"""After a move: the new board with a line saying what happened, hands by DM, host decisions."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from cogs import components as ui
from cogs.messages import t
from cogs.present import event_line, name_of, next_line
from cogs.private import send_hands
from table import MISSED_TURNS_TO_DROP, MoveResult

if TYPE_CHECKING:
    from cogs.client import SequenceBot


async def after_move(
    bot: SequenceBot,
    result: MoveResult,
    *,
    interaction: discord.Interaction | None = None,
    deferred: bool = False,
    skip_strip: int | None = None,
) -> discord.Message:
    """Post the board after ``result``, DM changed hands, ask the host after a drop, and let
    the computer players act if it is their turn."""
    record, game = result.record, result.game
    locale = await bot.service.guild_locale(record.guild_id)
    lines = []
    if result.dropped is not None:
        lines.append(t("event.timeout", locale, player=name_of(record, result.dropped)))
    lines.append(event_line(record, game, result.event, locale))
    lines.append(next_line(record, game, locale))
    message = await bot.boards.post(
        record, game, "\n".join(lines), interaction=interaction, deferred=deferred,
        skip_strip=skip_strip,
    )
    if result.hands_changed:
        bot.background(send_hands(bot, record, game, result.hands_changed))
    if result.dropped is not None and not game.is_over:
        await ask_host(bot, result, message.channel)
    if not game.is_over and any(s.is_computer for s in record.seats):
        bot.computers.schedule(record.id)
    return message


async def ask_host(
    bot: SequenceBot, result: MoveResult, channel: discord.abc.Messageable
) -> None:
    """After a player was dropped: the host decides whether the game goes on."""
    record = result.record
    locale = await bot.service.guild_locale(record.guild_id)
    view = ui.view_of(
        ui.button(t("button.continue", locale), ui.custom_id(record.id, None, "goon"),
                  style=discord.ButtonStyle.success),
        ui.button(t("button.abandon", locale), ui.custom_id(record.id, None, "abandon"),
                  style=discord.ButtonStyle.danger),
    )
    await channel.send(
        t("clock.dropped", locale, player=name_of(record, result.dropped),
          count=MISSED_TURNS_TO_DROP, host=f"<@{record.host_id}>"),
        view=view,
        allowed_mentions=discord.AllowedMentions(users=[discord.Object(record.host_id)]),
    )
