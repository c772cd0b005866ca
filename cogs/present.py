"""Texts about games, built from the catalog: lobby, start, move lines, hands, results.

Channel texts take only public facts (moves, the board, who acts). The hand text is private
and is only ever sent ephemerally or by DM.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

import discord

from cogs.fitting import MESSAGE_LIMIT, fit
from cogs.messages import t, variant_name
from cogs.reasons import card_name
from data import GameRecord, GameStatus
from data.ratings import rated_table
from engine import Event, Game, GameSettings, Move, Snapshot
from table import AWAY_AFTER, clock_of, settings_of
from table import name_of as _raw_name_of
from table.duties import dropped_by_table

CAPTION_PART = 700
"""At most this many characters for each part of a board's caption (what a move did, who
acts next or the result), so that the caption with the text board of a failed picture fits
in one message."""


def plain(name: str) -> str:
    """A member-chosen name as plain text in a message: no markdown, code block, masked link,
    mention or link preview can come through it (pings are blocked separately)."""
    text = discord.utils.escape_markdown(name).replace("<", "\\<")
    return text.replace("://", ":\u200b//")


def name_of(record: GameRecord, seat: int | None) -> str:
    """A seat's display name, as plain text for a message."""
    return plain(_raw_name_of(record, seat))


def team_name(settings: GameSettings, side: int, locale: str) -> str:
    """A side's colour name (``Blue``)."""
    return t(f"colour.{settings.colours[side]}", locale)


def mention(record: GameRecord, seat: int | None) -> str:
    """A mention of the player in ``seat`` (or their name for a computer seat, or one who
    asked to be forgotten)."""
    if seat is None or not 0 <= seat < len(record.seats):
        return "?"
    user_id = record.seats[seat].user_id
    if user_id is None or record.seats[seat].forgotten:
        return plain(record.seats[seat].display_name)
    return f"<@{user_id}>"


