""""Weather permitting" (and "time permitting", "conditions permitting") states a condition: a sentence with it keeps
the evidence's "if" (no FD002). "Its first overnight guests" of an opening claims no first of its kind (FE044)."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("Weather permitting, the Lakeside Snow Hotel should welcome its first overnight guests on 20 December [1].",
     "Lakeside Snow Hotel — opening notice. If temperatures stay low enough, the hotel will open to overnight guests on 20 December. The season is expected to run into late March.",
     None),
    ("The Lakeside Snow Hotel will welcome overnight guests from 20 December [1].",
     "Lakeside Snow Hotel — opening notice. If temperatures stay low enough, the hotel will open to overnight guests on 20 December. The season is expected to run into late March.",
     "FD002"),
    ("The Lakeside Snow Hotel will welcome its first overnight guests on 20 December [1].",
     "Lakeside Snow Hotel — opening notice. The hotel will open to overnight guests on 20 December.",
     None),
    ("The Lakeside Snow Hotel will be the region's first snow hotel when it opens on 20 December [1].",
     "Lakeside Snow Hotel — opening notice. The hotel will open to overnight guests on 20 December.",
     "FE044"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
