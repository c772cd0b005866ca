"""The game: settings, a seed and an append-only list of moves.

``Game.new(settings, seed)`` deals; ``play(move)`` checks and applies one move
(an illegal move raises and changes nothing); ``Game.replay(settings, seed,
moves)`` rebuilds the identical game. Variant rules live in ``card_game`` and
``dice_game``; this module holds what all three share: seats and sides,
chips, sequences, the end of the game, and the moves anyone may make at any
time (resign, drop, timeout, abandon).
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterable, Iterator
from typing import Any, ClassVar

from engine.boards import BOARDS, Board, line_steps
from engine.diagram import load_diagram, write_diagram
from engine.errors import (
    DiagramError,
    GameOverError,
    IllegalMoveError,
    InvalidMoveError,
    NotYourTurnError,
)
from engine.moves import (
    ABANDON,
    DROP,
    OWN_SEAT_KINDS,
    RESIGN,
    TIMEOUT,
    TURN_KINDS,
    Move,
    parse_move,
)
from engine.sequences import CORNER, EMPTY, Sequence, new_sequences
from engine.settings import GameSettings
from engine.snapshot import Event, Outcome, SeatView, SequenceView, SideView, Snapshot
from engine.start import StartInfo

SEQUENCE, DRAW_RESULT, RESIGNATION, ABANDONMENT = "sequence", "draw", "resignation", "abandonment"


class Game:
    """A game of any variant. Create with ``Game.new`` or ``Game.replay``."""

    _registry: ClassVar[dict[str, type[Game]]] = {}
    variants: ClassVar[tuple[str, ...]] = ()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        for name in cls.variants:
            Game._registry[name] = cls

    # -- creation -------------------------------------------------------------

    def __init__(self, settings: GameSettings, seed: int) -> None:
        self.settings = settings
        self.seed = seed
        self.rng = random.Random(seed)
        self.board: Board = BOARDS[settings.variant]
        self.steps = line_steps(settings.variant)
        self.cell_index = self.board.cell_index
        self.n_seats = settings.players
        self.side_of = [settings.side_of(s) for s in range(self.n_seats)]
        self.chips = [CORNER if i in self.board.corners else EMPTY for i in range(self.board.size)]
        self.sequences: list[Sequence] = []
        self.seq_count = [0] * settings.sides
        self.locked = [0] * self.board.size
        self.active = [True] * self.n_seats
        self.retired = [False] * settings.sides
        self.outcome: Outcome | None = None
        self.moves: list[Move] = []
        self.last_event: Event | None = None
        self.last_move: Event | None = None
        """The newest event that put, replaced or took a chip."""
        self.setup: dict[str, Any] | None = None
        self.start: StartInfo = self._deal()
        self.to_act: int = self.start.first

    @classmethod
    def new(cls, settings: GameSettings, seed: int) -> Game:
        """A freshly dealt game of the settings' variant."""
        return Game._registry[settings.variant](settings, seed)

    @classmethod
    def replay(
        cls,
        settings: GameSettings,
        seed: int,
        moves: Iterable[Move | str],
        setup: dict[str, Any] | None = None,
    ) -> Game:
        """Rebuild a game by playing its moves again from the deal (or a set-up position)."""
        game = cls.from_position(settings, seed=seed, **setup) if setup else cls.new(settings, seed)
        for move in moves:
            game.play(move)
        return game

    def _deal(self) -> StartInfo:
        raise NotImplementedError

    # -- the public API -----------------------------------------------------------

    @property
    def is_over(self) -> bool:
        """True once the game has an outcome."""
        return self.outcome is not None

    @property
    def ply(self) -> int:
        """Number of moves played."""
        return len(self.moves)

    def legal_moves(self, seat: int | None = None) -> list[Move]:
        """The moves ``seat`` (default: the seat to act) may make now.

        Resign, drop, timeout and abandon are always possible while the game
        runs and are not listed.
        """
        raise NotImplementedError

    def is_legal(self, move: Move | str) -> bool:
        """Whether ``play(move)`` would succeed, without changing anything."""
        try:
            self.clone().play(move)
        except (IllegalMoveError, InvalidMoveError):
            return False
        return True

    def play(self, move: Move | str) -> Event:
        """Check and apply one move; on any error the game is unchanged."""
        if isinstance(move, str):
            move = parse_move(move)
        if self.outcome is not None:
            raise GameOverError("the game is over", "game_over")
        handler = self._handlers.get(move.kind)
        if handler is None:
            raise IllegalMoveError(
                f"{move} is not a move in {self.settings.variant}",
                "not_a_move",
                move=str(move),
                variant=self.settings.variant,
            )
        event: Event = handler(self, move)
        self.moves.append(move)
        self.last_event = event
        if event.cell is not None:
            self.last_move = event
        return event

    def acting_seats(self) -> tuple[int, ...]:
        """The seats that may act now, in seat order: the seats that owe a table-talk forfeit
        while any do, else the seat to act and any seat that may still make a strict draw."""
        if self.outcome is not None:
            return ()
        forfeits = self.owed_forfeits()
        if forfeits:
            return tuple(sorted(forfeits))
        return tuple(sorted({self.to_act, *self.owed_draws()}))

    def play_as(self, seat: int, move: Move | str) -> Event:
        """``play`` for the player in ``seat``: a move of the turn only on its turn, a draw,
        forfeit or resignation only for its own seat, and never a move the table makes
        (timeout, drop, table talk, abandon). Refusals are typed; nothing changes on one."""
        if isinstance(move, str):
            move = parse_move(move)
        if self.outcome is not None:
            raise GameOverError("the game is over", "game_over")
        self._check_seat(seat)
        if move.kind in TURN_KINDS:
            if self.owed_forfeits():
                raise NotYourTurnError("waiting for the table-talk forfeits", "forfeits_pending")
            if seat != self.to_act:
                raise NotYourTurnError(
                    f"it is seat {self.to_act}'s turn", "not_your_turn", seat=self.to_act
                )
        elif move.kind in OWN_SEAT_KINDS:
            if move.seat != seat:
                raise NotYourTurnError("that is not your seat", "not_your_seat", seat=move.seat)
        else:
            raise IllegalMoveError(
                f"{move} is made by the table, not a player", "not_player_move", move=str(move)
            )
        return self.play(move)

    def snapshot(self, viewer: int | None = None) -> Snapshot:
        """The public state, plus ``viewer``'s own hand when a seat is given.

        Snapshots are immutable, so each is made once a position: a bot shows one position
        several ways (board, caption, buttons) and asks for it each time. Every change of
        state is a move, which ends the position; a copy (``clone``) starts without any.
        """
        ply = len(self.moves)
        kept: tuple[int, dict[int | None, Snapshot]] | None = self.__dict__.get("_snapshots")
        if kept is None or kept[0] != ply:
            kept = (ply, {})
            self.__dict__["_snapshots"] = kept
        made = kept[1].get(viewer)
        if made is None:
            made = kept[1][viewer] = self._make_snapshot(viewer)
        return made

    def _make_snapshot(self, viewer: int | None) -> Snapshot:
        board = self.board
        sides = tuple(
            SideView(
                index=i,
                colour=colour,
                letter=colour[0].upper(),
                seats=tuple(s for s in range(self.n_seats) if self.side_of[s] == i),
                sequences=self.seq_count[i],
                retired=self.retired[i],
            )
            for i, colour in enumerate(self.settings.colours)
        )
        return Snapshot(
            variant=self.settings.variant,
            rows=board.rows,
            cols=board.cols,
            labels=board.labels,
            chips=tuple(c if c >= 0 else None for c in self.chips),
            locked=frozenset(i for i, n in enumerate(self.locked) if n),
            sides=sides,
            seats=tuple(self._seat_view(s) for s in range(self.n_seats)),
            to_act=None if self.outcome else self.to_act,
            sequences=tuple(SequenceView(s.side, s.cells) for s in self.sequences),
            line_length=self.settings.line_length,
            sequences_to_win=self.settings.sequences_to_win,
            draw_pile=self._draw_pile_size(),
            ply=len(self.moves),
            last_event=self.last_event,
            last_move=self.last_move,
            last_roll=self._last_roll(),
            pending_roll=self._pending_roll(),
            outcome=self.outcome,
            viewer=viewer,
            hand=self._hand_view(viewer) if viewer is not None else None,
            dead_exchanged=self._dead_exchanged(),
            options=tuple(self.settings.to_dict().items()),
            acting=self.acting_seats(),
            owed_draws=self.owed_draws(),
            owed_forfeits=self.owed_forfeits(),
            rolls_again=self._rolls_again(),
        )

    def diagram(self) -> str:
        """The position as text: one line per row (see ``engine.diagram``)."""
        return write_diagram(self)

    def __getstate__(self) -> dict[str, Any]:
        state = dict(self.__dict__)
        state.pop("_snapshots", None)  # made again where needed, not sent to a worker
        return state

    def clone(self) -> Game:
        """An independent copy (for look-ahead); the copy's moves can diverge."""
        other = object.__new__(type(self))
        for key, value in self.__dict__.items():
            if key == "_snapshots":  # the copy's position may change without a move
                continue
            if isinstance(value, list):
                value = [list(v) if isinstance(v, list) else v for v in value]
            elif isinstance(value, set):
                value = set(value)
            elif isinstance(value, random.Random):
                rng = random.Random()
                rng.setstate(value.getstate())
                value = rng
            other.__dict__[key] = value
        return other

    def fingerprint(self) -> tuple[Any, ...]:
        """Every piece of state, for checking that two games are identical."""
        parts = []
        for key in sorted(self.__dict__):
            value = self.__dict__[key]
            if key in ("board", "steps", "cell_index", "_snapshots"):
                continue
            if isinstance(value, random.Random):
                value = value.getstate()
            elif isinstance(value, list | set):
                value = repr(sorted(value) if isinstance(value, set) else value)
            parts.append((key, repr(value)))
        return tuple(parts)

    def to_dict(self) -> dict[str, Any]:
        """Settings, seed and moves (and a set-up position, if any) as JSON-ready data."""
        data: dict[str, Any] = {
            "settings": self.settings.to_dict(),
            "seed": self.seed,
            "moves": [str(m) for m in self.moves],
        }
        if self.setup:
            data["setup"] = self.setup
        return data

    def to_json(self) -> str:
        """``to_dict`` as compact JSON text."""
        return json.dumps(self.to_dict(), separators=(",", ":"))

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Game:
        """Rebuild a game from ``to_dict`` data by replaying it."""
        settings = GameSettings.from_dict(data["settings"])
        return cls.replay(settings, int(data["seed"]), data["moves"], data.get("setup"))

    @classmethod
    def from_json(cls, text: str) -> Game:
        """Rebuild a game from ``to_json`` text."""
        return cls.from_dict(json.loads(text))

    @classmethod
    def from_position(
        cls,
        settings: GameSettings,
        diagram: str,
        *,
        seed: int = 0,
        to_act: int = 0,
        hands: dict[int, list[str]] | None = None,
        draw_pile: list[str] | None = None,
    ) -> Game:
        """A game set up at a position, for tests and bug reports.

        The game is dealt from ``seed`` as usual, then the board is replaced by
        ``diagram`` (locked chips in capitals become sequences), ``hands``
        replace the dealt hands of the seats named, and ``draw_pile`` (next
        card first) replaces the draw pile; without it the rest of the deck,
        shuffled, is the pile.
        """
        game = Game._registry[settings.variant](settings, seed)
        load_diagram(game, diagram)
        game._set_up_cards(hands or {}, draw_pile)
        game.to_act = to_act
        game.setup = {
            "diagram": diagram,
            "to_act": to_act,
            "hands": {str(k): list(v) for k, v in (hands or {}).items()},
            "draw_pile": list(draw_pile) if draw_pile is not None else None,
        }
        for side in range(settings.sides):
            if game.seq_count[side] >= settings.sequences_to_win:
                raise DiagramError("the position is already won")
        return game

    # -- hooks for variants ---------------------------------------------------------

    def _set_up_cards(self, hands: dict[Any, list[str]], draw_pile: list[str] | None) -> None:
        if hands or draw_pile:
            raise DiagramError(f"{self.settings.variant} has no cards")

    def _seat_view(self, seat: int) -> SeatView:
        return SeatView(seat, self.side_of[seat], 0, None, self.active[seat])

    def _draw_pile_size(self) -> int | None:
        return None

    def _last_roll(self) -> tuple[int, int] | None:
        return None

    def _pending_roll(self) -> bool:
        return False

    def _dead_exchanged(self) -> bool:
        return False

    def _hand_view(self, viewer: int) -> tuple[Any, ...] | None:
        return None

    def hand(self, seat: int) -> tuple[str, ...]:
        """A seat's cards (private: show only to that seat); none in a game without cards."""
        return ()

    def owed_draws(self) -> tuple[int, ...]:
        """Strict draw: the seats that may still draw their card, in the order they played."""
        return ()

    def owed_forfeits(self) -> tuple[int, ...]:
        """Table talk: the seats that must forfeit a card before play goes on."""
        return ()

    def _rolls_again(self) -> bool:
        return False

    def _on_seat_left(self, seat: int) -> None:
        """A seat stopped playing (resigned or dropped): forget what it owed."""

    def _on_turn_lost(self) -> None:
        """The seat to act lost its turn to the clock."""

    # -- shared mechanics -----------------------------------------------------------

    def cell_of(self, space: str) -> int:
        """The cell of a space name, or IllegalMoveError if it is off this board."""
        try:
            return self.board.parse_space(space)
        except InvalidMoveError as exc:
            raise IllegalMoveError(str(exc), "off_board", space=space) from None

    def space(self, cell: int) -> str:
        """The space name of a cell."""
        return self.board.space_name(cell)

    def _next_seat(self, seat: int) -> int:
        n = self.n_seats
        for i in range(1, n + 1):
            s = (seat + i) % n
            if self.active[s]:
                return s
        return seat

    def _prev_seat(self, seat: int) -> int:
        n = self.n_seats
        for i in range(1, n + 1):
            s = (seat - i) % n
            if self.active[s]:
                return s
        return seat

    def _place(self, side: int, cell: int) -> tuple[SequenceView, ...]:
        """Put ``side``'s chip on ``cell``, record new sequences, and check for a win."""
        self.chips[cell] = side
        added = new_sequences(
            self.chips, self.steps, side, cell, self.settings.line_length, self.sequences
        )
        if not added:
            return ()
        for s in added:
            self.sequences.append(s)
            self.seq_count[side] += 1
            for c in s.cells:
                self.locked[c] += 1
        if self.seq_count[side] >= self.settings.sequences_to_win:
            self.outcome = Outcome(SEQUENCE, side)
        return tuple(SequenceView(s.side, s.cells) for s in added)

    def _unrecord(self, seq: Sequence) -> None:
        self.sequences.remove(seq)
        self.seq_count[seq.side] -= 1
        for c in seq.cells:
            self.locked[c] -= 1

    def _lift(self, cell: int) -> None:
        """Take the chip off ``cell``; a sequence through it no longer counts."""
        self.chips[cell] = EMPTY
        if self.locked[cell]:
            for s in [s for s in self.sequences if cell in s.cells]:
                self._unrecord(s)

    def _event(self, move: Move, kind: str, seat: int | None, **fields: Any) -> Event:
        return Event(ply=len(self.moves) + 1, seat=seat, kind=kind, text=str(move), **fields)

    def _check_seat(self, seat: int | None) -> int:
        if seat is None or not 0 <= seat < self.n_seats:
            raise IllegalMoveError(f"there is no seat {seat}", "no_seat", seat=seat)
        if not self.active[seat]:
            raise IllegalMoveError(f"seat {seat} no longer plays", "seat_out", seat=seat)
        return seat

    def _active_sides(self) -> list[int]:
        return [i for i, r in enumerate(self.retired) if not r]

    def _leave(self, seat: int) -> None:
        """Mark a seat inactive; retire its side when none of it is left; maybe end."""
        self.active[seat] = False
        self._on_seat_left(seat)
        side = self.side_of[seat]
        if not any(self.active[s] for s in range(self.n_seats) if self.side_of[s] == side):
            self.retired[side] = True
        remaining = self._active_sides()
        if len(remaining) == 1:
            self.outcome = Outcome(RESIGNATION, remaining[0])
        elif not remaining:
            self.outcome = Outcome(ABANDONMENT, None)
        elif seat == self.to_act:
            self._end_turn(self._next_seat(seat))

    def _end_turn(self, next_seat: int) -> None:
        self.to_act = next_seat

    def _resign(self, move: Move) -> Event:
        seat = self._check_seat(move.seat)
        side = self.side_of[seat]
        for s in range(self.n_seats):
            if self.side_of[s] == side and self.active[s]:
                self._leave(s)
        return self._event(move, RESIGN, seat)

    def _drop(self, move: Move) -> Event:
        seat = self._check_seat(move.seat)
        self._leave(seat)
        return self._event(move, DROP, seat)

    def _timeout(self, move: Move) -> Event:
        seat = self.to_act
        self._on_turn_lost()
        self._end_turn(self._next_seat(seat))
        return self._event(move, TIMEOUT, seat)

    def _abandon(self, move: Move) -> Event:
        self.outcome = Outcome(ABANDONMENT, None)
        return self._event(move, ABANDON, None)

    _handlers: ClassVar[dict[str, Any]] = {
        RESIGN: _resign,
        DROP: _drop,
        TIMEOUT: _timeout,
        ABANDON: _abandon,
    }


def replay_snapshots(
    settings: GameSettings,
    seed: int,
    moves: Iterable[Move | str],
    viewer: int | None = None,
    setup: dict[str, Any] | None = None,
) -> Iterator[Snapshot]:
    """The snapshot before the first move and after every move (for replays)."""
    if setup:
        game = Game.from_position(settings, seed=seed, **setup)
    else:
        game = Game.new(settings, seed)
    yield game.snapshot(viewer)
    for move in moves:
        game.play(move)
        yield game.snapshot(viewer)
