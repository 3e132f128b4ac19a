"""Citation styles: how a cited evidence item reads in the text and in the Sources list, and how to find it again.

Every cited evidence item is one Sources entry, numbered by first appearance. ``numeric`` writes ``[1, 2]``,
``gbt7714`` (GB/T 7714 sequential numbering, also used for every Chinese report) writes a superscript ``[1,2]``
and ``apa`` writes an author-date-like ``(measurements.csv, row 4)`` with an alphabetical Sources list. The
read-back check parses citations with the patterns defined here, so the writer and the checker cannot disagree.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from .labels import Labels

SHA256_PREFIX = 12
NUMERIC_CITATION = re.compile(r"\[(\d+(?:\s*[,，]\s*\d+)*)\]")
_PARENTHETICAL = re.compile(r"\(([^()]+)\)")
_TERMINAL = re.compile(r"[.!?。！？…]+[\"'”’)\]）」』]*$")


@dataclass(frozen=True)
class SourceEntry:
    """One entry of the Sources list: an evidence item with where it stands in which revision of which file."""

    number: int
    evidence_id: str
    source_id: str
    source_name: str
    locator: str
    revision: int
    sha256: str


@dataclass(frozen=True)
class Citation:
    """A citation as written after a sentence or caption."""

    text: str
    superscript: bool = False
    spaced: bool = True


def style_for(profile_style: str, language: str) -> str:
    """Chinese reports follow GB/T 7714 whatever the profile says; otherwise the profile's style."""
    return "gbt7714" if language == "zh" else profile_style


def entry_key(entry: SourceEntry, labels: Labels) -> str:
    """What an author-date citation names: the file and the place in it."""
    return labels.list_separator.join(part for part in (entry.source_name, entry.locator) if part)


def in_text(entries: Iterable[SourceEntry], style: str, labels: Labels) -> Citation:
    ordered = sorted(set(entries), key=lambda entry: entry.number)
    if style == "apa":
        return Citation("(" + "; ".join(entry_key(entry, labels) for entry in ordered) + ")")
    numbers = [str(entry.number) for entry in ordered]
    if style == "gbt7714":
        return Citation("[" + ",".join(numbers) + "]", superscript=True, spaced=False)
    return Citation("[" + ", ".join(numbers) + "]")


def entry_text(entry: SourceEntry, style: str, labels: Labels) -> str:
    """The Sources line: "[1] runs.csv, row 4. Revision 1, SHA-256 3fa2b1c4d5e6." (no number for apa)."""
    end = labels.clause_end
    details = f"{labels.revision} {entry.revision}{labels.list_separator}SHA-256 {entry.sha256[:SHA256_PREFIX]}{end}"
    body = f"{entry_key(entry, labels)}{end}{labels.sentence_gap}{details}"
    return body if style == "apa" else f"[{entry.number}] {body}"


def sources_order(entries: Iterable[SourceEntry], style: str, labels: Labels) -> list[SourceEntry]:
    """Author-date lists are alphabetical (numbers in names and places by value); numbered lists by number."""
    if style == "apa":
        return sorted(entries, key=lambda entry: (_natural(entry_key(entry, labels)), entry.number))
    return sorted(entries, key=lambda entry: entry.number)


def _natural(text: str) -> list[tuple[int, int | str]]:
    """Sort key that puts "line 3" before "line 11"."""
    return [(0, int(part)) if part.isdigit() else (1, part.casefold()) for part in re.split(r"(\d+)", text) if part]


def split_terminal(text: str) -> tuple[str, str]:
    """The sentence and its closing punctuation, so the citation goes before the full stop: "85 ms [1]."."""
    match = _TERMINAL.search(text)
    if not match:
        return text, ""
    return text[: match.start()], text[match.start():]


def cited_sentence(text: str, citation: Citation | None) -> str:
    """The sentence as a reader sees it in the document, citation included."""
    if citation is None:
        return text
    head, tail = split_terminal(text)
    return f"{head}{' ' if citation.spaced else ''}{citation.text}{tail}"


def numbers_cited(text: str) -> list[int]:
    """Every number inside numeric citations in ``text``: "[1, 3]" gives 1 and 3 (ranges are never written)."""
    return [int(number) for match in NUMERIC_CITATION.finditer(text) for number in re.findall(r"\d+", match.group(1))]


def keys_cited(text: str, source_names: Iterable[str]) -> list[str]:
    """Author-date citations in ``text``: the parts of parentheticals that begin with a source's file name."""
    names = tuple(sorted(set(source_names), key=len, reverse=True))
    keys = []
    for match in _PARENTHETICAL.finditer(text):
        for part in match.group(1).split("; "):
            if part.startswith(names):
                keys.append(part.strip())
    return keys
