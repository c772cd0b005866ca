"""Typed errors of the engine. All are ``ValueError`` so callers may catch broadly."""

from __future__ import annotations


class SequenceError(ValueError):
    """Base class of every error the engine raises on purpose.

    ``str(error)`` is an English reason a player can read. ``code`` names the
    reason and ``params`` hold its details (cards as codes such as ``QS``,
    spaces as names such as ``B3``), so a caller can say it in another language.
    """

    def __init__(self, message: str, code: str = "", **params: object) -> None:
        super().__init__(message)
        self.code = code or "other"
        self.params = params


class InvalidMoveError(SequenceError):
    """A move's or space's text does not parse, or settings are malformed."""


class IllegalMoveError(SequenceError):
    """A well-formed move that the rules do not allow now; the message says why."""


class NotYourTurnError(IllegalMoveError):
    """A seat tried to act when it is not that seat's turn."""


class GameOverError(IllegalMoveError):
    """A move was played after the game ended."""


class InvalidSettingsError(SequenceError):
    """Settings the rules do not allow (player count, sides, options)."""


class DiagramError(SequenceError):
    """A text diagram of a position that cannot be loaded."""
