"""Skill ratings: one openskill (Plackett-Luce) ladder per game variant per guild.

``rater(...)`` builds the ``rate`` callback that ``Store.record_move`` / ``Store.finish_game``
call inside the transaction that stores a game's results; ``rate_game`` is the pure function
behind it. The rules (also in ``data/README.md``, "Ratings"):

- Sides are ranked by their seats' outcomes: every winning side first, every losing side tied
  second; in a draw all sides are tied. A resignation is already a loss for the resigning side
  and a win for the side left (the engine and the service record it so).
- Every human member of a side is rated as one team; a team's win credits each member.
- Only ``finished`` games are rated. Abandoned (and cancelled) games are recorded, never rated.
- A game with any computer seat (``user_id is None`` or ``vs_computer``) is not rated: computer
  seats are not on the ladder and the humans' ratings, games and streaks are unchanged. Its
  results still count in ``/sequence stats`` (from the ``results`` table).
- A game with fewer than two sides is not rated.
- The ladder is ordered by the conservative score ``mu - 3 * sigma`` (openskill's ordinal),
  stored in ``ratings.rating``, which the store sorts on (then wins, then user id).
- Players see ``shown_rating``: ``1000 + 40 * (mu - 3 * sigma)``, rounded, at least 0 (a new
  player shows 1000), marked provisional for their first ``PROVISIONAL_GAMES`` (5) rated games
  on that ladder (``games_to_settle``).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Mapping, Sequence

from openskill.models import PlackettLuce

from data.records import (
    GameStatus,
    Outcome,
    RatingRecord,
    RatingUpdater,
    SeatRecord,
    SeatResult,
)

MODEL = PlackettLuce()
"""The rating model: openskill's Plackett-Luce with its defaults (mu 25, sigma 25/3)."""

DEFAULT_MU: float = MODEL.mu
DEFAULT_SIGMA: float = MODEL.sigma
CONSERVATIVE_Z = 3.0
"""The ladder figure is ``mu - CONSERVATIVE_Z * sigma``."""


def conservative(mu: float, sigma: float) -> float:
    """The figure a ladder is ordered by: ``mu - 3 sigma`` (0 for a new player)."""
    return mu - CONSERVATIVE_Z * sigma


DISPLAY_BASE = 1000
"""The rating shown for a new player (whose ``mu - 3 sigma`` is 0)."""
DISPLAY_SCALE = 40
"""Points shown per point of ``mu - 3 sigma`` (one openskill beta, 25/6, is about 167)."""
PROVISIONAL_GAMES = 5
"""A player's rating on a ladder is provisional until they have played this many rated
games on it (sigma is still large, so the figure moves a lot from game to game)."""


def shown_rating(rating: float) -> int:
    """The rating players see, from the ladder figure ``mu - 3 sigma``: ``1000 + 40 x`` it,
    rounded, never below 0. The one place this rule lives; it keeps the ladder's order."""
    return max(0, round(DISPLAY_BASE + DISPLAY_SCALE * rating))


def games_to_settle(games: int) -> int:
    """How many more rated games before a rating with ``games`` behind it is no longer
    provisional (0: it is settled)."""
    return max(0, PROVISIONAL_GAMES - games)


def rated_table(seats: Sequence[SeatRecord]) -> bool:
    """Whether games at this table may change ratings: people only, no computer seat. The one
    place that rule lives (``is_rated`` reads it from the results, made with it)."""
    return all(s.user_id is not None and not s.is_computer for s in seats)


def is_rated(results: Sequence[SeatResult], status: GameStatus = GameStatus.FINISHED) -> bool:
    """Whether a game with these results and this final status changes any rating."""
    if status is not GameStatus.FINISHED or not results:
        return False
    if any(r.user_id is None or r.vs_computer for r in results):
        return False
    return len({r.side for r in results}) >= 2


