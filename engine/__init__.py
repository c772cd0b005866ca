"""Pure rules of Sequence, Sequence for Kids and Sequence Dice (standard library only).

>>> from engine import Game, GameSettings
>>> game = Game.new(GameSettings("classic", players=2), seed=7)
>>> move = game.legal_moves()[0]
>>> event = game.play(move)
>>> Game.replay(game.settings, 7, [str(move)]).fingerprint() == game.fingerprint()
True
"""

from engine.boards import BOARDS, CLASSIC_BOARD, DICE_BOARD, FREE, KIDS_BOARD, Board
from engine.card_game import CardGame
from engine.cards import card_kind, describe_card
from engine.dice_game import DiceGame
from engine.errors import (
    DiagramError,
    GameOverError,
    IllegalMoveError,
    InvalidMoveError,
    InvalidSettingsError,
    NotYourTurnError,
    SequenceError,
)
from engine.game import Game, replay_snapshots
from engine.moves import OWN_SEAT_KINDS, TURN_KINDS, Move, parse_move
from engine.settings import GameSettings, allowed_players, allowed_sides
from engine.snapshot import (
    Event,
    HandCard,
    Outcome,
    SeatView,
    SequenceView,
    SideView,
    Snapshot,
)
from engine.start import StartInfo

__all__ = [
    "BOARDS",
    "CLASSIC_BOARD",
    "DICE_BOARD",
    "FREE",
    "KIDS_BOARD",
    "Board",
    "CardGame",
    "DiceGame",
    "DiagramError",
    "Event",
    "Game",
    "GameOverError",
    "GameSettings",
    "HandCard",
    "IllegalMoveError",
    "InvalidMoveError",
    "InvalidSettingsError",
    "Move",
    "NotYourTurnError",
    "OWN_SEAT_KINDS",
    "Outcome",
    "SeatView",
    "SequenceError",
    "SequenceView",
    "SideView",
    "Snapshot",
    "StartInfo",
    "TURN_KINDS",
    "allowed_players",
    "allowed_sides",
    "card_kind",
    "describe_card",
    "parse_move",
    "replay_snapshots",
]
