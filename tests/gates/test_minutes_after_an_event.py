"""A length of time told after an event at a time of day the sentence states and 后 (9点47分报修后，师傅38分钟就上门了)
is counted on from that time to a later time of the same source."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("3月9日晚上9点47分报修后，师傅38分钟就上门了[1]。",
     "工单编号 SD20240309-117\n报修时间：2024-03-09 21:47\n师傅到达：2024-03-09 22:25\n完工时间：2024-03-09 23:10\n收费：上门费30元，疏通费120元，合计150元",
     None),
    ("3月9日晚上9点47分报修后，师傅28分钟就上门了[1]。",
     "工单编号 SD20240309-117\n报修时间：2024-03-09 21:47\n师傅到达：2024-03-09 22:25\n完工时间：2024-03-09 23:10\n收费：上门费30元，疏通费120元，合计150元",
     "FE001"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
