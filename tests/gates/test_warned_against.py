""""Cautions against", "warns against" and "advises against" deny what they govern as "not" does: "cautions
against reading the rise as a recovery" restates "the rise should not be read as a recovery" (the clause broke at
"against" and FP001 read "reading the rise as a recovery" as affirmed); a sentence reading it so still blocks."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("The survey team cautions against reading the 2023 rise as a recovery [1].",
     "The survey team says the 2023 rise should not be read as a recovery, given year-to-year variation.",
     None),
    ("Vets warn against feeding the birds bread [1].",
     "Vets say the birds should not be fed bread, which fills them without nourishing them.",
     None),
    ("The survey team reads the 2023 rise as a recovery [1].",
     "The survey team says the 2023 rise should not be read as a recovery, given year-to-year variation.",
     "FP001"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
