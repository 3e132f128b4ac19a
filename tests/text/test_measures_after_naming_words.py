"""A number after a word that can name a numbered thing ("line", "step") is a measure when a unit follows it
("crossing the line 12.4 seconds faster"), and a four-digit count before a Chinese classifier (玫瑰2000束, 2000株) is
a count, not a year; "line 12.4 of the code" and 2000年 stay what they were."""

from __future__ import annotations

import pytest

from report_workflow.text import find_quantities


@pytest.mark.parametrize(("text", "kind", "dimension"), [
    ("Team Harrow won, crossing the line 12.4 seconds faster than Nordvik.", "value", "time"),
    ("She finished step 2 minutes ahead of schedule.", "value", "time"),
    ("See line 12.4 of the listing.", "label", "label"),
    ("七夕当天售出玫瑰2000束。", "value", "number"),
    ("合作社栽植木瓜苗2000株。", "value", "number"),
    ("该店开业于2000年。", "year", "year"),
])
def test_measures_after_naming_words(text: str, kind: str, dimension: str) -> None:
    found = [item for item in find_quantities(text) if item.magnitude in (12.4, 2.0, 2000.0)]
    assert (found[0].kind, found[0].dimension) == (kind, dimension)
