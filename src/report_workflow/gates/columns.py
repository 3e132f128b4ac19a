"""The columns of the tables the evidence holds, read back from their row passages.

A table reaches the gates cut into a passage per row, each a row statement ("City: Avon; Avon Median rent:
$1,450", see ``readers.cells.row_statement``). Some readings need a column whole again: a rank among its rows
(``rankings``), or its total (``derived``). A column is the figures of one header across the rows of one source.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

from ..readers.cells import row_cells
from ..text.quantities import Quantity
from .inputs import Passage

Column = tuple[str, tuple[tuple[str, Quantity, Passage], ...]]
T = TypeVar("T")


def table_column_figures(passage: Passage) -> tuple[tuple[str, str, Quantity], ...]:
    """(row key, column header, figure) of each figure of a table row passage: ("Avon", "Median rent", $1,450)."""
    if passage.source_text is None:
        return ()
    key, cells = row_cells(passage.text)
    text = passage.text
    # a cell opens with its row's key and header ("1号棚 存栏量（只）: 12000"): its figures stand after the colon
    return tuple((key, header, quantity) for header, start, end in cells for quantity in passage.quantities
                 if quantity.kind == "value" and max(start, text.rfind(":", start, end) + 1) <= quantity.start < end)


def table_columns(passages: Sequence[Passage]) -> list[Column]:
    """Each column of two rows or more the row passages give, as its header and its (row key, figure, row) in
    order."""
    columns: dict[tuple[str, str], list[tuple[str, Quantity, Passage]]] = {}
    for passage in passages:
        for key, header, quantity in passage.derived(table_column_figures):
            columns.setdefault((passage.source_id, header), []).append((key, quantity, passage))
    return [(header, tuple(rows)) for (_, header), rows in columns.items() if len(rows) > 1]


def own_names(keys: Sequence[str]) -> dict[str, str]:
    """Each row key by the words that set it apart, where every key opens with the same words: "Pro" and "Lite" of
    星河X1, 星河X1 Pro and 星河X1 Lite, as a sentence names those rows (Pro版, "the Lite"). The key that is those
    words alone has no such name."""
    words = [key.split() for key in dict.fromkeys(keys)]
    if len(words) < 2:
        return {}
    shared = 0
    while all(len(split) > shared and split[shared] == words[0][shared] for split in words):
        shared += 1
    return {" ".join(split): " ".join(split[shared:]) for split in words if shared and len(split) > shared}


def sharing_most(items: Sequence[T], terms_of: Callable[[T], frozenset[str]], terms: frozenset[str]) -> list[T]:
    """The items whose terms share the most with ``terms``, none when none shares one: a clause saying 回收量最多 is of
    the column 回收量（吨）, not 回收箱数量（个）, though both headers hold 回收; "the two green frog species" names the rows
    Common green frog and Marsh green frog, not Brown tree frog."""
    shared = [len(terms_of(item) & terms) for item in items]
    most = max(shared, default=0)
    return [item for item, count in zip(items, shared) if count == most] if most else []

