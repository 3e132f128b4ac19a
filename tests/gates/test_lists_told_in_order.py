"""A list the sentence tells in order (先后要经过…, "the steps are") against a list the evidence tells in order: two
shared items the other way round block (FP009); the same order, or a list told without an order word, passes."""

from __future__ import annotations

import pytest

from report_workflow import verify
from report_workflow.gates.sequence import ORDER_REVERSED, ordered_list

FANS = "澄湖扇庄折扇制作工艺流程依次为：选竹、开料、烘烤定型、磨骨、裱面、穿钉上扇。其中磨骨环节全部手工完成。"
LAUNDRY = "Service wash: the steps are washing, drying, ironing and folding, and each load takes about two hours."


@pytest.mark.parametrize(("text", "items"), [
    ("流程依次为：选竹、开料、烘烤定型、磨骨。", ("选竹", "开料", "烘烤定型", "磨骨")),
    ("先后要经过选竹、开料、裱面和磨骨等工序。", ("选竹", "开料", "裱面", "磨骨")),
    ("The steps are: washing, drying, ironing and folding.", ("washing", "drying", "ironing", "folding")),
    ("选竹、开料、裱面和磨骨都很重要。", ()),  # no word of order
    ("依次为选竹和开料。", ()),  # two items are too few
])
def test_ordered_list(text: str, items: tuple[str, ...]) -> None:
    assert ordered_list(text) == items


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("折扇制作先后要经过选竹、开料、烘烤定型、裱面、磨骨和穿钉上扇等工序[1]。", FANS, False),
    ("折扇制作先后要经过选竹、开料、烘烤定型、磨骨、裱面和穿钉上扇等工序[1]。", FANS, True),
    ("折扇制作要经过裱面、磨骨和选竹等工序[1]。", FANS, True),
    ("In a service wash the steps are washing, ironing, drying and folding [1].", LAUNDRY, False),
    ("In a service wash the steps are washing, drying, ironing and folding [1].", LAUNDRY, True),
])
def test_verdicts(answer: str, source: str, passes: bool) -> None:
    assert verify(answer, [source])["publishable"] is passes


def test_the_reason_names_the_two_items() -> None:
    result = verify("折扇制作先后要经过选竹、开料、烘烤定型、裱面、磨骨和穿钉上扇等工序[1]。", [FANS])
    sentence = result["sentence_results"][0]
    assert sentence["rule"] == ORDER_REVERSED.code
    assert "“裱面” before “磨骨”" in sentence["reason"]
