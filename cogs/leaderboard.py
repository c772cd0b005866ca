"""``/sequence leaderboard``, ``/sequence stats`` and ``/sequence history``.

Everything shown is read from the store (``data.Store``): ladders from ``ratings``, statistics
and history from ``results``; nothing is kept in memory, and the paging buttons (Previous / Next
under a ladder, Newer / Older under a history) and the history menu carry all they need in a
strict ``custom_id`` (``seqlb:…``), routed by the bot's one component router
(``cogs.components.GameItem``, ``route``), so they keep working after a restart. Ratings
themselves are written by the game service through ``data.ratings.rater`` when a game ends.

The commands are added to the bot's ``/sequence`` group (``cogs.group.sequence_group``), which
works whichever extension is loaded first. The store is ``SequenceBot.store``.
"""

from __future__ import annotations

import asyncio
import io
import logging
import math
import re
from functools import partial
from typing import TYPE_CHECKING, Any, Literal

import discord
from discord import app_commands
from discord.ext import commands

from cogs import components
from cogs.fitting import EMBED_DESCRIPTION_LIMIT, EMBED_TITLE_LIMIT, fit
from cogs.group import sequence_group
from cogs.messages import locale_of, t, variant_name
from cogs.pictures import draw_history
from data import LeaderboardPage, LeaderboardRow, RatingRecord, Store, UserStats
from data.ratings import (
    DISPLAY_BASE,
    DISPLAY_SCALE,
    PROVISIONAL_GAMES,
    games_to_settle,
    shown_rating,
)
from engine import GameSettings

if TYPE_CHECKING:
    from cogs.client import SequenceBot

log = logging.getLogger(__name__)

VARIANTS = ("classic", "kids", "dice")
PAGE_SIZE = 10
HISTORY_SIZE = 10
MAX_PAGE = 99_999
"""Pages a custom_id can name (0-based, at most six digits)."""

PAGE_ID = re.compile(
    r"seqlb:page:(?P<variant>classic|kids|dice):(?P<page>0|[1-9][0-9]{0,4}):"
    r"(?P<owner>[1-9][0-9]{0,19}):(?P<dir>prev|next)"
)
"""Leaderboard paging button: the ladder, the page it leads to, whose rank it shows."""
HISTORY_ID = re.compile(r"seqlb:hist:(?P<user>[1-9][0-9]{0,19})")
"""History menu: whose history it lists (the options are the game ids)."""
HISTORY_PAGE_ID = re.compile(
    r"seqlb:hpage:(?P<user>[1-9][0-9]{0,19}):(?P<page>0|[1-9][0-9]{0,4}):"
    r"(?P<owner>[1-9][0-9]{0,19}):(?P<dir>newer|older)"
)
"""History paging button: whose history, the page it leads to (0-based), who asked for it."""
GAME_VALUE = re.compile(r"[1-9][0-9]{0,17}")

GameChoice = Literal["classic", "kids", "dice"]

PLAY_LINE = {"kids": "stats.play_kids", "dice": "stats.play_dice"}
"""The statistics line of a game without jacks: Kids plays unicorns and dragons (counted as
its jacks), Dice has no cards at all."""


def store_of(bot: discord.Client) -> Store:
    """The bot's store (``SequenceBot.store``)."""
    store = getattr(bot, "store", None)
    if not isinstance(store, Store):
        raise RuntimeError("the bot has no store")
    return store


# -- formatting (pure functions, no Discord calls) ------------------------------------------------


def fmt_rating(rating: RatingRecord) -> str:
    """A player's rating as players read it (``data.ratings.shown_rating``: 1000 for a new
    player)."""
    return str(shown_rating(rating.rating))


def provisional_mark(rating: RatingRecord, locale: str) -> str:
    """`` (provisional)`` after a rating with fewer than ``PROVISIONAL_GAMES`` rated games
    behind it, else nothing."""
    return t("rating.provisional", locale) if games_to_settle(rating.games) else ""


def win_rate(wins: int, games: int, locale: str) -> str:
    """Wins per game as a whole percentage, as ``locale`` writes one (``50 %`` in Danish;
    "–" without games)."""
    return t("stats.rate", locale, share=wins / games) if games else "–"


