"""A game's pictures as Discord attachments, drawn off the event loop: the public board, a
seat's private view (PRIVATE: only for that seat's panel or DM), a turn's two at once, and
the replay of a finished game. ``PrivatePictures`` keeps the private views drawn lately, so
that a turn's DM and panel share one.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import io
import logging
from collections import OrderedDict
from collections.abc import Callable
from functools import partial

import discord

import render
from cogs.fitting import fit
from cogs.messages import t
from cogs.present import alt_text
from cogs.reasons import card_name
from data import GameRecord
from engine import Game, GameSettings, Move, Snapshot, replay_snapshots
from i18n import picture_words

log = logging.getLogger(__name__)

ALT_TEXT_LIMIT = 1024
"""Characters of a picture's alt text (Discord's limit)."""


def names_of(record: GameRecord) -> dict[int, str]:
    """Seat index → display name, for pictures (a computer's with its 🤖 mark: the pictures
    draw emoji, and keep a long name whole on two lines)."""
    return {s.seat: s.display_name for s in record.seats}


def draw_public(snapshot: Snapshot, names: dict[int, str], number: int,
                   locale: str = "en") -> bytes:
    """The public board as PNG bytes (runs in a worker)."""
    if snapshot.outcome is not None:
        return render.render_final_board(snapshot, names=names, game_number=number,
                                         words=picture_words(locale))
    return render.render_board(snapshot, names=names, game_number=number,
                               words=picture_words(locale))


def draw_private(snapshot: Snapshot, names: dict[int, str], number: int,
                    locale: str = "en") -> bytes:
    """A seat's private view as PNG bytes (runs in a worker). PRIVATE."""
    return render.render_private_view(snapshot, names=names, game_number=number,
                                      words=picture_words(locale))


def draw_turn(public: Snapshot, private: Snapshot, names: dict[int, str], number: int,
                 locale: str, private_locale: str) -> tuple[bytes, bytes]:
    """The public board and the acting seat's private view, as PNG bytes, the board band
    composed once for both (runs in a worker). PRIVATE: the second picture."""
    return render.render_turn(public, private, names=names, game_number=number,
                              words=picture_words(locale),
                              private_words=picture_words(private_locale))


def draw_replay(
    settings: GameSettings, seed: int, moves: tuple[Move | str, ...], names: dict[int, str],
    locale: str = "en",
) -> bytes:
    """The whole game, replayed from its moves, as an animated GIF (runs in a worker)."""
    return render.render_replay(list(replay_snapshots(settings, seed, moves)), names=names,
                                words=picture_words(locale))


def draw_history(
    settings: GameSettings, seed: int, moves: tuple[str, ...], names: dict[int, str],
    number: int, locale: str = "en",
) -> tuple[bytes, bytes]:
    """A finished game's final board (PNG) and its replay (animated GIF), for
    ``/sequence history`` (runs in a worker)."""
    final = render.render_final_board(Game.replay(settings, seed, moves).snapshot(), names=names,
                                      game_number=number, words=picture_words(locale))
    return final, draw_replay(settings, seed, moves, names, locale)


async def board_file(game: Game, record: GameRecord, locale: str = "en", *,
                     executor: concurrent.futures.Executor | None = None,
                     ) -> discord.File | None:
    """The board picture as an attachment (its words in ``locale``), drawn by ``executor``
    (the bot's picture processes; a worker thread when None)."""
    try:
        # Snapshots are taken here, on the event loop: the game may move on while a worker
        # draws.
        draw = partial(draw_public, game.snapshot(), names_of(record), record.id, locale)
        data = await asyncio.get_running_loop().run_in_executor(executor, draw)
    except Exception:  # noqa: BLE001 - a board without a picture beats no board
        log.exception("rendering the board of game %s failed", record.id)
        return None
    return png_file(data, record, game)


PRIVATE_KEPT = 256
"""Private pictures kept drawn (about 100 KB each): the one picture of a seat's turn serves
its DM and its panel. A game's pictures of earlier moves are dropped as soon as one of a later
move is kept, so these are the latest of up to this many games: drawn with a board, a picture
must still be there when its panel and DM go out, after the board, on a busy bot too (with
200 games at once, 64 were too few: every miss drew the picture again, the bot fell further
behind and missed more)."""


