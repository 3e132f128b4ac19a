"""The draft document model: sections → blocks → sentences with their citations and spans.

Both draft forms (``section_drafts/*.md`` and ``structured_drafts.json``) load into this one model; validate checks
it and render writes it, so what is published is exactly what was checked.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field

from .contracts import Claim, Outline, SentenceMapEntry, StructuredDrafts, WordingStrength
from .errors import BadInput
from .job import Job
from .text import split_sentences

SECTION_DRAFTS = "section_drafts"
STRUCTURED_DRAFTS = "structured_drafts.json"
CITE_MARKER = re.compile(r"\[CITE:\s*([^\]]*)\]")
FIGURE_LINE = re.compile(r"^\[(FIGURE|TABLE):\s*([A-Za-z0-9_.:-]+)\s*([^\]]*)\]\s*$")
LIST_ITEM = re.compile(r"^\s*(?:[-*+•]|\d{1,3}[.)])\s+")
SUBHEADING = re.compile(r"^(#{2,6})\s+(.+?)\s*#*\s*$")


@dataclass
class DraftSentence:
    """One sentence as it will be published (``text``) and as the agent wrote it (``raw``, with markers)."""

    sentence_id: str
    section_id: str
    text: str
    raw: str
    evidence_ids: list[str]
    claim_ids: list[str] = field(default_factory=list)
    wording_strength: WordingStrength | None = None
    path: str = ""
    span: tuple[int, int] | None = None


@dataclass
class DraftBlock:
    kind: str  # paragraph | list_item | subheading | figure | table
    sentences: list[DraftSentence] = field(default_factory=list)
    text: str = ""
    evidence_id: str | None = None
    caption: str = ""
    path: str = ""
    span: tuple[int, int] | None = None


@dataclass
class DraftSection:
    section_id: str
    title: str
    blocks: list[DraftBlock]
    path: str

    def sentences(self) -> list[DraftSentence]:
        return [sentence for block in self.blocks for sentence in block.sentences]


@dataclass
class DraftDocument:
    sections: list[DraftSection]

    def sentences(self) -> list[DraftSentence]:
        return [sentence for section in self.sections for sentence in section.sentences()]


def cited_ids(raw: str) -> list[str]:
    """Evidence ids named by ``[CITE:...]`` markers, in order, without repeats."""
    ids: list[str] = []
    for match in CITE_MARKER.finditer(raw):
        for part in re.split(r"[,;\s]+", match.group(1)):
            if part and part not in ids:
                ids.append(part)
    return ids


def strip_markers(raw: str) -> str:
    """The sentence as published: markers removed, spaces before punctuation tidied."""
    text = CITE_MARKER.sub("", raw)
    text = re.sub(r"[ \t]+([.,;:!?。，；：！？])", r"\1", text)
    return re.sub(r"\s{2,}", " ", text).strip()


def _sentences_of(text: str, offset: int, section_id: str, path: str, counter: list[int]) -> list[DraftSentence]:
    result = []
    for sentence in split_sentences(text):
        counter[0] += 1
        result.append(
            DraftSentence(
                sentence_id=f"{section_id}-s{counter[0]}",
                section_id=section_id,
                text=strip_markers(sentence.text),
                raw=sentence.text,
                evidence_ids=cited_ids(sentence.text),
                path=path,
                span=(offset + sentence.start, offset + sentence.end),
            )
        )
    return [sentence for sentence in result if sentence.text]


def parse_markdown_section(section_id: str, title: str, text: str, path: str) -> DraftSection:
    """Blocks of one Markdown draft: paragraphs, list items, sub-headings, figure and table markers."""
    blocks: list[DraftBlock] = []
    counter = [0]
    pending: list[tuple[int, str]] = []  # (offset, line) of the paragraph or list item being collected
    pending_kind = "paragraph"

    def flush() -> None:
        nonlocal pending
        if pending:
            start = pending[0][0]
            end = pending[-1][0] + len(pending[-1][1])
            chunk = text[start:end]
            sentences = _sentences_of(chunk, start, section_id, path, counter)
            if sentences:
                blocks.append(DraftBlock(pending_kind, sentences, path=path, span=(start, end)))
        pending = []

    offset = 0
    for line in text.splitlines(keepends=True):
        body = line.rstrip("\n")
        stripped = body.strip()
        figure = FIGURE_LINE.match(stripped)
        heading = SUBHEADING.match(stripped)
        if not stripped:
            flush()
        elif figure:
            flush()
            kind = "figure" if figure.group(1) == "FIGURE" else "table"
            blocks.append(DraftBlock(kind, evidence_id=figure.group(2), caption=figure.group(3).strip(),
                                     path=path, span=(offset, offset + len(body))))
        elif heading:
            flush()
            blocks.append(DraftBlock("subheading", text=heading.group(2), path=path, span=(offset, offset + len(body))))
        elif marker := LIST_ITEM.match(body):
            flush()
            pending_kind = "list_item"
            pending = [(offset + marker.end(), body[marker.end():])]
        else:
            if not pending:
                pending_kind = "paragraph"
                lead = len(body) - len(body.lstrip())
                pending = [(offset + lead, body[lead:])]
            else:
                pending.append((offset, body))
        offset += len(line)
    flush()
    return DraftSection(section_id, title, blocks, path)


def _structured_section(section_id: str, title: str, paragraphs: list, index: int) -> DraftSection:
    blocks = []
    number = 0
    for p_index, paragraph in enumerate(paragraphs):
        sentences = []
        for s_index, item in enumerate(paragraph):
            number += 1
            sentences.append(
                DraftSentence(
                    sentence_id=f"{section_id}-s{number}",
                    section_id=section_id,
                    text=strip_markers(item.text),
                    raw=item.text,
                    evidence_ids=list(dict.fromkeys(item.evidence_ids + cited_ids(item.text))),
                    claim_ids=list(item.claim_ids),
                    wording_strength=item.wording_strength,
                    path=f"{STRUCTURED_DRAFTS}#/sections/{index}/paragraphs/{p_index}/{s_index}",
                )
            )
        blocks.append(DraftBlock("paragraph", sentences, path=STRUCTURED_DRAFTS))
    return DraftSection(section_id, title, blocks, STRUCTURED_DRAFTS)


def load_drafts(job: Job, outline: Outline) -> DraftDocument:
    """The drafts of every outline section, in outline order, from whichever form the agent wrote."""
    if job.path(STRUCTURED_DRAFTS).is_file():
        return structured_document(job.read_model(STRUCTURED_DRAFTS, StructuredDrafts), outline)
    texts = {}
    for section in outline.sections:
        rel = f"{SECTION_DRAFTS}/{section.section_id}.md"
        if job.path(rel).is_file():
            texts[section.section_id] = job.read_text(rel)
    return markdown_document(texts, outline)


def structured_document(structured: StructuredDrafts, outline: Outline) -> DraftDocument:
    """The drafts of ``structured_drafts.json``, in outline order."""
    titles = {section.section_id: section.title for section in outline.sections}
    by_id = {section.section_id: (index, section) for index, section in enumerate(structured.sections)}
    unknown = sorted(set(by_id) - set(titles))
    if unknown:
        raise BadInput(f"sections {', '.join(unknown)} are not in outline.json", where=STRUCTURED_DRAFTS)
    return DraftDocument([
        _structured_section(section_id, titles[section_id], by_id[section_id][1].paragraphs, by_id[section_id][0])
        for section_id in titles
        if section_id in by_id
    ])


def markdown_document(texts: Mapping[str, str], outline: Outline) -> DraftDocument:
    """The drafts of ``section_drafts/<section_id>.md`` (``texts`` maps section id to text), in outline order."""
    titles = {section.section_id: section.title for section in outline.sections}
    return DraftDocument([
        parse_markdown_section(section_id, title, texts[section_id], f"{SECTION_DRAFTS}/{section_id}.md")
        for section_id, title in titles.items()
        if section_id in texts
    ])


def derive_sentence_map(document: DraftDocument, claims: list[Claim], outline: Outline) -> list[SentenceMapEntry]:
    """Bind each sentence to the claims of its section that rest on the evidence it cites."""
    section_claims = {section.section_id: set(section.claim_ids) for section in outline.sections}
    order = {claim.claim_id: index for index, claim in enumerate(claims)}
    resting_on: dict[str, set[str]] = {}
    for claim in claims:
        for evidence_id in claim.evidence_ids:
            resting_on.setdefault(evidence_id, set()).add(claim.claim_id)
    entries = []
    for sentence in document.sentences():
        candidates = {c for e in sentence.evidence_ids for c in resting_on.get(e, ())}
        claim_ids = sentence.claim_ids or sorted(
            candidates & section_claims.get(sentence.section_id, set()), key=order.__getitem__
        )
        entries.append(
            SentenceMapEntry(
                sentence_id=sentence.sentence_id,
                section_id=sentence.section_id,
                text=sentence.text,
                claim_ids=claim_ids,
                evidence_ids=sentence.evidence_ids,
                wording_strength=sentence.wording_strength,
            )
        )
    return entries
