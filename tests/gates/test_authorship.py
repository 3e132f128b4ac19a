"""FN004 gives a written opinion, or the leading of a thing, to the one who did it, not to those who joined it.

"Justice Kagan wrote the dissent, joined by Justices Sotomayor and Jackson": Sotomayor joined the dissent and did
not write it. Those who join an act any of them does (a visit, a march) did it too, so only writing and leading
are read.
"""

from __future__ import annotations

import pytest

from tests.support import verdict_of

RULING = (
    "The Supreme Court ruled 6-3 that the agency had exceeded its statutory authority. Justice Kagan wrote the "
    "dissent, joined by Justices Sotomayor and Jackson."
)
INQUIRY = "Dr. Amara Osei led the inquiry, joined by Professor Lin Wei and Judge Mark Ellis."
VISIT = "Mayor Ruth Okafor visited the flooded district on Monday, joined by Councillor Patel."

HONEST = [
    ("the dissent with its author", "Justice Kagan wrote the dissent in the 6-3 ruling.", RULING),
    ("a justice who joined the dissent", "Justice Sotomayor joined Justice Kagan's dissent.", RULING),
    ("the inquiry with its leader", "Dr. Osei led the inquiry with two colleagues.", INQUIRY),
    ("one who joined a visit made it too", "Councillor Patel visited the flooded district on Monday.", VISIT),
]

JOINED_ONLY = [
    ("the dissent given to a justice who joined it", "Justice Sotomayor wrote the dissent in the 6-3 ruling.",
     RULING),
    ("the inquiry given to one who joined it", "Professor Lin Wei led the inquiry.", INQUIRY),
]


@pytest.mark.parametrize(("case", "answer", "source"), HONEST, ids=[case for case, _, _ in HONEST])
def test_an_act_given_as_the_evidence_gives_it_passes(case: str, answer: str, source: str) -> None:
    publishable, findings = verdict_of(answer, source)
    assert publishable, findings


@pytest.mark.parametrize(("case", "answer", "source"), JOINED_ONLY, ids=[case for case, _, _ in JOINED_ONLY])
def test_an_act_given_to_one_who_only_joined_it_blocks(case: str, answer: str, source: str) -> None:
    publishable, findings = verdict_of(answer, source)
    assert not publishable
    assert "FN004" in {finding["rule"] for finding in findings}


def test_the_finding_names_the_author_and_the_one_who_joined() -> None:
    _, findings = verdict_of("Justice Sotomayor wrote the dissent in the 6-3 ruling.", RULING)
    (finding,) = [finding for finding in findings if finding["rule"] == "FN004"]
    assert "wrote the dissent" in finding["reason"]
    assert "Justice Kagan" in finding["reason"] and "Justice Sotomayor" in finding["reason"]


def test_a_denied_act_is_no_claim_about_who_did_it() -> None:
    publishable, findings = verdict_of("Justice Sotomayor never wrote the dissent; Justice Kagan did.", RULING)
    assert "FN004" not in {finding["rule"] for finding in findings}, findings
