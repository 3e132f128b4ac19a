"""A Chinese comparison naming the figure compared with (比2023年实际完成的八十场多二十场) sets where a change starts for
every figure of the sentence, the growth rate after it included, and its 多 or 少 gives the way the change runs."""

from __future__ import annotations

import pytest

from report_workflow import verify

REVIEW = "临川曲艺团2023年度工作总结（节选）：全年共完成演出80场，其中剧场演出26场，下乡演出54场；新排节目5个。"
LAUNCH = "临川曲艺团日前举行2024年演出季发布会。团长表示，今年团里计划演出100场，并将首演新编曲目。"
OPENING = "2024年计划演出一百场，比2023年实际完成的八十场"


@pytest.mark.parametrize(("answer", "passes"), [
    (OPENING + "多二十场，增幅为25%[1][2]。", True),
    (OPENING + "多二十场[1][2]。", True),
    (OPENING + "多二十场，增幅为20%[1][2]。", False),
    (OPENING + "少二十场[1][2]。", False),
    (OPENING + "多三十场[1][2]。", False),
    ("2024年计划演出一百场，比2023年的八十场多二十场[1][2]。", True),
])
def test_verdicts(answer: str, passes: bool) -> None:
    assert verify("临川曲艺团" + answer, {"1": REVIEW, "2": LAUNCH})["publishable"] is passes
