"""一刻钟 and 三刻钟 are 15 and 45 minutes; a length of time told as coming after another (又用了约三刻钟, "took
another 45 minutes") is the time between two times of day a source gives one after the other."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("从东港乘早上七点半的首班船，八点四十五分抵达北湾，比会场开门早一刻钟[1][2]。",
     ["第六届石岬岛海胆节将于2024年7月6日至7月14日举行，主会场设在北湾码头广场，每天上午9时至晚上9时开放。", "东港—石岬岛北湾客船夏季时刻表：\n\n| 班次 | 东港开船 | 到达北湾 |\n|---|---|---|\n| 1 | 07:30 | 08:45 |\n| 2 | 10:00 | 11:15 |"],
     None),
    ("从东港乘早上七点半的首班船，八点四十五分抵达北湾，比会场开门早三刻钟[1][2]。",
     ["第六届石岬岛海胆节将于2024年7月6日至7月14日举行，主会场设在北湾码头广场，每天上午9时至晚上9时开放。", "东港—石岬岛北湾客船夏季时刻表：\n\n| 班次 | 东港开船 | 到达北湾 |\n|---|---|---|\n| 1 | 07:30 | 08:45 |\n| 2 | 10:00 | 11:15 |"],
     "FE001"),
    ("3月9日晚上9点47分报修后，师傅38分钟就上门了，又用了约三刻钟疏通好厨房下水管[1]。",
     "工单编号 SD20240309-117\n报修时间：2024-03-09 21:47\n师傅到达：2024-03-09 22:25\n完工时间：2024-03-09 23:10\n故障：厨房下水管道堵塞",
     None),
    ("3月9日晚上9点47分报修后，师傅38分钟就上门了，又用了约一个小时疏通好厨房下水管[1]。",
     "工单编号 SD20240309-117\n报修时间：2024-03-09 21:47\n师傅到达：2024-03-09 22:25\n完工时间：2024-03-09 23:10\n故障：厨房下水管道堵塞",
     "FE001"),
    ("The plumber was on site at 10:25 and took another 45 minutes to close the job [1].",
     "Job log: call logged 09:47; plumber on site 10:25; job closed 11:10.",
     None),
    ("The plumber was on site at 10:25 and took another 55 minutes to close the job [1].",
     "Job log: call logged 09:47; plumber on site 10:25; job closed 11:10.",
     "FE001"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
