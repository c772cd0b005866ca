"""A running game's moves and its end (run by ``Store`` in a write transaction).

A move is appended under the ``(game_id, ply)`` guard (``games.move_count`` must equal the
ply, then the key of ``moves``), together with its effects: the turn clock, the seats' missed
turns and, when it ends the game, the results and the ratings' update. Also the turn
reminders' sent flag, which two sweeps set with a compare-and-set.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from data import stats
from data.backend import Connection
from data.errors import (
    ConstraintError,
    DuplicateMoveError,
    GameClosedError,
    GameNotFoundError,
    PlyOutOfOrderError,
    SeatError,
)
from data.records import (
    CLOSED_STATUSES,
    UNCHANGED,
    GameStatus,
    MoveRecord,
    RatingRecord,
    RatingUpdater,
    SeatResult,
    Unchanged,
)
from data.rows import RATING_COLUMNS, rating_from_row, to_json

_ENDED = frozenset(CLOSED_STATUSES)


async def record_moves(
    db: Connection,
    game_id: int,
    ply: int,
    moves: Sequence[tuple[str, int | None]],
    now: int,
    *,
    status: GameStatus,
    turn_deadline: int | None | Unchanged,
    reminder_at: int | None | Unchanged,
    missed_turns: Mapping[int, int] | None,
    result: Mapping[str, Any] | None,
    results: Sequence[SeatResult],
    rate: RatingUpdater | None,
) -> tuple[MoveRecord, ...]:
    """Append ``moves`` (text and seat each, at least one) at ``ply`` and the plies after it,
    with the game's effects after the last of them (``Store.record_moves``); the moves stored.
    ``DuplicateMoveError``, ``PlyOutOfOrderError`` or ``GameClosedError`` when the game has
    no room for them at ``ply``."""
    # one statement: the move count and the turn clock (unchanged where not given)
    keep_deadline, keep_reminder = turn_deadline is UNCHANGED, reminder_at is UNCHANGED
    changed = await db.execute(
        "UPDATE games SET move_count = move_count + ?, "
        "turn_deadline = CASE WHEN ? THEN turn_deadline ELSE ? END, "
        "reminder_at = CASE WHEN ? THEN reminder_at ELSE ? END, "
        "reminder_sent = CASE WHEN ? THEN reminder_sent ELSE 0 END "
        "WHERE id = ? AND status = 'active' AND move_count = ?",
        (len(moves), keep_deadline, None if keep_deadline else turn_deadline,
         keep_reminder, None if keep_reminder else reminder_at,
         keep_deadline and keep_reminder, game_id, ply),
    )
    if changed != 1:
        await _explain_rejected_move(db, game_id, ply)
    for offset, (text, seat) in enumerate(moves):
        try:
            await db.execute(
                "INSERT INTO moves (game_id, ply, text, seat, created_at) "
                "VALUES (?, ?, ?, ?, ?)",
                (game_id, ply + offset, text, seat, now),
            )
        except ConstraintError as error:
            if error.unique:
                raise DuplicateMoveError(
                    f"game {game_id} already has a move at ply {ply + offset}"
                ) from error
            raise
    if missed_turns:
        await _set_missed_turns(db, game_id, missed_turns)
    if status is not GameStatus.ACTIVE:
        await end_game(db, game_id, status, now, result, results, rate)
    return tuple(MoveRecord(game_id, ply + offset, text, seat, now)
                 for offset, (text, seat) in enumerate(moves))


async def _explain_rejected_move(db: Connection, game_id: int, ply: int) -> None:
    row = await db.fetchone("SELECT status, move_count FROM games WHERE id = ?", (game_id,))
    if row is None:
        raise GameNotFoundError(f"no game {game_id}")
    status, count = GameStatus(row[0]), int(row[1])
    if ply < count:
        raise DuplicateMoveError(f"game {game_id} already has a move at ply {ply}")
    if status is not GameStatus.ACTIVE:
        raise GameClosedError(f"game {game_id} is {status}, not active")
    raise PlyOutOfOrderError(f"game {game_id} has {count} moves; ply {ply} would leave a gap")


async def _set_missed_turns(
    db: Connection, game_id: int, missed_turns: Mapping[int, int]
) -> None:
    for seat, count in missed_turns.items():
        changed = await db.execute(
            "UPDATE seats SET missed_turns = ? WHERE game_id = ? AND seat = ?",
            (count, game_id, seat),
        )
        if changed != 1:
            raise SeatError(f"game {game_id} has no seat {seat}")


async def end_game(
    db: Connection,
    game_id: int,
    status: GameStatus,
    now: int,
    result: Mapping[str, Any] | None,
    results: Sequence[SeatResult],
    rate: RatingUpdater | None,
) -> None:
    """End the game as ``status`` (one of ``CLOSED_STATUSES``) at ``now``: its summary
    ``result``, one ``results`` row per seat, and ``rate``'s rows on its ladder, called with
    the players' current ratings once the ladder is locked (``Store.finish_game``)."""
    if status not in _ENDED:
        raise ValueError(f"a game cannot end as {status!r}")
    await db.execute(
        "UPDATE games SET status = ?, finished_at = ?, turn_deadline = NULL, "
        "reminder_at = NULL, result = ? WHERE id = ?",
        (str(status), now, None if result is None else to_json(result), game_id),
    )
    if not results and rate is None:
        return
    row = await db.fetchone("SELECT guild_id, variant FROM games WHERE id = ?", (game_id,))
    assert row is not None
    guild_id, variant = row[0], row[1]
    await db.executemany(
        "INSERT INTO results (game_id, seat, guild_id, variant, user_id, side, outcome, "
        "sequences, jacks_played, dead_cards, turns, vs_computer, finished_at) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [
            (game_id, r.seat, guild_id, variant, r.user_id, r.side, str(r.outcome), r.sequences,
             r.jacks_played, r.dead_cards, r.turns, int(r.vs_computer), now)
            for r in results
        ],
    )
    if rate is not None:
        # One rating update at a time per ladder, so two games ending together both count.
        await db.lock(f"ladder:{guild_id}:{variant}")
        users = sorted({r.user_id for r in results if r.user_id is not None})
        current: dict[int, RatingRecord] = {}
        if users:
            marks = ", ".join("?" for _ in users)
            rows = await db.fetchall(
                f"SELECT {RATING_COLUMNS} FROM ratings WHERE guild_id = ? AND variant = ? "
                f"AND user_id IN ({marks})",
                (guild_id, variant, *users),
            )
            current = {rec.user_id: rec for rec in map(rating_from_row, rows)}
        await stats.put_ratings(db, rate(current))


async def mark_reminder_sent(db: Connection, game_id: int, reminder_at: int) -> bool:
    """Flag the reminder due at ``reminder_at`` as sent; False when it was already sent or
    the turn has moved on."""
    changed = await db.execute(
        "UPDATE games SET reminder_sent = 1 WHERE id = ? AND status = 'active' "
        "AND reminder_at = ? AND reminder_sent = 0",
        (game_id, reminder_at),
    )
    return changed == 1


async def unmark_reminder_sent(db: Connection, game_id: int, reminder_at: int) -> None:
    """Put back the reminder due at ``reminder_at`` as not sent, if it is still the turn's."""
    await db.execute(
        "UPDATE games SET reminder_sent = 0 WHERE id = ? AND status = 'active' "
        "AND reminder_at = ? AND reminder_sent = 1",
        (game_id, reminder_at),
    )
