"""FP finishing order: who finished ahead of whom must not be turned round.

"Isla Brennan took the junior title, ahead of defending champion Tomasz Nowak" and "Tomasz Nowak kept the junior
title, finishing ahead of Isla Brennan" share every name and word; no figure or place is written, so the number and
rank gates see nothing. Only the order of the two names tells the reader who won.
"""

from __future__ import annotations

import re

from .base import Finding, Rule
from .inputs import Evidence, Statement
from .phrases import Marks, mentions_any


class FinishingOrderReversed(Rule):
    """The sentence puts one competitor ahead of another; the evidence puts them the other way round.

    What it does: reads each pair a text orders by "ahead of" (the competitor ahead is the first name of two or more
    capitalised words in its sentence before it, the one behind the first such name after it: "Isla Brennan took the
    title, ahead of defending champion Tomasz Nowak") or by 排在 or 名列 … 之前 (or 之后, the other way: 周婷最终排在卫冕冠军刘洋之前, the
    names of two or three characters either side, a role such as 卫冕冠军 aside), a person known by the last word of their
    name in English. Who beat whom (力压, "beat") is read by FP010. It blocks when the sentence orders two people one way
    and an evidence passage orders the same two the other way.

    Why it matters: "A finished ahead of B" and "B finished ahead of A" name the same race and the same people and
    tell opposite results; the reader takes away the wrong winner.

    Example: evidence "Isla Brennan took the junior title, ahead of defending champion Tomasz Nowak.", sentence
    "Tomasz Nowak kept the junior title, finishing ahead of Isla Brennan." blocks; "Isla Brennan won the junior
    title, ahead of Tomasz Nowak." passes.

    Fix: order the two as the evidence does.
    """

    code = "FP015"
    family = "FP"
    message = "the sentence puts {ahead} ahead of {behind}; the evidence puts {behind} ahead of {ahead}"
    hint = "put {behind} ahead of {ahead}, as the evidence does"


FINISHING_ORDER_REVERSED = FinishingOrderReversed()
RULES: tuple[Rule, ...] = (FINISHING_ORDER_REVERSED,)

_MARKS = Marks("ahead of", "排在", "名列")
_SENTENCE_BREAK = re.compile(r"[.!?;。！？；](?:\s|$)")
# A name of two or more capitalised words; "Fourteen-year-old Isla Brennan" is read by its last word, as every name is.
_NAME = re.compile(r"\b[A-Z][\w'\u2019-]*(?:\s+[A-Z][\w'\u2019-]*)+")
_AHEAD_OF = re.compile(r"\bahead of\b")
# 周婷最终排在卫冕冠军刘洋之前: the name before 排在 or 名列, and the one after it and its role, before 之前 (ahead) or 之后
# (behind).
_CHINESE_PLACED = re.compile(r"(?P<first>[\u4e00-\u9fff]{2,3}?)(?:最终|最后|也)?(?:排在|名列)(?:卫冕冠军|上届冠军|名将|老将|队友)?"
                             r"(?P<second>[\u4e00-\u9fff]{2,3}?)(?P<word>之前|前面|之后|后面)")
_AHEAD_WORDS = frozenset({"之前", "前面"})


def finishing_pairs(text: str) -> tuple[tuple[str, str], ...]:
    """Each (ahead, behind) pair of people ``text`` orders, each known by the last word (English) or by the whole of
    their name (Chinese)."""
    if not mentions_any(text, _MARKS):
        return ()
    found = []
    for match in _AHEAD_OF.finditer(text):
        breaks = [found_break.end() for found_break in _SENTENCE_BREAK.finditer(text, 0, match.start())]
        ahead = _NAME.search(text, breaks[-1] if breaks else 0, match.start())
        stop = _SENTENCE_BREAK.search(text, match.end())
        behind = _NAME.search(text, match.end(), stop.start() if stop else len(text))
        if ahead is not None and behind is not None:
            found.append((ahead.group().split()[-1], behind.group().split()[-1]))
    found += [(match["first"], match["second"]) if match["word"] in _AHEAD_WORDS else (match["second"], match["first"])
              for match in _CHINESE_PLACED.finditer(text)]
    return tuple(pair for pair in found if pair[0] != pair[1])


def check(statement: Statement, evidence: Evidence) -> list[Finding]:
    for ahead, behind in statement.feature(finishing_pairs):
        for passage in evidence.passages:
            if (behind, ahead) in passage.feature(finishing_pairs):
                return [FINISHING_ORDER_REVERSED.finding(sentence=statement.text, span=statement.span,
                                                         evidence=passage.ref, ahead=ahead, behind=behind)]
    return []
