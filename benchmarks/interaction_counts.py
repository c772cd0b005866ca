"""What a turn costs the players: interactions, channel messages and DMs, counted over whole
games played through the fake Discord the way people play (``benchmarks/interaction.py
--count`` prints them).

Each game is played from the lobby to its result by members who act as people do, one game
at a time, so every message the bot sends can be put down to the turn that caused it:

- ``panel``: each player opens their hand panel once (My hand on the first board) and keeps
  it open; the bot keeps it current, and on their turn the player picks their move in its menu.
- ``board``: each turn starts from the board message's Play button, which opens a new panel.
- Dice has no hands and no panel: each roll is played on the board (Roll, then the space).

A player turns in a dead card whenever the menu offers one, usually takes the first (best)
move of the menu and otherwise one of the others; holding a wild or removing jack whose spaces
are not all listed, they sometimes type another space in the form (``pother``), to count that
path too. Nobody changes ``/sequence notify``: the DMs are those of the default setting.

A "turn" is what a player does when it is their go: the dead cards turned in and the play (or
the pass); in Dice one roll and its placement (a 2 or 12 rolls again: a new turn). An
"ordinary move" is a turn that plays a card that is not a jack, with no dead card before it.
"""

from __future__ import annotations

import logging
import random
import re
import statistics
import tempfile
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cogs.client import SequenceBot
from engine import card_kind, parse_move
from tests.bot_helpers import Seeds, engine_game, start_game
from tests.fakediscord import FakeDiscord, StoredMessage, running_bot
from tests.fakediscord.models import FakeMember

CONFIGS: dict[str, dict[str, Any]] = {
    "classic 2 players": {"game": "classic", "players": 2},
    "classic 3 players": {"game": "classic", "players": 3},
    "kids 2 players": {"game": "kids", "players": 2},
    "dice 2 players": {"game": "dice", "players": 2},
}
"""The tables counted: ``/sequence new`` options."""

FORM_CHANCE = 0.35
"""How often a player holding a jack with unlisted spaces types another space in the form."""
FIRST_CHANCE = 0.6
"""How often a player takes the first (best) move of the menu."""
WAIT = 30.0
"""Seconds to wait for any one answer of the bot (generous: the machine is shared)."""


@dataclass
class Turn:
    """One player's turn and what it cost."""

    seat: int
    kind: str = ""
    """``ordinary``, ``jack (menu)``, ``jack (form)``, ``pass`` or ``dice``."""
    dead: int = 0
    """Dead cards turned in before the play."""
    interactions: int = 0
    channel_messages: int = 0
    """Non-ephemeral messages the bot posted in the game's channel or thread during the turn."""
    new_ephemerals: int = 0
    """Only-you messages created during the turn (edits of an open panel are not counted)."""
    refreshes: int = 0
    """Refresh clicks needed because the open panel was not current on the player's turn."""


@dataclass
class Counted:
    """One whole game and its counts."""

    config: str
    mode: str
    game_id: int
    seats: int
    turns: list[Turn] = field(default_factory=list)
    stored_moves: int = 0
    openings: int = 0
    """Interactions to open the panels at the start (panel mode: one per player)."""
    start_messages: int = 0
    """Channel messages from the lobby to the first board, both included."""
    dms: dict[int, int] = field(default_factory=dict)
    """Seat → hand DMs received over the game (the default ``/sequence notify``)."""
    anomalies: list[str] = field(default_factory=list)

    def turns_of(self, seat: int) -> int:
        """The number of turns ``seat`` had."""
        return sum(1 for t in self.turns if t.seat == seat)


class Counting:
    """A fake Discord and an in-process bot, and the bot's public messages counted."""

    def __init__(self, fake: FakeDiscord, bot: SequenceBot) -> None:
        self.fake = fake
        self.bot = bot

    def channel_messages(self) -> int:
        """Non-ephemeral messages the bot sent to guild channels and threads so far."""
        fake = self.fake
        return sum(1 for m in fake.all_messages()
                   if m.author_id == fake.bot_user.id and not m.ephemeral and not m.deleted
                   and not fake.channels[m.channel_id].is_dm)

    def ephemerals(self) -> int:
        """Only-you messages created so far."""
        return len(self.fake.ephemerals())

    async def settle(self) -> None:
        """Wait until the bot has finished what the last action started (boards, DMs, panels)."""
        await self.bot.idle()

    async def board(self, gid: int) -> StoredMessage:
        """The game's current board message."""
        await self.settle()
        record = await self.bot.store.load_game(gid)
        assert record.board_message_id is not None
        return self.fake.message(record.board_message_id)


