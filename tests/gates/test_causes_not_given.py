"""A cause given where the evidence says no reason was given blocks (FE023): told by a word of consequence after the
effect's subject (合作社因此上调出厂价), in an "as" clause after the effect ("fell 18% as record rainfall kept visitors
away"), or against 对于调价原因，合作社未作说明."""

from __future__ import annotations

import pytest

from report_workflow import verify
from report_workflow.gates.causes import CAUSE_NOT_IN_EVIDENCE, as_cause_and_effect, cause_and_effect
from report_workflow.gates.inputs import Statement

MAZE = ("Admissions to the Yew Maze fell 18% in 2023 to 41,300. Café revenue held steady. The estate did not give a "
        "reason for the decline.")
RAIN = "July 2023 was the wettest July on record in Aldwynshire, with 187 mm of rain."
GOURDS = ("今年入秋以来，东岗村一带葫芦原料收购价每个平均上涨约两成。合作社自10月1日起将烙画葫芦出厂价统一上调10%。"
          "对于调价原因，合作社未作说明。")


@pytest.mark.parametrize(("sentence", "sides"), [
    ("Admissions fell 18% as record rainfall kept visitors away.",
     ("record rainfall kept visitors away", "Admissions fell 18%")),
    ("Admissions fell 18%, as the estate reported.", None),
    ("Admissions fell 18% as expected.", None),
    ("Admissions fell 18% as well.", None),
])
def test_as_clauses(sentence: str, sides: tuple[str, str] | None) -> None:
    assert as_cause_and_effect(Statement(sentence)) == sides


@pytest.mark.parametrize(("sentence", "sides"), [
    ("原料价格涨了两成，合作社因此上调出厂价。", ("原料价格涨了两成", "合作社上调出厂价")),
    ("原料价格涨了两成，因此合作社上调出厂价。", ("原料价格涨了两成", "合作社上调出厂价")),
    ("合作社因此上调出厂价。", None),  # the cause is in a sentence before
])
def test_words_of_consequence(sentence: str, sides: tuple[str, str] | None) -> None:
    assert cause_and_effect(Statement(sentence)) == sides


@pytest.mark.parametrize(("answer", "sources", "passes"), [
    ("Admissions to the Yew Maze dropped 18% to 41,300 in 2023 as record July rainfall kept visitors away [1][2].",
     [MAZE, RAIN], False),
    ("Admissions to the Yew Maze dropped 18% to 41,300 in 2023, and July was the wettest on record [1][2].",
     [MAZE, RAIN], True),
    ("Admissions to the Yew Maze fell 18% to 41,300 in 2023; the estate gave no reason [1].", [MAZE], True),
    ("入秋以来，葫芦原料收购价平均涨了两成左右，合作社因此自十月一日起将烙画葫芦出厂价上调10%[1]。", [GOURDS], False),
    ("由于原料收购价上涨，合作社自十月一日起将烙画葫芦出厂价上调10%[1]。", [GOURDS], False),
    ("入秋以来葫芦原料收购价平均涨了两成左右，合作社自十月一日起将烙画葫芦出厂价上调10%，但未说明原因[1]。", [GOURDS], True),
])
def test_verdicts(answer: str, sources: list[str], passes: bool) -> None:
    assert verify(answer, sources)["publishable"] is passes


def test_the_reason_quotes_the_evidence() -> None:
    result = verify("Admissions to the Yew Maze dropped 18% to 41,300 in 2023 as record July rainfall kept visitors "
                    "away [1][2].", [MAZE, RAIN])["sentence_results"][0]
    assert result["rule"] == CAUSE_NOT_IN_EVIDENCE.code
    assert "did not give a reason" in result["reason"]
