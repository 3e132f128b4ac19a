"""免 before a charge waives it: 免收摊位费 and 不收摊位费 say the same, either way round."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("过渡期间不收摊位费[1]。",
     "过渡期内免收摊位费。",
     None),
    ("过渡期内免收摊位费[1]。",
     "过渡期间不收摊位费。",
     None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str, rule: str | None) -> None:
    assert_verdict(answer, source, rule)