async def play_counted(counting: Counting, config: str, mode: str, number: int,
                       rng: random.Random, max_turns: int | None = None) -> Counted:
    """Open, fill and start one game of ``config`` and play it to its result in ``mode`` (or
    for ``max_turns`` turns)."""
    fake, bot = counting.fake, counting.bot
    options = CONFIGS[config]
    players = int(options["players"])
    members = [fake.add_member(f"{mode[0]}{number}p{i}") for i in range(players)]
    before = counting.channel_messages()
    gid = await start_game(fake, bot, members[0], members[1:], **options)
    await counting.settle()
    record = await bot.store.load_game(gid)
    by_seat = {s.seat: fake.member(s.user_id) for s in record.seats if s.user_id}
    counted = Counted(config, mode, gid, len(by_seat))
    counted.start_messages = counting.channel_messages() - before
    panels: dict[int, int] = {}
    if mode == "panel":
        board = await counting.board(gid)
        for seat, member in by_seat.items():
            h = await fake.click(member, board, f"seq:{gid}:-:hand")
            panels[seat] = (await h.final_message(WAIT)).id
            counted.openings += 1
        await counting.settle()
    while True:
        game = await engine_game(bot, gid)
        if game.is_over or max_turns is not None and len(counted.turns) >= max_turns:
            break
        turn = Turn(game.to_act)
        messages, ephemerals = counting.channel_messages(), counting.ephemerals()
        if options["game"] == "dice":
            await _dice_turn(counting, gid, by_seat[turn.seat], turn, rng)
        else:
            await _card_turn(counting, gid, by_seat[turn.seat], turn, rng,
                             panels.get(turn.seat), counted.anomalies)
        await counting.settle()
        turn.channel_messages = counting.channel_messages() - messages
        turn.new_ephemerals = counting.ephemerals() - ephemerals
        counted.turns.append(turn)
        if len(counted.turns) > 2000:
            raise AssertionError(f"game {gid} does not end")
    counted.stored_moves = game.ply
    counted.dms = {seat: len(fake.dms(member)) for seat, member in by_seat.items()}
    return counted


async def _card_turn(counting: Counting, gid: int, member: FakeMember, turn: Turn,
                     rng: random.Random, panel_id: int | None, anomalies: list[str]) -> None:
    """One classic or Kids turn: from the open panel, or from the board's Play button."""
    fake, bot = counting.fake, counting.bot
    if panel_id is None:
        board = await counting.board(gid)
        play = next(c for c in board.custom_ids() if re.fullmatch(rf"seq:{gid}:\d+:play", c))
        h = await fake.click(member, board, play)
        panel_id = (await h.final_message(WAIT)).id
        turn.interactions += 1
    while True:
        await counting.settle()
        game = await engine_game(bot, gid)
        ply = game.ply
        panel = fake.message(panel_id)
        prefix = f"seq:{gid}:{ply}:"
        if not any(c.startswith(prefix) and not c.endswith(":prefresh")
                   for c in panel.custom_ids()):
            anomalies.append(f"game {gid} ply {ply}: the open panel was not current "
                             f"on the player's turn ({panel.custom_ids()})")
            refresh = next(c for c in panel.custom_ids() if c.endswith(":prefresh"))
            h = await fake.click(member, panel, refresh)
            await h
            turn.interactions += 1
            turn.refreshes += 1
            continue
        menu = panel.find_component(prefix + "pmove")
        values = [o["value"] for o in menu["options"]] if menu else []
        dead = [v for v in values if v.startswith("dead ")]
        if dead:
            h = await fake.select(member, panel, prefix + "pmove", [dead[0]])
            await h
            turn.interactions += 1
            turn.dead += 1
            continue
        plays = [v for v in values if not v.startswith("dead ")]
        others = [c.rsplit(":", 1)[1] for c in panel.custom_ids()
                  if c.startswith(prefix + "pother:")]
        listed = set(values)
        if others and rng.random() < FORM_CHANCE:
            card = rng.choice(others)
            unlisted = [str(m) for m in game.legal_moves()
                        if m.kind == "play" and m.card == card and str(m) not in listed]
            move = rng.choice(unlisted)
            form = await fake.click(member, panel, f"{prefix}pother:{card}")
            await form
            assert form.modal is not None, (form.rejected, form.content)
            h = await fake.submit_modal(form, {"space": str(parse_move(move).space)})
            turn.interactions += 2
            turn.kind = "jack (form)"
        elif plays:
            move = plays[0] if rng.random() < FIRST_CHANCE else rng.choice(plays)
            h = await fake.select(member, panel, prefix + "pmove", [move])
            turn.interactions += 1
            card = parse_move(move).card or ""
            turn.kind = "ordinary" if card_kind(card) == "normal" else "jack (menu)"
        else:
            h = await fake.click(member, panel, prefix + "ppass")
            turn.interactions += 1
            turn.kind = "pass"
        assert h.response_type in (5, 6, 7), (h.rejected, h.content)
        await fake.wait_for(lambda p=ply: _moved(fake, gid, p),  # type: ignore[misc]
                            timeout=WAIT,
                            what=f"the board after ply {ply} of game {gid}")
        return


