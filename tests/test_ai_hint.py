"""``/sequence hint`` says why when its move wins or blocks, in every language."""

from __future__ import annotations

import pytest

from cogs.computer import advice
from engine import Game, GameSettings, Move
from engine.ai import advise
from tests.test_ai import board_diagram
from tests.test_ai_tactics import issue_21_game

LANGUAGES = ("en", "da", "sv", "no", "nl")


def test_the_issue_21_hint_says_play_7h_on_i5_it_wins():
    game = issue_21_game()
    move, why = advise(game, game.to_act)
    assert advice(move, "en", why) == "Play 7♥ on I5: it wins."


def test_a_blocking_hint_says_so_and_a_plain_one_gives_no_reason():
    assert advice(Move("play", card="4C", space="E4"), "en", "block") == (
        "Play 4♣ on E4: it blocks a sequence."
    )
    assert advice(Move("play", card="JS", space="D4"), "en", "block") == (
        "Play J♠ (remove) to remove the chip on D4: it blocks a sequence."
    )
    assert advice(Move("choose", space="F1"), "en", "win") == "Use your roll on F1: it wins."
    assert advice(Move("play", card="4C", space="E4"), "en") == "Play 4♣ on E4."


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_language_words_the_reason_after_the_move(language):
    move = Move("play", card="7H", space="I5")
    plain = advice(move, language).rstrip(".")
    for why in ("win", "block"):
        text = advice(move, language, why)
        assert text.startswith(plain + ": ") and text.endswith("."), text
    assert advice(move, language, "win") != advice(move, language, "block")


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_kind_of_move_a_hint_can_name_is_worded_not_in_notation(language):
    """A hint may be to turn in a dead card, pay a forfeit, pass, roll, or draw (strict
    draw): each reads as a sentence in the player's language, naming the card where there
    is one, never as the bot's notation (``dead 9D``)."""
    nine = advice(Move("play", card="9D", space="B3"), language)
    card = "9♦"
    assert card in nine
    texts = {
        "dead": advice(Move("dead", card="9D"), language),
        "forfeit": advice(Move("forfeit", card="9D", seat=0), language),
        "pass": advice(Move("pass"), language),
        "roll": advice(Move("roll"), language),
        "draw": advice(Move("draw", seat=0), language),
    }
    assert card in texts["dead"] and card in texts["forfeit"]
    assert texts["dead"] != texts["forfeit"]
    assert len(set(texts.values())) == len(texts)  # each says its own thing
    for kind, text in texts.items():
        assert text.endswith(".") and "9D" not in text and text.lower() != kind, text


def test_a_hint_with_only_two_moves_still_says_it_wins():
    """With a single 2H in hand (two moves: E6 or H9) and E6 winning, the hint names the win."""
    chips = {"A6": "b", "B6": "b", "C6": "b", "D6": "b", "B1": "B", "C1": "B", "D1": "B",
             "E1": "B", "C3": "g", "D3": "g"}
    game = Game.from_position(GameSettings("classic", 2), board_diagram("classic", chips),
                              hands={0: ["2H"]})
    assert len(game.legal_moves(0)) == 2
    move, why = advise(game, 0)
    assert (str(move), why) == ("2H E6", "win")
