"""An order the evidence tells with an order word inside one sentence ("spent 30 days in quarantine and passed health
checks before being introduced to the resident mob") is the order of its two events: a sentence putting them the
other way reverses it (FP009). A duration after a verb ("before completing 30 days of quarantine") is part of the
event, not the point it is ordered by."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("Four meerkats arrived on September 2 and were introduced to the resident mob of eleven before completing 30 days of quarantine and veterinary checks [1].",
     "Four meerkats arrived at Fenmoor Wildlife Park on 2 September. They spent 30 days in a quarantine enclosure and passed veterinary health checks before being introduced to the park's resident mob of eleven.",
     "FP009"),
    ("Four meerkats arrived on September 2 and were introduced to the resident mob of eleven after completing 30 days of quarantine and veterinary checks [1].",
     "Four meerkats arrived at Fenmoor Wildlife Park on 2 September. They spent 30 days in a quarantine enclosure and passed veterinary health checks before being introduced to the park's resident mob of eleven.",
     None),
    ("The roof was repaired before the exhibition reopened [1].",
     "The exhibition reopened only after the gallery roof had been repaired.",
     None),
    ("The exhibition reopened before the roof was repaired [1].",
     "The exhibition reopened only after the gallery roof had been repaired.",
     "FP009"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
