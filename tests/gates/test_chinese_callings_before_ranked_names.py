"""Who a Chinese name is, told before it (来自黎平县的侗锦传承人杨秀梅), is no part of the name a prize is given to: the
gold award of 杨秀梅 given to 彭春兰 blocks (FP008)."""

from __future__ import annotations

import pytest

from report_workflow import verify
from tests.support import fired

AWARDS = ("第六届西南织锦技艺大赛日前在榕江县落幕。来自黎平县的侗锦传承人杨秀梅凭借作品《鼓楼春晓》获得金奖，来自龙山县的土家"
          "织锦艺人彭春兰以《四十八勾》获得银奖，铜奖由3名苗锦艺人共同获得。")


@pytest.mark.parametrize(("answer", "passes"), [
    ("土家织锦艺人彭春兰凭《四十八勾》摘得金奖。", False),
    ("侗锦传承人杨秀梅凭《鼓楼春晓》摘得金奖，土家织锦艺人彭春兰以《四十八勾》获得银奖。", True),
    ("来自龙山县的织锦艺人彭春兰以《四十八勾》获得银奖。", True),
    ("来自龙山县的织锦艺人彭春兰以《四十八勾》获得金奖。", False),
])
def test_verdicts(answer: str, passes: bool) -> None:
    result = verify(answer, AWARDS)
    assert bool(result["publishable"]) is passes
    assert passes or "FP008" in fired(result)