def page_count(total: int, page_size: int = PAGE_SIZE) -> int:
    """Pages of a ladder with ``total`` players (at least one)."""
    return max(1, math.ceil(total / page_size))


def ladder_line(row: LeaderboardRow, locale: str) -> str:
    """One ladder entry."""
    r = row.rating
    return t("lb.row", locale, rank=row.rank, user=r.user_id, rating=fmt_rating(r),
             provisional=provisional_mark(r, locale),
             games=r.games, wins=r.wins, losses=r.losses, draws=r.draws,
             rate=win_rate(r.wins, r.games, locale))


def leaderboard_embed(page: LeaderboardPage, mine: LeaderboardRow | None,
                      locale: str) -> discord.Embed:
    """The embed of one ladder page, with the viewer's own rank below it."""
    name = variant_name(page.variant, locale)
    embed = discord.Embed(title=t("lb.title", locale, variant_name=name),
                          colour=discord.Colour.gold())
    if page.rows:
        lines = [f"*{t('lb.legend', locale)}*"] + [ladder_line(r, locale) for r in page.rows]
        embed.description = "\n".join(lines)
    else:
        embed.description = t("lb.empty", locale, variant_name=name)
    if mine is not None:
        embed.add_field(name=t("lb.you", locale), value=ladder_line(mine, locale), inline=False)
    elif page.total:
        embed.add_field(name=t("lb.you", locale), value=t("lb.you_unrated", locale),
                        inline=False)
    embed.set_footer(text=t("lb.footer", locale, page=page.page + 1,
                            pages=page_count(page.total, page.page_size), total=page.total,
                            base=DISPLAY_BASE, scale=DISPLAY_SCALE, settled=PROVISIONAL_GAMES))
    return embed


def streak_text(current: int, best: int, locale: str) -> str:
    """A streak as words."""
    if current > 0:
        return t("stats.streak_win", locale, n=current, best=best)
    if current < 0:
        return t("stats.streak_loss", locale, n=-current, best=best)
    return t("stats.streak_none", locale, best=best)


def stats_embed(stats: UserStats, name: str, ranks: dict[str, tuple[LeaderboardRow, int]],
                locale: str) -> discord.Embed:
    """A user's statistics: one field per game played, then the favourite partner."""
    embed = discord.Embed(title=t("stats.title", locale, name=name),
                          colour=discord.Colour.blurple())
    if not stats.variants:
        embed.description = t("stats.none", locale, name=name)
        return embed
    for v in stats.variants:
        lines = [t("stats.games", locale, games=v.games, wins=v.wins, losses=v.losses,
                   draws=v.draws, rate=win_rate(v.wins, v.games, locale))]
        rank = ranks.get(v.variant)
        if rank is not None:
            rating = rank[0].rating
            lines.append(t("stats.rating", locale, rating=fmt_rating(rating),
                           provisional=provisional_mark(rating, locale),
                           rank=rank[0].rank, total=rank[1]))
            if games_to_settle(rating.games):
                lines.append(t("stats.provisional", locale, left=games_to_settle(rating.games)))
        else:
            lines.append(t("stats.unrated", locale))
        lines.append(streak_text(v.current_streak, v.best_streak, locale))
        lines.append(t(PLAY_LINE.get(v.variant, "stats.play"), locale, sequences=v.sequences,
                       jacks=v.jacks_played, dead=v.dead_cards))
        lines.append(t("stats.length", locale, moves=v.average_moves,
                       turns=v.average_turns))
        embed.add_field(name=t("stats.variant", locale,
                               variant_name=variant_name(v.variant, locale)),
                        value="\n".join(lines), inline=False)
    partner = stats.favourite_partner
    embed.add_field(
        name=t("stats.partner", locale),
        value=(t("stats.partner_line", locale, user=partner.user_id, games=partner.games,
                 wins=partner.wins) if partner else t("stats.no_partner", locale)),
        inline=False,
    )
    return embed


# -- restart-proof components -------------------------------------------------------------------


