""""Outsold", "outnumbered" and "outscored" set one thing against another by a margin, as "beat … by" does: "boaters
outsold fedoras by 475" is 2,315 less 1,840 (FE001 found no 475); a wrong margin or the sides swapped still block."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("Boaters outsold fedoras by 475 [1].",
     "Pellham & Rowe trading update. The hatmaker sold 1,840 felt fedoras and 2,315 straw boaters in the three months to 31 March.",
     None),
    ("Boaters outsold fedoras by 575 [1].",
     "Pellham & Rowe trading update. The hatmaker sold 1,840 felt fedoras and 2,315 straw boaters in the three months to 31 March.",
     "FE001"),
    ("Fedoras outsold boaters by 475 [1].",
     "Pellham & Rowe trading update. The hatmaker sold 1,840 felt fedoras and 2,315 straw boaters in the three months to 31 March.",
     "FE001"),
    ("At the meeting, residents outnumbered councillors by 36 [1].",
     "The meeting drew 42 residents and 6 councillors.",
     None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
