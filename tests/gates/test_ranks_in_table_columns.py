"""FP008 over a table: a rank is read against the column its own clause names, and a Chinese rank followed by
的是 ranks the name after it."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired, verdict_of

PROVINCES = ("省份,2023年末常住人口（万人）,森林覆盖率（%）\n"
             "东川省,4210,38.5\n南岭省,3650,61.2\n西河省,2890,44.7\n北原省,1980,29.3")
STORES = ("Store,Annual sales (£m),Customer satisfaction (%)\n"
          "Leeds,48.2,81\nYork,31.5,93\nHull,39.0,77")


@pytest.mark.parametrize("answer", [
    "四省中，东川省常住人口最多，但森林覆盖率最高的是南岭省（61.2%）。",
    "东川省常住人口最多，森林覆盖率最高的省份为南岭省。",
    "北原省常住人口最少，森林覆盖率也最低。",
    "Leeds had the highest annual sales, while customer satisfaction was highest at York.",
])
def test_a_true_rank_in_its_own_column_passes(answer: str) -> None:
    source = PROVINCES if "省" in answer else STORES
    publishable, findings = verdict_of(answer, source)
    assert publishable, findings


@pytest.mark.parametrize("answer", [
    "四省中，东川省常住人口最多，但森林覆盖率最高的是西河省（44.7%）。",
    "四省中，森林覆盖率最高的是东川省。",
    "南岭省的常住人口最高。",
])
def test_a_rank_its_column_contradicts_blocks(answer: str) -> None:
    assert "FP008" in fired(verify(answer, [PROVINCES]))


AIR = "| 区 | PM2.5月均浓度（微克/立方米） |\n|---|---|\n| 东湖区 | 28 |\n| 中山区 | 35 |\n| 西港区 | 43 |"


@pytest.mark.parametrize(("answer", "blocked"), [
    ("东湖区PM2.5月均浓度最低，低于最高的西港区。", False),  # the name right after 最高的 is the one ranked
    ("东湖区PM2.5月均浓度最低，低于最高的中山区。", True),
])
def test_the_name_right_after_a_chinese_superlative_is_the_one_it_ranks(answer: str, blocked: bool) -> None:
    result = verify(answer, [AIR])
    assert ("FP008" in fired(result)) == blocked, result["sentence_results"]
