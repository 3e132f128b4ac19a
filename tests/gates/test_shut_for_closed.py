""""Shut" is read as "closed" where a denial is matched: "the shop had been shut during the investigation" affirms
what "had not been closed during the investigation" denies (FP001)."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("Magistrates heard that the shop had been shut while the investigation ran, although no customer had reported falling ill [1].",
     "The court heard that the shop had not been closed during the investigation and that no customer had reported illness.",
     "FP001"),
    ("Magistrates heard that the shop had stayed open while the investigation ran [1].",
     "The court heard that the shop had not been closed during the investigation and that no customer had reported illness.",
     None),
    ("The library has been shut since the flood [1].",
     "The library has been closed since the flood in March.",
     None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
