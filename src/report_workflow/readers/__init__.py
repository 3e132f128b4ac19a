"""Readers: one module per source format, each turning a file into a ``SourceDocument``.

``read_source`` checks the file (exists, is a file, not empty, not over the size limit), then hands its
bytes to the reader for its extension. Every problem a person can fix is raised as ``BadInput``.

Locators, by format (numbers are 1-based unless noted):
- txt, md: ``line_start``/``line_end``; md table rows add ``table_index`` and ``row``.
- csv, tsv: ``row`` (data row, header = 0), ``line_start``/``line_end``, ``columns``.
- xlsx: ``sheet``, ``row`` (Excel row), ``columns``, ``line_start``/``line_end``.
- json: ``record`` (0-based), ``json_path``; jsonl: ``record``, ``source_line``; both ``line_start``/``line_end``.
- pdf: ``page`` with ``line_start``/``line_end`` within the page, or ``page``, ``table_index``, ``row``.
- docx: ``paragraph``, or ``table`` and ``row``; both ``line_start``/``line_end``.
``line_start``/``line_end`` count lines of the normalised text, except in PDF where they count within a page.
Table rows number data rows (the header row is row 0) except in xlsx.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path

from ..errors import BadInput
from . import csv, docx, json, markdown, pdf, text, xlsx
from .base import BLOCK_KINDS, Block, SourceDocument

__all__ = ["BLOCK_KINDS", "SUPPORTED_EXTENSIONS", "Block", "SourceDocument", "read_source"]

Reader = Callable[[bytes, str], SourceDocument]

_READERS: dict[str, Reader] = {
    ".txt": text.read,
    ".text": text.read,
    ".log": text.read,
    ".md": markdown.read,
    ".markdown": markdown.read,
    ".csv": csv.read,
    ".tsv": partial(csv.read, tab_separated=True),
    ".xlsx": xlsx.read,
    ".xlsm": partial(xlsx.read, media_type=xlsx.XLSM_MEDIA_TYPE),
    ".json": json.read,
    ".jsonl": partial(json.read, lines=True),
    ".pdf": pdf.read,
    ".docx": docx.read,
}
SUPPORTED_EXTENSIONS = tuple(_READERS)

_SIZE_HINT = "raise the limit with --max-source-bytes or the environment variable REPORT_WORKFLOW_MAX_SOURCE_BYTES"


def read_source(path: Path, *, max_bytes: int) -> SourceDocument:
    """Read one source file into its normalised text and lazy block stream."""
    name = path.name
    if not path.exists():
        raise BadInput("the file does not exist", where=str(path), hint="check the path and its spelling")
    if not path.is_file():
        raise BadInput("this is a directory, not a file", where=str(path), hint="give the files inside it one by one")
    reader = _READERS.get(path.suffix.lower())
    if reader is None:
        raise BadInput(
            f"unsupported file type '{path.suffix or '(none)'}'",
            where=name,
            hint=f"supported: {', '.join(SUPPORTED_EXTENSIONS)}; convert the file to one of them",
        )
    size = path.stat().st_size
    if size == 0:
        raise BadInput("the file is empty (0 bytes)", where=name, hint="give a file with content")
    if size > max_bytes:
        message = f"the file is {size:,} bytes, over the limit of {max_bytes:,} bytes"
        raise BadInput(message, where=name, hint=_SIZE_HINT)
    try:
        data = path.read_bytes()
    except OSError as error:
        raise BadInput(f"the file cannot be read ({error.strerror})", where=str(path)) from error
    return reader(data, name)
