"""The year an extreme is measured from ("our best season since 2017") dates no figure: a figure of the season the
report is of is not moved to 2017."""

from __future__ import annotations

import pytest

from report_workflow import verify

REPORT = ("Ridgeback Sugarhouse: 2024 season report. We tapped 3,400 trees and produced 1,850 US gallons of syrup, our "
          "best season since 2017.")


@pytest.mark.parametrize(("answer", "passes"), [
    ("Ridgeback Sugarhouse made about 7,000 litres of syrup from 3,400 tapped trees in 2024, its best season since "
     "2017 [1].", True),
    ("Ridgeback Sugarhouse made about 7,000 litres of syrup in 2024, its best season since 2012 [1].", False),
    ("Ridgeback Sugarhouse made about 9,000 litres of syrup in 2024, its best season since 2017 [1].", False),
])
def test_against_the_evidence(answer: str, passes: bool) -> None:
    assert bool(verify(answer, [REPORT])["publishable"]) is passes
