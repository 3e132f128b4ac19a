"""Levels worked out from an addition: what a thing had before and what it has after some are added.

A passage that gives a level as earlier ("previously had 12 lanes", 原有12条) and an addition of the same unit ("the
works add eight more", 新增8条) gives the level after it (20 lanes), though it never writes it; one that gives an
addition and the total it reached ("新增普惠性托位1200个，全区普惠托位总数达到4600个") gives the level before it (3400), for a
sentence that says it is the level before (新增之前, "before the expansion").
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ..text.quantities import Quantity
from .arithmetic import REACH, unit_key, worked_figure
from .inputs import Passage, Statement

# A level given as the one before a change: "previously had", "used to have", 原有, 此前有.
_EARLIER = re.compile(r"(?:\b(?:previously|formerly|originally)\s+(?:had|has|held|offered|ran)|\bused to (?:have|hold)"
                      r"|原有|此前有|原来有)[^,;.，。；\d]{0,12}\Z", re.IGNORECASE)
# An addition of more of the same, before its figure: "add eight more", "adds 8 new", 新增普惠性托位1200个, 增加8条.
_ADDED_BEFORE = re.compile(r"(?:\badd(?:s|ed|ing)?\s*|(?:新增|增加|增设|增开|加开)了?[^，。；、,;\d]{0,8})\Z", re.IGNORECASE)
# The total a level reached: 总数达到4600个, "bringing the total to", "for a total of".
_TOTAL_BEFORE = re.compile(r"(?:总数|总量|总计|累计|合计)?(?:达到|达|增至|增加到|升至)\s*\Z|\b(?:total (?:of|to)|bringing it to)\s+\Z",
                           re.IGNORECASE)
# The sentence's figure given as the level before the addition: 新增之前…为, "before the expansion".
_BEFORE_ADDITION = re.compile(r"(?:之前|以前|此前|\bbefore\b|\bpreviously\b)[^,;.，。；\d]{0,16}\Z", re.IGNORECASE)


def levels_around_addition(quantity: Quantity, statement: Statement, passage: Passage,
                           figures: list[Quantity]) -> Iterator[Quantity]:
    """The level after an addition the passage gives with the level before it, and, for a figure the sentence
    gives as the level before, the total reached less the addition."""
    before = _BEFORE_ADDITION.search(statement.text, max(0, quantity.start - 2 * REACH), quantity.start) is not None
    for added in figures:
        if unit_key(added) != unit_key(quantity) \
                or not _ADDED_BEFORE.search(passage.text, max(0, added.start - REACH), added.start):
            continue
        for level in figures:
            if level is added or unit_key(level) != unit_key(added):
                continue
            if _EARLIER.search(passage.text, max(0, level.start - 2 * REACH), level.start):
                yield worked_figure(level, level.value + added.value, quantity)
            elif before and _TOTAL_BEFORE.search(passage.text, max(0, level.start - REACH), level.start) \
                    and level.value > added.value:
                yield worked_figure(level, level.value - added.value, quantity)
