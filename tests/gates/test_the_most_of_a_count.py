""""The most" before the plural of what it counts ranks by that count, the largest first (FP008): "Kerrow … recorded
the most captures of the four islands" blocks over a column giving Halvey 148 and Kerrow 131; "the most popular"
ranks by no figure. A clause led by "with" is read with the subject before it ("Halvey, with 148 stoats caught
from 420 traps, was ahead of Kerrow …" gives 420 to Halvey, no FN001)."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("Kerrow, with 131 stoats caught from 310 traps, recorded the most captures of the four islands [1].",
     "| Island | Traps | Stoats caught |\n|---|---|---|\n| Halvey | 420 | 148 |\n| Kerrow | 310 | 131 |\n| Ostin | 260 | 97 |\n| Fara | 90 | 12 |",
     "FP008"),
    ("Halvey, with 148 stoats caught from 420 traps, recorded the most captures of the four islands [1].",
     "| Island | Traps | Stoats caught |\n|---|---|---|\n| Halvey | 420 | 148 |\n| Kerrow | 310 | 131 |\n| Ostin | 260 | 97 |\n| Fara | 90 | 12 |",
     None),
    ("Halvey, with 148 stoats caught from 420 traps, was ahead of Kerrow, Ostin and Fara [1].",
     "| Island | Traps | Stoats caught |\n|---|---|---|\n| Halvey | 420 | 148 |\n| Kerrow | 310 | 131 |\n| Ostin | 260 | 97 |\n| Fara | 90 | 12 |",
     None),
    ("Kerrow, with 148 stoats caught from 310 traps, was ahead of Halvey [1].",
     "| Island | Traps | Stoats caught |\n|---|---|---|\n| Halvey | 420 | 148 |\n| Kerrow | 310 | 131 |\n| Ostin | 260 | 97 |\n| Fara | 90 | 12 |",
     "FN001"),
    ("Kerrow was the most popular island with visitors, with 131 stoats caught [1].",
     "Kerrow was the most popular island with visitors. | Island | Stoats caught |\n|---|---|\n| Halvey | 148 |\n| Kerrow | 131 |",
     None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
