"""Property tests over random complete games of every variant and table size."""

import random
from collections import Counter
from itertools import combinations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import Game, GameSettings
from engine.cards import classic_deck, kids_deck
from engine.sequences import CORNER

TABLES = [
    ("classic", 2, 2),
    ("classic", 3, 3),
    ("classic", 4, 2),
    ("classic", 6, 2),
    ("classic", 6, 3),
    ("classic", 8, 2),
    ("classic", 9, 3),
    ("classic", 10, 2),
    ("classic", 12, 2),
    ("classic", 12, 3),
    ("kids", 2, 2),
    ("kids", 3, 3),
    ("kids", 4, 4),
    ("dice", 2, 2),
    ("dice", 3, 3),
    ("dice", 4, 2),
]
MAX_PLIES = 3000


def card_multiset(game):
    cards = list(game.draw_pile)
    for seat in range(game.n_seats):
        cards += game.hands[seat] + game.discards[seat]
    return Counter(cards)


def play_random(game, rng, check):
    """Play random legal moves (and random optional-rule moves) to the end."""
    s = game.settings
    while not game.is_over and game.ply < MAX_PLIES:
        locked_before = {c: game.chips[c] for c, n in enumerate(game.locked) if n}
        move = None
        if s.table_talk and not game.pending_forfeits and rng.random() < 0.02:
            move = f"talk {rng.randrange(s.sides)}"
        elif s.strict_draw and game.pending_draws and rng.random() < 0.8:
            move = f"draw s{rng.choice(sorted(game.pending_draws))}"
        else:
            move = rng.choice(game.legal_moves())
        game.play(move)
        if not s.advanced_jack:
            for cell, owner in locked_before.items():
                assert game.chips[cell] == owner, "a locked chip was removed"
        check(game)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(TABLES), st.integers(0, 2**32 - 1))
def test_random_games_conserve_cards_keep_hands_full_end_and_replay(table, seed):
    variant, players, sides = table
    game = Game.new(GameSettings(variant, players, sides), seed)
    rng = random.Random(seed)
    deck = Counter(classic_deck() if variant == "classic" else kids_deck())

    def check(g):
        # Each side's tally is its sequences, and a game is won exactly when a tally
        # reaches what the table needs (a fresh deal starts every side at none).
        counts = Counter(seq.side for seq in g.sequences)
        assert g.seq_count == [counts[side] for side in range(sides)]
        reached = [side for side in range(sides) if counts[side] >= g.settings.sequences_to_win]
        won = g.outcome is not None and g.outcome.termination == "sequence"
        assert reached == ([g.outcome.winner] if won else [])
        if variant == "dice":
            return
        assert card_multiset(g) == deck
        total_in_hands = sum(len(h) for h in g.hands)
        for seat in range(g.n_seats):
            # Hands stay full unless every card is out of the draw and discard piles.
            if g.draw_pile or any(g.discards):
                assert len(g.hands[seat]) == g.settings.hand_size or total_in_hands == sum(
                    deck.values()
                )

    play_random(game, rng, check)
    assert game.is_over, f"no end after {MAX_PLIES} moves"
    again = Game.replay(game.settings, seed, [str(m) for m in game.moves])
    assert again.fingerprint() == game.fingerprint()
    assert Game.from_json(game.to_json()).fingerprint() == game.fingerprint()


@settings(max_examples=25, deadline=None)
@given(
    st.sampled_from([(4, 2), (6, 3), (8, 2)]),
    st.booleans(),
    st.booleans(),
    st.integers(0, 2**32 - 1),
)
def test_random_games_with_optional_rules(table, advanced, strict, seed):
    players, sides = table
    s = GameSettings(
        "classic", players, sides, advanced_jack=advanced, table_talk=True, strict_draw=strict
    )
    game = Game.new(s, seed)
    deck = Counter(classic_deck())

    def check(g):
        assert card_multiset(g) == deck
        assert all(len(h) <= s.hand_size for h in g.hands)

    play_random(game, random.Random(seed), check)
    assert game.is_over
    again = Game.replay(s, seed, game.moves)
    assert again.fingerprint() == game.fingerprint()


