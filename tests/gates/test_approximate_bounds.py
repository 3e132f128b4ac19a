"""FE004: a bound written with "about" ("up to about 15 pounds", "at least roughly 10 hours", 最多约50公斤) gives its
limit at the precision of its "about", so a limit converted from the evidence's and rounded still states it; a
bound without "about" keeps its limit exact."""

from __future__ import annotations

import pytest

from tests.support import verdict_of

CABIN = "Cabin bags may weigh up to 7 kg and must fit in the overhead locker."
BATTERY = "In our tests the laptop ran for at least 9.8 hours on a single charge."
SHELF = "每层搁板承重不超过50.8公斤，请勿超载。"


@pytest.mark.parametrize(("answer", "source"), [
    ("Cabin bags can weigh up to about 15 pounds [1].", CABIN),
    ("The laptop lasts at least about 10 hours on one charge [1].", BATTERY),
    ("每层搁板承重最多约50公斤。[1]", SHELF),
])
def test_an_approximate_limit_rounded_from_the_evidences_passes(answer: str, source: str) -> None:
    publishable, findings = verdict_of(answer, source)
    assert publishable, findings


@pytest.mark.parametrize(("answer", "source"), [
    ("Cabin bags can weigh up to 15 pounds [1].", CABIN),
    ("Cabin bags can weigh up to about 25 pounds [1].", CABIN),
    ("The laptop lasts at least about 12 hours on one charge [1].", BATTERY),
    ("每层搁板承重最多约60公斤。[1]", SHELF),
])
def test_an_exact_limit_or_one_beyond_its_about_blocks(answer: str, source: str) -> None:
    publishable, findings = verdict_of(answer, source)
    assert not publishable
    assert {finding["rule"] for finding in findings} & {"FE001", "FE004"}
