"""Wording a move for games of three or more seats: what happened since a seat's last turn.

The board's caption and the acting player's panel say it after every move. Worded from the
events the table keeps (``table.memory.Table.events``) it costs the same at every move;
worded by replaying the game (as after a restart, when no events are kept) it grows with the
game. Run ``.venv/bin/python -m benchmarks.captions``; for each table and length it prints
the median CPU time of one ``since_last_turn`` both ways, and last
``since your turn from kept events us: N``.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cogs.present import since_last_turn  # noqa: E402
from data import GameRecord, GameStatus, SeatRecord  # noqa: E402
from engine import Event, Game, GameSettings  # noqa: E402
from i18n.catalogue import _filled  # noqa: E402


def record_for(settings: GameSettings, seed: int) -> GameRecord:
    """A started game's record with one member a seat (names only matter here)."""
    seats = tuple(SeatRecord(1, s, 100 + s, f"player {s}", settings.side_of(s), False, None,
                             True, 0) for s in range(settings.players))
    return GameRecord(1, 1, 1, None, None, None, None, 100, settings.variant,
                      settings.to_dict(), seed, GameStatus.ACTIVE, 0, 0, None, None, None,
                      False, None, seats, ())


def played(settings: GameSettings, seed: int, plies: int) -> tuple[Game, list[Event]]:
    """A game of random legal moves, ``plies`` long (or to its end), with its events."""
    rng = random.Random(seed)
    game = Game.new(settings, seed)
    events = []
    while game.ply < plies and not game.is_over:
        events.append(game.play(rng.choice(game.legal_moves())))
    return game, events


def cpu_us(call: Callable[[], object], repeat: int) -> float:
    """Median CPU time of ``call()`` in microseconds, each time with the texts worded anew
    (the bot words a move's lines once: they are never in the text cache yet)."""
    spent = []
    for _ in range(repeat):
        _filled.cache_clear()
        start = time.process_time()
        call()
        spent.append((time.process_time() - start) * 1e6)
    return statistics.median(spent)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=30)
    args = parser.parse_args()
    kept_worst = 0.0
    for players, plies in ((3, 30), (4, 40), (4, 95), (6, 120)):
        settings = GameSettings(variant="classic", players=players)
        game, events = played(settings, seed=3, plies=plies)
        record = record_for(settings, 3)
        seat = game.to_act
        assert since_last_turn(record, game, seat, "en", events) == since_last_turn(
            record, game, seat, "en")
        replay = cpu_us(partial(since_last_turn, record, game, seat, "en"), args.repeat)
        kept = cpu_us(partial(since_last_turn, record, game, seat, "en", events), args.repeat)
        kept_worst = max(kept_worst, kept)
        print(f"classic, {players} players, after move {game.ply}: replayed {replay:.0f} us, "
              f"from kept events {kept:.0f} us")
    print(f"since your turn from kept events us: {kept_worst:.0f}")


if __name__ == "__main__":
    main()
