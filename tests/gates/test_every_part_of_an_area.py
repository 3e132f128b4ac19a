"""各 after the area it is of (辖区各林场, 全市各区) says every part of it, as 全部 does: told of what the evidence says of
some parts only (三个林场), or where the evidence lets the rest go on as before (其余乡镇学校照常上课), it blocks
(FD003); said where the evidence says it of every part, or 各 alone as "each" (各自), it passes."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

FARMS = ("北岚林业局通告：2024年暂停东部青山、白河、鹿鸣三个林场的红松籽承包采集，其余林场仍按原承包合同组织采集。")
BINS = "全市各区的垃圾分类投放点已全部设立。"
CLASSES = "东林县教育局通知：下周一起城关、北河两个镇的中小学暂停户外体育课，其余乡镇学校照常上课。"
SCHOOLS = "两所学校各自组织了秋季运动会。"

CASES = [
    ("北岚林业局通告，2024年暂停辖区各林场的红松籽承包采集。", FARMS, False),
    ("北岚林业局通告，2024年暂停青山、白河、鹿鸣三个林场的红松籽承包采集。", FARMS, True),
    ("全市各区的垃圾分类投放点均已设立。", BINS, True),
    ("东林县教育局通知，下周一起全县各中小学暂停户外体育课。", CLASSES, False),
    ("东林县教育局通知，下周一起全县所有中小学暂停户外体育课。", CLASSES, False),
    ("两所学校各自组织了秋季运动会。", SCHOOLS, True),
]


@pytest.mark.parametrize(("answer", "source", "publishable"), CASES)
def test_every_part_of_an_area(answer: str, source: str, publishable: bool) -> None:
    result = verify(answer, source)
    assert result["publishable"] is publishable
    assert ("FD003" in fired(result)) is not publishable
