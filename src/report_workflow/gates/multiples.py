"""FE multiples: "doubled", "three times that of", "2.5-fold", 翻了两番 and 是…的3倍 state a ratio, which the figures
of a change must give.

A sentence that says a figure doubled is checked against the evidence passage it relies on most when that passage
states where the figure started and ended ("rose from 1.2 million in 2019 to 2.4 million in 2023", 由50亿美元增至
100亿美元): the larger of the two over the smaller is the multiple it gives. Without such a pair nothing is checked;
the direction gate still reads "doubled" as a rise.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, replace

from ..text.quantities import LOWER_BOUNDS, Quantity
from .arithmetic import unit_key
from .base import Finding, Rule
from .inputs import Analysed, Evidence, Passage, Statement
from .margins import ratio_pairs
from .phrases import Marks, mentions_any


class MultipleMisstated(Rule):
    """The sentence's multiple (doubled, three times, 2.5-fold, 翻番, 3倍) is not the one the evidence's figures give.

    What it does: reads a multiple of the sentence (doubled, tripled, quadrupled, halved, tenfold, "twice as high
    as", "three times that of", "3 times higher", "2.5-fold"; 翻了一番, 翻倍, 翻两番, 减半, 是…的3倍, 增长了两倍, 3倍以上),
    with "more than", "nearly" or "almost" (超过, 近, 以上) about it, and the passage the sentence relies on most. When that
    passage states exactly two figures of one kind with a change between them ("from … to", "up from", 由…增至),
    or compares them by a multiple of its own ("312 mm, more than twice the average of 140 mm"), their ratio is
    the multiple it gives; the sentence's must match it within a tenth ("doubled" for ×1.8 to ×2.2),
    or lie beyond it for "more than" and below it for "nearly". When that passage gives no such change, a multiple
    said of one thing over another (是…的3倍, "three times as much as") is read against the two figures of one kind the
    evidence names by the sentence's words for each ("《长河落日》拿下30.72亿元，约为《雪线之上》的三倍" over 30.72亿元
    and 10.15亿元). Wording read two ways passes with either: "three
    times higher" is ×3 or ×4, 增长了两倍 is ×3 or, as often meant, ×2. A multiple written as a figure (3倍, "3
    times") is then judged here, not as a number the evidence must state.

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
    """A multiple the sentence states: its words, the multiples they may mean (增长了两倍 is ×3, and as often meant
    ×2), the modifier before it, and where its figure stands, when it has one ("3倍", "three times")."""

    word: str
    multiples: tuple[float, ...]
    modifier: str | None
    figure_at: int | None = None


# Every word of a multiple holds one of these, so a text holding none states no multiple: a test far quicker than
# the search, which tries its optional modifier at every position. An ASCII text is lower-cased and searched for
# the English ones alone; any other is searched as the pattern reads it, ignoring case the same way.
_ENGLISH_STEMS = ("doubl", "tripl", "trebl", "quadrupl", "halv", "fold", "times", "twice")
_MULTIPLE_STEM = re.compile("|".join((*_ENGLISH_STEMS, "翻", "减半", "腰斩")), re.IGNORECASE)
_ENGLISH_STEM_MARKS = Marks(*_ENGLISH_STEMS)
# "three times as many", "3 times that of 2019", "twice as high as", "double the prior year's", "2.5-fold";
# "three times higher" and "three times more" are ×3 as often as ×4. "Three times a day" and "won twice" count
# occasions: no comparison follows.
_FIGURE_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}
_TIMES_WORDS = {**_FIGURE_WORDS, "twice": 2, "double": 2, "triple": 3, "quadruple": 4}
_COMPARED = r"as\s+\w+(?:\s+\w+)?\s+as|that|those|the|its|their|what"
_TIMES = re.compile(
    rf"(?<![\w.])(?:(?P<figure>\d+(?:\.\d+)?|{'|'.join(_FIGURE_WORDS)})(?:\s+times(?=\s+(?:{_COMPARED})(?![a-z]))"
    rf"|\s+times\s+(?P<more>higher|more|larger|greater|bigger)(?![a-z])|-fold(?![a-z]))"
    rf"|(?P<word>twice|double|triple|quadruple)(?=\s+(?:{_COMPARED})(?![a-z])))",
    re.IGNORECASE,
)
_MODIFIER_BEFORE = re.compile(r"(?P<modifier>more than|over|nearly|almost|超过|近|接近)\s*$", re.IGNORECASE)
# 增长了两倍 grows by two times the start: ×3, though as often written for ×2; 是…的3倍 and 增至3倍 are ×3.
_NEARLY = ("近", "接近", "nearly", "almost")
_GROWN_BY = re.compile(r"(?:增长|增加|提高|上升|上涨|扩大|增)了?$")


