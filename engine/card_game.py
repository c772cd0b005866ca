"""Classic Sequence and Sequence for Kids: the games played with cards.

Both work the same way: play a card, put a chip on one of its spaces (or
anywhere free with a wild card, or remove an opponent's chip with a remove
card), draw. Dead cards may be turned in, one per turn, before playing.
"""

from __future__ import annotations

from typing import Any, ClassVar

from engine.cards import NORMAL, REMOVE, WILD, card_kind, classic_deck, describe_card, kids_deck
from engine.errors import DiagramError, IllegalMoveError, NotYourTurnError
from engine.game import DRAW_RESULT, Game
from engine.moves import DEAD, DRAW, FORFEIT, PASS, PLAY, TALK, TIMEOUT, Move
from engine.sequences import CORNER, EMPTY
from engine.settings import GameSettings
from engine.snapshot import Event, HandCard, Outcome, SeatView
from engine.start import StartInfo, cut_for_deal, random_dealer

_CARD_TABLES: dict[tuple[str, str], tuple[str, list[Move], tuple[tuple[int, Move], ...]]] = {}


def _card_table(game: Game, card: str) -> tuple[str, list[Move], tuple[tuple[int, Move], ...]]:
    """Cached facts of one card on a board: its kind, a ``Move`` for every cell,
    and (cell, move) for each of its own spaces."""
    key = (game.board.name, card)
    table = _CARD_TABLES.get(key)
    if table is None:
        board = game.board
        moves = [Move(PLAY, card=card, space=board.space_name(c)) for c in range(board.size)]
        own = tuple((c, moves[c]) for c in board.cells_of.get(card, ()))
        table = (card_kind(card), moves, own)
        _CARD_TABLES[key] = table
    return table


