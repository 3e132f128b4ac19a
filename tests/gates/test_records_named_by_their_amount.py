"""A Chinese record named with its amount (此前36斤的纪录) is the same record as one named without it (此前的纪录): the
amount is what the record is, not which record; a record of another scope (全省纪录) still blocks."""

from __future__ import annotations

import pytest

from report_workflow import verify

SHOW = "第五届北坡镇大萝卜擂台赛昨日举行。冠军萝卜重达42斤，打破了该赛事此前36斤的纪录。"


@pytest.mark.parametrize(("answer", "passes"), [
    ("冠军萝卜重21公斤，比该赛事此前的纪录多出3公斤。", True),
    ("冠军萝卜重21公斤，打破了全省纪录。", False),
    ("冠军萝卜重21公斤，打破了该赛事此前36斤的纪录。", True),
])
def test_records_named_by_their_amount(answer: str, passes: bool) -> None:
    assert verify(answer, [SHOW])["publishable"] is passes
