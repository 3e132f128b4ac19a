"""A percent a verb of contributing gives, closing its clause ("Carn Dhu supplied 16 percent"), is a share of the whole
the sentence or its evidence is about (FE001 found no 16 percent), and a figure given as the whole of a part right
before it ("1,240 of 2,500 tonnes") is no table row's figure moved to the row the sentence names (FN001); a wrong
share still blocks."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("Carn Dhu, the smallest of the three mines, supplied 16 percent [1].",
     "Table 3: Tin concentrate output by mine, 2023 (tonnes).\n\n| Mine | Output 2023 (t) |\n|---|---|\n| Wheal Corra | 1,240 |\n| Penhallow | 860 |\n| Carn Dhu | 400 |\n| District total | 2,500 |\n",
     None),
    ("Wheal Corra produced just under half of the district's tin — 1,240 of 2,500 tonnes — while Carn Dhu supplied 16 percent [1].",
     "Table 3: Tin concentrate output by mine, 2023 (tonnes).\n\n| Mine | Output 2023 (t) |\n|---|---|\n| Wheal Corra | 1,240 |\n| Penhallow | 860 |\n| Carn Dhu | 400 |\n| District total | 2,500 |\n",
     None),
    ("Carn Dhu, the smallest of the three mines, supplied 18 percent [1].",
     "Table 3: Tin concentrate output by mine, 2023 (tonnes).\n\n| Mine | Output 2023 (t) |\n|---|---|\n| Wheal Corra | 1,240 |\n| Penhallow | 860 |\n| Carn Dhu | 400 |\n| District total | 2,500 |\n",
     "FE001"),
    ("Wheal Corra produced 860 of the district's 2,500 tonnes [1].",
     "Table 3: Tin concentrate output by mine, 2023 (tonnes).\n\n| Mine | Output 2023 (t) |\n|---|---|\n| Wheal Corra | 1,240 |\n| Penhallow | 860 |\n| Carn Dhu | 400 |\n| District total | 2,500 |\n",
     "FN001"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