class CardGame(Game):
    """Classic Sequence (``classic``) and Sequence for Kids (``kids``)."""

    variants: ClassVar[tuple[str, ...]] = ("classic", "kids")

    def __init__(self, settings: GameSettings, seed: int) -> None:
        self.hands: list[list[str]] = []
        self.draw_pile: list[str] = []
        self.discards: list[list[str]] = []
        self.dead_exchanged = False
        # Seats that passed since the last play; a draw when every seat still in has.
        self.passed: set[int] = set()
        # Strict draw: seats that played and have not drawn, in the order they played.
        self.pending_draws: list[int] = []
        self.pending_forfeits: list[int] = []
        self.free: set[int] = set()
        super().__init__(settings, seed)
        self.free = {c for c in range(self.board.size) if self.chips[c] == EMPTY}

    def _deal(self) -> StartInfo:
        s = self.settings
        if s.variant == "classic":
            start = cut_for_deal(self.rng, s.players)
            deck = classic_deck()
        else:
            start = random_dealer(self.rng, s.players)
            deck = kids_deck()
        self.rng.shuffle(deck)
        self.hands = [[] for _ in range(s.players)]
        self.discards = [[] for _ in range(s.players)]
        for i in range(s.hand_size * s.players):
            self.hands[(start.first + i) % s.players].append(deck.pop())
        self.draw_pile = deck
        return start

    def _set_up_cards(self, hands: dict[Any, list[str]], draw_pile: list[str] | None) -> None:
        """Give the named seats their hands; deal the other seats from what is left."""
        deck = classic_deck() if self.settings.variant == "classic" else kids_deck()
        given = {int(k): list(v) for k, v in hands.items()}
        rest = list(deck)
        for cards in given.values():
            for card in cards:
                if card not in rest:
                    raise DiagramError(f"too many {card} in the hands")
                rest.remove(card)
        pile: list[str] = []
        if draw_pile is not None:
            for card in draw_pile:
                if card not in rest:
                    raise DiagramError(f"{card} is not left for the draw pile")
                rest.remove(card)
            pile = list(reversed(draw_pile))
        self.rng.shuffle(rest)
        for seat in range(self.n_seats):
            if seat in given:
                self.hands[seat] = given[seat]
            else:
                take = min(self.settings.hand_size, len(rest))
                self.hands[seat] = [rest.pop() for _ in range(take)]
        self.draw_pile = pile if draw_pile is not None else rest
        self.discards = [[] for _ in range(self.n_seats)]
        self.free = {c for c in range(self.board.size) if self.chips[c] == EMPTY}

    # -- what a seat may do ---------------------------------------------------------

    def _targets(self, seat: int, card: str) -> list[int]:
        """Cells a play of ``card`` by ``seat`` may name now."""
        kind = card_kind(card)
        chips = self.chips
        if kind == NORMAL:
            return [c for c in self.board.cells_of.get(card, ()) if chips[c] == EMPTY]
        if kind == WILD:
            return sorted(self.free)
        side = self.side_of[seat]
        locked = self.locked
        advanced = self.settings.advanced_jack
        return [
            c
            for c, owner in enumerate(chips)
            if owner >= 0 and owner != side and (advanced or not locked[c])
        ]

    def is_dead(self, card: str) -> bool:
        """A normal card whose spaces are all covered."""
        if card_kind(card) != NORMAL:
            return False
        chips = self.chips
        return all(chips[c] != EMPTY for c in self.board.cells_of.get(card, ()))

    def legal_moves(self, seat: int | None = None) -> list[Move]:
        """The moves ``seat`` (default: the seat to act) may make now.

        While table-talk forfeits are owed, only those are listed (by default
        the first seat that owes one). In strict-draw games a seat's own
        ``draw`` is listed while it may still draw.
        """
        if self.outcome is not None:
            return []
        if self.pending_forfeits:
            if seat is None:
                seat = self.pending_forfeits[0]
            if seat not in self.pending_forfeits:
                return []
            return [Move(FORFEIT, card=c, seat=seat) for c in dict.fromkeys(self.hands[seat])]
        if seat is None:
            seat = self.to_act
        moves: list[Move] = []
        if seat in self.pending_draws:
            moves.append(Move(DRAW, seat=seat))
        if seat != self.to_act:
            return moves
        plays: list[Move] = []
        chips = self.chips
        dead: list[str] = []
        for card in dict.fromkeys(self.hands[seat]):
            kind, table, own = _card_table(self, card)
            if kind == NORMAL:
                free = [m for c, m in own if chips[c] == EMPTY]
                if free:
                    plays += free
                elif not self.dead_exchanged:
                    dead.append(card)
            else:
                plays += [table[c] for c in self._targets(seat, card)]
        moves.extend(plays)
        moves.extend(Move(DEAD, card=c) for c in dead)
        if not plays:
            moves.append(Move(PASS))
        return moves

    # -- moves -------------------------------------------------------------------------

    def _require_turn(self) -> int:
        if self.pending_forfeits:
            raise IllegalMoveError("waiting for the table-talk forfeits", "forfeits_pending")
        return self.to_act

    def _play(self, move: Move) -> Event:
        seat = self._require_turn()
        card = move.card or ""
        cell = self.cell_index.get(move.space or "")
        if cell is None:
            cell = self.cell_of(move.space or "")
        hand = self.hands[seat]
        if card not in hand:
            raise IllegalMoveError(
                f"{describe_card(card)} is not in your hand", "not_in_hand", card=card
            )
        kind = card_kind(card)
        chips = self.chips
        space = move.space
        owner = chips[cell]
        if kind == REMOVE:
            if owner == CORNER:
                raise IllegalMoveError(
                    f"{space} is a free corner; it holds no chip", "corner_no_chip", space=space
                )
            if owner == EMPTY:
                raise IllegalMoveError(
                    f"there is no chip on {space} to remove", "no_chip", space=space
                )
            if owner == self.side_of[seat]:
                raise IllegalMoveError(
                    "you cannot remove your own side's chip", "own_chip", space=space
                )
            if self.locked[cell] and not self.settings.advanced_jack:
                raise IllegalMoveError(
                    f"the chip on {space} is part of a completed sequence", "locked", space=space
                )
        else:
            if owner == CORNER:
                raise IllegalMoveError(
                    f"{space} is a free corner; nobody puts a chip there", "corner", space=space
                )
            if owner != EMPTY:
                raise IllegalMoveError(f"{space} is already taken", "taken", space=space)
            if kind == NORMAL and self.board.labels[cell] != card:
                raise IllegalMoveError(
                    f"{space} is {describe_card(self.board.labels[cell])}, "
                    f"not {describe_card(card)}",
                    "wrong_space",
                    space=space,
                    label=self.board.labels[cell],
                    card=card,
                )
        hand.remove(card)
        self.discards[seat].append(card)
        if kind == REMOVE:
            self._lift(cell)
            self.free.add(cell)
            new: tuple[Any, ...] = ()
            event_kind = "remove"
        else:
            self.free.discard(cell)
            new = self._place(self.side_of[seat], cell)
            event_kind = "place"
        self.passed.clear()
        if self.settings.strict_draw:
            prev = self._prev_seat(seat)
            self.pending_draws = [s for s in self.pending_draws if s == prev and s != seat]
            self.pending_draws.append(seat)
        else:
            self._draw(seat)
        if self.outcome is None:
            self._end_turn(self._next_seat(seat))
        return self._event(move, event_kind, seat, card=card, cell=cell, new_sequences=new)

    def _draw(self, seat: int) -> None:
        """``seat`` draws a card; an empty pile is made again from the discards, shuffled,
        and with no discards either the seat draws nothing."""
        if not self.draw_pile:
            pile = [c for d in self.discards for c in d]
            if not pile:
                return
            for d in self.discards:
                d.clear()
            self.rng.shuffle(pile)
            self.draw_pile = pile
        self.hands[seat].append(self.draw_pile.pop())

    def _dead(self, move: Move) -> Event:
        seat = self._require_turn()
        card = move.card or ""
        if card not in self.hands[seat]:
            raise IllegalMoveError(
                f"{describe_card(card)} is not in your hand", "not_in_hand", card=card
            )
        if self.dead_exchanged:
            raise IllegalMoveError("only one dead card may be turned in per turn", "one_dead")
        if card_kind(card) != NORMAL:
            raise IllegalMoveError(
                f"{describe_card(card)} is never a dead card", "never_dead", card=card
            )
        if not self.is_dead(card):
            raise IllegalMoveError(
                f"{describe_card(card)} still has a free space", "not_dead", card=card
            )
        self.hands[seat].remove(card)
        self.discards[seat].append(card)
        self._draw(seat)
        self.dead_exchanged = True
        return self._event(move, DEAD, seat, card=card)

    def _pass(self, move: Move) -> Event:
        seat = self._require_turn()
        if any(m.kind == PLAY for m in self.legal_moves(seat)):
            raise IllegalMoveError("you have a card you can play", "can_play")
        self.passed.add(seat)
        if all(s in self.passed for s in range(self.n_seats) if self.active[s]):
            self.outcome = Outcome(DRAW_RESULT, None)
        else:
            self._end_turn(self._next_seat(seat))
        return self._event(move, PASS, seat)

    def _draw_move(self, move: Move) -> Event:
        seat = self._check_seat(move.seat)
        if not self.settings.strict_draw:
            raise IllegalMoveError("cards are drawn automatically in this game", "auto_draw")
        if seat not in self.pending_draws:
            raise IllegalMoveError("there is no card for you to draw now", "no_draw")
        newest = self.pending_draws[-1] == seat
        self.pending_draws.remove(seat)
        if newest:  # the next player has played and drawn: the one before loses its card
            prev = self._prev_seat(seat)
            if prev in self.pending_draws:
                self.pending_draws.remove(prev)
        self._draw(seat)
        return self._event(move, DRAW, seat)

    def _talk(self, move: Move) -> Event:
        side = move.seat
        if not self.settings.table_talk:
            raise IllegalMoveError("the table-talk penalty is not used in this game", "talk_off")
        if side is None or not 0 <= side < self.settings.sides or self.retired[side]:
            raise IllegalMoveError(f"there is no side {side} in play", "no_side", side=side)
        if self.pending_forfeits:
            raise IllegalMoveError("a table-talk penalty is already being paid", "talk_pending")
        self.pending_forfeits = [
            s
            for s in range(self.n_seats)
            if self.side_of[s] == side and self.active[s] and self.hands[s]
        ]
        return self._event(move, TALK, None)

    def _forfeit(self, move: Move) -> Event:
        seat = move.seat
        if seat not in self.pending_forfeits:
            raise NotYourTurnError("you owe no card to the table-talk penalty", "no_forfeit")
        card = move.card or ""
        if card not in self.hands[seat]:
            raise IllegalMoveError(
                f"{describe_card(card)} is not in your hand", "not_in_hand", card=card
            )
        self.hands[seat].remove(card)
        self.discards[seat].append(card)
        self.pending_forfeits.remove(seat)
        return self._event(move, FORFEIT, seat, card=card)

    def _timeout(self, move: Move) -> Event:
        if self.pending_forfeits:
            # Whoever has not chosen loses their newest card, so the game can go on.
            for seat in list(self.pending_forfeits):
                self.discards[seat].append(self.hands[seat].pop())
            self.pending_forfeits.clear()
            return self._event(move, TIMEOUT, None)
        return super()._timeout(move)

    # -- hooks --------------------------------------------------------------------------

    def _end_turn(self, next_seat: int) -> None:
        self.to_act = next_seat
        self.dead_exchanged = False

    def _on_seat_left(self, seat: int) -> None:
        self.passed.discard(seat)
        if self.passed and all(s in self.passed for s in range(self.n_seats) if self.active[s]):
            self.outcome = Outcome(DRAW_RESULT, None)
        if seat in self.pending_draws:
            self.pending_draws.remove(seat)
        if seat in self.pending_forfeits:
            self.pending_forfeits.remove(seat)

    def _on_turn_lost(self) -> None:
        self.passed.clear()

    def _seat_view(self, seat: int) -> SeatView:
        pile = self.discards[seat]
        return SeatView(
            seat,
            self.side_of[seat],
            len(self.hands[seat]),
            pile[-1] if pile else None,
            self.active[seat],
        )

    def _draw_pile_size(self) -> int | None:
        return len(self.draw_pile)

    def _dead_exchanged(self) -> bool:
        return self.dead_exchanged

    def owed_draws(self) -> tuple[int, ...]:
        """Strict draw: the seats that may still draw their card, in the order they played
        (drawing in this order, nobody loses a card)."""
        return tuple(self.pending_draws)

    def owed_forfeits(self) -> tuple[int, ...]:
        """Table talk: the seats that must forfeit a card before play goes on."""
        return tuple(self.pending_forfeits)

    def _hand_view(self, viewer: int) -> tuple[HandCard, ...] | None:
        if not 0 <= viewer < self.n_seats:
            return None
        cards = []
        for card in self.hands[viewer]:
            targets = tuple(self._targets(viewer, card)) if self.outcome is None else ()
            cards.append(HandCard(card, card_kind(card), targets, self.is_dead(card)))
        return tuple(cards)

    def hand(self, seat: int) -> tuple[str, ...]:
        """A seat's cards (private: show only to that seat)."""
        return tuple(self.hands[seat])

    def discard_top(self, seat: int) -> str | None:
        """The top card of a seat's discard pile (public)."""
        return self.discards[seat][-1] if self.discards[seat] else None

    _handlers: ClassVar[dict[str, Any]] = {
        **Game._handlers,
        PLAY: _play,
        DEAD: _dead,
        PASS: _pass,
        DRAW: _draw_move,
        TALK: _talk,
        FORFEIT: _forfeit,
        TIMEOUT: _timeout,
    }
