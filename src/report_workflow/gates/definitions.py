"""FE definitions: a class defined by a bound keeps that bound.

A bound stated as a measurement is implied by a stronger one ("over 50 m" by "over 100 m"), so the number gate
lets it pass. A bound in the subject of a definition is a condition of membership instead: "建筑高度超过50米的民用建筑
均为超高层建筑" puts a 60-metre building in the class that the evidence, "建筑高度大于100.0m的民用建筑为超高层建筑",
keeps out. A definition of the same class by another bound blocks as ``DefinitionBoundChanged`` (FE024).
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from ..text import content_terms
from ..text.quantities import LOWER_BOUNDS, Quantity
from .base import Finding, Rule
from .inputs import Analysed, Evidence, Statement


class DefinitionBoundChanged(Rule):
    """The sentence defines a class by another bound than the evidence does.

    What it does: reads a definition by a bound: a bound followed by the class it admits to (建筑高度大于100.0m的
    民用建筑为超高层建筑, 的…均为, 属于, 称为, 定义为; "Buildings more than 100 metres tall are classified as super
    high-rise", "is defined as", "is considered", "is designated"). When the evidence defines the same class (the
    same content terms) by a bound of the same kind and none of its definitions of it has the sentence's limit on
    the sentence's side, it blocks.

    Why it matters: in a definition the bound says what belongs to the class. "Over 50 m" is implied by "over 100 m"
    as a measurement, but as a definition it admits every building between 50 and 100 m, which the evidence does
    not.

    Example: evidence "建筑高度大于100.0m的民用建筑为超高层建筑。", sentence "建筑高度超过50米的民用建筑均为超高层建筑。"
    blocks; "建筑高度超过100米的民用建筑为超高层建筑。" passes.

    Fix: define the class by the evidence's bound.
    """

    code = "FE024"
    family = "FE"
    message = ("the sentence defines \u201c{defined}\u201d by \u201c{bound}\u201d, but the evidence defines it by "
               "\u201c{evidence_bound}\u201d")
    hint = "define it by the evidence's bound: \u201c{evidence_bound}\u201d"


DEFINITION_BOUND_CHANGED = DefinitionBoundChanged()
RULES: tuple[Rule, ...] = (DEFINITION_BOUND_CHANGED,)

# What follows a bound in a definition, up to the class it admits to.
_CHINESE_DEFINITION = re.compile(
    r"的[^，。；,;！？]{0,20}?(?:均|都|皆|即)?(?:定义为|称为|列为|属于|为|属)(?P<defined>[^，。；,;！？]{2,20})"
)
_ENGLISH_DEFINITION = re.compile(
    r"[^.;,]{0,60}?\b(?:are|is)\s+(?:all\s+)?(?:classified|defined|considered|designated|regarded|classed)\s+as\s+"
    r"(?:an?\s+)?(?P<defined>[^.;,]{2,60})",
    re.IGNORECASE,
)
_HAN = re.compile(r"[\u4e00-\u9fff]")


@dataclass(frozen=True, slots=True)
class Definition:
    """A class admitted to by a bound: the bound, the class as written, and its content terms."""

    bound: Quantity
    defined: str
    terms: frozenset[str]


def definitions(text: Analysed) -> tuple[Definition, ...]:
    """The definitions by a bound in ``text``: "more than 100 metres tall are classified as super high-rise"."""
    found = []
    for quantity in text.quantities:
        if quantity.kind != "bound":
            continue
        pattern = _CHINESE_DEFINITION if _HAN.match(text.text, quantity.end) else _ENGLISH_DEFINITION
        match = pattern.match(text.text, quantity.end)
        if match and (terms := content_terms(match.group("defined"))):
            found.append(Definition(quantity, match.group("defined").strip(), terms))
    return tuple(found)


def _same_bound(first: Quantity, second: Quantity) -> bool:
    """The same limit on the same side: "超过50米" and "more than 50 m", not "大于100.0m" or "不超过50米"."""
    return (first.bound in LOWER_BOUNDS) == (second.bound in LOWER_BOUNDS) and math.isclose(first.value, second.value)


def check(statement: Statement, evidence: Evidence) -> list[Finding]:
    for definition in statement.derived(definitions):
        stated = [(other, passage) for passage in evidence.passages for other in passage.derived(definitions)
                  if other.terms == definition.terms
                  and (other.bound.dimension, other.bound.unit) == (definition.bound.dimension, definition.bound.unit)]
        if stated and not any(_same_bound(definition.bound, other.bound) for other, _ in stated):
            other, passage = stated[0]
            return [DEFINITION_BOUND_CHANGED.finding(
                sentence=statement.text, span=statement.span, evidence=passage.ref, defined=definition.defined,
                bound=definition.bound.surface, evidence_bound=other.bound.surface,
            )]
    return []
