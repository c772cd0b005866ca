"""Refusals: why the table would not do what was asked, as a code and its parameters.

The table never words a refusal. ``code`` names a message of the bot's catalogue (for example
``error.not_your_turn``) and ``params`` fill its placeholders; the cogs say it in the reader's
language. A refusal always leaves the game as it was.
"""

from __future__ import annotations

from typing import Any

from engine import SequenceError


class Refusal(Exception):
    """An expected refusal: ``code`` names a catalogue message, ``params`` fill it in. A
    parameter whose name ends in ``_at`` is a moment (Unix seconds), which the cogs show as a
    time every reader's client words in their language ("in 2 days")."""

    def __init__(self, code: str, **params: Any) -> None:
        super().__init__(code)
        self.code = code
        self.params = params


class RuleRefusal(Refusal):
    """The engine refused a move; ``error`` carries its reason (code and parameters)."""

    def __init__(self, error: SequenceError, code: str = "error.rule") -> None:
        super().__init__(code)
        self.error = error
