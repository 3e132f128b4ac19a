"""A GP is the doctor of primary care: a sentence naming patients "treated by their GP" names no one the evidence
leaves out when it writes "general practice" or "primary care" (FE021); a GP over evidence naming neither is still
unnamed there."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("The researchers caution that because everyone was recruited from one specialist clinic, the results might not hold for patients treated by their GP [1].",
     "Conclusions: Hypnotherapy was associated with greater symptom improvement than education. Because all participants were recruited from a single tertiary clinic, the findings may not apply to patients managed in primary care.",
     None),
    ("Patients can book a GP appointment online [1].",
     "Patients can book an appointment with their general practitioner online.",
     None),
    ("The results might not hold for patients treated by their GP [1].",
     "The findings may not apply to patients managed in the community by nurses.",
     "FE021"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