def new_rating(guild_id: int, variant: str, user_id: int, now: int = 0) -> RatingRecord:
    """The rating of a player who has not played on this ladder yet."""
    return RatingRecord(
        guild_id=guild_id,
        variant=variant,
        user_id=user_id,
        rating=conservative(DEFAULT_MU, DEFAULT_SIGMA),
        mu=DEFAULT_MU,
        sigma=DEFAULT_SIGMA,
        games=0,
        wins=0,
        losses=0,
        draws=0,
        streak=0,
        best_streak=0,
        updated_at=now,
    )


def _side_rank(outcomes: Iterable[Outcome]) -> int:
    """1 for a side that won or drew, 2 for one that lost (lower is better in openskill)."""
    return 2 if all(o is Outcome.LOSS for o in outcomes) else 1


def _next_streak(streak: int, outcome: Outcome) -> int:
    if outcome is Outcome.WIN:
        return streak + 1 if streak > 0 else 1
    if outcome is Outcome.LOSS:
        return streak - 1 if streak < 0 else -1
    return 0


def rate_game(
    current: Mapping[int, RatingRecord],
    results: Sequence[SeatResult],
    *,
    guild_id: int,
    variant: str,
    now: int,
    status: GameStatus = GameStatus.FINISHED,
) -> list[RatingRecord]:
    """The new rating rows of a game's human players (empty when the game is not rated).

    ``current`` holds the players' ratings on the ladder (absent players start fresh);
    ``results`` one row per seat. Pure and deterministic: the same inputs give the same rows,
    ordered by user id.
    """
    if not is_rated(results, status):
        return []
    sides = sorted({r.side for r in results})
    members: dict[int, list[SeatResult]] = {side: [] for side in sides}
    for r in sorted(results, key=lambda r: r.seat):
        members[r.side].append(r)
    before: dict[int, RatingRecord] = {}
    for r in results:
        assert r.user_id is not None
        before[r.user_id] = current.get(r.user_id) or new_rating(guild_id, variant, r.user_id)
    teams = [
        [MODEL.rating(mu=before[m.user_id].mu, sigma=before[m.user_id].sigma)  # type: ignore[index]
         for m in members[side]]
        for side in sides
    ]
    ranks = [float(_side_rank(m.outcome for m in members[side])) for side in sides]
    rated = MODEL.rate(teams, ranks=ranks)
    rows: list[RatingRecord] = []
    for side, team in zip(sides, rated, strict=True):
        for seat, skill in zip(members[side], team, strict=True):
            old = before[seat.user_id]  # type: ignore[index]
            streak = _next_streak(old.streak, seat.outcome)
            rows.append(
                RatingRecord(
                    guild_id=guild_id,
                    variant=variant,
                    user_id=old.user_id,
                    rating=conservative(skill.mu, skill.sigma),
                    mu=skill.mu,
                    sigma=skill.sigma,
                    games=old.games + 1,
                    wins=old.wins + (seat.outcome is Outcome.WIN),
                    losses=old.losses + (seat.outcome is Outcome.LOSS),
                    draws=old.draws + (seat.outcome is Outcome.DRAW),
                    streak=streak,
                    best_streak=max(old.best_streak, streak),
                    updated_at=now,
                )
            )
    rows.sort(key=lambda row: row.user_id)
    return rows


def rater(
    guild_id: int,
    variant: str,
    results: Sequence[SeatResult],
    *,
    status: GameStatus = GameStatus.FINISHED,
    now: int | None = None,
    clock: Callable[[], float] = time.time,
) -> RatingUpdater:
    """The ``rate`` callback for ``Store.record_move`` / ``Store.finish_game``.

    Pass the same ``results`` and ``status`` as to the store. ``now`` (default: ``clock()`` when
    the callback is made) becomes ``updated_at``.
    """
    at = int(clock()) if now is None else now
    frozen = tuple(results)

    def rate(current: Mapping[int, RatingRecord]) -> list[RatingRecord]:
        return rate_game(current, frozen, guild_id=guild_id, variant=variant, now=at,
                         status=status)

    return rate
