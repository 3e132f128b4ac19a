"""The report model as pandoc Markdown, every piece of quoted text escaped so that none of it becomes markup.

Sentences come from sources and agents: ``*``, ``<b>``, ``[1]`` or a leading ``1.`` in them must reach the reader
as those characters. Pandoc treats a backslash before any ASCII punctuation as that character, so every
character with a meaning is escaped, plus the line starts that would open a list, a definition or a div.
The input format is ``markdown-smart`` so quotes and dashes are not rewritten either.
"""

from __future__ import annotations

import json
import re

from .citations import Citation, split_terminal
from .document import Block, Exhibit, ReportDocument, RenderedSentence, flatten, sentence_gap
from .tables import cell_text

PANDOC_FORMAT = "markdown-smart"
FIGURE_WIDTH = "15cm"
SOURCES_STYLE = "Bibliography"
_SPECIAL = frozenset("\\`*_{}[]<>#|~^$@&")
_LIST_START = re.compile(r"^(\(?)(\d{1,9}|[A-Za-z]|[ivxlcdmIVXLCDM]+)([.)])(?=\s|$)")
_LINE_START = frozenset("-+:=%")
_LANGUAGE_TAGS = {"en": "en-GB", "zh": "zh-CN"}


def escape(text: str) -> str:
    """``text`` as Markdown that pandoc reads back as exactly ``text`` (on one line)."""
    flat = flatten(text)
    escaped = "".join(f"\\{char}" if char in _SPECIAL else char for char in flat)
    list_marker = _LIST_START.match(escaped)
    if list_marker:
        opening = "\\(" if list_marker.group(1) else ""
        escaped = f"{opening}{list_marker.group(2)}\\{list_marker.group(3)}{escaped[list_marker.end():]}"
    elif escaped[:1] in _LINE_START:
        escaped = f"\\{escaped}"
    return escaped


def citation_markdown(citation: Citation) -> str:
    if citation.superscript:
        return f"^{escape(citation.text)}^"
    return f"{' ' if citation.spaced else ''}{escape(citation.text)}"


def cited_markdown(text: str, citation: Citation | None) -> str:
    """A sentence or caption with its citation before the closing punctuation."""
    if citation is None:
        return escape(text)
    head, tail = split_terminal(text)
    return f"{escape(head)}{citation_markdown(citation)}{_escape_inline(tail)}"


def to_markdown(document: ReportDocument) -> str:
    chunks = [_front_matter(document)]
    for section in document.sections:
        chunks.append(f"# {escape(section.title)} {{#sec-{section.section_id}}}")
        chunks += _blocks(section.blocks)
    if document.entries:
        chunks.append(f"# {escape(document.labels.sources)} {{#sources .unnumbered}}")
        entries = "\n\n".join(escape(line) for line in document.source_lines())
        chunks.append(f'::: {{custom-style="{SOURCES_STYLE}"}}\n{entries}\n:::')
    return "\n\n".join(chunks) + "\n"


def _front_matter(document: ReportDocument) -> str:
    page = document.title_page
    labels = document.labels
    lines = ["---", f"title: {_yaml(page.title)}"]
    if page.authors:
        lines += ["author:"] + [f"- {_yaml(author)}" for author in page.authors]
    lines += [
        f"date: {_yaml(page.date)}",
        f"lang: {_LANGUAGE_TAGS.get(document.language, document.language)}",
        f"toc-title: {_yaml(labels.contents)}",
    ]
    if page.details:
        # The abstract block is the one place pandoc's DOCX writer puts text on the title page, before the
        # contents; an empty abstract-title keeps it from being headed "Abstract".
        details = "\n\n".join(escape(detail) for detail in page.details)
        lines += ['abstract-title: ""', f"abstract: {json.dumps(details, ensure_ascii=False)}"]
    lines.append("---")
    return "\n".join(lines)


def _yaml(text: str) -> str:
    """Escaped Markdown as a YAML scalar (a JSON string is valid YAML)."""
    return json.dumps(escape(text), ensure_ascii=False)


def _blocks(blocks: list[Block]) -> list[str]:
    chunks: list[str] = []
    previous = ""
    for block in blocks:
        if block.kind == "subheading":
            chunks.append(f"## {escape(block.text)}")
        elif block.exhibit is not None:
            chunks.append(_exhibit(block.exhibit))
        elif block.kind == "list_item":
            item = f"- {_sentences(block.sentences)}"
            if previous == "list_item":
                chunks[-1] += f"\n{item}"
            else:
                chunks.append(item)
        else:
            chunks.append(_sentences(block.sentences))
        previous = block.kind
    return chunks


def _sentences(sentences: list[RenderedSentence]) -> str:
    parts = []
    for index, sentence in enumerate(sentences):
        if index:
            parts.append(sentence_gap(sentences[index - 1].text))
        parts.append(cited_markdown(sentence.text, sentence.citation))
    return "".join(parts)


def _exhibit(exhibit: Exhibit) -> str:
    caption = cited_markdown(exhibit.caption, exhibit.citation)
    if exhibit.kind == "figure":
        return f"![{caption}]({exhibit.image}){{width={FIGURE_WIDTH}}}"
    table = exhibit.table
    numeric = set(table.numeric_columns())
    cells = [[escape(header) for header in table.display_headers]]
    cells += [[escape(cell_text(value)) for value in row] for row in table.rows]
    # Relative column widths follow the dashes of the rule: size each column by its longest cell or header word,
    # so headers wrap between words instead of inside them.
    longest_word = [max(map(len, header.split()), default=3) for header in table.display_headers]
    widths = [
        max(3, longest_word[index], min(30, max((len(row[index]) for row in cells[1:]), default=0)))
        for index in range(len(table.headers))
    ]
    rule = ["-" * (width - 1) + ":" if index in numeric else "-" * width for index, width in enumerate(widths)]
    lines = [f": {caption}", ""]
    lines += ["| " + " | ".join(row) + " |" for row in cells[:1]]
    lines.append("|" + "|".join(rule) + "|")
    lines += ["| " + " | ".join(row) + " |" for row in cells[1:]]
    return "\n".join(lines)


def _escape_inline(text: str) -> str:
    """Escape without the line-start rules: for text that follows other text on the line."""
    return "".join(f"\\{char}" if char in _SPECIAL else char for char in text)
