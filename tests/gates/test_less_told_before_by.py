"""A comparative of less told before the size of the gap, by "by" ("reported less bloating than the other group,
by 0.6 points"), gives the gap a minus sign, as a table or an abstract writes it (-0.6); "more …, by 0.6" does
not."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("The unpasteurised group reported somewhat less bloating than the pasteurised group, by 0.6 points on a ten-point scale [1].",
     "The unpasteurised group reported a modest reduction in bloating scores relative to the pasteurised group (mean difference −0.6 points on a 10-point scale).",
     None),
    ("The unpasteurised group reported somewhat more bloating than the pasteurised group, by 0.6 points on a ten-point scale [1].",
     "The unpasteurised group reported a modest reduction in bloating scores relative to the pasteurised group (mean difference −0.6 points on a 10-point scale).",
     "FE001"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
