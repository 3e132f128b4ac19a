"""FA linkage rules that need a whole job: uncited statements in drafts, and evidence that changed under a claim."""

from __future__ import annotations

from .base import Rule


class UncitedStatement(Rule):
    """A draft sentence states something checkable but cites no evidence.

    What it does: in a job, every sentence that carries a number or substantive content must end with a
    `[CITE:<evidence_id>]` marker; short transitions ("The results follow.") may stand uncited.
    Why it matters: an uncited sentence in a report is a claim nobody checked.
    Example: "Throughput reached 1,200 requests per second." with no marker.
    Fix: add the marker of the evidence that states it, or remove the sentence.
    """

    code = "FA020"
    family = "FA"
    message = "sentence {sentence_id} states {what} but cites no evidence"
    hint = "end the sentence with [CITE:<evidence_id>] of the evidence that states it{suggestion}"


class StaleEvidence(Rule):
    """A claim or sentence cites evidence that changed or vanished when its source was prepared again.

    What it does: when an artifact's `_contract` stamp names an older ledger, looks up each cited id in the
    current ledger; an id that is gone is stale. The old item is read from `history/` to name its source and
    revision.
    Why it matters: the draft was checked against words the source no longer says.
    Example: the CSV row behind claim c2 was corrected from 46.2 to 46.4 MPa; c2 still cites the old row.
    Fix: `report-workflow remap --job-id J` proposes new ids where the text is unchanged (`--write` applies them);
    otherwise re-read the source and rewrite the claim.
    """

    code = "FA021"
    family = "FA"
    message = "{owner} cites {evidence_id} from {source_id} revision {old_revision}, which is not in revision {new_revision}"
    hint = "{remedy}"


JOB_LINKAGE_RULES: tuple[Rule, ...] = (UncitedStatement(), StaleEvidence())
UNCITED_STATEMENT, STALE_EVIDENCE = JOB_LINKAGE_RULES
