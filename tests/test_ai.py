"""Computer players: legal moves only, no peeking, obvious moves, time bound."""

from __future__ import annotations

import math
import random
import time
from collections import Counter
from itertools import pairwise

import hypothesis
import pytest
from hypothesis import HealthCheck, given
from hypothesis import strategies as st

from engine import BOARDS, Game, GameSettings
from engine.ai import LEVELS, choose_move, determinise, expert, hint, unseen_cards
from engine.ai.evaluate import Analysis
from engine.ai.lines import lines_for
from engine.ai.view import inferred_missing
from engine.boards import DIRECTIONS
from engine.cards import classic_deck

FAST = {"time_budget": 0.004}


def board_diagram(variant: str, chips: dict[str, str]) -> str:
    """A diagram with ``chips`` (space -> letter) on the empty board."""
    board = BOARDS[variant]
    grid = [
        ["#" if board.cell(r, c) in board.corners else "." for c in range(board.cols)]
        for r in range(board.rows)
    ]
    for space, ch in chips.items():
        r, c = board.row_col(board.parse_space(space))
        grid[r][c] = ch
    return "\n".join(" ".join(row) for row in grid)


def play_out(game: Game, levels: list[str], rng: random.Random, max_plies: int = 400) -> None:
    """Play with the computer for every seat (duties first), checking each move is legal."""
    plies = 0
    while not game.is_over and plies < max_plies:
        duty = [s for s in sorted(getattr(game, "pending_draws", ())) if s != game.to_act]
        forfeits = list(getattr(game, "pending_forfeits", ()))
        seat = forfeits[0] if forfeits else (duty[0] if duty else game.to_act)
        level = levels[seat % len(levels)]
        move = choose_move(game, seat, level, rng=rng, **FAST)
        assert move in game.legal_moves(seat), (level, str(move))
        game.play(move)
        plies += 1
        if (
            game.settings.table_talk
            and not game.is_over
            and not game.pending_forfeits
            and rng.random() < 0.03
        ):
            game.play(f"talk {rng.randrange(game.settings.sides)}")


TABLES = [
    GameSettings("classic", 2),
    GameSettings("classic", 3),
    GameSettings("classic", 4),
    GameSettings("classic", 6, sides=3),
    GameSettings("classic", 8),
    GameSettings("classic", 9),
    GameSettings("classic", 10),
    GameSettings("classic", 12, sides=3),
    GameSettings("classic", 4, table_talk=True, strict_draw=True, advanced_jack=True),
    GameSettings("kids", 2),
    GameSettings("kids", 3),
    GameSettings("kids", 4),
    GameSettings("dice", 2),
    GameSettings("dice", 2, line_length=5),
    GameSettings("dice", 3),
    GameSettings("dice", 4),
]


@pytest.mark.parametrize("settings", TABLES, ids=lambda s: f"{s.variant}-{s.players}-{s.sides}")
@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_heuristic_levels_play_only_legal_moves_to_the_end(settings, level):
    for seed in range(4):
        game = Game.new(settings, seed)
        play_out(game, [level], random.Random(seed), max_plies=2000)
        assert game.is_over


@pytest.mark.parametrize("settings", TABLES, ids=lambda s: f"{s.variant}-{s.players}-{s.sides}")
def test_mixed_levels_including_expert_play_only_legal_moves(settings):
    game = Game.new(settings, 5)
    play_out(game, ["expert", "hard", "medium", "easy"], random.Random(5), max_plies=60)


def scrambled(game: Game, seat: int, seed: int) -> Game:
    """A copy whose other hands and draw pile are re-dealt from the same unseen cards."""
    other = game.clone()
    other.rng = random.Random(seed + 1000)
    if game.settings.variant == "dice":
        return other
    pool = [c for s in range(game.n_seats) if s != seat for c in game.hands[s]]
    pool += game.draw_pile
    assert Counter(pool) == Counter(unseen_cards(game, seat))
    random.Random(seed).shuffle(pool)
    for s in range(game.n_seats):
        if s != seat:
            n = len(game.hands[s])
            other.hands[s], pool = pool[:n], pool[n:]
    other.draw_pile = pool
    return other


