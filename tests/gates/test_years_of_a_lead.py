"""A clause continuing after a semicolon reads its figures with the one year its lead names, when it names none
itself: 2024年，…；全年旅游收入480万元 over 2023年…480万元；2024年…720万元 blocks (FN001)."""

from __future__ import annotations

import pytest

from report_workflow import verify
from report_workflow.gates.attribution import NUMBER_MISATTRIBUTED

REPORT = ("米家塬村“窑洞+旅游”发展情况：2023年，村里窑洞民宿共接待游客3.2万人次，实现旅游收入480万元；2024年接待游客"
          "4.5万人次，旅游收入达720万元，带动62户村民增收。")


@pytest.mark.parametrize(("answer", "passes"), [
    ("2024年，米家塬村窑洞民宿接待游客4.5万人次；全年旅游收入480万元，带动62户村民增收[1]。", False),
    ("2024年，米家塬村窑洞民宿接待游客4.5万人次；全年旅游收入720万元，带动62户村民增收[1]。", True),
    ("2023年，米家塬村窑洞民宿接待游客3.2万人次；全年旅游收入480万元[1]。", True),
])
def test_verdicts(answer: str, passes: bool) -> None:
    assert verify(answer, [REPORT])["publishable"] is passes


def test_the_block_is_a_misattribution_of_the_clause() -> None:
    result = verify("2024年，米家塬村窑洞民宿接待游客4.5万人次；全年旅游收入480万元，带动62户村民增收[1]。", [REPORT])
    blocked = [sentence for sentence in result["sentence_results"] if sentence["status"] == "blocked"]
    assert [sentence["rule"] for sentence in blocked] == [NUMBER_MISATTRIBUTED.code]
    assert blocked[0]["sentence"].startswith("全年旅游收入480万元")
