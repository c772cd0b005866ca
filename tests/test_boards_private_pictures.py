"""The private pictures a bot keeps drawn (``cogs.pictures.PrivatePictures``): a picture drawn
with its board is still there for the panel and the DM that follow, on a busy bot too."""

from __future__ import annotations

from types import SimpleNamespace

from cogs.pictures import PRIVATE_KEPT, PrivatePictures
from engine import Game, GameSettings


def _game(ply: int) -> Game:
    game = Game.new(GameSettings(), seed=1)
    for _ in range(ply):
        game.play(game.legal_moves()[0])
    return game


async def test_a_game_moving_on_drops_its_own_old_pictures_not_other_games_latest():
    def no_drawing():  # a miss would draw the picture again: never here
        raise AssertionError("a kept picture was drawn again")

    pictures = PrivatePictures(no_drawing)
    start = _game(0)
    games = [SimpleNamespace(id=n, seats=()) for n in range(PRIVATE_KEPT)]
    for record in games:  # as many games as are kept, each with the picture of its turn
        pictures.keep(start, record, 0, "en", b"start %d" % record.id)
    busy = games[0]
    for ply in (1, 2, 3):  # one game moves on while the others wait for their panels
        pictures.keep(_game(ply), busy, ply % 2, "en", b"busy %d" % ply)
    for record in games[1:]:
        file = await pictures.file(start, record, 0, "en")
        assert file is not None and file.fp.read() == b"start %d" % record.id
    file = await pictures.file(_game(3), busy, 1, "en")
    assert file is not None and file.fp.read() == b"busy 3"
