"""Three months a sentence spans by their first and last ("between January and March") are the span the evidence gives
as "the three months to 31 March" or as a quarter (first quarter 2024): neither end is a date it must state (FE006
read January as a date the evidence does not give); another span, or one of its months alone, still blocks."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("Pellham & Rowe sold 1,840 fedoras between January and March [1].",
     "Pellham & Rowe trading update. The hatmaker sold 1,840 felt fedoras and 2,315 straw boaters in the three months to 31 March.",
     None),
    ("Harbour Ices sold 52,000 cones between January and March 2024 [1].",
     "Harbour Ices results, first quarter 2024. The company sold 52,000 cones, up 8% on a year earlier.",
     None),
    ("Pellham & Rowe sold 1,840 fedoras between February and April [1].",
     "Pellham & Rowe trading update. The hatmaker sold 1,840 felt fedoras and 2,315 straw boaters in the three months to 31 March.",
     "FE006"),
    ("Pellham & Rowe sold 1,840 fedoras in January [1].",
     "Pellham & Rowe trading update. The hatmaker sold 1,840 felt fedoras and 2,315 straw boaters in the three months to 31 March.",
     "FE006"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
