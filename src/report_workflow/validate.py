"""``validate``: the whole gate stack over a job, and the QA decision render trusts.

Order: SCHEMA → contract and staleness → FA → content (FB, FE, FP, FN, FD) → FS → FC → QA. Validation never
changes agent artifacts; its reports are written atomically, under the job lock, and bound to the digests of
everything it read.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Literal, TypedDict

from pydantic import ValidationError

from . import __version__
from .contracts import (
    ClaimMatrix,
    EvidenceSpan,
    FactualityReport,
    FindingRecord,
    Outline,
    QASummary,
    ReportSpec,
    SentenceMapEntry,
    SourceRegistry,
    StructuredDrafts,
)
from .drafts import (
    SECTION_DRAFTS,
    STRUCTURED_DRAFTS,
    DraftDocument,
    derive_sentence_map,
    markdown_document,
    structured_document,
)
from .errors import ArtifactsMissing, BadInput
from .gates.base import Finding
from .gates.conflicts import UNREGISTERED_CONFLICT, find_disagreements, registered
from .gates.engine import check_sentence
from .gates.inputs import Passage, Statement
from .gates.job_linkage import STALE_EVIDENCE, UNCITED_STATEMENT
from .gates.linkage import CLAIM_NOT_PUBLISHABLE, check_citations, check_claim, check_sentence_links
from .gates.prose import prose_differences
from .gates.qa import (
    AbstractOutOfBounds,
    ClaimNotStated,
    EmptySection,
    ProseSentence,
    RequiredSectionMissing,
    UnresolvedFigure,
    count_words,
    front_matter_findings,
    prose_findings,
)
from .gates.schema import ArtifactUnreadable, ContractFromAnotherJob, StaleContract, schema_findings
from .history import archived_ledger, ids_by_text
from .job import Job, canonical_json, parse_json, sha256_bytes
from .ledger import iter_ledger, statement_text
from .profiles import Profile, bounds_text
from .status import BRIEF_FOR, missing_artifacts
from .text import content_terms, find_quantities

CLAIM_MATRIX, OUTLINE, SENTENCE_MAP = "claim_matrix.json", "outline.json", "sentence_map.jsonl"
FACTUALITY_REPORT, QA_SUMMARY = "validation/factuality_report.json", "validation/qa_summary.json"
DERIVED_SENTENCE_MAP = "validation/sentence_map.jsonl"
VALIDATE_LOCK_TIMEOUT = 120.0
FAMILY_ORDER = ("SCHEMA", "FA", "FB", "FE", "FP", "FN", "FD", "FS", "FC", "QA")
# Transitions such as "The results are summarised below." have at most 5 content terms; statements have more.
UNCITED_TERM_LIMIT = 6


class _Where(TypedDict):
    """Where a finding on a draft sentence points: the sentence, its span in the draft and the draft's path."""

    sentence: str
    span: tuple[int, int] | None
    location: str


@dataclass
class Located:
    """A finding with the job context it concerns."""

    finding: Finding
    section_id: str | None = None
    sentence_id: str | None = None
    claim_id: str | None = None

    def record(self) -> FindingRecord:
        f = self.finding
        return FindingRecord(
            rule=f.rule, family=f.family, severity=f.severity, reason=f.reason, hint=f.hint,
            section_id=self.section_id, sentence_id=self.sentence_id, claim_id=self.claim_id,
            sentence=f.sentence or None, draft_path=f.location, draft_span=list(f.span) if f.span else None,
            evidence=EvidenceSpan.model_validate(f.evidence.to_dict()) if f.evidence else None,
        )


@dataclass
class ValidationResult:
    job_id: str
    qa_decision: str
    counts: dict[str, int]
    reasons: list[str]
    verdict_hash: str
    findings: list[dict[str, Any]]

    @property
    def passed(self) -> bool:
        return self.qa_decision == "pass"

    def to_dict(self) -> dict[str, Any]:
        return dict(self.__dict__)


