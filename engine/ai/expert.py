"""The expert player: determinised Monte Carlo search guided by an evaluation.

In the games the learned win chance (``engine.ai.learned``) has weights for
(classic with two players, two teams of two or three players; 2-player Sequence
for Kids) the evaluation is that model: its ``LEARNED_CANDIDATES`` best moves are searched,
each leaf is scored by the model's value of this seat's best next move, and
the model's first choice is kept unless another candidate beats it by
``LEARNED_SWITCH_Z`` standard errors. In 2-player Sequence Dice the choice after a roll is
searched exactly with the dice model instead (``engine.ai.dice_learned.search``: every
total of the next roll by its chance). Everywhere else, as follows.

For each decision the hard evaluation, with the expert's own weights
(``EXPERT``) and what the opponent's last move shows about its hand
(``engine.ai.view.inferred_missing``: in two-seat card games, the cards it
surely did not hold), ranks the candidate moves and the best few are
searched. Each iteration samples one *world* consistent with what this seat
can see (``engine.ai.view.determinise``: the other hands and the draw pile
dealt at random from the cards this seat has not seen, the opponent holding
at most one of the inferred missing cards, fresh dice), plays every
remaining candidate in that world, lets every seat play on for a few turns
with the hard player's fast policy (with a little noise, the same random
numbers for every candidate), and scores the result with the hard
evaluation turned into a win chance. Candidates clearly worse than the best
are dropped as the evidence comes in. The base choice (the best by the
evaluation) is kept unless another candidate beats it clearly on the paired
differences (``SWITCH_Z`` standard errors). Because worlds are re-sampled
every iteration, the search never relies on cards it cannot see
(information-set sampling, as in determinised MCTS).
"""

from __future__ import annotations

import math
import random
import time

from engine.ai import dice_learned, learned
from engine.ai.evaluate import WIN, Analysis, Params
from engine.ai.players import score_moves
from engine.ai.tactics import find as find_tactic
from engine.ai.view import determinise, inferred_missing
from engine.game import Game
from engine.moves import CHOOSE, DEAD, DRAW, PASS, PLAY, ROLL, Move

CANDIDATES = 8
"""How many of the hard player's best moves the search considers."""
ROLLOUT_MIN_TURNS = 1
"""Fewest turns a look-ahead plays after the candidate."""
KIDS_TURNS = 3
"""Turns a look-ahead plays in 2-player Sequence for Kids: the opponent, this seat, the
opponent (400 games against hard on the same deals: 54.7% against 48.7% with one turn)."""
LEAF_OWN_BONUS = 0.8
"""Threat bonus of one's own lines at a leaf (this seat is to act there)."""
LEAF_OPPONENT_BONUS = 0.5
"""Threat bonus of the opponents' lines at a leaf."""
LEAF_PLAN = 1.6
"""At a leaf, a line's worth is multiplied by this for each of its spaces that a held card fits."""
SWITCH_Z = 3.0
"""The base choice is replaced only by a candidate better by this many standard errors (one
standard error switched on noise and cost strength; see the README)."""
MIN_WORLDS = 4
"""Worlds every candidate is played in before any is dropped."""
PRUNE_Z = 2.0
"""A candidate is dropped when its paired loss to the best exceeds this many standard errors."""
PRUNE_MARGIN = 0.002
"""... and this much win chance."""
SCALE = 1500.0
"""Evaluation points per logistic unit when turning a score into a win chance."""
NOISE = 25.0
"""Random spread added to the hard scores in the look-ahead policy."""
EXPERT = Params(threat=300.0, remove_cost=300.0)
"""The expert's own evaluation weights (tuned against hard by self-play; hard keeps its own)."""
LEARNED_CANDIDATES = 10
"""How many of the learned model's best moves the search considers (where
``learned.applies``)."""
LEARNED_SWITCH_Z = 2.0
"""With the learned model, the standard errors by which another candidate must beat the
model's first choice."""
SAFETY = 0.85
"""Share of the time budget the search may use (the rest covers the last iteration)."""


