"""Hand panels in use, shared through the store by bots on one database: a use counts until its
time, the latest use wins, and a use from a DM ends it (both backends)."""


async def test_a_panel_use_counts_until_its_time_and_a_dm_use_ends_it(store):
    await store.watch_panel(3, 11, until=1100)
    await store.watch_panel(3, 12, until=1050)
    await store.watch_panel(4, 13, until=1100)
    assert await store.panel_watchers(3, now=1000) == {11, 12}
    assert await store.panel_watchers(3, now=1050) == {11}  # 12's use no longer counts
    await store.watch_panel(3, 12, until=1200)  # used again
    assert await store.panel_watchers(3, now=1050) == {11, 12}
    await store.watch_panel(3, 11, until=None)  # then played from a DM
    assert await store.panel_watchers(3, now=1000) == {12}
    assert await store.panel_watchers(4, now=1000) == {13}
    assert await store.panel_watchers(5, now=1000) == frozenset()


async def test_a_panel_used_now_counts_until_a_moment_before_its_time(store):
    now = 1_764_000_000.5  # a real unix time: the store keeps milliseconds
    await store.watch_panel(3, 11, until=now + 120)
    assert await store.panel_watchers(3, now=now + 119.9) == {11}
    assert await store.panel_watchers(3, now=now + 120) == frozenset()