def png_file(data: bytes, record: GameRecord, game: Game) -> discord.File:
    """A board picture's PNG bytes as the attachment of game ``record`` at ``game``'s move."""
    return discord.File(io.BytesIO(data), filename=f"sequence-{record.id}-{game.ply}.png")


class PrivatePictures:
    """The private pictures one bot has drawn lately, so that each (game, move, seat,
    language) is drawn once: the hand DM and the hand panel of the same turn share it (the
    last ``PRIVATE_KEPT``, in this process only; a bot's own, as game numbers are a
    database's)."""

    def __init__(self, executor: Callable[[], concurrent.futures.Executor | None]) -> None:
        self._executor = executor
        self._drawn: OrderedDict[tuple[int, int, int, str], asyncio.Future[bytes]] = (
            OrderedDict())

    def keep(self, game: Game, record: GameRecord, seat: int, locale: str, data: bytes) -> None:
        """Keep a private picture drawn elsewhere (with the board: ``BoardPoster.post``)."""
        drawn: asyncio.Future[bytes] = asyncio.get_running_loop().create_future()
        drawn.set_result(data)
        self._add((record.id, game.ply, seat, locale), drawn)

    def _add(self, key: tuple[int, int, int, str], drawing: asyncio.Future[bytes]) -> None:
        game_id, ply = key[0], key[1]
        for old in [k for k in self._drawn if k[0] == game_id and k[1] < ply]:
            del self._drawn[old]
        self._drawn[key] = drawing
        while len(self._drawn) > PRIVATE_KEPT:
            self._drawn.popitem(last=False)

    async def file(self, game: Game, record: GameRecord, seat: int,
                   locale: str = "en") -> discord.File | None:
        """A seat's private picture as an attachment (only for ephemeral replies and DMs),
        its words in ``locale`` (the player's language), drawn by the executor (the bot's
        picture processes, after the urgent work; a worker thread when None)."""
        key = (record.id, game.ply, seat, locale)
        drawing = self._drawn.get(key)
        if drawing is None or (drawing.done() and drawing.exception() is not None):
            draw = partial(draw_private, game.snapshot(seat), names_of(record), record.id,
                           locale)
            drawing = asyncio.ensure_future(
                asyncio.get_running_loop().run_in_executor(self._executor(), draw))
            self._add(key, drawing)
        else:
            self._drawn.move_to_end(key)
        try:
            data = await asyncio.shield(drawing)
        except Exception:  # noqa: BLE001
            log.exception("rendering a private view of game %s failed", record.id)
            return None
        return discord.File(io.BytesIO(data), filename=f"hand-{record.id}-{game.ply}.png",
                            description=private_alt_text(game, record, seat, locale))


def private_alt_text(game: Game, record: GameRecord, seat: int, locale: str) -> str:
    """A seat's private picture described for screen readers: its hand, then the board as
    its alt text says (shown only to that seat: an only-you panel or a DM)."""
    lines = [alt_text(record, game, locale)]
    hand = game.hand(seat)
    if hand:
        lines.insert(0, t("panel.hand", locale,
                          cards=" ".join(card_name(c, locale) for c in hand)))
    return fit("\n".join(lines), ALT_TEXT_LIMIT)


async def replay_file(game: Game, record: GameRecord, locale: str = "en", *,
                      executor: concurrent.futures.Executor | None = None,
                      ) -> discord.File | None:
    """The replay GIF as an attachment, or None if it cannot be made."""
    try:
        draw = partial(draw_replay, game.settings, game.seed, tuple(game.moves),
                       names_of(record), locale)
        data = await asyncio.get_running_loop().run_in_executor(executor, draw)
    except Exception:  # noqa: BLE001
        log.exception("rendering the replay of game %s failed", record.id)
        return None
    return discord.File(io.BytesIO(data), filename=f"sequence-{record.id}-replay.gif")
