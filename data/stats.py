"""Ratings, leaderboards, statistics and history (run by ``Store`` in a transaction).

Written once for SQLite and PostgreSQL: sums of ``CASE`` rather than SQLite's ``total()``,
and every aggregate converted in Python (PostgreSQL's ``sum`` of a BIGINT is a decimal).
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import groupby

from data.backend import Connection
from data.records import (
    HistoryEntry,
    LeaderboardPage,
    LeaderboardRow,
    Outcome,
    PartnerStats,
    RatingRecord,
    SeatResult,
    UserStats,
    VariantStats,
)
from data.rows import RATING_COLUMNS, rating_from_row, rating_params

LADDER_ORDER = "rating DESC, wins DESC, user_id ASC"
"""How a ladder is ordered; ties are broken by wins, then by the lower user id."""

_RATING_UPSERT = (
    f"INSERT INTO ratings ({RATING_COLUMNS}) "
    f"VALUES ({', '.join('?' for _ in RATING_COLUMNS.split(','))}) "
    "ON CONFLICT (guild_id, variant, user_id) DO UPDATE SET "
    + ", ".join(
        f"{name} = excluded.{name}"
        for name in (c.strip() for c in RATING_COLUMNS.split(","))
        if name not in ("guild_id", "variant", "user_id")
    )
)


async def rating(db: Connection, guild_id: int, variant: str, user_id: int) -> RatingRecord | None:
    """A user's rating on a ladder, or None if they have not played on it."""
    row = await db.fetchone(
        f"SELECT {RATING_COLUMNS} FROM ratings "
        "WHERE guild_id = ? AND variant = ? AND user_id = ?",
        (guild_id, variant, user_id),
    )
    return None if row is None else rating_from_row(row)


async def put_ratings(db: Connection, ratings: Iterable[RatingRecord]) -> None:
    """Write rating rows as given, each replacing the player's row on its ladder."""
    await db.executemany(
        _RATING_UPSERT,
        [rating_params(rating) for rating in ratings],
    )


async def leaderboard(
    db: Connection, guild_id: int, variant: str, page: int, page_size: int
) -> LeaderboardPage:
    """One page of the ladder of ``variant`` in ``guild_id``."""
    if page < 0 or page_size < 1:
        raise ValueError("page must be >= 0 and page_size >= 1")
    total_rows = await db.fetchall(
        "SELECT count(*) FROM ratings WHERE guild_id = ? AND variant = ?", (guild_id, variant)
    )
    rows = await db.fetchall(
        f"SELECT {RATING_COLUMNS} FROM ratings WHERE guild_id = ? AND variant = ? "
        f"ORDER BY {LADDER_ORDER} LIMIT ? OFFSET ?",
        (guild_id, variant, page_size, page * page_size),
    )
    first_rank = page * page_size + 1
    return LeaderboardPage(
        guild_id=guild_id,
        variant=variant,
        page=page,
        page_size=page_size,
        total=next(iter(total_rows))[0],
        rows=tuple(
            LeaderboardRow(rank=first_rank + i, rating=rating_from_row(row))
            for i, row in enumerate(rows)
        ),
    )


async def reset_ladder(db: Connection, guild_id: int, variant: str) -> int:
    """Start a server's ladder of one game again: its ratings go (each player's next rated
    game starts from a new rating); results, and so history and statistics, stay. Returns
    how many ratings were deleted."""
    return await db.execute("DELETE FROM ratings WHERE guild_id = ? AND variant = ?",
                            (guild_id, variant))


async def rank_of(
    db: Connection, guild_id: int, variant: str, user_id: int
) -> LeaderboardRow | None:
    """A user's 1-based rank on a ladder (same order as ``leaderboard``), or None."""
    rows = list(
        await db.fetchall(
            f"SELECT {RATING_COLUMNS} FROM ratings "
            "WHERE guild_id = ? AND variant = ? AND user_id = ?",
            (guild_id, variant, user_id),
        )
    )
    if not rows:
        return None
    rating = rating_from_row(rows[0])
    ahead = await db.fetchall(
        "SELECT count(*) FROM ratings WHERE guild_id = ? AND variant = ? AND rating >= ? "
        "AND (rating > ? OR wins > ? OR (wins = ? AND user_id < ?))",
        (guild_id, variant, rating.rating, rating.rating, rating.wins, rating.wins, user_id),
    )
    return LeaderboardRow(rank=next(iter(ahead))[0] + 1, rating=rating)


def streaks(outcomes: list[str]) -> tuple[int, int]:
    """Current streak (wins > 0, losses < 0, 0 after a draw) and best win streak, oldest first."""
    current = best = 0
    for outcome in outcomes:
        if outcome == Outcome.WIN:
            current = current + 1 if current > 0 else 1
            best = max(best, current)
        elif outcome == Outcome.LOSS:
            current = current - 1 if current < 0 else -1
        else:
            current = 0
    return current, best


