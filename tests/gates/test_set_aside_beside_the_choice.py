"""What "rather than" sets aside is not contradicted by a clause naming it in another role, where the
sentence names the thing chosen in another clause; a clause naming both still is."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("Part of the gap might be down to breeder skill, since experienced breeders were more likely to supplement [1].",
     "Because supplementation was more common among experienced breeders, the difference may partly reflect breeder skill rather than the supplement itself.",
     None),
    ("The clubs sold tickets to individual fans [1].",
     "Tickets were sold to clubs rather than to individual fans.",
     "FP"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str, rule: str | None) -> None:
    assert_verdict(answer, source, rule)