def _arrow_button(custom_id: str, pattern: re.Pattern[str], label: str, disabled: bool, *,
                  back: bool, row: int | None = None) -> discord.ui.Button:  # type: ignore[type-arg]
    """A grey paging button with a back or forward arrow; refuses a custom_id off ``pattern``."""
    if pattern.fullmatch(custom_id) is None:
        raise ValueError(f"bad custom_id {custom_id!r}")
    return discord.ui.Button(label=label, custom_id=custom_id, disabled=disabled,
                             style=discord.ButtonStyle.secondary,
                             emoji="◀️" if back else "▶️", row=row)


def page_button(variant: str, page: int, owner: int, direction: str, *, label: str,
                disabled: bool = False) -> components.GameItem:
    """Previous / Next under a leaderboard; the custom_id names the page it leads to."""
    return components.GameItem(_arrow_button(
        f"seqlb:page:{variant}:{page}:{owner}:{direction}", PAGE_ID, label, disabled,
        back=direction == "prev"))


async def on_page(interaction: discord.Interaction[SequenceBot], match: re.Match[str],
                  values: tuple[str, ...]) -> None:
    """Show a ladder page: in place for the leaderboard's owner, privately for anyone else."""
    try:
        if interaction.guild_id is None:
            await _refuse(interaction, "error.lb_guild_only")
            return
        viewer = interaction.user.id
        mine = viewer == int(match["owner"])  # the public message, else a private copy
        locale = await public_locale(interaction) if mine else locale_of(interaction)
        embed, view = await leaderboard_message(
            store_of(interaction.client), interaction.guild_id, match["variant"],
            int(match["page"]), viewer, locale)
        if mine:
            await interaction.response.edit_message(embed=embed, view=view)
        else:
            await interaction.response.send_message(embed=embed, view=view, ephemeral=True)
    except Exception as error:  # noqa: BLE001 - every error gets an answer
        await _report(interaction, error)


def history_menu(user_id: int) -> discord.ui.Select:  # type: ignore[type-arg]
    """The menu under a history (its options added by the caller): pick a game to get its
    final board and replay, privately."""
    custom_id = f"seqlb:hist:{user_id}"
    if HISTORY_ID.fullmatch(custom_id) is None:
        raise ValueError(f"bad custom_id {custom_id!r}")
    return discord.ui.Select(custom_id=custom_id, min_values=1, max_values=1)


async def on_history(interaction: discord.Interaction[SequenceBot], match: re.Match[str],
                     values: tuple[str, ...]) -> None:
    """Render the chosen game's final board and replay off the event loop and send them."""
    locale = locale_of(interaction)
    try:
        if len(values) != 1 or GAME_VALUE.fullmatch(values[0]) is None:
            await _refuse(interaction, "error.lb_bad_game")
            return
        await send_replay(interaction, int(values[0]), locale)
    except Exception as error:  # noqa: BLE001 - every error gets an answer
        await _report(interaction, error)


def history_page_button(user_id: int, page: int, owner: int, direction: str, *, label: str,
                        disabled: bool = False) -> components.GameItem:
    """Newer / Older under a history; the custom_id names whose history and the page it
    leads to (the guild is the interaction's)."""
    return components.GameItem(_arrow_button(
        f"seqlb:hpage:{user_id}:{page}:{owner}:{direction}", HISTORY_PAGE_ID, label,
        disabled, back=direction == "newer", row=1))


async def on_history_page(interaction: discord.Interaction[SequenceBot], match: re.Match[str],
                          values: tuple[str, ...]) -> None:
    """Show a history page: in place for whoever asked for the history, privately for anyone
    else (the message they did not ask for stays as it is)."""
    try:
        if interaction.guild_id is None:
            await _refuse(interaction, "error.lb_guild_only")
            return
        user_id = int(match["user"])
        mine = interaction.user.id == int(match["owner"])
        locale = await public_locale(interaction) if mine else locale_of(interaction)
        embed, view = await history_message(
            store_of(interaction.client), interaction.guild_id, user_id,
            await member_name(interaction, user_id), locale, page=int(match["page"]),
            viewer=interaction.user.id)
        if mine:
            await interaction.response.edit_message(embed=embed, view=view)
        elif view is None:
            await interaction.response.send_message(embed=embed, ephemeral=True)
        else:
            await interaction.response.send_message(embed=embed, view=view, ephemeral=True)
    except Exception as error:  # noqa: BLE001 - every error gets an answer
        await _report(interaction, error)