TEAM_TURNS = 3
"""Turns a look-ahead plays in classic games of two teams of two with the learned model:
3 is every other seat once (opponent, partner, opponent); 1 only the next opponent, the leaf
then valued by the partner's best move (research, see the README's session 12)."""
ROLLOUT_TACTICS = 0
"""Whether the seats replying in a look-ahead keep to the win or forced block
(``engine.ai.tactics``), as every real opponent from medium up does (1), or play hard's
noisy fast evaluation alone (0, shipped). The noisy reply misses about one forced block in
ten, so a four the opponent would always block looks better than it is; keeping to the
tactics costs 13–19% more CPU a game and changed nothing measurable against hard
(session 13, engine/ai/README.md), so it is a research option (``benchmarks.arena
--expert-set ROLLOUT_TACTICS=1``)."""


def rollout_turns(game: Game) -> int:
    """Turns each look-ahead plays after the candidate: every other seat once, so this
    seat is to act at the leaf; in 2-player kids games ``KIDS_TURNS``, where a line is
    four long and the next own move often decides; in two teams of two with the learned
    model ``TEAM_TURNS``."""
    if game.settings.variant == "kids" and game.n_seats == 2:
        return KIDS_TURNS
    if learned.kind_of(game) == "teams":
        return TEAM_TURNS
    return max(ROLLOUT_MIN_TURNS, game.n_seats - 1)


def _policy(world: Game, rng: random.Random) -> Move:
    """A look-ahead's move for the seat to act: hard's fast evaluation with noise (within
    the win or forced block, if any, with ``ROLLOUT_TACTICS``)."""
    seat = world.to_act
    moves = world.legal_moves()
    if len(moves) == 1:
        return moves[0]
    for m in moves:
        if m.kind in (DEAD, DRAW, ROLL):
            return m
    if ROLLOUT_TACTICS:
        tactic = find_tactic(world, seat, moves)
        if tactic is not None:
            moves = list(tactic.moves)
            if len(moves) == 1:
                return moves[0]
    scored = score_moves(world, seat, moves, fast=True)
    return max(scored, key=lambda t: t[0] + NOISE * rng.random())[1]


def _value(world: Game, seat: int) -> float:
    side = world.side_of[seat]
    if world.outcome is not None:
        winner = world.outcome.winner
        return 0.5 if winner is None else (1.0 if winner == side else 0.0)
    score = Analysis(
        world,
        seat,
        light=True,
        own_bonus=LEAF_OWN_BONUS,
        opponent_bonus=LEAF_OPPONENT_BONUS,
        plan=LEAF_PLAN,
    ).score()
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, score / SCALE))))


def rollout(
    world: Game,
    seat: int,
    rng: random.Random,
    turns: int,
    model: learned.Position | None = None,
) -> float:
    """Play ``turns`` turns in ``world`` with the noisy hard policy; the win chance of ``seat``
    (by the learned model's best next move with ``model``, the root position it saves
    rescanning, else by the hard evaluation)."""
    while world.outcome is None and turns > 0:
        if world.owed_forfeits():
            break
        for s in world.owed_draws():  # everyone draws, in the order they played
            world.play(Move(DRAW, seat=s))
        move = _policy(world, rng)
        before = world.to_act
        world.play(move)
        if move.kind in (PLAY, CHOOSE, PASS) or world.to_act != before:
            turns -= 1
    if model is not None:
        return _learned_value(world, seat, model)
    return _value(world, seat)


def _learned_value(world: Game, seat: int, like: learned.Position) -> float:
    """``seat``'s win chance by the learned model after the best move of the seat to act,
    when that is ``seat`` or a partner (else by the hard evaluation)."""
    actor = world.to_act
    if (world.outcome is None and world.side_of[actor] == world.side_of[seat]
            and not world.owed_forfeits()):
        ranked = learned.ranked_moves(world, actor, like)
        if ranked[0][1].kind == DEAD:
            world.play(ranked[0][1])
            if world.outcome is not None or world.to_act != actor:
                return _value(world, seat)
            ranked = learned.ranked_moves(world, actor, like)
        if ranked[0][1].kind == PLAY:
            return learned.win_chance(ranked[0][0])
    return _value(world, seat)


