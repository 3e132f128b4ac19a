"""Most of a group ("most of", "the majority", 大多数) overclaims where the evidence says a few ("several",
"a handful", 少数)."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("Judges found most of the entries underbaked in the centre [1].",
     "Judges noted that several entries were underbaked in the centre.",
     "FD003"),
    ("Judges found several entries underbaked in the centre [1].",
     "Judges noted that several entries were underbaked in the centre.",
     None),
    ("The majority of stallholders reported lower takings [1].",
     "A handful of stallholders reported lower takings, though most said trade was steady.",
     "FD003"),
    ("评委认为大多数参赛作品火候不足[1]。",
     "评委指出，少数参赛作品火候不足。",
     "FD003"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str, rule: str | None) -> None:
    assert_verdict(answer, source, rule)
