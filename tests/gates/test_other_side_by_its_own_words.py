"""The other side of a difference is the one figure its own words name (三十岁以下), though a word of the sentence's side
cut across two words (者中 of 受访者中) names it too: 六十岁以上…比三十岁以下受访者高出三十七个百分点 is 63% less 26%, not
63% less the 41.5% of all respondents (FE001); a wrong difference still blocks."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("六十岁以上受访者中这一比例比三十岁以下受访者高出三十七个百分点[1]。",
     "调查显示，购房时会将“风水”作为考虑因素之一的受访者占百分之四十一点五，2019年同一调查中这一比例为百分之四十九点二。分年龄看，三十岁以下受访者中该比例为百分之二十六，六十岁以上受访者中为百分之六十三。",
     None),
    ("六十岁以上受访者中这一比例比三十岁以下受访者高出二十一点五个百分点[1]。",
     "调查显示，购房时会将“风水”作为考虑因素之一的受访者占百分之四十一点五，2019年同一调查中这一比例为百分之四十九点二。分年龄看，三十岁以下受访者中该比例为百分之二十六，六十岁以上受访者中为百分之六十三。",
     "FE001"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