@settings(max_examples=25, deadline=None)
@given(st.sampled_from([(2, 2), (3, 3), (4, 2), (6, 3)]), st.integers(0, 2**32 - 1))
def test_strict_draw_drawing_in_the_order_owed_never_costs_a_card(table, seed):
    # Players draw late (after others played), but in the order ``owed_draws`` lists and
    # before the turn after theirs is over: then every hand is full whenever nobody owes a
    # draw, as with automatic draws.
    players, sides = table
    s = GameSettings("classic", players, sides, strict_draw=True)
    game = Game.new(s, seed)
    rng = random.Random(seed)
    while not game.is_over and game.ply < MAX_PLIES:
        owed = game.owed_draws()
        move = rng.choice([m for m in game.legal_moves() if m.kind != "draw"])
        if owed and (len(owed) == 2 or move.kind == "pass" or rng.random() < 0.5):
            game.play(f"draw s{owed[0]}")
        else:
            game.play(move)
        if not game.owed_draws() and (game.draw_pile or any(game.discards)):
            assert all(len(h) == s.hand_size for h in game.hands), game.moves[-4:]


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(TABLES[:3] + TABLES[10:]), st.integers(0, 2**32 - 1), st.data())
def test_snapshots_hide_other_hands_and_illegal_moves_change_nothing(table, seed, data):
    variant, players, sides = table
    game = Game.new(GameSettings(variant, players, sides), seed)
    rng = random.Random(seed)
    for _ in range(data.draw(st.integers(0, 60))):
        if game.is_over:
            break
        game.play(rng.choice(game.legal_moves()))
    public = game.snapshot()
    assert public.hand is None
    if variant != "dice":
        viewer = data.draw(st.integers(0, players - 1))
        mine = game.snapshot(viewer)
        assert [c.card for c in mine.hand] == list(game.hands[viewer])
        assert public == game.snapshot()
        assert "hand=None" in repr(public)
    # A random space name and card never corrupt the game.
    before = game.fingerprint()
    bogus = data.draw(
        st.sampled_from(["QS A1", "JH A1", "2S J10", "roll", "A1", "pass", "dead AS"])
    )
    try:
        game.play(bogus)
    except ValueError:
        assert game.fingerprint() == before


def _line_length_after(game, move):
    """The longest run of the mover's chips (and corners) that a placing move would make."""
    if move.kind != "play" or move.card in ("JH", "JS"):
        return 0
    cell = game.cell_of(move.space)
    side = game.side_of[game.to_act]
    best = 0
    for direction in range(4):
        run = 1
        for step in (game.steps[direction], game.steps[direction + 4]):
            c = step[cell]
            while c >= 0 and game.chips[c] in (side, CORNER):
                run += 1
                c = step[c]
        best = max(best, run)
    return best


@settings(max_examples=60, deadline=None)
@given(st.sampled_from([(2, 2), (4, 2), (6, 2)]), st.booleans(), st.integers(0, 2**32 - 1))
def test_a_recorded_sequence_is_fixed(table, advanced, seed):
    """Players who grow their longest lines: recorded sequences never change or vanish
    (but by the advanced jack's removal), and no two of one side share more than one space."""
    players, sides = table
    game = Game.new(GameSettings("classic", players, sides, advanced_jack=advanced), seed)
    rng = random.Random(seed)
    while not game.is_over and game.ply < MAX_PLIES:
        before = set(game.sequences)
        moves = game.legal_moves()
        if rng.random() < 0.8:
            move = max(moves, key=lambda m: (_line_length_after(game, m), rng.random()))
        else:
            move = rng.choice(moves)
        event = game.play(move)
        after = set(game.sequences)
        for gone in before - after:
            assert advanced and event.kind == "remove" and event.cell in gone.cells
        assert {s.cells for s in after - before} == {s.cells for s in event.new_sequences}
        for a, b in combinations(game.sequences, 2):
            if a.side == b.side:
                assert len(set(a.cells) & set(b.cells)) <= 1
    assert game.is_over


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(TABLES), st.integers(0, 2**32 - 1))
def test_a_kept_snapshot_is_always_the_current_position(table, seed):
    """Snapshots are made once a position: every one asked for, by every seat, is the one
    a fresh copy of the game would make, also after a copy's hidden cards were changed."""
    from engine.ai.view import determinise

    variant, players, sides = table
    game = Game.new(GameSettings(variant=variant, players=players, sides=sides), seed)
    rng = random.Random(seed)
    viewers = [None, *range(players)]

    def fresh(g, viewer):
        return Game.replay(g.settings, g.seed, g.moves).snapshot(viewer)

    while not game.is_over and game.ply < 60:
        viewer = rng.choice(viewers)
        first = game.snapshot(viewer)
        assert game.snapshot(viewer) is first
        assert first == fresh(game, viewer)
        if game.to_act is not None and rng.random() < 0.3:
            other = (game.to_act + 1) % players
            game.snapshot(other)  # kept by the game: the copy must not take it
            world = determinise(game, game.to_act, rng)
            assert world.snapshot(other) == world._make_snapshot(other)
            assert game.snapshot(other) == fresh(game, other)
        game.play(rng.choice(game.legal_moves()))
    assert game.snapshot() == fresh(game, None)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(TABLES), st.integers(0, 2**32 - 1), st.integers(0, 400))
def test_a_position_prints_and_loads_back(table, seed, stop):
    """A position's text form (``Game.diagram``) loads back to the same chips and the same
    fixed sequences, at any point of a game: what a bug report quotes is the position. The
    players mostly grow their longest lines, so sequences overlap and lines run past five."""
    variant, players, sides = table
    game = Game.new(GameSettings(variant=variant, players=players, sides=sides), seed)
    rng = random.Random(seed)
    while not game.is_over and game.ply < stop:
        before = game.clone()
        moves = game.legal_moves()
        if variant == "classic" and rng.random() < 0.8:
            move = max(moves, key=lambda m: (_line_length_after(game, m), rng.random()))
        else:
            move = rng.choice(moves)
        game.play(move)
        if game.is_over:
            game = before  # a won position is refused by the loader: keep the one before
            break
    again = Game.from_position(game.settings, game.diagram())
    assert again.chips == game.chips
    assert set(again.sequences) == set(game.sequences)
    assert again.diagram() == game.diagram()
