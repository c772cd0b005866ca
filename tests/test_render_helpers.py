"""Hand-built snapshots for the render tests (no engine needed)."""

from __future__ import annotations

from engine.boards import BOARDS
from engine.snapshot import Event, HandCard, Outcome, SeatView, SequenceView, SideView, Snapshot

COLOURS = {"classic": ("blue", "green", "red"), "kids": ("red", "yellow", "blue", "green"),
           "dice": ("green", "blue", "red")}


def make_snapshot(variant: str = "classic", *, players: int = 2,
                  chips: dict[int, int] | None = None,
                  sequences: tuple[SequenceView, ...] = (), last_event: Event | None = None,
                  to_act: int | None = 0, outcome: Outcome | None = None,
                  hand: tuple[HandCard, ...] | None = None, viewer: int | None = None,
                  discards: tuple[str | None, ...] | None = None, last_roll=None,
                  ply: int = 0) -> Snapshot:
    board = BOARDS[variant]
    cells = [None] * board.size
    for cell, side in (chips or {}).items():
        cells[cell] = side
    colours = COLOURS[variant]
    if variant == "kids":
        n_sides = players
    elif variant == "dice":
        n_sides = players if players < 4 else 2
    else:
        n_sides = players if players <= 3 else (3 if players % 3 == 0 else 2)
    sides = tuple(
        SideView(index=i, colour=colours[i], letter=colours[i][0].upper(),
                 seats=tuple(s for s in range(players) if s % n_sides == i),
                 sequences=sum(1 for q in sequences if q.side == i), retired=False)
        for i in range(n_sides)
    )
    discards = discards or (None,) * players
    seats = tuple(SeatView(index=s, side=s % n_sides, hand_size=7, discard_top=discards[s],
                           active=True) for s in range(players))
    locked = frozenset(c for q in sequences for c in q.cells if cells[c] is not None)
    return Snapshot(
        variant=variant, rows=board.rows, cols=board.cols, labels=board.labels,
        chips=tuple(cells), locked=locked, sides=sides, seats=seats, to_act=to_act,
        sequences=sequences, line_length={"classic": 5, "kids": 4, "dice": 6}[variant],
        sequences_to_win=2 if variant == "classic" and n_sides == 2 else 1,
        draw_pile=None if variant == "dice" else 80, ply=ply, last_event=last_event,
        last_roll=last_roll, pending_roll=False, outcome=outcome, viewer=viewer, hand=hand,
    )