async def user_stats(db: Connection, guild_id: int, user_id: int) -> UserStats:
    """Per-variant statistics and favourite partner of a user in a guild."""
    totals = await db.fetchall(
        "SELECT r.variant, count(*), sum(CASE WHEN r.outcome = 'win' THEN 1 ELSE 0 END), "
        "sum(CASE WHEN r.outcome = 'loss' THEN 1 ELSE 0 END), "
        "sum(CASE WHEN r.outcome = 'draw' THEN 1 ELSE 0 END), sum(r.sequences), "
        "sum(r.jacks_played), sum(r.dead_cards), avg(r.turns), avg(g.move_count) "
        "FROM results r JOIN games g ON g.id = r.game_id "
        "WHERE r.guild_id = ? AND r.user_id = ? GROUP BY r.variant ORDER BY r.variant",
        (guild_id, user_id),
    )
    outcome_rows = await db.fetchall(
        "SELECT variant, outcome FROM results WHERE guild_id = ? AND user_id = ? "
        "ORDER BY variant, finished_at, game_id",
        (guild_id, user_id),
    )
    streak_by_variant = {
        variant: streaks([row[1] for row in rows])
        for variant, rows in groupby(outcome_rows, key=lambda row: row[0])
    }
    variants = tuple(
        VariantStats(
            variant=row[0],
            games=row[1],
            wins=int(row[2]),
            losses=int(row[3]),
            draws=int(row[4]),
            sequences=int(row[5]),
            jacks_played=int(row[6]),
            dead_cards=int(row[7]),
            average_turns=float(row[8]),
            average_moves=float(row[9]),
            current_streak=streak_by_variant[row[0]][0],
            best_streak=streak_by_variant[row[0]][1],
        )
        for row in totals
    )
    partner_rows = list(
        await db.fetchall(
            "SELECT p.user_id, count(*) AS games, "
            "sum(CASE WHEN me.outcome = 'win' THEN 1 ELSE 0 END) AS wins "
            "FROM results me JOIN results p ON p.game_id = me.game_id AND p.side = me.side "
            "AND p.seat <> me.seat "
            "WHERE me.guild_id = ? AND me.user_id = ? AND p.user_id IS NOT NULL "
            "AND p.user_id <> me.user_id "
            "GROUP BY p.user_id ORDER BY games DESC, wins DESC, p.user_id LIMIT 1",
            (guild_id, user_id),
        )
    )
    partner = (
        PartnerStats(user_id=partner_rows[0][0], games=partner_rows[0][1],
                     wins=int(partner_rows[0][2]))
        if partner_rows
        else None
    )
    return UserStats(
        guild_id=guild_id, user_id=user_id, variants=variants, favourite_partner=partner
    )


async def history(
    db: Connection, guild_id: int, user_id: int, limit: int, offset: int
) -> list[HistoryEntry]:
    """A user's finished games in a guild, most recent first, skipping the first ``offset``.

    The ``results_by_user`` index gives the rows already in this order, so a page far back
    costs a walk along the index, not a sort.
    """
    if limit < 1 or offset < 0:
        raise ValueError("limit must be >= 1 and offset >= 0")
    rows = await db.fetchall(
        "SELECT r.game_id, r.variant, r.finished_at, g.channel_id, g.thread_id, "
        "g.board_channel_id, g.board_message_id, r.seat, r.side, r.outcome, r.sequences, "
        "g.move_count, r.vs_computer, s.display_name "
        "FROM results r JOIN games g ON g.id = r.game_id "
        "LEFT JOIN seats s ON s.game_id = r.game_id AND s.seat = r.seat "
        "WHERE r.guild_id = ? AND r.user_id = ? "
        "ORDER BY r.finished_at DESC, r.game_id DESC LIMIT ? OFFSET ?",
        (guild_id, user_id, limit, offset),
    )
    return [
        HistoryEntry(
            game_id=row[0],
            variant=row[1],
            finished_at=row[2],
            channel_id=row[3],
            thread_id=row[4],
            board_channel_id=row[5],
            board_message_id=row[6],
            seat=row[7],
            side=row[8],
            outcome=Outcome(row[9]),
            sequences=row[10],
            moves=row[11],
            vs_computer=bool(row[12]),
            display_name=row[13],
        )
        for row in rows
    ]


async def history_count(db: Connection, guild_id: int, user_id: int) -> int:
    """How many finished games a user has in a guild (the length of their whole history)."""
    rows = await db.fetchall(
        "SELECT count(*) FROM results WHERE guild_id = ? AND user_id = ?", (guild_id, user_id)
    )
    return int(next(iter(rows))[0])


async def results_of(db: Connection, game_id: int) -> tuple[SeatResult, ...]:
    """The per-seat results of one game, by seat."""
    rows = await db.fetchall(
        "SELECT seat, user_id, side, outcome, sequences, jacks_played, dead_cards, turns, "
        "vs_computer FROM results WHERE game_id = ? ORDER BY seat",
        (game_id,),
    )
    return tuple(
        SeatResult(
            seat=row[0],
            user_id=row[1],
            side=row[2],
            outcome=Outcome(row[3]),
            sequences=row[4],
            jacks_played=row[5],
            dead_cards=row[6],
            turns=row[7],
            vs_computer=bool(row[8]),
        )
        for row in rows
    )
