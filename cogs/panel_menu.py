"""The hand panel's move menu, and what its buttons, menus and form do.

``move_controls`` builds the menu of a seat's complete moves, best first (``Panels`` puts it
on the panel); the handlers here check what a click names against the game (``checked_move``:
a forged or stale value is refused) and hand the move to ``Panels.choose``, which commits it
after the undo time. A wild or removing card's other spaces are asked for in a form
(``SpaceForm``), routed by ``answer_form`` so that it counts after a restart too.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import discord

from cogs import components as ui
from cogs.errors import UserError, report
from cogs.messages import locale_of, t
from cogs.present import move_label, move_note
from cogs.reasons import card_name
from data import GameRecord
from engine import Game, Move, card_kind, parse_move
from engine.ai.advice import Advice

if TYPE_CHECKING:
    from cogs.client import SequenceBot

TOKEN_LIFE = 15 * 60.0
"""Seconds an interaction's token can edit its message (Discord's limit)."""
MENU_SIZE = 25
"""Options in one select menu (Discord's limit)."""
SPACE_TEXT = re.compile(r"\s*([A-Ja-j])\s*(10|[1-9])\s*")
"""A space typed in the other-space form (``d4``, ``J10``)."""
CARD_ARG = re.compile(r"[A-Z0-9]{2,10}")
"""A card's code as it comes back in a component's id or value (checked before use)."""


def in_dm(interaction: discord.Interaction[SequenceBot]) -> bool:
    """Whether the interaction's message is in a DM (a turn DM's menu), not in a server."""
    return interaction.guild_id is None


def duty_line(record: GameRecord, game: Game, seat: int, locale: str) -> str:
    """What the acting seat has to do now."""
    if seat in game.owed_forfeits():
        return t("hand.forfeit", locale)
    if seat in game.owed_draws():
        return t("panel.draw", locale)
    line = t("panel.your_turn", locale)
    if record.turn_deadline:
        line += " " + t("panel.clock", locale, when=f"<t:{record.turn_deadline}:R>")
    return line


def move_controls(record: GameRecord, game: Game, seat: int, locale: str,
                   emoji: Callable[[str], discord.Emoji | None],
                   advice: Sequence[Advice]) -> list[Any]:
    """The move menu (best first, each card marked by its face's ``emoji`` when there is
    one) and, for cards with more spaces than fit, a button each that asks for any other
    space; a Pass button when nothing can be played."""
    gid, ply = record.id, game.ply
    options: list[discord.SelectOption] = []
    listed: set[Move] = set()
    for item in advice:
        if item.move.kind not in ("play", "dead") or len(options) == MENU_SIZE:
            continue
        options.append(discord.SelectOption(
            label=move_label(item.move, locale)[:100], value=str(item.move),
            description=move_note(item.note, item.length, locale)[:100] or None,
            emoji=emoji(item.move.card or "")))
        listed.add(item.move)
    items: list[Any] = []
    if options:
        items.append(ui.GameItem(discord.ui.Select(
            placeholder=t("select.move", locale)[:150], custom_id=ui.custom_id(gid, ply, "pmove"),
            options=options, row=0)))
    unlisted = sorted({m.card or "" for m in game.legal_moves(seat)
                       if m.kind == "play" and m not in listed})
    for card in unlisted[:3]:
        if card_kind(card) == "normal":
            continue  # an ordinary card has at most two spaces; the menu has room for them
        items.append(ui.button(t("button.other_space", locale, card=card_name(card, locale)),
                               ui.custom_id(gid, ply, "pother", card), row=1))
    if any(m.kind == "pass" for m in game.legal_moves(seat)):
        items.append(ui.button(t("button.pass", locale), ui.custom_id(gid, ply, "ppass"),
                               row=1))
    return items


def checked_move(game: Game, seat: int, text: str) -> Move:
    """The move a panel's menu or form names, if ``seat`` may make it now (untrusted).
    ``draw`` and ``forfeit CARD`` are the member's own (their seat is added here)."""
    text = text[:64]
    if text == "draw" or text.startswith("forfeit ") and text.count(" ") == 1:
        word, _, card = text.partition(" ")
        text = f"{word} s{seat} {card}".strip()
    try:
        move = parse_move(text)
    except ValueError:
        raise UserError("error.forged") from None
    if move not in game.legal_moves(seat):
        raise UserError("error.forged")
    return move


class SpaceForm(discord.ui.Modal):
    """Asks for any space for a wild or removing card (``seq:<game>:<ply>:pspace:<card>``).

    Its answer is handled by ``on_space_form`` through the bot's interaction listener, so a
    form submitted after a restart still counts; ``on_submit`` here does nothing."""

    def __init__(self, title: str, custom_id: str, label: str) -> None:
        super().__init__(title=title[:45], custom_id=custom_id, timeout=TOKEN_LIFE)
        self.add_item(discord.ui.TextInput(label=label[:45], custom_id="space", min_length=2,
                                           max_length=4, placeholder="D4"))

    async def on_submit(self, interaction: discord.Interaction) -> None:
        """Nothing: ``on_space_form`` answers (see the class doc)."""


# -- handlers --------------------------------------------------------------------------------


async def on_move(interaction: discord.Interaction[SequenceBot], ref: ui.Ref) -> None:
    """The move menu: the whole move in one choice."""
    if len(ref.values) != 1:
        raise UserError("error.forged")
    await interaction.client.panels.choose(interaction, ref, ref.values[0])


async def on_pass(interaction: discord.Interaction[SequenceBot], ref: ui.Ref) -> None:
    """Pass (offered only when nothing can be played)."""
    await interaction.client.panels.choose(interaction, ref, "pass")


async def on_draw(interaction: discord.Interaction[SequenceBot], ref: ui.Ref) -> None:
    """Strict draw: take the card owed after playing."""
    await interaction.client.panels.choose(interaction, ref, "draw")


async def on_forfeit(interaction: discord.Interaction[SequenceBot], ref: ui.Ref) -> None:
    """The card given up to a table-talk penalty."""
    if len(ref.values) != 1 or CARD_ARG.fullmatch(ref.values[0]) is None:
        raise UserError("error.forged")
    await interaction.client.panels.choose(interaction, ref, f"forfeit {ref.values[0]}")


async def on_other(interaction: discord.Interaction[SequenceBot], ref: ui.Ref) -> None:
    """A wild or removing card's other spaces: a form asks for the space."""
    card = ref.arg or ""
    if CARD_ARG.fullmatch(card) is None:
        raise UserError("error.forged")
    bot = interaction.client
    record, game = await bot.service.game(ref.game)
    if record.seat_of(interaction.user.id) is None:
        raise UserError("error.not_player")
    locale = locale_of(interaction)
    if game.is_over or ref.ply != game.ply:
        await bot.panels.show(interaction, ref.game, edit=True,
                              note=t("panel.was_stale", locale))
        return
    name = card_name(card, locale)
    await interaction.response.send_modal(SpaceForm(
        t("form.space_title", locale, card=name),
        ui.custom_id(ref.game, ref.ply, "pspace", card), t("form.space_label", locale)))


async def on_space_form(interaction: discord.Interaction[SequenceBot], ref: ui.Ref) -> None:
    """The other-space form: play the card named in its id on the space typed."""
    card = ref.arg or ""
    typed = ref.values[0] if ref.values else ""
    match = SPACE_TEXT.fullmatch(typed)
    if CARD_ARG.fullmatch(card) is None:
        raise UserError("error.forged")
    if match is None:
        raise UserError("error.bad_space", space=typed[:8])
    space = f"{match[1].upper()}{match[2]}"
    bot = interaction.client
    _, game = await bot.service.game(ref.game)
    legal = {str(m) for m in game.legal_moves()}
    if f"{card} {space}" not in legal:
        raise UserError("error.space_not_for_card", space=space,
                        card=card_name(card, locale_of(interaction)))
    await bot.panels.choose(interaction, ref, f"{card} {space}")


async def on_undo(interaction: discord.Interaction[SequenceBot], ref: ui.Ref) -> None:
    """Undo a move that has not counted yet."""
    await interaction.client.panels.undo(interaction, ref)


async def on_refresh(interaction: discord.Interaction[SequenceBot], ref: ui.Ref) -> None:
    """Refresh: the panel as it is now."""
    await interaction.client.panels.show(interaction, ref.game, edit=True)


async def answer_form(interaction: discord.Interaction[SequenceBot]) -> bool:
    """Route a submitted form of the bot's own shape to its handler; False when it is not
    one (``cogs.client`` calls this for every modal submit)."""
    data: dict[str, Any] = dict(interaction.data or {})
    ref = ui.parse_ref(str(data.get("custom_id", "")))
    if ref is None or ref.action != "pspace":
        return False
    typed = ""
    for row in data.get("components") or []:
        inner = row.get("components") or ([row["component"]] if "component" in row else [])
        for component in inner:
            if component.get("custom_id") == "space":
                typed = str(component.get("value") or "")
    ref = ui.Ref(ref.game, ref.ply, ref.action, ref.arg, (typed,))
    try:
        await on_space_form(interaction, ref)
    except Exception as error:  # noqa: BLE001 - the one place form errors land
        await report(interaction, error)
    return True


HANDLERS = {
    "pmove": on_move,
    "ppass": on_pass,
    "pdraw": on_draw,
    "pforfeit": on_forfeit,
    "pother": on_other,
    "pundo": on_undo,
    "prefresh": on_refresh,
}
"""The panel's components (the form is routed by ``answer_form``)."""

STALE_ACTIONS = ("card", "space", "back", "pass", "forfeitcard")
"""Components of the menus panels replaced: a click on one shows the current panel."""

