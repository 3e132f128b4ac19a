"""Markdown (.md, .markdown): headings, paragraphs, list items, fenced code and pipe tables.

The reader follows the CommonMark shapes that carry evidence and ignores the rest:
- ATX headings ("## Results") and setext headings (a paragraph underlined with === or ---); the span is the
  heading text without the #'s. Every block carries ``heading_path``, the texts of its enclosing headings.
- Paragraphs end at a blank line or at a line that opens another construct.
- List items span their content (without the marker) and continuation lines, including indented paragraphs
  after a blank line. Nested items are items of their own.
- Fenced code (``` or ~~~): one ``code`` block spanning the code inside the fence.
- Pipe tables: one ``table_row`` block per data row spanning the row's line; header and separator rows are
  not blocks; rows whose non-key cells are all placeholders are skipped.
- Front matter (a leading --- ... --- block) and HTML comments are skipped; indented code blocks are read as
  paragraphs.
Locators are 1-based inclusive line ranges; table rows add ``table_index`` and ``row`` (both 1-based, the
header row not counted).
"""

from __future__ import annotations

import re
from collections.abc import Generator, Iterator
from dataclasses import dataclass
from typing import Any

from .base import Block, SourceDocument
from .cells import Cell, fit_row, header_names, is_placeholder_row, parse_cell, row_table
from .encoding import load_text
from .layout import iter_lines, list_content_start, trim_span

MEDIA_TYPE = "text/markdown"

_ATX = re.compile(r" {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$")
_SETEXT = re.compile(r" {0,3}(=+|-+)[ \t]*$")
_THEMATIC_BREAK = re.compile(r" {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$")
_FENCE = re.compile(r" {0,3}(`{3,}|~{3,})(.*)$")
_TABLE_SEPARATOR = re.compile(r"[ \t]*\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$")
_CELL_BORDER = re.compile(r"(?<!\\)\|")
_WRAPPED_CELL = re.compile(r"(\*\*|__|\*|_|`)(.+)\1")
_FRONT_MATTER_ENDS = ("---", "...")


def read(data: bytes, name: str) -> SourceDocument:
    text = load_text(data, name)
    return SourceDocument(text=text, media_type=MEDIA_TYPE, blocks=lambda: markdown_blocks(text))


def markdown_blocks(text: str) -> Iterator[Block]:
    """The blocks of a Markdown text in reading order."""
    return _MarkdownWalk(text).blocks()


@dataclass
class _OpenBlock:
    kind: str
    start: int  # offset where the content starts
    end: int
    first_line: int  # 0-based line indexes
    last_line: int
    content_indent: int = 0
    after_blank: bool = False


