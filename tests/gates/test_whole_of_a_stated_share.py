"""A figure the evidence also gives the whole of a share the sentence states of its figure in another clause ("生产
手风琴3,600台，完成了全年计划的四分之三" over a plan of 4,800) gives that whole a place of its own: the figure is not
moved to it; a figure whose own clause names the whole (今年计划生产3,600台) still is."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("北岭乐器厂前三季度生产手风琴3,600台，完成了全年计划的四分之三[1]。",
     "北岭乐器厂今年计划生产手风琴4,800台，截至9月底，前三季度已完成3,600台，其中120贝斯型号约占六成。该厂现有装配工人120名。",
     None),
    ("北岭乐器厂今年计划生产手风琴3,600台，完成了全年计划的四分之三[1]。",
     "北岭乐器厂今年计划生产手风琴4,800台，截至9月底，前三季度已完成3,600台。",
     "FN001"),
    ("北岭乐器厂前三季度生产手风琴3,600台，完成了全年计划的三分之二[1]。",
     "北岭乐器厂今年计划生产手风琴4,800台，截至9月底，前三季度已完成3,600台。",
     "FE"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
