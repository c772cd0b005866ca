"""Pictures of a game: pure functions from an engine ``Snapshot`` to PNG or GIF bytes.

No rules are decided here and nothing touches Discord or the database. Every
function is safe to call from a worker thread: the caches are filled under locks
and fonts are kept per thread.
"""

from render.board import render_board
from render.hand import render_private_view, render_turn
from render.replay import render_final_board, render_replay

__all__ = ["render_board", "render_final_board", "render_private_view", "render_replay",
           "render_turn"]
