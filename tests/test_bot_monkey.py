"""End-to-end: members who click, choose and type at random never break a game.

Four members sit at four tables, one of three sets chosen by the seed's remainder by 3:

- 0: three sides with a one-minute clock that drops players, Dice 5 against the expert, Kids
  of three with a computer, and a strict-draw game against the expert;
- 1: a classic game with a turn clock, a Dice game, a Kids game with a computer, and two teams
  of two with strict draw and table talk;
- 2: three teams of two with two computers, Dice of three with a computer and a clock, Dice of
  two teams of two with hints, and Kids of two with hints; its members' names are written in
  other scripts (right to left among them), and each reads Discord in another language.

They act at random: any button or menu option on any message they can see (old boards, other
people's lobbies, stale panels), forged menu values, the ``/sequence`` commands with odd
arguments (garbage, another game's id, other seats' moves), the move suggestions for what they
type, the forms a button opens, two clicks at once, and now and then the move the table is
waiting for, so the games reach jacks, dead cards, sequences and their ends; sometimes that
move comes at the same moment as another member's click, another seat's strict draw or
table-talk forfeit, the turn clocks' sweep or a moderator deleting the board. Now and then Discord
fails one request (a 5xx or a rate limit on a post, an edit or a follow-up), a member closes or
opens their DMs, turn clocks run out (now and then a whole day passes and the day's lobbies
close), a moderator deletes a board or a game's thread, takes one of the bot's permissions for
a while or ends a game or lobby (``/sequence end``, asked by the owner), drops a player a game
without a clock waited three days for (``/sequence drop``), asks to be forgotten
(``/sequence forget``: refused while they play), sets the server's clock for new games or
resets a ladder (the owner), or the bot restarts, or Discord asks it to reconnect, or the
database goes away for a moment (a PostgreSQL restart or failover to a standby, a full disk),
while members act, the clocks are swept or a moderator deletes a board or a thread (its new
board comes once the database is back).
After every step:

- every interaction was answered, no Discord rule was broken (the ``fake_discord`` checks)
  and nothing was logged as an error (an unexpected exception is);
- each game the bot holds in memory is the game its stored moves replay to;
- no channel message shows a hand, and no member is shown another member's hand (nor
  suggested another seat's moves);
- no member is sent two turn DMs for the same turn.

At the end, once Discord answers again, every board the players were owed goes out (as at the
bot's next start) and every game still in play takes its next moves.

The same run also goes on with the bot split in two: two bots, one shard each, over one
PostgreSQL database, two of the tables in a guild of each shard. A guild's clicks and commands
reach its shard's bot and every DM click shard 0's; either bot may restart, and both sweep
the turn clocks. A bot that did not store a game's last moves may hold the game as it was
before them (it catches up at its next use), never otherwise.

The seeds are fixed, so a failure replays; its message lists the steps that led there. Seeds
1-3 (the three sets) run on SQLite, seed 1 on PostgreSQL and seed 1 on two shards. To look
further: ``MONKEY_SEEDS=1-40 MONKEY_STEPS=400 MONKEY_STORE=both ./scripts/test.sh
tests/test_bot_monkey.py`` (``MONKEY_STORE=shards`` for the split bot); with ``MONKEY_DEBUG=1``
a failing seed's report carries every log line, debug included.
"""

from __future__ import annotations

import asyncio
import logging
import os
import random
import re
from collections.abc import Awaitable, Callable, Iterator
from functools import partial
from typing import Any

import pytest

from cogs.announce import waits_for_play
from cogs.language import LANGUAGE_CHOICES
from cogs.reasons import card_name
from data import GameRecord, GameStatus
from engine import Game
from table import AWAY_AFTER, LOBBY_LIFETIME
from tests.bot_helpers import FakeClock, Seeds, engine_game, factory, start_game
from tests.fakediscord import FakeDiscord
from tests.fakediscord.models import StoredMessage
from tests.fakediscord.runner import BotRunner
from tests.store_backends import POSTGRES, SQLITE, StoreBackend
from tests.test_bot_shards import bot_on_shard


def _seeds(text: str) -> list[int]:
    """``4-44`` or ``2,4,10-12``: the seeds named."""
    seeds: list[int] = []
    for part in text.split(","):
        first, _, last = part.partition("-")
        seeds += range(int(first), int(last or first) + 1)
    return seeds


def _cases() -> list[tuple[str, int]]:
    """(store, seed) pairs: by default seeds 1-3 on SQLite and seed 1 on PostgreSQL;
    ``MONKEY_SEEDS`` and ``MONKEY_STORE`` (sqlite, postgresql or both) choose others."""
    if "MONKEY_SEEDS" not in os.environ and "MONKEY_STORE" not in os.environ:
        return [(SQLITE, 1), (SQLITE, 2), (SQLITE, 3), (POSTGRES, 1)]
    seeds = _seeds(os.environ.get("MONKEY_SEEDS", "1-3"))
    chosen = os.environ.get("MONKEY_STORE", SQLITE)
    if chosen == SHARDS:
        return []
    stores = [SQLITE, POSTGRES] if chosen == "both" else [chosen]
    return [(store, seed) for store in stores for seed in seeds]


