"""An amount restating the percent right before it (", or", 即) is that percent of a larger figure of its unit the
sentence states: "lose about 12% of their weight while ageing, or around 3 kg each" over wheels of 25 kg passes, 4 kg
blocks (FE001)."""

from __future__ import annotations

import pytest

from report_workflow import verify
from tests.support import fired

_WHEELS = ("Wheels weigh approximately 25 kg when they enter the cave and lose around 12% of their weight during "
           "ageing.")
_CHEESE = "每块奶酪入窖时重约25公斤，熟成期间重量损耗约12%。"


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("The wheels go in at roughly 25 kg and lose about 12% of their weight while ageing, or around 3 kg each [1].",
     _WHEELS, True),
    ("The wheels go in at roughly 25 kg and lose about 12% of their weight while ageing, or around 4 kg each [1].",
     _WHEELS, False),
    ("每块奶酪入窖时约25公斤，熟成期间损耗约12%，即约3公斤[1]。", _CHEESE, True),
    ("每块奶酪入窖时约25公斤，熟成期间损耗约12%，即约4公斤[1]。", _CHEESE, False),
])
def test_verdicts(answer: str, source: str, passes: bool) -> None:
    result = verify(answer, {"1": source})
    assert bool(result["publishable"]) is passes
    assert passes or "FE001" in fired(result)
