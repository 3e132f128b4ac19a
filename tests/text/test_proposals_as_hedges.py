"""A proposal ("Council has proposed that the convention be held …") is no decision: told as settled ("will be
held") it drops the hedge (FD002), told as a proposal it passes; "we propose a model" states no doubt."""

from __future__ import annotations

import pytest

from report_workflow import verify
from report_workflow.text.hedges import find_hedges

PROPOSAL = ("Council has proposed that the 2026 Northern Convention be held at the Winter Gardens, Brightwell, on "
            "17-19 April. The proposal will be put to members for a vote at the AGM on 8 November.")


@pytest.mark.parametrize(("text", "hedges"), [
    ("Council has proposed that the convention be held in April.", ["proposed"]),
    ("The board proposes that fees rise.", ["proposes"]),
    ("We propose a model of variational autoencoders.", []),
    ("The proposed route runs 12 km.", []),
])
def test_proposed_that(text: str, hedges: list[str]) -> None:
    assert find_hedges(text) == hedges


@pytest.mark.parametrize(("answer", "passes"), [
    ("The 2026 Northern Convention will be held at the Winter Gardens in Brightwell on 17-19 April.", False),
    ("Council has proposed holding the 2026 Northern Convention at the Winter Gardens in Brightwell on 17-19 April.",
     True),
])
def test_a_proposal_told_as_settled(answer: str, passes: bool) -> None:
    assert bool(verify(answer, [PROPOSAL])["publishable"]) is passes