SHARDS = "shards"
"""``MONKEY_STORE`` for the run with two bots on two shards over one PostgreSQL database."""


def _shard_cases() -> list[int]:
    """Seeds of the run on two shards: seed 1 by default, ``MONKEY_SEEDS`` with
    ``MONKEY_STORE=shards``, none when other stores are chosen."""
    if "MONKEY_SEEDS" not in os.environ and "MONKEY_STORE" not in os.environ:
        return [1]
    if os.environ.get("MONKEY_STORE") != SHARDS:
        return []
    return _seeds(os.environ.get("MONKEY_SEEDS", "1-3"))


STEPS = int(os.environ.get("MONKEY_STEPS", "120"))
ODD_TEXTS = ("", " ", "pass", "dead", "dead 2C", "J♠ A1", "9d h5", "9♦ → H5", "zz", "A1",
             "JH J10", "'; drop table games; --", "ＡＢＣ", "🂡" * 40, "x" * 100, "-1", "1e9")


PEOPLE: tuple[tuple[tuple[str, str], ...], ...] = (
    (("alice", "en-US"), ("bob", "en-US"), ("carol", "en-US"), ("dave", "en-US")),
    # names in other scripts (Cyrillic, Han, Arabic written right to left, an emoji and a
    # long one) and the members' own languages, one the bot does not have (Japanese)
    (("Алиса", "da"), ("李明", "nl"), ("محمد", "sv-SE"), ("Ṡøren 🎲 the unreasonably long", "ja")),
)
"""The four members of a run: (name, Discord locale); the third set of tables has the second."""


