"""Property: whatever plies are submitted, the log holds exactly the accepted ones, in order."""

import asyncio

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from data import DuplicateMoveError, PlyOutOfOrderError


async def submit_all(backend, attempts):
    accepted, errors = [], []
    async with backend.store() as store:  # one database for all examples, a new game each
        game = await store.create_game(guild_id=1, channel_id=1, host_id=1, variant="classic",
                                       settings={}, seed=0)
        await store.add_seat(game.id, user_id=1, display_name="a")
        await store.start_game(game.id)
        for index, ply in enumerate(attempts):
            try:
                await store.record_move(game.id, ply, f"move {index}", 0)
                accepted.append(f"move {index}")
            except (DuplicateMoveError, PlyOutOfOrderError) as error:
                errors.append((ply, type(error)))
        moves = (await store.load_game(game.id)).moves
    return accepted, errors, moves


@settings(max_examples=40, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(attempts=st.lists(st.integers(min_value=0, max_value=8), max_size=25))
def test_the_log_is_exactly_the_accepted_moves(backend, attempts):
    accepted, errors, moves = asyncio.run(submit_all(backend, attempts))
    assert moves == tuple(accepted)
    expected_errors, count = [], 0
    for ply in attempts:
        if ply == count:
            count += 1
        else:
            expected_errors.append(
                (ply, DuplicateMoveError if ply < count else PlyOutOfOrderError)
            )
    assert len(moves) == count
    assert errors == expected_errors
