"""Pydantic models of every artifact in a job directory.

These models are the contracts between the tool and the authoring agent. ``schemas/*.schema.json`` is generated
from them (``report-workflow schema --write``) and a test fails when the two drift apart.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

SourceRole = Literal["source_data", "base_document"]
EvidenceKind = Literal["paragraph", "heading", "list_item", "table_row", "table", "page", "code"]
EvidenceType = Literal["quantitative", "narrative", "tabular", "structural", "code"]
Grade = Literal["A", "B", "C", "D"]
ClaimType = Literal[
    "statistical", "factual", "comparative", "causal", "definition", "quotation", "qualitative", "recommendation"
]
ClaimStatus = Literal["supported", "unverified", "disputed", "blocked"]
WordingStrength = Literal["certain", "qualified", "hedged"]
StageState = Literal["pending", "running", "done", "failed", "blocked"]
Language = Literal["en", "zh"]

SOURCE_ROLES: tuple[SourceRole, ...] = ("source_data", "base_document")
PUBLISHABLE_STATUSES: tuple[str, ...] = ("supported",)


class Model(BaseModel):
    """Strict base: unknown fields are errors, so a typo in an artifact is caught, not ignored."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True)


class ContractStamp(Model):
    """Copied by the agent into every artifact; proves which evidence the artifact was written against."""

    job_id: str
    ledger_digest: str = Field(description="sha256 of evidence_ledger.jsonl when the brief was written")
    registry_digest: str = Field(description="sha256 of source_registry.json when the brief was written")


class Stamped(Model):
    contract: ContractStamp = Field(alias="_contract")


# --- tool-written artifacts ---------------------------------------------------------------------------------


class SourceRecord(Model):
    source_id: str
    original_name: str
    media_type: str
    role: SourceRole = "source_data"
    bytes: int
    sha256: str
    revision: int = 1
    text_path: str = Field(description="normalised text, relative to the job directory")
    copy_path: str = Field(description="copy of the input, relative to the job directory")
    text_sha256: str
    item_count: int
    parse_status: Literal["ok", "warnings"] = "ok"
    warnings: list[str] = Field(default_factory=list)


class SourceRegistry(Model):
    job_id: str
    sources: list[SourceRecord]


class QuantityRecord(Model):
    value: float
    unit: str
    dimension: str
    kind: str
    surface: str
    start: int = Field(description="offset in the item text")
    end: int
    magnitude: float = Field(description="the number as written, before scale and unit conversion")
    scale: float = 1.0
    decimals: int = 0
    precision: float = Field(description="resolution of the written figure in canonical units")
    high: float | None = None
    bound: str | None = None
    approximate: bool = False
    negative: bool = False
    spelled: bool = Field(default=False, description="written in words or Chinese numerals")


class EvidenceItem(Model):
    evidence_id: str
    source_id: str
    revision: int
    kind: EvidenceKind
    text: str
    start: int = Field(description="offset into sources/<source_id>.txt; text == source_text[start:end]")
    end: int
    locator: dict[str, Any]
    heading_path: list[str] = Field(default_factory=list)
    quantities: list[QuantityRecord] = Field(default_factory=list)
    table: dict[str, Any] | None = None
    evidence_type: EvidenceType
    allowed_claim_types: list[ClaimType]
    grade: Grade
    grade_reason: str


class FrontMatter(Model):
    title: str | None = None
    authors: list[str] = Field(default_factory=list)
    affiliation: str | None = None
    keywords: list[str] = Field(default_factory=list)


class ReportSpec(Model):
    job_id: str
    prompt: str
    profile_id: str
    profile_reason: str
    language: Language
    front_matter: FrontMatter
    template_fields: dict[str, str] = Field(default_factory=dict)
    reference_docx: str | None = None


class BlueprintSection(Model):
    section_id: str
    title: str
    required: bool
    order: int
    role: str
    min_words: int | None = None
    max_words: int | None = None
    guidance: str = ""


class Blueprint(Model):
    job_id: str
    profile_id: str
    language: Language
    sections: list[BlueprintSection]
    evidence_summary: dict[str, int] = Field(description="evidence items per source id")