class Monkey:
    """One run: the members, the games, what was done so far."""

    def __init__(self, fake: Any, runners: list[Any], clock: FakeClock, rng: random.Random,
                 caplog: pytest.LogCaptureFixture,
                 people: tuple[tuple[str, str], ...] = PEOPLE[0],
                 backend: StoreBackend | None = None) -> None:
        self.fake, self.runners, self.clock, self.rng = fake, runners, clock, rng
        """One bot, or one per shard (over one database)."""
        self.backend = backend
        """The bots' database, for its outages."""
        self.caplog = caplog
        self.members = [fake.add_member(name, locale=locale) for name, locale in people]
        self.games: list[int] = []
        self.steps: list[str] = []
        self._read: dict[int, int] = {}
        self.denied: tuple[str, ...] = ()
        """The bot's permissions a moderator has taken in the games' channel."""

    @property
    def bot(self) -> Any:
        """The first bot (any of them reads the one database)."""
        return self.runners[0].bot

    async def idle(self) -> None:
        """Until every bot has done what it was doing."""
        for runner in self.runners:
            await runner.bot.idle()

    def any_bot(self) -> Any:
        """One of the bots, at random."""
        return self.rng.choice(self.runners).bot

    # -- what a member can see and do ---------------------------------------------------------

    def visible(self, member: Any) -> list[StoredMessage]:
        """The bot's messages with components that ``member`` can see."""
        fake = self.fake
        public = [m for m in fake.all_messages()
                  if not m.ephemeral and not m.deleted and self._public(m)]
        own = [m for m in fake.ephemerals(member) if not m.deleted] + fake.dms(member)
        return [m for m in public + own if m.author_id == fake.bot_user.id and m.custom_ids()]

    def _public(self, message: StoredMessage) -> bool:
        """A message in a server channel or thread that still exists."""
        channel = self.fake.channels.get(message.channel_id)
        return channel is not None and not channel.is_dm

    async def game_to_act(self, only: int | None = None) -> tuple[int, Any, list[str]] | None:
        """A game in play (``only`` that one), a member who may act there (the one to play,
        or one who owes a strict draw or a table-talk forfeit) and that member's moves."""
        for gid in [only] if only is not None else self.rng.sample(self.games, len(self.games)):
            game = await engine_game(self.bot, gid)
            record = await self.bot.store.load_game(gid)
            humans = [s for s in game.acting_seats()
                      if not record.seats[s].is_computer and record.seats[s].user_id]
            if not humans:
                continue
            seat = self.rng.choice(humans)
            moves = [str(m) for m in game.legal_moves(seat)]
            if moves:
                return gid, self.fake.member(record.seats[seat].user_id), moves
        return None

    async def step(self, n: int) -> None:
        """One random action, answered."""
        rng = self.rng
        roll = rng.random()
        if roll < 0.05:
            self.fault(rng.choice(self.members))
        elif roll < 0.08:
            await self.time_passes()
        elif roll < 0.09:
            index = self.rng.randrange(len(self.runners))
            if rng.random() < 0.5:
                await self.reconnect(index)
                return
            self.steps.append("the bot restarts" if len(self.runners) == 1 else
                              f"the bot of shard {index} restarts")
            await self.runners[index].restart()
        elif roll < 0.11:
            await self.moderate()
        elif roll < 0.12:
            await self.outage()
        elif roll < 0.35:
            await self.play_expected()
        elif roll < 0.65:
            await self.click_anything(rng.choice(self.members))
        elif roll < 0.9:
            await self.command(rng.choice(self.members))
        elif roll < 0.95:
            await self.double_click(rng.choice(self.members))
        else:
            await self.together()

    async def reconnect(self, index: int) -> None:
        """Discord asks the bot of shard ``index`` to reconnect; it identifies afresh (5 s
        later: discord.py keeps Discord's limit) and runs ``on_ready`` again. Members act
        again once it is back, as their clicks reach no bot meanwhile."""
        bot = self.runners[index].bot
        self.steps.append("Discord asks the bot to reconnect" if len(self.runners) == 1 else
                          f"Discord asks the bot of shard {index} to reconnect")
        ready = asyncio.ensure_future(bot.wait_for("ready", timeout=60))
        await self.fake.reconnect_gateway(index)
        await ready

    async def outage(self) -> None:
        """The database goes away while members act, then comes back: on PostgreSQL a
        restart (connections refused and dropped) or a failover to a standby (writes
        refused), on SQLite a full disk (writes refused)."""
        rng, backend = self.rng, self.backend
        if backend is None:
            return
        found = await self.game_to_act()
        record = await self.bot.store.load_game(found[0]) if found else None
        restart = backend.name == POSTGRES and rng.random() < 0.5
        in_flight = None
        board_again = None
        # what a moderator may delete meanwhile, read while the test can read the database
        to_delete = await self.bot.store.load_game(rng.choice(self.games))
        if found is not None and record is not None and rng.random() < 0.5:
            # a move on its way: the database goes away before, during or after its write
            gid, member, moves = found
            move = rng.choice(moves)
            self.steps.append(f"{member.name}: /sequence play {move!r} game={gid}, and after "
                              f"{(turns := rng.randint(0, 60))} turns of the event loop")
            in_flight = self.fake.slash(member, "sequence play", move=move, game=gid,
                                        channel=record.thread_id or record.channel_id)
            for _ in range(turns):
                await asyncio.sleep(0)
        if restart:
            self.steps.append("the database restarts: it refuses connections")
            await backend.refuse_connections(True)
        else:
            self.steps.append("the database refuses writes ("
                              + ("a standby" if backend.name == POSTGRES else "a full disk") + ")")
            await backend.refuse_writes(self.bot.store, True)
        try:
            if in_flight is not None:
                await in_flight.final_message(timeout=30)
            for _ in range(rng.randint(0 if in_flight else 1, 3)):
                what = rng.random()
                if what < 0.35 and found is not None and record is not None:
                    gid, member, moves = found
                    move = rng.choice(moves)
                    self.steps.append(f"{member.name}: /sequence play {move!r} game={gid}")
                    h = self.fake.slash(member, "sequence play", move=move, game=gid,
                                        channel=record.thread_id or record.channel_id)
                    await h.final_message(timeout=30)
                elif what < 0.7:
                    await self.click_anything(rng.choice(self.members))
                elif what < 0.85 and board_again is None:
                    # Discord tells the bot once; it posts the board when the database is back
                    board_again = await self.delete_board(to_delete)
                else:
                    self.steps.append("the turn clocks are swept")
                    clock = self.any_bot().get_cog("Clock")
                    await clock.sweeper.coro(clock)  # the loop's turn: it logs, never raises
        finally:
            if restart:
                await backend.refuse_connections(False)
            else:
                await backend.refuse_writes(self.bot.store, False)
            self.steps.append("the database is back")
        if board_again is not None:
            await board_again()

    FAULTS = (
        ("POST", r"/channels/\d+/messages$"),  # a board, a lobby
        ("PATCH", r"/channels/\d+/messages/\d+$"),  # an old board's buttons taken off
        ("POST", r"/webhooks/\d+/[^/]+$"),  # a follow-up
        ("PATCH", r"/webhooks/\d+/[^/]+/messages/@original$"),  # a panel kept current
        ("POST", r"/users/@me/channels$"),  # opening a DM
        ("POST", r"/channels/\d+/(messages/\d+/)?threads$"),  # a game's or a rematch's thread
    )

    def fault(self, member: Any) -> None:
        """Discord fails the next request of one kind, or a member closes or opens DMs."""
        rng = self.rng
        if rng.random() < 0.3:
            closed = rng.random() < 0.5
            (self.fake.close_dms if closed else self.fake.open_dms)(member)
            self.steps.append(f"{member.name} {'closes' if closed else 'opens'} their DMs")
            return
        method, path = rng.choice(self.FAULTS)
        status = rng.choice([500, 503, 429])
        self.steps.append(f"Discord answers the next {method} {path} with {status}")
        self.fake.fail(method, path, status, retry_after=0.01)

    PERMISSIONS = ("send_messages_in_threads", "attach_files", "send_messages",
                   "create_public_threads")

    async def moderate(self) -> None:
        """A moderator deletes a game's current board or its thread; the game goes on with a
        new board (in the thread's channel when the thread is gone). Or a moderator takes
        one of the bot's permissions in the games' channel, or gives back what was taken."""
        if self.denied or self.rng.random() < 0.3:
            self.permissions()
            return
        board_again = await self.delete_board()
        if board_again is not None:
            await board_again()

    async def delete_board(self, record: GameRecord | None = None
                           ) -> Callable[[], Awaitable[object]] | None:
        """A moderator deletes a game's current board or its thread (of ``record``, read
        before the database went away, or of a game chosen now); returns the wait for the
        game's new board (None when nothing was deleted, or the bot may not post: the board
        is owed until it may)."""
        fake, rng = self.fake, self.rng
        if record is None:
            record = await self.bot.store.load_game(rng.choice(self.games))
        gid = record.id
        if not record.status.is_open or record.board_message_id is None:
            return None
        board = fake.message(record.board_message_id)
        if record.thread_id is not None and record.thread_id in fake.channels \
                and rng.random() < 0.3:
            self.steps.append(f"a moderator deletes the thread of game {gid}")
            await fake.delete_thread(record.thread_id)
        elif not board.deleted:
            self.steps.append(f"a moderator deletes the board of game {gid}")
            await fake.delete_message(board)
        else:
            return None
        if self.denied:
            return None
        needle = f"seq:{gid}:"
        return partial(
            fake.wait_for,
            lambda: any(m.id > board.id and not m.deleted and self._public(m)
                        and any(c.startswith(needle) for c in m.custom_ids())
                        for m in fake.all_messages()),
            what=f"game {gid}'s board again", timeout=30)  # its picture may wait for a worker

    def permissions(self) -> None:
        """A moderator takes one of the bot's permissions in the games' channel (and its
        threads), or gives back the one taken."""
        if self.denied:
            self.steps.append(f"a moderator gives the bot back {self.denied[0]}")
            self.fake.allow_bot("games", *self.denied)
            self.denied = ()
        else:
            self.denied = (self.rng.choice(self.PERMISSIONS),)
            self.steps.append(f"a moderator takes {self.denied[0]} from the bot")
            self.fake.deny_bot("games", *self.denied)

    async def time_passes(self) -> None:
        """The clock moves on by up to seven minutes (now and then a day, after which the
        lobbies of the day before close, or three, after which a game without a clock may
        drop the player it waits for) and the bot looks at the turn clocks."""
        seconds = self.rng.randint(20, 420) if self.rng.random() < 0.9 else self.rng.choice(
            [LOBBY_LIFETIME + 1, LOBBY_LIFETIME + 1, AWAY_AFTER + 1])
        self.steps.append(f"{seconds} s pass")
        self.clock.now += seconds
        for bot in self.rng.sample([r.bot for r in self.runners], len(self.runners)):
            await bot.get_cog("Clock").sweep_once()  # every process sweeps; one claims each

    async def play_expected(self, only: int | None = None) -> Any:
        """The member to act (in game ``only``, if given) types a legal move."""
        found = await self.game_to_act(only)
        if found is None:
            return
        gid, member, moves = found
        move = self.rng.choice(moves)
        record = await self.bot.store.load_game(gid)
        channel = record.thread_id or record.channel_id
        self.steps.append(f"{member.name}: /sequence play {move!r} game={gid}")
        h = await self.fake.slash(member, "sequence play", channel=channel, move=move, game=gid)
        await h.final_message(timeout=30)  # a deferred reply may take its time (15 minutes)
        return h

    def _pick_component(self, member: Any) -> tuple[StoredMessage, dict[str, Any]] | None:
        messages = self.visible(member)
        if not messages:
            return None
        message = self.rng.choice(messages)
        parts = [c for c in message.buttons() + message.selects()
                 if c.get("custom_id") and not c.get("disabled")]
        if not parts:
            return None
        return message, self.rng.choice(parts)

    async def click_anything(self, member: Any) -> None:
        """A click on any button or a choice in any menu the member can see."""
        h = self._click(member)
        if h is None:
            return
        await h
        if h.modal is not None:
            await self.fill(h)

    def _click(self, member: Any) -> Any:
        """The handle of a click (or a choice) on anything the member can see, sent now;
        None if there is nothing to click."""
        picked = self._pick_component(member)
        if picked is None:
            return None
        message, part = picked
        cid = part["custom_id"]
        if "options" in part:  # a string select: a real option, or a forged value
            values = [o["value"] for o in part["options"]]
            value = (self.rng.choice(values) if values and self.rng.random() < 0.8
                     else self.rng.choice(ODD_TEXTS[1:]))
            self.steps.append(f"{member.name}: choose {value!r} in {cid} of message {message.id}")
            try:
                return self.fake.select(member, message, cid, [value])
            except (LookupError, ValueError):
                return None
        self.steps.append(f"{member.name}: click {cid} on message {message.id}")
        try:
            return self.fake.click(member, message, cid)
        except LookupError:
            return None

    async def together(self) -> None:
        """The move a table waits for and, at the same moment, another member's click, the
        move of another seat that may act too (a strict draw, a table-talk forfeit), a sweep
        of the turn clocks after time has passed, or a moderator deleting that game's board."""
        rng, fake = self.rng, self.fake
        found = await self.game_to_act()
        if found is None:
            return
        gid, member, moves = found
        move = rng.choice(moves)
        record = await self.bot.store.load_game(gid)
        channel = record.thread_id or record.channel_id
        self.steps.append(f"at once: {member.name}: /sequence play {move!r} game={gid}")
        other = rng.choice(["click", "move", "sweep", "delete"])
        board = (fake.message(record.board_message_id)
                 if record.board_message_id is not None else None)
        game = await engine_game(self.bot, gid)
        others = [s for s in game.acting_seats() if record.seats[s].user_id
                  and not record.seats[s].is_computer and record.seats[s].user_id != member.id
                  and game.legal_moves(s)]
        h = fake.slash(member, "sequence play", channel=channel, move=move, game=gid)
        if other == "move" and others:
            seat = rng.choice(others)
            partner = fake.member(record.seats[seat].user_id)
            second_move = str(rng.choice(game.legal_moves(seat)))
            self.steps.append(f"  and {partner.name}: /sequence play {second_move!r}")
            second = fake.slash(partner, "sequence play", channel=channel, move=second_move,
                                game=gid).final_message(timeout=30)
        elif other in ("click", "move"):
            second = self._click(rng.choice([m for m in self.members if m is not member]))
        elif other == "sweep":
            seconds = rng.randint(20, 420)
            self.steps.append(f"  and {seconds} s pass")
            self.clock.now += seconds
            second = self.any_bot().get_cog("Clock").sweep_once()
        elif board is not None and not board.deleted:
            self.steps.append(f"  and a moderator deletes the board of game {gid}")
            second = fake.delete_message(board)
        else:
            second = None
        await asyncio.gather(h.final_message(timeout=30),
                             *([asyncio.ensure_future(second)] if second is not None else []))

    async def fill(self, opened: Any) -> None:
        """Submit the form a click opened, with a sensible or an odd answer in each field."""
        fields: dict[str, str] = {}
        for row in opened.modal.get("components", []):
            for part in row.get("components", [row.get("component", {})]):
                if part.get("custom_id"):
                    fields[part["custom_id"]] = self.rng.choice(
                        ("A2", "J10", "e5", "K9", *ODD_TEXTS[1:]))
        self.steps.append(f"  and submits {fields}")
        try:
            h = self.fake.submit_modal(opened, fields)
        except (LookupError, ValueError):
            return
        await h

    def _odd_move(self) -> str:
        rng = self.rng
        if rng.random() < 0.5:
            return rng.choice(ODD_TEXTS)
        card = rng.choice("23456789TJQKA") + rng.choice("SHDC")
        return f"{card} {rng.choice('ABCDEFGHIJK')}{rng.randint(0, 11)}"

    async def command(self, member: Any) -> None:
        """A ``/sequence`` command with arguments that may make no sense here."""
        rng = self.rng
        game_id = rng.choice([*self.games, 0, 99_999, None])
        channel = rng.choice(["games", "general"])
        if self.games and rng.random() < 0.6:
            record = await self.bot.store.load_game(rng.choice(self.games))
            channel = record.thread_id or record.channel_id
        options: dict[str, Any] = {} if game_id is None else {"game": game_id}
        name = rng.choice(["play", "play", "play", "hand", "hint", "board", "games", "rules",
                           "resign", "notify", "leaderboard", "stats", "history", "new",
                           "language", "end", "drop", "forget", "clock",
                           "reset-ladder"])
        if name == "play" and rng.random() < 0.25:
            await self.suggest(member, channel, options)
            return
        if name == "play":
            move = self._odd_move()
            if rng.random() < 0.4 and self.games:  # another seat's (or another game's) move
                game = await engine_game(self.bot, rng.choice(self.games))
                if game.outcome is None:
                    move = str(rng.choice(game.legal_moves()))
            options["move"] = move
        elif name == "notify":
            options = {"when": rng.choice(["turn", "all", "never"])}
        elif name == "new":
            options = {"game": rng.choice(["classic", "kids", "dice"]),
                       "players": rng.choice([2, 3, 4, 12])}
        elif name in ("games", "leaderboard", "stats", "history"):
            options = {"page": rng.randint(1, 3)} if name != "games" and rng.random() < 0.5 \
                else {}
            if name == "stats":
                options = {}
        elif name == "language":  # the server's language, by the owner or anyone
            options = {"language": rng.choice([c.value for c in LANGUAGE_CHOICES])}
            if rng.random() < 0.5:
                member = self.fake.member("owner")
        elif name == "resign" and rng.random() < 0.7:
            return  # rarely: a resignation ends a table for the rest of the run
        elif name == "end":  # a member is refused; the owner (a moderator) gets the button
            if rng.random() < 0.5:
                member = self.fake.member("owner")
        elif name == "forget":
            options = {}
        elif name in ("clock", "reset-ladder"):  # the server's, by the owner or anyone
            options = ({"clock": rng.choice([0, 0, 60, 1440])} if name == "clock"
                       else {"game": rng.choice(["classic", "kids", "dice"])})
            if rng.random() < 0.5:
                member = self.fake.member("owner")
        elif name == "drop" and self.games and rng.random() < 0.5:
            # three days pass, and one of a game's players asks to drop whom it waits for
            record = await self.bot.store.load_game(rng.choice(self.games))
            seated = [m for m in self.members if record.seat_of(m.id) is not None]
            if seated:
                member = rng.choice(seated)
                options, channel = {"game": record.id}, record.thread_id or record.channel_id
                self.steps.append(f"{AWAY_AFTER + 1} s pass")
                self.clock.now += AWAY_AFTER + 1
        self.steps.append(f"{member.name}: /sequence {name} {options} in {channel}")
        try:
            h = self.fake.slash(member, f"sequence {name}", channel=channel, **options)
        except (LookupError, ValueError):
            self.steps[-1] += " (not a valid command)"
            return
        await h
        if h.modal is not None:
            await self.fill(h)
        if (name == "end" and h.message is not None and h.ephemeral and rng.random() < 0.3
                or name in ("drop", "forget", "reset-ladder") and h.message is not None
                and h.ephemeral
                and rng.random() < 0.6):
            for custom_id in h.message.custom_ids():  # rarely: it ends a table or a lobby
                self.steps.append(f"{member.name}: click {custom_id}")
                await self.fake.click(member, h.message, custom_id)
        for custom_id in (h.message.custom_ids() if h.message and not h.ephemeral else []):
            if custom_id.endswith(":join") and rng.random() < 0.5:  # someone joins a new lobby
                joiner = rng.choice(self.members)
                self.steps.append(f"{joiner.name}: click {custom_id}")
                with_lookup = self.fake.click(joiner, h.message, custom_id)
                await with_lookup

    async def suggest(self, member: Any, channel: Any, options: dict[str, Any]) -> None:
        """Typing a move: the suggestions are only moves of the member's own seats."""
        typed = self.rng.choice(["", "", "J", "9d", "dead", "A1", "🂡", "x" * 100])
        self.steps.append(f"{member.name}: types /sequence play {options} move={typed!r} "
                          f"in {channel}")
        before = await self._own_moves(member)
        h = await self.fake.autocomplete(member, "sequence play", "move", typed,
                                         channel=channel, **options)
        await self.idle()
        allowed = before | await self._own_moves(member)
        offered = {str(v) for v in h.choice_values}
        assert offered <= allowed, (self.steps[-1], offered - allowed)

    async def _own_moves(self, member: Any) -> set[str]:
        moves: set[str] = set()
        for gid in self.games:
            game = await engine_game(self.bot, gid)
            record = await self.bot.store.load_game(gid)
            if game.outcome is not None:
                continue
            for seat in record.seats:
                if seat.user_id == member.id and seat.seat in game.acting_seats():
                    moves |= {str(m) for m in game.legal_moves(seat.seat)}
        return moves

    async def double_click(self, member: Any) -> None:
        """The same button or choice twice at once."""
        picked = self._pick_component(member)
        if picked is None:
            return
        message, part = picked
        cid = part["custom_id"]
        self.steps.append(f"{member.name}: twice at once {cid} on message {message.id}")
        try:
            if "options" in part:
                if not part["options"]:
                    return
                value = [part["options"][0]["value"]]
                pair = [self.fake.select(member, message, cid, value) for _ in range(2)]
            else:
                pair = [self.fake.click(member, message, cid) for _ in range(2)]
        except (LookupError, ValueError):
            return
        await asyncio.gather(*pair)

    # -- what must hold after every step ------------------------------------------------------

    async def check(self, n: int) -> None:
        """The invariants of the module docstring."""
        await self.idle()
        trail = "\n".join(self.steps[-12:])
        assert not self.fake.violations, f"step {n}:\n{trail}\n{self.fake.violations_report()}"
        errors = [r.getMessage() for r in self.caplog.records if r.levelno >= logging.ERROR
                  and not _for_the_host(r)]
        assert not errors, f"step {n}:\n{trail}\n{errors}"
        games = []
        for gid in await self._all_games():
            record = await self.bot.store.load_game(gid)
            if record.status in (GameStatus.LOBBY, GameStatus.CANCELLED):
                continue
            stored = await engine_game(self.bot, gid)
            games.append((stored, record))
            for runner in self.runners:
                self._held_as_stored(runner.bot, gid, stored, trail)
        self._no_hand_shown_to_others(games, trail)
        self._one_turn_dm_a_turn(trail)
        await self._panels_follow({record.id: record for _, record in games}, trail)

    def _one_turn_dm_a_turn(self, trail: str) -> None:
        """No member is sent two DMs with the move menu of the same turn: one notification
        a turn, whichever process announced it (answers to their own clicks in the DM
        aside)."""
        for member in self.members:
            turns: set[tuple[str, str]] = set()
            for message in self.fake.dms(member):
                if message.interaction_id is not None or message.webhook_id is not None:
                    continue
                first = message.history[0] if message.history else message
                for turn in set(TURN_MENU.findall(str(first.components))):
                    assert turn not in turns, (f"two turn DMs of game {turn[0]} move "
                                               f"{turn[1]} to member {member.id}", trail)
                    turns.add(turn)

    async def _panels_follow(self, records: dict[int, Any], trail: str) -> None:
        """Every hand panel a bot holds open shows its game after the last move whose board
        is out (unless its own move waits on it). A bot sharing the database first brings
        up the panels of games another bot moved, as its catch-up does every second."""
        for runner in self.runners:
            panels = runner.bot.panels
            if runner.bot.shared:
                await panels.catch_up()
                await runner.bot.idle()
            for (gid, user), panel in list(panels._open.items()):
                record = records.get(gid)
                if record is None or record.announced_ply is None or gid in panels._pending:
                    continue
                shown = min(record.announced_ply, len(record.moves))
                assert panel.ply >= shown, (f"the panel of game {gid} of member {user} shows "
                                            f"move {panel.ply}, its board {shown}", trail)

    def _held_as_stored(self, bot: Any, gid: int, stored: Game, trail: str) -> None:
        """The game ``bot`` holds in memory is the stored one; a bot sharing the database
        with others may hold it as it was before their last moves (it catches up at its
        next use), never otherwise."""
        table = bot.service._cached(gid)
        if table is None or table.game is None:
            return
        held = table.game
        if bot.shared and held.ply < stored.ply:
            assert [str(m) for m in held.moves] == [str(m) for m in stored.moves[:held.ply]], \
                (gid, trail)
            return
        assert [str(m) for m in held.moves] == [str(m) for m in stored.moves], (gid, trail)
        assert list(held.chips) == list(stored.chips), (gid, trail)
        assert [list(held.hand(s)) for s in range(held.n_seats)] == \
            [list(stored.hand(s)) for s in range(stored.n_seats)], (gid, trail)

    async def _all_games(self) -> list[int]:
        found = set(self.games)
        for channel in self.fake.channels.values():
            if not channel.is_dm:
                found.update(r.id for r in await self.bot.store.games_in_channel(channel.id))
        return sorted(found)

    def _no_hand_shown_to_others(self, games: list[tuple[Game, Any]], trail: str) -> None:
        """No channel message shows a hand, and no member is shown another's hand (as the
        panel words it) in any message they can see. Each new or edited message is read
        once, against the hands of that moment."""
        hands = [(seat.user_id, " ".join(card_name(c) for c in game.hand(seat.seat)))
                 for game, record in games for seat in record.seats
                 if not seat.is_computer and len(game.hand(seat.seat)) >= 3]
        readers = {m.id: member.id for member in self.members
                   for m in self.fake.ephemerals(member) + self.fake.dms(member)}
        for message in self.fake.all_messages():
            version = len(message.history)
            if self._read.get(message.id) == version:
                continue
            self._read[message.id] = version
            channel = self.fake.channels.get(message.channel_id)
            if channel is None:
                continue
            reader = readers.get(message.id)
            if reader is None and not channel.is_dm and not message.ephemeral:
                assert "Your hand" not in message.text, trail
                assert not any(a.filename.startswith("hand-") for a in message.attachments), \
                    trail
            for owner, hand in hands:
                if owner != reader:
                    assert hand not in message.text, (owner, trail)


