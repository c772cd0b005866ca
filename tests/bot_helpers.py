"""Helpers for the bot's end-to-end tests: build the bot, open games, read boards, move."""

from __future__ import annotations

import asyncio
import random
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot import SequenceBot, Settings
from data import StoreUnavailableError
from data.store import Store
from engine import Game, GameSettings, parse_move
from tests.fakediscord import FakeDiscord
from tests.fakediscord.models import StoredMessage


@dataclass
class FakeClock:
    """A clock the test moves by hand (seconds)."""

    now: float = 1_700_000_000.0

    def __call__(self) -> float:
        return self.now


@dataclass
class Seeds:
    """The seed source injected into the bot: fixed seeds in order, then counting up."""

    seeds: list[int] = field(default_factory=list)
    next_seed: int = 1000

    def __call__(self) -> int:
        if self.seeds:
            return self.seeds.pop(0)
        self.next_seed += 1
        return self.next_seed


def factory(db: Path | str, *, seeds: Seeds | None = None, clock: FakeClock | None = None,
            options: dict | None = None):
    """A bot factory for ``start_bot`` (same database on every restart): ``db`` is a SQLite
    file, or a ``postgresql://`` URL (as the bot's ``DATABASE_URL``).

    Computers play without a pause and the expert thinks 0.05 s, and a move chosen on a hand
    panel counts at once (no undo time); ``options`` (read at each start, so a test may change
    them before a restart) overrides any bot argument.
    """
    seeds = seeds or Seeds()
    clock = clock or FakeClock()
    options = {} if options is None else options

    def make() -> SequenceBot:
        kwargs = {"computer_pause": 0, "computer_budget": 0.05, "undo_seconds": 0,
                  "card_emojis": False, **options}
        if str(db).startswith("postgresql://"):
            kwargs["settings"] = Settings(database_url=str(db))
        else:
            kwargs["db_path"] = db
        return SequenceBot(guild_ready_timeout=0.05, seed_source=seeds, clock=clock,
                           sweep_seconds=3600, **kwargs)

    return make


async def engine_game(bot: SequenceBot, game_id: int) -> Game:
    """The game as stored, rebuilt independently of the bot's memory."""
    record = await bot.store.load_game(game_id)
    return Game.replay(GameSettings.from_dict(dict(record.settings)), record.seed, record.moves)


async def open_lobby(
    fake: FakeDiscord, host, channel: str = "games", **options
) -> tuple[int, StoredMessage]:
    """``/sequence new`` as ``host``; returns the game id and the lobby message."""
    reply = await fake.slash(host, "sequence new", channel=channel, **options)
    assert reply.message is not None, reply.rejected
    match = re.search(r"game #(\d+)", reply.message.text)
    assert match, reply.message.text
    return int(match.group(1)), reply.message


async def start_game(fake: FakeDiscord, bot: SequenceBot, host, others, channel: str = "games",
                     team_of: dict | None = None, **options) -> int:
    """Open a lobby, let ``others`` join (on ``team_of`` if given), start it; returns the id."""
    gid, lobby = await open_lobby(fake, host, channel, **options)
    for member in others:
        if team_of and member.id in team_of:
            cid = f"seq:{gid}:-:team:{team_of[member.id]}"
        else:
            cid = f"seq:{gid}:-:join"
        await fake.click(member, lobby, cid)
    if team_of and host.id in team_of:
        await fake.click(host, lobby, f"seq:{gid}:-:team:{team_of[host.id]}")
    start = next(c for c in fake.message(lobby.id).custom_ids() if ":start" in c)
    reply = await fake.click(host, lobby, start)
    # an update of the lobby, deferred when its thread is slow to open (a loaded machine)
    assert reply.response_type in (6, 7), reply.rejected
    # The first board (Dice: after a roll; a computer seated first may have moved already).
    # A bot's first picture waits for its worker processes to start, which on a loaded
    # machine can take longer than the usual 5 s wait.
    ply = (await engine_game(bot, gid)).ply
    await fake.wait_for(lambda: any(find_board(fake, gid, p) for p in range(ply, ply + 4)),
                        what=f"board {ply}", timeout=30)
    await bot.idle()
    return gid


def find_board(fake: FakeDiscord, game_id: int, ply: int) -> StoredMessage | None:
    """The board message of ``game_id`` at ``ply`` (the one with that ply in its buttons)."""
    needle = f"seq:{game_id}:{ply}:"
    rematch = f"seq:{game_id}:-:rematch"
    for msg in reversed(fake.all_messages()):
        if msg.ephemeral or msg.deleted:
            continue
        channel = fake.channels.get(msg.channel_id)
        if channel is not None and channel.is_dm:  # a turn DM carries the move menu too
            continue
        ids = msg.custom_ids()
        if any(c.startswith(needle) for c in ids) or any(c.startswith(rematch) for c in ids):
            return msg
    return None


