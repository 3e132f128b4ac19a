"""RENDER rules: the written DOCX, read back, holds every validated sentence, resolves every citation, leaks nothing.

The writers are trusted no more than the agent: pandoc or python-docx could drop a sentence, turn quoted text into
markup, or lose a table. ``check_render`` compares what was read back with the report model that was written.
"""

from __future__ import annotations

import re

from ..gates.base import Finding, Rule, excerpt
from ..text import fold
from .citations import keys_cited, numbers_cited
from .document import ReportDocument
from .readback import ReadBack

_MARKER = re.compile(r"\[(?:CITE|FIGURE|TABLE):[^\]]*\]?")
_EVIDENCE_ID = re.compile(r"\bev-[0-9a-f]{12}\b")
_ENTRY_NUMBER = re.compile(r"^\s*\[(\d+)\]")
MAX_HEADING_FINDINGS = 3


class SentenceNotRendered(Rule):
    """A validated sentence, or a figure or table caption, is not in the written document.

    What it does: reads the DOCX back and looks for every sentence of the drafts, with its citation, and every
    caption in the body text, compared in folded form (case, character width, quotes and spacing aside).
    Why it matters: the document handed over must say exactly what was validated; a writer that drops or
    rewrites a sentence publishes text nobody checked.
    Example: a sentence quoting `<b>bold</b>` that a writer took for HTML and printed as "bold".
    Fix: render again; if it persists, the sentence holds text the writer cannot reproduce: rephrase it in the
    draft, validate and render again.
    """

    code = "RENDER001"
    family = "RENDER"
    message = "{what} is missing from the written document"
    hint = "rephrase it in {where}, then validate and render again"


class MarkerLeaked(Rule):
    """A draft marker survived into the written document.

    What it does: looks for `[CITE:`, `[FIGURE:` and `[TABLE:` anywhere in the DOCX text.
    Why it matters: markers are instructions to the tool; a reader should see a numbered citation, a chart or
    a table, never the machinery.
    Example: "Revenue rose 12% [CITE:ev-3f2a9c01d4e5]." printed as written.
    Fix: write markers exactly as the drafts brief shows (`[CITE:<id>]` at the end of the sentence,
    `[TABLE:<id> caption]` on a line of its own), then validate and render again.
    """

    code = "RENDER002"
    family = "RENDER"
    message = "draft marker {match!r} is in the written document"
    hint = "write the marker as the drafts brief shows, then validate and render again"


class EvidenceIdLeaked(Rule):
    """An evidence id appears in the written document.

    What it does: looks for `ev-` followed by twelve hex digits anywhere in the DOCX text.
    Why it matters: ids are internal references; the reader's way to the evidence is the Sources list.
    Example: a caption "Latency by run (ev-3f2a9c01d4e5)".
    Fix: remove the id from the prose or caption; cite with `[CITE:<id>]` instead.
    """

    code = "RENDER003"
    family = "RENDER"
    message = "evidence id {match} is in the written document"
    hint = "remove the id from the text and cite it with [CITE:{match}]"


class CitationUnresolved(Rule):
    """A citation in the body has no entry in the Sources list.

    What it does: collects the numbered (`[3]`) or author-date (`(runs.csv, row 4)`) citations of the body and
    looks each up in the Sources list at the end of the document.
    Why it matters: a citation that leads nowhere cannot be checked by the reader; it looks like a fabrication.
    Example: the body cites [7] but Sources lists [1] to [6].
    Fix: render again; if a quoted sentence itself contains something like "[7]", rephrase the quote.
    """

    code = "RENDER004"
    family = "RENDER"
    message = "citation {citation} has no entry in {sources}"
    hint = "render again; if a sentence quotes a bracketed number itself, rephrase it"


class TableCountMismatch(Rule):
    """The written document holds a different number of tables than the drafts asked for.

    What it does: counts the Word tables in the DOCX and compares with the `[TABLE:]` markers of the drafts.
    Why it matters: a table the reader was promised ("Table 2 shows ...") must be there, as a real table.
    Example: two `[TABLE:]` markers, one Word table.
    Fix: render again; check that pandoc is not older than the one pypandoc_binary ships.
    """

    code = "RENDER005"
    family = "RENDER"
    message = "the document has {found} tables; the drafts ask for {expected}"
    hint = "render again with the pandoc that pypandoc_binary ships"


class ImageCountMismatch(Rule):
    """The written document holds a different number of images than the charts drawn.

    What it does: counts the pictures in the DOCX and compares with the `[FIGURE:]` markers of the drafts.
    Why it matters: a figure referred to in the text but absent leaves the reader without the evidence.
    Example: one `[FIGURE:]` marker, no picture in the document.
    Fix: render again; if it persists, check that the chart PNG under the job's render/figures was written.
    """

    code = "RENDER006"
    family = "RENDER"
    message = "the document has {found} images; the drafts ask for {expected} charts"
    hint = "render again; check render/figures in the job directory"