def validate(job_id: str, workspace: str | Path | None = None) -> ValidationResult:
    """Run every gate over the job's artifacts and record the decision."""
    job = Job.open(job_id, workspace)
    with job.lock(timeout=VALIDATE_LOCK_TIMEOUT):
        missing = missing_artifacts(job)
        if missing:
            raise ArtifactsMissing(
                f"job {job_id} is waiting for agent artifacts: {', '.join(missing)}",
                hint=f"read {job.root / 'agent_tasks' / '00_start_here.md'} and {BRIEF_FOR[missing[0]]}",
            )
        run = _Run(job)
        run.check()
        return run.record()


def _checked_json(text: str, artifact: str, schema: str, *, line: int | None = None) -> tuple[Any, list[Finding]]:
    """An artifact's (or one JSON Lines line's) value and its schema findings; ``BadInput`` when it is malformed
    or nests too deeply to be read. JSON that parses is never too deep for the schema check: every schema
    constrains each level it allows, so the check stops at the first level that breaks it."""
    data = parse_json(text, f"{artifact}:{line}" if line else artifact)
    return data, schema_findings(artifact, schema, data, line=line)


class _Run:
    """One validation: loads what it needs once, collects findings in gate order, writes the reports."""

    def __init__(self, job: Job) -> None:
        self.job = job
        self.findings: list[Located] = []
        self.read: dict[str, str] = {}  # artifact → sha256 of the bytes that were checked
        self.sentence_count = 0
        self.claim_count = 0
        self.sentence_map: list[SentenceMapEntry] = []

    # --- loading -------------------------------------------------------------------------------------------

    def add(self, findings: list[Finding], **context: str | None) -> None:
        self.findings.extend(Located(finding, **context) for finding in findings)

    def _load_json(self, rel: str, schema: str) -> Any | None:
        raw = self.job.path(rel).read_bytes()
        self.read[rel] = sha256_bytes(raw)
        try:
            data, problems = _checked_json(raw.decode("utf-8"), rel, schema)
        except UnicodeDecodeError as exc:
            self._unreadable(rel, f"not UTF-8 ({exc.reason} at byte {exc.start})")
            return None
        except BadInput as exc:
            self._unreadable(rel, exc.message)
            return None
        self.add(problems)
        return None if problems else data

    def _unreadable(self, rel: str, problem: str) -> None:
        self.add([ArtifactUnreadable().finding(sentence="", span=None, location=rel, artifact=rel, problem=problem)])

    def _load_sentence_map(self) -> list[SentenceMapEntry] | None:
        if not self.job.path(SENTENCE_MAP).is_file():
            return None
        raw = self.job.path(SENTENCE_MAP).read_bytes()
        self.read[SENTENCE_MAP] = sha256_bytes(raw)
        entries, clean = [], True
        for number, line in enumerate(raw.decode("utf-8", errors="replace").splitlines(), start=1):
            if not line.strip():
                continue
            try:
                data, problems = _checked_json(line, SENTENCE_MAP, "sentence_map_entry", line=number)
            except BadInput as exc:
                self._unreadable(f"{SENTENCE_MAP}:{number}", exc.message)
                clean = False
                continue
            self.add(problems)
            if problems:
                clean = False
            else:
                entries.append(SentenceMapEntry.model_validate(data))
        return entries if clean else None

    def _load_drafts(self, outline: Outline, structured: Any | None) -> DraftDocument | None:
        """The drafts from the very bytes whose digests are recorded (``structured`` is the checked JSON)."""
        try:
            if structured is not None:
                return structured_document(StructuredDrafts.model_validate(structured), outline)
            texts = self._read_markdown_drafts(outline)
            return None if texts is None else markdown_document(texts, outline)
        except (BadInput, ValidationError) as exc:
            self._unreadable(STRUCTURED_DRAFTS, str(exc))
            return None

    def _read_markdown_drafts(self, outline: Outline) -> dict[str, str] | None:
        section_ids = {section.section_id for section in outline.sections}
        texts: dict[str, str] = {}
        drafts_dir = self.job.path(SECTION_DRAFTS)
        for path in sorted(drafts_dir.glob("*.md")) if drafts_dir.is_dir() else ():
            rel = f"{SECTION_DRAFTS}/{path.name}"
            raw = path.read_bytes()
            self.read[rel] = sha256_bytes(raw)
            try:
                texts[path.stem] = raw.decode("utf-8")
            except UnicodeDecodeError as exc:
                self._unreadable(rel, f"not UTF-8 ({exc.reason} at byte {exc.start})")
                return None
            if path.stem not in section_ids:
                self._unreadable(rel, f"section {path.stem!r} is not in outline.json")
        return texts

    # --- the gate stack ------------------------------------------------------------------------------------

    def check(self) -> None:
        job = self.job
        matrix_data = self._load_json(CLAIM_MATRIX, "claim_matrix")
        outline_data = self._load_json(OUTLINE, "outline")
        structured = (
            self._load_json(STRUCTURED_DRAFTS, "structured_drafts") if job.path(STRUCTURED_DRAFTS).is_file() else None
        )
        agent_map = self._load_sentence_map()
        if matrix_data is None or outline_data is None or self._blocked():
            return
        matrix = ClaimMatrix.model_validate(matrix_data)
        outline = Outline.model_validate(outline_data)
        document = self._load_drafts(outline, structured)
        if document is None:
            return
        self.spec = job.read_model("report_spec.json", ReportSpec)
        self.profile = Profile.model_validate(job.read_json("report_profile.json"))
        registry = job.read_model("source_registry.json", SourceRegistry)
        for rel in ("evidence_ledger.jsonl", "source_registry.json", "report_spec.json", "report_profile.json"):
            self.read[rel] = job.digest(rel)
        ledger = {item["evidence_id"]: item for item in iter_ledger(job.path("evidence_ledger.jsonl"))}
        stale = self._check_contracts(matrix, outline, registry, ledger)
        claims = {claim.claim_id: claim.model_dump() for claim in matrix.claims}
        self.claim_count = len(claims)
        self.sentence_map = self._bind_sentences(document, matrix, outline, agent_map)
        self._check_claims(matrix, ledger, stale)
        self._check_sentences(document, claims, ledger, stale)
        self._check_conflicts(matrix, ledger)
        self._check_report(document, outline, matrix, ledger)

    def _blocked(self) -> bool:
        return any(located.finding.blocks for located in self.findings)

    def _check_contracts(self, matrix: ClaimMatrix, outline: Outline, registry: SourceRegistry,
                         ledger: dict[str, dict[str, Any]]) -> set[str]:
        """SCHEMA003/004 per stamped artifact; returns cited ids that are stale (changed or vanished)."""
        current = self.read["evidence_ledger.jsonl"]
        stale_stamps = set()
        for rel, stamp in ((CLAIM_MATRIX, matrix.contract), (OUTLINE, outline.contract)):
            if stamp.job_id != self.job.job_id:
                self.add([ContractFromAnotherJob().finding(sentence="", span=None, location=rel, artifact=rel,
                                                           stamped=stamp.job_id, job_id=self.job.job_id)])
            elif stamp.ledger_digest != current:
                self.add([StaleContract().finding(sentence="", span=None, location=rel, artifact=rel,
                                                  stamped=stamp.ledger_digest[:12], current=current[:12])])
                stale_stamps.add(stamp.ledger_digest)
        if not stale_stamps:
            return set()
        revisions = {record.source_id: record.revision for record in registry.sources}
        by_text = ids_by_text(ledger)
        stale = set()
        for claim in matrix.claims:
            for evidence_id in claim.evidence_ids:
                if evidence_id in ledger:
                    continue
                earlier = (archived_ledger(self.job, digest).get(evidence_id) for digest in sorted(stale_stamps))
                old = next((item for item in earlier if item is not None), None)
                if old is None:
                    continue  # never existed: FA001 reports it as a fabricated citation
                stale.add(evidence_id)
                replacement = by_text.get((old["source_id"], old["text"]))
                remedy = (
                    f"run `report-workflow remap --job-id {self.job.job_id} --write`: the same text is now {replacement}"
                    if replacement else "the evidence changed: re-read the source and rewrite the claim"
                )
                self.add([STALE_EVIDENCE.finding(
                    sentence=claim.claim_text, span=None, location=CLAIM_MATRIX, owner=f"claim {claim.claim_id}",
                    evidence_id=evidence_id, source_id=old["source_id"], old_revision=old["revision"],
                    new_revision=revisions.get(old["source_id"], "(removed)"), remedy=remedy,
                )], claim_id=claim.claim_id)
        return stale

    def _bind_sentences(self, document: DraftDocument, matrix: ClaimMatrix, outline: Outline,
                        agent_map: list[SentenceMapEntry] | None) -> list[SentenceMapEntry]:
        derived = derive_sentence_map(document, matrix.claims, outline)
        if agent_map is None:
            return derived
        by_id = {entry.sentence_id: entry for entry in agent_map}
        bound = []
        for entry in derived:
            given = by_id.get(entry.sentence_id)
            if given is not None:
                entry = entry.model_copy(update={
                    "claim_ids": given.claim_ids or entry.claim_ids,
                    "wording_strength": given.wording_strength or entry.wording_strength,
                })
            bound.append(entry)
        return bound

    def _check_claims(self, matrix: ClaimMatrix, ledger: dict[str, dict[str, Any]], stale: set[str]) -> None:
        """FA on each claim, and each supported claim's text against its own evidence."""
        stated = {claim_id for entry in self.sentence_map for claim_id in entry.claim_ids}
        for claim in matrix.claims:
            data = claim.model_dump()
            data["evidence_ids"] = [e for e in claim.evidence_ids if e not in stale]
            findings = check_claim(data, ledger, location=CLAIM_MATRIX)
            if claim.claim_id not in stated:  # a claim recorded and left out of the prose is not published
                findings = [f for f in findings if f.rule != CLAIM_NOT_PUBLISHABLE.code]
            self.add(findings, claim_id=claim.claim_id)
            passages = [_passage(ledger[e]) for e in data["evidence_ids"] if e in ledger]
            if claim.status == "supported" and passages:
                statement = Statement(claim.claim_text, 0, len(claim.claim_text),
                                      wording_strength=claim.wording_strength, claim_type=claim.claim_type)
                located = [_relocate(f, CLAIM_MATRIX) for f in check_sentence(statement, passages)]
                self.add(located, claim_id=claim.claim_id)

    def _check_sentences(self, document: DraftDocument, claims: dict[str, dict[str, Any]],
                         ledger: dict[str, dict[str, Any]], stale: set[str]) -> None:
        entries = {entry.sentence_id: entry for entry in self.sentence_map}
        for sentence in document.sentences():
            self.sentence_count += 1
            entry = entries[sentence.sentence_id]
            context = {"section_id": sentence.section_id, "sentence_id": sentence.sentence_id}
            where: _Where = {"sentence": sentence.text, "span": sentence.span, "location": sentence.path}
            cited = [e for e in sentence.evidence_ids if e not in stale]
            if not sentence.evidence_ids:
                what = _checkable(sentence.text)
                if what:
                    self.add([UNCITED_STATEMENT.finding(**where, sentence_id=sentence.sentence_id, what=what,
                                                        suggestion="")], **context)
                continue
            self.add(check_citations(cited, ledger, scope="evidence ledger", **where), **context)
            self.add(check_sentence_links(sentence_id=sentence.sentence_id, claim_ids=entry.claim_ids,
                                          evidence_ids=cited, claims=claims, **where), **context)
            passages = [_passage(ledger[e]) for e in cited if e in ledger]
            if not passages:
                continue
            first_claim = claims.get(entry.claim_ids[0]) if entry.claim_ids else None
            statement = Statement(sentence.text, *(sentence.span or (0, len(sentence.text))),
                                  wording_strength=entry.wording_strength or (first_claim or {}).get("wording_strength"),
                                  claim_type=(first_claim or {}).get("claim_type"))
            self.add([_relocate(f, sentence.path) for f in check_sentence(statement, passages)], **context)
            stated = {claim_id: claims[claim_id]["claim_text"] for claim_id in entry.claim_ids if claim_id in claims}
            if stated:
                self.add(prose_differences(statement, sentence.sentence_id, stated, location=sentence.path),
                         **context)

    def _check_conflicts(self, matrix: ClaimMatrix, ledger: dict[str, dict[str, Any]]) -> None:
        cited = [e for claim in matrix.claims if claim.status == "supported" for e in claim.evidence_ids]
        conflicts = [conflict.model_dump() for conflict in matrix.conflicts]
        for disagreement in find_disagreements(cited, ledger):
            if registered(disagreement, conflicts):
                continue
            item = ledger[disagreement.evidence_id]
            finding = UNREGISTERED_CONFLICT.finding(
                sentence=item["text"], span=None, location=CLAIM_MATRIX, **disagreement.__dict__,
                evidence=_passage(item).ref,
            )
            self.add([finding])

    def _check_report(self, document: DraftDocument, outline: Outline, matrix: ClaimMatrix,
                      ledger: dict[str, dict[str, Any]]) -> None:
        """QA: sections, coverage, abstract bounds, prose hygiene, front matter, figure markers."""
        drafted = {section.section_id: section for section in document.sections}
        outlined = {section.section_id for section in outline.sections}
        for profiled in self.profile.sections:  # an outlined but empty section is QA010's
            if profiled.required and profiled.id not in outlined:
                self.add([RequiredSectionMissing().finding(sentence="", span=None, location=OUTLINE,
                                                           section_id=profiled.id, title=profiled.title.en,
                                                           state="not in outline.json")], section_id=profiled.id)
        claims = {claim.claim_id: claim for claim in matrix.claims}
        for section in outline.sections:
            draft = drafted.get(section.section_id)
            if draft is None or not draft.sentences():
                self.add([EmptySection().finding(sentence="", span=None, location=OUTLINE,
                                                 section_id=section.section_id)], section_id=section.section_id)
                continue
            in_section = {c for e in self.sentence_map if e.section_id == section.section_id for c in e.claim_ids}
            for claim_id in section.claim_ids:
                if claim_id not in in_section and claim_id in claims:
                    self.add([ClaimNotStated().finding(
                        sentence=claims[claim_id].claim_text, span=None, location=OUTLINE, claim_id=claim_id,
                        section_id=section.section_id, evidence_ids=", ".join(claims[claim_id].evidence_ids) or "its evidence",
                    )], section_id=section.section_id, claim_id=claim_id)
            profile_section = self.profile.section(section.section_id)
            if profile_section and profile_section.role == "abstract":
                words = sum(count_words(s.text) for s in draft.sentences())
                low, high = profile_section.min_words, profile_section.max_words
                if (low and words < low) or (high and words > high):
                    self.add([AbstractOutOfBounds().finding(sentence="", span=None, location=draft.path,
                                                            section_id=section.section_id, count=words,
                                                            bounds=bounds_text(low, high))],
                             section_id=section.section_id)
            for block in draft.blocks:
                if block.kind in ("figure", "table"):
                    item = ledger.get(block.evidence_id or "")
                    problem = "is not in the ledger" if item is None else (
                        None if item["kind"] == "table_row" else f"is a {item['kind']}, not a table row")
                    if problem:
                        self.add([UnresolvedFigure().finding(sentence=block.caption, span=block.span,
                                                             location=block.path, kind=block.kind,
                                                             evidence_id=block.evidence_id, problem=problem)],
                                 section_id=section.section_id)
        prose = [ProseSentence(s.text, s.span, s.path, s.section_id, s.sentence_id) for s in document.sentences()]
        prose += [ProseSentence(b.caption or b.text, b.span, b.path, section.section_id)
                  for section in document.sections for b in section.blocks
                  if b.kind in ("figure", "table", "subheading") and (b.caption or b.text)]
        for sentence, finding in prose_findings(prose, self.spec.prompt):
            self.add([finding], section_id=sentence.section_id, sentence_id=sentence.sentence_id)
        front = self.spec.front_matter
        self.add(front_matter_findings(front.title, front.authors, front.affiliation,
                                       self.profile.front_matter.model_dump()))

    # --- recording -----------------------------------------------------------------------------------------

    def record(self) -> ValidationResult:
        order = {family: index for index, family in enumerate(FAMILY_ORDER)}
        records = [located.record() for located in self.findings]
        records.sort(key=lambda r: (order.get(r.family, 99), r.section_id or "", r.sentence_id or "",
                                    r.claim_id or "", r.rule, r.reason))
        blocking = [r for r in records if r.severity == "block"]
        decision: Literal["pass", "hard_fail"] = "hard_fail" if blocking else "pass"
        counts = {
            "sentences": self.sentence_count, "claims": self.claim_count, "findings": len(records),
            "blocking": len(blocking), "warnings": len(records) - len(blocking),
            **{f"family_{family}": sum(1 for r in blocking if r.family == family) for family in FAMILY_ORDER},
        }
        reasons = [f"{r.rule} {r.sentence_id or r.claim_id or r.draft_path or ''}: {r.reason}".strip()
                   for r in blocking[:50]]
        dumped = [r.model_dump(mode="json") for r in records]
        blocked_ids = {r.sentence_id for r in blocking if r.sentence_id}
        verdicts = [
            {"sentence_id": e.sentence_id, "text": e.text, "claim_ids": e.claim_ids, "evidence_ids": e.evidence_ids,
             "status": "blocked" if e.sentence_id in blocked_ids else "verified"}
            for e in self.sentence_map
        ]
        verdict_hash = sha256_bytes(
            canonical_json({"decision": decision, "sentences": verdicts, "findings": dumped}).encode("utf-8")
        )
        report = FactualityReport(job_id=self.job.job_id, findings=records,
                                  sentences_checked=self.sentence_count, claims_checked=self.claim_count)
        summary = QASummary(job_id=self.job.job_id, qa_decision=decision, counts=counts, reasons=reasons,
                            verdict_hash=verdict_hash, artifact_digests=dict(sorted(self.read.items())),
                            tool_version=__version__)
        self.job.write_text(DERIVED_SENTENCE_MAP, "".join(
            json.dumps(entry.model_dump(mode="json"), ensure_ascii=False) + "\n" for entry in self.sentence_map))
        self.job.write_json(FACTUALITY_REPORT, report)
        self.job.write_json(QA_SUMMARY, summary)
        self.job.set_stage("validate", "done" if decision == "pass" else "blocked",
                           f"{decision}: {len(blocking)} blocking findings", {QA_SUMMARY: self.job.digest(QA_SUMMARY)})
        return ValidationResult(self.job.job_id, decision, counts, reasons, verdict_hash, dumped)


def _passage(item: dict[str, Any]) -> Passage:
    return Passage(statement_text(item), source_id=item["source_id"], start=item["start"], end=item["end"],
                   evidence_id=item["evidence_id"], grade=item.get("grade"), evidence_type=item.get("evidence_type"),
                   source_text=item["text"])


def _relocate(finding: Finding, location: str) -> Finding:
    return replace(finding, location=location)


def _checkable(text: str) -> str | None:
    """What makes an uncited sentence a statement: a number, or enough content words."""
    if any(q.is_measurement for q in find_quantities(text)):
        return "a number"
    if len(content_terms(text)) >= UNCITED_TERM_LIMIT:
        return "a substantive fact"
    return None
