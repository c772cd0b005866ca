"""Restart-proof buttons and menus, and the one place that reads their ``custom_id``.

Every component the bot sends is a ``GameItem``: a ``DynamicItem`` whose ``custom_id`` is
``seq:<game>:<ply>:<action>[:<arg>]`` (``-`` for the ply when the action is not tied to one
position), or, for components that name no game (the leaderboard's and history's pages and
menu), ``seqlb:<kind>:…`` in a shape its cog registers. The id is untrusted input: it is
matched against a strict pattern, and the cogs check that the game and ply it names make sense
before doing anything. Cogs register a handler per game action with ``register`` and per other
shape with ``route``; ``GameItem.callback`` is the one router: it finds the handler, narrows the
interaction to the bot's, and routes errors to ``cogs.errors``.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, cast

import discord

from cogs.errors import UserError, report
from cogs.messages import locale_of, t

if TYPE_CHECKING:
    from cogs.client import SequenceBot

log = logging.getLogger(__name__)

CUSTOM_ID = re.compile(
    r"seq:(?P<game>[1-9][0-9]{0,17}):(?P<ply>-|0|[1-9][0-9]{0,5}):(?P<action>[a-z]{2,12})"
    r"(?::(?P<arg>[A-Za-z0-9_]{1,24}))?"
)
"""The shape of a game component's custom_id."""
OTHER_ID = re.compile(r"seqlb:[a-z]{2,8}(?::[a-z0-9]{1,20}){1,4}")
"""The outline of a component's custom_id that names no game; each cog's ``route`` pattern
says exactly which of these it handles."""

SELECT_LIMIT = 25


@dataclass(frozen=True)
class Ref:
    """What a clicked component names: the game, the ply (or None), the action and argument."""

    game: int
    ply: int | None
    action: str
    arg: str | None
    values: tuple[str, ...] = ()
    """The chosen options of a select (also untrusted)."""


Handler = Callable[["discord.Interaction[SequenceBot]", Ref], Awaitable[None]]
"""A game component's handler: the interaction (its client is the bot) and what was clicked."""
RouteHandler = Callable[
    ["discord.Interaction[SequenceBot]", re.Match[str], tuple[str, ...]], Awaitable[None]]
"""Another component's handler: the interaction, its custom_id's match, a select's values."""
_HANDLERS: dict[str, Handler] = {}
_ROUTES: dict[re.Pattern[str], RouteHandler] = {}


def route(pattern: re.Pattern[str], handler: RouteHandler) -> None:
    """Route clicks whose custom_id fully matches ``pattern`` (inside ``OTHER_ID``) to
    ``handler`` (called from a cog's ``setup``)."""
    _ROUTES[pattern] = handler


def unroute(*patterns: re.Pattern[str]) -> None:
    """Forget routes (called from a cog's ``teardown``)."""
    for pattern in patterns:
        _ROUTES.pop(pattern, None)


def register(action: str, handler: Handler) -> None:
    """Route clicks of ``action`` to ``handler`` (called from a cog's ``setup``)."""
    _HANDLERS[action] = handler


def register_all(handlers: Mapping[str, Handler]) -> None:
    """Route clicks of each action in ``handlers`` to its handler (a cog's ``setup``)."""
    _HANDLERS.update(handlers)


def unregister(*actions: str) -> None:
    """Forget handlers (called from a cog's ``teardown``)."""
    for action in actions:
        _HANDLERS.pop(action, None)


def custom_id(game: int, ply: int | None, action: str, arg: str | None = None) -> str:
    """Build a custom_id; it always matches ``CUSTOM_ID``."""
    text = f"seq:{game}:{'-' if ply is None else ply}:{action}"
    if arg is not None:
        text += f":{arg}"
    if CUSTOM_ID.fullmatch(text) is None:
        raise ValueError(f"bad custom_id {text!r}")
    return text


def parse_ref(text: str, values: Sequence[str] = ()) -> Ref | None:
    """The ``Ref`` of a custom_id, or None when it does not have the bot's shape."""
    match = CUSTOM_ID.fullmatch(text)
    if match is None:
        return None
    ply = match["ply"]
    return Ref(int(match["game"]), None if ply == "-" else int(ply), match["action"],
               match["arg"], tuple(values))


