"""A change between two figures a passage dates to two days, each the one day of its figure's segment, the earlier
first, for a sentence naming both days: "fell by 4,600 between 18 October and 25 October" over "14,200 cranes on
18 October and 9,600 on 25 October". A rise over those figures, or another size, still blocks."""

from __future__ import annotations

import pytest

from report_workflow import verify

CRANES = "Volunteers counted 14,200 common cranes at the roost on 18 October and 9,600 on 25 October."
SEALS = "Wardens counted 610 grey seals hauled out at Skerry Point on 4 August 2024 and 380 on 18 August."


def _passes(answer: str, source: str) -> bool:
    return bool(verify(answer, [source])["publishable"])


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("The crane count fell by 4,600 between 18 October and 25 October.", CRANES, True),
    ("The roost held 4,600 fewer cranes on 25 October than on 18 October.", CRANES, True),
    ("The crane count rose by 4,600 between 18 October and 25 October.", CRANES, False),
    ("The crane count fell by 4,800 between 18 October and 25 October.", CRANES, False),
    ("The seal count fell by 230 between 4 August 2024 and 18 August.", SEALS, True),
])
def test_changes_dated_by_day(answer: str, source: str, passes: bool) -> None:
    assert _passes(answer, source) is passes