async def board_at(fake: FakeDiscord, bot: SequenceBot, game_id: int, ply: int) -> StoredMessage:
    """Wait for the board at ``ply`` and for the bot to record it as current."""
    msg = await fake.wait_for(lambda: find_board(fake, game_id, ply), what=f"board {ply}")
    record = await bot.store.load_game(game_id)
    if record.board_message_id != msg.id:
        await bot.idle()
    return msg


async def current_board(fake: FakeDiscord, bot: SequenceBot, game_id: int) -> StoredMessage:
    """The game's current board as the store knows it (whatever its ply)."""
    await bot.idle()
    record = await bot.store.load_game(game_id)
    assert record.board_message_id is not None
    return fake.message(record.board_message_id)


def members_by_seat(fake: FakeDiscord, record) -> dict[int, object]:
    """Seat index → fake member."""
    return {s.seat: fake.member(s.user_id) for s in record.seats}


async def play_by_buttons(fake: FakeDiscord, bot: SequenceBot, game_id: int, move: str):
    """Make ``move`` for the seat to act by clicking: Play, the card, the space.

    Returns the handle of the last interaction (whose followup is the new board).
    """
    game = await engine_game(bot, game_id)
    record = await bot.store.load_game(game_id)
    member = fake.member(record.seats[game.to_act].user_id)
    last = game.last_event
    if last is not None and last.kind == "dead" and game.settings.variant != "dice":
        board = await current_board(fake, bot, game_id)
    else:
        board = await board_at(fake, bot, game_id, game.ply)
    ply = game.ply
    if game.settings.variant == "dice":
        if move == "roll":
            h = await fake.click(member, board, f"seq:{game_id}:{ply}:roll")
        else:
            sel = next(s for s in board.selects()
                       if move in [o["value"] for o in s.get("options", [])])
            h = await fake.select(member, board, sel["custom_id"], [move])
        assert h.response_type == 7, (h.rejected, h.text)
        await h.wait_followups(1)
        return h
    opened = await fake.click(member, board, _play_button(board, game_id))
    await opened.final_message()
    panel = opened.message
    assert panel.ephemeral
    h = await play_on_panel(fake, member, panel, game_id, ply, move)
    if move.startswith("dead "):  # the player goes on: the board waits for the turn's play
        await bot.idle()
    else:
        await h.wait_followups(1)
    return h


async def drop_by_clock(fake: FakeDiscord, bot: SequenceBot, clock: FakeClock, game_id: int,
                        sleeper: int) -> None:
    """Let seat ``sleeper`` miss turns until a one-minute turn clock drops it; the others
    play at once."""
    clock_cog = bot.get_cog("Clock")
    while True:
        game = await engine_game(bot, game_id)
        assert not game.is_over
        if game.to_act == sleeper:
            clock.now += 61
            await clock_cog.sweep_once()
            if not (await engine_game(bot, game_id)).active[sleeper]:
                return
        else:
            await play_by_buttons(fake, bot, game_id, str(game.legal_moves()[0]))


def _play_button(board: StoredMessage, game_id: int) -> str:
    """The Play button of a board (its ply may be behind after a dead card)."""
    return next(c for c in board.custom_ids()
                if re.fullmatch(rf"seq:{game_id}:\d+:play", c))


async def play_on_panel(fake: FakeDiscord, member, panel: StoredMessage, game_id: int, ply: int,
                        move: str):
    """Make ``move`` from an open hand panel: one choice in its move menu (or Pass); a wild
    or removing card on a space the menu does not list goes through the other-space form."""
    panel = fake.message(panel.id)
    if move == "pass":
        h = await fake.click(member, panel, f"seq:{game_id}:{ply}:ppass")
        assert h.response_type in (6, 7), (h.rejected, h.text)
        return h
    menu = next(s for s in panel.selects() if s["custom_id"] == f"seq:{game_id}:{ply}:pmove")
    if move in [o["value"] for o in menu["options"]]:
        h = await fake.select(member, panel, menu["custom_id"], [move])
        assert h.response_type in (6, 7), (h.rejected, h.text)
        return h
    card, space = move.split()
    form = await fake.click(member, panel, f"seq:{game_id}:{ply}:pother:{card}")
    assert form.modal is not None, (form.rejected, form.text)
    h = await fake.submit_modal(form, {"space": space})
    assert h.response_type in (5, 6, 7), (h.rejected, h.text)
    return h


