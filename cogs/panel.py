"""The hand panel: each player's private, live view of one game, and moves made from it.

"My hand", Play and ``/sequence hand`` open the panel as an only-you message. On the player's
turn it shows their private picture and one menu of their complete moves (``Q♠ → B3``), best
first, each saying what it does (``engine.ai.advice``); choosing one is the whole move. A wild
or removing card whose spaces do not all fit in the menu gets a button that asks for any other
space. Dead cards are in the menu too (turning one in costs one more choice, as at the table),
and so are the forfeit of a table-talk penalty and a strict draw.

A misclick can be taken back: a chosen move is committed only after ``undo_seconds`` (the bot's
setting, 3 s by default), and until then the panel offers Undo. The card drawn is shown only
after the commit, so the grace period shows nothing that an undo could exploit. A bot that
closes commits the moves still waiting at once.

The panel updates itself after every move of its game (``Panels.refresh``), through the newest
interaction that showed it, while Discord lets that interaction edit it (15 minutes). Before
then it says that it stops updating; any click on an out-of-date panel answers with the
current one. Off-turn the panel shows the hand as text and the board's link, so a move draws
one private picture: the next player's, shared by their panel and their DM.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections import OrderedDict
from dataclasses import dataclass, field
from functools import partial
from typing import TYPE_CHECKING, Any

import discord

from cogs import components as ui
from cogs.errors import UserError, report, wording
from cogs.in_time import done_in_time
from cogs.messages import locale_of, t
from cogs.panel_menu import checked_move, duty_line, in_dm, move_controls
from cogs.present import event_line, move_label, name_of, since_last_turn
from cogs.private import send_hands
from cogs.reasons import card_name
from data import GameRecord
from engine import Game
from engine.ai.advice import Advice, ranked_moves
from table import Refusal

if TYPE_CHECKING:
    from cogs.client import SequenceBot

log = logging.getLogger(__name__)

UNDO_SECONDS = 3.0
"""How long a move chosen on the panel waits before it counts (the bot's default)."""
QUICK_ANSWER = 1.5
"""Seconds after a move's click within which the stored move's panel answers it (Discord
allows 3; past this the click is deferred and the panel edited afterwards)."""
STALE_WARNING = 14 * 60.0
"""When a panel says it will stop updating: a minute before its token expires."""
WATCHING = 120.0
"""Seconds after a member last used their hand panel during which its updates stand for the
turn DM: someone who played from it a moment ago is looking at it (the board pings them
too), and the same picture and menu in a DM would only be a second notification."""




@dataclass
class OpenPanel:
    """A panel on someone's screen: the newest interaction whose message it is."""

    interaction: discord.Interaction[SequenceBot]
    opened: float
    """Loop time when that interaction arrived (its token lives ``TOKEN_LIFE``)."""
    ply: int
    """The move the panel shows the game after."""
    message_id: int | None = None
    """The panel's message."""
    warning: asyncio.TimerHandle | None = None


@dataclass
class Pending:
    """A move chosen on a panel and not yet committed (undo is still possible)."""

    game_id: int
    user_id: int
    text: str
    ply: int
    interaction: discord.Interaction[SequenceBot]
    task: asyncio.Task[None] | None = None
    committing: bool = False
    done: asyncio.Event = field(default_factory=asyncio.Event)


ADVICE_KEPT = 256
"""Move menus kept ranked (``Panels.ranked``)."""


class Panels:
    """Every open hand panel of one bot, and the moves waiting on them."""

    def __init__(self, bot: SequenceBot, *, undo_seconds: float = UNDO_SECONDS) -> None:
        self.bot = bot
        self.undo_seconds = undo_seconds
        self._open: dict[tuple[int, int], OpenPanel] = {}
        self._pending: dict[int, Pending] = {}
        """Per game: the move waiting for its undo time to pass (one turn, one move)."""
        self._ranked: OrderedDict[tuple[int, int, int], tuple[Advice, ...]] = OrderedDict()
        """(game, ply, seat) → its move menu's ranking (``ranked``)."""
        self._refreshing: dict[int, bool] = {}
        """Games whose panels are being brought up to date → whether to do it once more."""

    # -- showing -----------------------------------------------------------------------------

    async def show(self, interaction: discord.Interaction[SequenceBot], game_id: int, *,
                   edit: bool = False,
                   note: str = "") -> None:
        """Answer ``interaction`` with the member's panel of ``game_id``: a new only-you
        message, or (``edit``) the panel the clicked component is on."""
        record, game = await self.bot.service.game(game_id)
        seat = record.seat_of(interaction.user.id)
        if seat is None:
            raise UserError("error.not_player")
        locale = locale_of(interaction)
        if not edit:
            await interaction.response.defer(ephemeral=True, thinking=True)
        making = asyncio.ensure_future(
            self.contents(record, game, seat.seat, locale, picture=True, note=note,
                          in_dm=in_dm(interaction)))
        if edit:
            # The picture may wait for a worker (a busy bot, or one just started): past
            # QUICK_ANSWER the click is acknowledged first and its panel edited afterwards.
            if not await done_in_time(interaction, making, QUICK_ANSWER):
                await interaction.response.defer()
        kwargs = await making
        if edit and not interaction.response.is_done():
            await interaction.response.edit_message(**kwargs)
            message_id = interaction.message.id if interaction.message else None
        else:
            message_id = (await interaction.edit_original_response(**kwargs)).id
        self._remember(interaction, game_id, game.ply, message_id)
        # A move stored while this panel was being drawn brought up the panels open then, not
        # this one: once a board newer than this panel is out (its own pass after the board
        # includes this panel otherwise), bring this one up too. Not only the last move's
        # board: a dead card turned in after it goes out with its player's play.
        record, now = await self.bot.service.game(game_id)
        if now.ply > game.ply and (record.announced_ply is None
                                   or record.announced_ply > game.ply):
            self.refresh_in_background(game_id)

    async def contents(self, record: GameRecord, game: Game, seat: int, locale: str, *,
                       picture: bool, note: str = "", pending: str = "",
                       in_dm: bool = False) -> dict[str, Any]:
        """The panel as message keyword arguments. With ``picture`` the private picture is
        attached; without it (or when it cannot be drawn) the panel shows the hand as text.
        ``in_dm``: the panel is in the player's DMs (a turn DM's menu), where it does not
        say that their DMs are closed."""
        acting = seat in game.acting_seats() and not game.is_over
        lines = [t("hand.title", locale, game=record.id, ply=game.ply)]
        if note:
            lines.append(note)
        recent = (since_last_turn(record, game, seat, locale,
                                  self.bot.service.recent_events(record.id, game))
                  if acting else [])
        last = game.last_event
        if recent:  # 3+ seats: everything since the player's own last move
            lines.extend(recent)
        elif last is not None and game.ply > 0:
            lines.append(event_line(record, game, last, locale))
        if pending:
            lines.append(t("panel.pending", locale, move=pending, seconds=self.undo_seconds))
        elif game.is_over:
            lines.append(t("panel.over", locale))
        elif acting:
            lines.append(duty_line(record, game, seat, locale))
        else:
            lines.append(t("hand.not_turn", locale, player=name_of(record, game.to_act)))
            if record.turn_deadline:
                lines.append(t("panel.clock", locale, when=f"<t:{record.turn_deadline}:R>"))
        file = await self.bot.boards.private.file(game, record, seat, locale) if picture \
            else None
        hand = game.hand(seat)
        if hand and not (file or pending):  # no picture (asked for none, or it failed)
            lines.append(t("panel.hand", locale,
                           cards=" ".join(card_name(c, locale) for c in hand)))
        link = self.bot.boards.link(record)
        if link:
            lines.append(t("hand.link", locale, link=link))
        if not record.seats[seat].dm_ok and not in_dm:
            lines.append(t("hand.no_dm_note", locale))
        kwargs: dict[str, Any] = {"content": "\n".join(lines)}
        if picture:
            kwargs["attachments"] = [file] if file else []
        elif not pending:
            kwargs["attachments"] = []
        if pending:
            kwargs["view"] = ui.view_of(ui.button(
                t("button.undo", locale), ui.custom_id(record.id, game.ply, "pundo"),
                style=discord.ButtonStyle.danger))
        else:
            kwargs["view"] = ui.view_of(*self._controls(record, game, seat, locale, acting))
        return kwargs

    def controls(self, record: GameRecord, game: Game, seat: int,
                 locale: str) -> discord.ui.View:
        """The panel's controls for ``seat`` now, as a view (the turn DM carries them)."""
        acting = seat in game.acting_seats() and not game.is_over
        return ui.view_of(*self._controls(record, game, seat, locale, acting))

    def _controls(self, record: GameRecord, game: Game, seat: int, locale: str,
                  acting: bool) -> list[Any]:
        """The panel's menus and buttons for what ``seat`` may do now."""
        gid, ply = record.id, game.ply
        items: list[Any] = []
        if acting and seat in game.owed_forfeits():
            cards = list(dict.fromkeys(game.hand(seat)))
            items.append(ui.select(t("select.forfeit", locale), ui.custom_id(gid, ply, "pforfeit"),
                                   [(card_name(c, locale), c) for c in cards], row=0))
        elif acting and seat in game.owed_draws():
            items.append(ui.button(t("button.draw", locale), ui.custom_id(gid, ply, "pdraw"),
                                   style=discord.ButtonStyle.success, row=1))
        elif acting:
            items.extend(move_controls(record, game, seat, locale, self.bot.card_emojis.get,
                                        self.ranked(record.id, game, seat)))
        items.append(ui.button(t("button.refresh", locale), ui.custom_id(gid, ply, "prefresh"),
                               row=2, emoji="🔄"))
        return items

    def ranked(self, game_id: int, game: Game, seat: int) -> tuple[Advice, ...]:
        """``ranked_moves`` for ``seat``, ranked once per (game, move, seat): a turn's menu
        shows in the player's panel and in their DM (a game at a given move is always the
        same position: its moves are append-only)."""
        key = (game_id, game.ply, seat)
        advice = self._ranked.get(key)
        if advice is None:
            advice = self._ranked[key] = tuple(ranked_moves(game, seat))
            while len(self._ranked) > ADVICE_KEPT:
                self._ranked.popitem(last=False)
        return advice

    def _remember(
        self, interaction: discord.Interaction[SequenceBot], game_id: int, ply: int,
        message_id: int | None = None,
    ) -> None:
        """Keep ``interaction`` as the way to edit the member's panel of ``game_id`` (the
        message ``message_id``; by default the one its component is on). A panel it replaces
        (another message: Play or My hand pressed again) is told so and loses its controls,
        so no old panel goes on offering moves."""
        key = (game_id, interaction.user.id)
        if message_id is None and interaction.message is not None:
            message_id = interaction.message.id
        old = self._open.get(key)
        if old is not None:
            if old.warning is not None:
                old.warning.cancel()
            if old.message_id is not None and old.message_id != message_id:
                self.bot.background(self._retire(old, game_id))
        loop = asyncio.get_running_loop()
        panel = OpenPanel(interaction, loop.time(), ply, message_id)
        panel.warning = loop.call_later(
            STALE_WARNING, lambda: self.bot.background(self._warn(key, panel)))
        self._open[key] = panel
        if self.bot.shared:
            in_guild = interaction.guild_id is not None
            self.bot.background(self._share_watching(
                game_id, interaction.user.id, time.time() + WATCHING if in_guild else None))

    async def _share_watching(self, game_id: int, user_id: int, until: float | None) -> None:
        """Tell the processes sharing the database that the member plays from this panel
        until ``until`` (None: from their DMs), for the turn DM of a move one of them
        announces (``watchers``). When the database is away, the latest of these is shared
        once it is back: a panel left for the DMs must not keep holding back turn DMs."""
        store = self.bot.store
        await self.bot.retries.write_latest(
            ("panel use", game_id, user_id), f"game {game_id}: sharing the use of a panel",
            until, lambda until: store.watch_panel(game_id, user_id, until=until))

    async def _retire(self, panel: OpenPanel, game_id: int) -> None:
        """Say on a replaced panel that a newer one is open, without controls or picture."""
        if asyncio.get_running_loop().time() - panel.opened > STALE_WARNING:
            return  # its token can no longer edit it
        locale = locale_of(panel.interaction)
        try:
            await panel.interaction.edit_original_response(
                content=t("panel.replaced", locale, game=game_id), attachments=[], view=None)
        except discord.HTTPException as error:
            log.info("could not retire a panel of game %s (%s)", game_id, error.status)

    async def _warn(self, key: tuple[int, int], panel: OpenPanel) -> None:
        """The panel's token is about to expire: say that it stops updating."""
        if self._open.get(key) is not panel:
            return
        del self._open[key]
        locale = locale_of(panel.interaction)
        try:
            await panel.interaction.edit_original_response(
                content=t("panel.stopped", locale, game=key[0]),
                attachments=[], view=ui.view_of(ui.button(
                    t("button.refresh", locale), ui.custom_id(key[0], None, "prefresh"),
                    emoji="🔄")))
        except discord.HTTPException as error:
            log.info("could not mark a panel of game %s out of date (%s)", key[0], error.status)

    async def refresh(self, game_id: int) -> None:
        """Bring every open panel of ``game_id`` up to date with the stored game.

        One pass at a time per game: a move made while a pass is under way (the next player
        answering fast) gets a pass after it, which reads the game again. Two passes at once
        could otherwise end with the older position's edit last, leaving a panel that does
        not offer its player's turn."""
        if game_id in self._refreshing:
            self._refreshing[game_id] = True
            return
        self._refreshing[game_id] = False
        try:
            while True:
                await self._refresh_once(game_id)
                if not self._refreshing[game_id]:
                    break
                self._refreshing[game_id] = False
        finally:
            del self._refreshing[game_id]

    def refresh_in_background(self, game_id: int) -> None:
        """``refresh`` in a background task, tried again when the database keeps it from
        finishing (an open panel would otherwise show the old position until the next move
        or a click)."""
        self.bot.background(self.bot.retries.now_or_later(
            ("panels", game_id), f"game {game_id}: bringing its panels up to date",
            partial(self.refresh, game_id)))

    async def catch_up(self) -> int:
        """Bring up to date the open panels of games another process moved (shards over one
        database: that process updated the panels it holds, not these). A game's panels are
        brought up once a board newer than what they show is out, so that they link to it;
        a move whose board is not out yet (being posted, or a dead card turned in, which
        goes out with its player's play) waits for it. Returns how many games' panels were
        brought up."""
        shown_at: dict[int, int] = {}
        for (game_id, _), panel in self._open.items():
            shown_at[game_id] = min(panel.ply, shown_at.get(game_id, panel.ply))
        if not shown_at:
            return 0
        plies = await self.bot.service.shown_plies(shown_at)
        behind = [game_id for game_id, (stored, shown) in plies.items()
                  if shown_at[game_id] < stored and (shown is None or shown > shown_at[game_id])]
        for game_id in behind:
            try:
                await self.refresh(game_id)
            except Exception:  # noqa: BLE001 - one game must not keep the others behind
                log.exception("bringing the panels of game %s up to date failed", game_id)
        return len(behind)

    async def _refresh_once(self, game_id: int) -> None:
        """One pass of ``refresh``."""
        panels = [(key, p) for key, p in self._open.items() if key[0] == game_id]
        if not panels:
            return
        record, game = await self.bot.service.game(game_id)
        loop = asyncio.get_running_loop()
        unseen: list[tuple[int, int]] = []  # (seat, member) whose turn was not shown
        for key, panel in panels:
            if self._open.get(key) is not panel or panel.ply >= game.ply:
                continue
            if game_id in self._pending and self._pending[game_id].user_id == key[1]:
                continue  # its own waiting move is on it
            if loop.time() - panel.opened > STALE_WARNING:
                self._open.pop(key, None)
                continue
            seat = record.seat_of(key[1])
            if seat is None:
                self._open.pop(key, None)
                continue
            locale = locale_of(panel.interaction)
            acting = seat.seat in game.acting_seats()
            watched = self.watching(game_id, key[1])
            try:
                kwargs = await self.contents(record, game, seat.seat, locale, picture=acting,
                                             in_dm=in_dm(panel.interaction))
                newer = self._open.get(key)
                if newer is not panel:
                    # Replaced while its picture was drawn (the member opened a newer panel,
                    # or clicked this one): an edit now would give a retired panel its
                    # controls back, or overwrite the click's answer. A newer panel that is
                    # still behind gets a pass of its own.
                    if newer is not None and newer.ply < game.ply:
                        self._refreshing[game_id] = True
                    continue
                await panel.interaction.edit_original_response(**kwargs)
                panel.ply = game.ply
            except discord.HTTPException as error:
                log.info("a panel of game %s could not be updated (%s)", game_id, error.status)
                self._open.pop(key, None)
                if acting and watched and not game.is_over:
                    unseen.append((seat.seat, key[1]))
            if game.is_over:
                self._open.pop(key, None)
        if unseen:
            await self._dm_instead(record, game, unseen)

    async def _dm_instead(self, record: GameRecord, game: Game,
                          unseen: list[tuple[int, int]]) -> None:
        """The turn DM for members whose panel could not show their turn: the move's
        announcement sent them none, as they were playing from that panel (``watching``)."""
        choices = await self.bot.service.dm_choices(user for _, user in unseen)
        seats = tuple(seat for seat, user in unseen if choices.get(user, "turn") == "turn")
        if seats:
            self.bot.background(send_hands(self.bot, record, game, seats))

    # -- moves --------------------------------------------------------------------------------

    async def choose(
        self, interaction: discord.Interaction[SequenceBot], ref: ui.Ref, text: str
    ) -> None:
        """A move chosen on the panel: after the undo time (or at once) it is committed."""
        bot = self.bot
        record, game = await bot.service.game(ref.game)
        seat = record.seat_of(interaction.user.id)
        if seat is None:
            raise UserError("error.not_player")
        if game.is_over or ref.ply != game.ply:
            await self.show(interaction, ref.game, edit=True,
                            note=t("panel.was_stale", locale_of(interaction)))
            return
        if ref.game in self._pending:
            raise UserError("error.move_waiting")
        move = checked_move(game, seat.seat, text)
        quiet = move.kind in ("dead", "draw", "forfeit")  # nothing to take back on the board
        if self.undo_seconds <= 0 or quiet:
            await self._commit(Pending(ref.game, interaction.user.id, str(move), game.ply,
                                       interaction), answer=True)
            return
        locale = locale_of(interaction)
        kwargs = await self.contents(record, game, seat.seat, locale, picture=False,
                                     pending=move_label(move, locale),
                                     in_dm=in_dm(interaction))
        await interaction.response.edit_message(**kwargs)
        self._remember(interaction, ref.game, game.ply)
        pending = Pending(ref.game, interaction.user.id, str(move), game.ply, interaction)
        self._pending[ref.game] = pending
        pending.task = bot.background(self._wait_then_commit(pending))

    async def _wait_then_commit(self, pending: Pending) -> None:
        await asyncio.sleep(self.undo_seconds)  # cancelled by Undo, or by flush (which commits)
        await self._commit(pending)

    async def _commit(self, pending: Pending, *, answer: bool = False) -> None:
        """Store the waiting move and announce it; a refusal is told on the panel. With
        ``answer`` the click that chose the move is answered here: with the mover's updated
        panel when the move is stored in time (one request: the panel's edit is the answer),
        else with a deferral before Discord's 3 seconds are up (a busy bot), the panel then
        edited with the others. The move counts whatever Discord does with that answer; a
        refusal is then raised to the router, which reports it."""
        from cogs.announce import after_move  # noqa: PLC0415 - announce imports this module

        pending.committing = True
        interaction = pending.interaction
        playing = asyncio.ensure_future(self.bot.service.play(
            pending.game_id, pending.user_id, pending.text, ply=pending.ply))
        answered = shown = False
        if answer:
            if not await done_in_time(interaction, playing, QUICK_ANSWER):
                answered = await self._defer(interaction, pending.game_id)
        try:
            result = await playing
        except Exception as error:
            self._pending.pop(pending.game_id, None)
            pending.done.set()
            if answer:
                raise
            if isinstance(error, Refusal):
                await self._tell(interaction, pending.game_id,
                                 wording(error, locale_of(interaction)))
            else:  # told to the player with a reference, logged
                await report(interaction, error)
            return
        self._pending.pop(pending.game_id, None)
        pending.done.set()
        if answer and not interaction.response.is_done():
            # The board's picture is drawn while the click is answered.
            locale = await self.bot.service.guild_locale(result.record.guild_id)
            self.bot.boards.draw_early(result.record, result.game, locale)
            try:
                shown = await self._answer_moved(interaction, result.record, result.game)
            except Exception:  # noqa: BLE001 - the move is stored: it must still be shown
                log.exception("answering a move in game %s with its panel failed",
                              pending.game_id)
            answered = shown or await self._defer(interaction, pending.game_id)
        if answer and not answered:
            await after_move(self.bot, result)
            return
        if answer and not shown:
            self._remember(interaction, pending.game_id, pending.ply)
        await after_move(self.bot, result, interaction=interaction)

    async def _defer(self, interaction: discord.Interaction[SequenceBot], game_id: int) -> bool:
        """Acknowledge a move's click without changing its message yet; False if Discord did
        not take it (the board then goes to the channel instead)."""
        try:
            await interaction.response.defer()
        except discord.HTTPException as error:
            log.info("answering a move in game %s failed (%s)", game_id, error.status)
            return False
        return True

    async def _answer_moved(self, interaction: discord.Interaction[SequenceBot],
                            record: GameRecord, game: Game) -> bool:
        """Answer a move's click with the mover's panel after it, when the mover's turn is
        over (an off-turn panel has no picture to wait for); False when it was not answered
        (the mover plays on, or Discord did not take it). Its board link is still the old
        board's until the next move: the new board goes out as this answer's followup."""
        seat = record.seat_of(interaction.user.id)
        if seat is None or (seat.seat in game.acting_seats() and not game.is_over):
            return False
        locale = locale_of(interaction)
        kwargs = await self.contents(record, game, seat.seat, locale, picture=False,
                                     in_dm=in_dm(interaction))
        try:
            await interaction.response.edit_message(**kwargs)
        except discord.HTTPException as error:
            log.info("answering a move in game %s failed (%s)", record.id, error.status)
            return False
        if game.is_over:  # nothing more to show on it
            self._drop((record.id, interaction.user.id))
        else:
            self._remember(interaction, record.id, game.ply)
        return True

    async def _tell(
        self, interaction: discord.Interaction[SequenceBot], game_id: int, text: str
    ) -> None:
        """Show the current panel with ``text`` on top (a move that could not be made)."""
        record, game = await self.bot.service.game(game_id)
        seat = record.seat_of(interaction.user.id)
        if seat is None:
            return
        locale = locale_of(interaction)
        try:
            kwargs = await self.contents(record, game, seat.seat, locale, picture=True, note=text,
                                         in_dm=in_dm(interaction))
            await interaction.edit_original_response(**kwargs)
            self._remember(interaction, game_id, game.ply)
        except discord.HTTPException as error:
            log.info("a panel of game %s could not be updated (%s)", game_id, error.status)

    async def undo(self, interaction: discord.Interaction[SequenceBot], ref: ui.Ref) -> None:
        """Undo: take back the waiting move of the member, if it has not counted yet."""
        pending = self._pending.get(ref.game)
        locale = locale_of(interaction)
        if (pending is None or pending.user_id != interaction.user.id or pending.committing
                or pending.task is None):
            await self.show(interaction, ref.game, edit=True, note=t("panel.too_late", locale))
            return
        del self._pending[ref.game]
        pending.task.cancel()
        pending.done.set()
        await self.show(interaction, ref.game, edit=True, note=t("panel.undone", locale))

    async def flush(self) -> None:
        """Commit every waiting move now (the bot is closing; they were chosen, not undone)."""
        for pending in list(self._pending.values()):
            if pending.committing or pending.task is None:
                await pending.done.wait()  # being committed
                continue
            pending.task.cancel()
            await self._commit(pending)

    def is_open(self, game_id: int, user_id: int) -> bool:
        """Whether the member has a panel of the game that this bot keeps up to date."""
        return (game_id, user_id) in self._open

    def watching(self, game_id: int, user_id: int) -> bool:
        """Whether the member used their open panel of the game in the server within
        ``WATCHING`` seconds (``cogs.private.dm_seats`` then sends no turn DM). A panel in
        their DMs (a turn DM they played from) does not count: an edit of it notifies
        nobody, so a player who plays from DMs gets a new DM each turn."""
        panel = self._open.get((game_id, user_id))
        return (panel is not None and panel.interaction.guild_id is not None
                and asyncio.get_running_loop().time() - panel.opened <= WATCHING)

    async def watchers(self, record: GameRecord) -> frozenset[int]:
        """The game's members ``watching`` a panel of it: this process's, and with other
        processes on the database also theirs (a panel is kept by its server's shard, while
        the move may be announced by another process)."""
        members = {s.user_id for s in record.seats if s.user_id is not None}
        local = frozenset(u for u in members if self.watching(record.id, u))
        if not self.bot.shared:
            return local
        return local | (await self.bot.store.panel_watchers(record.id) & members)

    def _drop(self, key: tuple[int, int]) -> None:
        """Stop updating the panel of ``key`` (game, member), if one is open."""
        panel = self._open.pop(key, None)
        if panel is not None and panel.warning is not None:
            panel.warning.cancel()


__all__ = ["UNDO_SECONDS", "Panels"]
