"""Four digits as a time of day in a notice's 24-hour form: before the day it falls on ("from 0800 on 3 June 2024 to
1800 on 7 June 2024") or after "at", "from" or "until" and before "hours" ("at 1430 hours"); an amount of hours ("rose
to 1200 hours") and a year ("from 1800 on the site") stay what they are."""

from __future__ import annotations

import pytest

from report_workflow import verify
from report_workflow.text import find_quantities

NOTICE = ("Notice to Mariners No. 12 of 2024. Skerrin Head lighthouse will be discontinued temporarily from 0800 on 3 "
          "June 2024 to 1800 on 7 June 2024 for lantern refurbishment.")


@pytest.mark.parametrize(("answer", "passes"), [
    ("Skerrin Head's light will be out from 8 am on 3 June until 6 pm on 7 June 2024 [1].", True),
    ("Skerrin Head's light will be out from 9 am on 3 June until 6 pm on 7 June 2024 [1].", False),
    ("Skerrin Head's light will be discontinued for 106 hours, from 8 am on 3 June 2024 [1].", True),
    ("Skerrin Head's light will be discontinued for 116 hours, from 8 am on 3 June 2024 [1].", False),
])
def test_against_the_evidence(answer: str, passes: bool) -> None:
    assert bool(verify(answer, [NOTICE])["publishable"]) is passes


@pytest.mark.parametrize(("text", "kind", "value"), [
    ("from 0800 on 3 June", "clock", 8 * 3600), ("to 1800 on Monday", "clock", 18 * 3600),
    ("the council met at 1430 hours", "clock", 14.5 * 3600), ("annual hours rose to 1200 hours", "value", 1200 * 3600),
    ("from 1800 on the site", "value", 1800),
])
def test_four_digit_times(text: str, kind: str, value: float) -> None:
    first = find_quantities(text)[0]
    assert (first.kind, first.value) == (kind, value)
