"""A change told as done, by how much and then the level it reached ("jumped by fourteen to 52", "rose by 14 to
52"), states two figures, not a range; a change still to come ("expected to rise by 10 to 15%") may be a range."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("Giant decorative entries jumped by fourteen to 52 [1].",
     "| Class | 2023 entries | 2024 entries |\n|---|---|---|\n| Giant decorative | 38 | 52 |\n| Pompon | 27 | 24 |",
     None),
    ("Giant decorative entries rose by 14 to 52 [1].",
     "Giant decorative entries: 38 in 2023, 52 in 2024.",
     None),
    ("Giant decorative entries jumped by twelve to 52 [1].",
     "Giant decorative entries: 38 in 2023, 52 in 2024.",
     "FE"),
    ("Giant decorative entries jumped by fourteen to 54 [1].",
     "Giant decorative entries: 38 in 2023, 52 in 2024.",
     "FE"),
    ("The harvest is expected to rise by 10 to 15% [1].",
     "The harvest is expected to rise by 10% to 15%.",
     None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