ROUTES = ((PAGE_ID, on_page), (HISTORY_ID, on_history), (HISTORY_PAGE_ID, on_history_page))
"""The leaderboard's components, routed by ``cogs.components.GameItem``."""


async def member_name(interaction: discord.Interaction[SequenceBot], user_id: int) -> str | None:
    """A member's display name now: the clicking user's own, from the member cache, else asked
    of Discord; None if they left the server (``history_message`` then uses the name stored
    with their games)."""
    if interaction.user.id == user_id:
        return interaction.user.display_name
    guild = interaction.guild
    if guild is None:
        return None
    member = guild.get_member(user_id)
    if member is None:
        try:
            member = await guild.fetch_member(user_id)
        except discord.HTTPException:  # gone from the server, or Discord is unwell
            return None
    return member.display_name


async def public_locale(interaction: discord.Interaction[SequenceBot]) -> str:
    """The language of a message everyone in the channel sees: the server's
    (``cogs.language.channel_locale``), else the user's."""
    try:
        from cogs.language import channel_locale
    except ImportError:  # pragma: no cover - only without the bot's language cog
        return locale_of(interaction)
    return await channel_locale(interaction)


async def _refuse(interaction: discord.Interaction[SequenceBot], key: str, **fields: Any) -> None:
    """A short private refusal."""
    text = t(key, locale_of(interaction), **fields)
    if interaction.response.is_done():
        await interaction.followup.send(text, ephemeral=True)
    else:
        await interaction.response.send_message(text, ephemeral=True)


async def _report(interaction: discord.Interaction[SequenceBot], error: BaseException) -> None:
    """Hand an error to the bot's shared error reporter (or log it and apologise)."""
    try:
        from cogs.errors import report
    except ImportError:  # pragma: no cover - only without the shared error module
        log.error("leaderboard component failed", exc_info=error)
        await _refuse(interaction, "error.lb_internal")
        return
    await report(interaction, error)


# -- the commands' work ---------------------------------------------------------------------------


async def leaderboard_message(store: Store, guild_id: int, variant: str, page: int,
                              viewer: int, locale: str) -> tuple[discord.Embed, discord.ui.View]:
    """The embed and paging buttons of a ladder page (clamped to the last page)."""
    got = await store.leaderboard(guild_id, variant, page=page, page_size=PAGE_SIZE)
    last = page_count(got.total) - 1
    if page > last:
        got = await store.leaderboard(guild_id, variant, page=last, page_size=PAGE_SIZE)
    mine = next((row for row in got.rows if row.rating.user_id == viewer), None)
    if mine is None:
        mine = await store.rank_of(guild_id, variant, viewer)
    embed = leaderboard_embed(got, mine, locale)
    view = discord.ui.View(timeout=None)
    view.add_item(page_button(variant, max(got.page - 1, 0), viewer, "prev",
                              label=t("lb.prev", locale), disabled=got.page <= 0))
    view.add_item(page_button(variant, min(got.page + 1, last, MAX_PAGE), viewer, "next",
                              label=t("lb.next", locale), disabled=got.page >= last))
    return embed, view


