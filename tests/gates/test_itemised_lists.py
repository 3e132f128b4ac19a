"""FN001 reads a list of figures each followed by its own thing ("201 gold, 111 silver and 71 bronze medals",
201枚金牌、111枚银牌和71枚铜牌) as each figure with its thing, and a figure summing the list as its total.

Giving a figure of such a list to another thing of it (111 gold medals) blocks, on either side; the list's total
is of what the whole list is of, so a sentence stating the total with the list's subject passes.
"""

from __future__ import annotations

import pytest

from tests.support import verdict_of

MEDALS = "At the Hangzhou Asian Games, China won 201 gold, 111 silver and 71 bronze medals, 383 medals in all."
MEDALS_ZH = "在杭州亚运会上，中国代表团共获得201枚金牌、111枚银牌和71枚铜牌，奖牌总数383枚。"
# The last thing of the list holds "and", so the list ends between two of the clauses the readings are cut into.
BUDGET = "Allocations include £6.3 million for road repairs and £2.1 million for libraries and leisure."
CASUALTIES = "The storm left 14 dead and 230 injured across the province."
CASUALTIES_ZH = "台风共造成全省14人死亡、230人受伤。"

HONEST = [
    ("the total with the list's subject", "China won 383 medals at the Hangzhou Asian Games.", MEDALS),
    ("the total and one item", "China won 383 medals, including 201 gold.", MEDALS),
    ("one item with its own thing", "China won 111 silver medals.", MEDALS),
    ("the list in its order", "China won 201 gold, 111 silver and 71 bronze medals.", MEDALS),
    ("the total and one item, in Chinese",
     "中国代表团在杭州亚运会上共获得383枚奖牌，其中金牌201枚，超过奖牌总数的一半。", MEDALS_ZH),
    ("one item with its own thing, in Chinese", "中国代表团获得111枚银牌。", MEDALS_ZH),
    ("the list in its order, in Chinese", "中国代表团共获得201枚金牌、111枚银牌和71枚铜牌。", MEDALS_ZH),
    ("one item of a list of people", "The storm injured 230 people.", CASUALTIES),
    ("one item of a list of people, in Chinese", "台风造成230人受伤。", CASUALTIES_ZH),
    ("a list ending on a thing with \"and\" in it", "The budget sets aside £6.3m for road repairs.", BUDGET),
]

MOVED = [
    ("one item's figure given to another thing", "China won 111 gold medals.", MEDALS),
    ("the total and an item's figure given to another thing", "China won 383 medals, including 111 gold.",
     MEDALS),
    ("two items swapped", "China won 111 gold, 201 silver and 71 bronze medals.", MEDALS),
    ("one item's figure given to another thing, in Chinese", "中国代表团获得111枚金牌。", MEDALS_ZH),
    ("the total and an item's figure given to another thing, in Chinese",
     "中国代表团在杭州亚运会上共获得383枚奖牌，其中金牌111枚。", MEDALS_ZH),
    ("two items swapped, in Chinese", "中国代表团共获得111枚金牌、201枚银牌和71枚铜牌。", MEDALS_ZH),
    ("the injured given as the dead", "The storm left 230 dead.", CASUALTIES),
    ("the injured given as the dead, in Chinese", "台风造成230人死亡。", CASUALTIES_ZH),
    ("a list ending on a thing with \"and\" in it, figures swapped", "The budget sets aside £2.1m for road repairs.",
     BUDGET),
]


@pytest.mark.parametrize(("case", "answer", "source"), HONEST, ids=[case for case, _, _ in HONEST])
def test_each_figure_restated_with_its_own_thing_passes(case: str, answer: str, source: str) -> None:
    publishable, findings = verdict_of(answer, source)
    assert publishable, findings


@pytest.mark.parametrize(("case", "answer", "source"), MOVED, ids=[case for case, _, _ in MOVED])
def test_a_figure_given_to_another_thing_of_the_list_blocks(case: str, answer: str, source: str) -> None:
    publishable, findings = verdict_of(answer, source)
    assert not publishable
    assert "FN001" in {finding["rule"] for finding in findings}


@pytest.mark.parametrize(("answer", "source", "owner", "claimed"), [
    ("China won 111 gold medals.", MEDALS, "111 silver", "201 gold"),
    ("中国代表团获得111枚金牌。", MEDALS_ZH, "111枚银牌", "201枚金牌"),
], ids=["English", "Chinese"])
def test_the_finding_quotes_each_figure_with_its_thing(answer: str, source: str, owner: str, claimed: str) -> None:
    _, findings = verdict_of(answer, source)
    (finding,) = [finding for finding in findings if finding["rule"] == "FN001"]
    assert f"\u201c{owner}\u201d" in finding["reason"]
    assert f"\u201c{claimed}\u201d" in finding["reason"]


def test_a_figure_counting_what_a_list_item_counts_is_not_given_to_that_item() -> None:
    """The item's noun (infections) is what the sentence counts, but the figure is the evidence's total of people
    infected: what a figure counts alone never moves it to a list."""
    publishable, findings = verdict_of(
        "Since then, around 870 infections have been reported globally, with 457 deaths in 21 countries.",
        "In total, 870 people worldwide have been infected, and 457 deaths have been reported in 21 countries. "
        "But in the last seven years, the pace has slowed, with only around 170 infections and 50 deaths.",
    )
    assert publishable, findings
