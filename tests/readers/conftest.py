"""Shared helpers for the reader tests: committed fixtures and files written on the fly."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from report_workflow.readers import SourceDocument, read_source

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "sources"
MAX_BYTES = 10_000_000


@pytest.fixture
def read_fixture() -> Callable[[str], SourceDocument]:
    """Read a committed fixture by file name."""
    return lambda name: read_source(FIXTURES / name, max_bytes=MAX_BYTES)


@pytest.fixture
def read_written(tmp_path: Path) -> Callable[..., SourceDocument]:
    """Write ``content`` (str as UTF-8, or bytes) to ``name`` in a temporary folder and read it."""

    def read(name: str, content: str | bytes, max_bytes: int = MAX_BYTES) -> SourceDocument:
        path = tmp_path / name
        path.write_bytes(content.encode("utf-8") if isinstance(content, str) else content)
        return read_source(path, max_bytes=max_bytes)

    return read


@pytest.fixture
def texts() -> Callable[..., list[str]]:
    """The texts of a document's blocks, optionally only those of one kind."""

    def block_texts(document: SourceDocument, kind: str | None = None) -> list[str]:
        return [document.text[block.start : block.end] for block in document.blocks() if kind in (None, block.kind)]

    return block_texts