# --- agent-written artifacts --------------------------------------------------------------------------------


class Claim(Model):
    claim_id: str = Field(pattern=r"^[A-Za-z0-9_.:-]{1,64}$")
    claim_text: str = Field(min_length=1)
    claim_type: ClaimType
    status: ClaimStatus
    evidence_ids: list[str] = Field(default_factory=list)
    wording_strength: WordingStrength | None = None
    section_id: str | None = None
    notes: str | None = None


class Conflict(Model):
    """Evidence items that disagree on one metric, and how the report treats them."""

    metric: str
    evidence_ids: list[str] = Field(min_length=2)
    resolution: str = Field(min_length=1)
    claim_ids: list[str] = Field(default_factory=list)


class ClaimMatrix(Stamped):
    claims: list[Claim]
    conflicts: list[Conflict] = Field(default_factory=list)


class FigureRef(Model):
    evidence_id: str
    caption: str
    kind: Literal["table", "chart"] = "table"


class OutlineSection(Model):
    section_id: str = Field(pattern=r"^[a-z0-9_]{1,48}$")
    title: str = Field(min_length=1)
    goal: str = ""
    claim_ids: list[str] = Field(default_factory=list)
    figures: list[FigureRef] = Field(default_factory=list)


class Outline(Stamped):
    sections: list[OutlineSection]


class DraftSentence(Model):
    text: str = Field(min_length=1)
    claim_ids: list[str] = Field(default_factory=list)
    evidence_ids: list[str] = Field(default_factory=list)
    wording_strength: WordingStrength | None = None


class DraftSection(Model):
    section_id: str
    paragraphs: list[list[DraftSentence]]


class StructuredDrafts(Stamped):
    sections: list[DraftSection]


class SentenceMapEntry(Model):
    sentence_id: str
    section_id: str
    text: str
    claim_ids: list[str] = Field(default_factory=list)
    evidence_ids: list[str] = Field(default_factory=list)
    wording_strength: WordingStrength | None = None


# --- tool-written state -------------------------------------------------------------------------------------


class StageRecord(Model):
    state: StageState = "pending"
    detail: str | None = None
    at: str | None = Field(default=None, description="ISO time; honours SOURCE_DATE_EPOCH")


class JobManifest(Model):
    job_id: str
    tool_version: str
    stages: dict[str, StageRecord]
    digests: dict[str, str] = Field(default_factory=dict, description="relative path -> sha256")


class EvidenceSpan(Model):
    source_id: str | None = None
    evidence_id: str | None = None
    start: int | None = None
    end: int | None = None
    text: str | None = None


class FindingRecord(Model):
    """One gate finding as written to ``validation/factuality_report.json``."""

    rule: str
    family: str
    severity: Literal["block", "warn"]
    reason: str
    hint: str | None = None
    section_id: str | None = None
    sentence_id: str | None = None
    claim_id: str | None = None
    sentence: str | None = None
    draft_path: str | None = Field(default=None, description="artifact the sentence stands in")
    draft_span: list[int] | None = Field(default=None, description="[start, end) in that artifact")
    evidence: EvidenceSpan | None = None


class FactualityReport(Model):
    job_id: str
    findings: list[FindingRecord]
    sentences_checked: int
    claims_checked: int


class QASummary(Model):
    """The decision render trusts: pass only if nothing blocked, bound to the digests of what was validated."""

    job_id: str
    qa_decision: Literal["pass", "hard_fail"]
    counts: dict[str, int]
    reasons: list[str]
    verdict_hash: str
    artifact_digests: dict[str, str] = Field(description="relative path -> sha256 of every artifact validated")
    tool_version: str


ARTIFACT_MODELS: dict[str, type[BaseModel]] = {
    "source_registry": SourceRegistry,
    "evidence_item": EvidenceItem,
    "report_spec": ReportSpec,
    "blueprint": Blueprint,
    "claim_matrix": ClaimMatrix,
    "outline": Outline,
    "structured_drafts": StructuredDrafts,
    "sentence_map_entry": SentenceMapEntry,
    "job_manifest": JobManifest,
    "factuality_report": FactualityReport,
    "qa_summary": QASummary,
}