TURN_MENU = re.compile(r"'seq:(\d+):(\d+):pmove'")
"""A turn's move menu in a message's components: (game, move)."""

TABLES: tuple[list[tuple[int, list[int], dict[str, Any]]], ...] = (
    [  # set 0: three sides whose one-minute clock drops players, computers of every kind
        (0, [1, 2], dict(game="classic", players=3, clock=1, advanced_jack=True, hints=True)),
        (3, [], dict(game="dice", players=2, line=5, computers=1, level="expert")),
        (2, [3], dict(game="kids", players=3, computers=1, level="medium")),
        (1, [], dict(game="classic", players=2, computers=1, level="expert", strict_draw=True)),
    ],
    [  # set 1: a clocked pair, Dice, Kids against a computer, two teams of two
        (0, [1], dict(game="classic", players=2, clock=5)),
        (2, [3], dict(game="dice", players=2)),
        (1, [], dict(game="kids", players=2, computers=1, level="hard")),
        (3, [0, 1, 2], dict(game="classic", players=4, teams=2, strict_draw=True,
                            table_talk=True)),
    ],
    [  # set 2: three teams of two with computers, Dice of three and of two teams, Kids
        (0, [1, 2, 3], dict(game="classic", players=6, teams=3, computers=2, level="easy",
                            advanced_jack=True)),
        (1, [2], dict(game="dice", players=3, line=6, computers=1, level="hard", clock=2)),
        (3, [0, 1, 2], dict(game="dice", players=4, teams=2, hints=True)),
        (2, [0], dict(game="kids", players=2, hints=True, clock=5)),
    ],
)
"""The four tables of a run, by the seed's remainder by 3: (host, the other members,
``/sequence new``'s options), members by index (``PEOPLE``)."""



