"""FE recurrence: "£500 a month" is not "a one-off payment of £500".

A one-off amount told as recurring keeps the amount, the month and every name of the source, and multiplies what
the reader expects to receive; the number gate finds the figure and the period gate the month.
"""

from __future__ import annotations

import re

from .align import sentence_alignments
from .base import Finding, Rule
from .inputs import Evidence, Statement
from .phrases import mentions_any


class OneOffMadeRecurring(Rule):
    """The sentence tells as recurring what the evidence tells as happening once.

    What it does: reads each clause of the sentence telling something as recurring (a month, per year, each week,
    every day, monthly, weekly, annually, yearly; 每月, 每年, 每周, 每天, 按月, 按年, but not "in a month" or "within a
    year") and blocks when the evidence clauses it is aligned with tell it as happening once (one-off, one-time,
    single payment, lump sum; 一次性) and as recurring nowhere.

    Why it matters: £500 once and £500 a month share the figure and the month it starts; only the frequency shows
    that the report multiplied the payment.

    Example: evidence "Each eligible pensioner will receive a one-off heating payment of £300 in January.", sentence
    "Eligible pensioners will receive £300 a month for heating from January." blocks; "Eligible pensioners will
    receive a one-off £300 heating payment in January." passes.

    Fix: tell it as happening once, as the evidence does.
    """

    code = "FE029"
    family = "FE"
    message = "the sentence says \u201c{recurring}\u201d; the evidence says \u201c{once}\u201d"
    hint = "tell it as happening once (\u201c{once}\u201d), as the evidence does"


ONE_OFF_MADE_RECURRING = OneOffMadeRecurring()
RULES: tuple[Rule, ...] = (ONE_OFF_MADE_RECURRING,)

_RECURRING = re.compile(
    r"(?<!\bin )(?<!\bwithin )(?<!\bfor )(?<!\bafter )(?<!\bthan )(?<!\bover )(?<!\bonce )"
    r"\b(?:a|an|per|each|every)\s+(?:day|week|fortnight|month|quarter|year)\b"
    r"|\b(?:daily|weekly|fortnightly|monthly|quarterly|annually|yearly)\b|每(?:个)?(?:天|日|周|星期|月|季度|年)|按(?:月|年|季)",
    re.IGNORECASE,
)
# Every recurring wording holds one of these ("a day" and "daily", "每月", "按年"): a cheap screen before the pattern.
_RECURRING_MARKS = ("day", "dail", "week", "fortnight", "month", "quarter", "year", "annual", "每", "按")
_ONCE = re.compile(r"\b(?:one[- ]off|one[- ]time|single (?:payment|grant|sum)|lump[- ]sum)\b|一次性", re.IGNORECASE)


def check(statement: Statement, evidence: Evidence) -> list[Finding]:
    if not mentions_any(statement.text, _RECURRING_MARKS) or not _RECURRING.search(statement.text):
        return []
    for clause, alignment in sentence_alignments(statement, evidence):
        recurring = _RECURRING.search(statement.text, clause.start, clause.end)
        if recurring is None or any(_RECURRING.search(text) for text in alignment.texts):
            continue
        if once := next((match.group() for text in alignment.texts if (match := _ONCE.search(text))), None):
            return [ONE_OFF_MADE_RECURRING.finding(sentence=statement.text, span=statement.span,
                                                   evidence=alignment.passage.ref, recurring=recurring.group(),
                                                   once=once)]
    return []
