"""Questions the bot puts to the players of a game in its channel, with their buttons: after
the clock drops a player, whether the game goes on; a team member's wish to resign.

Who may answer is the table's rule (``table.social``); this module only words and posts the
question. It imports nothing that announces, so the announcer can ask (``cogs.announce``).
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord

from cogs import components as ui
from cogs.messages import t
from cogs.present import mention, name_of, team_name
from data import GameRecord
from engine import Game
from table import AWAY_AFTER, MISSED_TURNS_TO_DROP
from table.duties import dropped_by_table, remaining_humans

if TYPE_CHECKING:
    from cogs.client import SequenceBot

log = logging.getLogger(__name__)


def pings(record: GameRecord, seats: tuple[int, ...]) -> discord.AllowedMentions:
    """Allow pinging exactly the people in ``seats`` (computers have no one to ping)."""
    users = [discord.Object(u) for s in seats if (u := record.seats[s].user_id) is not None]
    return discord.AllowedMentions(users=users or False)


def mentions(record: GameRecord, seats: tuple[int, ...]) -> tuple[str, ...]:
    """The players in ``seats`` as mentions, for a text to list (``<@1> and <@2>``)."""
    return tuple(mention(record, s) for s in seats)


async def ask_remaining(bot: SequenceBot, record: GameRecord, dropped: int) -> None:
    """After the table dropped a player (the clock, or the others after a game without one
    waited three days for them): the people still playing decide whether the game goes on
    (any of them may answer). Nothing is asked when the player left of their own accord.

    The question is sent where the game is played (``BoardPoster.send``: a 5xx is tried
    again, a thread that is gone moves the game to its channel). It is optional, since the
    game goes on unless someone abandons it, so when Discord still refuses it is only logged.
    """
    record, game = await bot.service.game(record.id)
    if game.is_over or not dropped_by_table(game, dropped):
        return
    locale = await bot.service.guild_locale(record.guild_id)
    remaining = remaining_humans(record, game)
    if not remaining:
        return
    view = ui.view_of(
        ui.button(t("button.continue", locale), ui.custom_id(record.id, None, "goon"),
                  style=discord.ButtonStyle.success),
        ui.button(t("button.abandon", locale), ui.custom_id(record.id, None, "abandon"),
                  style=discord.ButtonStyle.danger),
    )
    try:
        await bot.boards.send(
            record,
            t("clock.dropped" if record.turn_clock else "away.dropped", locale,
              player=name_of(record, dropped), count=MISSED_TURNS_TO_DROP,
              days=AWAY_AFTER // 86400, players=mentions(record, remaining),
              asked=len(remaining)),
            view=view, allowed_mentions=pings(record, remaining),
        )
    except discord.HTTPException as error:
        log.warning("the question after a drop in game %s could not be posted (%s)",
                    record.id, error.status)


def resign_question(record: GameRecord, game: Game, seat: int, others: tuple[int, ...],
                    locale: str, waiting: tuple[int, ...] | None = None) -> str:
    """The question to ``seat``'s teammates ``others``: do they resign with them? With
    ``waiting``, who still has to answer."""
    side = game.side_of[seat]
    text = t("resign.ask_team", locale, player=name_of(record, seat),
             players=mentions(record, others), asked=len(others), game=record.id,
             team=team_name(game.settings, side, locale))
    if waiting is not None and len(waiting) < len(others):
        text += "\n" + t("resign.waiting", locale, players=mentions(record, waiting),
                         asked=len(waiting))
    return text


def resign_buttons(record: GameRecord, seat: int, locale: str) -> discord.ui.View:
    """Agree (the side resigns) or refuse (the player leaves, the side plays on)."""
    return ui.view_of(
        ui.button(t("button.resign_agree", locale),
                  ui.custom_id(record.id, None, "resignyes", str(seat)),
                  style=discord.ButtonStyle.danger),
        ui.button(t("button.resign_refuse", locale, player=name_of(record, seat)[:40]),
                  ui.custom_id(record.id, None, "resignno", str(seat)),
                  style=discord.ButtonStyle.success),
    )
