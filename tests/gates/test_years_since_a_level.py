"""A year told as the time since a level stood ("97 a year earlier", "over the past year", 一年前) states the span of
one year a sentence gives as twelve months or a year; it states no other span."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify

CLUB = ("At 31 December the club had 120 paid members, of whom 42 were juniors (under 18). Membership had stood at 97 "
        "a year earlier.")

CASES = [
    ("The club had 120 members at the end of the year, and membership grew by 23 over twelve months.", CLUB, True),
    ("The club had 120 members, and membership grew by 23 over one year.", CLUB, True),
    ("The club had 120 members, and membership grew by 23 over eighteen months.", CLUB, False),
    ("合作社现有社员150户，一年里增加了30户。", "合作社现有社员150户，一年前为120户。", True),
    ("合作社现有社员150户，两年里增加了30户。", "合作社现有社员150户，一年前为120户。", False),
]


@pytest.mark.parametrize(("answer", "source", "publishable"), CASES)
def test_year_since_a_level(answer: str, source: str, publishable: bool) -> None:
    assert verify(answer, source)["publishable"] is publishable