@pytest.mark.parametrize(
    "settings",
    [
        GameSettings("classic", 2),
        GameSettings("classic", 4),
        GameSettings("kids", 3),
        GameSettings("dice", 2),
    ],
    ids=lambda s: f"{s.variant}-{s.players}",
)
def test_no_peeking_other_hands_and_draw_pile_never_change_the_choice(settings):
    checked = 0
    for seed in range(6):
        game = Game.new(settings, seed)
        rng = random.Random(seed)
        for _ in range(rng.randrange(4, 40)):
            if game.is_over:
                break
            game.play(choose_move(game, game.to_act, "medium", rng=rng))
        if game.is_over:
            continue
        seat = game.to_act
        for k in range(3):
            other = scrambled(game, seat, seed * 10 + k)
            for level in LEVELS:
                options = {"time_budget": 60.0, "max_iterations": 24}
                a = choose_move(game, seat, level, rng=random.Random(7), **options)
                b = choose_move(other, seat, level, rng=random.Random(7), **options)
                assert a == b, (level, str(a), str(b))
                checked += 1
    assert checked >= 24


def test_determinise_keeps_what_the_seat_sees_and_resamples_the_rest():
    game = Game.new(GameSettings("classic", 3), 4)
    rng = random.Random(1)
    for _ in range(30):
        game.play(choose_move(game, game.to_act, "hard", rng=rng))
    world = determinise(game, 1, random.Random(2))
    assert world.hands[1] == game.hands[1]
    assert world.discards == game.discards and world.chips == game.chips
    assert [len(h) for h in world.hands] == [len(h) for h in game.hands]
    assert len(world.draw_pile) == len(game.draw_pile)
    everything = [c for h in world.hands for c in h] + world.draw_pile
    everything += [c for d in world.discards for c in d]
    assert Counter(everything) == Counter(classic_deck())


@hypothesis.settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    table=st.sampled_from([GameSettings("classic", 2), GameSettings("classic", 3),
                           GameSettings("kids", 2), GameSettings("kids", 4)]),
    seed=st.integers(0, 10**6),
    plies=st.integers(0, 80),
    data=st.data(),
)
def test_a_world_dealt_for_a_seat_depends_only_on_what_it_may_see(table, seed, plies, data):
    """A world dealt for a seat is the same whatever the hidden cards are (other hands, draw
    order): only the seat's hand and the public piles go in. It keeps those, deals every card
    the seat cannot see exactly once, and, given what the opponent's last move showed it
    lacked (either seat's opponent), gives the opponent at most one of those cards when there
    are enough others to fill its hand."""
    game = Game.new(table, seed)
    rng = random.Random(seed)
    for _ in range(plies):
        if game.is_over:
            break
        game.play(choose_move(game, game.to_act, "easy", rng=rng))
    seat = data.draw(st.integers(0, game.n_seats - 1), label="seat")
    unseen = unseen_cards(game, seat)
    missing = None
    if game.n_seats == 2 and unseen:
        labels = st.sampled_from(sorted(set(unseen)))
        lacked = data.draw(st.sets(labels, max_size=4), label="lacked")
        missing = (1 - seat, frozenset(lacked))
    world_seed = data.draw(st.integers(0, 2**32), label="world seed")
    world = determinise(game, seat, random.Random(world_seed), missing)
    other = determinise(scrambled(game, seat, seed), seat, random.Random(world_seed), missing)
    assert (world.hands, world.draw_pile) == (other.hands, other.draw_pile)
    assert world.hands[seat] == game.hands[seat]
    assert world.discards == game.discards and world.chips == game.chips
    assert [len(h) for h in world.hands] == [len(h) for h in game.hands]
    hidden = [c for s, h in enumerate(world.hands) if s != seat for c in h] + world.draw_pile
    assert Counter(hidden) == Counter(unseen)
    if missing is not None:
        opp, lacked = missing
        if sum(c not in lacked for c in unseen) >= len(game.hands[opp]):
            assert sum(c in lacked for c in world.hands[opp]) <= 1


