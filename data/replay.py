"""Rebuild the engine's game from a stored record (the only module of ``data`` using the engine)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from data.records import GameRecord

if TYPE_CHECKING:
    import engine


def rebuild(record: GameRecord) -> engine.Game:
    """Replay a stored game: ``Game.replay(GameSettings.from_dict(settings), seed, moves)``.

    The move log is the truth; this is how a game is restored after a restart. The engine is
    imported here, lazily, so that the rest of ``data`` does not depend on it.
    """
    import engine

    settings = engine.GameSettings.from_dict(dict(record.settings))
    return engine.Game.replay(settings, record.seed, record.moves)
