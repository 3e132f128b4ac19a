"""FN row details: the words one table row gives (a remark, a reason, a status) told of another row.

A table of driving schools with a remarks column gives "学员投诉率偏高，责令整改" to one school; a sentence giving that
remark to another school the table lists keeps every word of the evidence and states no figure, so neither the
number nor the coverage gates see it. The attribution gate moves figures between rows; this gate moves words.
"""

from __future__ import annotations

from collections.abc import Iterator

from ..readers.cells import row_cells
from ..text import content_terms
from .base import Finding, Rule, excerpt
from .inputs import Evidence, Passage, Statement
from .phrases import find_phrase


class DetailOfAnotherRow(Rule):
    """The sentence gives one table row the words another row of the table holds.

    What it does: reads the cells of words of each table row the evidence gives (a remark, a reason, a status:
    cells with no figure and at least two content terms). When the sentence names exactly one row by its key, holds
    at least half the terms of another row's cell of words and not the row it names, and the named row's cell of the
    same column says something else ("—", another remark), it blocks.

    Why it matters: a penalty, a fault or an award told of the wrong school, route or product is a false statement
    about a named party, though every word of it is in the evidence.

    Example: evidence rows "| 通衢驾校 | AA | — |" and "| 安驰驾校 | AA | 学员投诉率偏高，责令整改 |", sentence
    "通衢驾校因学员投诉率偏高被责令整改。" blocks; "安驰驾校因学员投诉率偏高被责令整改。" passes.

    Fix: give the detail to the row the evidence gives it to.
    """

    code = "FN010"
    family = "FN"
    message = ("\u201c{detail}\u201d belongs to \u201c{owner}\u201d in the evidence; "
               "for \u201c{claimed}\u201d it gives {other}")
    hint = "give \u201c{claimed}\u201d what its row gives ({other}), or the detail to \u201c{owner}\u201d"


DETAIL_OF_ANOTHER_ROW = DetailOfAnotherRow()
RULES: tuple[Rule, ...] = (DETAIL_OF_ANOTHER_ROW,)

# A cell of words needs this many content terms to tell something of its row ("AA", "Yes" tell too little).
_DETAIL_TERMS = 2


def _keyed_rows(evidence: Evidence) -> list[tuple[Passage, str]]:
    """The table rows of the evidence keyed by a name, not by a number or a place ("1", "2")."""
    return [(passage, key) for passage in evidence.passages
            if passage.source_text is not None and (key := passage.feature(row_cells)[0])
            and not any(char.isdigit() for char in key)]


def _cells(passage: Passage) -> Iterator[tuple[str, str]]:
    """Each later cell of a row passage: its column header and its value as written."""
    for header, start, end in passage.feature(row_cells)[1]:
        yield header, passage.text[start:end].partition(": ")[2].strip()


def _details(passage: Passage) -> Iterator[tuple[str, str, frozenset[str]]]:
    """The cells of words of a row passage, with their terms: no figure, and enough terms to tell something."""
    for header, value in _cells(passage):
        terms = content_terms(value)
        if not any(char.isdigit() for char in value) and len(terms) >= _DETAIL_TERMS:
            yield header, value, terms


def check(statement: Statement, evidence: Evidence) -> list[Finding]:
    rows = _keyed_rows(evidence)
    named = [(passage, key) for passage, key in rows if find_phrase(statement.text, key) != -1]
    if len(rows) < 2 or len(named) != 1:
        return []
    claimed_row, claimed = named[0]
    own = dict(_cells(claimed_row))
    for passage, key in rows:
        if passage.source_id != claimed_row.source_id or key == claimed:
            continue
        for header, value, terms in _details(passage):
            theirs = own.get(header)
            if theirs is None or terms & content_terms(theirs) or 2 * len(terms & statement.terms) < len(terms):
                continue
            return [DETAIL_OF_ANOTHER_ROW.finding(sentence=statement.text, span=statement.span, evidence=passage.ref,
                                                  detail=excerpt(value, 60), owner=key, claimed=claimed,
                                                  other=f"\u201c{theirs}\u201d")]
    return []
