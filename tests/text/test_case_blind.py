"""A pattern written in lower case finds, through ``CaseBlind``, exactly what the same pattern finds case-blind: on the
lower-cased text where that keeps every offset and holds no letter a case-blind match reads otherwise (İ, ı, ſ)."""

from __future__ import annotations

import re

import pytest

from report_workflow.text.normalise import CaseBlind

PATTERN = r"(?<![\w-])(?:may|sign|is|kelvin)(?![\w-])"


@pytest.mark.parametrize("text", [
    "It MAY rain.", "No Sign of it.", "Zürich IS cold.", "\u212aelvin scale", "\u0130S it? \u0131s it? \u017fign",
    "Ǆ may be", "straße is long", "数据 may show", "",
])
def test_the_same_matches_as_a_case_blind_search(text: str) -> None:
    blind = [(match.start(), match.group().lower()) for match in re.finditer(PATTERN, text, re.IGNORECASE)]
    assert [(match.start(), match.group().lower()) for match in CaseBlind(PATTERN).finditer(text)] == blind
    assert (CaseBlind(PATTERN).search(text) is None) == (not blind)
