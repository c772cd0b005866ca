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


async def test_at_the_instant_a_lease_ends_nobody_holds_the_claim_and_another_may_take_it(
        store):
    assert await store.claim(4, "clock", "a", seconds=10, now=1000)
    assert await store.claim_holder(4, "clock", now=1009.999) == "a"
    assert await store.claim_holder(4, "clock", now=1010) is None  # lapsed: as claim sees it
    assert await store.claim(4, "clock", "b", seconds=10, now=1010)
    assert await store.claim_holder(4, "clock", now=1010) == "b"


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


async def test_a_process_that_waits_for_a_claim_does_the_work_after_its_holder(store):
    """Two processes wanting the same game's work (say, showing a stored move): the second
    waits while the first holds it and does its part only once the first has given it back,
    never both at once."""
    from cogs.claims import Claims

    a = Claims(store, shared=True, seconds=5, owner="a")
    b = Claims(store, shared=True, seconds=5, owner="b")
    order: list[str] = []
    b_was_refused = asyncio.Event()
    claim = store.claim

    async def spied_claim(game_id, kind, owner, **kw):
        got = await claim(game_id, kind, owner, **kw)
        if owner == "b" and not got:
            b_was_refused.set()
        return got

    store.claim = spied_claim

    async def second() -> None:
        async with b.hold(4, "announce", wait=True) as held:
            order.append(f"b {held}")

    async with a.hold(4, "announce") as held:
        order.append(f"a {held}")
        waiting = asyncio.create_task(second())
        # b asked while a held it, and was told to wait (10 s: a guard, not a pace)
        await asyncio.wait_for(b_was_refused.wait(), 10)
        order.append("a done")
    await waiting
    assert order == ["a True", "a done", "b True"]
    assert await store.claim_holder(4, "announce") is None  # b gave it back too


async def test_a_long_piece_of_work_keeps_its_claim_past_the_lease(store):
    """A holder renews its claim while it works (a computer thinking, a slow Discord), so
    another process cannot take the work over after one lease; and a process that waits for
    it longer than a lease and a bit gives up, doing nothing."""
    from cogs.claims import Claims

    a = Claims(store, shared=True, seconds=0.6, owner="a")
    b = Claims(store, shared=True, seconds=0.6, owner="b")
    renewals = 0
    enough = asyncio.Event()
    renew = store.renew_claim

    async def counted_renew(*args, **kw):
        nonlocal renewals
        held = await renew(*args, **kw)
        renewals += held
        if renewals >= 4:  # four thirds of a lease: unrenewed, it would have lapsed
            enough.set()
        return held

    store.renew_claim = counted_renew
    async with a.hold(6, "computer") as held:
        assert held
        await asyncio.wait_for(enough.wait(), 10)
        assert not await store.claim(6, "computer", "b", seconds=0.6)
        async with b.hold(6, "computer", wait=True) as b_held:
            assert not b_held  # gave up after a lease and a bit: a still works
        assert await store.claim_holder(6, "computer") == "a"
    assert await store.claim_holder(6, "computer") is None


async def test_work_of_a_process_that_died_holding_it_passes_on_once_its_lease_lapses(store):
    """A process that dies holding a claim never renews nor gives it back: another process
    not waiting for it is refused at once (it must not do the work too); one waiting gets it
    once the lease lapses. A process that closes gives back all it holds at once."""
    from cogs.claims import Claims

    a = Claims(store, shared=True, seconds=0.5, owner="a")
    b = Claims(store, shared=True, seconds=0.5, owner="b")
    assert await a.take(7, "computer")  # and a dies
    async with b.hold(7, "computer") as held:
        assert not held
    async with b.hold(7, "computer", wait=True) as held:
        assert held
        assert await store.claim_holder(7, "computer") == "b"
    assert await store.claim_holder(7, "computer") is None
    assert await a.take(8, "computer") and await a.take(9, "clock")
    await a.release_all()  # a closes
    assert await b.take(8, "computer") and await b.take(9, "clock")


async def test_a_process_that_cannot_check_its_claim_goes_on_with_the_work(store, caplog):
    """``Claims.still_held`` when the database does not answer: not knowing, the process
    does the work rather than leave it undone, as before the check, and says so in the log."""
    from cogs.claims import Claims
    from data import StoreUnavailableError

    a = Claims(store, shared=True, seconds=10, owner="a")
    assert await a.take(5, "announce")

    async def unreachable(*args, **kw):
        raise StoreUnavailableError("connection refused")

    store.renew_claim = unreachable
    assert await a.still_held(5, "announce")
    assert "checking the announce claim of game 5 failed" in caplog.text