def _for_the_host(record: logging.LogRecord) -> bool:
    """An error said on purpose for the bot's host (a database refusing writes), not an
    unexpected one (those carry their traceback)."""
    return record.exc_info is None and "the database cannot be written (" in record.getMessage()


@pytest.fixture
def monkey_db(request: pytest.FixtureRequest, tmp_path) -> Iterator[StoreBackend]:
    """The bot's database for one case: a SQLite file, or a fresh PostgreSQL database."""
    store = request.node.callspec.params["case"][0]
    cluster = request.getfixturevalue("postgres_cluster") if store == POSTGRES else None
    backend = StoreBackend(store, tmp_path, cluster)
    try:
        backend.target()
        yield backend
    finally:
        backend.cleanup()


@pytest.mark.parametrize("case", _cases(), ids=lambda case: f"{case[0]}-{case[1]}")
async def test_random_members_never_break_a_game(monkey_db, fake_discord, start_bot, caplog,
                                                 case):
    # monkey_db comes first so that it is dropped after the bot has stopped
    seed = case[1]
    caplog.set_level(logging.DEBUG if os.environ.get("MONKEY_DEBUG") else logging.WARNING)
    clock = FakeClock()
    runner = await start_bot(factory(monkey_db.target(), clock=clock,
                                     seeds=Seeds([seed * 101, seed * 103, seed * 107])))
    tables = seed % len(TABLES)
    monkey = Monkey(fake_discord, [runner], clock, random.Random(seed), caplog,
                    PEOPLE[1] if tables == 2 else PEOPLE[0], monkey_db)
    for host, others, options in TABLES[tables]:
        members = [monkey.members[i] for i in others]
        monkey.games.append(await start_game(fake_discord, runner.bot, monkey.members[host],
                                             members, **options))
    await _play(monkey)


