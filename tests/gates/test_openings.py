"""The characters a pattern's matches open with are read from the regex parser, and a pattern led by a look at them
finds what the pattern finds."""

from __future__ import annotations

import re

import pytest

from report_workflow.gates.openings import BEYOND_ASCII, first_characters
from report_workflow.gates.phrases import opening

CASES = [
    (r"\b(?:rose|fell)\b", {"r", "f"}),
    (r"(?:the\s+)?year", {"t", "y"}),
    (r"(?i:Up)\s+by", {"U", "u"}),
    (r"[a-c]\d", {"a", "b", "c"}),
    (r"\d+%", {*"0123456789", BEYOND_ASCII}),
    (r"同比|[\u4e00-\u9fff]{2}", {"同", BEYOND_ASCII}),
    (r"(?<!not )only|(?=x)xy", {"o", "x"}),
    (r"a?", None),  # may be empty
    (r".+ago", None),  # may open with any character
    (r"\w+ly", None),
    (r"[^,]+", None),
]


@pytest.mark.parametrize(("pattern", "expected"), CASES)
def test_first_characters(pattern: str, expected: set[str] | None) -> None:
    assert first_characters(pattern) == expected


TEXTS = ["Sales rose 5% and then fell.", "同比增长8.73%，较上年同期下降", "Up by 3, UP BY 4", "x1 b2 the year 2024",
         "２０２４年 ５０%", "only a few, not only some", "ſ and K"]


@pytest.mark.parametrize("pattern", [pattern for pattern, _ in CASES])
@pytest.mark.parametrize("flags", [0, re.IGNORECASE])
def test_opening_finds_what_the_pattern_finds(pattern: str, flags: int) -> None:
    plain, led = re.compile(pattern, flags), re.compile(opening(pattern), flags)
    for text in TEXTS:
        assert [found.span() for found in led.finditer(text)] == [found.span() for found in plain.finditer(text)]
