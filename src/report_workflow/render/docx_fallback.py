"""DOCX through python-docx, for when pandoc is unavailable and the user accepts degraded output.

It writes the same report model as the pandoc path, into the same reference DOCX (its sample content removed):
title page, a contents field Word fills in on opening, headings, paragraphs, lists, tables, charts, captions
and Sources. Degraded means plainer: no automatic "First Paragraph" styling or table widths.
"""

from __future__ import annotations

import io
from pathlib import Path

from docx import Document
from docx.document import Document as DocxDocument
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.oxml.ns import qn
from docx.shared import Cm
from docx.text.paragraph import Paragraph

from .citations import Citation, split_terminal
from .document import Block, Exhibit, ReportDocument, RenderedSentence, sentence_gap
from .ooxml import add_field, document_time, reproducible_zip
from .tables import cell_text

FIGURE_WIDTH = Cm(15)
TOC_FIELD = 'TOC \\o "1-2" \\h \\z \\u'


def write_docx_fallback(document: ReportDocument, template: bytes, build_dir: Path, output: Path) -> None:
    """Write ``document`` to ``output``; chart images are read from ``build_dir``."""
    docx = Document(io.BytesIO(template))
    _clear_body(docx)
    _title_page(docx, document)
    for section in document.sections:
        _paragraph(docx, ("Heading 1",), section.title)
        for block in section.blocks:
            _block(docx, block, build_dir)
    if document.entries:
        _paragraph(docx, ("Heading 1",), document.labels.sources)
        for line in document.source_lines():
            _paragraph(docx, ("Bibliography", "Body Text"), line)
    _properties(docx, document)
    buffer = io.BytesIO()
    docx.save(buffer)
    output.write_bytes(reproducible_zip(buffer.getvalue()))


def _clear_body(docx: DocxDocument) -> None:
    body = docx.element.body
    for child in list(body.iterchildren()):
        if child.tag != qn("w:sectPr"):
            body.remove(child)


def _style(docx: DocxDocument, names: tuple[str, ...]) -> str | None:
    return next((name for name in names if name in docx.styles), None)


def _paragraph(docx: DocxDocument, styles: tuple[str, ...], text: str = "") -> Paragraph:
    paragraph = docx.add_paragraph(text)
    style = _style(docx, styles)
    if style:
        paragraph.style = docx.styles[style]
    return paragraph


def _title_page(docx: DocxDocument, document: ReportDocument) -> None:
    page = document.title_page
    _paragraph(docx, ("Title",), page.title)
    for author in page.authors:
        _paragraph(docx, ("Author", "Subtitle"), author).alignment = WD_ALIGN_PARAGRAPH.CENTER
    _paragraph(docx, ("Date", "Subtitle"), page.date).alignment = WD_ALIGN_PARAGRAPH.CENTER
    for detail in page.details:
        _paragraph(docx, ("Abstract",), detail).alignment = WD_ALIGN_PARAGRAPH.CENTER
    _paragraph(docx, ("TOC Heading", "Heading 1"), document.labels.contents)
    add_field(_paragraph(docx, ("Body Text",)), TOC_FIELD)


def _block(docx: DocxDocument, block: Block, build_dir: Path) -> None:
    if block.kind == "subheading":
        _paragraph(docx, ("Heading 2",), block.text)
    elif block.exhibit is not None:
        _exhibit(docx, block.exhibit, build_dir)
    else:
        styles = ("List Bullet", "Compact", "Body Text") if block.kind == "list_item" else ("Body Text",)
        _sentences(_paragraph(docx, styles), block.sentences)


def _sentences(paragraph: Paragraph, sentences: list[RenderedSentence]) -> None:
    for index, sentence in enumerate(sentences):
        if index:
            paragraph.add_run(sentence_gap(sentences[index - 1].text))
        _cited(paragraph, sentence.text, sentence.citation)


def _cited(paragraph: Paragraph, text: str, citation: Citation | None) -> None:
    if citation is None:
        paragraph.add_run(text)
        return
    head, tail = split_terminal(text)
    paragraph.add_run(head + (" " if citation.spaced else ""))
    paragraph.add_run(citation.text).font.superscript = citation.superscript or None
    if tail:
        paragraph.add_run(tail)


def _exhibit(docx: DocxDocument, exhibit: Exhibit, build_dir: Path) -> None:
    if exhibit.kind == "figure":
        picture = _paragraph(docx, ("Captioned Figure", "Figure", "Body Text"))
        picture.add_run().add_picture(str(build_dir / exhibit.image), width=FIGURE_WIDTH)
        _cited(_paragraph(docx, ("Image Caption", "Caption")), exhibit.caption, exhibit.citation)
        return
    _cited(_paragraph(docx, ("Table Caption", "Caption")), exhibit.caption, exhibit.citation)
    table = exhibit.table
    numeric = set(table.numeric_columns())
    grid = docx.add_table(rows=len(table.rows) + 1, cols=len(table.headers))
    style = _style(docx, ("Table", "Table Grid"))
    if style:
        grid.style = docx.styles[style]
    for column, header in enumerate(table.headers):
        grid.cell(0, column).text = header
    for row_index, row in enumerate(table.rows, start=1):
        for column, value in enumerate(row):
            cell = grid.cell(row_index, column)
            cell.text = cell_text(value)
            if column in numeric:
                cell.paragraphs[0].alignment = WD_ALIGN_PARAGRAPH.RIGHT


def _properties(docx: DocxDocument, document: ReportDocument) -> None:
    properties = docx.core_properties
    moment = document_time().replace(tzinfo=None)
    properties.title = document.title_page.title
    properties.author = "; ".join(document.title_page.authors)
    properties.last_modified_by = ""
    properties.language = "zh-CN" if document.language == "zh" else "en-GB"
    properties.created = properties.modified = moment
    properties.revision = 1
