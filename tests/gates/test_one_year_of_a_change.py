"""One year is the span of a change the evidence gives against the year before (一年里多了120户 over 比上年增加120户);
another span is not."""

from __future__ import annotations

import pytest

from report_workflow import verify

GROWERS = "2024年，桐山县食用菌总产量达到1.2万吨。全县食用菌种植户共计1560户，比上年增加120户。"
MEMBERS = "The club had 412 members at the end of 2024, up 38 on the previous year."


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("全县种植户增至1560户，一年里多了120户。", GROWERS, True),
    ("全县种植户增至1560户，两年里多了120户。", GROWERS, False),
    ("The club grew by 38 members in one year, to 412.", MEMBERS, True),
    ("The club grew by 38 members in two years, to 412.", MEMBERS, False),
])
def test_one_year(answer: str, source: str, passes: bool) -> None:
    assert bool(verify(answer, [source])["publishable"]) is passes
