"""FE009: a multiple word (doubled, tripled, halved, 翻番) must be the ratio of the change the evidence states."""

from __future__ import annotations

import pytest

from tests.support import verdict_of

SALES = "Sales rose from 1.2 million units in 2019 to 2.4 million units in 2023."
REVENUE = "Revenue was $2.4bn in 2023, up from $1.2bn in 2022."
EXPORTS = "出口额由2020年的50亿美元增至2023年的100亿美元。"


@pytest.mark.parametrize(("answer", "source"), [
    ("Sales doubled between 2019 and 2023.", SALES),
    ("Sales nearly doubled.", "Sales rose from 1.2 million units to 2.3 million units."),
    ("Sales more than doubled.", "Sales rose from 1.2 million units to 2.7 million units."),
    ("Revenue doubled to $2.4bn.", REVENUE),  # the later figure first, "up from" the earlier
    ("Sales halved.", "Sales fell from 2.4 million units to 1.2 million units."),
    ("出口额翻了一番。", EXPORTS),
    ("Downloads rose tenfold.", "Downloads rose from 1.2 million to 12 million."),
    ("The team doubled down on its plan.", "The team kept its plan as revenue rose from $5m to $9m."),
    ("Sales tripled.", "Sales rose sharply over the period."),  # no figures to check against
])
def test_a_multiple_the_figures_give_passes(answer: str, source: str) -> None:
    assert verdict_of(answer, source)[0]


@pytest.mark.parametrize(("answer", "source"), [
    ("Sales tripled between 2019 and 2023.", SALES),
    ("Sales more than doubled.", "Sales rose from 1.2 million units to 2.2 million units."),
    ("Revenue tripled to $2.4bn.", REVENUE),
    ("Sales halved.", "Sales fell from 2.4 million units to 1.8 million units."),
    ("出口额翻了两番。", EXPORTS),
    ("Downloads rose tenfold.", "Downloads rose from 1.2 million to 6 million."),
])
def test_a_multiple_the_figures_do_not_give_blocks(answer: str, source: str) -> None:
    passed, findings = verdict_of(answer, source)
    assert not passed and "FE009" in {finding["rule"] for finding in findings}


def test_the_finding_names_both_figures_and_their_ratio() -> None:
    findings = verdict_of("Sales tripled between 2019 and 2023.", SALES)[1]
    reason = next(finding["reason"] for finding in findings if finding["rule"] == "FE009")
    assert reason == "“tripled” is ×3, but the evidence gives “1.2 million” and “2.4 million”, a ratio of 2"


TONNES = "Exports rose from 40 tonnes in 2015 to 80 tonnes in 2020."
SALES_CN = "销售额由2019年的1.2亿元增至2023年的2.4亿元。"
TRIPLED_CN = "销售额由2019年的1.2亿元增至2023年的3.6亿元。"


@pytest.mark.parametrize(("answer", "source"), [
    ("Exports in 2020 were 2 times those of 2015.", TONNES),
    ("Exports were twice as high as in 2015.", TONNES),
    ("Exports rose 2-fold.", TONNES),
    ("销售额是2019年的2倍。", SALES_CN),
    ("销售额增长了一倍。", SALES_CN),
    ("销售额增长了两倍。", TRIPLED_CN),  # grown by two times the start: ×3
    ("销售额增长了两倍。", SALES_CN),  # as often written for ×2
    ("销售额增长了近两倍。", "销售额由2019年的1.2亿元增至2023年的3.5亿元。"),
    ("Patients took the tablet three times a day.", "Patients took the tablet three times a day."),
])
def test_a_multiple_written_as_a_figure_passes_when_the_change_gives_it(answer: str, source: str) -> None:
    assert verdict_of(answer, source)[0]


@pytest.mark.parametrize(("answer", "source", "word"), [
    ("Exports in 2020 were 3 times those of 2015.", TONNES, "3 times"),
    ("Exports were three times higher than in 2015.", TONNES, "three times higher"),
    ("Exports rose 2.5-fold.", TONNES, "2.5-fold"),
    ("销售额是2019年的3倍。", SALES_CN, "3倍"),
    ("销售额增长了一倍。", TRIPLED_CN, "增长了一倍"),
    ("销售额增长了3倍以上。", SALES_CN, "增长了3倍以上"),
])
def test_a_multiple_written_as_a_figure_blocks_with_the_ratio_not_as_an_unstated_number(
    answer: str, source: str, word: str
) -> None:
    passed, findings = verdict_of(answer, source)
    rules = [finding["rule"] for finding in findings]
    assert not passed and rules == ["FE009"]
    assert findings[0]["reason"].startswith(f"“{word}” is ×")


def test_a_multiple_with_no_change_to_compare_is_a_figure_the_evidence_must_state() -> None:
    passed, findings = verdict_of("销售额是2023年的3倍。", "销售额2023年为2.4亿元。")
    assert not passed and "FE001" in {finding["rule"] for finding in findings}


EARNINGS = "Earnings were $130.4 million, roughly double the prior-year level of $64.2 million."


@pytest.mark.parametrize(("answer", "passes"), [
    ("Earnings were roughly two-fold the prior-year level.", True),
    ("Earnings were twice the prior-year level.", True),
    ("Earnings were roughly three-fold the prior-year level.", False),
])
def test_a_multiple_the_evidence_words_states_the_same_multiple(answer: str, passes: bool) -> None:
    assert verdict_of(answer, EARNINGS)[0] is passes


RAIN = "The station recorded 312 mm of rain in 24 hours on 14 September, more than twice the monthly average of 140 mm."


@pytest.mark.parametrize(("answer", "passes"), [
    ("About 31 cm of rain fell in a single day, more than twice the monthly average.", True),
    ("About 31 cm of rain fell in a single day, three times the monthly average.", False),
])
def test_two_figures_the_evidence_compares_by_a_multiple_give_its_ratio(answer: str, passes: bool) -> None:
    passed, findings = verdict_of(answer, RAIN)
    assert passed is passes
    assert passes or "FE009" in {finding["rule"] for finding in findings}


def test_two_changes_of_one_figure_are_not_a_pair() -> None:
    source = ("Revenue for the third quarter was $35.08 billion, up 17% from the previous quarter and up 94% from a "
              "year ago.")
    assert verdict_of("Third-quarter revenue was about $35.1 billion, nearly double the year-earlier figure.", source)[0]