class HeadingMismatch(Rule):
    """The headings of the written document differ from the outline.

    What it does: compares the DOCX headings, in order, with the outline's section titles, the drafts'
    sub-headings and the Sources heading.
    Why it matters: the structure was validated against the profile (required sections, order); the document
    must have that structure.
    Example: the outline's "Key Findings" written as "Findings", or a heading missing.
    Fix: render again; with your own reference DOCX, keep the built-in heading styles (Heading 1, Heading 2).
    """

    code = "RENDER007"
    family = "RENDER"
    message = "heading {position} reads {found!r}; the outline says {expected!r}"
    hint = "keep the built-in heading styles in the reference DOCX and render again"


RENDER_RULES: tuple[Rule, ...] = (
    SentenceNotRendered(),
    MarkerLeaked(),
    EvidenceIdLeaked(),
    CitationUnresolved(),
    TableCountMismatch(),
    ImageCountMismatch(),
    HeadingMismatch(),
)
(
    SENTENCE_NOT_RENDERED, MARKER_LEAKED, EVIDENCE_ID_LEAKED, CITATION_UNRESOLVED,
    TABLE_COUNT_MISMATCH, IMAGE_COUNT_MISMATCH, HEADING_MISMATCH,
) = RENDER_RULES


def check_render(document: ReportDocument, read: ReadBack, location: str) -> list[Finding]:
    """Every RENDER finding for the document read back from ``location``."""
    findings = _missing_text(document, read, location)
    findings += _leaks(read, location)
    findings += _unresolved_citations(document, read, location)
    findings += _counts(document, read, location)
    findings += _headings(document, read, location)
    return findings


def _missing_text(document: ReportDocument, read: ReadBack, location: str) -> list[Finding]:
    """Each sentence and caption must be found after the one before it: a dropped repeat or a swap shows too."""
    body = fold("\n".join(read.body))
    findings = []
    cursor = 0
    for what, written, text in _expected_text(document):
        found = body.find(fold(written), cursor)
        if found < 0:
            findings.append(SENTENCE_NOT_RENDERED.finding(sentence=text, span=None, location=location, what=what,
                                                          where="the drafts"))
        else:
            cursor = found + len(fold(written))
    return findings


def _expected_text(document: ReportDocument) -> list[tuple[str, str, str]]:
    """(what, as written with its citation, as drafted) for every sentence and caption, in reading order."""
    expected = []
    for section in document.sections:
        for block in section.blocks:
            expected += [(f"sentence {s.sentence_id}", s.as_read(), s.text) for s in block.sentences]
            exhibit = block.exhibit
            if exhibit is not None:
                label = document.labels.figure if exhibit.kind == "figure" else document.labels.table
                expected.append((f"{label} {exhibit.number} caption", exhibit.caption_as_read(), exhibit.caption))
    return expected


def _leaks(read: ReadBack, location: str) -> list[Finding]:
    findings = []
    for text in read.all_text():
        for rule, pattern in ((MARKER_LEAKED, _MARKER), (EVIDENCE_ID_LEAKED, _EVIDENCE_ID)):
            for match in pattern.finditer(text):
                findings.append(rule.finding(sentence=excerpt(text), span=match.span(), location=location,
                                             match=match.group(0)))
    return findings


def _unresolved_citations(document: ReportDocument, read: ReadBack, location: str) -> list[Finding]:
    body = "\n".join(read.body)
    sources = document.labels.sources
    if document.style == "apa":
        end = document.labels.clause_end
        cited = dict.fromkeys(keys_cited(body, document.source_names()))
        listed = {key for key in cited if any(line.startswith(key + end) for line in read.sources)}
        unresolved = [f"({key})" for key in cited if key not in listed]
    else:
        listed_numbers = {int(match.group(1)) for line in read.sources if (match := _ENTRY_NUMBER.match(line))}
        unresolved = [f"[{number}]" for number in dict.fromkeys(numbers_cited(body)) if number not in listed_numbers]
    return [
        CITATION_UNRESOLVED.finding(sentence="", span=None, location=location, citation=citation, sources=sources)
        for citation in unresolved
    ]


def _counts(document: ReportDocument, read: ReadBack, location: str) -> list[Finding]:
    findings = []
    tables, figures = len(document.exhibits("table")), len(document.exhibits("figure"))
    if read.tables != tables:
        findings.append(TABLE_COUNT_MISMATCH.finding(sentence="", span=None, location=location,
                                                     found=read.tables, expected=tables))
    if read.images != figures:
        findings.append(IMAGE_COUNT_MISMATCH.finding(sentence="", span=None, location=location,
                                                     found=read.images, expected=figures))
    return findings


def _headings(document: ReportDocument, read: ReadBack, location: str) -> list[Finding]:
    expected = document.headings()
    findings = []
    for position in range(max(len(expected), len(read.headings))):
        want = expected[position] if position < len(expected) else (0, "(none)")
        got = read.headings[position] if position < len(read.headings) else (0, "(none)")
        if want[0] != got[0] or fold(want[1]) != fold(got[1]):
            findings.append(HEADING_MISMATCH.finding(sentence=got[1], span=None, location=location,
                                                     position=position + 1, found=got[1], expected=want[1]))
            if len(findings) == MAX_HEADING_FINDINGS:
                break
    return findings

