"""A figure worked out from two figures of one passage (a change, a share, a sum) is stated by them when the
arithmetic holds at the precision the sentence writes, and what ties it to them is in the sentence."""

from __future__ import annotations

import pytest

from report_workflow.gates.derived import worked_out
from report_workflow.gates.inputs import Passage, Statement
from report_workflow.gates.numbers import supports
from report_workflow.verify import verify
from tests.support import assert_blocked_as_unstated, assert_publishable, sentence_rules

REVENUE = "Revenue was $3.0 billion in 2021 and $3.6 billion in 2023."
TURNOUT = "Turnout rose from 63% in 2019 to 67% in 2024."
COMMUTE = "The average commute fell to 38 minutes in 2024, compared with 45 minutes in 2019."
MEDALS = "在杭州亚运会上，中国代表团共获得201枚金牌、111枚银牌和71枚铜牌，奖牌总数383枚。"


@pytest.mark.parametrize(("answer", "source"), [
    ("Turnout rose 4 percentage points, from 63% in 2019.", TURNOUT),
    ("投票率上升4个百分点，达到67%。", "投票率由2019年的63%上升至2024年的67%。"),
    ("The graduation rate rose 2.6 percentage points to 88.2% in 2023.",
     "The graduation rate rose to 88.2% in 2023 from 85.6% in 2022."),  # the later figure written first
    ("Revenue rose 20% to $3.6 billion.", REVENUE),
    ("Revenue reached $3.6 billion in 2023, a 20% increase on 2021.", REVENUE),
    ("营收增长20%，达到36亿元。", "2021年营收30亿元，2023年营收36亿元。"),
    ("Candidate A won 50.4% to 49.6%, a margin of 0.8 percentage points.",
     "Candidate A received 50.4% of the vote and Candidate B 49.6%."),
    ("Commuters spent seven fewer minutes travelling in 2024 than in 2019, 38 on average.", COMMUTE),
])
def test_a_change_the_two_figures_make_is_stated_by_them(answer: str, source: str) -> None:
    result = verify(answer, [source])
    assert result["publishable"], sentence_rules(result)


@pytest.mark.parametrize(("answer", "source"), [
    ("Labour took 411 of 650 seats, about 63% of them.", "Labour won 411 of the 650 seats."),
    ("The court ordered about £2.75 million in damages and costs combined.",
     "The court ordered the company to pay damages of £2.3 million and costs of £450,000."),
    ("Wind and solar together supplied roughly 13% of global electricity.",
     "Solar supplied 5.5% of global electricity in 2023, while wind supplied 7.8%."),
    # no word of summing, but the figure is given to the two things the evidence gives each of its addends to
    ("The court ordered about £2.75 million in damages and costs.",
     "The court ordered the company to pay damages of £2.3 million and costs of £450,000."),
])
def test_a_share_or_a_sum_the_figures_make_is_stated_by_them(answer: str, source: str) -> None:
    result = verify(answer, [source])
    assert result["publishable"], sentence_rules(result)


@pytest.mark.parametrize(("answer", "source"), [
    ("Revenue rose 25% to $3.6 billion.", REVENUE),  # the figures make 20%
    ("Revenue fell 20% to $3.6 billion.", REVENUE),  # the passage gives a rise
    ("Revenue rose 20%.", REVENUE),  # neither figure is stated: nothing ties the change to them
    ("Turnout rose 4%, from 63% in 2019.", TURNOUT),  # a difference of percents is in points
    ("Commuters spent nine fewer minutes travelling in 2024 than in 2019, 38 on average.", COMMUTE),  # 7 fewer
    ("中国代表团获得201枚金牌，占奖牌总数的六成以上。", MEDALS),  # 201 of 383 is 52%
])
def test_a_figure_the_evidence_figures_do_not_make_blocks_as_unstated(answer: str, source: str) -> None:
    result = verify(answer, [source])
    assert not result["publishable"] and "FE001" in sentence_rules(result)


SURVEY = "So far 620 of the roughly 2,500 schools invited have returned the survey, the ministry said."


@pytest.mark.parametrize(("answer", "passes"), [
    ("About a quarter of schools have returned the survey so far [1].", True),
    ("Some 25% of the schools invited have returned the survey so far [1].", True),
    ("About 35% of schools have returned the survey so far [1].", False),
    ("About 25% of pupils have returned the survey so far [1].", False),  # a share of other things
])
def test_a_share_of_a_part_the_passage_counts_of_its_whole(answer: str, passes: bool) -> None:
    assert verify(answer, [SURVEY])["publishable"] is passes


