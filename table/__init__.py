"""The game table without Discord: lobbies, seating and teams, moves, the turn clock, results.

It sits between the cogs (which resolve who is asking and word the answers) and the engine and
the store. It imports neither ``discord`` nor Pillow, and never words a message: a refusal is a
``Refusal`` with a code and parameters. See ``table/README.md``.
"""

from table.duties import computer_duty, computer_to_act, hands_of, may_be_dropped
from table.memory import LANGUAGE_CHOSEN, Table
from table.moves import MoveMaybeStoredError, MoveResult
from table.refusals import Refusal, RuleRefusal
from table.seating import COMPUTER_MARK, ComputerNamer, name_of, seating
from table.service import GameService
from table.settings import (
    AWAY_AFTER,
    CLOCK_CHOICES,
    COMPUTER_LEVELS,
    LOBBY_LIFETIME,
    MISSED_TURNS_TO_DROP,
    clock_of,
    make_settings,
    random_seed,
    settings_of,
)

__all__ = [
    "AWAY_AFTER",
    "CLOCK_CHOICES",
    "COMPUTER_LEVELS",
    "COMPUTER_MARK",
    "LANGUAGE_CHOSEN",
    "LOBBY_LIFETIME",
    "MISSED_TURNS_TO_DROP",
    "ComputerNamer",
    "GameService",
    "MoveMaybeStoredError",
    "MoveResult",
    "Refusal",
    "RuleRefusal",
    "Table",
    "clock_of",
    "computer_duty",
    "computer_to_act",
    "hands_of",
    "make_settings",
    "may_be_dropped",
    "name_of",
    "random_seed",
    "seating",
    "settings_of",
]
