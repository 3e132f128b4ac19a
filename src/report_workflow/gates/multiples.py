"""FE multiples: "doubled", "tripled", "halved" and 翻了两番 state a ratio, which the figures of a change must give.

A sentence that says a figure doubled is checked against the evidence passage it relies on most when that passage
states where the figure started and ended ("rose from 1.2 million in 2019 to 2.4 million in 2023", 由50亿美元增至
100亿美元): the larger of the two over the smaller is the multiple it gives. Without such a pair nothing is checked;
the direction gate still reads "doubled" as a rise.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..text.quantities import Quantity
from .base import Finding, Rule
from .inputs import Evidence, Passage, Statement


class MultipleMisstated(Rule):
    """The sentence's multiple (doubled, tripled, halved, 翻番) is not the one the evidence's figures give.

    What it does: reads a multiple word of the sentence (doubled, tripled, quadrupled, halved, tenfold; 翻了一番, 翻倍,
    翻两番, 减半), with "more than", "nearly" or "almost" before it, and the passage the sentence relies on most. When that
    passage states exactly two figures of one kind with a change between them ("from … to", "up from", 由…增至),
    their ratio is the multiple it gives; the sentence's must match it within a tenth ("doubled" for ×1.8 to ×2.2),
    or lie beyond it for "more than" and below it for "nearly".

    Why it matters: "tripled" over "from 1.2 million to 2.4 million" restates two true figures and invents the
    change between them; no single number in the sentence is wrong.

    Example: evidence "出口额由2020年的50亿美元增至2023年的100亿美元。", sentence "出口额翻了两番。" blocks.

    Fix: state the multiple the figures give, or the figures themselves.
    """

    code = "FE009"
    family = "FE"
    message = "\u201c{word}\u201d is \u00d7{claimed}, but the evidence gives {start} and {end}, a ratio of {ratio}"
    hint = "state the figures the evidence gives ({start}, {end}) or the ratio they make ({ratio})"


RULES: tuple[Rule, ...] = (MultipleMisstated(),)
(MULTIPLE_MISSTATED,) = RULES

_MULTIPLES = {
    "doubled": 2, "doubles": 2, "doubling": 2, "tripled": 3, "triples": 3, "trebled": 3, "tripling": 3,
    "quadrupled": 4, "quadruples": 4, "halved": 0.5, "halves": 0.5, "halving": 0.5,
    "twofold": 2, "threefold": 3, "fourfold": 4, "fivefold": 5, "tenfold": 10,
    "翻了一番": 2, "翻一番": 2, "翻番": 2, "翻倍": 2, "翻了一倍": 2, "翻了两番": 4, "翻两番": 4, "翻了三番": 8,
    "减半": 0.5, "腰斩": 0.5,
}
_MULTIPLE = re.compile(
    r"(?:(?P<modifier>more than|over|nearly|almost|超过|近|接近)\s*)?"
    r"(?P<word>(?<![A-Za-z])(?:doubl(?:ed|es|ing)|tripl(?:ed|es|ing)|trebled|quadrupl(?:ed|es)|halv(?:ed|es|ing)"
    r"|(?:two|three|four|five|ten)fold)"
    r"(?![A-Za-z])(?!\s+(?:as|down|over|up)\b)|翻了[一两三]番|翻[一两]番|翻番|翻了一倍|翻倍|减半|腰斩)",
    re.IGNORECASE,
)
_AT_LEAST, _AT_MOST = frozenset({"more than", "over", "超过"}), frozenset({"nearly", "almost", "近", "接近"})
TOLERANCE = 0.1
# What stands between the two figures of a change: "from 1.2 million to 2.4 million", "2.4 million, up from 1.2
# million", 由50亿美元增至100亿美元.
_CHANGE_BETWEEN = re.compile(r"(?<![A-Za-z])(?:to|from|versus|vs)(?![A-Za-z])|compared (?:with|to)|至|到", re.I)


@dataclass(frozen=True, slots=True)
class _Claim:
    word: str
    multiple: float
    modifier: str | None


# Every word of a multiple holds one of these, so a text holding none states no multiple: a test far quicker than
# the search, which tries its optional modifier at every position. An ASCII text is lower-cased and searched for
# the English ones alone; any other is searched as the pattern reads it, ignoring case the same way.
_ENGLISH_STEMS = ("doubl", "tripl", "trebl", "quadrupl", "halv", "fold")
_MULTIPLE_STEM = re.compile("|".join((*_ENGLISH_STEMS, "翻", "减半", "腰斩")), re.IGNORECASE)


def _may_state_multiple(text: str) -> bool:
    if text.isascii():
        lowered = text.lower()
        return any(stem in lowered for stem in _ENGLISH_STEMS)
    return _MULTIPLE_STEM.search(text) is not None


def _claims(text: str) -> list[_Claim]:
    if not _may_state_multiple(text):
        return []
    return [_Claim(match["word"], _MULTIPLES[match["word"].lower()], match["modifier"] and match["modifier"].lower())
            for match in _MULTIPLE.finditer(text)]


def _change(passage: Passage) -> tuple[Quantity, Quantity] | None:
    """The two figures of one kind a passage gives as a change, when it gives exactly two."""
    figures = [quantity for quantity in passage.quantities if quantity.kind == "value" and quantity.value > 0]
    if len(figures) != 2:
        return None
    first, second = figures
    if (first.dimension, first.unit) != (second.dimension, second.unit):
        return None
    return (first, second) if _CHANGE_BETWEEN.search(passage.text, first.end, second.start) else None


def _matches(claim: _Claim, ratio: float) -> bool:
    claimed = max(claim.multiple, 1 / claim.multiple)
    if claim.modifier in _AT_LEAST:
        return ratio > claimed * (1 - TOLERANCE / 5)
    if claim.modifier in _AT_MOST:
        return claimed * (1 - 2 * TOLERANCE) <= ratio <= claimed * (1 + TOLERANCE / 5)
    return abs(ratio / claimed - 1) <= TOLERANCE


def check(statement: Statement, evidence: Evidence) -> list[Finding]:
    claims = statement.feature(_claims)
    if not claims or not evidence:
        return []
    passage = evidence.closest(statement.terms)
    change = passage.derived(_change)
    if change is None:
        return []
    start, end = change
    ratio = max(start.value, end.value) / min(start.value, end.value)
    for claim in claims:
        if not _matches(claim, ratio):
            return [MULTIPLE_MISSTATED.finding(
                sentence=statement.text, span=statement.span, evidence=passage.ref, word=claim.word,
                claimed=f"{claim.multiple:g}", start=f"\u201c{start.surface}\u201d", end=f"\u201c{end.surface}\u201d",
                ratio=f"{ratio:.2g}",
            )]
    return []
