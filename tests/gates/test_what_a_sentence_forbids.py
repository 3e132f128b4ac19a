"""What a sentence forbids ("forbids touching or removing artefacts") is what a negation of the evidence denies
("must not remove or touch any artefacts"): forbidding pairs with a negation and denies nothing of its own."""

from __future__ import annotations

import pytest

from report_workflow import verify

RULES = "Each trip carries a maximum of 10 divers. Divers must not remove or touch any artefacts on the wreck."
PARK = "Visitors must not feed the deer or leave litter in the park."


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("The operator forbids touching or removing artefacts on the wreck.", RULES, True),
    ("The operator prohibits removing artefacts from the wreck.", RULES, True),
    ("The park bans feeding the deer.", PARK, True),
])
def test_verdicts(answer: str, source: str, passes: bool) -> None:
    assert verify(answer, [source])["publishable"] is passes
