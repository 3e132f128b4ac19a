"""DOCX through pandoc (shipped by ``pypandoc_binary``): the report Markdown with a contents page and a reference DOCX.

Pandoc honours ``SOURCE_DATE_EPOCH`` for the package's entry times and document properties, so with it set two
renders of the same job are byte-identical.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

from ..errors import ReportWorkflowError
from .markdown import PANDOC_FORMAT

TOC_DEPTH = 2


def pandoc_path() -> str | None:
    """The pandoc executable pypandoc would run, or None when there is none."""
    try:
        import pypandoc  # type: ignore[import-untyped]  # pypandoc ships no type hints

        return str(pypandoc.get_pandoc_path())
    except (ImportError, OSError, RuntimeError):
        return None


def default_reference_docx() -> bytes:
    """Pandoc's own reference DOCX, the base every profile's reference is adjusted from."""
    executable = pandoc_path()
    if executable is None:
        raise ReportWorkflowError("pandoc is not available")
    completed = subprocess.run(
        [executable, "--print-default-data-file", "reference.docx"], capture_output=True, check=False, timeout=60
    )
    if completed.returncode != 0:
        problem = completed.stderr.decode(errors="replace")
        raise ReportWorkflowError(f"pandoc could not print its reference DOCX: {problem}")
    return completed.stdout


def write_docx(markdown: Path, output: Path, reference: Path) -> None:
    """Convert ``markdown`` (whose images are relative to its folder) into ``output``."""
    import pypandoc

    try:
        pypandoc.convert_file(
            str(markdown),
            "docx",
            format=PANDOC_FORMAT,
            outputfile=str(output),
            extra_args=[
                "--toc",
                f"--toc-depth={TOC_DEPTH}",
                f"--reference-doc={reference}",
                f"--resource-path={markdown.parent}",
                "--wrap=none",
                "--quiet",  # e.g. "no translation for zh-CN"; what matters is checked by reading the DOCX back
            ],
            verify_format=False,
        )
    except (RuntimeError, OSError) as error:
        raise ReportWorkflowError(f"pandoc could not write the DOCX: {error}", where=str(markdown)) from None
