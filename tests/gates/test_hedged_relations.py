"""A hedged relation ("may be linked to", "could be associated with") is dropped by a sentence that tells it with any
word of relation and no hedge ("was caused by", "is responsible for")."""

from __future__ import annotations

import pytest

from report_workflow import verify

GLOW = ("The decline may be linked to new LED street lighting installed along the lane in 2022, but three surveys "
        "are too few to establish a trend.")


@pytest.mark.parametrize(("answer", "passes"), [
    ("The decline was caused by the new LED street lighting installed along the lane in 2022.", False),
    ("The new LED street lighting installed along the lane in 2022 is responsible for the decline.", False),
    ("The decline may have been caused by the new LED street lighting installed along the lane in 2022.", True),
    ("The decline is possibly linked to the new LED street lighting installed along the lane in 2022.", True),
])
def test_a_hedged_relation(answer: str, passes: bool) -> None:
    assert bool(verify(answer, [GLOW])["publishable"]) is passes
