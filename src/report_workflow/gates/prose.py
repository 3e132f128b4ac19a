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

    What it does: checks the sentence against the texts of the claims it states (read together, as a sentence may
    state several), with the number, polarity and attribution gates (wording may differ; substance may not).
    Why it matters: the claim matrix is what a reviewer signs off; prose that drifts from it publishes an unreviewed
    claim, even when the evidence happens to support it.
    Example: claim c2 "Mean strength was 46.2 MPa"; sentence "Mean strength reached 48 MPa [CITE:...]".
    Fix: make the sentence state the claim, or update the claim (and re-check its evidence).
    """

    code = "FS001"
    family = "FS"
    message = "sentence {sentence_id} differs from its claims {claim_ids}: {detail}"
    hint = "state what the claims say ({claim_texts}), or correct the claims first"


FS_RULES: tuple[Rule, ...] = (ProseDiffersFromClaim(),)
PROSE_DIFFERS = FS_RULES[0]


def prose_differences(
    statement: Statement, sentence_id: str, claims: dict[str, str], *, location: str | None = None
) -> list[Finding]:
    """FS001 for each substantive disagreement between a sentence and the claims it states (id → claim text)."""
    passages = [Passage(text, source_id=f"claim {claim_id}", start=0, end=len(text)) for claim_id, text in claims.items()]
    bare = Statement(statement.text, statement.start, statement.end)
    return [
        PROSE_DIFFERS.finding(
            sentence=statement.text, span=statement.span, location=location, sentence_id=sentence_id,
            claim_ids=", ".join(claims), detail=inner.reason,
            claim_texts=" / ".join(f"{claim_id}: {text}" for claim_id, text in claims.items()),
        )
        for inner in check_sentence(bare, passages)
        if inner.family in SUBSTANCE_FAMILIES or inner.rule.startswith(NUMBER_RULE_PREFIX)
    ]
