"""A quotation of two sentences is checked whole though the answer's splitter cuts it; "nationally" widens a region
as "nationwide" does; a hedge before a verb of causing qualifies what it brings about ("may force the cancellation"
is restated by "will be cancelled")."""

from __future__ import annotations

import pytest

from report_workflow import verify

DYER = ("'We can't promise every batch will match, and we don't want to,' said master dyer Aiko Tanabe. "
        "'Natural indigo lives and changes.'")
HALT = "Sales of the drink were halted on Monday in the Northern region. Sales in other regions are not affected."
WINDS = ("Forecast crosswinds of up to 16 knots may force the cancellation of jumps scheduled for this weekend. "
         "A final decision will be made on Friday.")


def _verdict(answer: str, source: str) -> tuple[bool, set[str]]:
    result = verify(answer, [source])
    return bool(result["publishable"]), {item["rule"] for item in result["sentence_results"] if item["rule"]}


@pytest.mark.parametrize(("answer", "passes"), [
    ("Aiko Tanabe said: 'We can't promise every batch will match, and we don't want to. Natural indigo lives and "
     "changes.'", True),
    ("Aiko Tanabe said: 'We can't promise every batch will match, and we don't need to. Natural indigo lives and "
     "changes.'", False),
    ('Aiko Tanabe said: "We can\'t promise every batch will match, and we don\'t need to. Natural indigo lives and '
     'changes."', False),
])
def test_a_quotation_cut_by_the_splitter_is_checked(answer: str, passes: bool) -> None:
    publishable, rules = _verdict(answer, DYER)
    assert publishable is passes
    assert passes or "FE010" in rules


def test_nationally_widens_a_region() -> None:
    assert _verdict("Sales of the drink were halted nationally on Monday.", HALT) == (False, {"FE036"})
    assert _verdict("Sales of the drink were halted in the Northern region on Monday.", HALT)[0]


@pytest.mark.parametrize(("answer", "passes"), [
    ("Weekend jumps will be cancelled because strong crosswinds are expected.", False),
    ("Weekend jumps may be cancelled because strong crosswinds are expected.", True),
])
def test_a_hedge_before_a_verb_of_causing(answer: str, passes: bool) -> None:
    assert _verdict(answer, WINDS)[0] is passes
