"""Readings of counts: an amount over a month the sentence names (2025年3月) per day is over that month's days (1240
over 31 days is 40 a day); "counting its three open days" sums, as "in all" does; a whole written after its part
("31 of the 46 scarecrows") is the whole of the evidence sentence holding both, whatever clause the part's words
match; 首尾两天 names a span's two ends, no count. A figure none of these gives blocks (FE001, FN001)."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

CLINIC = "康齿口腔诊所2025年3月运营月报：本月共接诊1240人次，其中洗牙和常规检查占比约45%，种植牙手术28例。"
LACE = ("Ashwell Bobbin Lace Circle - Annual Report 2023. The circle met on 22 Tuesday evenings in the Old School Room "
        "and held 3 Saturday open days.")
TRAIL = ("Thornby Scarecrow Trail 2024 - organisers' summary. This year's trail featured 46 scarecrows: 31 entered by "
         "households, 9 by local businesses and 6 by classes at Thornby Primary.")
PINE = "白石岭国有林场关于2024年红松籽采摘的公告：一、采摘期为2024年9月5日至10月20日，其余时间严禁上树采摘。"

CASES = [
    ("康齿口腔诊所2025年3月共接诊1240人次，平均每天四十人次。", CLINIC, True),
    ("康齿口腔诊所2025年3月共接诊1240人次，平均每天五十人次。", CLINIC, False),
    ("Counting its three Saturday open days, the circle met twenty-five times.", LACE, True),
    ("Counting its three Saturday open days, the circle met twenty-six times.", LACE, False),
    ("Households made 31 of the 46 scarecrows on the 2024 Thornby Scarecrow Trail.", TRAIL, True),
    ("Households made 9 of the 46 scarecrows on the 2024 Thornby Scarecrow Trail.", TRAIL, False),
    ("白石岭林场今年红松籽采摘期从9月5日开始，到10月20日结束，首尾两天都算在内共46天。", PINE, True),
    ("白石岭林场今年红松籽采摘期从9月5日开始，到10月20日结束，首尾两天都算在内共48天。", PINE, False),
]


@pytest.mark.parametrize(("answer", "source", "publishable"), CASES)
def test_counts_of_named_months_and_wholes(answer: str, source: str, publishable: bool) -> None:
    result = verify(answer, source)
    assert result["publishable"] is publishable
    assert bool({"FE001", "FN001"} & set(fired(result))) is not publishable