def wins(game: Game, move) -> bool:
    after = game.clone()
    after.play(move)
    return after.outcome is not None and after.outcome.winner == game.side_of[game.to_act]


def blues_four_open_at_e6(chips: dict[str, str]) -> Game:
    """Two-seat classic, blue to play holding 2H: its four A6-D6 open at E6 (2H), green's
    scattered chips, and ``chips``."""
    chips = {"A6": "b", "B6": "b", "C6": "b", "D6": "b", "C3": "g", "D3": "g", "H8": "g",
             "G2": "g"} | chips
    hands = {0: ["3D", "9S", "KC", "QD", "AC", "5S", "2H"]}  # 2H not the first move listed
    return Game.from_position(GameSettings("classic", 2), board_diagram("classic", chips),
                              hands=hands, to_act=0)


@pytest.mark.parametrize("level", ["medium", "hard", "expert"])
def test_a_winning_move_is_taken_in_classic(level):
    game = blues_four_open_at_e6({"B1": "B", "C1": "B", "D1": "B", "E1": "B"})  # a sequence
    move = choose_move(game, 0, level, rng=random.Random(3), time_budget=0.3)
    assert str(move) == "2H E6"
    assert wins(game, move)


@pytest.mark.parametrize("level", ["medium", "hard", "expert"])
def test_a_first_sequence_is_completed_though_it_does_not_win_yet(level):
    """No win and nothing to block: completing a sequence is still the best move there is."""
    game = blues_four_open_at_e6({})
    move = choose_move(game, 0, level, rng=random.Random(3), time_budget=0.3)
    assert str(move) == "2H E6"
    assert not wins(game, move)


@pytest.mark.parametrize("level", ["medium", "hard", "expert"])
def test_a_winning_move_is_taken_in_kids_and_dice(level):
    game = Game.from_position(
        GameSettings("kids", 3),
        board_diagram("kids", {"B1": "r", "C1": "r", "B2": "y", "C3": "b"}),
        hands={0: ["LION", "GIRAFFE", "FOX"]},
        to_act=0,
    )
    move = choose_move(game, 0, level, rng=random.Random(3), time_budget=0.3)
    assert wins(game, move), str(move)

    dice = Game.from_position(
        GameSettings("dice", 2),
        board_diagram("dice", {"A1": "g", "B1": "g", "C1": "g", "D1": "g", "E1": "g", "A2": "b"}),
        to_act=0,
    )
    dice.roll, dice.pending = (5, 6), True  # an 11: any free space
    move = choose_move(dice, 0, level, rng=random.Random(3), time_budget=0.3)
    assert str(move) == "F1"


def test_medium_keeps_its_one_eyed_jack_while_no_line_of_the_opponent_needs_breaking():
    """Medium spends a one-eyed jack only to break an opponent's line (or when nothing else
    can be played): with green's chips scattered, it plays a card on the board instead."""
    chips = {"C3": "g", "H8": "g", "B9": "g", "A6": "b"}
    hands = {0: ["JH", "3D", "9S", "KC", "QD", "AC", "JS"]}
    game = Game.from_position(GameSettings("classic", 2), board_diagram("classic", chips),
                              hands=hands, to_act=0)
    for seed in range(5):
        move = choose_move(game, 0, "medium", rng=random.Random(seed))
        assert move.card not in ("JH", "JS"), str(move)


def test_medium_extends_its_longest_open_line_with_a_dice_roll():
    """Nothing to win or block: medium's roll of 11 (any free space) goes on its open row of
    three (B2-D2), as its cards would."""
    dice = Game.from_position(
        GameSettings("dice", 2),
        board_diagram("dice", {"B2": "g", "C2": "g", "D2": "g", "A5": "b", "F6": "b"}),
        to_act=0,
    )
    dice.roll, dice.pending = (5, 6), True
    for seed in range(5):
        move = choose_move(dice, 0, "medium", rng=random.Random(seed))
        assert move.space in ("A2", "E2", "F2"), str(move)


