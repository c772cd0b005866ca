"""What a table may be set up with: validated game settings, turn clocks, computer levels."""

from __future__ import annotations

import secrets

from data import GameRecord
from engine import GameSettings, InvalidSettingsError, allowed_players
from table.refusals import Refusal

CLOCK_CHOICES = (0, 60, 120, 300, 600, 1800, 3600, 4 * 3600, 12 * 3600, 24 * 3600)
"""Turn clocks a game may have, in seconds (0: none)."""
COMPUTER_LEVELS = ("easy", "medium", "hard", "expert")
"""The computer players' levels (``engine.ai.LEVELS``), weakest first."""
MISSED_TURNS_TO_DROP = 3
"""Turns in a row a player may lose to the clock before the table drops them."""
LOBBY_LIFETIME = 24 * 3600
"""Seconds a lobby stays open without being started; then the table closes it, so that a
forgotten lobby does not count against its host's and its channel's limits for ever."""
AWAY_AFTER = 3 * 24 * 3600
"""Seconds a game without a turn clock waits for a player before the other players may drop
them (``SocialActions.drop_away``): what the slowest clock (24 hours) takes with its
``MISSED_TURNS_TO_DROP`` missed turns. Without it a player who went away would hold the game
up for ever, and the others could only resign (a rated loss) or ask a moderator."""


def random_seed() -> int:
    """A fresh secret seed (never shown to users)."""
    return secrets.randbits(62)


def make_settings(
    variant: str,
    players: int,
    sides: int = 0,
    *,
    advanced_jack: bool = False,
    table_talk: bool = False,
    strict_draw: bool = False,
    line_length: int = 0,
) -> GameSettings:
    """Validated settings, or a ``Refusal`` that names what the rules allow."""
    try:
        allowed = allowed_players(variant)
    except InvalidSettingsError:
        raise Refusal("error.unknown_variant", variant=variant) from None
    if players not in allowed:
        raise Refusal(
            "error.player_count",
            variant=variant,
            players=players,
            allowed=", ".join(str(p) for p in allowed),
        )
    try:
        return GameSettings(
            variant,
            players,
            sides,
            advanced_jack=advanced_jack,
            table_talk=table_talk,
            strict_draw=strict_draw,
            line_length=line_length,
        )
    except InvalidSettingsError as error:
        raise Refusal("error.settings", reason=str(error)) from None


def check_clock(clock: int) -> None:
    """Refuse a turn clock that is not one of ``CLOCK_CHOICES``."""
    if clock not in CLOCK_CHOICES:
        raise Refusal("error.clock", minutes=clock // 60)


def check_level(level: str) -> None:
    """Refuse a computer level that does not exist."""
    if level not in COMPUTER_LEVELS:
        raise Refusal("error.level", levels=", ".join(COMPUTER_LEVELS))


def settings_of(record: GameRecord) -> GameSettings:
    """The engine settings stored with a game."""
    return GameSettings.from_dict(dict(record.settings))


def clock_of(record: GameRecord) -> int:
    """The game's turn clock in seconds, 0 when it has none (stored with the game)."""
    return record.turn_clock
