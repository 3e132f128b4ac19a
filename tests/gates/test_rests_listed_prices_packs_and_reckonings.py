"""The rest of a whole the evidence names without 为 (其余因开裂、变形等原因报废); a price per a measure for each price
listed after it (每斤公蟹90元、母蟹110元), restated per another measure or kept per it (FE026); an amount per 100 g
scaled to the label's net content for a whole pack (一整份, "a whole pot"); a figure worked out "on that basis" from a
percent the sentence states and an amount the evidence gives (产蛋率为85%，据此推算 over 存栏12万只)."""

from __future__ import annotations

import pytest

from report_workflow import verify

KILN = "龙窑开窑记录：本窑共装坯1,280件，出窑后经检验合格1,216件，其余因开裂、变形等原因报废。"
CRABS = "首批成蟹塘口价为每斤公蟹90元、母蟹110元。今年全县河蟹养殖面积约8万亩。"
YOGHURT = "产品说明：净含量180克。贮存条件：2℃—6℃冷藏。营养成分表：每100克含蛋白质3.1克。"
POT = "Greek yoghurt pot, label. Net weight: 150 g. Nutrition per 100 g: protein 4.2 g, sugars 9.0 g."
QUAIL = ["养殖大户钱国栋目前存栏产蛋鹌鹑12万只，每天产蛋主要供应卤制品企业。",
         "畜牧兽医站本月巡查了5个鹌鹑养殖场，各场产蛋率在82%至88%之间，其中钱国栋养殖场为85%。"]


@pytest.mark.parametrize(("answer", "sources", "passes"), [
    ("其余64件因开裂、变形等原因报废[1]。", [KILN], True),
    ("其余74件因开裂、变形等原因报废[1]。", [KILN], False),
    ("塘口价折合公蟹每公斤180元、母蟹每公斤220元[1]。", [CRABS], True),
    ("塘口价折合公蟹每公斤180元、母蟹每公斤240元[1]。", [CRABS], False),
    ("塘口价为公蟹每斤90元、母蟹每公斤110元[1]。", [CRABS], False),
    ("按标签营养数据，一整份约含蛋白质5.6克[1]。", [YOGHURT], True),
    ("按标签营养数据，一整份约含蛋白质6.6克[1]。", [YOGHURT], False),
    ("By the label, a whole yoghurt pot gives about 6.3 g of protein [1].", [POT], True),
    ("By the label, a whole yoghurt pot gives about 7.3 g of protein [1].", [POT], False),
    ("畜牧兽医站巡查测得钱国栋养殖场产蛋率为85%[2]，据此推算，每天约产蛋10万枚[1][2]。", QUAIL, True),
    ("畜牧兽医站巡查测得钱国栋养殖场产蛋率为85%[2]，据此推算，每天约产蛋11万枚[1][2]。", QUAIL, False),
])
def test_against_the_evidence(answer: str, sources: list[str], passes: bool) -> None:
    assert bool(verify(answer, sources)["publishable"]) is passes
