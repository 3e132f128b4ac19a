"""A condition written "provided no …" holds the statement it closes, and a sentence clause is read against the
passage stating its date when the passage it shares most words with states none: "the lido will reopen on 12 June"
restates "will reopen on 12 June provided no further leaks are found", not the sentence naming the lido in full."""

from __future__ import annotations

import pytest

from report_workflow import verify

LIDO = ("Millbrook outdoor lido has been closed since April for repairs to its filtration plant. The council says the "
        "lido will reopen on 12 June provided no further leaks are found during testing.")
REPORT = "The inspection report provided no evidence of structural damage to the lido."


def _passes(answer: str, source: str) -> bool:
    return bool(verify(answer, [source])["publishable"])


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("The Millbrook outdoor lido will reopen on 12 June.", LIDO, False),
    ("The lido will reopen on 12 June.", LIDO, False),
    ("The Millbrook outdoor lido should reopen on 12 June if testing finds no further leaks.", LIDO, True),
    ("The inspection report found no evidence of structural damage to the lido.", REPORT, True),
])
def test_conditions_on_dated_passages(answer: str, source: str, passes: bool) -> None:
    assert _passes(answer, source) is passes