async def history_message(store: Store, guild_id: int, user_id: int, name: str | None,
                          locale: str, *, page: int = 0, viewer: int | None = None
                          ) -> tuple[discord.Embed, discord.ui.View | None]:
    """One page (0-based, clamped to the last) of a user's finished games, newest first: the
    embed, the menu to open one of the page's games and, with more than one page, Newer / Older
    buttons that come back to ``viewer`` (who asked; by default the user).

    ``name`` None: the name the user played their newest game of the page under.
    """
    total = await store.history_count(guild_id, user_id)
    pages = page_count(total, HISTORY_SIZE)
    page = min(max(page, 0), pages - 1)
    entries = (await store.history(guild_id, user_id, limit=HISTORY_SIZE,
                                   offset=page * HISTORY_SIZE)) if total else []
    if name is None:
        name = next((e.display_name for e in entries if e.display_name), None) or str(user_id)
    embed = discord.Embed(title=fit(t("history.title", locale, name=name), EMBED_TITLE_LIMIT),
                          colour=discord.Colour.dark_teal())
    if not entries:
        embed.description = t("history.none", locale, name=name)
        return embed, None
    lines = []
    menu = history_menu(user_id)
    menu.row = 0
    menu.placeholder = t("history.pick", locale)
    for e in entries:
        vname = variant_name(e.variant, locale)
        outcome = t(f"outcome.{e.outcome.value}", locale)
        line = t("history.row", locale, game=e.game_id, variant_name=vname, outcome=outcome,
                 moves=e.moves, at=e.finished_at)
        if e.vs_computer:
            line += t("history.vs_computer", locale)
        if e.board_channel_id and e.board_message_id:
            link = (f"https://discord.com/channels/{guild_id}/{e.board_channel_id}/"
                    f"{e.board_message_id}")
            line += t("history.board_link", locale, link=link)
        lines.append(line)
        menu.add_option(
            label=t("history.option", locale, game=e.game_id, variant_name=vname,
                    outcome=outcome)[:100],
            value=str(e.game_id),
            description=t("history.option_detail", locale, moves=e.moves)[:100],
        )
    embed.description = fit("\n".join(lines), EMBED_DESCRIPTION_LIMIT)
    embed.set_footer(text=" · ".join((
        t("history.page", locale, page=page + 1, pages=pages, total=total),
        t("history.footer", locale))))
    view = discord.ui.View(timeout=None)
    view.add_item(components.GameItem(menu))
    if pages > 1:
        owner = user_id if viewer is None else viewer
        last = min(pages - 1, MAX_PAGE)
        view.add_item(history_page_button(user_id, min(max(page - 1, 0), last), owner,
                                          "newer", label=t("history.newer", locale),
                                          disabled=page <= 0))
        view.add_item(history_page_button(user_id, min(page + 1, last), owner, "older",
                                          label=t("history.older", locale),
                                          disabled=page >= last))
    return embed, view


async def send_replay(
    interaction: discord.Interaction[SequenceBot], game_id: int, locale: str
) -> None:
    """Answer privately with a finished game's final board and replay."""
    store = store_of(interaction.client)
    try:
        record = await store.load_game(game_id)
    except Exception:  # noqa: BLE001 - GameNotFoundError and friends: a forged value
        await _refuse(interaction, "error.lb_bad_game")
        return
    if record.guild_id != interaction.guild_id:
        await _refuse(interaction, "history.not_here", game=game_id)
        return
    if record.status.is_open:
        await _refuse(interaction, "history.not_finished", game=game_id)
        return
    if not record.moves:
        await _refuse(interaction, "history.no_moves", game=game_id)
        return
    await interaction.response.defer(ephemeral=True, thinking=True)
    names = {seat.seat: seat.display_name for seat in record.seats}
    draw = partial(draw_history, GameSettings.from_dict(dict(record.settings)), record.seed,
                   record.moves, names, record.id, locale)
    final, replay = await asyncio.get_running_loop().run_in_executor(
        interaction.client.workers.later, draw)  # in the bot's picture processes
    await interaction.followup.send(
        t("history.replay", locale, game=game_id,
          variant_name=variant_name(record.variant, locale)),
        files=[discord.File(io.BytesIO(final), filename=f"game-{game_id}-final.png"),
               discord.File(io.BytesIO(replay), filename=f"game-{game_id}-replay.gif")],
        # The replay plays in an embed: two inline images would be cropped to squares.
        embed=discord.Embed().set_image(url=f"attachment://game-{game_id}-replay.gif"),
        ephemeral=True,
    )


# -- the cog ---------------------------------------------------------------------------------------


