"""Answers owed to interactions acknowledged with "thinking…": kept until given or expired, on
both backends, so a bot started after a crash can still give them."""

from data import OwedAnswer


async def test_an_owed_answer_is_kept_until_given_or_its_token_expires(store):
    one = OwedAnswer(game_id=3, application_id=77, token="tok-1", locale="da")
    two = OwedAnswer(game_id=3, application_id=77, token="tok-2", locale="en-US")
    other = OwedAnswer(game_id=1, application_id=77, token="tok-3", locale="ja")
    await store.owe_answer(one, until=1900)
    await store.owe_answer(two, until=1100)
    await store.owe_answer(other, until=1900)
    await store.owe_answer(one, until=1900)  # owed twice (acknowledged twice): kept once
    assert await store.owed_answers(now=1000) == [other, two, one]
    await store.answer_given(3, "tok-1")
    assert await store.owed_answers(now=1000) == [other, two]
    assert await store.owed_answers(now=1100) == [other]  # two's token expired: deleted
    assert await store.owed_answers(now=1000) == [other]


def test_an_owed_answer_never_shows_its_token():
    answer = OwedAnswer(game_id=3, application_id=77, token="secret-token", locale="da")
    assert "secret-token" not in repr(answer) and "secret-token" not in str(answer)


async def test_an_answer_owed_now_is_still_owed_a_second_before_its_token_expires(store):
    now = 1_764_000_000.25  # a real unix time: the store keeps milliseconds
    answer = OwedAnswer(game_id=3, application_id=77, token="tok", locale="da")
    await store.owe_answer(answer, until=now + 900)
    assert await store.owed_answers(now=now + 899) == [answer]
    assert await store.owed_answers(now=now + 900) == []
