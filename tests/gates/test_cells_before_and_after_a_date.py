"""A table row's cells under "Current price" and "From 1 April" are a figure before and after a change: the
detached price rises £3 from £20 to £23."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("From 1 April detached homes will pay £3 more per clean [1].",
     "Price per clean\n\n| Property | Current price | From 1 April |\n|---|---|---|\n| Terraced | £10 | £11 |\n| Detached | £20 | £23 |",
     None),
    ("From 1 April detached homes will pay £4 more per clean [1].",
     "Price per clean\n\n| Property | Current price | From 1 April |\n|---|---|---|\n| Terraced | £10 | £11 |\n| Detached | £20 | £23 |",
     "FE"),
    ("The single fare goes up by 20p [1].",
     "Fares\n\n| Ticket | Old fare | New fare |\n|---|---|---|\n| Single | £2.40 | £2.60 |\n| Return | £4.20 | £4.50 |",
     None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str, rule: str | None) -> None:
    assert_verdict(answer, source, rule)
