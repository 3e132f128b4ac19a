"""A level of an administration (区级, 市级, 省级, 国家级) tells its clause apart however many other words another clause
shares: 二〇一九年入选市级非物质文化遗产名录 gives the 区级 listing's year to the 市级 one (FN001 passed it, the 区级 clause
sharing 非物质文化遗产); each year with its own level passes."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("这项技艺于二〇一九年入选市级非物质文化遗产名录[1]。",
     "“葫芦范制蝈蝈笼技艺”传承人赵永年今年七十二岁。该技艺于2019年被列入区级非物质文化遗产代表性项目名录，2022年入选市级名录。",
     "FN001"),
    ("这项技艺于二〇二二年入选市级非物质文化遗产名录[1]。",
     "“葫芦范制蝈蝈笼技艺”传承人赵永年今年七十二岁。该技艺于2019年被列入区级非物质文化遗产代表性项目名录，2022年入选市级名录。",
     None),
    ("这项技艺于二〇一九年被列入区级非物质文化遗产名录[1]。",
     "“葫芦范制蝈蝈笼技艺”传承人赵永年今年七十二岁。该技艺于2019年被列入区级非物质文化遗产代表性项目名录，2022年入选市级名录。",
     None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
