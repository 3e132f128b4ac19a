"""What every reader produces: a normalised text and the blocks found in it.

A reader turns one file into a ``SourceDocument``. ``text`` is the normalised text (LF newlines) that is
written to ``sources/<source_id>.txt``; every ``Block`` points into it with ``[start, end)`` so that
``text[block.start:block.end]`` is the block's exact text. Blocks are produced lazily so a large file
streams through the ledger without holding every item in memory.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

BLOCK_KINDS = ("paragraph", "heading", "list_item", "table_row", "table", "page", "code")


@dataclass(frozen=True, slots=True)
class Block:
    """One piece of a source: its kind, its span in the normalised text, and where a person finds it."""

    kind: str
    start: int
    end: int
    locator: dict[str, Any]
    heading_path: tuple[str, ...] = ()
    table: dict[str, Any] | None = None  # rows: {"headers": [...], "cells": [typed values]}


@dataclass
class SourceDocument:
    """A parsed source: the normalised text, its media type, a lazy block stream and parse warnings."""

    text: str
    media_type: str
    blocks: Callable[[], Iterator[Block]]
    warnings: list[str] = field(default_factory=list)