FLEET = "The depot runs 14 lorries, each carrying 20 tonnes, and 6 vans, each carrying 2 tonnes."


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("The depot's lorries can carry 280 tonnes between them [1].", FLEET, True),
    ("The vans at the depot carry 12 tonnes in all [1].", FLEET, True),
    ("The depot's lorries can carry 300 tonnes between them [1].", FLEET, False),
    ("The vans at the depot carry 280 tonnes in all [1].", FLEET, False),  # the lorries' total
])
def test_a_count_of_things_each_given_an_amount_totals_them(answer: str, source: str, passes: bool) -> None:
    assert verify(answer, [source])["publishable"] is passes


def test_figures_of_different_things_are_not_a_start_and_an_end() -> None:
    source = "Earnings were $130.4 million on net sales of $1.8 billion, well above the prior year."
    result = verify("Earnings of $130.4 million were well above the prior year, on net sales of $1.7 billion.", [source])
    assert not result["publishable"] and "FE001" in sentence_rules(result)


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("The journey on the 07:15 from Leeds takes 2 hours 14 minutes.",
     "The 07:15 from Leeds arrives at London King's Cross at 09:29.", True),
    ("The journey on the 07:15 from Leeds takes 2 hours 24 minutes.",
     "The 07:15 from Leeds arrives at London King's Cross at 09:29.", False),
    ("G1次列车全程1318公里，运行4小时29分钟。", "G1次列车7:00从北京南站出发，11:29到达上海虹桥站，全程1318公里。", True),
    ("G1次列车全程1318公里，运行4小时39分钟。", "G1次列车7:00从北京南站出发，11:29到达上海虹桥站，全程1318公里。", False),
])
def test_a_journey_time_is_the_time_between_two_clock_times(answer: str, source: str, passes: bool) -> None:
    result = verify(answer, [source])
    assert result["publishable"] is passes, sentence_rules(result)


def test_a_bound_on_a_journey_time_is_not_worked_out_from_clock_times() -> None:
    source = "G1次列车7:00从北京南站出发，11:29到达上海虹桥站，全程1318公里。"
    assert not verify("G1次列车全程1318公里，运行时间不到4小时。", [source])["publishable"]


WOODLAND = ["Of the 600 trees the survey counted, 410 were oaks, 150 were beeches and the rest were ash."]
LIBRARY = ["新馆总投资2.6亿元，其中市财政安排1.8亿元。"]


@pytest.mark.parametrize(("answer", "sources"), [
    ("Besides 150 beeches, the remaining 40 trees counted were ash [1].", WOODLAND),
    ("新馆总投资2.6亿元，市财政以外的其余资金为0.8亿元[1]。", LIBRARY),
    ("Besides 150 beeches, 40 trees counted were ash [1].", WOODLAND),  # ash is what the source calls the rest
])
def test_the_rest_of_a_whole_once_its_other_parts_are_taken(answer: str, sources: list[str]) -> None:
    assert_publishable(answer, sources)


@pytest.mark.parametrize(("answer", "sources"), [
    ("Besides 150 beeches, the remaining 50 trees counted were ash [1].", WOODLAND),
    ("新馆总投资2.6亿元，市财政以外的其余资金为0.6亿元[1]。", LIBRARY),
    ("Besides 150 beeches, 40 trees counted were oaks [1].", WOODLAND),
])
def test_a_wrong_rest_or_one_not_named_as_the_rest_still_blocks(answer: str, sources: list[str]) -> None:
    assert_blocked_as_unstated(answer, sources)


@pytest.mark.parametrize(("sentence", "passage", "rest"), [
    ("Most went to highway authorities, and the remaining 105,000 tonnes to councils.",
     "The mine sold 420,000 tonnes, of which 315,000 tonnes were sold to highway authorities.", 105_000_000),
    ("About half a million kilograms of the 4.1 million offered went unsold.",
     "4.1 million kg was offered, of which 3.6 million kg was sold.", 500_000),
])
def test_a_rest_is_worked_out_of_a_passage_holding_just_the_whole_and_one_part(sentence: str, passage: str,
                                                                               rest: float) -> None:
    statement = Statement(sentence)
    quantity = statement.quantities[0]
    assert rest in [figure.value for figure in worked_out(quantity, statement, Passage(passage), supports)]
