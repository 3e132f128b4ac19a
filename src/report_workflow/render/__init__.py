"""Render a validated job: Markdown → DOCX (pandoc, or python-docx when allowed), read back, published pack.

``render`` and ``RenderResult`` load on first use, so importing a light module of this package (``checks`` for
the rule registry, ``reference`` for prepare) does not pull in matplotlib and the writers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .pipeline import RenderResult, render

__all__ = ["RenderResult", "render"]


def __getattr__(name: str) -> Any:
    if name in __all__:
        from . import pipeline

        return getattr(pipeline, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