class GameItem(discord.ui.DynamicItem[discord.ui.Item],  # type: ignore[type-arg]
               template=f"{CUSTOM_ID.pattern}|{OTHER_ID.pattern}"):
    """Any button or select the bot sends; survives restarts because its id says it all."""

    def __init__(self, item: discord.ui.Item) -> None:  # type: ignore[type-arg]
        super().__init__(item)

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction,
        item: discord.ui.Item,  # type: ignore[type-arg]
        match: re.Match[str],
        /,
    ) -> GameItem:
        """Rebuild the item from a clicked component."""
        return cls(item)

    async def callback(self, interaction: discord.Interaction) -> None:
        """Find the action's handler and run it; every error is reported privately."""
        if getattr(interaction.client, "closing", False):
            await refuse_while_closing(interaction)
            return
        track = getattr(interaction.client, "track_current", None)
        if track is not None:
            track()
        item = self.item
        values = tuple(getattr(item, "values", ()) or ())
        ref = parse_ref(self.custom_id, values)
        # The one narrowing: every GameItem belongs to the SequenceBot that registered it.
        bots = cast("discord.Interaction[SequenceBot]", interaction)
        try:
            if ref is None:
                for pattern, other in _ROUTES.items():
                    match = pattern.fullmatch(self.custom_id)
                    if match is not None:
                        await other(bots, match, values)
                        return
                raise UserError("error.forged")
            await _same_server(interaction, ref.game)
            handler = _HANDLERS.get(ref.action)
            if handler is None:
                raise UserError("error.unknown_action")
            await handler(bots, ref)
        except Exception as error:  # noqa: BLE001 - the one place component errors land
            await report(interaction, error)


async def _same_server(interaction: discord.Interaction, game_id: int) -> None:
    """Refuse a component (forged, or from another server's message) naming a game of
    another server, exactly as an unknown game. DMs (hand messages) name the player's own
    games, which the handlers check."""
    service = getattr(interaction.client, "service", None)
    if interaction.guild_id is None or service is None:
        return
    if (await service.record(game_id)).guild_id != interaction.guild_id:
        raise UserError("error.no_game", game=game_id)


async def refuse_while_closing(interaction: discord.Interaction) -> None:
    """Answer a command or click that came in while the bot closes: privately, that it is
    restarting and nothing was changed (the game goes on after the restart)."""
    try:
        await interaction.response.send_message(
            t("error.restarting", locale_of(interaction)), ephemeral=True)
    except discord.HTTPException:
        log.info("could not tell a user that the bot is restarting")


def spaces_hint(spaces: Sequence[str]) -> str:
    """Spaces for a select's placeholder: all of a few (``H7, D10``), else the first to the
    last in reading order (``A2–E4``)."""
    return ", ".join(spaces) if len(spaces) <= 5 else f"{spaces[0]}–{spaces[-1]}"


async def answer_foreign(interaction: discord.Interaction) -> None:
    """Answer a component whose custom_id is not the bot's shape (forged or from elsewhere)."""
    if interaction.type is not discord.InteractionType.component:
        return
    data: dict[str, Any] = dict(interaction.data or {})
    cid = str(data.get("custom_id", ""))
    if CUSTOM_ID.fullmatch(cid) is not None and cid in _ids_on(interaction.message):
        return  # a GameItem handles it
    if any(p.fullmatch(cid) for p in _ROUTES) and cid in _ids_on(interaction.message):
        return  # a GameItem routes it
    if interaction.response.is_done():
        return
    await interaction.response.send_message(t("error.forged", locale_of(interaction)),
                                            ephemeral=True)


async def confirmed(interaction: discord.Interaction, text: str) -> None:
    """Replace a private confirmation (its buttons too) with ``text``, once what it asked
    for is stored: a failure here changes nothing, so it is only logged."""
    try:
        await interaction.response.edit_message(content=text, view=None)
    except discord.HTTPException as error:
        log.info("replacing a confirmation failed (%s)", error.status)


def _ids_on(message: discord.Message | None) -> set[str]:
    """The custom_ids of the components on a message (discord.py dispatches only those)."""
    found: set[str] = set()
    stack = list(getattr(message, "components", None) or [])
    while stack:
        component = stack.pop()
        cid = getattr(component, "custom_id", None)
        if cid:
            found.add(cid)
        stack.extend(getattr(component, "children", None) or [])
    return found


def button(
    label: str,
    cid: str,
    *,
    style: discord.ButtonStyle = discord.ButtonStyle.secondary,
    row: int | None = None,
    emoji: str | None = None,
) -> GameItem:
    """A game button."""
    return GameItem(discord.ui.Button(label=label, custom_id=cid, style=style, row=row,
                                      emoji=emoji))


def select(
    placeholder: str,
    cid: str,
    options: Sequence[tuple[str, str]],
    *,
    row: int | None = None,
    descriptions: Sequence[str] = (),
) -> GameItem:
    """A game select menu of (label, value) options (at most 25), each with its line of
    ``descriptions`` under it where that is not empty."""
    opts = [discord.SelectOption(label=label[:100], value=value,
                                 description=(descriptions[i] if i < len(descriptions)
                                              else "")[:100] or None)
            for i, (label, value) in enumerate(options[:SELECT_LIMIT])]
    return GameItem(discord.ui.Select(placeholder=placeholder[:150], custom_id=cid,
                                      options=opts, row=row))


def view_of(*items: discord.ui.Item) -> discord.ui.View:  # type: ignore[type-arg]
    """A timeout-free view holding ``items`` (all ``GameItem``s)."""
    view = discord.ui.View(timeout=None)
    for item in items:
        view.add_item(item)
    return view
