"""A condition the sentence keeps must govern the clause that drops the evidence's one: "Confetti cannons can be used in
the Orangery, and a £150 cleaning charge applies if non-biodegradable confetti is found" holds an "if" of the charge
only, and drops the cannons' "subject to prior written approval" (FD002; the sentence's "if" read as keeping it); a
condition after a comma of the same clause ("…, provided …", "weather permitting") still keeps it."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("Confetti cannons can be used in the Orangery, and a £150 cleaning charge applies if non-biodegradable confetti is found [1].",
     "Hembury Hall wedding guidelines. Confetti is allowed on the front lawn only. Confetti cannons may be used in the Orangery, subject to prior written approval from the events manager. A cleaning charge of £150 applies if non-biodegradable confetti is found.",
     "FD002"),
    ("Confetti cannons can be used in the Orangery with the events manager's written approval, and a £150 cleaning charge applies if non-biodegradable confetti is found [1].",
     "Hembury Hall wedding guidelines. Confetti is allowed on the front lawn only. Confetti cannons may be used in the Orangery, subject to prior written approval from the events manager. A cleaning charge of £150 applies if non-biodegradable confetti is found.",
     None),
    ("Members can borrow up to ten e-books at a time, up from six, provided their library card has been renewed within the past 12 months [1].",
     "Members will be able to borrow up to ten e-books at a time, up from six, provided their library card has been renewed within the past 12 months.",
     None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
