"""An amount the sentence states over a length of time it states, given for each period ("4.8 tonnes over the
six-month season, roughly 800 kg a month", 半年共收获4.8吨，平均每月约800公斤), is worked out; a wrong one blocks."""

from __future__ import annotations

import pytest

from report_workflow import verify
from report_workflow.gates.inputs import Statement
from report_workflow.gates.one_step import _per_period

FARM = ("The farm near Millau harvested 4,800 kg of snails in the 2023 season, which ran from May to October. "
        "About 70% was sold to restaurants.")
CHINESE = "农场在5月至10月的六个月里共收获蜗牛4800公斤，约七成销往餐馆。"


def test_the_amount_for_each_period() -> None:
    statement = Statement("It produced 4.8 tonnes over the six-month season, roughly 800 kg a month.")
    figure = statement.quantities[-1]
    mine = [item for item in statement.quantities if item is not figure]
    assert [round(item.value) for item in _per_period(figure, statement, mine)] == [800]


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("The farm produced 4.8 tonnes of snails over the six-month 2023 season, roughly 800 kg a month [1].", FARM, True),
    ("The farm produced 4.8 tonnes of snails over the six-month 2023 season, roughly 950 kg a month [1].", FARM, False),
    ("农场半年共收获蜗牛4.8吨，平均每月约800公斤[1]。", CHINESE, True),
    ("农场半年共收获蜗牛4.8吨，月均约800公斤[1]。", CHINESE, True),
    ("农场半年共收获蜗牛4.8吨，平均每月约900公斤[1]。", CHINESE, False),
])
def test_verdicts(answer: str, source: str, passes: bool) -> None:
    assert verify(answer, [source])["publishable"] is passes
