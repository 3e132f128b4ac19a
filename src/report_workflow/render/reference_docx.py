"""Reference DOCX per profile and language: the page, fonts and styles pandoc (or python-docx) writes with.

Built from pandoc's default reference (python-docx's default template when pandoc is missing) and adjusted:
A4 with 25 mm margins, page numbers in the footer, explicit Latin and East Asian fonts in every style (theme
fonts would override them), a title page of its own, bordered tables, and first-line indents for Chinese
paragraphs. East Asian fonts name Noto CJK with a Windows alternative in the font table, so Word without
Noto substitutes SimSun or Microsoft YaHei rather than a font without Chinese glyphs.
"""

from __future__ import annotations

import io
from dataclasses import dataclass
from typing import Any

from docx import Document
from docx.document import Document as DocxDocument
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.oxml import OxmlElement
from docx.oxml.ns import qn
from docx.shared import Mm, Pt
from lxml import etree  # type: ignore[import-untyped]  # no stubs installed (lxml-stubs)

from .ooxml import add_field, reproducible_zip, set_fonts


@dataclass(frozen=True)
class HouseStyle:
    body: str
    heading: str
    east_asian_body: str
    east_asian_heading: str


SERIF = HouseStyle("Times New Roman", "Arial", "Noto Serif CJK SC", "Noto Sans CJK SC")
SANS = HouseStyle("Calibri", "Calibri", "Noto Sans CJK SC", "Noto Sans CJK SC")
HOUSE_STYLES = {
    "academic_paper": SERIF,
    "engineering_lab_report": SERIF,
    "admissions_report": SERIF,
    "admissions_project_report": SERIF,
}
WINDOWS_ALTERNATIVES = {"Noto Serif CJK SC": "SimSun", "Noto Sans CJK SC": "Microsoft YaHei"}
PAGE = (Mm(210), Mm(297))
MARGIN = Mm(25)
BODY_SIZE = {"en": Pt(11), "zh": Pt(12)}
FONT_TABLE = "word/fontTable.xml"
HEADING_STYLES = ("Title", "Subtitle", "TOCHeading", *(f"Heading{level}" for level in range(1, 10)))


def house_style(profile_id: str) -> HouseStyle:
    return HOUSE_STYLES.get(profile_id, SANS)


def build_reference_docx(profile_id: str, language: str, base: bytes | None) -> bytes:
    """The reference DOCX for a profile and language, from ``base`` (python-docx's template when None)."""
    document = Document(io.BytesIO(base)) if base is not None else Document()
    style = house_style(profile_id)
    _page(document)
    _fonts(document, style, language)
    _paragraph_styles(document, language)
    _table_borders(document)
    buffer = io.BytesIO()
    document.save(buffer)
    fonts = {FONT_TABLE: lambda font_table: _declare_east_asian_fonts(font_table, style)}
    return reproducible_zip(buffer.getvalue(), rewrite=fonts)


def _page(document: DocxDocument) -> None:
    section = document.sections[0]
    section.page_width, section.page_height = PAGE
    section.left_margin = section.right_margin = section.top_margin = section.bottom_margin = MARGIN
    section.header_distance = section.footer_distance = Mm(12.5)
    footer = section.footer
    footer.is_linked_to_previous = False
    paragraph = footer.paragraphs[0] if footer.paragraphs else footer.add_paragraph()
    paragraph.alignment = WD_ALIGN_PARAGRAPH.CENTER
    add_field(paragraph, "PAGE", "1")


def _styles(document: DocxDocument) -> dict[str, Any]:
    """Styles by id: ids are the same in every template, while names vary ("Caption" is stored as "caption")."""
    return {style.style_id: style for style in document.styles}


def _fonts(document: DocxDocument, style: HouseStyle, language: str) -> None:
    defaults = document.styles.element.find(qn("w:docDefaults"))
    r_pr = defaults.find(qn("w:rPrDefault")).find(qn("w:rPr")) if defaults is not None else None
    if r_pr is not None:
        set_fonts(r_pr, style.body, style.east_asian_body)
    styles = _styles(document)
    normal = styles["Normal"]
    normal.font.size = BODY_SIZE.get(language, BODY_SIZE["en"])
    set_fonts(normal.element.get_or_add_rPr(), style.body, style.east_asian_body)
    for style_id in HEADING_STYLES:
        if style_id in styles:
            set_fonts(styles[style_id].element.get_or_add_rPr(), style.heading, style.east_asian_heading)


def _paragraph_styles(document: DocxDocument, language: str) -> None:
    styles = _styles(document)
    if "TOCHeading" in styles:
        styles["TOCHeading"].paragraph_format.page_break_before = True
    # Author and Date are based on Title in pandoc's reference: each needs its own spacing.
    for style_id, space_before in (("Title", 96), ("Author", 6), ("Date", 30), ("Abstract", 12)):
        if style_id in styles:
            styles[style_id].paragraph_format.space_before = Pt(space_before)
            styles[style_id].paragraph_format.alignment = WD_ALIGN_PARAGRAPH.CENTER
    if language != "zh":
        return
    # Two characters of first-line indent for prose; firstLine gives the width to readers that ignore *Chars.
    # Compact (table cells, tight lists) is based on Body Text and must not inherit it.
    for style_id, chars in (("BodyText", 2), ("FirstParagraph", 2), ("Compact", 0)):
        if style_id in styles:
            indent = styles[style_id].element.get_or_add_pPr().get_or_add_ind()
            indent.set(qn("w:firstLineChars"), str(chars * 100))
            indent.set(qn("w:firstLine"), str(int(BODY_SIZE["zh"].pt * chars * 20)))
    if "Caption" in styles:
        styles["Caption"].font.italic = False  # slanted Chinese is synthetic and hard to read


def _table_borders(document: DocxDocument) -> None:
    """Rules above and below the table and under the header row (the three-line table of reports)."""
    styles = _styles(document)
    for style_id in ("Table", "TableGrid"):
        if style_id not in styles:
            continue
        table_pr = styles[style_id].element.find(qn("w:tblPr"))
        if table_pr is None or table_pr.find(qn("w:tblBorders")) is not None:
            continue
        borders = OxmlElement("w:tblBorders")
        table_pr.append(borders)
        for edge, size in (("top", "12"), ("bottom", "12")):
            border = OxmlElement(f"w:{edge}")
            border.set(qn("w:val"), "single")
            border.set(qn("w:sz"), size)
            border.set(qn("w:space"), "0")
            border.set(qn("w:color"), "000000")
            borders.append(border)


def _declare_east_asian_fonts(font_table: bytes, style: HouseStyle) -> bytes:
    """Add the East Asian fonts to ``word/fontTable.xml`` with the Windows alternative Word substitutes."""
    root = etree.fromstring(font_table)
    declared = {font.get(qn("w:name")) for font in root.findall(qn("w:font"))}
    for name in dict.fromkeys((style.east_asian_body, style.east_asian_heading)):
        if name in declared:
            continue
        font = etree.SubElement(root, qn("w:font"))
        font.set(qn("w:name"), name)
        for tag, value in (("w:altName", WINDOWS_ALTERNATIVES[name]), ("w:charset", "86"),
                           ("w:family", "roman" if "Serif" in name else "swiss")):
            etree.SubElement(font, qn(tag)).set(qn("w:val"), value)
    return etree.tostring(root, xml_declaration=True, encoding="UTF-8", standalone=True)
