"""Rebuild the engine's game from a stored record (the only module of ``data`` using the engine)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from data.records import GameRecord

if TYPE_CHECKING:
    from engine.game import Game


def rebuild(record: GameRecord) -> Game:
    """Replay a stored game: ``Game.replay(GameSettings.from_dict(settings), seed, moves)``.

    The move log is the truth; this is how a game is restored after a restart.
    """
    try:
        from engine import Game, GameSettings  # type: ignore[attr-defined]
    except ImportError:  # until the engine package exports its public names
        import engine.card_game  # noqa: F401  (registers the card variants)
        from engine.game import Game
        from engine.settings import GameSettings
    return Game.replay(GameSettings.from_dict(dict(record.settings)), record.seed, record.moves)
