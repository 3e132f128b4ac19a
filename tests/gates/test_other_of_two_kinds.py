"""A whole the sentence states that splits into two kinds (male and female, 雄性 and 雌性, men and women) less the part of
one kind the evidence gives is the part of the other: 十八只…中，雌性有八只 over 共十八只，其中雄性十只 (FE001 found no 八); a
wrong count of the other kind still blocks."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("在被追踪的十八只成年东北刺猬中，雌性有八只[1]。",
     "我们在华北某城市公园对东北刺猬开展无线电追踪，共为十八只成年个体佩戴追踪器，其中雄性十只。结果显示，雄性个体每晚平均移动距离为一千六百米。",
     None),
    ("Of the 18 hedgehogs tracked, 8 were female [1].",
     "We fitted trackers to 18 adult hedgehogs, 10 of them male. Males moved 1.6 km a night.",
     None),
    ("在被追踪的十八只成年东北刺猬中，雌性有七只[1]。",
     "我们在华北某城市公园对东北刺猬开展无线电追踪，共为十八只成年个体佩戴追踪器，其中雄性十只。结果显示，雄性个体每晚平均移动距离为一千六百米。",
     "FE001"),
    ("Of the 18 hedgehogs tracked, 7 were female [1].",
     "We fitted trackers to 18 adult hedgehogs, 10 of them male. Males moved 1.6 km a night.",
     "FE001"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
