"""The store: the one place with SQL, over SQLite (the default) or PostgreSQL.

``Store`` (``data.store``) keeps games, seats, moves, deadlines, results, ratings and guild
settings; it returns the frozen records of ``data.records`` and raises the errors of
``data.errors``. ``data.replay.rebuild`` turns a stored game back into an engine game.
``python -m data.copy`` moves a SQLite database into PostgreSQL.
"""

from data.answers import OwedAnswer
from data.database import DEFAULT_DATABASE_PATH
from data.errors import (
    ConstraintError,
    DatabaseDamagedError,
    DatabaseTooNewError,
    DuplicateMoveError,
    GameClosedError,
    GameNotFoundError,
    PlyOutOfOrderError,
    SeatError,
    StoreBusyError,
    StoreCannotWriteError,
    StoreError,
    StoreUnavailableError,
)
from data.members import DEFAULT_DM_CHOICE, DM_CHOICES
from data.records import (
    UNCHANGED,
    GameRecord,
    GameStatus,
    GuildSettings,
    HistoryEntry,
    LeaderboardPage,
    LeaderboardRow,
    MoveRecord,
    Outcome,
    PartnerStats,
    RatingRecord,
    RatingUpdater,
    SeatRecord,
    SeatResult,
    TurnClock,
    UserStats,
    VariantStats,
)
from data.store import Store

__all__ = [
    "DEFAULT_DATABASE_PATH",
    "DEFAULT_DM_CHOICE",
    "DM_CHOICES",
    "UNCHANGED",
    "ConstraintError",
    "DatabaseDamagedError",
    "DatabaseTooNewError",
    "DuplicateMoveError",
    "OwedAnswer",
    "GameClosedError",
    "GameNotFoundError",
    "GameRecord",
    "GameStatus",
    "GuildSettings",
    "HistoryEntry",
    "LeaderboardPage",
    "LeaderboardRow",
    "MoveRecord",
    "Outcome",
    "PartnerStats",
    "PlyOutOfOrderError",
    "RatingRecord",
    "RatingUpdater",
    "SeatError",
    "SeatRecord",
    "SeatResult",
    "Store",
    "StoreBusyError",
    "StoreCannotWriteError",
    "StoreUnavailableError",
    "StoreError",
    "TurnClock",
    "UserStats",
    "VariantStats",
]
