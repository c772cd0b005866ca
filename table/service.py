"""``GameService``: the table's one entry point for the cogs (lobbies, moves, queries)."""

from __future__ import annotations

from data import GameRecord
from engine import Game
from table.lobbies import LobbyActions
from table.social import SocialActions


class GameService(LobbyActions, SocialActions):
    """Lobbies and games over the store and the engine, without Discord.

    Construct it with a ``data.Store`` (and, in tests, a fixed ``seed_source`` and ``clock``).
    Every change to a game runs under that game's lock and is written to the store before the
    game in memory changes, so a double click plays once (the store's unique ``(game, ply)``
    backs that up across processes). Refusals are ``table.Refusal`` codes, never sentences.
    ``SocialActions`` (the moves, and the decisions players take together) brings
    ``MoveActions`` with it.
    """

    async def start(
        self, game_id: int, user_id: int, *, legacy_clock: int | None = None
    ) -> tuple[GameRecord, Game]:
        """The host starts a full lobby (``LobbyActions.start``); in Dice the table then rolls
        for the first player (``MoveActions.roll_for_turn``)."""
        record, game = await super().start(game_id, user_id, legacy_clock=legacy_clock)
        rolled = await self.roll_for_turn(game_id)
        return rolled if rolled is not None else (record, game)
