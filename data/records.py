"""Frozen dataclasses the store returns (and the few it accepts). Never database rows."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from enum import Enum, StrEnum
from typing import Any


class GameStatus(StrEnum):
    """Where a game is in its life. ``lobby`` and ``active`` games are *open*."""

    LOBBY = "lobby"
    ACTIVE = "active"
    FINISHED = "finished"
    ABANDONED = "abandoned"
    CANCELLED = "cancelled"

    @property
    def is_open(self) -> bool:
        """True for a game still gathering players or being played."""
        return self in (GameStatus.LOBBY, GameStatus.ACTIVE)


OPEN_STATUSES: tuple[GameStatus, ...] = (GameStatus.LOBBY, GameStatus.ACTIVE)
CLOSED_STATUSES: tuple[GameStatus, ...] = (
    GameStatus.FINISHED,
    GameStatus.ABANDONED,
    GameStatus.CANCELLED,
)


class Outcome(StrEnum):
    """A seat's outcome in a finished game."""

    WIN = "win"
    LOSS = "loss"
    DRAW = "draw"


class Unchanged(Enum):
    """Type of ``UNCHANGED``: "leave this column as it is" (``None`` means set it to NULL)."""

    UNCHANGED = "unchanged"


UNCHANGED = Unchanged.UNCHANGED
"""Default of optional update arguments: keep the stored value."""


@dataclass(frozen=True)
class GuildSettings:
    """A guild's settings; a guild never configured gets the defaults."""

    guild_id: int
    language: str = "en"
    turn_clock_seconds: int | None = None
    """Default turn clock for new games, in seconds; None means no clock."""
    options: Mapping[str, Any] | None = None
    """Any further settings, as a JSON object."""


@dataclass(frozen=True)
class SeatRecord:
    """One seat of a game: who sits there, on which side, and how their turn clock stands."""

    game_id: int
    seat: int
    """Index in turn order (0-based, contiguous)."""
    user_id: int | None
    """Discord user id; None for a computer player."""
    display_name: str
    side: int | None
    """Side or team index; None while a lobby seat has not picked one."""
    is_computer: bool
    computer_level: str | None
    dm_ok: bool
    """False once a DM to this user failed (copied from the user's DM status when seated)."""
    missed_turns: int
    """Turns missed in a row (reset by the caller when the seat plays)."""

    @property
    def forgotten(self) -> bool:
        """True for a member who asked to be forgotten (``data.forgetting``): their id is a
        pseudonym, not a Discord id, and nobody can be pinged or seated by it."""
        return self.user_id is not None and self.user_id < 0


@dataclass(frozen=True)
class MoveRecord:
    """One entry of the append-only move log."""

    game_id: int
    ply: int
    """0-based index of the move in the game."""
    text: str
    seat: int | None
    created_at: int


@dataclass(frozen=True)
class GameRecord:
    """A game as stored: its settings, seed, seats and moves, enough to rebuild it with the engine.

    ``moves`` holds the move texts in ply order; the next move's ply is ``len(moves)``.
    """

    id: int
    guild_id: int
    channel_id: int
    thread_id: int | None
    board_channel_id: int | None
    board_message_id: int | None
    lobby_message_id: int | None
    host_id: int
    variant: str
    settings: Mapping[str, Any]
    seed: int
    status: GameStatus
    created_at: int
    started_at: int | None
    finished_at: int | None
    turn_deadline: int | None
    reminder_at: int | None
    reminder_sent: bool
    result: Mapping[str, Any] | None
    seats: tuple[SeatRecord, ...]
    moves: tuple[str, ...]
    turn_clock: int = 0
    """Seconds a player has per turn (0: no turn clock)."""
    allow_hints: bool = False
    """Whether ``/sequence hint`` may be used in this game."""
    announced_ply: int | None = None
    """How many of the moves the players have been shown (the board, hands, the computer's
    turn); -1 while a started game's start is not yet shown; None when nothing is owed."""
    version: int = field(default=0, compare=False)
    """Raised by every change to the game's row, seats or moves (database triggers): equal
    versions mean an unchanged game. Only a change counter, so records compare without it."""

    @property
    def unannounced(self) -> bool:
        """True when a move (or the start) is stored but not yet shown to the players."""
        return self.announced_ply is not None and self.announced_ply < len(self.moves)

    @property
    def next_ply(self) -> int:
        """The ply the next move will have."""
        return len(self.moves)

    def seat_of(self, user_id: int) -> SeatRecord | None:
        """The seat of ``user_id`` in this game, or None."""
        for seat in self.seats:
            if seat.user_id == user_id:
                return seat
        return None

    def after_moves(
        self,
        moves: Sequence[MoveRecord],
        *,
        status: GameStatus,
        result: Mapping[str, Any] | None = None,
        turn_deadline: int | None | Unchanged = UNCHANGED,
        reminder_at: int | None | Unchanged = UNCHANGED,
        missed_turns: Mapping[int, int] | None = None,
    ) -> GameRecord:
        """This record as ``Store.record_moves`` (or ``record_move``) left it after storing
        ``moves`` with these effects (the same arguments), so a writer need not read the game
        back."""
        changes: dict[str, Any] = {
            "moves": (*self.moves, *(m.text for m in moves)), "status": status,
        }
        if not isinstance(turn_deadline, Unchanged):
            changes["turn_deadline"] = turn_deadline
        if not isinstance(reminder_at, Unchanged):
            changes["reminder_at"] = reminder_at
        if len(changes) > 2:
            changes["reminder_sent"] = False
        if status is not GameStatus.ACTIVE:
            changes.update(finished_at=moves[-1].created_at, turn_deadline=None, reminder_at=None,
                           result=dict(result) if result is not None else None)
        if missed_turns:
            changes["seats"] = tuple(
                replace(s, missed_turns=missed_turns[s.seat]) if s.seat in missed_turns else s
                for s in self.seats
            )
        return replace(self, **changes)


