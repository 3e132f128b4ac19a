"""A share appended to a part and its whole the sentence itself writes ("43 of the 48 hatchlings still alive, about
90%") is the part over the whole (FE001 found no 90% in the evidence); each figure is still checked, and a share the
pair does not give blocks."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("Rangers counted 43 of the 48 hatchlings still alive, about 90% [1].",
     "The 48 rock iguana hatchlings released on 14 March had been reared in the facility. Rangers recorded 43 of them alive at the first survey on 12 April.",
     None),
    ("Rangers counted 43 of the 48 hatchlings still alive (about 90%) [1].",
     "The 48 rock iguana hatchlings released on 14 March had been reared in the facility. Rangers recorded 43 of them alive at the first survey on 12 April.",
     None),
    ("Rangers counted 43 of the 48 hatchlings still alive, about 80% [1].",
     "The 48 rock iguana hatchlings released on 14 March had been reared in the facility. Rangers recorded 43 of them alive at the first survey on 12 April.",
     "FE001"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
