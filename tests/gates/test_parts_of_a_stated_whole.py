"""A figure given as part of the whole written right after it ("£66,000 of the £186,000 bill"), where another part
is told as the rest, is the whole less the one other figure the evidence gives ("a grant of £120,000")."""

from __future__ import annotations

import pytest

from report_workflow import verify

WINDOW = "The £186,000 cost was met by a heritage lottery grant of £120,000 together with parish fundraising."


@pytest.mark.parametrize(("answer", "passes"), [
    ("Parish fundraising covered £66,000 of the £186,000 bill, and a heritage lottery grant paid the rest.", True),
    ("Parish fundraising covered £76,000 of the £186,000 bill, and a heritage lottery grant paid the rest.", False),
    ("Parish fundraising covered £66,000 of the £186,000 bill.", False),
])
def test_verdicts(answer: str, passes: bool) -> None:
    assert bool(verify(answer, WINDOW)["publishable"]) is passes
