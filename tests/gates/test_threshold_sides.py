"""A threshold keeps its own figure on the evidence's side (FE032): "50 or fewer" where the evidence says "fewer
than 50" and "50 or more" moves the figure across the line, as "more than 3 hours" does for "3 hours or more"; the
evidence's own closure passes, and so does a closed bound for an open one the evidence gives on one side only."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

EMPLOYERS = ("The reporting duty applies to employers with 250 or more staff; employers with fewer than 250 staff "
             "are exempt from the reporting duty but may publish voluntarily.")
TARIFF = "Households using up to 1,000 kWh a month pay the standard tariff, and those using more than 1,000 kWh pay more."
TAX = "个人年度应纳税所得额不超过3万元的部分，按5%的税率计征；超过3万元的部分，按10%的税率计征。"
FARES = "Children under 12 travel free on weekend services."
PARKING = "Blue badge holders may park for 3 hours or more in the town centre bays."

CASES = [
    # (answer, source, blocked)
    ("Employers with 250 or fewer staff are exempt from the reporting duty.", EMPLOYERS, True),
    ("Employers with fewer than 250 staff are exempt from the reporting duty.", EMPLOYERS, False),
    ("The reporting duty applies to employers with more than 250 staff.", EMPLOYERS, True),
    ("The reporting duty applies to employers with 250 or more staff.", EMPLOYERS, False),
    ("Households using less than 1,000 kWh a month pay the standard tariff, and the rest pay more.", TARIFF, True),
    ("Households using 1,000 kWh or less a month pay the standard tariff, and the rest pay more.", TARIFF, False),
    ("应纳税所得额3万元以上的部分，按10%的税率计征。", TAX, True),
    ("应纳税所得额超过3万元的部分，按10%的税率计征。", TAX, False),
    ("应纳税所得额不超过3万元的部分，按5%的税率计征。", TAX, False),
    # one side only: an open bound for a closed one leaves the figure out; a closed one for an open one says less
    ("Blue badge holders may park for more than 3 hours in the town centre bays.", PARKING, True),
    ("Children aged 12 or under travel free at weekends.", FARES, False),
    ("Children aged under 12 travel free at weekends.", FARES, False),
]


@pytest.mark.parametrize(("answer", "source", "blocked"), CASES)
def test_a_threshold_keeps_its_figure_on_the_evidence_side(answer: str, source: str, blocked: bool) -> None:
    result = verify(answer, [source])
    assert ("FE032" in fired(result)) == blocked, result["sentence_results"]
    if blocked:
        assert not result["publishable"], result["sentence_results"]