@pytest.mark.parametrize("level", ["medium", "hard", "expert"])
def test_an_opponents_open_four_is_blocked(level):
    chips = {"A6": "g", "B6": "g", "C6": "g", "D6": "g"}  # green four, E6 (2H) open
    chips.update({"C3": "b", "H8": "b"})
    settings = GameSettings("classic", 2)
    hands = {0: ["2H", "3D", "9S", "KC", "QD", "AC", "5S"]}
    game = Game.from_position(settings, board_diagram("classic", chips), hands=hands, to_act=0)
    move = choose_move(game, 0, level, rng=random.Random(3), time_budget=0.3)
    assert move.space == "E6", str(move)


@pytest.mark.parametrize("level", ["medium", "hard", "expert"])
def test_a_one_eyed_jack_breaks_a_four_that_cannot_be_blocked_otherwise(level):
    chips = {"A6": "g", "B6": "g", "C6": "g", "D6": "g"}
    settings = GameSettings("classic", 2)
    hands = {0: ["JH", "3D", "9S", "KC", "QD", "AC", "5S"]}
    game = Game.from_position(settings, board_diagram("classic", chips), hands=hands, to_act=0)
    move = choose_move(game, 0, level, rng=random.Random(3), time_budget=0.3)
    assert move.card == "JH" and move.space in ("A6", "B6", "C6", "D6"), str(move)


def after_greens_move(chips: dict[str, str], move: str = "7S B9") -> Game:
    """Two-seat classic with ``chips`` on the board, after green (seat 1) plays ``move``."""
    settings = GameSettings("classic", 2)
    hands = {0: ["3D", "9S", "KC", "QD", "AC", "5S", "4S"], 1: [move.split()[0], "8S", "6S"]}
    hands[1] += ["QC", "KD", "AD", "TD"]
    game = Game.from_position(settings, board_diagram("classic", chips), hands=hands, to_act=1)
    game.play(move)
    return game


def test_inference_from_the_opponents_last_move_is_public_and_sound():
    # green (seat 1) leaves blue's four (E6, 2H) and its own four (E4, 4C) open
    chips = {"A6": "b", "B6": "b", "C6": "b", "D6": "b", "A4": "g", "B4": "g", "C4": "g"}
    chips["D4"] = "g"
    game = after_greens_move(chips)
    seat, missing = inferred_missing(game, 0)
    assert seat == 1
    assert {"2H", "4C", "JC", "JD", "JH", "JS"} <= missing
    assert not missing & set(game.hands[1][:-1])  # sound for every card kept
    for k in range(5):  # the same whatever the hidden cards are
        assert inferred_missing(scrambled(game, 0, k), 0) == (seat, missing)
    world = determinise(game, 0, random.Random(1), (seat, missing))
    assert sum(c in missing for c in world.hands[1]) <= 1
    assert len(world.hands[1]) == len(game.hands[1])
    assert Counter(world.hands[1] + world.draw_pile) == Counter(unseen_cards(game, 0))


def test_the_inference_counts_a_corner_as_a_chip_and_a_line_may_reuse_one_sequence_chip():
    """A line one chip short through a corner (green's A1-A5, open at A5 9C; blue's F10-J10,
    open at F10 9D) and blue's second line reusing one chip of its sequence (E6-I6, open at
    I6 6H) are all threats green would have met if it could: it held none of those cards."""
    chips = {f"{c}6": "B" if c <= "E" else "b" for c in "ABCDEFGH"}
    chips |= {"A2": "g", "A3": "g", "A4": "g", "G10": "b", "H10": "b", "I10": "b"}
    game = after_greens_move(chips)
    assert game.seq_count[0] == 1
    seat, missing = inferred_missing(game, 0)
    assert seat == 1
    assert {"9C", "9D", "6H", "JC", "JD", "JH", "JS"} <= missing


