"""FP medals: who won gold, silver or bronze must not be swapped.

"Hartwell Cider Farm won gold for its Blakeney Red perry" over results that give the gold to Gollings Orchard and
the silver to Hartwell keeps every name, class and product of the source; only which medal went to whom is wrong,
and no figure or rank word is written for the other gates to read.
"""

from __future__ import annotations

import re

from .base import Finding, Rule
from .inputs import Evidence, Statement
from .phrases import Marks, mentions_any


class AwardSwapped(Rule):
    """The sentence gives a competitor a medal the evidence gives another, and gives this one another medal.

    What it does: reads who won which medal (gold, silver, bronze; 金奖, 银奖, 铜奖, 金牌, 银牌, 铜牌) where a text names
    the winner with a word of winning ("Hartwell Cider Farm won gold", "took silver", 张三获得金奖) or the medal with a
    word of going to ("Gold … went to Gollings Orchard", "Silver was awarded to Hartwell Cider Farm", "and bronze to
    Aldersey Press"; 金奖由…获得, 金奖得主为…). An English winner is the run of capitalised words before or after the
    words (the last of them named alone is the same winner), a Chinese one the two to eight characters before
    获得 or after 由. It blocks when the sentence gives a winner a medal that the evidence gives to someone else and the
    evidence gives this winner another medal only.

    Why it matters: a silver told as a gold names the right people and the right contest; only the result is wrong.

    Example: evidence "Gold went to Gollings Orchard. Silver was awarded to Hartwell Cider Farm.", sentence
    "Hartwell Cider Farm won gold." blocks; "Hartwell Cider Farm won silver." passes.

    Fix: give each winner the medal the evidence gives.
    """

    code = "FP017"
    family = "FP"
    message = "the sentence gives {winner} {medal}; the evidence gives {winner} {other} and {medal} to {holder}"
    hint = "give {winner} {other}, as the evidence does"


AWARD_SWAPPED = AwardSwapped()
RULES: tuple[Rule, ...] = (AWARD_SWAPPED,)

_MARKS = Marks("gold", "silver", "bronze", "金奖", "银奖", "铜奖", "金牌", "银牌", "铜牌")
_MEDALS = {"gold": "gold", "silver": "silver", "bronze": "bronze", "金奖": "gold", "银奖": "silver", "铜奖": "bronze",
           "金牌": "gold", "银牌": "silver", "铜牌": "bronze"}
_NAME = r"(?:[A-Z][\w'\u2019&.-]*\s+)*[A-Z][\w'\u2019&.-]*"
_WON = re.compile(rf"(?P<name>{_NAME})\s+(?:won|takes|took|claimed|claims|wins|earned|received|scooped|picked up)"
                  r"\s+(?:the\s+|a\s+)?(?P<medal>gold|silver|bronze)\b")
_WENT_TO = re.compile(rf"\b(?P<medal>[Gg]old|[Ss]ilver|[Bb]ronze)\b[^.;:!?]{{0,60}}?\b(?:went|goes|was awarded|were "
                      rf"awarded|was given|awarded)?\s*to\s+(?:the\s+)?(?P<name>{_NAME})")
_CHINESE_WON = re.compile(r"(?P<name>[\u4e00-\u9fff]{2,8}?)(?:获得|摘得|夺得|荣获)(?P<medal>金奖|银奖|铜奖|金牌|银牌|铜牌)")
_CHINESE_WENT_TO = re.compile(r"(?P<medal>金奖|银奖|铜奖|金牌|银牌|铜牌)(?:由|得主为|得主是|归)(?P<name>[\u4e00-\u9fff]{2,8}?)"
                              r"(?=获得|摘得|夺得|[，。；,;]|\Z)")


def awards(text: str) -> tuple[tuple[str, str], ...]:
    """Each (winner, medal) ``text`` tells."""
    if not mentions_any(text, _MARKS):
        return ()
    patterns = (_WON, _WENT_TO, _CHINESE_WON, _CHINESE_WENT_TO)
    return tuple((match["name"].rstrip("."), _MEDALS[match["medal"].lower()]) for pattern in patterns
                 for match in pattern.finditer(text))


def _known_as(name: str) -> str:
    """An English winner by the last word of their name, which names them alone too; a Chinese one whole."""
    return name.split()[-1] if name.isascii() else name


def check(statement: Statement, evidence: Evidence) -> list[Finding]:
    told = statement.feature(awards)
    if not told:
        return []
    given = [(award, passage) for passage in evidence.passages for award in passage.feature(awards)]
    for winner, medal in told:
        own = {other for (name, other), _ in given if _known_as(name) == _known_as(winner)}
        holder = next(((name, passage) for (name, other), passage in given
                       if other == medal and _known_as(name) != _known_as(winner)), None)
        if own and medal not in own and holder is not None:
            name, passage = holder
            return [AWARD_SWAPPED.finding(sentence=statement.text, span=statement.span, evidence=passage.ref,
                                          winner=winner, medal=medal, other=sorted(own)[0], holder=name)]
    return []