def _moved(fake: FakeDiscord, gid: int, ply: int) -> bool:
    """Whether a board newer than ``ply`` (or the final board) is out."""
    for msg in reversed(fake.all_messages()):
        if msg.ephemeral or msg.deleted:
            continue
        for cid in msg.custom_ids():
            match = re.fullmatch(rf"seq:{gid}:(\d+|-):(\w+)(:\w+)?", cid)
            if match and (match[2] == "rematch" or match[1] != "-" and int(match[1]) > ply):
                return True
    return False


async def _dice_turn(counting: Counting, gid: int, member: FakeMember, turn: Turn,
                     rng: random.Random) -> None:
    """One Dice roll and its placement, on the board: Roll, then the space; where the table
    rolls for the player (the board already offers the roll's spaces), only the space."""
    fake, bot = counting.fake, counting.bot
    turn.kind = "dice"
    board = await counting.board(gid)
    game = await engine_game(bot, gid)
    ply = game.ply
    if f"seq:{gid}:{ply}:roll" in board.custom_ids():
        h = await fake.click(member, board, f"seq:{gid}:{ply}:roll")
        await h
        turn.interactions += 1
        await fake.wait_for(lambda: _moved(fake, gid, ply), timeout=WAIT,
                            what="the rolled board")
        await counting.settle()
        game = await engine_game(bot, gid)
        if game.is_over or game.to_act != turn.seat and not game.legal_moves():
            return  # the roll did nothing: the turn is over
        board = await counting.board(gid)
    spaces = [str(m) for m in game.legal_moves() if m.kind == "choose"]
    if not spaces:
        return  # the roll did nothing: the turn is over
    space = rng.choice(spaces)
    menu = next(s for s in board.selects() if space in [o["value"] for o in s["options"]])
    h = await fake.select(member, board, menu["custom_id"], [space])
    await h
    turn.interactions += 1
    await fake.wait_for(lambda: _moved(fake, gid, game.ply), timeout=WAIT,
                        what="the board after the placement")


async def count_games(games: int = 1, *, configs: tuple[str, ...] = tuple(CONFIGS),
                      modes: tuple[str, ...] = ("panel", "board"), undo_seconds: float = 0.0,
                      check_schema: bool = True, seed: int = 1,
                      max_turns: int | None = None) -> tuple[list[Counted], int]:
    """Play ``games`` games of each of ``configs`` in each of ``modes`` (Dice only on the board),
    to their results or for ``max_turns`` turns each; returns them and the number of Discord
    rule violations the fake recorded."""
    logging.basicConfig(level=logging.WARNING)
    counted: list[Counted] = []
    rng = random.Random(seed)
    with tempfile.TemporaryDirectory() as folder:
        async with FakeDiscord(check_schema=check_schema) as fake:
            def make() -> SequenceBot:
                return SequenceBot(db_path=Path(folder) / "count.db", guild_ready_timeout=0.05,
                                   seed_source=Seeds(next_seed=seed * 1000),
                                   undo_seconds=undo_seconds, sweep_seconds=3600)

            async with running_bot(fake, make) as runner:
                assert isinstance(runner.bot, SequenceBot)
                counting = Counting(fake, runner.bot)
                number = 0
                for config in configs:
                    for mode in modes:
                        if CONFIGS[config]["game"] == "dice" and mode != "board":
                            continue
                        for _ in range(games):
                            number += 1
                            counted.append(await play_counted(counting, config, mode, number,
                                                              rng, max_turns))
            violations = len(fake.violations)
    return counted, violations


