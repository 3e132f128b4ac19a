"""A range whose ends are parts of one whole written after it is a range of shares: "between three and four in
every ten wombats" and "three to four in ten" are 30% to 40%, which "an estimated 30 to 40 percent" states; "two to
four in ten" does not."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("Surveys suggest that somewhere between three and four in every ten wombats in the valley have mange [1].",
     "Camera-trap surveys suggest that an estimated 30 to 40 percent of wombats in the valley show signs of mange.",
     None),
    ("Surveys suggest that three to four in ten wombats in the valley have mange [1].",
     "Camera-trap surveys suggest that an estimated 30 to 40 percent of wombats in the valley show signs of mange.",
     None),
    ("Surveys suggest that two to four in ten wombats in the valley have mange [1].",
     "Camera-trap surveys suggest that an estimated 30 to 40 percent of wombats in the valley show signs of mange.",
     "FE001"),
    ("Surveys suggest that between three and five in every ten wombats in the valley have mange [1].",
     "Camera-trap surveys suggest that an estimated 30 to 40 percent of wombats in the valley show signs of mange.",
     "FE001"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
