"""FP levels: a figure said to be above or below a reference level must be on that side of it in the evidence.

"The airport handled 79.2 million passengers, surpassing its 2019 level" keeps every figure of "79.2 million
passengers, 94% of its 2019 level"; only the share shows that the level was not reached. The evidence states a
figure as a share of a level, target or budget ("94% of its 2019 level", "恢复至2019年同期的94%", "完成全年目标的
96%"), or gives the figure beside the level's own ("2.1 GW, below the 2.3 GW added in 2022"), and the sentence
places it above or below that same reference ("surpassing its 2019 level", "超过全年目标", "above the previous
year's level").
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .base import Finding, Rule
from .inputs import Evidence, Passage, Statement
from .lexicon import WholeWordScreen, holds_chinese
from .numbers import same_value
from .phrases import Marks, mentions_any


class LevelAgainstShare(Rule):
    """The sentence puts a figure above or below a level, target or budget, and the evidence's share or figures say
    otherwise.

    What it does: reads a sentence that places something above a reference (surpassed, exceeded, above, topped;
    超过, 高于, 突破) or below it (below, short of, yet to reach, has not returned to; 低于, 未达到, 尚未恢复到),
    where the reference is a level, target, goal, budget, forecast, plan, peak or record, with its year if it names
    one ("its 2019 level", "pre-pandemic levels", "2019年同期水平", "全年目标"). When the evidence states shares of
    the same kind of reference with the same year ("94% of its 2019 level", "为2019年同期的94%"), and every such
    share is on the other side of 100%, it blocks. The negation inside such a phrase ("has not returned to its
    2019 level", 尚未恢复到) is read here, against the share, and not as a denial of the recovery (FP001): 94% of
    the level agrees with it. A year's level ("its 2022 level", "the previous year's level", 上年水平, the year
    before the one the sentence names) is also read against figures: when a passage naming that year (or 上年,
    "the previous year") gives the sentence's figure and one other figure of the same kind, the level's, and the
    sentence's figure is on the other side of it ("2.1 GW in 2023, slightly below the 2.3 GW added in 2022"), it
    blocks.

    Why it matters: a recovery to 94% and a rise past the old level are opposite findings written with the same
    figures; only the share tells them apart.

    Example: evidence "The airport handled 79.2 million passengers in 2023, 94% of its 2019 level.", sentence
    "The airport handled 79.2 million passengers in 2023, surpassing its 2019 level." blocks; evidence "2023年光伏
    新增装机210万千瓦，低于上年的230万千瓦。", sentence "2023年光伏新增装机210万千瓦，高于上年水平。" blocks.

    Fix: give the share the evidence states ("94% of its 2019 level"), or say the level was not yet reached.
    """

    code = "FP005"
    family = "FP"
    message = "the sentence says \u201c{phrase}\u201d, but the evidence gives {share}"
    hint = "state the share the evidence gives, or put the figure on the side of the {reference} it is on"


RULES: tuple[Rule, ...] = (LevelAgainstShare(),)
(LEVEL_AGAINST_SHARE,) = RULES


@dataclass(frozen=True, slots=True)
class Reference:
    """A level, target or budget as a sentence or passage names it: its kind, its year (if any) and the phrase."""

    kind: str
    year: str | None
    phrase: str


_KINDS = {
    "level": "level", "levels": "level", "水平": "level", "同期": "level", "同期水平": "level",
    "target": "target", "targets": "target", "goal": "target", "goals": "target", "目标": "target",
    "budget": "budget", "预算": "budget",
    "forecast": "forecast", "estimate": "forecast", "expectations": "forecast", "预期": "forecast",
    "plan": "plan", "计划": "plan",
    "peak": "peak", "峰值": "peak", "record": "peak",
}
_KIND_MARKS = Marks(*_KINDS)
# Every English placement names its reference by a whole word (after a space, before no letter): text without Chinese
# places nothing unless it holds one of these, a set test on the split of its words every screen shares.
_KIND_WORDS = WholeWordScreen(*(kind for kind in _KINDS if kind.isascii()))
_REFERENCE = r"(?P<kind>levels?|targets?|goals?|budget|forecast|estimate|expectations|plan|peak|record)"
_CHINESE_REFERENCE = r"(?P<kind>同期水平|水平|同期|目标|预算|预期|计划|峰值)"
_ABOVE = (r"surpass(?:ed|es|ing)?|exceed(?:ed|s|ing)?|above|beyond|top(?:ped|ping|s)?|higher than|overtook|"
          r"overtaking|outstripp(?:ed|ing)|ahead of")
_BELOW = (r"below|short of|lower than|(?:yet to|not yet|not)\s+(?:reach(?:ed)?|regain(?:ed)?|back to|"
          r"(?:return(?:ed)?|recover(?:ed)?)\s+to)")
_CHINESE_ABOVE = "超过|超出|高于|突破|超越|超额完成"
_CHINESE_BELOW = "低于|不及|未达到|未达|没有达到|未完成|没有完成|尚未恢复到|尚未恢复至|未恢复到|未恢复至"
_ANCHOR = r"(?P<anchor>(?:[\w\-'\u2019]+\s+){0,3}?)"
_CHINESE_ANCHOR = r"(?P<anchor>(?:(?:19|20)\d{2}年|上年|去年|前一年|疫情前|全年|年度|当年)?)"

_PLACED = (
    re.compile(rf"\b(?P<side>{_ABOVE}|{_BELOW})\s+{_ANCHOR}{_REFERENCE}\b", re.IGNORECASE),
    re.compile(rf"(?P<side>{_CHINESE_ABOVE}|{_CHINESE_BELOW}){_CHINESE_ANCHOR}(?:的)?{_CHINESE_REFERENCE}"),
)
_SHARES = (
    re.compile(rf"(?P<share>\d+(?:\.\d+)?)\s*(?:%|per ?cent)\s+of\s+{_ANCHOR}{_REFERENCE}\b", re.IGNORECASE),
    re.compile(rf"{_CHINESE_ANCHOR}{_CHINESE_REFERENCE}的(?P<share>\d+(?:\.\d+)?)\s*[%％]"),
)
_ABOVE_WORD = re.compile(rf"^(?:{_ABOVE}|{_CHINESE_ABOVE})$", re.IGNORECASE)
_YEAR = re.compile(r"(?<!\d)(?:19|20)\d{2}(?!\d)")
_PREVIOUS_YEAR = re.compile(r"\b(?:previous|prior|preceding|last)\s+year|\ba\s+year\s+(?:earlier|before|ago)|上年|去年"
                            r"|前一年|上一年", re.IGNORECASE)


def placed_references(text: str) -> tuple[tuple[int, Reference], ...]:
    """Where ``text`` places something above (+1) or below (-1) a reference: "surpassing its 2019 level"."""
    return tuple((1 if _ABOVE_WORD.match(match.group("side")) else -1, _reference(match))
                 for match in _placements(text))


def _placements(text: str) -> list[re.Match[str]]:
    if not ((holds_chinese(text) or _KIND_WORDS.may_match(text)) and mentions_any(text, _KIND_MARKS)):
        return []  # no reference named: nothing can be placed beside one
    return [match for pattern in _PLACED for match in pattern.finditer(text)]


def placements_against_shares(text: str, evidence: Evidence) -> tuple[tuple[int, int], ...]:
    """The spans of ``text`` placing something beside a reference the evidence states a share of: the share, read
    here, says whether "尚未恢复到2019年同期水平" is right, not the negation inside the phrase (94% agrees with it)."""
    return tuple(match.span() for match in _placements(text) if _shares_of(_reference(match), evidence))


def stated_shares(text: str) -> tuple[tuple[float, Reference], ...]:
    """The shares of a reference ``text`` states, in percent: "94% of its 2019 level" gives (94.0, level 2019)."""
    return tuple((float(match.group("share")), _reference(match))
                 for pattern in _SHARES for match in pattern.finditer(text))


def _reference(match: re.Match[str]) -> Reference:
    year = _YEAR.search(match.group("anchor"))
    return Reference(_KINDS[match.group("kind").lower()], year.group(0) if year else None, match.group(0).strip())


def _shares_of(reference: Reference, evidence: Evidence) -> list[tuple[float, Passage, str]]:
    """Each share the evidence states of a reference of the same kind and year, with its passage and phrase."""
    return [(share, passage, stated.phrase) for passage in evidence.passages
            for share, stated in passage.feature(stated_shares)
            if (stated.kind, stated.year) == (reference.kind, reference.year)]


def _year_marks(reference: Reference, statement: Statement) -> re.Pattern[str] | None:
    """What names the year of a year's level in a passage: its year ("its 2022 level"), or for the previous year's
    level the year before the sentence's one year, or 上年, "the previous year"; None for no year's level."""
    if reference.kind != "level":
        return None
    if reference.year:
        return re.compile(rf"(?<!\d){reference.year}(?!\d)")
    years = {quantity.value for quantity in statement.quantities if quantity.kind == "year"}
    if not _PREVIOUS_YEAR.search(reference.phrase) or len(years) != 1:
        return None
    return re.compile(rf"(?<!\d){int(years.pop()) - 1}(?!\d)|{_PREVIOUS_YEAR.pattern}", re.IGNORECASE)


def _figures_against(side: int, reference: Reference, statement: Statement,
                     evidence: Evidence) -> tuple[Passage, str] | None:
    """A passage naming the level's year that gives the sentence's figure and the level's on the other side of
    it: the passage's one other figure of the same kind."""
    if (marks := _year_marks(reference, statement)) is None:
        return None
    for figure in statement.quantities:
        for passage in evidence.passages:
            if figure.kind != "value" or not marks.search(passage.text):
                continue
            alike = [quantity for quantity in passage.quantities if quantity.kind == "value"
                     and (quantity.dimension, quantity.unit) == (figure.dimension, figure.unit)]
            held = [quantity for quantity in alike if same_value(figure, quantity)]
            others = [quantity for quantity in alike if not same_value(figure, quantity)]
            if len(held) == 1 and len(others) == 1 and (held[0].value - others[0].value) * side < 0:
                return passage, f"\u201c{held[0].surface}\u201d and \u201c{others[0].surface}\u201d"
    return None


def _against(side: int, reference: Reference, statement: Statement, evidence: Evidence) -> tuple[Passage, str] | None:
    """The passage and the wording of the evidence that put the figure on the other side of the reference."""
    shares = _shares_of(reference, evidence)
    if shares:
        if all((share - 100) * side <= 0 for share, _, _ in shares):
            _, passage, phrase = shares[0]
            return passage, f"\u201c{phrase}\u201d"
        return None
    return _figures_against(side, reference, statement, evidence)


def check(statement: Statement, evidence: Evidence) -> list[Finding]:
    for side, reference in statement.feature(placed_references):
        if found := _against(side, reference, statement, evidence):
            passage, wording = found
            return [LEVEL_AGAINST_SHARE.finding(
                sentence=statement.text, span=statement.span, evidence=passage.ref,
                phrase=reference.phrase, share=wording, reference=reference.kind,
            )]
    return []
