"""仅限 one of two kinds the evidence names before the thing they are kinds of (召回…麻辣味和五香味小米锅巴) shuts the other
out (FE041); naming both, or limiting to what the evidence itself limits to, passes, and the 只 counting animals
(两千只牛蛙) limits nothing."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

RECALL = "西岭食品有限公司发布召回公告，主动召回2024年3月1日至3月15日生产的麻辣味和五香味小米锅巴（规格均为90克/袋）。"
LIMITED = "该公司生产麻辣味和五香味小米锅巴，此次仅召回麻辣味小米锅巴。"
DEATHS = "上周养殖户累计死亡牛蛙约2000只。初步判断死亡可能与连续降温和水温骤降有关，具体原因待检测确认。"

CASES = [
    ("西岭食品主动召回3月1日至15日生产的小米锅巴，召回范围仅限麻辣味。", RECALL, False),
    ("西岭食品主动召回3月1日至15日生产的小米锅巴，只涉及五香味。", RECALL, False),
    ("西岭食品主动召回3月1日至15日生产的麻辣味和五香味小米锅巴。", RECALL, True),
    ("该公司此次仅召回麻辣味小米锅巴。", LIMITED, True),
    # 只 counting frogs limits nothing, and 与…有关 pairs nothing
    ("上周约两千只牛蛙死亡，初步判断可能与连续降温和水温骤降有关。", DEATHS, True),
]


@pytest.mark.parametrize(("answer", "source", "publishable"), CASES)
def test_only_one_of_two_kinds(answer: str, source: str, publishable: bool) -> None:
    result = verify(answer, source)
    assert result["publishable"] is publishable
    assert ("FE041" in fired(result)) is not publishable
