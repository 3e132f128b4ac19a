"""A year after "in" following a verb of change, then "to" and a figure, is the year the change was made in and
the level it reached ("rose 18% in 2023 to 412,000 litres"), not a range from 2023 to 412,000 (FE005); a range
written with no verb of change before it stays one."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("Harbour Mills sold 412,000 litres of cider in 2023, up 18% on the year [1].",
     "Harbour Mills — trading update. Our cider sales rose 18% in 2023 to 412,000 litres. Growth was strongest in cans.",
     None),
    ("Harbour Mills sold 421,000 litres of cider in 2023, up 18% on the year [1].",
     "Harbour Mills — trading update. Our cider sales rose 18% in 2023 to 412,000 litres. Growth was strongest in cans.",
     "FE001"),
    ("Harbour Mills sold 412,000 litres of cider in 2023, up 16% on the year [1].",
     "Harbour Mills — trading update. Our cider sales rose 18% in 2023 to 412,000 litres. Growth was strongest in cans.",
     "FE001"),
    ("The kiln is fired at between 1950 and 2050 °C [1].",
     "The kiln is fired at 1950 to 2050 °C for each batch.",
     None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
