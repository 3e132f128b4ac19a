"""Polarity reads a clause that names nothing but its movement by its figure, and a recovery denied against the
share of the level the evidence gives.

Each row: the answer, its source, and the rule that must block it (``None``: an honest restatement that must
pass every FP rule).
"""

from __future__ import annotations

import pytest

from report_workflow.gates.lexicon import direction_cues
from report_workflow.verify import verify
from tests.support import fired

ZH_RESULTS = ("公司2024年第一季度实现营业收入1,234,567万元，同比增长12.3%；归属于上市公司股东的净利润为98,765万元，"
              "同比下降4.5%。")
EN_RESULTS = ("Revenue was $12.3 billion, up 12.3% year on year; net profit attributable to shareholders was $987.65 "
              "million, down 4.5% year on year.")

# "同比增长4.5%" shares only 同比 with every year-on-year clause of the evidence: its figure tells which it restates.
MOVEMENTS_BY_FIGURE = [
    ("公司一季度归母净利润约9.88亿元，同比增长4.5%。", ZH_RESULTS, "FP002"),
    ("Net profit attributable to shareholders was about $988 million, up 4.5% year on year.", EN_RESULTS, "FP002"),
    ("公司一季度归母净利润约9.88亿元，同比下降4.5%。", ZH_RESULTS, None),
    ("Net profit attributable to shareholders was about $988 million, down 4.5% year on year.", EN_RESULTS, None),
    ("营业收入同比增长12.3%，归母净利润同比下降4.5%。", ZH_RESULTS, None),
    ("Revenue was $12.3 billion, up 12.3% year on year.", EN_RESULTS, None),
    ("Revenue was $12.3 billion, down 12.3% year on year.", EN_RESULTS, "FP002"),
    # the same figure moving both ways: the clause may restate either
    ("净利润为9.9亿元，同比增长4.5%。", "营业收入同比下降4.5%；净利润为9.9亿元，同比增长4.5%。", None),
    # a clause with no word of its own but its movement and figure
    ("Revenue was $12.3 billion, down 12.3%, and net profit was $987.65 million, up 4.5%.", EN_RESULTS, "FP002"),
    ("Revenue was $12.3 billion, up 12.3%, and net profit was $987.65 million, down 4.5%.", EN_RESULTS, None),
    ("归母净利润约9.88亿元，增长4.5%。", "营业收入123.5亿元，增长12.3%；归母净利润9.88亿元，下降4.5%。", "FP002"),
    ("归母净利润约9.88亿元，下降4.5%。", "营业收入123.5亿元，增长12.3%；归母净利润9.88亿元，下降4.5%。", None),
]

ZH_AIRPORT = "该机场2023年旅客吞吐量为7920万人次，恢复至2019年同期的94%。"
EN_AIRPORT = "Passenger numbers reached 94% of 2019 levels."

# "has not returned to its 2019 level" agrees with 94% of it: the share, not the negation, decides (FP005).
RECOVERIES_DENIED = [
    ("该机场2023年旅客吞吐量尚未恢复到2019年同期水平。", ZH_AIRPORT, None),
    ("该机场2023年旅客吞吐量仍未恢复至2019年同期水平。", ZH_AIRPORT, None),
    ("Passenger numbers have yet to return to 2019 levels.", EN_AIRPORT, None),
    ("Passenger numbers have not yet returned to 2019 levels.", EN_AIRPORT, None),
    ("Passenger numbers have yet to recover to 2019 levels.", EN_AIRPORT, None),
    ("Passenger numbers have not recovered to 2019 levels.", EN_AIRPORT, None),
    ("公司未完成全年目标。", "公司完成全年目标的96%。", None),
    ("公司未完成全年目标。", "公司完成全年目标的106%。", "FP005"),
    ("该机场2023年旅客吞吐量尚未恢复到2019年同期水平。", ZH_AIRPORT.replace("94%", "104%"), "FP005"),
    ("Passenger numbers have not yet returned to 2019 levels.", EN_AIRPORT.replace("94%", "104%"), "FP005"),
    # a level the evidence gives no share of is still read for its negation
    ("该机场2023年旅客吞吐量尚未恢复到2019年同期水平。", "该机场2023年旅客吞吐量已恢复到2019年同期水平。", "FP001"),
]


def _polarity_rules(answer: str, source: str) -> set[str]:
    return fired(verify(answer, [source]), "FP")


@pytest.mark.parametrize(("answer", "source", "rule"), MOVEMENTS_BY_FIGURE)
def test_a_clause_naming_only_its_movement_restates_the_evidence_clause_of_its_figure(answer, source, rule):
    assert _polarity_rules(answer, source) == ({rule} if rule else set())


@pytest.mark.parametrize(("answer", "source", "rule"), RECOVERIES_DENIED)
def test_a_denied_recovery_is_read_against_the_share_of_the_level(answer, source, rule):
    assert _polarity_rules(answer, source) == ({rule} if rule else set())


# "up" and "down" move an amount before a figure, after a clause break or a verb of being or closing.
@pytest.mark.parametrize(("text", "sign"), [
    ("Revenue was $12.3 billion, up 12.3% year on year.", 1),
    ("Shares closed down 2% on Friday.", -1),
    ("Sales were down by about 3 percent.", -1),
    ("Membership is up 40 from last year.", 1),
    ("The year closed with print loans up 6% on 2023.", 1),
    ("Home sales down 3% weighed on the index.", -1),
])
def test_up_or_down_before_a_figure_is_a_movement(text: str, sign: int) -> None:
    assert [(cue.axis, cue.sign) for cue in direction_cues(text)] == [("magnitude", sign)]


@pytest.mark.parametrize("text", [
    "The council set up 3 working groups.",
    "The lift broke down 4 times in May.",
    "Exports made up 12% of output.",
    "The home side was up 2-1 at half time.",
    "Prices can go as high as up to 5% a year.",
    "They walked down 5th Avenue.",
    "The county has signed up 4,000 volunteers.",
    "Staff turned up 20 minutes late.",
])
def test_up_or_down_completing_a_verb_or_before_a_score_is_no_movement(text: str) -> None:
    assert not [cue for cue in direction_cues(text) if cue.word in ("up", "down")]