def _named(text: str, start: int) -> bool:
    """Whether the word of a multiple at ``start`` names a thing, no multiple: capitalised inside its sentence, part
    of a name ("Grandsire Triples", "the Men's Doubles"), or a kind of game after a word that opens a noun ("a doubles
    league", "the mixed doubles final", "in triples")."""
    before = text[:start].rstrip()
    capitalised = text[start].isupper() and text[start + 1 : start + 2].islower() and bool(before) \
        and before[-1] not in ".!?\"“"
    return capitalised or text[start : start + 7].lower() in _GAMES and _GAME_BEFORE.search(before) is not None


# The words after which "doubles" or "triples" is a kind of game: an article, a pairing, a preposition.
_GAMES = ("doubles", "triples")
_GAME_BEFORE = re.compile(r"\b(?:a|an|the|its|their|mixed|men's|women's|in|of|for)\Z", re.IGNORECASE)


def _may_state_multiple(text: str) -> bool:
    if text.isascii():
        return mentions_any(text, _ENGLISH_STEM_MARKS)
    return _MULTIPLE_STEM.search(text) is not None


def _claims(item: Analysed) -> tuple[_Claim, ...]:
    """The multiples ``item`` states, in text order."""
    text = item.text
    claims = [_figure_claim(text, quantity) for quantity in item.quantities if quantity.dimension == "multiple"]
    if _may_state_multiple(text):
        claims += [_Claim(match["word"], (_MULTIPLES[match["word"].lower()],), _lowered(match["modifier"]))
                   for match in _MULTIPLE.finditer(text) if not _named(text, match.start("word"))]
        claims += [_times_claim(text, match) for match in _TIMES.finditer(text)]
    return tuple(sorted(claims, key=lambda claim: text.find(claim.word)))


def _figure_claim(text: str, quantity: Quantity) -> _Claim:
    """A multiple written as a figure with its unit: 3倍, 1.5x, 增长了两倍, 近两倍, 3倍以上, 两倍多."""
    before, modifier = _modified(text[: quantity.start])
    if quantity.bound in LOWER_BOUNDS or text.startswith("多", quantity.end):  # 3倍以上, 两倍多
        modifier = "more than"
    elif quantity.approximate and quantity.surface.lower().startswith(_NEARLY):
        modifier = "nearly"
    grown = _GROWN_BY.search(before)
    word = text[grown.start() if grown else quantity.start : quantity.end]
    multiple = quantity.value
    if grown is None:
        return _Claim(word, (multiple,), modifier, quantity.start)
    return _Claim(word, (multiple + 1, multiple) if multiple > 1 else (multiple + 1,), modifier, quantity.start)


def _times_claim(text: str, match: re.Match[str]) -> _Claim:
    figure = (match["figure"] or match["word"]).lower()
    multiple = float(figure) if figure[0].isdigit() else float(_TIMES_WORDS[figure])
    _, modifier = _modified(text[: match.start()])
    multiples = (multiple, multiple + 1) if match["more"] else (multiple,)
    return _Claim(match[0], multiples, modifier, match.start())


def _modified(before: str) -> tuple[str, str | None]:
    """The text before a figure less the modifier it ends with ("nearly", 近), and that modifier."""
    found = _MODIFIER_BEFORE.search(before)
    return (before, None) if found is None else (before[: found.start()], _lowered(found["modifier"]))


def _lowered(word: str | None) -> str | None:
    return word and word.lower()


def _change(passage: Passage) -> tuple[Quantity, Quantity] | None:
    """The two figures of one kind a passage compares: its only two figures, as a change ("from … to", 由…增至), or
    the only two of one kind among others, by a multiple of its own ("312 mm in 24 hours, more than twice the
    average of 140 mm")."""
    figures = [quantity for quantity in passage.quantities if quantity.kind == "value" and quantity.value > 0]
    kinds = Counter((quantity.dimension, quantity.unit) for quantity in figures)
    paired = [quantity for quantity in figures if kinds[quantity.dimension, quantity.unit] > 1]
    if len(paired) != 2:
        return None
    first, second = paired
    if len(figures) > 2:  # "up 17% from the previous quarter and up 94% from a year ago" is no change of one thing
        return (first, second) if passage.derived(_claims) else None
    return (first, second) if _CHANGE_BETWEEN.search(passage.text, first.end, second.start) else None


def _matches(multiple: float, modifier: str | None, ratio: float) -> bool:
    claimed = max(multiple, 1 / multiple)
    if modifier in _AT_LEAST:
        return ratio > claimed * (1 - TOLERANCE / 5)
    if modifier in _AT_MOST:
        return claimed * (1 - 2 * TOLERANCE) <= ratio <= claimed * (1 + TOLERANCE / 5)
    return abs(ratio / claimed - 1) <= TOLERANCE


