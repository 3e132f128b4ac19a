"""Words giving a figure as a span of time (历时, 持续, 为期) are how a figure is framed, not content the evidence
must word, over evidence giving the dates that bound the span; 该县 points back to the county the evidence names in
full, and is worded where the evidence writes 县."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("该县当年的采挖季从5月10日持续到6月25日，历时一个半月左右[1]。",
     "（2023年7月3日）措那州尕玛县今年虫草采挖季于5月10日开始，6月25日结束。全县共采集冬虫夏草12.6吨。",
     None),
    ("该县当年的采挖季从5月10日持续到6月25日，其间新建了冷库和公路，还举办了虫草文化旅游节[1]。",
     "（2023年7月3日）措那州尕玛县今年虫草采挖季于5月10日开始，6月25日结束。",
     "FE020"),
    ("该县当年的采挖季从5月10日持续到6月25日，历时三个月左右[1]。",
     "（2023年7月3日）措那州尕玛县今年虫草采挖季于5月10日开始，6月25日结束。",
     "FE"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
