"""FE exclusions: "only" one of two things the evidence states something of both of.

"联赛常规赛和季后赛均实行'思考时间'计时制" and "联赛仅在季后赛实行'思考时间'计时制" share every word but the one that
shuts the regular season out; no figure or term gate sees it, and the limit gates read limits the evidence draws,
not ones the sentence adds.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ..text import content_terms
from .base import Finding, Rule
from .inputs import Evidence, Passage, Statement
from .lexicon import holds_chinese


class OnlyOneOfBoth(Rule):
    """The sentence limits to one thing what the evidence states of two things together.

    What it does: reads a Chinese limit (仅, 只, 仅限, 只在: 仅在季后赛实行) and the evidence's pairs told alike by a word
    of both (常规赛和季后赛均实行, 甲、乙两地都开放) or counted as two (在北港、南湾两个基地开展试种). When the limit names
    one of the pair and not the other, and what it limits shares at least two terms with what the evidence says of
    both, the sentence shuts out a thing the evidence includes, and it blocks. So it does for two kinds the evidence
    names before the thing they are kinds of (召回…麻辣味和五香味小米锅巴), in a passage that limits nothing, where the
    sentence names the thing (召回…小米锅巴，召回范围仅限麻辣味). In English it reads "only" before one of two named things
    the evidence counts as two or tells as both ("recalling two snow globe models, 'Winter Village' … and 'Alpine
    Station'", "on both Saturday and Sunday"), in a sentence sharing two terms with that passage.

    Why it matters: a rule that applies to the regular season and the play-offs applied "only in the play-offs"
    tells the reader the regular season is exempt, the opposite of the source.

    Example: evidence "自2024—2025赛季起，联赛常规赛和季后赛均实行'思考时间'计时制。", sentence "自2024—2025赛季起，联赛
    仅在季后赛实行'思考时间'计时制。" blocks; "联赛常规赛和季后赛都实行'思考时间'计时制。" passes.

    Fix: name both things, as the evidence does.
    """

    code = "FE041"
    family = "FE"
    message = "the sentence limits this to \u201c{kept}\u201d; the evidence states it of \u201c{both}\u201d"
    hint = "name both, as the evidence does: \u201c{both}\u201d"


ONLY_ONE_OF_BOTH = OnlyOneOfBoth()
RULES: tuple[Rule, ...] = (ONLY_ONE_OF_BOTH,)

# A Chinese limit and what it limits, up to the clause's end: 仅在季后赛实行…, 只对会员开放 (not the 只 counting 一万五千只牛蛙).
_ONLY = re.compile(r"(?:仅|(?<![\d〇零一二三四五六七八九十百千万两几])只)(?:限于?|在|对|于|有)?(?P<limited>[^，。；,;：:]{2,30})")
# Two things told alike by a word of both, and what is said of them: 常规赛和季后赛均实行…, 甲、乙两地都开放,
# 东城区和西城区的停放点均实行…; or counted as two: 在北港、南湾两个基地开展试种.
_BOTH = re.compile(r"(?P<first>[\u4e00-\u9fff]{2,6})(?:和|与|及|、)(?P<second>[\u4e00-\u9fff]{2,6}?)"
                   r"(?:(?:两[\u4e00-\u9fff])?(?:的[^，。；,;]{1,12}?)?(?:均|都|全部|一律|同时)|两(?=[个家地所处座条]?[\u4e00-\u9fff]))"
                   r"(?P<said>[^，。；,;]{2,30})")
# Two kinds of one thing named together before it, with no word of both: 麻辣味和五香味小米锅巴 (召回…的麻辣味和五香味小米锅巴).
_PAIR_BEFORE_THING = re.compile(r"(?P<first>(?![的之])[\u4e00-\u9fff]{2,4})(?:和|及|、)(?P<second>[\u4e00-\u9fff]{2,4}?)"
                                r"(?P<said>[\u4e00-\u9fff]{3,8})(?=[（(，。；,;]|\Z)")
# Terms what the sentence limits must share with what the evidence says of both.
_SHARED_SAID = 2


# An English limit to a named thing: "is recalling only its 'Winter Village' snow globe", "only the Alpine Station".
_ONLY_ENGLISH = re.compile(r"\bonly\s+(?P<limited>[^,;.]{2,60})", re.IGNORECASE)
# Two named things counted as two or told as both, and what the sentence says of them: "recalling two snow globe
# models, 'Winter Village' (code GD-114) and 'Alpine Station' (code GD-117)".
_NAMED = r"['\u2018\"\u201c][^'\u2019\"\u201d]{2,40}['\u2019\"\u201d]|[A-Z][\w-]*(?:\s+[A-Z][\w-]*){0,3}"
_BOTH_ENGLISH = re.compile(
    rf"\b(?:two|both)\b[^.;]{{0,40}}?(?P<first>{_NAMED})[^.;]{{0,30}}?\band\s+(?P<second>{_NAMED})")


def check(statement: Statement, evidence: Evidence) -> list[Finding]:
    text = statement.text
    if not holds_chinese(text):
        return _only_one_named(statement, evidence) if "only" in text.lower() else []
    if "仅" not in text and "只" not in text:
        return []
    for limit in _ONLY.finditer(text):
        limited = content_terms(limit["limited"])
        for passage, both, kinds in _pairs(evidence):
            named = content_terms(both["first"]), content_terms(both["second"])
            first, second = named[0] - named[1], named[1] - named[0]  # 东城 and 西城 of 东城区和西城区
            kept = second if limited & second and not limited & first else \
                first if limited & first and not limited & second else None
            said = statement.terms if kinds else limited
            if kept is None or len(said & content_terms(both["said"])) < _SHARED_SAID:
                continue
            return [ONLY_ONE_OF_BOTH.finding(
                sentence=text, span=statement.span, evidence=passage.ref, kept=limit.group(), both=both.group())]
    return []


def _pairs(evidence: Evidence) -> Iterator[tuple[Passage, re.Match[str], bool]]:
    """The evidence's pairs told alike: with a word of both (常规赛和季后赛均实行), what is said of them must share terms
    with what the sentence limits; as two kinds named before the thing they are kinds of (``kinds``: 召回…麻辣味和五香味
    小米锅巴), in a passage that limits nothing itself, the thing must share terms with the sentence."""
    for passage in evidence.passages:
        yield from ((passage, both, False) for both in _BOTH.finditer(passage.text))
        if "仅" not in passage.text and "只" not in passage.text:
            yield from ((passage, both, True) for both in _PAIR_BEFORE_THING.finditer(passage.text))


def _only_one_named(statement: Statement, evidence: Evidence) -> list[Finding]:
    """FE041 for an English limit to one of two named things the evidence counts as two or tells as both, in a
    sentence sharing at least two terms with the evidence's ("is recalling only its 'Winter Village' snow globe" over
    "is recalling two snow globe models, 'Winter Village' … and 'Alpine Station'")."""
    for limit in _ONLY_ENGLISH.finditer(statement.text):
        limited = limit["limited"].lower()
        for passage in evidence.passages:
            for both in _BOTH_ENGLISH.finditer(passage.text):
                names = [_bare(both[side]) for side in ("first", "second")]
                kept = [name for name in names if re.search(rf"(?<!\w){re.escape(name)}(?!\w)", limited)]
                if len(kept) == 1 and len(statement.terms & content_terms(passage.text)) >= _SHARED_SAID:
                    return [ONLY_ONE_OF_BOTH.finding(sentence=statement.text, span=statement.span,
                                                     evidence=passage.ref, kept=limit.group(), both=both.group())]
    return []


def _bare(name: str) -> str:
    """A name without its quotation marks, in lower case."""
    return name.strip("'\u2018\u2019\"\u201c\u201d").lower()
