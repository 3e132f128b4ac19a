""""Unable to" denies what follows it, as "failed to" does: "managed to turn the caber" over "was unable to turn the
caber" blocks (FP001); "could not turn it" passes."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

CABER = ("Defending champion Ewan Gray, last year's winner, was unable to turn the caber in any of his three attempts "
         "and finished sixth.")
VISA = "The embassy said it was able to process the visa within ten days."

CASES = [
    ("Defending champion Ewan Gray managed to turn the caber but finished only sixth.", CABER, False),
    ("Defending champion Ewan Gray could not turn the caber and finished sixth.", CABER, True),
    ("Ewan Gray failed to turn the caber in his three attempts.", CABER, True),
    ("The embassy said it was unable to process the visa within ten days.", VISA, False),
]


@pytest.mark.parametrize(("answer", "source", "publishable"), CASES)
def test_unable_to_as_a_negation(answer: str, source: str, publishable: bool) -> None:
    result = verify(answer, source)
    assert result["publishable"] is publishable
    assert ("FP001" in fired(result)) is not publishable
