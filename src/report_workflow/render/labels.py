"""The words the tool itself writes into a report, in English and Chinese: headings, captions, locators, dates."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date
from typing import Any

CJK_RANGES = "\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef"  # CJK punctuation, ideographs, full width
CJK = re.compile(f"[{CJK_RANGES}]")

_MONTHS = (
    "January", "February", "March", "April", "May", "June",
    "July", "August", "September", "October", "November", "December",
)


@dataclass(frozen=True)
class Labels:
    language: str
    contents: str
    sources: str
    figure: str
    table: str
    keywords: str
    caption_separator: str
    list_separator: str
    clause_end: str
    sentence_gap: str
    revision: str
    shown_rows: str

    def caption(self, kind: str, number: int, text: str) -> str:
        """"Figure 1: Latency by run" / "图 1：各次运行的延迟"."""
        label = self.figure if kind == "figure" else self.table
        return f"{label} {number}{self.caption_separator}{text}" if text else f"{label} {number}"

    def date(self, day: date) -> str:
        if self.language == "zh":
            return f"{day.year}年{day.month}月{day.day}日"
        return f"{day.day} {_MONTHS[day.month - 1]} {day.year}"

    def locator(self, locator: dict[str, Any]) -> str:
        """Where a person finds an evidence item: "sheet Sales, row 4" / "第 3 页，第 12–14 行"."""
        words = _ZH_LOCATOR if self.language == "zh" else _EN_LOCATOR
        parts = [words[key].format(locator[key]) for key in _LOCATOR_KEYS if locator.get(key) is not None]
        has_row = any(locator.get(key) is not None for key in ("row", "record"))
        if "line_start" in locator and not has_row:
            start, end = locator["line_start"], locator.get("line_end") or locator["line_start"]
            parts.append(words["line"].format(start) if start == end else words["lines"].format(f"{start}–{end}"))
        return self.list_separator.join(parts)


_LOCATOR_KEYS = ("sheet", "page", "table", "table_index", "row", "record", "paragraph")
_EN_LOCATOR = {
    "sheet": "sheet {}", "page": "page {}", "table": "table {}", "table_index": "table {}", "row": "row {}",
    "record": "record {}",
    "paragraph": "paragraph {}", "line": "line {}", "lines": "lines {}",
}
_ZH_LOCATOR = {
    "sheet": "工作表 {}", "page": "第 {} 页", "table": "表 {}", "table_index": "表 {}", "row": "第 {} 行",
    "record": "第 {} 条记录",
    "paragraph": "第 {} 段", "line": "第 {} 行", "lines": "第 {} 行",
}

ENGLISH = Labels(
    language="en", contents="Contents", sources="Sources", figure="Figure", table="Table", keywords="Keywords",
    caption_separator=": ", list_separator=", ", clause_end=".", sentence_gap=" ", revision="Revision",
    shown_rows="first {shown} of {total} rows",
)
CHINESE = Labels(
    language="zh", contents="目录", sources="参考来源", figure="图", table="表", keywords="关键词",
    caption_separator="：", list_separator="，", clause_end="。", sentence_gap="", revision="修订版",
    shown_rows="前 {shown} 行，共 {total} 行",
)


def labels_for(language: str) -> Labels:
    return CHINESE if language == "zh" else ENGLISH
