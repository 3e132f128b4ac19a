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
