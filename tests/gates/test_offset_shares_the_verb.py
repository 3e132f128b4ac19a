"""A length of time counted back from an event shares the verb right before it: "the slide closes 30 minutes before the
park" counts from the park's closing, so 6.30 p.m. is 19:00 less 30 minutes (FE006 found no such time); a time
moved from another event still blocks."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("At weekends the Typhoon slide shuts at 6.30 p.m. [1].",
     "Splashbay Aquapark – summer opening hours 2024\n\n| Days | Opens | Closes |\n|---|---|---|\n| Monday–Friday | 10:00 | 17:30 |\n| Saturday–Sunday | 09:00 | 19:00 |\n\nThe Typhoon slide closes 30 minutes before the park. Lockers cost £2.",
     None),
    ("At weekends the Typhoon slide shuts at 6 p.m. [1].",
     "Splashbay Aquapark – summer opening hours 2024\n\n| Days | Opens | Closes |\n|---|---|---|\n| Monday–Friday | 10:00 | 17:30 |\n| Saturday–Sunday | 09:00 | 19:00 |\n\nThe Typhoon slide closes 30 minutes before the park. Lockers cost £2.",
     "FE006"),
    ("On weekdays the Typhoon slide shuts at 9.30 a.m. [1].",
     "Splashbay Aquapark – summer opening hours 2024\n\n| Days | Opens | Closes |\n|---|---|---|\n| Monday–Friday | 10:00 | 17:30 |\n| Saturday–Sunday | 09:00 | 19:00 |\n\nThe Typhoon slide closes 30 minutes before the park. Lockers cost £2.",
     "FE006"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
