""""All but three" of a whole the evidence counts a part of ("resolved in 16 of the 19 patients") names the three
left, and claims no "all": the clause does not break at its "but"."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("Venous congestion cleared in all but three of those patients [1].",
     "The unit used 146 leeches across 19 patients. Venous congestion resolved in 16 of the 19 patients.",
     None),
    ("Venous congestion cleared in all but four of those patients [1].",
     "The unit used 146 leeches across 19 patients. Venous congestion resolved in 16 of the 19 patients.",
     "FE001"),
    ("Venous congestion cleared in all of those patients [1].",
     "The unit used 146 leeches across 19 patients. Venous congestion resolved in 16 of the 19 patients.",
     "FD003"),
    ("All but two of the twelve stalls reopened on Monday [1].",
     "Ten of the 12 stalls reopened on Monday, the council said.",
     None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
