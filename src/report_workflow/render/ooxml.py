"""Small pieces of WordprocessingML both DOCX writers need: reproducible packages, fields, fonts.

python-docx stamps each zip entry with the wall clock; ``reproducible_zip`` rewrites a package with every entry
dated ``document_time()`` (``SOURCE_DATE_EPOCH`` when set), so the same input gives the same bytes.
"""

from __future__ import annotations

import io
import zipfile
from collections.abc import Callable
from datetime import datetime, timezone

from docx.oxml import OxmlElement
from docx.oxml.ns import qn
from docx.oxml.xmlchemy import BaseOxmlElement
from docx.text.paragraph import Paragraph

from ..job import now_iso

ZIP_EPOCH = datetime(1980, 1, 1, tzinfo=timezone.utc)  # the earliest time a zip entry can carry


def document_time() -> datetime:
    """Now, or ``SOURCE_DATE_EPOCH`` when set: the one clock the written documents use."""
    return datetime.strptime(now_iso(), "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=timezone.utc)


def reproducible_zip(data: bytes, rewrite: dict[str, Callable[[bytes], bytes]] | None = None) -> bytes:
    """The same package with fixed entry times and attributes, entries in their original order.

    ``rewrite`` maps part names to functions that change those parts on the way.
    """
    rewrite = rewrite or {}
    stamp = max(document_time(), ZIP_EPOCH).timetuple()[:6]
    output = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(data)) as source, zipfile.ZipFile(output, "w", zipfile.ZIP_DEFLATED) as target:
        for info in source.infolist():
            entry = zipfile.ZipInfo(info.filename, date_time=stamp)
            entry.compress_type = zipfile.ZIP_DEFLATED
            entry.external_attr = 0o644 << 16
            content = source.read(info.filename)
            target.writestr(entry, rewrite[info.filename](content) if info.filename in rewrite else content)
    return output.getvalue()


def add_field(paragraph: Paragraph, instruction: str, placeholder: str = "") -> None:
    """A field (``PAGE``, ``TOC \\o "1-3" \\h \\z \\u``) marked dirty so Word computes it on opening."""
    run = paragraph.add_run()._r
    begin = OxmlElement("w:fldChar")
    begin.set(qn("w:fldCharType"), "begin")
    begin.set(qn("w:dirty"), "true")
    text = OxmlElement("w:instrText")
    text.set(qn("xml:space"), "preserve")
    text.text = f" {instruction} "
    separate = OxmlElement("w:fldChar")
    separate.set(qn("w:fldCharType"), "separate")
    shown = OxmlElement("w:t")
    shown.text = placeholder
    end = OxmlElement("w:fldChar")
    end.set(qn("w:fldCharType"), "end")
    for element in (begin, text, separate, shown, end):
        run.append(element)


def set_fonts(r_pr: BaseOxmlElement, latin: str, east_asian: str) -> None:
    """Name the fonts of a run-properties element explicitly, dropping theme fonts that would override them."""
    fonts = r_pr.find(qn("w:rFonts"))
    if fonts is None:
        fonts = OxmlElement("w:rFonts")
        r_pr.insert(0, fonts)
    for theme in ("w:asciiTheme", "w:hAnsiTheme", "w:eastAsiaTheme", "w:cstheme"):
        fonts.attrib.pop(qn(theme), None)
    for attribute, name in (("w:ascii", latin), ("w:hAnsi", latin), ("w:cs", latin), ("w:eastAsia", east_asian)):
        fonts.set(qn(attribute), name)
