"""Charts from table evidence: bars by category, or lines when every column is a number; a panel per column.

Drawn with matplotlib's object API on the Agg canvas (no global backend switch), at a fixed size and dpi, with
no software or time stamp in the PNG, so the same table always gives the same bytes. Chinese headers and labels
use a CJK font when one is installed; without one the chart is still drawn and a warning says why glyphs may
show as boxes.
"""

from __future__ import annotations

import math
import re
import warnings
from functools import lru_cache
from pathlib import Path
from typing import Any

import matplotlib
from matplotlib import font_manager
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure
from matplotlib.ticker import MaxNLocator

from .labels import CJK
from .tables import TableData, cell_text, is_number

FIGURE_SIZE = (6.4, 3.6)
DPI = 150
MAX_SERIES = 4
CJK_FONTS = (
    "Noto Sans CJK SC", "Noto Sans CJK JP", "Noto Sans CJK TC", "Source Han Sans SC", "Noto Serif CJK SC",
    "WenQuanYi Zen Hei", "WenQuanYi Micro Hei", "Microsoft YaHei", "SimHei", "PingFang SC",
)


_CJK_FONT_FILES = re.compile(r"NotoSansCJK|NotoSerifCJK|SourceHanSans|wqy|msyh|simhei|PingFang", re.IGNORECASE)


@lru_cache(maxsize=1)
def cjk_font() -> str | None:
    """The first installed font of ``CJK_FONTS``, or None.

    matplotlib's font cache may predate fonts installed later, so system font files that look like CJK fonts
    are added to it before giving up.
    """
    manager = font_manager.fontManager
    found = _first_cjk({font.name for font in manager.ttflist})
    if found is None:
        for path in font_manager.findSystemFonts():
            if _CJK_FONT_FILES.search(Path(path).name):
                manager.addfont(path)
        found = _first_cjk({font.name for font in manager.ttflist})
    return found


def _first_cjk(installed: set[str]) -> str | None:
    return next((name for name in CJK_FONTS if name in installed), None)


def draw_chart(table: TableData, path: Path) -> list[str]:
    """Draw ``table`` into the PNG at ``path``; return warnings a reader of the result should see.

    Each numeric column gets its own panel with its own axis, titled by its header, so columns in different
    units (ms and requests per second) are never drawn against one scale.
    """
    numeric = table.numeric_columns()
    labels = next((index for index in range(len(table.headers)) if index not in numeric), None)
    x_column = labels if labels is not None else (numeric[0] if len(numeric) > 1 else None)
    series = [index for index in numeric if index != x_column][:MAX_SERIES]
    texts = table.headers + ([cell_text(row[labels]) for row in table.rows] if labels is not None else [])
    font = cjk_font()
    notes = []
    if any(CJK.search(text) for text in texts) and font is None:
        notes.append("no CJK font is installed: Chinese text in charts may show as boxes (install Noto Sans CJK)")
    families = [font, "DejaVu Sans"] if font else ["DejaVu Sans"]
    with matplotlib.rc_context({"font.family": "sans-serif", "font.sans-serif": families, "font.size": 9}):
        figure = Figure(figsize=FIGURE_SIZE, dpi=DPI, layout="constrained")
        FigureCanvasAgg(figure)
        for axes, column in zip(figure.subplots(1, len(series), squeeze=False)[0], series):
            if labels is not None:
                _bars(axes, table, labels, column)
            else:
                _line(axes, table, x_column, column)
            axes.set_title(table.display_headers[column])
            axes.spines[["top", "right"]].set_visible(False)
        path.parent.mkdir(parents=True, exist_ok=True)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", UserWarning)  # missing glyphs: reported above, not per character
            figure.savefig(path, format="png", dpi=DPI, metadata={"Software": None})
    return notes


def _bars(axes: Any, table: TableData, labels: int, column: int) -> None:
    categories = [cell_text(row[labels]) for row in table.rows]
    values = [_value(row[column]) for row in table.rows]
    axes.bar(range(len(categories)), values, 0.6)
    if any(value < 0 for value in values):
        axes.axhline(0, color="black", linewidth=0.8)
    crowded = len(categories) > 6 or max((len(category) for category in categories), default=0) > 12
    axes.set_xticks(range(len(categories)), categories, rotation=30 if crowded else 0,
                    ha="right" if crowded else "center")
    axes.set_xlabel(table.display_headers[labels])


def _line(axes: Any, table: TableData, x_column: int | None, column: int) -> None:
    if x_column is None:
        xs: list[Any] = list(range(1, len(table.rows) + 1))
    else:
        xs = [row[x_column] for row in table.rows]
        axes.set_xlabel(table.display_headers[x_column])
    axes.plot([_value(x) for x in xs], [_value(row[column]) for row in table.rows], marker="o")
    if all(isinstance(x, int) for x in xs):
        axes.xaxis.set_major_locator(MaxNLocator(integer=True))


def _value(cell: Any) -> float:
    return float(cell) if is_number(cell) else math.nan
