"""Read a written DOCX back with python-docx: headings, body text, Sources entries, tables and images.

Only what a reader sees counts: the contents field (a content control) is skipped, and paragraphs are taken in
document order so the title page, the body and the Sources list can be told apart.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from docx import Document
from docx.oxml.ns import qn
from docx.table import Table
from docx.text.paragraph import Paragraph

_HEADING_STYLE = re.compile(r"^Heading(\d)$")


@dataclass
class ReadBack:
    front: list[str] = field(default_factory=list)
    headings: list[tuple[int, str]] = field(default_factory=list)
    body: list[str] = field(default_factory=list)
    sources: list[str] = field(default_factory=list)
    table_cells: list[str] = field(default_factory=list)
    tables: int = 0
    images: int = 0

    def all_text(self) -> list[str]:
        return self.front + [text for _, text in self.headings] + self.body + self.sources + self.table_cells


def read_docx(path: Path, sources_heading: str) -> ReadBack:
    """The parts of the DOCX at ``path``; paragraphs after the last ``sources_heading`` are Sources entries."""
    document = Document(str(path))
    body = document.element.body
    result = ReadBack(images=sum(1 for _ in body.iter(qn("w:drawing"))))
    part = "front"
    for child in body.iterchildren():
        if child.tag == qn("w:tbl"):
            result.tables += 1
            table = Table(child, document)
            result.table_cells += [cell.text for row in table.rows for cell in row.cells]
        elif child.tag == qn("w:p"):
            paragraph = Paragraph(child, document)
            level = _heading_level(paragraph)
            if level:
                result.headings.append((level, paragraph.text))
                part = "sources" if level == 1 and paragraph.text.strip() == sources_heading else "body"
            elif paragraph.text.strip():
                getattr(result, part).append(paragraph.text)
    return result


def _heading_level(paragraph: Paragraph) -> int:
    properties = paragraph._p.pPr
    style = properties.pStyle.val if properties is not None and properties.pStyle is not None else ""
    match = _HEADING_STYLE.match(style or "")
    return int(match.group(1)) if match else 0
