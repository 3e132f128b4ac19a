"""A decision called unanimous against a tally that shows a split (FD003), and the two readers behind it."""

from __future__ import annotations

import pytest

from report_workflow.gates.votes import split_tallies, unanimity_words
from tests.support import verdict_of


@pytest.mark.parametrize(("text", "tally"), [
    ("The Monetary Policy Committee voted 7-2 to raise Bank Rate.", "voted 7-2"),
    ("The Supreme Court ruled 6-3 that the agency had exceeded its authority.", "ruled 6-3"),
    ("It was a 5\u20134 decision.", "5\u20134 decision"),
    ("The bill passed by a vote of 7 to 2.", "vote of 7 to 2"),
    ("The board approved the plan; two members dissented.", "two members dissented"),
    ("会议以7票赞成、2票反对审议通过。", "7票赞成、2票反对"),
    ("议案以5票对4票获得通过。", "以5票对4票"),
    ("表决结果为2票反对。", "2票反对"),
])
def test_a_split_tally_is_read_as_written(text: str, tally: str) -> None:
    assert split_tallies(text) == (tally,)


@pytest.mark.parametrize("text", [
    "The committee voted 9-0 to hold rates.",  # a tally with no minority is unanimous
    "反对票0票。",
    "The board voted 2019 to 2021 budgets through.",  # years are not a tally
    "The team won 3-1 at home.",  # a score, with no word of voting next to it
])
def test_no_split_tally_is_read_where_none_is(text: str) -> None:
    assert split_tallies(text) == ()


@pytest.mark.parametrize(("text", "word"), [
    ("The committee voted unanimously to hold rates.", "unanimously"),
    ("The motion passed without dissent.", "without dissent"),
    ("该议案获全票通过。", "全票通过"),
    ("董事会一致同意该方案。", "一致同意"),
])
def test_words_of_unanimity_are_read(text: str, word: str) -> None:
    assert unanimity_words(text) == (word,)


@pytest.mark.parametrize(("answer", "source"), [
    ("The Supreme Court ruled unanimously that the agency had exceeded its authority.",
     "The Supreme Court ruled 6-3 that the agency had exceeded its statutory authority."),
    ("The committee voted unanimously to hold rates.",
     "The committee voted to hold rates; two members dissented, preferring a cut."),
    ("股东大会全票通过了利润分配方案。", "股东大会以1200票赞成、35票反对通过了利润分配方案。"),
])
def test_unanimity_over_a_split_tally_blocks(answer: str, source: str) -> None:
    passed, findings = verdict_of(answer, source)
    assert not passed and "FD003" in {finding["rule"] for finding in findings}


@pytest.mark.parametrize(("answer", "source"), [
    ("The committee voted unanimously to hold rates.", "The committee voted 9-0 to hold rates."),
    ("The committee voted unanimously to hold rates.", "The committee voted unanimously to hold rates at 5%."),
    ("The committee voted to hold rates.", "The committee voted 7-2 to hold rates."),
])
def test_unanimity_the_evidence_allows_passes(answer: str, source: str) -> None:
    assert verdict_of(answer, source)[0]


def test_the_finding_names_the_word_and_the_tally() -> None:
    findings = verdict_of("The committee voted unanimously to raise rates.",
                          "The committee voted 7-2 to raise rates.")[1]
    reason = next(finding["reason"] for finding in findings if finding["rule"] == "FD003")
    assert reason == "the sentence says \u201cunanimously\u201d where the evidence says \u201cvoted 7-2\u201d"
