"""The report as it will be written: the validated drafts with citations numbered, exhibits resolved, labels chosen.

Both writers (pandoc Markdown and python-docx) and the read-back check work from this one model, so the
document written, the document checked and the drafts validated cannot drift apart.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date

from ..contracts import ReportSpec, SourceRecord
from ..drafts import DraftDocument, DraftSentence
from ..errors import Blocked
from ..profiles import Profile
from .citations import Citation, SourceEntry, cited_sentence, entry_text, in_text, sources_order, style_for
from .labels import CJK, CJK_RANGES, Labels, labels_for
from .tables import CitedEvidence, TableData

FIGURES_DIR = "figures"
_LINE_BREAK = re.compile(r"\s*\n\s*")
_CJK_END = re.compile(f"[{CJK_RANGES}][\"'”’)\\]）」』]*$")


@dataclass
class RenderedSentence:
    sentence_id: str
    section_id: str
    text: str
    evidence_ids: list[str]
    citation: Citation | None

    def as_read(self) -> str:
        """The sentence as it reads in the written document, citation included."""
        return cited_sentence(self.text, self.citation)


@dataclass
class Exhibit:
    """A table or chart drawn from table evidence, with its numbered caption citing that evidence."""

    kind: str  # figure | table
    number: int
    evidence_id: str
    caption: str
    citation: Citation
    table: TableData
    image: str = ""  # the chart PNG, relative to the build folder (figures only)

    def caption_as_read(self) -> str:
        return cited_sentence(self.caption, self.citation)


@dataclass
class Block:
    kind: str  # paragraph | list_item | subheading | figure | table
    sentences: list[RenderedSentence] = field(default_factory=list)
    text: str = ""
    exhibit: Exhibit | None = None


@dataclass
class Section:
    section_id: str
    title: str
    blocks: list[Block]


@dataclass
class TitlePage:
    title: str
    authors: list[str]
    details: list[str]
    date: str


@dataclass
class ReportDocument:
    language: str
    style: str
    labels: Labels
    title_page: TitlePage
    sections: list[Section]
    entries: list[SourceEntry]

    def sentences(self) -> list[RenderedSentence]:
        return [sentence for section in self.sections for block in section.blocks for sentence in block.sentences]

    def exhibits(self, kind: str | None = None) -> list[Exhibit]:
        return [
            block.exhibit
            for section in self.sections
            for block in section.blocks
            if block.exhibit and (kind is None or block.exhibit.kind == kind)
        ]

    def headings(self) -> list[tuple[int, str]]:
        """(level, text) of every heading in reading order, the Sources heading last."""
        headings = []
        for section in self.sections:
            headings.append((1, section.title))
            headings += [(2, block.text) for block in section.blocks if block.kind == "subheading"]
        if self.entries:
            headings.append((1, self.labels.sources))
        return headings

    def source_lines(self) -> list[str]:
        ordered = sources_order(self.entries, self.style, self.labels)
        return [entry_text(entry, self.style, self.labels) for entry in ordered]

    def source_names(self) -> list[str]:
        return sorted({entry.source_name for entry in self.entries})


def flatten(text: str) -> str:
    """One line: a line break inside a sentence becomes a space, or nothing between two CJK characters."""

    def join(match: re.Match[str]) -> str:
        before = match.string[match.start() - 1] if match.start() else ""
        after = match.string[match.end()] if match.end() < len(match.string) else ""
        return "" if CJK.match(before) and CJK.match(after) else " "

    return _LINE_BREAK.sub(join, text).strip()


def sentence_gap(previous: str) -> str:
    """No space after a sentence that ends in CJK punctuation, one space otherwise."""
    return "" if _CJK_END.search(previous) else " "


class _Numbering:
    """Sources entries numbered by first citation, and figure and table numbers by appearance."""

    def __init__(self, evidence: CitedEvidence, registry: dict[str, SourceRecord], style: str, labels: Labels) -> None:
        self.evidence = evidence
        self.registry = registry
        self.style = style
        self.labels = labels
        self.entries: dict[str, SourceEntry] = {}
        self.exhibits = {"figure": 0, "table": 0}

    def entry(self, evidence_id: str, where: str) -> SourceEntry:
        if evidence_id not in self.entries:
            item = self.evidence.items.get(evidence_id)
            if item is None or item["source_id"] not in self.registry:
                raise Blocked(
                    f"{where} cites {evidence_id}, which is not in the evidence ledger",
                    hint="the job changed after validation: run `report-workflow validate` again",
                )
            record = self.registry[item["source_id"]]
            self.entries[evidence_id] = SourceEntry(
                number=len(self.entries) + 1,
                evidence_id=evidence_id,
                source_id=record.source_id,
                source_name=record.original_name,
                locator=self.labels.locator(item["locator"]),
                revision=item["revision"],
                sha256=record.sha256,
            )
        return self.entries[evidence_id]

    def cite(self, evidence_ids: list[str], where: str) -> Citation:
        return in_text([self.entry(evidence_id, where) for evidence_id in evidence_ids], self.style, self.labels)

    def next_exhibit(self, kind: str) -> int:
        self.exhibits[kind] += 1
        return self.exhibits[kind]


def build_document(
    drafts: DraftDocument,
    evidence: CitedEvidence,
    registry: list[SourceRecord],
    spec: ReportSpec,
    profile: Profile,
    day: date,
) -> ReportDocument:
    labels = labels_for(spec.language)
    style = style_for(profile.citation_style, spec.language)
    numbering = _Numbering(evidence, {record.source_id: record for record in registry}, style, labels)

    def rendered(sentence: DraftSentence) -> RenderedSentence:
        citation = numbering.cite(sentence.evidence_ids, sentence.path) if sentence.evidence_ids else None
        return RenderedSentence(
            sentence.sentence_id, sentence.section_id, flatten(sentence.text), list(sentence.evidence_ids), citation
        )

    sections = []
    for draft in drafts.sections:
        blocks = []
        for block in draft.blocks:
            if block.kind in ("figure", "table"):
                exhibit = _exhibit(block.kind, block.evidence_id or "", block.caption, block.path, numbering)
                blocks.append(Block(block.kind, exhibit=exhibit))
            elif block.kind == "subheading":
                blocks.append(Block("subheading", text=flatten(block.text)))
            else:
                blocks.append(Block(block.kind, sentences=[rendered(sentence) for sentence in block.sentences]))
        sections.append(Section(draft.section_id, draft.title, blocks))
    return ReportDocument(
        language=spec.language,
        style=style,
        labels=labels,
        title_page=_title_page(spec, profile, labels, day),
        sections=sections,
        entries=list(numbering.entries.values()),
    )


def _exhibit(kind: str, evidence_id: str, caption: str, where: str, numbering: _Numbering) -> Exhibit:
    table = numbering.evidence.table_of(evidence_id)
    marker = f"[{kind.upper()}:{evidence_id}]"
    if table is None:
        raise Blocked(
            f"{where}: {marker} does not name a table row of the evidence ledger",
            hint="name a table_row evidence id (see `report-workflow evidence --grep`), then validate again",
        )
    if kind == "figure" and not table.numeric_columns():
        raise Blocked(
            f"{where}: {marker} names a table without numeric columns, which cannot be charted",
            hint=f"show it as a table with [TABLE:{evidence_id} caption], then validate again",
        )
    number = numbering.next_exhibit(kind)
    citation = numbering.cite([evidence_id], where)
    text = flatten(caption)
    if table.total_rows > len(table.rows):
        shown = numbering.labels.shown_rows.format(shown=len(table.rows), total=table.total_rows)
        text = f"{text} ({shown})" if numbering.labels.language == "en" else f"{text}（{shown}）"
    image = f"{FIGURES_DIR}/figure-{number}.png" if kind == "figure" else ""
    return Exhibit(kind, number, evidence_id, numbering.labels.caption(kind, number, text), citation, table, image)


def _title_page(spec: ReportSpec, profile: Profile, labels: Labels, day: date) -> TitlePage:
    front = spec.front_matter
    details = [front.affiliation] if front.affiliation else []
    separator = labels.caption_separator
    details += [f"{_field_name(name)}{separator}{value}" for name, value in spec.template_fields.items() if value]
    if front.keywords:
        details.append(f"{labels.keywords}{separator}{labels.list_separator.join(front.keywords)}")
    title = front.title or profile.name.get(spec.language)
    return TitlePage(flatten(title), [flatten(author) for author in front.authors], details, labels.date(day))


def _field_name(name: str) -> str:
    """``course_code`` reads "Course code"; names in other scripts stay as given."""
    words = name.replace("_", " ").strip()
    return words[:1].upper() + words[1:] if words.isascii() else words
