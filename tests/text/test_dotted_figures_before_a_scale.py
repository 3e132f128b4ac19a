"""A figure with a full stop before a scale word is a scaled amount, never a time of day: "up from 1.52 million",
"from 3.45 billion", "从1.25万" (so a change worked out of it passes, and a wrong one blocks)."""

from __future__ import annotations

import pytest

from report_workflow.text import find_quantities
from report_workflow.verify import verify


@pytest.mark.parametrize(("text", "value"), [
    ("Northgate pressed 1.84 million records in 2024, up from 1.52 million in 2023.", 1_520_000),
    ("Revenue grew from 3.45 billion to 3.9 billion.", 3_450_000_000),
    ("Attendance fell from 2.15 thousand to 1.9 thousand.", 2_150),
])
def test_a_dotted_figure_before_a_scale_is_an_amount(text: str, value: float) -> None:
    found = [item for item in find_quantities(text) if item.kind == "value" and item.value == value]
    assert found and found[0].dimension == "number"


PRESSINGS = "Northgate pressed 1.84 million records in 2024, up from 1.52 million in 2023."


@pytest.mark.parametrize(("answer", "publishable"), [
    ("Northgate pressed 1.84 million records in 2024, 320,000 more than in 2023.", True),
    ("Northgate pressed 1.84 million records in 2024, 420,000 more than in 2023.", False),
])
def test_changes_from_a_dotted_scaled_figure(answer: str, publishable: bool) -> None:
    assert verify(answer, PRESSINGS)["publishable"] is publishable
