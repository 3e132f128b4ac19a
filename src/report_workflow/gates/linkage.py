"""FA linkage: citations name real evidence, and sentences, claims and evidence point at each other.

``verify()`` uses the first two rules (a marker naming an unknown source, a sentence nothing relates to); the job
gates in ``validate`` call the pure functions below with plain data read from the claim matrix, the sentence map
and the ledger.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from typing import Any

from ..contracts import PUBLISHABLE_STATUSES
from .base import Finding, Rule, Where

Span = tuple[int, int] | None


class FabricatedCitation(Rule):
    """A citation marker names a source or evidence id that does not exist.

    What it does: compares every id in a marker (`[2]`, `[src_a]`, `[CITE:ev-7]`, `[1, 4]`) with the ids of the
    sources or ledger items the sentence may cite.

    Why it matters: a reader who follows the citation finds nothing, or finds a different document. A fabricated
    citation makes a true sentence unverifiable and a false one look checked.

    Example: sources `{"s1": ...}`, sentence "The plant processed 4,200 tonnes [s2]." blocks: s2 does not exist.

    Fix: cite an id that exists (the hint lists them), or remove the marker.
    """

    code = "FA001"
    family = "FA"
    message = "the citation names {cited!r}, which is not among the {scope}"
    hint = "cite one of {known}, or remove the marker"


class NoEvidenceFound(Rule):
    """Nothing in the sources relates to the sentence.

    What it does: blocks a sentence that states something checkable (content words, numbers, names) when no
    source passage shares any of it.

    Why it matters: the sentence rests on nothing the reader can check; it is either invented or taken from a
    source that was not supplied.

    Example: source "The council approved the transport budget.", sentence "The roof garden attracts butterflies."

    Fix: supply and cite the source that states it, or remove the sentence.
    """

    code = "FA002"
    family = "FA"
    message = "nothing in the {scope} relates to this sentence"
    hint = "cite the evidence that states it, or remove the sentence"


class SentenceWithoutClaim(Rule):
    """A cited sentence is missing from the sentence map, or its entry names no claim.

    What it does: every sentence that cites evidence must be traced to at least one claim of the claim matrix
    through `sentence_map.jsonl`.

    Why it matters: the claim is where status, type and wording strength are declared and reviewed; a sentence
    outside the map bypasses that review.

    Example: `intro-s3` cites `[CITE:ev-1a2b]`, but `sentence_map.jsonl` has no entry for it.

    Fix: add the sentence to the sentence map with the claim id it states.
    """

    code = "FA003"
    family = "FA"
    message = "sentence {sentence_id} cites evidence but names no claim in the sentence map"
    hint = "add {sentence_id} to sentence_map.jsonl with the claim id it states"


class UnknownClaim(Rule):
    """A sentence-map entry names a claim id the claim matrix does not have.

    What it does: looks up every claim id of a sentence in `claim_matrix.json`.

    Why it matters: a claim that does not exist has no status, type or evidence; nothing vouches for the sentence.

    Example: `results-s2` names `C9`, and the claim matrix stops at `C7`.

    Fix: add the claim to the claim matrix, or correct the id.
    """

    code = "FA004"
    family = "FA"
    message = "sentence {sentence_id} names claim {claim_id}, which the claim matrix does not have"
    hint = "add {claim_id} to claim_matrix.json or correct the id"


class LinkDisagreement(Rule):
    """A sentence cites evidence that none of its claims rests on.

    What it does: every evidence id a sentence cites must be listed in `evidence_ids` of one of the claims the
    sentence states.

    Why it matters: the sentence, the claim and the evidence must tell one story; when they disagree the claim was
    reviewed against one passage and the sentence rests on another.

    Example: sentence cites `ev-9`, its claim `C2` rests on `ev-1` and `ev-2`.

    Fix: cite the claim's evidence, or add the evidence to the claim (and re-check the claim).
    """

    code = "FA005"
    family = "FA"
    message = "sentence {sentence_id} cites {evidence_id}, but its claims {claim_ids} rest on {claim_evidence}"
    hint = "cite one of {claim_evidence}, or add {evidence_id} to the claim and re-check it"


class ClaimNotPublishable(Rule):
    """A claim whose status is not publishable (blocked, unverified, disputed) is stated in the report.

    What it does: only claims with status `supported` may be stated.

    Why it matters: the status records the author's own verdict on the claim; publishing an unverified or
    disputed claim overrides that verdict silently.

    Example: claim `C4` has status `disputed` and sentence `findings-s1` states it.

    Fix: remove the sentence, or resolve the claim and set its status to `supported` with evidence.
    """

    code = "FA006"
    family = "FA"
    message = "claim {claim_id} has status {status}; only {publishable} claims may be published"
    hint = "remove the sentences stating {claim_id}, or resolve it and cite the evidence that supports it"


class ClaimTypeNotAllowed(Rule):
    """A claim's type is not one its evidence may carry.

    What it does: each ledger item lists the claim types it can support (a heading supports none; a narrative
    paragraph no statistical claim). At least one of the claim's evidence items must allow the claim's type.

    Why it matters: a statistical claim resting on an anecdote, or a quotation resting on a table row, is a type
    error a reader cannot see.

    Example: claim `C3` is `statistical`; its only evidence `ev-77` is a narrative paragraph.

    Fix: cite evidence of the right type, or restate the claim as the type the evidence supports.
    """

    code = "FA007"
    family = "FA"
    message = "claim {claim_id} is {claim_type}, which its evidence ({evidence_ids}) cannot carry"
    hint = "cite evidence that allows {claim_type} claims, or restate the claim as one of: {allowed}"


RULES: tuple[Rule, ...] = (
    FabricatedCitation(),
    NoEvidenceFound(),
    SentenceWithoutClaim(),
    UnknownClaim(),
    LinkDisagreement(),
    ClaimNotPublishable(),
    ClaimTypeNotAllowed(),
)
FABRICATED_CITATION, NO_EVIDENCE_FOUND, SENTENCE_WITHOUT_CLAIM, UNKNOWN_CLAIM, LINK_DISAGREEMENT = RULES[:5]
CLAIM_NOT_PUBLISHABLE, CLAIM_TYPE_NOT_ALLOWED = RULES[5:]


def _listing(ids: Collection[str], limit: int = 8) -> str:
    shown = sorted(ids)[:limit]
    more = f" (+{len(ids) - limit} more)" if len(ids) > limit else ""
    return ", ".join(shown) + more if shown else "(none)"


def check_citations(
    cited: Sequence[str],
    known: Collection[str],
    *,
    sentence: str,
    span: Span,
    scope: str = "sources",
    location: str | None = None,
) -> list[Finding]:
    """FA001 for every cited id that is not in ``known``."""
    return [
        FABRICATED_CITATION.finding(
            sentence=sentence, span=span, location=location, cited=cited_id, scope=scope, known=_listing(known)
        )
        for cited_id in dict.fromkeys(cited)
        if cited_id not in known
    ]


def check_sentence_links(
    *,
    sentence_id: str,
    claim_ids: Sequence[str],
    evidence_ids: Sequence[str],
    claims: Mapping[str, Mapping[str, Any]],
    sentence: str,
    span: Span,
    location: str | None = None,
) -> list[Finding]:
    """FA003-FA005 for one sentence: it names claims, the claims exist, and its citations belong to them.

    ``claims`` maps claim id to the claim as plain data (``claim_matrix.json`` entries: ``evidence_ids``, ...).
    """
    where: Where = {"sentence": sentence, "span": span, "location": location}
    if not claim_ids:
        return [SENTENCE_WITHOUT_CLAIM.finding(**where, sentence_id=sentence_id)] if evidence_ids else []
    findings = [
        UNKNOWN_CLAIM.finding(**where, sentence_id=sentence_id, claim_id=claim_id)
        for claim_id in claim_ids
        if claim_id not in claims
    ]
    known = [claims[claim_id] for claim_id in claim_ids if claim_id in claims]
    if not known:
        return findings
    claim_evidence = {evidence_id for claim in known for evidence_id in claim.get("evidence_ids", ())}
    findings += [
        LINK_DISAGREEMENT.finding(
            **where,
            sentence_id=sentence_id,
            evidence_id=evidence_id,
            claim_ids=", ".join(claim_ids),
            claim_evidence=_listing(claim_evidence),
        )
        for evidence_id in dict.fromkeys(evidence_ids)
        if evidence_id not in claim_evidence
    ]
    return findings


def check_claim(
    claim: Mapping[str, Any],
    evidence: Mapping[str, Mapping[str, Any]],
    *,
    location: str | None = None,
) -> list[Finding]:
    """FA001, FA006 and FA007 for one claim of the claim matrix.

    ``evidence`` maps evidence id to the ledger item as plain data (``evidence_type``, ``allowed_claim_types``).
    """
    claim_id = claim["claim_id"]
    where = {"sentence": claim.get("claim_text", ""), "span": None, "location": location}
    findings = check_citations(claim.get("evidence_ids", ()), evidence, scope="evidence ledger", **where)
    if claim.get("status") not in PUBLISHABLE_STATUSES:
        findings.append(
            CLAIM_NOT_PUBLISHABLE.finding(
                **where, claim_id=claim_id, status=claim.get("status"), publishable="/".join(PUBLISHABLE_STATUSES)
            )
        )
    items = [evidence[evidence_id] for evidence_id in claim.get("evidence_ids", ()) if evidence_id in evidence]
    claim_type = claim.get("claim_type")
    if items and claim_type and not any(claim_type in item.get("allowed_claim_types", ()) for item in items):
        allowed = {kind for item in items for kind in item.get("allowed_claim_types", ())}
        findings.append(
            CLAIM_TYPE_NOT_ALLOWED.finding(
                **where,
                claim_id=claim_id,
                claim_type=claim_type,
                evidence_ids=", ".join(claim.get("evidence_ids", ())),
                allowed=_listing(allowed),
            )
        )
    return findings