@pytest.mark.parametrize("seed", _shard_cases())
async def test_random_members_never_break_games_served_by_two_shards(
        tmp_path, postgres_cluster, caplog, seed):
    # Two bots, one shard each, over one PostgreSQL database; two tables in a guild of each
    # shard. A guild's clicks and commands reach its shard's bot, every DM click shard 0's,
    # and any bot may sweep the turn clocks, play a computer or restart.
    caplog.set_level(logging.DEBUG if os.environ.get("MONKEY_DEBUG") else logging.WARNING)
    pg = StoreBackend(POSTGRES, tmp_path, postgres_cluster)
    clock = FakeClock()
    seeds = Seeds([seed * 101, seed * 103, seed * 107])
    try:
        async with FakeDiscord(shard_count=2) as fake:
            first = fake.shard_for(fake.guild_id)
            second = fake.add_guild("Second", shard=1 - first)
            runners = [BotRunner(fake, bot_on_shard(pg.target(), shard, seeds, clock))
                       for shard in (0, 1)]
            try:
                for runner in runners:
                    await runner.start()
                tables = seed % len(TABLES)
                monkey = Monkey(fake, runners, clock, random.Random(seed), caplog,
                                PEOPLE[1] if tables == 2 else PEOPLE[0], pg)
                for n, (host, others, options) in enumerate(TABLES[tables]):
                    members = [monkey.members[i] for i in others]
                    guild = fake.guild_id if n % 2 == 0 else second.id
                    bot = runners[fake.shard_for(guild)].bot
                    monkey.games.append(await start_game(
                        fake, bot, monkey.members[host], members,
                        channel=fake.channel("games", guild=guild).id, **options))
                await _play(monkey)
            finally:
                for runner in reversed(runners):
                    await runner.stop()
            assert not fake.violations, fake.violations_report()
    finally:
        pg.cleanup()