def expert_move(
    game: Game,
    seat: int,
    moves: list[Move],
    rng: random.Random,
    budget: float,
    max_iterations: int | None = None,
) -> Move:
    """Search the evaluation's best candidates in sampled worlds for about ``budget`` seconds.

    Every sampled world is played out after each remaining candidate with the
    same random numbers, so candidates are compared pairwise on equal luck; a
    candidate clearly worse than the best (by the paired differences) is
    dropped. ``max_iterations`` also stops the search after that many worlds
    (with a generous budget this makes the choice reproducible).
    """
    start = time.perf_counter()
    deadline = start + budget * SAFETY
    for m in moves:
        if m.kind in (DEAD, DRAW, ROLL):
            return m
    if dice_learned.applies(game):
        return dice_learned.search(game, seat, moves, budget)
    missing = inferred_missing(game, seat)
    model = learned.Position(game, seat) if learned.applies(game) else None
    if model is not None:
        scored = learned.ranked_moves(game, seat, model)
        allowed = set(moves)
        scored = [t for t in scored if t[1] in allowed] or [(0.0, m) for m in moves]
        if len(scored) == 1 or scored[0][0] >= learned.CERTAIN - 1:
            return scored[0][1]
        width, switch_z = LEARNED_CANDIDATES, LEARNED_SWITCH_Z
    else:
        a = Analysis(game, seat, params=EXPERT, missing=missing[1])
        scored = score_moves(game, seat, moves, a=a, params=EXPERT)
        scored.sort(key=lambda t: t[0], reverse=True)
        if len(scored) == 1 or scored[0][0] >= WIN / 2:
            return scored[0][1]
        width, switch_z = CANDIDATES, SWITCH_Z
    candidates = [m for _, m in scored[:width]]
    values: list[list[float]] = [[] for _ in candidates]
    alive = list(range(len(candidates)))
    turns = rollout_turns(game)
    limit = max_iterations if max_iterations is not None else 1 << 62
    n = 0
    while n < limit and len(alive) > 1:
        world = determinise(game, seat, rng, missing)
        seed = rng.getrandbits(64)
        for i in alive:
            if time.perf_counter() >= deadline:
                break
            branch = world.clone()
            branch.play(candidates[i])
            values[i].append(rollout(branch, seat, random.Random(seed), turns, model))
        else:
            n += 1
            alive = _prune(alive, values, n)
            continue
        break
    if n == 0:
        return candidates[0]
    if 0 not in alive:
        return candidates[max(alive, key=lambda j: (sum(values[j][:n]), -j))]
    best, best_gain = 0, 0.0
    for j in alive[1:]:
        mean, se = _paired(values[j], values[0], n)
        if mean > switch_z * se and mean > best_gain:
            best, best_gain = j, mean
    return candidates[best]


def _paired(a: list[float], b: list[float], n: int) -> tuple[float, float]:
    """Mean and standard error of ``a - b`` over the first ``n`` paired worlds."""
    diffs = [x - y for x, y in zip(a[:n], b[:n], strict=True)]
    mean = sum(diffs) / n
    if n < 2:
        return mean, math.inf
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean, math.sqrt(var / n)


def _prune(alive: list[int], values: list[list[float]], n: int) -> list[int]:
    """Drop candidates whose paired loss to the current best is clearly significant."""
    if n < MIN_WORLDS:
        return alive
    best = max(alive, key=lambda j: (sum(values[j][:n]), -j))
    keep = []
    for j in alive:
        if j == best:
            keep.append(j)
            continue
        mean, se = _paired(values[best], values[j], n)
        if mean <= PRUNE_Z * se + PRUNE_MARGIN:
            keep.append(j)
    return keep
