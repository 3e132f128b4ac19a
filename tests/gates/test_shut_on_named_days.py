"""A place shut on a day the evidence names (每周三店休, 每周一闭馆) is shut on that day only: a sentence telling the
hours it opens passes, one saying it opens on that day blocks (FP001); a shut word with no day still denies opening."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

GROOMER = ("毛毛乐宠物美容连锁门店公告：自2024年7月1日（星期一）起，本店营业时间调整为10:00—21:00，每周三店休。"
           "会员卡余额及权益不受影响。")
MUSEUM = "市博物馆开放时间为9:00至17:00，每周一闭馆（法定节假日除外）。"
CLOSED = "受台风影响，市博物馆今日起停业整顿。"

CASES = [
    ("毛毛乐宠物美容从2024年7月1日起改为上午十点开门、晚上九点打烊。", GROOMER, True),
    ("毛毛乐宠物美容从2024年7月1日起改为上午十点开门、晚上九点打烊，每逢周三店休。", GROOMER, True),
    ("毛毛乐宠物美容从2024年7月1日起周三照常营业。", GROOMER, False),
    ("市博物馆上午九点开门，下午五点闭馆。", MUSEUM, True),
    ("市博物馆每周一照常开放。", MUSEUM, False),
    ("受台风影响，市博物馆今日起照常营业。", CLOSED, False),
]


@pytest.mark.parametrize(("answer", "source", "publishable"), CASES)
def test_shut_on_named_days(answer: str, source: str, publishable: bool) -> None:
    result = verify(answer, source)
    assert result["publishable"] is publishable
    assert ("FP001" in fired(result)) is not publishable
