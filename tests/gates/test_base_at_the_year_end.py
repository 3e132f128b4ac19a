"""A level given for the end of the year before (上年末为287家, 去年底为) is where a change to the figure stated
before it started: 312 then is a net rise of 25 (净增25家); a wrong size still blocks."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("截至2024年底，全县登记的羊汤馆有三百一十二家，一年里净增25家[1]。",
     "截至2024年12月31日，全县登记在册的羊汤馆共312家，上年末为287家。其中开在县城城区的174家。",
     None),
    ("截至2024年底，全县登记的羊汤馆有三百一十二家，一年里净增35家[1]。",
     "截至2024年12月31日，全县登记在册的羊汤馆共312家，上年末为287家。其中开在县城城区的174家。",
     "FE001"),
    ("截至2024年底，全县登记的羊汤馆有三百一十二家，一年里净减25家[1]。",
     "截至2024年12月31日，全县登记在册的羊汤馆共312家，上年末为287家。其中开在县城城区的174家。",
     "FE001"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
