"""``/sequence rules``, ``/sequence board`` and ``/sequence games``."""

from __future__ import annotations

import weakref
from typing import TYPE_CHECKING, Any, Literal

import discord
from discord import app_commands
from discord.ext import commands

from cogs.boards import board_channel_id, message_link
from cogs.fitting import fit
from cogs.group import game_autocomplete, resolve_game_here, resolve_here, sequence_group
from cogs.messages import locale_of, t, variant_name
from cogs.pictures import board_file
from cogs.present import games_text, next_line, options_text
from data import GameRecord, GameStatus
from engine import Game, GameSettings
from table import may_be_dropped, settings_of

if TYPE_CHECKING:
    from cogs.client import SequenceBot


RULE_SECTIONS: dict[str, tuple[str, ...]] = {
    "classic": ("setup", "turn", "jacks", "dead", "corners", "optional"),
    "kids": ("setup", "turn", "dragon", "unicorn", "corners"),
    "dice": ("setup", "turn", "special"),
}
"""The sections of each game's rules, in the order shown (catalogue keys
``rulebook.<game>.<section>.title`` and ``rulebook.<game>.<section>``)."""


def rule(key: str, locale: str, /, **fields: object) -> str:
    """A text of the long rules (``locales/<language>/rules.ftl``) in ``locale``."""
    return t(f"rulebook.{key}", locale, **fields)




def rules_embed(variant: str, settings: GameSettings | None, locale: str) -> discord.Embed:
    """A game's rules in ``locale`` (from that language's rule book): the goal, a field per
    section, and how to play here. The line length of Dice comes from ``settings``."""
    line = settings.line_length if settings else 5
    embed = discord.Embed(
        title=rule("title", locale, variant_name=variant_name(variant, locale)),
        description=rule(f"{variant}.goal", locale, line=line),
        colour=discord.Colour.dark_green(),
    )
    for section in RULE_SECTIONS[variant]:
        embed.add_field(name=rule(f"{variant}.{section}.title", locale),
                        value=rule(f"{variant}.{section}", locale), inline=False)
    embed.add_field(name=rule("commands", locale), value=t("rules.commands", locale),
                    inline=False)
    return embed


@app_commands.command(name="rules", description="Short rules (of a game here, with its options)")
@app_commands.describe(variant="Which game's rules", game="A game number, to see its options")
@app_commands.autocomplete(game=game_autocomplete)
async def rules_command(
    interaction: discord.Interaction[SequenceBot],
    variant: Literal["classic", "kids", "dice"] | None = None,
    game: int | None = None,
) -> None:
    """The rules in the user's language, privately; with a game, its options above them."""
    locale = locale_of(interaction)
    settings = None
    clock = 0
    if interaction.guild_id is not None and (variant is None or game is not None):
        try:
            record = await resolve_here(interaction, game)
        except Exception:  # noqa: BLE001 - no game here: general rules
            record = None
        if record is not None:
            settings = settings_of(record)
            clock = record.turn_clock
    name = settings.variant if settings else (variant or "classic")
    content = options_text(settings, clock, locale) if settings else None
    await interaction.response.send_message(content, embed=rules_embed(name, settings, locale),
                                            ephemeral=True)


REPOST_COOLDOWN = 30.0
"""Seconds between two reposts of a game's board by ``/sequence board`` (a repost pings)."""

_reposted: weakref.WeakKeyDictionary[SequenceBot, dict[int, float]] = (
    weakref.WeakKeyDictionary())
"""Per bot: game → when ``/sequence board`` last reposted its board (the bot's clock)."""


def _may_repost(bot: SequenceBot, record: GameRecord, user_id: int) -> bool:
    """A player of the game, and the game's board not reposted in the last
    ``REPOST_COOLDOWN`` seconds (claims the repost when it answers True)."""
    if record.seat_of(user_id) is None:
        return False
    last = _reposted.setdefault(bot, {})
    now = bot.clock()
    for game_id, at in list(last.items()):  # forget the cooldowns that are over
        if now - at >= REPOST_COOLDOWN:
            del last[game_id]
    if record.id in last:
        return False
    last[record.id] = now
    return True


async def _board_privately(interaction: discord.Interaction[SequenceBot], record: GameRecord,
                           live: Game) -> None:
    """The current board as an only-you message: the picture, who acts (no ping), a link."""
    bot = interaction.client
    locale = locale_of(interaction)
    await interaction.response.defer(thinking=True, ephemeral=True)
    file = await board_file(live, record, locale, executor=bot.workers)
    lines = [next_line(record, live, locale)]
    link = bot.boards.link(record)
    if link:
        lines.append(t("board.private_link", locale, link=link))
    await interaction.edit_original_response(
        content=fit("\n".join(lines)), attachments=[file] if file else [],
        allowed_mentions=discord.AllowedMentions.none())


@app_commands.command(name="board", description="Show the current board again")
@app_commands.describe(game="Game number (only needed when you play several here)")
@app_commands.autocomplete(game=game_autocomplete)
async def board_command(
    interaction: discord.Interaction[SequenceBot], game: int | None = None
) -> None:
    """Post the current board again (it becomes the board with the buttons and pings who
    acts): for the game's players, once per ``REPOST_COOLDOWN`` per game. Anyone else, or a
    player within the cooldown, gets the board privately."""
    bot = interaction.client
    record, live = await resolve_game_here(interaction, game)
    if not _may_repost(bot, record, interaction.user.id):
        await _board_privately(interaction, record, live)
        return
    locale = await bot.service.guild_locale(record.guild_id)
    here = interaction.channel_id == board_channel_id(record)
    await interaction.response.defer(thinking=True, ephemeral=not here)
    if here:
        await bot.boards.post(record, live, next_line(record, live, locale),
                              interaction=interaction, deferred=True)
        return
    message = await bot.boards.post(record, live, next_line(record, live, locale))
    await interaction.edit_original_response(content=t(
        "board.reposted", locale_of(interaction), game=record.id, link=message.jump_url))


@app_commands.command(name="games", description="Open games in this channel")
async def games_command(interaction: discord.Interaction[SequenceBot]) -> None:
    """List the channel's open games, privately."""
    bot = interaction.client
    records = await bot.service.games_here(interaction.channel_id or 0)
    games: dict[int, Game | None] = {}
    links: dict[int, str] = {}
    for record in records:
        if record.status is GameStatus.ACTIVE:
            _, games[record.id] = await bot.service.game(record.id)
            channel, message = bot.boards.current(record)
            links[record.id] = message_link(record.guild_id, channel, message)
    since = await bot.service.waiting_since(records)
    now = bot.service.clock()
    droppable = {r.id for r in records
                 if (game := games.get(r.id)) is not None
                 and may_be_dropped(r, game, since[r.id], now)}
    await interaction.response.send_message(
        games_text(records, games, locale_of(interaction), links, since, droppable),
        ephemeral=True,
        allowed_mentions=discord.AllowedMentions.none())


COMMANDS: tuple[app_commands.Command[Any, ..., None], ...] = (
    rules_command, board_command, games_command)


async def setup(bot: commands.Bot) -> None:
    """Register the commands."""
    group = sequence_group(bot)
    for command in COMMANDS:
        group.add_command(command)


async def teardown(bot: commands.Bot) -> None:
    """Unregister them."""
    group = sequence_group(bot)
    for command in COMMANDS:
        group.remove_command(command.name)
