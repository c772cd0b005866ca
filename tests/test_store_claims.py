"""Claims on work any bot process may pick up: one holder at a time, lapsing leases, on both
backends (PostgreSQL with two stores, as two processes have)."""

import asyncio

import pytest

SETTINGS = {"variant": "classic", "players": 2}


async def test_one_owner_holds_a_claim_until_it_is_released_or_lapses(store):
    assert await store.claim(1, "computer", "a", seconds=10, now=1000)
    assert not await store.claim(1, "computer", "b", seconds=10, now=1005)
    assert await store.claim_holder(1, "computer", now=1005) == "a"
    assert await store.claim(1, "computer", "a", seconds=10, now=1005)  # renewed by its owner
    assert await store.claim(1, "clock", "b", seconds=10, now=1005)  # another kind, another game
    assert await store.claim(2, "computer", "b", seconds=10, now=1005)
    assert not await store.claim(1, "computer", "b", seconds=10, now=1014.9)
    assert await store.claim(1, "computer", "b", seconds=10, now=1015)  # a's lease lapsed
    assert not await store.release(1, "computer", "a")  # no longer a's to give back
    assert await store.release(1, "computer", "b")
    assert await store.claim_holder(1, "computer", now=1015) is None
    assert await store.claim(1, "computer", "a", seconds=10, now=1015)
    assert await store.release_all("b") == 2
    assert await store.claim_holder(2, "computer", now=1015) is None
    with pytest.raises(ValueError):
        await store.claim(1, "lunch", "a", seconds=10)


async def test_of_many_asking_at_once_exactly_one_gets_the_claim(backend):
    stores = [backend.store() for _ in range(4)]
    for one in stores:
        await one.open()
    try:
        for game in range(1, 6):
            got = await asyncio.gather(*(one.claim(game, "announce", f"p{n}", seconds=30)
                                         for n, one in enumerate(stores)))
            assert sum(got) == 1
    finally:
        for one in stores:
            await one.close()


async def test_games_with_computers_are_the_active_ones_with_a_computer_seat(store):
    ids = []
    for computer in (True, False, True):
        game = await store.create_game(guild_id=10, channel_id=20, host_id=1, variant="classic",
                                       settings=SETTINGS, seed=42)
        await store.add_seat(game.id, user_id=1, display_name="ada")
        await store.add_seat(game.id, user_id=None if computer else 2, display_name="x",
                             is_computer=computer, computer_level="easy" if computer else None)
        ids.append(game.id)
    for game_id in ids[:2]:
        await store.start_game(game_id)
    assert await store.games_with_computers() == [ids[0]]


async def test_a_claim_taken_over_while_held_is_logged_when_given_back(store, caplog):
    """A process whose event loop stalls past its lease may find, when it gives the claim
    back, that another process took the work over meanwhile: both may have done it, and that
    is said in the log (a warning naming the game), where it was silent before."""
    import logging
    import time

    from cogs.claims import Claims

    a = Claims(store, shared=True, seconds=10, owner="a")
    async with a.hold(7, "announce") as held:
        assert held
        # b asks after a's lease has lapsed unrenewed
        assert await store.claim(7, "announce", "b", seconds=10, now=time.time() + 11)
    warnings = [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING]
    assert warnings == ["the announce claim of game 7 went to another process while this "
                        "one held it"]
    async with a.hold(8, "announce") as held:
        assert held
    assert len([r for r in caplog.records if r.levelno == logging.WARNING]) == 1


async def test_a_renewal_extends_a_live_claim_and_never_takes_one_anew(store):
    assert await store.claim(3, "announce", "a", seconds=10, now=1000)
    assert await store.renew_claim(3, "announce", "a", seconds=10, now=1009)  # to 1019
    assert not await store.claim(3, "announce", "b", seconds=10, now=1018)
    assert not await store.renew_claim(3, "announce", "b", seconds=10, now=1018)  # not b's
    # a stalls past its lease: lapsed, a renewal no longer holds it...
    assert not await store.renew_claim(3, "announce", "a", seconds=10, now=1019)
    # ...nor after b took the work over and gave it back (the row is gone, not a's again)
    assert await store.claim(3, "announce", "b", seconds=10, now=1020)
    assert await store.release(3, "announce", "b")
    assert not await store.renew_claim(3, "announce", "a", seconds=10, now=1021)
    assert await store.claim_holder(3, "announce", now=1021) is None


async def test_a_process_whose_lease_lapsed_learns_it_before_acting(store):
    """``Claims.still_held``, asked right before work that must be done once: a process
    whose event loop stalled past its lease, while another process did the work and gave
    the claim back, is told it no longer holds it (a renewal used to take it anew)."""
    import time

    from cogs.claims import Claims

    a = Claims(store, shared=True, seconds=10, owner="a")
    assert await Claims(store, shared=False).still_held(5, "announce")  # alone: always
    async with a.hold(5, "announce") as held:
        assert held and await a.still_held(5, "announce")
        later = time.time() + 11  # a's lease has lapsed: b shows the game, gives it back
        assert await store.claim(5, "announce", "b", seconds=10, now=later)
        assert await store.release(5, "announce", "b")
        assert not await a.still_held(5, "announce")
