"""FE rates: a figure given per a basis keeps that basis.

A rate is written as a figure and the basis it is per, after it ("40 L/min", "40 litres per second", "£500 a month",
"10 mg daily", "2 mg/kg", "40升/分钟") or, in Chinese, before it (每分钟40升, 每人每天300克). The quantity parser reads
the figure and its unit; the basis is read here. When the sentence and an evidence figure that states the sentence's
figure both give a basis, and they differ after conversion, the figure is the evidence's but the rate is not: "40
litres per second" over "40 L/min" overstates the flow sixty times. A figure the evidence gives per another period
and the sentence restates for its own ("£54 a year" over "£4.50 a month") is another figure, worked out elsewhere
(``derived``), and never meets this rule; "10 mg daily" and "10 mg per day" name one basis. A basis may carry
its own amount ("£8.50 per 100 g", 每500克9.6万元): its size is that amount, so 每斤 and 每500克 are one basis and
每公斤 another.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from functools import cache

from ..text.quantities import Quantity, find_quantities
from ..text.units import MASS_PER_AREA, MASS_PER_VOLUME, POUND_AFTER_PRICE, Unit, match_unit
from .arithmetic import CHANGE_PER_MEASURE
from .base import Finding, Rule
from .inputs import Evidence, Statement
from .numbers import MEASUREMENT_KINDS, supports


class RateBasisChanged(Rule):
    """The sentence gives a figure per another basis than the evidence does.

    What it does: reads the basis a figure is given per, written after it ("/min", "per second", "a month", "each
    day", "daily", "/kg", 每分钟, "/小时") or in Chinese before it (每小时40升). When the sentence's figure is stated by
    an evidence figure with a basis, none of those has the sentence's basis, and the two bases differ after
    conversion ("per 60 minutes" is "per hour"), it blocks.

    Why it matters: a rate's basis scales it: 40 litres a minute is a garden pump, 40 litres a second a fire engine;
    £500 a month is twelve times £500 a year.

    Example: evidence "maximum flow rate 40 L/min", sentence "delivers up to 40 litres per second" blocks;
    "delivers up to 40 litres a minute" passes.

    Fix: give the figure per the evidence's basis, or convert it to the sentence's.
    """

    code = "FE026"
    family = "FE"
    message = "{number} is given per {basis}, but the evidence gives {evidence_number} per {evidence_basis}"
    hint = "give the figure per {evidence_basis}, as the evidence does, or convert it"


RATE_BASIS_CHANGED = RateBasisChanged()
RULES: tuple[Rule, ...] = (RATE_BASIS_CHANGED,)


@dataclass(frozen=True, slots=True)
class Basis:
    """What a rate is per: the word as written and its unit."""

    written: str
    unit: Unit

    def same_as(self, other: Basis) -> bool:
        return self.unit.dimension == other.unit.dimension and math.isclose(self.unit.factor, other.unit.factor,
                                                                            rel_tol=1e-9)


# After the figure and its unit, at most one word of what it counts ("3 tablets a day"), then the word linking the
# basis ("/", "per", "a", 每) or an adverb of a period ("daily", "per annum").
_LINK_AFTER = re.compile(
    r"(?:[ \u00a0]+(?P<counted>(?!(?:per|an?|each|every)(?![a-z]))[a-z]+))?"
    r"(?:[ \u00a0]*(?:/|每)[ \u00a0]*|[ \u00a0]+(?:per|(?P<article>an?|each|every))[ \u00a0]+"
    r"|[ \u00a0]+(?:per[ \u00a0]+)?(?P<adverb>hourly|daily|nightly|weekly|monthly|quarterly|yearly|annually|annum)"
    r"(?![a-z]))")
# Chinese writes the basis before the figure: 每分钟40升, 每人每天300克 (the last 每 before the figure), and keeps it for
# the figures listed after that one (每斤公蟹90元、母蟹110元).
_PER_BEFORE = re.compile(r"每(?P<basis>[^每，,。；;：:\d]{1,4}?)[^每，,。；;：:\d]{0,10}"
                         r"(?:\d+(?:\.\d+)?[^每、，,。；;：:\d]{0,3}、[^每，,。；;：:\d]{0,6})*\Z")
# Between an amount given as the basis (每500克) and the figure: the same few words, no other figure.
_AFTER_AMOUNT = re.compile(r"[^每，,。；;：:\d]{0,10}\Z")
_REACH = 16
_LISTED_REACH = 40
# Dimensions whose unit holds what they are per: a basis written before such a figure is already read.
_PER_UNIT_DIMENSIONS = frozenset({MASS_PER_AREA, MASS_PER_VOLUME, "speed", "data_rate"})


@cache
def _periods() -> dict[str, Unit]:
    """Periods the unit table has no word for: the adverbs, 月 (only 个月 is a unit there) and quarters."""
    hour, day, week, month, year = (_unit(word) for word in ("hour", "day", "week", "month", "year"))
    quarter = Unit(year.key, year.dimension, year.factor / 4)
    return {"hourly": hour, "daily": day, "nightly": day, "weekly": week, "monthly": month, "quarterly": quarter,
            "quarter": quarter, "yearly": year, "annually": year, "annum": year, "月": month, "季度": quarter}


def _unit(word: str) -> Unit:
    found = match_unit(word, 0)
    assert found is not None, word
    return found.unit


def _lowered(text: str) -> str:
    """``text`` in lower case where that keeps every offset (a few letters, such as İ, lengthen)."""
    lowered = text.lower()
    return lowered if len(lowered) == len(text) else text


def _basis_at(text: str, position: int, spelled_only: bool = False) -> Basis | None:
    """The basis written at ``position``: an amount with its unit ("100 g"), a unit, or a period of ``_periods``;
    after an article only a word ("a minute", not "a m")."""
    amount = _amount_at(text, position)
    if amount is not None:
        return amount
    lowered = _lowered(text)
    for word, unit in _periods().items():
        if lowered.startswith(word, position) and not lowered[position + len(word):position + len(word) + 1].isalpha():
            return Basis(text[position:position + len(word)], unit)
    found = match_unit(text, position, lowered)
    if found is None or spelled_only and not found.word:
        return None
    return Basis(found.surface, found.unit)


def _amount_at(text: str, position: int) -> Basis | None:
    """The measured amount starting at ``position`` as a basis whose size is the amount ("100 g" is a tenth of a
    kilogram), or ``None`` when none starts there."""
    amount = next((item for item in find_quantities(text) if item.start == position), None)
    if amount is None or not amount.dimension or amount.high is not None:
        return None
    return Basis(amount.surface, Unit(amount.unit, amount.dimension, amount.value))


def _amount_before(text: str, quantity: Quantity) -> Basis | None:
    """The amount right after the 每 that leads to ``quantity`` (每500克9.6万元, 每100克含蛋白质12克)."""
    start = max(0, quantity.start - _REACH)
    for amount in find_quantities(text):
        if (start < amount.start <= quantity.start and text[amount.start - 1] == "每"
                and _AFTER_AMOUNT.match(text, amount.end, quantity.start)):
            return _amount_at(text, amount.start)
    return None


def basis_of(text: str, quantity: Quantity) -> Basis | None:
    """The basis ``quantity`` is given per in ``text`` (of a change, that of the price it follows: 每公斤13元，比去年同期低
    1元), or ``None`` when it gives none."""
    link = _LINK_AFTER.match(_lowered(text), quantity.end)
    if link is not None and not (link["counted"] and quantity.unit):  # "10 mg twice a day" is no rate of 10 mg
        if link["adverb"]:
            return _basis_at(text, link.start("adverb"))
        if quantity.dimension == "currency" and POUND_AFTER_PRICE.match(text, link.end()):
            return Basis(text[link.end():link.end() + 5], _unit("lb"))  # after a price, "a pound" weighs
        basis = _basis_at(text, link.end(), spelled_only=bool(link["article"]))
        if basis is not None:
            return basis
    if quantity.dimension in _PER_UNIT_DIMENSIONS:
        return None  # 每亩产量220公斤, 每小时21.6公里: the parser has read the basis into the unit
    reach = max(0, quantity.start - _LISTED_REACH)
    before = _PER_BEFORE.search(text, reach, quantity.start)
    if before is not None:
        return _basis_at(text, before.start("basis"))
    changed = CHANGE_PER_MEASURE.search(text, reach, quantity.start)  # 每公斤13元，比去年同期低1元
    return _basis_at(text, changed.start("unit")) if changed is not None else _amount_before(text, quantity)


def check(statement: Statement, evidence: Evidence) -> list[Finding]:
    findings = []
    for quantity in statement.quantities:
        if quantity.kind not in MEASUREMENT_KINDS or (mine := basis_of(statement.text, quantity)) is None:
            continue
        theirs = [(item, passage, basis) for item, passage in evidence.quantities
                  if item.kind in MEASUREMENT_KINDS and supports(quantity, item)
                  and (basis := basis_of(passage.text, item)) is not None]
        if theirs and not any(mine.same_as(basis) for _, _, basis in theirs):
            item, passage, basis = theirs[0]
            findings.append(RATE_BASIS_CHANGED.finding(
                sentence=statement.text, span=statement.span, evidence=passage.ref,
                number=f"\u201c{quantity.surface}\u201d", basis=mine.written,
                evidence_number=f"\u201c{item.surface}\u201d", evidence_basis=basis.written,
            ))
    return findings
