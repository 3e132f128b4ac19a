"""Row changes: how much a figure of a table moved from one year's row to another's.

A table keyed by year ("| 2022 | 410 | 340 |", "| 2023 | 600 | 515 |") gives each year its own row, so no one passage
holds both ends of a change. "Released 515 in 2023, 175 more than in 2022" and "rose by 175 in 2023" are read here:
the change from a cell of the earlier year's row to the cell of the same column in the later year's, for the two
years the sentence names, or for the one it names and the year of the row right above it; in a column whose cell the
sentence states or whose header it names, and the way the sentence's word of rise or fall says.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence

from ..readers.cells import row_cells
from ..text import content_terms
from ..text.quantities import Quantity
from .arithmetic import CHANGE_AFTER, Supports, direction_of, unit_key, worked_figure
from .columns import table_column_figures
from .inputs import Passage, Statement

# A row keyed by a year alone: "2023".
_YEAR_KEY = re.compile(r"\s*((?:19|20)\d\d)\s*")


def row_changes(quantity: Quantity, statement: Statement, passages: Sequence[Passage],
                supports: Supports) -> Iterator[Quantity]:
    """The changes between two year rows of a table the sentence's figure may state (see the module's doc)."""
    if quantity.kind != "value" or quantity.value <= 0:
        return
    signs = direction_of(quantity, statement)
    if not signs and CHANGE_AFTER.match(statement.text, quantity.end) is None:
        return
    named = {int(item.value) for item in statement.quantities if item.kind == "year" and item.high is None}
    for rows in _year_tables(passages):
        for earlier, later in _compared_rows(rows, named):
            for header, low in _cells(earlier):
                high = dict(_cells(later)).get(header)
                if high is None or unit_key(high) != unit_key(quantity) or not (
                        any(supports(mine, cell) for mine in statement.quantities for cell in (high, low))
                        or content_terms(header) & statement.terms):
                    continue
                change = high.value - low.value
                if change and signs <= {1 if change > 0 else -1}:
                    yield worked_figure(high, abs(change), quantity)


def _year_tables(passages: Sequence[Passage]) -> list[list[tuple[int, Passage]]]:
    """The rows keyed by a year among ``passages``, table by table (by source), in order."""
    tables: dict[str, list[tuple[int, Passage]]] = {}
    for passage in passages:
        if passage.source_text is None:
            continue
        key = _YEAR_KEY.fullmatch(passage.feature(row_cells)[0])
        if key is not None:
            tables.setdefault(passage.source_id, []).append((int(key.group(1)), passage))
    return [sorted(rows, key=lambda row: row[1].start) for rows in tables.values()]


def _compared_rows(rows: list[tuple[int, Passage]], named: set[int]) -> Iterator[tuple[Passage, Passage]]:
    """The earlier and later rows a change runs between: those of the two years the sentence names, or the one it
    names and the row right above it."""
    by_year = dict(rows)
    years = sorted(named & by_year.keys())
    if len(years) == 2:
        yield by_year[years[0]], by_year[years[1]]
    elif len(years) == 1:
        index = next(index for index, (year, _) in enumerate(rows) if year == years[0])
        if index and rows[index - 1][0] < years[0]:
            yield rows[index - 1][1], rows[index][1]


def _cells(row: Passage) -> list[tuple[str, Quantity]]:
    """Each cell of a row holding one figure, with its column's header (see ``columns.table_column_figures``)."""
    figures: dict[str, list[Quantity]] = {}
    for _, header, figure in row.derived(table_column_figures):
        figures.setdefault(header, []).append(figure)
    return [(header, found[0]) for header, found in figures.items() if len(found) == 1]
