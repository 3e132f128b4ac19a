"""A span in years that is a whole number of months (一年半, "two years") is stated by two dates exactly that many
calendar months apart, to the day; a span a month out, or in years that are no whole months, is not."""

from __future__ import annotations

import pytest

from report_workflow import verify

WORKS = "溪口镇陈氏宗祠修缮工程于2022年9月15日开工，2024年3月15日通过竣工验收。"
CLOSURE = "The Harbour Museum closed for rebuilding on 1 April 2023 and reopened to visitors on 1 April 2025."


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("陈氏宗祠修缮工程从开工到通过竣工验收历时一年半。", WORKS, True),
    ("陈氏宗祠修缮工程从开工到通过竣工验收历时两年。", WORKS, False),
    ("陈氏宗祠修缮工程从开工到通过竣工验收历时两年半。", WORKS, False),
    ("The Harbour Museum was closed for two years while it was rebuilt.", CLOSURE, True),
    ("The Harbour Museum was closed for three years while it was rebuilt.", CLOSURE, False),
])
def test_verdicts(answer: str, source: str, passes: bool) -> None:
    assert bool(verify(answer, source)["publishable"]) is passes