_Judged = tuple[tuple[_Claim, ...], Passage, tuple[Quantity, Quantity]]


def _judged(statement: Statement, evidence: Evidence) -> _Judged | None:
    """The sentence's multiples, the passage it relies on most and the change that passage gives, when it states
    a multiple and the passage gives a change to compare it with; else a multiple of one named thing over another and
    the two figures the evidence names them by (see ``margins.ratio_pairs``); else the change the sentence gives
    itself."""
    claims = statement.derived(_claims)
    if not claims or not evidence:
        return None
    passage = evidence.closest(statement.terms)
    change = passage.derived(_change)
    if change is not None:
        return claims, passage, change
    for claim in claims:
        start = statement.text.find(claim.word)
        for mine, theirs in ratio_pairs(statement, start, start + len(claim.word), evidence.passages):
            home = next(passage for passage in evidence.passages if any(item is mine for item in passage.quantities))
            return (claim,), home, (theirs, mine)
    for claim in claims:
        end_of_range = _range_end_pair(statement, claim, evidence)
        if end_of_range is not None:
            return (claim,), *end_of_range
    # "年产能将由三万吨增至五万吨，约为现在的1.7倍" over the two figures in two sentences: the sentence's own change,
    # whose figures the number gate checks
    own = statement.derived(_change)
    if own is None or not _CHANGE_BETWEEN.search(statement.text, own[0].end, own[1].start):
        return None
    return claims, passage, own


# The end of a range a multiple is of, named right after it: "three times its upper estimate", "twice the top of
# its estimate", "half the low estimate".
_RANGE_END_AFTER = re.compile(r"\s*(?:the|its|their)?\s*(?:(?P<high>upper|top|high|higher)|lower|bottom|low)"
                              r"(?:\s+end)?(?:\s+of)?(?:\s+(?:the|its|their))?(?:\s+pre-sale)?\s+estimate\b",
                              re.IGNORECASE)


def _range_end_pair(statement: Statement, claim: _Claim,
                    evidence: Evidence) -> tuple[Passage, tuple[Quantity, Quantity]] | None:
    """The passage of an evidence range a multiple is of, with the end of it the sentence names right after the
    multiple and the sentence's figure before the multiple, of the range's unit: "£4,800, more than three times its
    upper estimate" over "Estimate £1,500–2,000" is ×2.4."""
    at = statement.text.find(claim.word)
    named = _RANGE_END_AFTER.match(statement.text, at + len(claim.word))
    mine = max((item for item in statement.quantities if item.kind == "value" and item.end <= at),
               key=lambda item: item.start, default=None)
    if named is None or mine is None:
        return None
    for passage in evidence.passages:
        for item in passage.quantities:
            if item.kind == "range" and item.high is not None and unit_key(item) == unit_key(mine):
                end = item.high if named["high"] else item.value
                side = "upper" if named["high"] else "lower"
                return passage, (replace(item, value=end, high=None, surface=f"{item.surface} ({side} end)"), mine)
    return None


def judged_figures(statement: Statement, evidence: Evidence) -> frozenset[int]:
    """Where the figures of the sentence's multiples begin ("3倍", "three times that of") when this gate judges
    them against a change, or when the evidence words the same multiple ("two-fold" for "roughly double the prior
    year's"): the number gate leaves those alone, since a ratio is not a figure the evidence states."""
    figures = {claim.figure_at: claim.multiples for claim in statement.derived(_claims) if claim.figure_at is not None}
    if not figures or not evidence:
        return frozenset()
    if _judged(statement, evidence) is not None:
        return frozenset(figures)
    worded = {multiple for passage in evidence.passages for claim in passage.derived(_claims)
              for multiple in claim.multiples}
    return frozenset(at for at, multiples in figures.items() if not worded.isdisjoint(multiples))


def check(statement: Statement, evidence: Evidence) -> list[Finding]:
    judged = _judged(statement, evidence)
    if judged is None:
        return []
    claims, passage, (start, end) = judged
    ratio = max(start.value, end.value) / min(start.value, end.value)
    for claim in claims:
        if not any(_matches(multiple, claim.modifier, ratio) for multiple in claim.multiples):
            return [MULTIPLE_MISSTATED.finding(
                sentence=statement.text, span=statement.span, evidence=passage.ref, word=claim.word,
                claimed=" or \u00d7".join(f"{multiple:g}" for multiple in claim.multiples),
                start=f"\u201c{start.surface}\u201d", end=f"\u201c{end.surface}\u201d", ratio=f"{ratio:.2g}",
            )]
    return []
