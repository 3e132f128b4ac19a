"""FP outcomes: an event put off must not be told as called off, nor one called off as put off.

"Our spring concert on 22 March has been postponed" and "the spring concert on 22 March has been cancelled" share
every name and date; only the outcome differs, and no number or word gate sees it. A postponed event still takes
place (its tickets stay valid, a new date comes); a cancelled one does not.
"""

from __future__ import annotations

import re

from .arithmetic import span_clause_terms
from .base import Finding, Rule
from .inputs import Evidence, Statement
from .phrases import Marks, mentions_any


class OutcomeChanged(Rule):
    """The sentence says an event was cancelled where the evidence says it was postponed, or the other way round.

    What it does: reads each outcome a text gives an event: called off (cancelled, called off, scrapped, axed; 取消,
    停办) or put off (postponed, rescheduled, deferred, put back, pushed back; 推迟, 延期, 改期, 延后, 顺延), with the
    content words of its clause; an outcome denied ("has not been cancelled", 并未取消) is none. It blocks when the
    sentence gives an event one outcome, and an evidence passage sharing a content word of that clause gives the
    other and never the sentence's.

    Why it matters: a postponed concert still happens and its tickets stay valid; a cancelled one does not. The
    report keeps every name and date and tells the reader the opposite of what to do.

    Example: evidence "Our spring concert on 22 March has been postponed; a new date will be announced.", sentence
    "The spring concert on 22 March has been cancelled." blocks; "The spring concert has been postponed." passes.

    Fix: give the event the outcome the evidence gives it.
    """

    code = "FP014"
    family = "FP"
    message = "the sentence says the event was {claimed}; the evidence says it was {stated}"
    hint = "say the event was {stated}, as the evidence does"


OUTCOME_CHANGED = OutcomeChanged()
RULES: tuple[Rule, ...] = (OUTCOME_CHANGED,)

_CALLED_OFF = r"cancel(?:l?ed|l?ing|s|lation)?|called off|scrapped|axed|取消|停办"
_PUT_OFF = r"postpone(?:d|s|ment)?|rescheduled|deferred|put back|pushed back|推迟|延期|改期|延后|顺延"
_OUTCOME = re.compile(rf"(?P<off>{_CALLED_OFF})|(?P<later>{_PUT_OFF})", re.IGNORECASE)
_MARKS = Marks("cancel", "called off", "scrapped", "axed", "取消", "停办", "postpone", "reschedul", "deferred", "put back",
               "pushed back", "推迟", "延期", "改期", "延后", "顺延")
# A denial right before an outcome: "has not been cancelled", "was never postponed", 并未取消, 不会延期.
_DENIED = re.compile(r"(?:\b(?:not|never|no longer)\s+(?:been\s+|be\s+)?|并未|没有|未|不会|不)\s*\Z", re.IGNORECASE)
_CLAUSE_END = re.compile(r"[，。；;!?！？]|,(?!\d)|\.(?!\d)")
_REACH = 16
_NAMES = {"off": "cancelled", "later": "postponed"}


def outcomes(text: str) -> tuple[tuple[str, frozenset[str]], ...]:
    """Each outcome ``text`` gives an event ("off" or "later"), with the content words of its clause."""
    if not mentions_any(text, _MARKS):
        return ()
    found = []
    for match in _OUTCOME.finditer(text):
        if _DENIED.search(text, max(0, match.start() - _REACH), match.start()):
            continue
        terms = span_clause_terms(text, match.start(), match.end(), _CLAUSE_END)
        found.append(("off" if match.group("off") else "later", terms))
    return tuple(found)


def check(statement: Statement, evidence: Evidence) -> list[Finding]:
    claimed = statement.feature(outcomes)
    if not claimed:
        return []
    for outcome, terms in claimed:
        given = [(other, passage) for passage in evidence.passages for other, their_terms in passage.feature(outcomes)
                 if terms & their_terms]
        if given and all(other != outcome for other, _ in given):
            stated, passage = given[0]
            return [OUTCOME_CHANGED.finding(sentence=statement.text, span=statement.span, evidence=passage.ref,
                                            claimed=_NAMES[outcome], stated=_NAMES[stated])]
    return []
