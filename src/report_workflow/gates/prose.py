"""FS prose: the published sentence states what its claim states — the same numbers, negation and direction."""

from __future__ import annotations

from .base import Finding, Rule
from .engine import check_sentence
from .inputs import Passage, Statement

# Of the content findings, these say the prose and the claim disagree in substance. Term coverage (FE02x) and
# quotes are left out: prose may paraphrase a claim in other words.
SUBSTANCE_FAMILIES = frozenset({"FP", "FN"})
NUMBER_RULE_PREFIX = "FE00"


class ProseDiffersFromClaim(Rule):
    """The sentence says something other than the claim it is mapped to.

    What it does: checks the sentence against the text of each claim it states, with the number, polarity and
    attribution gates (wording may differ; substance may not).
    Why it matters: the claim matrix is what a reviewer signs off; prose that drifts from it publishes an unreviewed
    claim, even when the evidence happens to support it.
    Example: claim c2 "Mean strength was 46.2 MPa"; sentence "Mean strength reached 48 MPa [CITE:...]".
    Fix: make the sentence state the claim, or update the claim (and re-check its evidence).
    """

    code = "FS001"
    family = "FS"
    message = "sentence {sentence_id} differs from claim {claim_id}: {detail}"
    hint = "state claim {claim_id} as written (\"{claim_text}\"), or correct the claim first"


FS_RULES: tuple[Rule, ...] = (ProseDiffersFromClaim(),)
PROSE_DIFFERS = FS_RULES[0]


def prose_differences(
    statement: Statement, sentence_id: str, claim_id: str, claim_text: str, *, location: str | None = None
) -> list[Finding]:
    """FS001 for each substantive disagreement between a sentence and one of its claims."""
    claim = Passage(claim_text, source_id=f"claim {claim_id}", start=0, end=len(claim_text))
    bare = Statement(statement.text, statement.start, statement.end)
    return [
        PROSE_DIFFERS.finding(
            sentence=statement.text, span=statement.span, location=location, sentence_id=sentence_id,
            claim_id=claim_id, detail=inner.reason, claim_text=claim_text,
        )
        for inner in check_sentence(bare, [claim])
        if inner.family in SUBSTANCE_FAMILIES or inner.rule.startswith(NUMBER_RULE_PREFIX)
    ]
