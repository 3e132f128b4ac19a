"""Plain text (.txt, .text, .log): paragraphs separated by blank lines, and list items.

A line that starts like a list item ("- ", "* ", "• ", "1. ", "1) ", "1、", "（1）") opens a list item; the
non-blank lines after it that do not open another item continue it. A list item's span starts at its content,
so the marker ("1.") is not mistaken for a quantity. Locators are 1-based inclusive line ranges.
"""

from __future__ import annotations

from collections.abc import Iterator

from .base import Block, SourceDocument
from .encoding import load_text
from .layout import iter_lines, list_content_start, trim_span

MEDIA_TYPE = "text/plain"


def read(data: bytes, name: str) -> SourceDocument:
    text = load_text(data, name)
    return SourceDocument(text=text, media_type=MEDIA_TYPE, blocks=lambda: text_blocks(text))


def text_blocks(text: str) -> Iterator[Block]:
    """Paragraph and list-item blocks of a plain text, in order."""
    kind: str | None = None
    start = end = first_line = 0
    for line_no, (line_start, line_end) in enumerate(iter_lines(text), start=1):
        line = text[line_start:line_end]
        if not line.strip():
            if kind:
                yield _block(text, kind, start, end, first_line, line_no - 1)
            kind = None
            continue
        content = list_content_start(line)
        if content is not None or kind is None:
            if kind:
                yield _block(text, kind, start, end, first_line, line_no - 1)
            kind = "paragraph" if content is None else "list_item"
            start, first_line = line_start + (content or 0), line_no
        end = line_end
    if kind:
        yield _block(text, kind, start, end, first_line, line_no)


def _block(text: str, kind: str, start: int, end: int, line_start: int, line_end: int) -> Block:
    start, end = trim_span(text, start, end)
    return Block(kind, start, end, {"line_start": line_start, "line_end": line_end})
