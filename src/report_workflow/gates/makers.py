"""FN makers: who made a work, as a sentence and its evidence state it.

"The concerto was composed by Yan Wen" keeps every name of "The concerto, composed by Dao Wenliang, premiered on
Friday. Yan Wen played the solo part": only the maker moved, to the soloist. The reading of makers here also serves
the strength gates, which block a maker stated plainly where the evidence only attributes the work.
"""

from __future__ import annotations

import re

from .base import Finding, Rule
from .inputs import Evidence, Statement
from .phrases import Marks, find_phrase, mentions_any


class MakerOfAnother(Rule):
    """The sentence says one person made a work the evidence says another made.

    What it does: reads who made a work, plainly stated ("painted by Rembrandt", "composed by Dao Wenliang";
    出自王羲之之手, 系伦勃朗所作, 由作曲家刀文亮创作), in the sentence and in its evidence. It blocks when the evidence
    states a maker and the sentence names another, whom the evidence never gives as a maker. A maker the sentence
    qualifies ("possibly by", 传为) is not read.

    Why it matters: the soloist of a premiere and the composer of the work share every other word of the report;
    crediting the work to the wrong one is an error no figure or quote shows.

    Example: evidence "由作曲家刀文亮创作的葫芦丝协奏曲《澜沧晨曲》日前首演，青年演奏家岩温担任独奏。", sentence
    "《澜沧晨曲》由青年演奏家岩温创作。" blocks.

    Fix: give the work the maker the evidence gives it.
    """

    code = "FN012"
    family = "FN"
    message = "the sentence says {claimed} made it; the evidence says {maker} did"
    hint = "give the work to {maker}, as the evidence does"


MAKER_OF_ANOTHER = MakerOfAnother()
RULES: tuple[Rule, ...] = (MAKER_OF_ANOTHER,)

# Who made a work: "painted by Rembrandt", 系伦勃朗本人所作, 出自王羲之之手, 由作曲家刀文亮创作 (a calling before the name).
_MAKER = re.compile(
    r"\b(?:painted|written|composed|drawn|sculpted|carved|designed|built|authored|made|created|engraved)\s+by\s+"
    r"(?P<name>[A-Z][\w'\u2019-]*(?:\s+[A-Z][\w'\u2019-]*)*)"
    r"|(?:出自|系|为|是)(?P<han>[\u4e00-\u9fff]{2,4}?)(?:本人)?(?:之手|亲笔|所作|所绘|所画|所书|所写|所著)"
    r"|由(?:[\u4e00-\u9fff]{0,6}?[家师人手])?(?P<by>[\u4e00-\u9fff]{2,3}?)(?:创作|作曲|谱曲|绘制|撰写|执笔|雕刻|设计)"
)
_MAKER_MARKS = Marks(" by ", "出自", "所作", "所绘", "所画", "所书", "所写", "所著", "之手", "亲笔", "创作", "作曲", "谱曲",
                     "绘制", "撰写", "执笔", "雕刻", "设计")
# The qualifying wording is looked for this far before a name.
_WORDING_REACH = 40
# What stands right before a name to give it as an attribution, a guess or another hand rather than the maker:
# "previously attributed to", "possibly by", "a pupil of", "the workshop of"; 传为, 曾被认为是, 可能出自.
_NOT_THE_MAKER = re.compile(
    r"(?:\b(?:(?:previously|formerly|once|traditionally|long)\s+)?(?:attributed|ascribed)\s+to"
    r"|\b(?:possibly|probably|perhaps|presumably|likely|apparently)\s+(?:[a-z]+\s+)?by"
    r"|\b(?:pupil|student|follower|workshop|studio|circle|assistant)s?\s+of"
    r"|传为|旧传|曾被?认为是?|一度被?认为是?|原被?认为是?|(?:可能|也许|或许|疑似?|或)(?:是|为|系|出自))"
    r"\s*(?:the\s+)?\Z",
    re.IGNORECASE,
)


def makers(text: str) -> tuple[str, ...]:
    """The names ``text`` states plainly made a work ("Rembrandt" of "painted by Rembrandt himself"; not of
    "传为伦勃朗所作")."""
    if not mentions_any(text, _MAKER_MARKS):
        return ()
    found = []
    for match in _MAKER.finditer(text):
        group = next(name for name in ("name", "han", "by") if match.group(name))
        if qualifying(text, match.start(group)) is None:
            found.append(match.group(group))
    return tuple(found)


def qualifying(text: str, index: int) -> str | None:
    """The wording right before ``index`` that gives the name there as no maker ("possibly by", "a pupil of")."""
    wording = _NOT_THE_MAKER.search(text, max(0, index - _WORDING_REACH), index)
    return wording.group().strip() if wording else None


def check(statement: Statement, evidence: Evidence) -> list[Finding]:
    claimed = statement.feature(makers)
    if not claimed:
        return []
    stated = [(maker, passage) for passage in evidence.passages for maker in passage.feature(makers)]
    for name in claimed:
        if stated and not any(_same(name, maker) for maker, _ in stated):
            maker, passage = stated[0]
            return [MAKER_OF_ANOTHER.finding(sentence=statement.text, span=statement.span, evidence=passage.ref,
                                             claimed=name, maker=maker)]
    return []


def _same(name: str, other: str) -> bool:
    """Whether two makers are one person: one written inside the other ("Rembrandt" in "Rembrandt van Rijn")."""
    return find_phrase(name, other) != -1 or find_phrase(other, name) != -1
