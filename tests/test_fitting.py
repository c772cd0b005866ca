"""``cogs.fitting``: every text fits its limit, shortened visibly and only when it must be."""

from hypothesis import given
from hypothesis import strategies as st

from cogs.fitting import ELLIPSIS, fit, split_text

TEXT = st.text(alphabet=st.sampled_from("ab cé🤖\n"), max_size=600)


@given(TEXT, st.integers(min_value=1, max_value=300))
def test_fit_keeps_a_text_that_fits_and_shortens_one_that_does_not(text, limit):
    fitted = fit(text, limit)
    assert len(fitted) <= limit
    if len(text) <= limit:
        assert fitted == text
    else:
        assert fitted.endswith(ELLIPSIS)
        assert text.startswith(fitted[:-1].rstrip())


@given(TEXT, st.integers(min_value=20, max_value=300))
def test_split_text_keeps_every_line_in_messages_that_fit(text, limit):
    parts = split_text(text, limit)
    assert parts and all(len(part) <= limit for part in parts)
    if all(len(line) <= limit for line in text.split("\n")) and text.strip():
        kept = [line for part in parts for line in part.split("\n")]
        assert [x for x in kept if x.strip()] == [x for x in text.split("\n") if x.strip()]


def test_fit_cuts_at_a_word_end():
    assert fit("the quick brown fox jumps", 20) == "the quick brown fox…"