def _mean(values: Sequence[float]) -> str:
    return f"{statistics.fmean(values):.2f}" if values else "n/a"


def _worst(values: Sequence[float]) -> str:
    return f"{max(values):.2f}".rstrip("0").rstrip(".") if values else "n/a"


def count_lines(counted: list[Counted]) -> list[str]:
    """The counts as labelled lines: per table and way of playing, then the summary, whose last
    two lines are the headline (the highest of the tables' means: from an open panel for the
    interactions; panel games and Dice for the channel messages)."""
    lines: list[str] = []
    summary: dict[str, list[float]] = {}

    def keep(name: str, value: float) -> None:
        summary.setdefault(name, []).append(value)

    for config in dict.fromkeys(c.config for c in counted):
        for mode in dict.fromkeys(c.mode for c in counted if c.config == config):
            games = [c for c in counted if c.config == config and c.mode == mode]
            turns = [t for c in games for t in c.turns]
            label = f"{config}, {mode}"
            kinds = Counter(t.kind for t in turns)
            lines.append(f"{label}: {len(games)} game(s), {len(turns)} turns, "
                         f"{sum(c.stored_moves for c in games)} stored moves, turns by kind "
                         f"{dict(sorted(kinds.items()))}, dead cards turned in "
                         f"{sum(t.dead for t in turns)}")
            for kind in ("ordinary", "jack (menu)", "jack (form)", "pass", "dice"):
                some = [t.interactions for t in turns if t.kind == kind and not t.dead]
                if some:
                    lines.append(f"{label}: interactions per {kind} move: {_mean(some)} "
                                 f"({len(some)} turns)")
                    keep(f"{mode} {kind}", statistics.fmean(some))
            dead = [t for t in turns if t.dead]
            if dead:
                lines.append(f"{label}: interactions per turn with dead cards: "
                             f"{_mean([t.interactions for t in dead])} ({len(dead)} turns, "
                             f"{sum(t.dead for t in dead)} dead cards)")
            if any(c.openings for c in games):
                lines.append(f"{label}: interactions to open the panels: "
                             f"{sum(c.openings for c in games) / len(games):.1f} per game "
                             f"(once per player)")
            refreshes = sum(t.refreshes for t in turns)
            if refreshes:
                lines.append(f"{label}: Refresh clicks needed (panel not current): {refreshes}")
            per_turn = [t.channel_messages for t in turns]
            lines.append(f"{label}: channel messages per move: {_mean(per_turn)} (most in one "
                         f"turn: {max(per_turn)}; from the lobby to the first board: "
                         f"{_mean([c.start_messages for c in games])})")
            if mode == "panel" or config.startswith("dice"):
                keep("channel", statistics.fmean(per_turn))
            lines.append(f"{label}: new only-you messages per move: "
                         f"{_mean([t.new_ephemerals for t in turns])}")
            for c in games:
                dms = ", ".join(f"seat {s}: {c.dms[s]} DMs / {c.turns_of(s)} turns"
                                for s in sorted(c.dms))
                lines.append(f"{label}: game #{c.game_id}, DMs per player per game: {dms}")
                for seat, dms_sent in c.dms.items():
                    keep("dm excess", dms_sent - c.turns_of(seat))
    for c in counted:
        lines += [f"anomaly: {a}" for a in c.anomalies]
    players = len(summary.get("dm excess", []))
    over = sum(1 for x in summary.get("dm excess", []) if x > 0)
    lines += [
        "",
        f"interactions per ordinary move from the board message: "
        f"{_worst(summary.get('board ordinary', []))}",
        f"interactions per jack on a space not in the menu, from an open panel: "
        f"{_worst(summary.get('panel jack (form)', []))}",
        f"interactions per jack on a space not in the menu, from the board message: "
        f"{_worst(summary.get('board jack (form)', []))}",
        f"interactions per Dice move, from the board message: "
        f"{_worst(summary.get('board dice', []))}",
        f"players with more DMs than turns (default notify): {over} of {players}",
        f"interactions per ordinary move: {_worst(summary.get('panel ordinary', []))}",
        f"channel messages per move: {_worst(summary.get('channel', []))}",
    ]
    return lines
