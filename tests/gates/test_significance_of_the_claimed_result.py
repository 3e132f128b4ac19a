"""Where the evidence denies significance of one result and affirms it of another, a sentence's claim of
significance is read against the passage sharing the most words with its clause (FP016): "captive animals passed food
significantly faster than wild ones" blocks over "142 hours in wild and 137 hours in captive animals; the difference
was not statistically significant", though "significantly longer at lower ambient temperatures" stands beside it;
the temperature result may be called significant."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("Captive sloths passed food significantly faster than wild ones [1].",
     "Mean passage time was 142 hours in wild and 137 hours in captive sloths; the difference was not statistically significant. Passage time was, however, significantly longer at lower ambient temperatures in both groups.",
     "FP016"),
    ("Passage time was significantly longer at lower temperatures in both wild and captive sloths [1].",
     "Mean passage time was 142 hours in wild and 137 hours in captive sloths; the difference was not statistically significant. Passage time was, however, significantly longer at lower ambient temperatures in both groups.",
     None),
    ("Captive sloths passed food a little faster than wild ones, though the difference was not significant [1].",
     "Mean passage time was 142 hours in wild and 137 hours in captive sloths; the difference was not statistically significant. Passage time was, however, significantly longer at lower ambient temperatures in both groups.",
     None),
    ("治疗组的缓解率显著高于对照组[1]。",
     "治疗组缓解率为42%，对照组为38%，两组差异无统计学意义。治疗组的不良反应发生率显著低于对照组。",
     "FP016"),
    ("治疗组的不良反应发生率显著低于对照组[1]。",
     "治疗组缓解率为42%，对照组为38%，两组差异无统计学意义。治疗组的不良反应发生率显著低于对照组。",
     None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
