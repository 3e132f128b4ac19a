"""A movement to a place ("slipped to third", "climbed to second", "dropped to fourth") states a place in the
finishing order, as "finished third" does (FP008 read none, and "slipped to third behind Ines Valdor" passed over a
second place); the place the evidence gives passes."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("Brekke, who dropped a club in the fourth minute, slipped to third behind Ines Valdor [1].",
     "Defending champion Tomas Brekke finished second with 398 catches after dropping a club in the fourth minute. Ines Valdor took bronze with 371.",
     "FP008"),
    ("Brekke, who dropped a club in the fourth minute, slipped to second [1].",
     "Defending champion Tomas Brekke finished second with 398 catches after dropping a club in the fourth minute. Ines Valdor took bronze with 371.",
     None),
    ("Valdor climbed to second [1].",
     "Defending champion Tomas Brekke finished second with 398 catches after dropping a club in the fourth minute. Ines Valdor took bronze with 371.",
     "FP008"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