class Leaderboard(commands.Cog):
    """Adds ``leaderboard``, ``stats`` and ``history`` to ``/sequence``."""

    COMMANDS = ("leaderboard", "stats", "history")

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    def _store(self) -> Store:
        return store_of(self.bot)

    async def cog_load(self) -> None:
        """Attach the commands to ``/sequence`` and register the restart-proof components."""
        group = sequence_group(self.bot)
        for command in self._commands():
            group.add_command(command, override=True)
        for pattern, handler in ROUTES:
            components.route(pattern, handler)
        self.bot.add_dynamic_items(components.GameItem)  # the router (the bot adds it too)

    async def cog_unload(self) -> None:
        """Detach the commands and components."""
        group = self.bot.tree.get_command("sequence")
        if isinstance(group, app_commands.Group):
            for name in self.COMMANDS:
                group.remove_command(name)
        components.unroute(*(pattern for pattern, _ in ROUTES))

    def _commands(self) -> list[app_commands.Command[Any, ..., None]]:
        """The three commands, bound to this cog through closures (no cog binding needed)."""
        cog = self

        @app_commands.command(name="leaderboard", description=t("lb.cmd.leaderboard"))
        @app_commands.describe(game=t("lb.opt.game"), page=t("lb.opt.page"))
        @app_commands.guild_only()
        async def leaderboard(interaction: discord.Interaction[SequenceBot],
                              game: GameChoice = "classic",
                              page: app_commands.Range[int, 1, MAX_PAGE] = 1) -> None:
            await cog.leaderboard(interaction, game, page)

        @app_commands.command(name="stats", description=t("lb.cmd.stats"))
        @app_commands.describe(member=t("lb.opt.member"))
        @app_commands.guild_only()
        async def stats(interaction: discord.Interaction[SequenceBot],
                        member: discord.Member | None = None) -> None:
            await cog.stats(interaction, member)

        @app_commands.command(name="history", description=t("lb.cmd.history"))
        @app_commands.describe(member=t("lb.opt.member"), page=t("lb.opt.history_page"))
        @app_commands.guild_only()
        async def history(interaction: discord.Interaction[SequenceBot],
                          member: discord.Member | None = None,
                          page: app_commands.Range[int, 1, MAX_PAGE] = 1) -> None:
            await cog.history(interaction, member, page)

        return [leaderboard, stats, history]

    async def leaderboard(
        self, interaction: discord.Interaction[SequenceBot], game: str, page: int
    ) -> None:
        """``/sequence leaderboard [game] [page]``: a ladder page for everyone to see."""
        if interaction.guild_id is None:
            await _refuse(interaction, "error.lb_guild_only")
            return
        embed, view = await leaderboard_message(
            self._store(), interaction.guild_id, game, page - 1, interaction.user.id,
            await public_locale(interaction))
        await interaction.response.send_message(embed=embed, view=view)

    async def stats(self, interaction: discord.Interaction[SequenceBot],
                    member: discord.Member | discord.User | None) -> None:
        """``/sequence stats [member]``: games, wins, streaks, play and partner per game."""
        if interaction.guild_id is None:
            await _refuse(interaction, "error.lb_guild_only")
            return
        who = member or interaction.user
        store = self._store()
        user_stats = await store.user_stats(interaction.guild_id, who.id)
        ranks: dict[str, tuple[LeaderboardRow, int]] = {}
        for v in user_stats.variants:
            row = await store.rank_of(interaction.guild_id, v.variant, who.id)
            if row is not None:
                total = (await store.leaderboard(interaction.guild_id, v.variant,
                                                 page_size=1)).total
                ranks[v.variant] = (row, total)
        embed = stats_embed(user_stats, who.display_name, ranks, await public_locale(interaction))
        await interaction.response.send_message(embed=embed)

    async def history(self, interaction: discord.Interaction[SequenceBot],
                      member: discord.Member | discord.User | None, page: int = 1) -> None:
        """``/sequence history [member] [page]``: a page of finished games, newest first, a
        menu to replay each one and Newer / Older buttons."""
        if interaction.guild_id is None:
            await _refuse(interaction, "error.lb_guild_only")
            return
        who = member or interaction.user
        embed, view = await history_message(self._store(), interaction.guild_id, who.id,
                                            who.display_name, await public_locale(interaction),
                                            page=page - 1, viewer=interaction.user.id)
        if view is None:
            await interaction.response.send_message(embed=embed)
        else:
            await interaction.response.send_message(embed=embed, view=view)


async def setup(bot: commands.Bot) -> None:
    """Load the cog (``await bot.load_extension("cogs.leaderboard")``)."""
    await bot.add_cog(Leaderboard(bot))


async def teardown(bot: commands.Bot) -> None:
    """Nothing beyond ``cog_unload``."""