def test_nothing_is_inferred_from_blues_other_four_when_green_blocked_one():
    """Green could block only one of blue's two open fours: that it left the other open says
    nothing about its hand."""
    chips = {"A6": "b", "B6": "b", "C6": "b", "D6": "b", "G10": "b", "H10": "b", "I10": "b"}
    game = after_greens_move(chips, "2H E6")
    assert inferred_missing(game, 0) == (-1, frozenset())


def test_dead_cards_are_turned_in_and_duties_are_done():
    chips = {"B1": "b", "I5": "g"}  # 2S on B1 and I9: both covered below
    chips["G9"] = "g"
    game = Game.from_position(
        GameSettings("classic", 2, strict_draw=True),
        board_diagram("classic", chips),
        hands={0: ["2S", "3D", "9S", "KC", "QD", "AC", "5S"]},
        to_act=0,
    )
    for level in ("medium", "hard", "expert"):
        assert str(choose_move(game, 0, level, rng=random.Random(1), **FAST)) == "dead 2S"
    game.play("3D D3")
    for level in LEVELS:
        assert str(choose_move(game, 0, level, rng=random.Random(1))) == "draw s0"


@pytest.mark.parametrize("players", [2, 3])
def test_the_expert_looks_ahead_while_others_still_owe_their_draw(players):
    # strict draw: the seat before the expert played and has not drawn yet; in the
    # expert's look-ahead everyone draws in the order they played, and nobody loses a card
    game = Game.new(GameSettings("classic", players, strict_draw=True), 10)
    rng = random.Random(3)
    first = game.to_act
    assert first == 0  # so the seat before it is the highest: play order is not seat order
    for turn in range(3 * players):
        seat = game.to_act
        while game.to_act == seat:
            game.play(choose_move(game, seat, "hard", rng=rng))
        if turn < 3 * players - 1:
            game.play(f"draw s{seat}")
    assert game.owed_draws() == ((first - 1) % players,) and game.to_act == first
    for seed in range(6):
        move = choose_move(game, first, "expert", rng=random.Random(seed), time_budget=60,
                           max_iterations=8)
        assert game.is_legal(move)


def test_table_talk_forfeit_gives_up_a_dead_card_before_a_jack():
    game = Game.from_position(
        GameSettings("classic", 4, table_talk=True),
        board_diagram("classic", {"B1": "b", "G9": "g"}),
        hands={0: ["JD", "JH", "2S", "KC", "QD", "AC"]},
        to_act=1,
    )
    game.play("talk 0")
    move = choose_move(game, 0, "hard", rng=random.Random(1))
    assert str(move) == "forfeit s0 2S"


def test_expert_respects_its_time_budget():
    game = Game.new(GameSettings("classic", 2), 9)
    rng = random.Random(2)
    for _ in range(10):
        game.play(choose_move(game, game.to_act, "hard", rng=rng))
    start = time.perf_counter()
    choose_move(game, game.to_act, "expert", rng=rng, time_budget=0.2)
    assert time.perf_counter() - start < 0.2 + 0.25  # one look-ahead past the deadline at most


def test_hint_and_errors():
    game = Game.new(GameSettings("classic", 2), 1)
    assert game.is_legal(hint(game, game.to_act))
    with pytest.raises(ValueError):
        choose_move(game, game.to_act, "grandmaster", rng=random.Random(0))
    with pytest.raises(ValueError):
        choose_move(game, 1 - game.to_act, "hard", rng=random.Random(0))


@pytest.mark.parametrize("variant", ["classic", "kids", "dice"])
@pytest.mark.parametrize("length", [4, 5, 6])
def test_the_lines_are_every_straight_window_of_the_board_once(variant, length):
    """The AI's lines are every run of ``length`` cells across, down and on both diagonals,
    each once (none missing at an edge: the evaluation is blind to a line it does not list),
    and ``through`` lists for each cell exactly the windows containing it."""
    board = BOARDS[variant]
    lines = lines_for(variant, length)
    span_r, span_c = board.rows - length + 1, board.cols - length + 1
    assert len(lines.windows) == board.rows * span_c + span_r * board.cols + 2 * span_r * span_c
    assert len(set(lines.windows)) == len(lines.windows)
    for w, cells in enumerate(lines.windows):
        steps = {b - a for a, b in pairwise(cells)}
        assert len(steps) == 1 and len(cells) == length
        (r0, c0), (r1, c1) = board.row_col(cells[0]), board.row_col(cells[-1])
        dr, dc = (r1 - r0) // (length - 1), (c1 - c0) // (length - 1)
        assert (dr, dc) == DIRECTIONS[lines.direction[w]]
    for cell in range(board.size):
        assert lines.through[cell] == tuple(
            w for w, cells in enumerate(lines.windows) if cell in cells
        )