class _MarkdownWalk:
    """One pass over the lines; holds the heading stack and the paragraph or list item being read."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.lines = list(iter_lines(text))
        self.headings: list[tuple[int, str]] = []
        self.open: _OpenBlock | None = None
        self.tables = 0

    def blocks(self) -> Iterator[Block]:
        index = self._after_front_matter()
        while index < len(self.lines):
            index = yield from self._step(index)
        yield from self._close()

    def _step(self, index: int) -> Generator[Block, None, int]:
        """Read the line at ``index`` (and any lines it owns); return the index of the next unread line."""
        start, end = self.lines[index]
        line = self.text[start:end]
        current = self.open
        if not line.strip():
            if current and current.kind == "list_item":
                current.after_blank = True
            else:
                yield from self._close()
            return index + 1
        if current and current.after_blank:
            if _indent(line) >= max(current.content_indent, 2) and list_content_start(line) is None:
                self._extend(index)
                return index + 1
            yield from self._close()
            current = None
        if line.lstrip().startswith("<!--"):
            yield from self._close()
            return self._after_comment(index)
        fence = _FENCE.match(line)
        if fence and not (fence.group(1)[0] == "`" and "`" in fence.group(2)):
            yield from self._close()
            return (yield from self._code(index, fence.group(1)))
        heading = _ATX.match(line)
        if heading:
            yield from self._close()
            if heading.group(2):
                yield self._heading(len(heading.group(1)), start + heading.start(2), start + heading.end(2), index)
            return index + 1
        setext = _SETEXT.match(line)
        if setext and current and current.kind == "paragraph":
            self.open = None
            level = 1 if setext.group(1)[0] == "=" else 2
            yield self._heading(level, current.start, current.end, current.first_line, current.last_line)
            return index + 1
        if _THEMATIC_BREAK.match(line):
            yield from self._close()
            return index + 1
        if "|" in line and index + 1 < len(self.lines) and self._is_table_separator(index + 1, line):
            yield from self._close()
            return (yield from self._table(index))
        content = list_content_start(line)
        if content is not None:
            yield from self._close()
            self.open = _OpenBlock("list_item", start + content, end, index, index, content_indent=content)
        elif current:
            self._extend(index)
        else:
            self.open = _OpenBlock("paragraph", start, end, index, index)
        return index + 1

    def _extend(self, index: int) -> None:
        assert self.open is not None
        self.open.end = self.lines[index][1]
        self.open.last_line = index
        self.open.after_blank = False

    def _close(self) -> Iterator[Block]:
        if self.open:
            current, self.open = self.open, None
            yield self._block(current.kind, current.start, current.end, current.first_line, current.last_line)

    def _block(
        self,
        kind: str,
        start: int,
        end: int,
        first: int,
        last: int,
        place: dict[str, int] | None = None,
        table: dict[str, list[Any]] | None = None,
    ) -> Block:
        start, end = trim_span(self.text, start, end)
        locator = {"line_start": first + 1, "line_end": last + 1, **(place or {})}
        return Block(kind, start, end, locator, tuple(text for _, text in self.headings), table)

    def _heading(self, level: int, start: int, end: int, first: int, last: int | None = None) -> Block:
        while self.headings and self.headings[-1][0] >= level:
            self.headings.pop()
        block = self._block("heading", start, end, first, first if last is None else last)
        self.headings.append((level, self.text[block.start : block.end]))
        return block

    def _after_front_matter(self) -> int:
        if not self.lines or self._line(0).rstrip() != "---":
            return 0
        for index in range(1, len(self.lines)):
            if self._line(index).rstrip() in _FRONT_MATTER_ENDS:
                return index + 1
        return 0

    def _after_comment(self, index: int) -> int:
        start, end = self.lines[index]
        opened = self.text.find("<!--", start, end) + len("<!--")
        if self.text.find("-->", opened, end) != -1:
            return index + 1
        for later in range(index + 1, len(self.lines)):
            if "-->" in self._line(later):
                return later + 1
        return len(self.lines)

    def _code(self, index: int, fence: str) -> Generator[Block, None, int]:
        closing = re.compile(r" {0,3}" + re.escape(fence[0]) + "{" + str(len(fence)) + r",}[ \t]*$")
        after = index + 1
        while after < len(self.lines) and not closing.match(self._line(after)):
            after += 1
        filled = [line for line in range(index + 1, after) if self._line(line).strip()]
        if filled:
            first, last = filled[0], filled[-1]
            yield self._block("code", self.lines[first][0], self.lines[last][1], first, last)
        return after + 1

    def _is_table_separator(self, index: int, header: str) -> bool:
        separator = self._line(index)
        return (
            "|" in separator
            and _TABLE_SEPARATOR.match(separator) is not None
            and len(_split_row(separator)) == len(_split_row(header))
        )

    def _table(self, index: int) -> Generator[Block, None, int]:
        self.tables += 1
        headers = header_names([_typed(cell) for cell in _split_row(self._line(index))])
        row = 0
        after = index + 2
        while after < len(self.lines) and "|" in self._line(after) and self._line(after).strip():
            row += 1
            raw = _split_row(self._line(after))
            columns, cells = fit_row(headers, [_typed(cell) for cell in raw])
            if not is_placeholder_row(cells):
                start, end = self.lines[after]
                place = {"table_index": self.tables, "row": row}
                yield self._block("table_row", start, end, after, after, place, row_table(columns, cells, raw))
            after += 1
        return after

    def _line(self, index: int) -> str:
        start, end = self.lines[index]
        return self.text[start:end]


def _split_row(line: str) -> list[str]:
    inner = line.strip()
    if inner.startswith("|"):
        inner = inner[1:]
    if inner.endswith("|") and not inner.endswith("\\|"):
        inner = inner[:-1]
    return [cell.strip().replace("\\|", "|") for cell in _CELL_BORDER.split(inner)]


def _typed(cell: str) -> Cell:
    wrapped = _WRAPPED_CELL.fullmatch(cell)
    return parse_cell(wrapped.group(2) if wrapped else cell)


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" \t"))
