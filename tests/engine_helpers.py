"""Small helpers for engine tests: empty diagrams, rigged dice."""

from __future__ import annotations

import random

from engine import BOARDS, Game, GameSettings


def empty_diagram(variant: str) -> list[list[str]]:
    """The empty board of a variant as a grid of diagram characters."""
    board = BOARDS[variant]
    return [
        ["#" if board.cell(r, c) in board.corners else "." for c in range(board.cols)]
        for r in range(board.rows)
    ]


def diagram(variant: str, chips: dict[str, str]) -> str:
    """A diagram with the given chips, e.g. ``{"B1": "b", "C1": "B"}``."""
    grid = empty_diagram(variant)
    board = BOARDS[variant]
    for space, ch in chips.items():
        r, c = board.row_col(board.parse_space(space))
        grid[r][c] = ch
    return "\n".join(" ".join(row) for row in grid)


def position(
    text: str,
    variant: str = "classic",
    players: int = 2,
    hands: dict[int, list[str]] | None = None,
    to_act: int = 0,
    draw_pile: list[str] | None = None,
    **options: object,
) -> Game:
    """A game at a diagram position."""
    settings = GameSettings(variant, players, **options)  # type: ignore[arg-type]
    return Game.from_position(settings, text, hands=hands or {}, to_act=to_act, draw_pile=draw_pile)


class RiggedDice(random.Random):
    """A generator whose ``randint`` returns queued values (for dice tests)."""

    def __init__(self, values: list[int]) -> None:
        super().__init__(0)
        self.values = list(values)

    def randint(self, a: int, b: int) -> int:  # noqa: D102
        return self.values.pop(0)
