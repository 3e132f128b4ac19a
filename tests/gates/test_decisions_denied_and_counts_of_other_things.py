"""A word of deciding after a Chinese denial tells the decision against (未获支持 and 不予支持 are what 驳回 decides,
未获批准 is no approval); a figure counting other things by its classifier (新编剧目6台) is no rival for a count of
performances (演出36场)."""

from __future__ import annotations

import pytest

from report_workflow import verify

RULING = "区法院审理认为，物业公司未尽管理义务，判决物业公司赔偿李某损失1.2万元，驳回李某的其他诉讼请求。"
UPHELD = "区法院审理认为，物业公司未尽管理义务，判决物业公司赔偿李某损失1.2万元，支持李某的其他诉讼请求。"
LIFT = "在本月的协调会上，该小区加装电梯的申请未获批准，街道表示将组织居民再次协商。"
FESTIVAL = ("江城市文化局公告：第三届江城越剧节定于2024年11月1日至11月10日举行，期间将上演经典剧目及新编剧目共15台，演出36场，"
            "其中新编剧目6台，均为首演。")


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("法院判令物业公司赔偿李某1.2万元，李某的其余请求未获支持。", RULING, True),
    ("法院判令物业公司赔偿李某1.2万元，李某的其余请求未获支持。", UPHELD, False),
    ("法院判令物业公司赔偿李某1.2万元，并支持了李某的其余请求。", RULING, False),
    ("该小区加装电梯的申请被驳回。", LIFT, True),
    ("该小区加装电梯的申请获得批准。", LIFT, False),
    ("第三届江城越剧节十天里将上演十五台剧目、共三十六场。", FESTIVAL, True),
    ("第三届江城越剧节十天里将上演十五台剧目、共三十八场。", FESTIVAL, False),
])
def test_verdicts(answer: str, source: str, passes: bool) -> None:
    assert bool(verify(answer, [source])["publishable"]) is passes
