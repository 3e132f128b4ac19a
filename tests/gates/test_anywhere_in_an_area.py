""""Anywhere in the city centre" covers the whole area: over a ban on two streets, with the rest of the centre
allowed, it widens the ban (FE036)."""

from __future__ import annotations

import pytest

from report_workflow import verify

BUSKING = ("Amplified performances are not permitted on Castle Street or in Market Square at any time. Elsewhere in the "
           "city centre, amplification is allowed up to 80 dB until 21:00.")


@pytest.mark.parametrize(("answer", "passes"), [
    ("Amplified performances are not allowed anywhere in the city centre.", False),
    ("Amplified performances are not allowed on Castle Street or in Market Square.", True),
])
def test_anywhere(answer: str, passes: bool) -> None:
    assert bool(verify(answer, [BUSKING])["publishable"]) is passes
