"""Amounts set by tiers: a first thing at one figure and each one after it at another.

"At least 75 litres of water for the first fish and around 40 litres for each additional fish" gives three fish 155
litres; 第一条金鱼准备75升水，此后每增加一条再加40升 gives 三条 155升. The sentence states the count of things; the
total is worked out for it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence

from ..text.quantities import Quantity
from .arithmetic import unit_key, worked_figure
from .inputs import Passage, Statement
from .lexicon import SENTENCE_STOP

# The first unit's figure, then within the same sentence each further unit's: "75 litres of water for the first
# fish and around 40 litres for each additional fish", 第一条金鱼准备75升水，此后每增加一条再加40升 (the Chinese words
# standing before their figures).
_FIRST = re.compile(r"\s*(?:of\s+[\w-]+\s+)?for\s+the\s+first\b", re.IGNORECASE)
_EACH_AFTER = re.compile(r"\s*(?:of\s+[\w-]+\s+)?for\s+each\s+(?:additional|extra|further|subsequent|other)\b"
                         r"|\s*for\s+each\s+[\w-]+\s+(?:after\s+that|thereafter|after\s+the\s+first)\b", re.IGNORECASE)
_FIRST_BEFORE = re.compile(r"(?:首|第一)[\u4e00-\u9fff]{0,6}\Z")
_EACH_AFTER_BEFORE = re.compile(r"(?:此后|之后|以后|超出部分|超过部分)(?:每|各)(?:增加|多)?(?:一)?[\u4e00-\u9fff]{0,4}\Z")
_REACH = 12
# The fewest and most units a sentence may count for the tiers to be worked out for.
_COUNTS = range(2, 100)


def first_and_each_after(quantity: Quantity, statement: Statement,
                         passages: Sequence[Passage]) -> Iterator[Quantity]:
    """The total of a count of units the sentence states, at the first unit's figure and each further unit's, for a
    sentence figure of their unit: 75 + 2 × 40 = 155 litres for three fish."""
    if quantity.kind not in ("value", "bound") or quantity.value <= 0:
        return
    counts = [item.value for item in statement.quantities if item is not quantity and item.kind == "value"
              and item.dimension == "number" and item.value in _COUNTS]
    if not counts:
        return
    for passage in passages:
        for first, each in _tiers(passage):
            if unit_key(first) == unit_key(quantity):
                yield from (worked_figure(first, first.value + (count - 1) * each.value, quantity) for count in counts)


def _tiers(passage: Passage) -> Iterator[tuple[Quantity, Quantity]]:
    """Each figure for a first unit with the figure of its unit for each further one after it in its sentence."""
    text, figures = passage.text, [item for item in passage.quantities if item.kind in ("value", "bound")]
    for index, first in enumerate(figures):
        if not (_FIRST.match(text, first.end)
                or _FIRST_BEFORE.search(text, max(0, first.start - _REACH), first.start)):
            continue
        end = SENTENCE_STOP.search(text, first.end)
        for each in figures[index + 1:]:
            if end is not None and each.start > end.start():
                break
            if unit_key(each) != unit_key(first):
                continue
            if _EACH_AFTER.match(text, each.end) \
                    or _EACH_AFTER_BEFORE.search(text, max(0, each.start - _REACH), each.start):
                yield first, each
                break
