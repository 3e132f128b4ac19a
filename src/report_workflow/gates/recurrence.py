"""FE recurrence: "£500 a month" is not "a one-off payment of £500", nor "every Saturday" "the first Saturday of
each month".

A one-off amount told as recurring keeps the amount, the month and every name of the source, and multiplies what
the reader expects to receive; the number gate finds the figure and the period gate the month.
"""

from __future__ import annotations

import re

from .align import sentence_alignments
from .base import Finding, Rule
from .inputs import Evidence, Statement
from .lexicon import WholeWordScreen, WordScreen, holds_chinese
from .phrases import Marks, mentions_any, opening


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


class ScheduleWidened(Rule):
    """The sentence tells as happening on every day of a kind what the evidence holds on only some of them.

    What it does: reads each clause of the sentence telling something as happening on every day of a kind (every
    Saturday, each Monday, on Saturdays; 每周六, 每个星期天) and blocks when the evidence clauses it is aligned with
    hold it on only some of them: the first, second, third, fourth or last of that day in a month, every other one
    or alternate ones (the first Saturday of each month, every other Friday; 每月第一个周六, 每月最后一个星期日, 隔周).

    Why it matters: "every Saturday" and "the first Saturday of each month" share the day and every other word;
    only the frequency shows that the report multiplied the occasions by four.

    Example: evidence "The mill will resume flour production on the first Saturday of each month from June.",
    sentence "The mill will resume flour production every Saturday from June." blocks; "The mill will resume flour
    production on the first Saturday of every month from June." passes.

    Fix: name the days the evidence names (the first Saturday of each month).
    """

    code = "FE045"
    family = "FE"
    message = "the sentence says \u201c{every}\u201d; the evidence says \u201c{some}\u201d"
    hint = "name the days the evidence names: \u201c{some}\u201d"


ONE_OFF_MADE_RECURRING = OneOffMadeRecurring()
SCHEDULE_WIDENED = ScheduleWidened()
RULES: tuple[Rule, ...] = (ONE_OFF_MADE_RECURRING, SCHEDULE_WIDENED)

_WEEKDAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
_CHINESE_WEEKDAY = r"(?:周|星期|礼拜)[一二三四五六日天]"
# Every day of a kind: "every Saturday", "each Monday", "on Saturdays", 每周六, 每个星期天.
_EVERY_WEEKDAY = re.compile(rf"\b(?:every|each)\s+{_WEEKDAY}\b|\bon\s+{_WEEKDAY}s\b|每(?:个)?{_CHINESE_WEEKDAY}",
                            re.IGNORECASE)
# The "day" each English day of a kind holds: a text without it or a Chinese character is not searched.
_WEEKDAY_WORDS = WordScreen("day", chinese=True)
# Some days of a kind only: "the first Saturday of each month", "every other Friday", "alternate Sundays", 每月第一个
# 周六, 每月最后一个星期日, 隔周.
_SOME_WEEKDAYS = re.compile(
    rf"\b(?:first|second|third|fourth|last)\s+{_WEEKDAY}\s+(?:of|in)\s+(?:each|every|the)\s+month\b"
    rf"|\b(?:every\s+other|every\s+second|alternate)\s+{_WEEKDAY}s?\b"
    rf"|每月(?:的)?(?:第[一二三四1-4]个|最后一个){_CHINESE_WEEKDAY}|隔周", re.IGNORECASE)

_RECURRING = re.compile(opening(
    r"(?<!\bin )(?<!\bwithin )(?<!\bfor )(?<!\bafter )(?<!\bthan )(?<!\bover )(?<!\bonce )"
    r"\b(?:a|an|per|each|every)\s+(?:day|week|fortnight|month|quarter|year)\b"
    r"|\b(?:daily|weekly|fortnightly|monthly|quarterly|annually|yearly)\b|每(?:个)?(?:天|日|周|星期|月|季度|年)|按(?:月|年|季)"),
    re.IGNORECASE,
)
# Every recurring wording holds one of these ("a day" and "daily", "每月", "按年"): a cheap screen before the pattern.
_RECURRING_MARKS = Marks("day", "dail", "week", "fortnight", "month", "quarter", "year", "annual", "每", "按")
# The whole word each English recurring wording holds ("a day", "daily"): text without Chinese holds none of them
# unless it holds one of these, a set test on the split of its words every screen shares.
_RECURRING_WORDS = WholeWordScreen("day", "week", "fortnight", "month", "quarter", "year", "daily", "weekly",
                                   "fortnightly", "monthly", "quarterly", "annually", "yearly")
_ONCE = re.compile(r"\b(?:one[- ]off|one[- ]time|single (?:payment|grant|sum)|lump[- ]sum)\b|一次性", re.IGNORECASE)


def check(statement: Statement, evidence: Evidence) -> list[Finding]:
    return _schedule_widened(statement, evidence) or _one_off_made_recurring(statement, evidence)


def _schedule_widened(statement: Statement, evidence: Evidence) -> list[Finding]:
    """FE045 for every day of a kind where the aligned evidence holds only some of them."""
    if not _WEEKDAY_WORDS.may_match(statement.text) or not _EVERY_WEEKDAY.search(statement.text):
        return []
    for clause, alignment in sentence_alignments(statement, evidence):
        every = _EVERY_WEEKDAY.search(statement.text, clause.start, clause.end)
        if every is None or _SOME_WEEKDAYS.search(statement.text, clause.start, clause.end):
            continue
        if some := next((match.group() for text in alignment.texts if (match := _SOME_WEEKDAYS.search(text))), None):
            return [SCHEDULE_WIDENED.finding(sentence=statement.text, span=statement.span,
                                             evidence=alignment.passage.ref, every=every.group(), some=some)]
    return []


def _one_off_made_recurring(statement: Statement, evidence: Evidence) -> list[Finding]:
    """FE029 for a recurring amount where the aligned evidence tells it as happening once."""
    if not ((holds_chinese(statement.text) or _RECURRING_WORDS.may_match(statement.text))
            and mentions_any(statement.text, _RECURRING_MARKS)) or not _RECURRING.search(statement.text):
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