def clock_length(seconds: int, locale: str) -> str:
    """A turn clock as its choice names it: ``5 min``, ``4 h`` (not ``240 min``)."""
    if seconds >= 3600 and seconds % 3600 == 0:
        return t("clock.hours", locale, n=seconds // 3600)
    minutes = seconds // 60 if seconds % 60 == 0 else round(seconds / 60, 1)  # "5", not "5.0"
    return t("clock.minutes", locale, n=minutes)


def options_text(settings: GameSettings, clock: int, locale: str, hints: bool = False) -> str:
    """The options in force, or ``none``."""
    parts = []
    if settings.advanced_jack:
        parts.append(t("option.advanced_jack", locale))
    if settings.table_talk:
        parts.append(t("option.table_talk", locale))
    if settings.strict_draw:
        parts.append(t("option.strict_draw", locale))
    if settings.variant == "dice":
        parts.append(t("option.line_length", locale, n=settings.line_length))
    if clock:
        parts.append(t("option.clock", locale, length=clock_length(clock, locale)))
    if hints:
        parts.append(t("option.hints", locale))
    if not parts:
        return t("lobby.no_options", locale)
    return t("lobby.options", locale, options=", ".join(parts))


def lobby_text(record: GameRecord, locale: str) -> str:
    """The lobby message: game, host, options and who has joined."""
    settings = settings_of(record)
    clock = clock_of(record)
    teams = settings.sides != settings.players
    lines = [
        t("lobby.title", locale, variant_name=variant_name(settings.variant, locale),
          game=record.id),
        t("lobby.host", locale, host=f"<@{record.host_id}>"),
        options_text(settings, clock, locale, record.allow_hints),
        t("lobby.players", locale, seated=len(record.seats), players=settings.players),
    ]
    for seat in record.seats:
        if teams and seat.side is not None:
            lines.append(t("lobby.player_team", locale, n=seat.seat + 1,
                           name=plain(seat.display_name),
                           team=team_name(settings, seat.side, locale)))
        else:
            lines.append(t("lobby.player", locale, n=seat.seat + 1, name=plain(seat.display_name)))
    missing = settings.players - len(record.seats)
    if record.status is GameStatus.LOBBY:
        lines.append(t("lobby.waiting", locale, missing=missing) if missing
                     else t("lobby.ready", locale))
    return fit("\n".join(lines))


def start_text(record: GameRecord, game: Game, locale: str,
               limit: int = MESSAGE_LIMIT) -> str:
    """How the dealer and first player were decided, the seating and the teams.

    Over ``limit`` characters (long names, many tie rounds) the rounds between the first and
    the last are left out with a line saying how many; a text still too long is for the
    caller to split (``cogs.fitting.split_text``)."""
    settings = game.settings
    start = game.start
    lines = [t("start.title", locale, game=record.id,
               variant_name=variant_name(settings.variant, locale))]
    rounds: list[str] = []
    if start.method == "cut":
        for round_ in start.rounds:
            cuts = ", ".join(f"{name_of(record, s)} {card_name(c, locale, power=False)}"
                             for s, c in round_)
            rounds.append(t("start.cut_round", locale, cuts=cuts))
        lines.extend(rounds)
        lines.append(t("start.cut_result", locale, dealer=name_of(record, start.dealer),
                       first=name_of(record, start.first)))
    elif start.method == "dice":
        for round_ in start.rounds:
            rolls = ", ".join(f"{name_of(record, s)} {r}" for s, r in round_)
            rounds.append(t("start.dice_round", locale, rolls=rolls))
        lines.extend(rounds)
        lines.append(t("start.dice_result", locale, first=name_of(record, start.first)))
    else:
        lines.append(t("start.random", locale, dealer=name_of(record, start.dealer),
                       first=name_of(record, start.first)))
    seating = " → ".join(
        f"{plain(s.display_name)} ({team_name(settings, settings.side_of(s.seat), locale)})"
        for s in record.seats
    )
    lines.append(t("start.seating", locale, seating=seating))
    if settings.sides != settings.players:
        for side in range(settings.sides):
            members = tuple(plain(s.display_name) for s in record.seats
                            if settings.side_of(s.seat) == side)
            lines.append(t("start.team", locale, team=team_name(settings, side, locale),
                           members=members))
    if settings.variant != "dice":
        lines.append(t("start.hands", locale))
    text = "\n".join(lines)
    if len(text) > limit and len(rounds) > 2:
        first = lines.index(rounds[0])
        left_out = t("start.rounds_left_out", locale, n=len(rounds) - 2)
        lines[first + 1:first + len(rounds) - 1] = [left_out]
        text = "\n".join(lines)
    return text


def event_line(record: GameRecord, game: Game, event: Event, locale: str,
               sequences: Sequence[int] | None = None) -> str:
    """One line saying what a move did (public facts only). ``game`` is the game after the
    move, or later with ``sequences``: each side's sequences right after the move."""
    settings = game.settings
    player = name_of(record, event.seat)
    space = game.space(event.cell) if event.cell is not None else ""
    card = card_name(event.card, locale) if event.card else ""
    total = sum(event.roll) if event.roll else 0
    a, b = event.roll if event.roll else (0, 0)
    kind = event.kind
    if settings.variant == "dice" and kind in ("place", "replace", "remove"):
        key = f"event.dice_{kind}"
    elif kind == "timeout":
        # without a turn clock only the other players end a turn: it waited AWAY_AFTER
        key = {(True, True): "event.timeout_forfeit", (True, False): "event.timeout",
               (False, True): "event.away_forfeit", (False, False): "event.away"}[
            (bool(clock_of(record)), event.seat is None)]
    elif kind == "drop" and not dropped_by_table(game, event.seat):
        key = "event.left"
    elif kind == "drop" and not clock_of(record):
        key = "event.drop_away"
    else:
        key = f"event.{kind}"
    team = ""
    if kind == "talk":
        team = team_name(settings, int(event.text.split()[1]), locale)
    elif event.seat is not None:
        team = team_name(settings, settings.side_of(event.seat), locale)
    lines = [fit(t(key, locale, player=player, card=card, space=space, a=a, b=b, total=total,
                   team=team, days=AWAY_AFTER // 86400), CAPTION_PART)]
    counts = game.seq_count if sequences is None else sequences
    for side in dict.fromkeys(seq.side for seq in event.new_sequences):  # one line a side
        lines.append(t("event.sequence", locale, team=team_name(settings, side, locale),
                       new=sum(1 for seq in event.new_sequences if seq.side == side),
                       count=counts[side], needed=settings.sequences_to_win))
    return "\n".join(lines)


def since_last_turn(record: GameRecord, game: Game, seat: int, locale: str,
                    recent: Sequence[Event] = ()) -> list[str]:
    """In games of three or more seats, what happened since ``seat`` last moved: one line a
    move, oldest first (at most two moves a seat; nothing in games of two, where that is
    the last move). ``recent`` are the events of the game's last moves, newest last, as far
    as they are known (``TableMemory.recent_events``); when they reach back far enough
    nothing is replayed, else the game is (a few milliseconds for a long game)."""
    seats = len(record.seats)
    if seats < 3 or not game.moves:
        return []
    window = min(len(game.moves), 2 * seats)
    if len(recent) >= window:
        return _lines_from_events(record, game, seat, locale, list(recent)[-window:])
    start = Game.replay(game.settings, game.seed, ())
    events = [start.play(move) for move in game.moves]
    last_own = max((i for i, e in enumerate(events) if e.seat == seat and e.kind != "roll"),
                   default=-1)  # a roll is the table's, made for the seat
    first = max(last_own + 1, len(events) - 2 * seats)
    seen = Game.replay(game.settings, game.seed, game.moves[:first])
    return [event_line(record, seen, seen.play(move), locale) for move in game.moves[first:]]


def _lines_from_events(record: GameRecord, game: Game, seat: int, locale: str,
                       tail: list[Event]) -> list[str]:
    """``since_last_turn`` from the events of the last ``2 × seats`` moves."""
    last_own = max((i for i, e in enumerate(tail) if e.seat == seat and e.kind != "roll"),
                   default=-1)
    counts = list(game.seq_count)  # each side's sequences after each event, newest first
    after: list[list[int]] = []
    for event in reversed(tail):
        after.append(list(counts))
        for seq in event.new_sequences:
            counts[seq.side] -= 1
    after.reverse()
    return [event_line(record, game, event, locale, after[i])
            for i, event in enumerate(tail) if i > last_own]


def move_label(move: Move, locale: str) -> str:
    """A move as players read it, in menus and suggestions: ``Q♠ → B3``, ``Turn in dead 9♦``,
    ``Pass``; other moves in their notation."""
    if move.kind == "play":
        return f"{card_name(move.card or '', locale)} → {move.space}"
    if move.kind == "dead":
        return t("card.dead", locale, card=card_name(move.card or "", locale))
    if move.kind == "pass":
        return t("button.pass", locale)
    return str(move)


def move_note(note: str, length: int, locale: str) -> str:
    """What a move does (``engine.ai.advice``'s note), in words for a menu option's
    description; empty when it does nothing notable."""
    if not note:
        return ""
    return t(f"panel.note.{note}", locale, length=length)


def next_line(record: GameRecord, game: Game, locale: str) -> str:
    """Who must act now, with a mention (or the result when the game is over)."""
    if game.is_over:
        return result_line(record, game, locale)
    forfeits = game.owed_forfeits()
    if forfeits:
        return t("turn.forfeit", locale, mentions=tuple(mention(record, s) for s in forfeits))
    snapshot = game.snapshot()
    seat = game.to_act
    if snapshot.pending_roll and snapshot.last_roll:
        return t("turn.choose", locale, mention=mention(record, seat),
                 total=sum(snapshot.last_roll))
    if snapshot.rolls_again and snapshot.last_roll:
        return t("turn.again", locale, mention=mention(record, seat),
                 total=sum(snapshot.last_roll))
    if 0 <= seat < len(record.seats) and record.seats[seat].is_computer:
        lines = [t("turn.computer", locale, name=name_of(record, seat))]
    else:
        lines = [t("turn.next", locale, mention=mention(record, seat))]
    for s in game.owed_draws():
        if s != seat:
            lines.append(t("turn.draw", locale, mention=mention(record, s)))
    if record.turn_deadline:  # a relative timestamp counts down live in every client
        lines.append(t("turn.clock", locale, when=f"<t:{record.turn_deadline}:R>"))
    return fit("\n".join(lines), CAPTION_PART)


def alt_text(record: GameRecord, game: Game, locale: str) -> str:
    """The board picture described for screen readers: the game, each side's chips and
    sequences, and who acts (public information only)."""
    settings = game.settings
    sides = []
    for side in range(settings.sides):
        players = tuple(_raw_name_of(record, s) for s in range(len(record.seats))
                        if settings.side_of(s) == side)
        chips = sum(1 for owner in game.chips if owner == side)
        sides.append(t("board.alt_side", locale, colour=team_name(settings, side, locale),
                       players=players, chips=chips, sequences=game.seq_count[side]))
    if game.is_over:  # read out, not shown: no markdown, names as they are
        after = result_line(record, game, locale, names=_raw_name_of).replace("**", "")
    else:
        after = t("board.alt_next", locale, player=_raw_name_of(record, game.to_act))
    return t("board.alt", locale, variant=variant_name(settings.variant, locale),
             game=record.id, ply=game.ply, sides=" ".join(sides), next=after)


def result_line(record: GameRecord, game: Game, locale: str, *,
                names: Callable[[GameRecord, int], str] = name_of) -> str:
    """The result of a finished game (``names`` words the winners' names)."""
    outcome = game.outcome
    assert outcome is not None
    team = ""
    if outcome.winner is not None:
        players = " & ".join(names(record, s) for s in range(len(record.seats))
                             if game.side_of[s] == outcome.winner)
        team = f"{team_name(game.settings, outcome.winner, locale)} ({players})"
    line = fit(t(f"end.{outcome.termination}", locale, team=team, game=record.id), CAPTION_PART)
    if not rated_table(record.seats) and outcome.termination != "abandonment":
        line += "\n" + t("end.unrated", locale)
    return line


def mentioned_users(record: GameRecord, game: Game) -> list[int]:
    """Users the board line pings: whoever has to act now."""
    if game.is_over:
        return []
    users = [record.seats[s].user_id for s in game.acting_seats() if s < len(record.seats)]
    return [user for user in users if user is not None]


def hand_text(record: GameRecord, game: Game, seat: int, locale: str, *, dm: bool = False,
              channel: str = "", link: str = "") -> str:
    """A seat's private view as text: its cards and whether it is its turn. PRIVATE."""
    snapshot: Snapshot = game.snapshot(seat)
    if dm:
        lines = [t("hand.dm", locale, game=record.id, channel=channel, ply=game.ply)]
    else:
        lines = [t("hand.title", locale, game=record.id, ply=game.ply)]
    if snapshot.hand is None:
        lines.append(t("hand.dice", locale))
    elif not snapshot.hand:
        lines.append(t("hand.empty", locale))
    else:
        for card in snapshot.hand:
            key = "hand.card_dead" if card.dead else "hand.card"
            lines.append(t(key, locale, card=card_name(card.card, locale)))
    if not game.is_over and snapshot.hand is not None:
        if game.to_act == seat and not game.owed_forfeits():
            lines.append(t("hand.your_turn_dm" if dm else "hand.your_turn", locale))
        else:
            lines.append(t("hand.not_turn", locale, player=name_of(record, game.to_act)))
    if link:
        lines.append(t("hand.link", locale, link=link))
    return "\n".join(lines)


def games_text(records: list[GameRecord], tables: dict[int, Game | None], locale: str,
               links: dict[int, str], since: dict[int, int],
               droppable: Collection[int] = (), limit: int = MESSAGE_LIMIT) -> str:
    """The open games of a channel, one line each, as many as fit in ``limit`` characters
    then a line counting the games left out. ``since`` (unix seconds by game) says how long
    each has waited (``GameService.waiting_since``), as a Discord relative time ("3 days
    ago") that every reader's client words in their own language; the games in
    ``droppable`` say that their player may now be dropped (``/sequence drop``)."""
    if not records:
        return t("games.none", locale)
    lines = [t("games.title", locale)]
    for record in records:
        settings = settings_of(record)
        name = variant_name(settings.variant, locale)
        game = tables.get(record.id)
        when = f"<t:{since[record.id]}:R>"
        if game is None:
            lines.append(t("games.lobby", locale, game=record.id, variant_name=name,
                           seated=len(record.seats), players=settings.players,
                           host=f"<@{record.host_id}>", since=when))
        else:
            line = t("games.active", locale, game=record.id, variant_name=name,
                     player=name_of(record, game.to_act), ply=game.ply,
                     link=links.get(record.id, ""), since=when)
            if record.id in droppable:
                line = f"{line} · {t('games.away', locale)}"
            lines.append(line)
    text = "\n".join(lines)
    if len(text) <= limit:
        return text
    shown = len(lines)
    while shown > 1:
        shown -= 1
        more = t("games.more", locale, n=len(records) - (shown - 1))
        text = "\n".join([*lines[:shown], more])
        if len(text) <= limit:
            return text
    return fit(text, limit)