async def play_by_slash(fake: FakeDiscord, bot: SequenceBot, game_id: int, move: str,
                        seat: int | None = None):
    """Make ``move`` with ``/sequence play`` as the seat to act (or ``seat``)."""
    game = await engine_game(bot, game_id)
    record = await bot.store.load_game(game_id)
    who = game.to_act if seat is None else seat
    member = fake.member(record.seats[who].user_id)
    channel = record.thread_id or record.channel_id
    h = await fake.slash(member, "sequence play", channel=channel, move=move, game=game_id)
    await h.final_message()
    return h


async def first_turn(fake: FakeDiscord, bot: SequenceBot) -> tuple[int, Any, Any, str]:
    """A classic game of alice (the host) and bob, started and shown: its id, its record, the
    member to act and their first legal move."""
    alice, bob = fake.add_member("alice"), fake.add_member("bob")
    gid = await start_game(fake, bot, alice, [bob], game="classic", players=2)
    await board_at(fake, bot, gid, 0)
    game = await engine_game(bot, gid)
    record = await bot.store.load_game(gid)
    return gid, record, members_by_seat(fake, record)[game.to_act], str(game.legal_moves()[0])


async def type_move(fake: FakeDiscord, member, record, move: str) -> StoredMessage:
    """``/sequence play`` typed by ``member`` in the game's thread, without reading the store
    (it may be away); the command's final answer."""
    typed = await fake.slash(member, "sequence play", channel=record.thread_id or
                             record.channel_id, move=move, game=record.id)
    return await typed.final_message(timeout=30)


def choose(game: Game, rng: random.Random) -> str:
    """A reasonable move for the seat to act: prefer plays that extend own lines."""
    moves = game.legal_moves()
    plays = [m for m in moves if m.kind in ("play", "choose")]
    if not plays:
        return str(moves[0])
    side = game.side_of[game.to_act]
    best, best_score = None, -1.0
    for move in plays:
        trial = game.clone()
        trial.play(move)
        score = trial.seq_count[side] * 100 + rng.random()
        cell = trial.cell_of(move.space or "A1")
        row, col = divmod(cell, trial.board.cols)
        for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
            for sign in (1, -1):
                r, c = row + dr * sign, col + dc * sign
                while 0 <= r < trial.board.rows and 0 <= c < trial.board.cols:
                    owner = trial.chips[r * trial.board.cols + c]
                    if owner != side and owner != -2:
                        break
                    score += 1
                    r, c = r + dr * sign, c + dc * sign
        if score > best_score:
            best, best_score = move, score
    return str(best)


def first_play(game: Game) -> str:
    """The first ordinary play among ``game``'s legal moves, as text."""
    return str(next(m for m in game.legal_moves() if m.kind == "play"))


async def up_to_a_dead_card(fake: FakeDiscord, bot: SequenceBot, game_id: int, mover,
                            within: int = 10) -> tuple[Game, Game]:
    """Play ``first_play`` with ``mover`` (``play_by_buttons`` or ``play_by_slash``) up to
    the play after which the next player holds a dead card; returns the game then and the
    game as that play would leave it. Fails past ``within`` moves (choose a seed that deals
    one sooner)."""
    game = await engine_game(bot, game_id)
    while True:
        ahead = Game.replay(game.settings, game.seed, game.moves)
        ahead.play(parse_move(first_play(game)))
        if any(m.kind == "dead" for m in ahead.legal_moves()):
            return game, ahead
        assert game.ply < within, "no dead card within a few moves: choose another seed"
        await mover(fake, bot, game_id, first_play(game))
        game = await engine_game(bot, game_id)


def answers_forgotten(monkeypatch) -> asyncio.Event:
    """An event set each time the store forgets an owed answer (``Store.answer_given``).

    A command's reply is filled in before its owed answer is forgotten (a crash between the
    two fills it in again), so a test that saw the reply awaits this before reading the
    table."""
    forgotten = asyncio.Event()
    forget = Store.answer_given

    async def forgetting(self: Store, game_id: int, token: str) -> None:
        await forget(self, game_id, token)
        forgotten.set()

    monkeypatch.setattr(Store, "answer_given", forgetting)
    return forgotten


def fails_twice(call):
    """``call``, whose first two calls find the database out of reach."""
    failures = [StoreUnavailableError("connection refused")] * 2

    async def failing(*args, **kw):
        if failures:
            raise failures.pop()
        return await call(*args, **kw)

    return failing