TWO_PLAYERS = GameSettings("classic", 2)


def _search_with_values(
    monkeypatch, values, settings=TWO_PLAYERS, width=expert.LEARNED_CANDIDATES
) -> tuple[int, list[int]]:
    """Run the expert's search with each look-ahead replaced by ``values(i, k)``, the value of
    candidate ``i`` (the model's order) in world ``k``; the candidate chosen and how many
    worlds each candidate was played in. ``width`` candidates must be searched."""
    game = Game.new(settings, 9)
    rng = random.Random(2)
    for _ in range(10):
        game.play(choose_move(game, game.to_act, "hard", rng=rng))
    seat = game.to_act
    order: list[str] = []
    calls: list[int] = []

    def fake_rollout(branch, *_args):
        move = str(branch.moves[-1])
        if move not in order:
            order.append(move)
            calls.append(0)
        i = order.index(move)
        calls[i] += 1
        return values(i, calls[i] - 1)

    monkeypatch.setattr(expert, "rollout", fake_rollout)
    moves = [m for m in game.legal_moves(seat) if m.kind != "dead"]
    chosen = expert.expert_move(game, seat, moves, random.Random(3), 60.0, 12)
    assert len(order) == width
    return order.index(str(chosen)), calls


def test_the_expert_keeps_its_first_choice_unless_another_is_clearly_better(monkeypatch):
    """The expert switches from the model's first choice only to a candidate better by
    ``LEARNED_SWITCH_Z`` standard errors on the paired worlds: a higher total that is only
    noise does not switch it (the two are played in every one of the ``max_iterations``
    worlds), a steady gain does."""
    def noisy(i, k):
        if i == 2:  # better on average (0.55 against 0.5) but swinging +-0.3 world by world
            return 0.85 if k % 2 else 0.25
        return 0.5 if i == 0 else 0.1

    chosen, calls = _search_with_values(monkeypatch, noisy)
    assert chosen == 0
    assert calls[0] == calls[2] == 12  # max_iterations caps the worlds

    def steady(i, k):
        return {0: 0.5, 2: 0.6}.get(i, 0.1)

    assert _search_with_values(monkeypatch, steady)[0] == 2


def test_the_expert_drops_clearly_worse_candidates_after_enough_worlds(monkeypatch):
    """Every candidate is played in ``MIN_WORLDS`` worlds before any is dropped; then those
    clearly worse than the best go, the search stops with one left and plays it, also when
    the model's first choice was dropped."""
    def values(i, k):
        return {0: 0.0, 3: 0.9}.get(i, 0.5)

    chosen, calls = _search_with_values(monkeypatch, values)
    assert chosen == 3
    assert calls == [expert.MIN_WORLDS] * expert.LEARNED_CANDIDATES


@pytest.mark.parametrize(
    ("settings", "turns"),
    [
        (GameSettings("classic", 2), 1),
        (GameSettings("classic", 3), 2),
        (GameSettings("classic", 4), 3),
        (GameSettings("kids", 2), 3),
        (GameSettings("kids", 3), 2),
        (GameSettings("dice", 2), 1),
        (GameSettings("dice", 4), 3),
    ],
    ids=lambda v: f"{v.variant}-{v.players}" if isinstance(v, GameSettings) else str(v),
)
def test_the_experts_look_ahead_lets_every_other_seat_reply_once(settings, turns):
    """A look-ahead plays every other seat once (with two players the opponent), except in
    2-player Kids: opponent, own move, opponent (README, the expert's row)."""
    assert expert.rollout_turns(Game.new(settings, 1)) == turns


