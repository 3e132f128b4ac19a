"""FP010 with a side named by a pronoun (he, 他) or a lawsuit role (原告, 被告), and payments (paid; 向…支付)."""

from __future__ import annotations

import pytest

from report_workflow.gates.roles import party_names
from report_workflow.verify import verify
from tests.support import fired

FINAL = "In the Madrid final, Iga Swiatek beat Aryna Sabalenka 6-2, 6-4 to win her third title of the season."
FINAL_ZH = "决赛中，张伟以3比1击败了李强，夺得冠军。"
SETTLEMENT = "Under the settlement, Halden Foods paid Corvo Logistics $2.4 million in March to end the dispute."
JUDGMENT_ZH = ("原告华信建材有限公司诉被告远航物流有限公司运输合同纠纷一案，法院审理查明，被告未按约交付货物。"
               "法院判决被告远航物流有限公司于判决生效之日起十五日内向原告赔偿损失86万元。")
ROLES_ONLY_ZH = "法院判决被告于判决生效之日起十日内向原告支付货款45万元。"
TABLE = [
    # (answer, source, blocked)
    ("Sabalenka reached the final. There she beat Swiatek 6-2, 6-4.", FINAL, True),
    ("Swiatek reached the final. There she beat Sabalenka 6-2, 6-4.", FINAL, False),
    ("Sabalenka reached the final, where she was beaten by Swiatek 6-2, 6-4.", FINAL, False),
    ("他在决赛中以3比1击败了张伟。", FINAL_ZH, True),
    ("他在决赛中以3比1击败了李强。", FINAL_ZH, False),
    ("Corvo Logistics paid Halden Foods $2.4 million in March to end the dispute.", SETTLEMENT, True),
    ("Halden Foods paid Corvo Logistics $2.4 million in March to end the dispute.", SETTLEMENT, False),
    ("法院判决华信建材于判决生效后十五日内向远航物流赔偿损失86万元。", JUDGMENT_ZH, True),
    ("法院判决远航物流于判决生效后十五日内向华信建材赔偿损失86万元。", JUDGMENT_ZH, False),
    ("法院判决原告于十日内向被告支付货款45万元。", ROLES_ONLY_ZH, True),
    ("法院判决被告于十日内向原告支付货款45万元。", ROLES_ONLY_ZH, False),
]


@pytest.mark.parametrize(("answer", "source", "blocked"), TABLE)
def test_a_side_named_by_a_pronoun_or_a_role_is_compared(answer: str, source: str, blocked: bool) -> None:
    result = verify(answer, [source])
    assert ("FP010" in fired(result)) == blocked, result["sentence_results"]


@pytest.mark.parametrize(("text", "names"), [
    ("原告华信建材有限公司诉被告远航物流有限公司运输合同纠纷一案", {"原告": "华信", "被告": "远航"}),
    ("原告张某诉被告李某民间借贷纠纷一案", {"原告": "张某", "被告": "李某"}),
    # a role followed by what it did names no one
    ("法院判决被告于十日内向原告支付货款", {}),
])
def test_the_name_a_lawsuit_role_stands_for_is_read(text: str, names: dict[str, str]) -> None:
    assert party_names([text]) == names
