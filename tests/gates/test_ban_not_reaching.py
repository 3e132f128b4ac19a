"""A ban whose reach the evidence denies ("The ban does not extend to nasal snuff") is no ban a sentence's "ban" may
pair with, and "extends to" takes in what "covers" and "includes" do: "The ban also covers nasal snuff" affirms
what the evidence denies (FP001; it passed, the sentence's ban read as agreeing with the evidence's "not"); the
exemption restated passes."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("The ban also covers nasal snuff and chewing tobacco [1].",
     "The amended regulation bans characterising flavours such as menthol and vanilla in cigarettes. The ban does not extend to nasal snuff or chewing tobacco, which account for less than 1% of tobacco sales.",
     "FP001"),
    ("The ban also extends to nasal snuff and chewing tobacco [1].",
     "The amended regulation bans characterising flavours such as menthol and vanilla in cigarettes. The ban does not extend to nasal snuff or chewing tobacco, which account for less than 1% of tobacco sales.",
     "FP001"),
    ("Nasal snuff and chewing tobacco are not covered by the ban [1].",
     "The amended regulation bans characterising flavours such as menthol and vanilla in cigarettes. The ban does not extend to nasal snuff or chewing tobacco, which account for less than 1% of tobacco sales.",
     None),
    ("The regulation bans menthol and vanilla flavours in cigarettes [1].",
     "The amended regulation bans characterising flavours such as menthol and vanilla in cigarettes. The ban does not extend to nasal snuff or chewing tobacco, which account for less than 1% of tobacco sales.",
     None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