async def _play(monkey: Monkey) -> None:
    """The run's random steps, each checked; then the end: what was owed goes out, and the
    tables carry on."""
    fake = monkey.fake
    for n in range(STEPS):
        try:
            await monkey.step(n)
        except AssertionError as error:  # a handle that was never answered
            # A "no initial response within 3.0s" here, with the bot's answer refused as
            # "Unknown interaction" in the log, is Discord's 3 seconds run out while this one
            # process (the fake, the bots, the members) waited for the cores.
            broken = f"\n{fake.violations_report()}" if fake.violations else ""
            raise AssertionError(f"step {n}:\n" + "\n".join(monkey.steps[-12:])
                                 + broken) from error
        await monkey.check(n)
    # Discord answers again; what the players were owed is shown (as at the next start)
    fake.faults.clear()
    if monkey.denied:
        monkey.permissions()
    await monkey.bot.announcer.announce_pending()
    await monkey.check(STEPS)
    for gid in await monkey._all_games():
        record = await monkey.bot.store.load_game(gid)
        if record.announced_ply is not None:
            # dead cards turned in by a player still to play go out with that play
            game = await engine_game(monkey.bot, gid)
            assert record.announced_ply == len(record.moves) or \
                waits_for_play(record, game), f"game {gid}:\n" + "\n".join(monkey.steps[-12:])
    # the tables carry on: every game still in play takes its next legal moves
    for gid in monkey.games:
        for _ in range(3):
            game = await engine_game(monkey.bot, gid)
            if game.outcome is not None:
                break
            if await monkey.game_to_act(gid) is None:
                break
            h = await monkey.play_expected(gid)
            await monkey.check(STEPS)
            assert len((await engine_game(monkey.bot, gid)).moves) > len(game.moves), \
                (gid, monkey.steps[-1], h.text)
