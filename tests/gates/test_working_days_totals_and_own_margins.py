"""Working, business and calendar days as days ("over 12 working days" tells when, no bound); 总成绩 and 总分 as words
of summing; a Chinese margin of a figure the sentence states before 比 over the evidence's figure for the other side
(总成绩313公斤…比亚军赵磊多出8公斤 over 亚军为东港区选手赵磊，总成绩305公斤)."""

from __future__ import annotations

import pytest

from report_workflow import verify
from report_workflow.text import find_quantities

ROPE = ("Harwick Ropeworks, production note. The ropewalk laid 4,200 metres of 24 mm manila over 12 working days for "
        "the restoration of the barque Mary Tennant.")
LIFTS = ("市运会举重比赛男子73公斤级昨日决出名次，宁河区选手孟凡超获得冠军。他抓举成功举起142公斤，挺举成功举起171公斤。"
         "亚军为东港区选手赵磊，总成绩305公斤；季军为17岁的林昊，总成绩298公斤。")
SWIM = ("女子200米自由泳决赛中，林晓以1分02秒37的成绩夺冠，周宁以1分03秒29获得第二名，陈悦以1分04秒10获得第三名。")


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("The ropewalk averaged 350 metres a day while laying 4.2 km of manila for the Mary Tennant [1].", ROPE, True),
    ("The ropewalk averaged 380 metres a day while laying 4.2 km of manila for the Mary Tennant [1].", ROPE, False),
    ("孟凡超以抓举142公斤、挺举171公斤，总成绩313公斤夺得男子73公斤级冠军[1]。", LIFTS, True),
    ("孟凡超以抓举142公斤、挺举171公斤，总成绩323公斤夺得男子73公斤级冠军[1]。", LIFTS, False),
    ("孟凡超以总成绩313公斤夺得男子73公斤级冠军，比亚军赵磊多出8公斤[1]。", LIFTS, True),
    ("孟凡超以总成绩313公斤夺得男子73公斤级冠军，比亚军赵磊多出15公斤[1]。", LIFTS, False),
    ("林晓以1分02秒37夺冠，比第二名快了约1.7秒[1]。", SWIM, False),
])
def test_against_the_evidence(answer: str, source: str, passes: bool) -> None:
    assert bool(verify(answer, [source])["publishable"]) is passes


@pytest.mark.parametrize(("text", "days"), [("over 12 working days", 12), ("within five business days", 5)])
def test_working_days_are_days(text: str, days: int) -> None:
    (span,) = find_quantities(text)
    assert (span.kind, span.dimension, span.value) == ("value", "time", days * 86_400)
