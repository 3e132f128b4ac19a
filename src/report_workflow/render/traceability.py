"""Traceability of a published report: sentence → claims → evidence → span of a source file at a revision.

``trace_map`` is the machine-readable chain; ``trace_readme`` tells the same story claim by claim for a person
auditing the report, quoting each piece of evidence with its place in the source.
"""

from __future__ import annotations

from typing import Any

from ..contracts import Claim, SentenceMapEntry, SourceRecord
from .document import ReportDocument
from .markdown import escape


def trace_map(
    document: ReportDocument,
    sentence_map: list[SentenceMapEntry],
    claims: list[Claim],
    evidence: dict[str, dict[str, Any]],
    registry: list[SourceRecord],
) -> dict[str, Any]:
    claim_ids = {entry.sentence_id: entry.claim_ids for entry in sentence_map}
    claims_by_id = {claim.claim_id: claim for claim in claims}
    sources = {record.source_id: record for record in registry}
    numbers = {entry.evidence_id: entry.number for entry in document.entries}

    def evidence_record(evidence_id: str) -> dict[str, Any]:
        item = evidence[evidence_id]
        record = sources[item["source_id"]]
        return {
            "evidence_id": evidence_id,
            "citation": numbers.get(evidence_id),
            "source_id": item["source_id"],
            "source_name": record.original_name,
            "revision": item["revision"],
            "sha256": record.sha256,
            "locator": item["locator"],
            "start": item["start"],
            "end": item["end"],
            "text": item["text"],
        }

    sentences = [
        {
            "sentence_id": sentence.sentence_id,
            "section_id": sentence.section_id,
            "text": sentence.text,
            "as_published": sentence.as_read(),
            "claims": [
                {"claim_id": claim_id, "claim_text": claims_by_id[claim_id].claim_text,
                 "status": claims_by_id[claim_id].status}
                for claim_id in claim_ids.get(sentence.sentence_id, [])
                if claim_id in claims_by_id
            ],
            "evidence": [evidence_record(evidence_id) for evidence_id in sentence.evidence_ids],
        }
        for sentence in document.sentences()
    ]
    exhibits = [
        {"kind": exhibit.kind, "number": exhibit.number, "caption": exhibit.caption_as_read(),
         "evidence": [evidence_record(exhibit.evidence_id)]}
        for exhibit in document.exhibits()
    ]
    return {"title": document.title_page.title, "sentences": sentences, "exhibits": exhibits}


def trace_readme(trace: dict[str, Any], document: ReportDocument) -> str:
    """A claim-by-claim account in Markdown; every quoted text is escaped so it reads literally."""
    titles = {section.section_id: section.title for section in document.sections}
    by_claim: dict[str, dict[str, Any]] = {}
    unclaimed: list[dict[str, Any]] = []
    for sentence in trace["sentences"]:
        for claim in sentence["claims"]:
            by_claim.setdefault(claim["claim_id"], {"claim": claim, "sentences": []})["sentences"].append(sentence)
        if not sentence["claims"]:
            unclaimed.append(sentence)
    lines = [
        f"# Traceability: {escape(trace['title'])}",
        "",
        "Each claim of the report, the sentences that state it, and the evidence they cite, quoted from the "
        "normalised source text (`sources/<source_id>.txt`) with its character span.",
    ]
    for claim_id, group in by_claim.items():
        claim = group["claim"]
        lines += ["", f"## {escape(claim_id)} ({claim['status']})", "", f"> {escape(claim['claim_text'])}", "",
                  "Stated in:", ""]
        lines += [_sentence_line(sentence, titles) for sentence in group["sentences"]]
        lines += ["", "Evidence:", ""]
        seen: set[str] = set()
        for sentence in group["sentences"]:
            for item in sentence["evidence"]:
                if item["evidence_id"] not in seen:
                    seen.add(item["evidence_id"])
                    lines += _evidence_lines(item, document)
    if unclaimed:
        lines += ["", "## Sentences bound to no claim", ""]
        lines += [_sentence_line(sentence, titles) for sentence in unclaimed]
    return "\n".join(lines) + "\n"


def _sentence_line(sentence: dict[str, Any], titles: dict[str, str]) -> str:
    section = titles.get(sentence["section_id"], sentence["section_id"])
    return f"- {escape(section)}, {sentence['sentence_id']}: “{escape(sentence['as_published'])}”"


def _evidence_lines(item: dict[str, Any], document: ReportDocument) -> list[str]:
    where = document.labels.locator(item["locator"])
    cited = f"[{item['citation']}] " if item["citation"] else ""
    head = (
        f"- {escape(cited + item['source_name'] + ', ' + where)} (revision {item['revision']}, "
        f"SHA-256 {item['sha256'][:12]}), characters {item['start']}–{item['end']} of "
        f"`sources/{item['source_id']}.txt`:"
    )
    quoted = [f"  > {escape(line)}" if line.strip() else "  >" for line in item["text"].split("\n")]
    return [head, *quoted]
