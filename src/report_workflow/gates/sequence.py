"""FP order of events: "rates rose before the package was announced" must not turn round the dates of the evidence,
nor a list of steps told in order the order of the evidence's list.

A sentence that orders events (before, after, then, followed by; 随后, 之后, 此前) keeps every word of the
evidence when it swaps them, so the word and number gates see nothing. When the evidence dates or times both events
(3 March and 17 March, 8时 and 当日11时), or tells the later one with an order word (随后, then), this check compares
their order with the sentence's. A swap blocks as ``OrderReversed`` (FP009).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from os.path import commonprefix

from ..text import content_terms
from .align import MIN_ALIGNED_COVERAGE, MIN_ALIGNED_COVERAGE_CJK, Clause, asserts, clauses
from .base import Finding, Rule, excerpt
from .inputs import Evidence, Passage, Statement
from .lexicon import WholeWordScreen
from .phrases import Marks, mentions_any


class OrderReversed(Rule):
    """The sentence puts two events in the other order than the evidence dates them.

    What it does: splits a sentence at each order word (before, prior to, after, then, followed by, finally; 随后, 然后, 此后,
    之后, 接着, 此前, 之前, 再 opening a clause after one told with 先, and a span after which, 一周后, 三个月后) into the event it puts
    first and the one it puts second, the events beside it: "A and then B, before C" orders A and B, then B and C;
    "After A, B" (an order word opening the sentence) A and the clause after the comma. Each event is found in the
    evidence clause sharing at least half of its content terms (a third in Chinese), or, named by one term (迁都之后, "after
    the merger"), in the one clause of the evidence holding it; it is dated by the date or clock time of that clause or
    of the clauses before it in the same evidence sentence (a clock time after 当日 or "the same day" takes the date
    before it). It blocks when the evidence dates the event put first strictly later than the other. When the dates do
    not order the two (none, or the same time), the evidence still orders them when it tells them in neighbouring
    clauses and an order word opens the later one ("08:16机组报告左发故障，随后决定返航", "reported an engine failure, then decided to
    return"); telling them the other way blocks. Events the evidence neither orders so nor dates finely enough (a year
    against a day of that year) are left alone, and so are two events with a figure by the order word ("after round 18",
    "before 2020"; not an amount of a measure, 抽头获利1.2万元之后, nor a length of time after a verb, "before completing 30
    days of quarantine"): their figures are checked as figures. The evidence orders two events too when one of its
    sentences puts them in order with an order word of its own ("spent 30 days in quarantine … before being introduced
    to the resident mob"), each sentence event sharing at least half of the shorter side's terms with the one it
    restates, and more than with the other. An event is found by
    its words in other forms too ("the raffle is drawn" in "after the raffle draw at 15:00"). A list the sentence tells
    in order (依次, 先后, 流程, 工序, 步骤, "in order", "in turn", "the steps are") blocks too when an evidence list told in order
    holds three or more of its items and two of them the other way round (先后要经过…裱面、磨骨… over 流程依次为：…磨骨、裱面…).

    Why it matters: "raised rates before the package was announced" uses every word of "announced the package on 3
    March; on 17 March raised rates", and tells the opposite story of cause and response.

    Example: evidence "7月30日8时，该市启动防汛一级应急响应；当日11时，市气象台发布暴雨红色预警。", sentence
    "该市先发布了暴雨红色预警，随后启动防汛一级应急响应。" blocks; "该市先启动防汛一级应急响应，随后发布暴雨红色预警。"
    passes.

    Fix: put the events in the order of their dates in the evidence.
    """

    code = "FP009"
    family = "FP"
    message = ("the sentence puts \u201c{first}\u201d before \u201c{second}\u201d; "
               "the evidence {orders} them the other way")
    hint = "order the events as the evidence {orders} them: \u201c{evidence_text}\u201d"


ORDER_REVERSED = OrderReversed()
RULES: tuple[Rule, ...] = (ORDER_REVERSED,)

# A span of time after which the next event came: 一周后, 两天后, 三个月后.
_SPAN_LATER = r"(?:[一二两三四五六七八九十\d]+|数|几)个?(?:天|日|周|星期|月|年|小时)(?:之)?后"
# Order words after which the second event is told ("A before B", "A，随后B") or the first one ("A after B").
# 再 opening a clause after one told with 先 is "then" (先签订合同，再申请贷款), not "again" (再次) or "moreover" (再者);
# so is 后 or 后来 opening one (先上线小程序、后在大学城开店), not 后者, 后期, 后续.
_THEN_AFTER_FIRST = r"[，,]\s*再(?![次也生度见者])|[，,、]\s*后来?(?![者期续果方面])"
_THEN = re.compile(r"\b(?:before|prior to|ahead of|then|followed by|finally)\b|随后|然后|此后|之后|接着|继而|" + _SPAN_LATER
                   + "|" + _THEN_AFTER_FIRST, re.IGNORECASE)
# "named after", "looked after", "after whom" name or tend; they do not order events.
_EARLIER = re.compile(r"(?<!named )(?<!looked )(?<!look )(?<!takes )(?<!took )\bafter\b(?! whom)|此前|之前",
                      re.IGNORECASE)
_DAY_KINDS = frozenset({"date", "year"})
_DATING_KINDS = _DAY_KINDS | {"clock"}
# Every order word holds one of these: sentences without one are passed over cheaply.
_ORDER_MARKS = Marks("before", "prior to", "ahead of", "then", "followed by", "finally", "after", "随后", "然后", "此后",
                     "之后", "接着", "继而", "此前", "之前", "后", "再")
# What a thing begins with is its first event: "Restoration will begin with rebuilding the chimney, followed by …".
_BEGINS_WITH = re.compile(r"\b(?:begins?|began|begun|beginning|starts?|started|starting|opens?|opened|opening)"
                          r"\s+with\s+", re.IGNORECASE)
_LEADING = re.compile(r"^[\s,，;；]*(?:and\s+)?(?:先|在|于)?")
_TRAILING = re.compile(r"(?:[\s,，;；]+and)?[\s,，;；]*\Z")
# An order word opening a sentence governs the clause up to its comma: "After the warning, the crew ...".
_OPENING = re.compile(r"\s*(?:after|before|prior to)", re.IGNORECASE)
# The quantity parser reads 8时 as a bare 8: a Chinese clock hour is read here (not 点, which also counts points).
_CHINESE_CLOCK = re.compile(r"(?P<part>上午|下午|晚上|凌晨|早上)?(?P<hour>\d{1,2})\s*时(?:\s*(?P<minute>\d{1,2})\s*分)?")
_AFTERNOON = frozenset({"下午", "晚上"})
_SAME_DAY = re.compile(r"(?:当日|当天|同日|同一天|\bthe same day\b|\blater that day\b)\W*\Z", re.IGNORECASE)
# An order word opening a clause tells its event after the one of the clause before (随后决定返航, "then decided").
_OPENS_LATER = re.compile(r"\s*(?:(?:and\s+)?(?:then|later|subsequently|afterwards|finally)\b|随后|然后|此后|之后|接着|继而|后来|"
                          + _SPAN_LATER + r"|再(?![次也生度见者]))", re.IGNORECASE)
# A month of the year told before it: 同年9月, 当年9月.
_SAME_YEAR = re.compile(r"(?:同年|当年|同一年)\s*\Z")
_SENTENCE_BREAK = re.compile(r"[;!?\uff1b\uff01\uff1f\u3002]|\.(?=\s+[A-Z])")
SECONDS_PER_HOUR = 3600


@dataclass(frozen=True, slots=True)
class Moment:
    """When an event happened as far as the evidence says: (year, month, day) parts it gives, and a clock time."""

    day: tuple[int | None, int | None, int | None]
    clock: float | None
    text: str

    def before(self, other: Moment) -> bool | None:
        """Strictly earlier, strictly later (False), or None when the two cannot be ordered: a part one moment
        gives and the other does not (a year against a day with no year) leaves them unordered."""
        for mine, theirs in zip(self.day, other.day):
            if mine is None or theirs is None:
                if (mine is None) != (theirs is None):
                    return None
            elif mine != theirs:
                return mine < theirs
        return self._by_clock(other)

    def _by_clock(self, other: Moment) -> bool | None:
        if self.clock is None or other.clock is None or self.clock == other.clock:
            return None
        return self.clock < other.clock


# What may stand between an order word and the figure naming the point it orders by ("before 2020", "after round 18",
# "after the 30th minute"); a figure after a verb is part of the event ("before completing 30 days of quarantine").
_POINT_AFTER = re.compile(r"[\s,]*(?:(?:the|round|day|week|stage|game|lap|minute|year|month|about|around)\s+)*",
                          re.IGNORECASE)


def ordered_events(statement: Statement) -> tuple[tuple[str, str], ...]:
    """Every (first, second) pair of events a sentence orders by an order word, each in the order it puts them:
    "A and then B, before C" puts A before B and B before C; "After A, B" (the order word opening the sentence and
    governing the clause up to its comma) puts A before B."""
    if not mentions_any(statement.text, _ORDER_MARKS):
        return ()
    text = statement.text.rstrip(" .\u3002")
    marks = sorted((*_THEN.finditer(text), *_EARLIER.finditer(text)), key=lambda match: match.start())
    figures = [quantity.start for quantity in statement.quantities  # an amount of a measure (抽头获利1.2万元之后) is
               if (not quantity.spelled or quantity.kind in _DATING_KINDS  # part of its event, no point in time
                   or quantity.dimension == "time")
               and not (quantity.kind == "value" and quantity.unit and quantity.dimension != "time")]
    pairs, left_start = [], 0
    for index, mark in enumerate(marks):
        right_end = marks[index + 1].start() if index + 1 < len(marks) else len(text)
        if (joined := _NEXT_CLAUSE.search(text, mark.end(), right_end)) is not None:
            right_end = joined.start()  # "before the raffle is drawn, and the show closes at 4.30": the draw alone
        if text[left_start : mark.start()].strip():
            told = (left_start, mark.start()), (mark.end(), right_end)
            left_start = mark.end()
        elif (comma := text.find(",", mark.end(), right_end)) != -1 and _OPENING.fullmatch(text[: mark.end()]):
            told = (comma + 1, right_end), (mark.end(), comma)  # "After A, B" tells "B after A"
            left_start = comma + 1
        else:
            continue
        if any(mark.start() - _FIGURE_REACH <= figure < mark.start() or mark.end() <= figure < mark.end()
               + _FIGURE_REACH and _POINT_AFTER.fullmatch(text, mark.end(), figure) for figure in figures):
            continue  # "after round 18", "before 2020": a figure by the order word is checked as a figure
        told_first, told_second = (_event(text[start:end]) for start, end in told)
        if not (told_second and _states_event(told_first)):
            continue  # "The commissioner after David Stern": the order word sits inside a name, not between events
        if (frame := _BEGINS_WITH.search(told_first)) is not None:
            told_first = told_first[frame.end():]  # "will begin with rebuilding the chimney": the event is the chimney's
        pairs.append((told_first, told_second) if _THEN.fullmatch(mark.group()) else (told_second, told_first))
    return tuple(pairs)


def _event(text: str) -> str:
    return _TRAILING.sub("", _LEADING.sub("", text))


def _states_event(text: str) -> bool:
    """An English event is worded as a statement; a Chinese one may be a bare verb (迁都之后, "after moving the
    capital"), since 之后 and 之前 follow events, not names."""
    return asserts(text) or bool(text) and not text.isascii()


def _event_clause(event: str, passage: Passage, evidence: Evidence) -> Clause | None:
    """The clause of ``passage`` restating ``event``: sharing the most of its terms (on a tie, its last word: see
    ``_LAST_WORD``), and at least half (a third);
    an event named by one term (迁都之后, "after the merger") is found only in the one clause of the evidence
    holding that term."""
    terms = content_terms(event)
    if len(terms) == 1:
        holding = [(other, clause) for other in evidence.passages for clause in other.feature(clauses)
                   if terms <= clause.terms]
        return holding[0][1] if len(holding) == 1 and holding[0][0] is passage else None
    if not terms:
        return None
    floor = MIN_ALIGNED_COVERAGE if event.isascii() else MIN_ALIGNED_COVERAGE_CJK
    last = content_terms(word.group()) if (word := _LAST_WORD.search(event)) else frozenset()
    scored = max((((_shared(terms, clause.terms), bool(last & clause.terms)), clause)
                  for clause in passage.feature(clauses)), key=lambda pair: pair[0], default=None)
    if scored is None or scored[0][0] < max(2, floor * len(terms)):
        return None
    return scored[1]


def _shared(terms: frozenset[str], others: frozenset[str]) -> int:
    """How many of ``terms`` ``others`` holds, an English word in another form counted too ("the raffle is drawn" of
    "the raffle draw", "rebuilding the chimney" of "the chimney rebuilt"): the same first letters, all but the last
    two of the shorter word and at least four."""
    return len(terms & others) + sum(1 for term in terms - others if term.isascii() and any(
        other.isascii() and len(commonprefix((term, other))) >= max(_WORD_STEM, min(len(term), len(other)) - 2)
        for other in others))


# Where a new clause joins the one after an order word: ", and the show closes at half past four".
_NEXT_CLAUSE = re.compile(r",\s+(?:and|but|while|whereas)\s+|[;；]")
_WORD_STEM = 4
# How near an order word a figure of its events stands to be what they are ordered by ("after round 18").
_FIGURE_REACH = 15
# The last word of an English event, its verb more often than not ("the winner is announced"): of two clauses sharing
# as many of the event's terms, the one holding it tells the event ("the winner is announced at 15:30", not "Viewers'
# Choice voting closes at 14:00").
_LAST_WORD = re.compile(r"[A-Za-z][\w'-]*(?=\W*\Z)")


def _moment(clause: Clause, passage: Passage, evidence: Evidence) -> Moment | None:
    """The date and clock time of ``clause``: the last ones written in it or before it in the same evidence
    sentence; a clock time after 当日 or "the same day" takes the date written before it, and a month after 同年 the
    year written before it."""
    text = passage.text
    breaks = [match.end() for match in _SENTENCE_BREAK.finditer(text, 0, clause.start)]
    sentence_start = breaks[-1] if breaks else 0
    in_reach = [quantity for quantity in passage.quantities if sentence_start <= quantity.start < clause.end]
    days = [(quantity.start, _day(quantity.value, quantity.kind)) for quantity in in_reach
            if quantity.kind in _DAY_KINDS]
    clocks = [(quantity.start, quantity.value) for quantity in in_reach if quantity.kind == "clock"]
    clocks += [(match.start(), _chinese_clock(match)) for match in
               _CHINESE_CLOCK.finditer(text, sentence_start, clause.end)]
    if not days and not clocks:
        return None
    day = None
    if days:
        day_start, day = max(days)
        if day[0] is None and _SAME_YEAR.search(text, max(0, day_start - 3), day_start):
            earlier = _day_before(passage, day_start, evidence)  # 同年9月 takes the year of 2023年5月 before it
            day = (earlier[0], *day[1:]) if earlier else day
    clock_start, clock = max(clocks) if clocks else (None, None)
    if day is None and clock_start is not None and _SAME_DAY.search(text, sentence_start, clock_start):
        day = _day_before(passage, clock_start, evidence)
    return Moment(day or (None, None, None), clock, text[sentence_start:clause.end].strip())


def _day(value: float, kind: str) -> tuple[int | None, int | None, int | None]:
    """Date quantities as (year, month, day): 20240303 has all three, 303 (3 March) no year, 20230500 no day."""
    number = int(value)
    if kind == "year":
        return (number, None, None)
    if number >= 10000:
        year, month, day = number // 10000, number // 100 % 100, number % 100
        return (year, month, day or None)
    return (None, number // 100, number % 100)


def _day_before(passage: Passage, position: int, evidence: Evidence) -> tuple[int | None, int | None, int | None] | None:
    """The last date written before ``position``: in ``passage``, or else in the nearest earlier passage of the same
    source (a source cut into sentences puts "当日11时" in a passage of its own)."""
    earlier = sorted((other for other in evidence.passages
                      if other.source_id == passage.source_id and other.start < passage.start),
                     key=lambda other: other.start)
    for candidate, end in ((passage, position), *((other, len(other.text)) for other in reversed(earlier))):
        dates = [quantity for quantity in candidate.quantities if quantity.kind == "date" and quantity.end <= end]
        if dates:
            return _day(dates[-1].value, "date")
    return None


def _chinese_clock(match: re.Match[str]) -> float:
    hour = int(match.group("hour"))
    if match.group("part") in _AFTERNOON and hour < 12:
        hour += 12
    return hour * SECONDS_PER_HOUR + int(match.group("minute") or 0) * 60


def _dated(event: str, evidence: Evidence) -> Moment | None:
    for passage in evidence.passages:
        clause = _event_clause(event, passage, evidence)
        moment = _moment(clause, passage, evidence) if clause is not None else None
        if moment is not None:
            return moment
    return None


@dataclass(frozen=True, slots=True)
class EvidenceOrder:
    """How the evidence orders two events: whether it puts the second one first, how ("dates", "tells"), and the
    text that shows it."""

    swapped: bool
    orders: str
    text: str


def _order_by_dates(first: str, second: str, evidence: Evidence) -> EvidenceOrder | None:
    """The order of the two events by the dates and clock times the evidence gives them, when they differ."""
    first_moment, second_moment = _dated(first, evidence), _dated(second, evidence)
    if first_moment is None or second_moment is None:
        return None
    earlier = second_moment.before(first_moment)
    if earlier is None:
        return None
    return EvidenceOrder(earlier, "dates", f"{second_moment.text} \u2026 {first_moment.text}")


def _order_in_telling(first: str, second: str, evidence: Evidence) -> EvidenceOrder | None:
    """The order in which the evidence tells the two events, when it tells them in neighbouring clauses and an
    order word opens the later one ("报告左发故障，随后决定返航", "reported a failure, then decided to return")."""
    for passage in evidence.passages:
        first_clause, second_clause = (_event_clause(event, passage, evidence) for event in (first, second))
        if first_clause is None or second_clause is None or first_clause == second_clause:
            continue
        earlier, later = sorted((first_clause, second_clause), key=lambda clause: clause.start)
        told = passage.feature(clauses)
        if told.index(later) == told.index(earlier) + 1 and _OPENS_LATER.match(passage.text, later.start):
            return EvidenceOrder(later is first_clause, "tells", passage.text[earlier.start : later.end].strip())
    return None


# A list told in order: after 依次, 先后, 顺序, 流程, 工序, 步骤 or "in order", "in turn", "the steps are", the items
# to the end of the clause (依次为：选竹、开料、烘烤定型、磨骨; 先后要经过选竹、开料…和穿钉上扇等工序).
_IN_ORDER = re.compile(r"(?:依次|先后|顺序|流程|工序|步骤)(?:[^、，,。；;:：]{0,6}?(?:为|是|经过|经|包括))?[:：]?"
                       r"|\b(?:in (?:this |that )?order|in turn|in sequence|the steps (?:are|were))\b:?", re.IGNORECASE)
# A word each English opening holds whole: a text with none of them and no Chinese character is not searched.
_IN_ORDER_WORDS = WholeWordScreen("order", "turn", "sequence", "steps", chinese=True)
_ITEM_BREAK = re.compile(r"\s*(?:、|，|,|→|->|和|及|以及|\band\b|\bthen\b)\s*", re.IGNORECASE)
_LIST_END = re.compile(r"[。；;.!?！？]|等|\Z")
_MIN_LISTED = 3


def ordered_list(text: str) -> tuple[str, ...]:
    """The items of the first list ``text`` tells in order (see ``_IN_ORDER``), three or more, or none."""
    opening = _IN_ORDER.search(text) if _IN_ORDER_WORDS.may_match(text) else None
    if opening is None:
        return ()
    end = _LIST_END.search(text, opening.end())
    told = _ITEM_BREAK.split(text[opening.end() : end.start() if end else None])
    items = tuple(item for item in (part.strip(" ：:\"“”") for part in told) if item)
    return items if len(items) >= _MIN_LISTED else ()


def _listed_out_of_order(statement: Statement, evidence: Evidence) -> tuple[str, str, str] | None:
    """Two items of a list the sentence tells in order that an evidence list told in order gives the other way
    round, and that list's words."""
    mine = statement.feature(ordered_list)
    if not mine:
        return None
    for passage in evidence.passages:
        theirs = passage.feature(ordered_list)
        shared = [item for item in mine if item in theirs]
        if len(shared) < _MIN_LISTED:
            continue
        for first, second in zip(shared, shared[1:]):
            if theirs.index(first) > theirs.index(second):
                return first, second, "\u3001".join(theirs) if not passage.text.isascii() else ", ".join(theirs)
    return None


def _order_told(first: str, second: str, evidence: Evidence) -> EvidenceOrder | None:
    """The order the evidence puts the two events in with an order word of its own in one sentence ("spent 30 days
    in quarantine and passed health checks before being introduced to the resident mob"), each event sharing at least
    half of the terms of the shorter of the two (a third in Chinese) with the one it restates, and more than with
    the other."""
    for passage in evidence.passages:
        for told_first, told_second in passage.derived(ordered_events):
            if _restates(first, told_second, told_first) and _restates(second, told_first, told_second):
                return EvidenceOrder(True, "tells", excerpt(f"{told_first} \u2026 {told_second}"))
    return None


def _restates(event: str, told: str, other: str) -> bool:
    """Whether ``event`` restates the evidence's event ``told`` rather than ``other``."""
    terms, told_terms = content_terms(event), content_terms(told)
    floor = MIN_ALIGNED_COVERAGE if event.isascii() else MIN_ALIGNED_COVERAGE_CJK
    shared = _shared(terms, told_terms)
    return shared >= max(2, floor * min(len(terms), len(told_terms))) and shared > _shared(terms, content_terms(other))


def check(statement: Statement, evidence: Evidence) -> list[Finding]:
    for first, second in statement.derived(ordered_events):
        order = _order_by_dates(first, second, evidence) or _order_in_telling(first, second, evidence) \
            or _order_told(first, second, evidence)
        if order is not None and order.swapped:
            return [ORDER_REVERSED.finding(sentence=statement.text, span=statement.span, first=excerpt(first, 60),
                                           second=excerpt(second, 60), orders=order.orders,
                                           evidence_text=excerpt(order.text))]
    if listed := _listed_out_of_order(statement, evidence):
        first, second, items = listed
        return [ORDER_REVERSED.finding(sentence=statement.text, span=statement.span, first=excerpt(first, 60),
                                       second=excerpt(second, 60), orders="lists", evidence_text=excerpt(items))]
    return []
