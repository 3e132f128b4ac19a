"""A user's reference DOCX: checked to be a real Word document with styles before pandoc uses it."""

from __future__ import annotations

import zipfile
from pathlib import Path

from ..errors import BadInput

REQUIRED_PARTS = ("word/document.xml", "word/styles.xml")


def check_reference_docx(path: Path) -> Path:
    """Return the resolved path of a usable reference DOCX, or raise ``BadInput`` saying what is wrong."""
    if not path.is_file():
        raise BadInput(f"reference DOCX {path} does not exist or is not a file")
    if path.suffix.lower() != ".docx":
        raise BadInput(f"reference DOCX {path} must have the .docx extension")
    try:
        with zipfile.ZipFile(path) as archive:
            names = set(archive.namelist())
    except (zipfile.BadZipFile, OSError):
        raise BadInput(f"reference DOCX {path} is not a valid Word document (not a zip archive)") from None
    missing = [part for part in REQUIRED_PARTS if part not in names]
    if missing:
        raise BadInput(
            f"reference DOCX {path} lacks {', '.join(missing)}",
            hint="save a document from Word or LibreOffice with the styles you want and pass that",
        )
    return path.resolve()