@dataclass(frozen=True)
class TurnClock:
    """An active game whose reminder or deadline has come (see ``Store.due_deadlines``)."""

    game_id: int
    turn_deadline: int | None
    reminder_at: int | None
    reminder_sent: bool
    expired: bool
    """True when the deadline itself has passed; False when only the reminder is due."""


@dataclass(frozen=True)
class SeatResult:
    """What one seat achieved in a finished game (given to the store, and read back)."""

    seat: int
    user_id: int | None
    side: int
    outcome: Outcome
    sequences: int = 0
    jacks_played: int = 0
    dead_cards: int = 0
    turns: int = 0
    vs_computer: bool = False


@dataclass(frozen=True)
class RatingRecord:
    """A player's standing on one ladder (guild × variant). ``rating`` orders the ladder."""

    guild_id: int
    variant: str
    user_id: int
    rating: float
    mu: float
    sigma: float
    games: int
    wins: int
    losses: int
    draws: int
    streak: int
    """Positive: wins in a row; negative: losses in a row; 0 after a draw or no games."""
    best_streak: int
    updated_at: int


RatingUpdater = Callable[[Mapping[int, RatingRecord]], Iterable[RatingRecord]]
"""Called inside the transaction that stores a result, with the current ratings of the game's
human players on its ladder (players without a rating are absent); returns the rows to write."""


@dataclass(frozen=True)
class LeaderboardRow:
    """A ladder entry with its 1-based rank."""

    rank: int
    rating: RatingRecord


@dataclass(frozen=True)
class LeaderboardPage:
    """One page of a ladder: rating desc, then wins desc, then user id asc."""

    guild_id: int
    variant: str
    page: int
    page_size: int
    total: int
    """Number of rated players on this ladder."""
    rows: tuple[LeaderboardRow, ...]


@dataclass(frozen=True)
class VariantStats:
    """A user's statistics for one variant in one guild, computed from stored results."""

    variant: str
    games: int
    wins: int
    losses: int
    draws: int
    sequences: int
    jacks_played: int
    dead_cards: int
    average_turns: float
    """The user's own turns per game, on average."""
    average_moves: float
    """Moves in the whole game (all seats), on average."""
    current_streak: int
    best_streak: int


@dataclass(frozen=True)
class PartnerStats:
    """A team-mate and how often the two played and won together."""

    user_id: int
    games: int
    wins: int


@dataclass(frozen=True)
class UserStats:
    """A user's statistics in a guild: per variant and overall favourite partner."""

    guild_id: int
    user_id: int
    variants: tuple[VariantStats, ...]
    favourite_partner: PartnerStats | None


@dataclass(frozen=True)
class HistoryEntry:
    """One finished game in a user's history."""

    game_id: int
    variant: str
    finished_at: int
    channel_id: int
    thread_id: int | None
    board_channel_id: int | None
    board_message_id: int | None
    seat: int
    side: int
    outcome: Outcome
    sequences: int
    moves: int
    """Moves in the whole game."""
    vs_computer: bool = False
    """True when a computer played in the game (it was not rated)."""
    display_name: str | None = None
    """The name the user played under in that game (as stored when they joined)."""
