"""A whole opening its sentence with its part heading the next clause ("Of the 80 lots offered, 60 sold") writes the
part as a share of that whole, as "60 of the 80 lots" does: "three in four lots found buyers" is 60 of 80 (FE001 found
no 75% because "found buyers" is not the evidence's "sold"); another share still blocks."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("Three in four cufflink lots at the sale found buyers [1].",
     "Of the 80 lots of cufflinks offered, 60 sold, for a combined hammer total of £38,400.",
     None),
    ("Four in five cufflink lots at the sale found buyers [1].",
     "Of the 80 lots of cufflinks offered, 60 sold, for a combined hammer total of £38,400.",
     "FE001"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
