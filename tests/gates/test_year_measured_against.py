"""A year a change is measured against dates no figure: "61,300, down 12% on 2023" gives the 12% to no year, so
"fell 12% in 2024" over a 2024 report is not moved to 2023 (no FN001); a figure right after such a year and 的
(较2022年的18.1万人次) is still that year's."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("Kessock Lido's swimmer numbers fell 12% in 2024 to 61,300 [1].",
     "Kessock Lido annual report 2024. Swimmer numbers were 61,300, down 12% on 2023.",
     None),
    ("Kessock Lido's swimmer numbers fell 15% in 2024 to 61,300 [1].",
     "Kessock Lido annual report 2024. Swimmer numbers were 61,300, down 12% on 2023.",
     "FE"),
    ("该馆二〇二二年全年接待观众二十六点四万人次[1]。",
     "省博物馆2023年度工作报告：全年接待观众26.4万人次，较2022年的18.1万人次大幅增长。",
     "FN001"),
    ("该馆二〇二二年全年接待观众十八点一万人次[1]。",
     "省博物馆2023年度工作报告：全年接待观众26.4万人次，较2022年的18.1万人次大幅增长。",
     None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
