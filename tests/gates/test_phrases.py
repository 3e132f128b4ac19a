"""A phrase is found only where it neither starts nor ends inside a word or a number."""

from __future__ import annotations

import re

from hypothesis import given
from hypothesis import strategies as st

from report_workflow.gates.phrases import find_phrase


def test_a_word_inside_a_longer_word_is_not_found():
    assert find_phrase("the party went on", "art") == -1
    assert find_phrase("the art of war", "art") == 4


def test_a_number_inside_a_longer_number_is_not_found():
    assert find_phrase("rates rose 2.15% and 15%", "15%") == 21
    assert find_phrase("about 1,150 people", "150") == -1
    assert find_phrase("in 2021 sales", "202") == -1


def test_a_name_may_carry_a_short_ending_when_allowed():
    assert find_phrase("the korean peninsula", "korea") == -1
    assert find_phrase("the korean peninsula", "korea", ending=3) == 4
    assert find_phrase("the koreanistic school", "korea", ending=3) == -1
    assert find_phrase("model korea2 launched", "korea", ending=3) == -1


def test_a_chinese_phrase_is_found_wherever_it_occurs():
    assert find_phrase("公司营业收入增长", "收入") == 4


def test_the_search_starts_where_asked():
    assert find_phrase("no, art and art", "art", 5) == 12


_ALPHABET = "ab19.,-% é中"


def _clean(needle: str, ending: int) -> re.Pattern[str]:
    """The rule as one pattern: no letter or digit (nor a digit and its separator, for a number) before the
    phrase; after it no digit, nor a separator and a digit, after a number, and at most ``ending`` letters and
    then no digit after a word."""
    before = ""
    if needle[0] in "ab19":
        before = r"(?<![A-Za-z0-9])" + (r"(?<![0-9][.,])" if needle[0].isdigit() else "")
    after = ""
    if needle[-1].isdigit():
        after = r"(?![0-9])(?![.,][0-9])"
    elif needle[-1] in "ab":
        after = rf"(?![A-Za-z]{{{ending + 1}}})(?![A-Za-z]*[0-9])"
    return re.compile(before + re.escape(needle) + after)


@given(st.text(_ALPHABET, max_size=30), st.text(_ALPHABET, min_size=1, max_size=4), st.integers(0, 30),
       st.integers(0, 3))
def test_the_first_clean_occurrence_is_found(haystack, needle, start, ending):
    expected = _clean(needle, ending).search(haystack, start)
    assert find_phrase(haystack, needle, start, ending=ending) == (expected.start() if expected else -1)