def test_the_chance_to_fill_a_space_comes_from_the_cards_not_seen():
    """Hard's chance that a side can fill a space: for the opponent, that its 7 cards hold one
    of the unseen copies of the space's card or a two-eyed jack (none left in view: 0); for
    itself, 1 with the card in hand, else the chance of drawing one next."""
    e4 = BOARDS["classic"].parse_space("E4")  # a 4C space

    def analysis(hand):
        game = Game.from_position(GameSettings("classic", 2), board_diagram("classic", {}),
                                  hands={0: hand})
        assert len(game.hands[1]) == 7
        return Analysis(game, 0)

    plain = analysis(["2S", "3S", "4S", "5S", "6S", "7S", "8S"])
    unseen, outs = 104 - 7, 2 + 4  # two 4C and four two-eyed jacks unseen
    assert plain.chance(1, e4) == pytest.approx(1 - math.comb(unseen - outs, 7)
                                                / math.comb(unseen, 7))
    assert plain.chance(0, e4) == pytest.approx(outs / unseen)
    assert analysis(["4C", "3S", "4S", "5S", "6S", "7S", "8S"]).chance(0, e4) == 1.0
    every_out = analysis(["4C", "4C", "JD", "JD", "JC", "JC", "8S"])
    assert every_out.chance(1, e4) == 0.0


@pytest.mark.parametrize(("label", "ways"), [("2", 1), ("7", 6), ("12", 1), ("5", 4)])
def test_in_dice_the_chance_to_fill_a_space_is_the_chance_to_roll_it(label, ways):
    """In Dice a side fills a free space next turn by rolling its number or an 11 (wild)."""
    game = Game.new(GameSettings("dice", 2), 1)
    cell = game.board.labels.index(label)
    for side in (0, 1):
        assert Analysis(game, 0).chance(side, cell) == pytest.approx((ways + 2) / 36)


def test_the_evaluation_counts_corners_and_never_reuses_a_sequence():
    """Hard's evaluation: a corner counts as a chip of every side (the corner A10 and A9 A8
    make A7 a four, worth at least a threat), and a window sharing two cells with one of the
    side's sequences in its direction is worth nothing (F1 beside the sequence A1-E1 makes no
    second sequence)."""
    board = BOARDS["classic"]
    chips = {"B1": "B", "C1": "B", "D1": "B", "E1": "B", "A9": "b", "A8": "b",
             "H8": "g", "G7": "g"}
    game = Game.from_position(GameSettings("classic", 2), board_diagram("classic", chips),
                              hands={0: ["2S", "3S", "4S", "5S", "6S", "7S", "8S"]})
    assert game.seq_count[0] == 1
    a = Analysis(game, 0)
    assert a.delta(board.parse_space("A7"), a.side) >= a.threat
    assert a.delta(board.parse_space("F1"), a.side) < a.threat


def test_nothing_is_inferred_beyond_two_seats_or_without_cards():
    """The inference from the opponent's last move is for two-seat card games only; elsewhere
    (three seats, Dice) it says so: no seat, no cards."""
    for settings in (GameSettings("classic", 3), GameSettings("dice", 2)):
        game = Game.new(settings, 3)
        rng = random.Random(3)
        for _ in range(12):
            game.play(choose_move(game, game.to_act, "hard", rng=rng))
        assert inferred_missing(game, game.to_act) == (-1, frozenset())


def test_without_learned_weights_the_expert_searches_hards_best_moves(monkeypatch):
    """In a game the learned model has no weights for (three teams of two), the expert still
    searches: ``CANDIDATES`` of the hard evaluation's best moves, switching to one that is
    steadily better."""
    def steady(i, k):
        return {0: 0.5, 2: 0.6}.get(i, 0.1)

    three_teams = GameSettings("classic", 6, sides=3)
    chosen, _ = _search_with_values(monkeypatch, steady, three_teams, expert.CANDIDATES)
    assert chosen == 2
