"""An ordinal with "in a row" or "running" counts a run ("his fourth in a row" is "a fourth year running", not a fifth),
and a body weighing or considering a move keeps the evidence's "may move" (FD002 only for "will move")."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

TITLE = "The title was retained by Len Askew, his fourth in a row."
MARQUEE = "The gurning title may move to a larger marquee next year, the committee said."

CASES = [
    ("Len Askew kept the title for a fourth year running.", TITLE, None),
    ("Len Askew kept the title for a fifth year running.", TITLE, "FE001"),
    ("The committee is weighing a move of the gurning title to a larger marquee next year.", MARQUEE, None),
    ("The committee is considering moving the gurning title to a larger marquee next year.", MARQUEE, None),
    ("The gurning title will move to a larger marquee next year.", MARQUEE, "FD002"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_run_or_plan(answer: str, source: str, rule: str | None) -> None:
    assert_verdict(answer, source, rule)
