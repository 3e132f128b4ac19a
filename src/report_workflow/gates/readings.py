"""How the FN gate reads a figure: with its clause, and the clause with what it leaves to the clause before it.

A number is read with its clause: the content terms around it, its proper names and the years, dates or quarters
in that clause. A clause is read with what it leaves to the clause before it in the same sentence: "同比增长8.73%"
after "营业收入12.35亿元" is revenue growth, and "乙方案为3.2亿元" after "甲方案总成本为4.5亿元" is option B's total
cost. A clause restating the figure before it in other terms ("Net income was $1.2 billion, or $0.85 per diluted
share") is read as one with it. A subordinate clause with a named subject of its own ("14 rebounds as Denver beat
Miami") is a clause apart: it tells what was going on, not whose the figure is. Wording that only says how a figure
is stated is not what the figure is of: a linking word before it (为, 达, 约, 占) is left out, and a comparison basis
(同比 or 较上年同期, YoY or year over year) is one anchor however it is worded.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from difflib import SequenceMatcher
from functools import partial

from ..text import content_terms
from ..text.dates import MONTHS
from ..text.quantities import CJK_CLASSIFIERS, Quantity
from .align import clause_spans, clauses
from .arithmetic import WITH_LED
from .names import name_spans, written_out_names
from .inputs import Analysed
from .lexicon import IRREGULAR_PAST, WordScreen, matches_of
from .numbers import CALENDAR_KINDS, MEASUREMENT_KINDS, calendar_year
from .phrases import run_end

# Anchors that are not terms: a period, a proper name, a comparison basis.
PERIOD, NAME, BASIS = "\u00a7", "@", "~"


def marked(anchors: frozenset[str], mark: str) -> frozenset[str]:
    """The anchors of one kind: the periods (``PERIOD``) or the names (``NAME``)."""
    return frozenset(anchor for anchor in anchors if anchor[0] == mark)


# Wording that says how a figure is stated, not what it is of. A comparison basis gives one anchor, named here,
# however it is worded (同比 = 较上年同期, YoY = year over year), so that a synonym never decides between clauses; a
# linking word right before a figure (为, 达, 约) is dropped, as it would only join a neighbour in a bigram (润为).
_ENGLISH = r"(?<![a-z])(?:{})(?![a-z])"
_BASES = {
    "year": "同比|[较比与](?:上一?年度?|去年)(?:同期)?(?![末底初])(?:相比)?|" + _ENGLISH.format(
        r"year[- ](?:over|on)[- ]year|yoy|y/y|(?:from|over|on|than|compared (?:with|to)|versus) (?:a year "
        r"(?:earlier|ago|before)|(?:the )?(?:previous|prior|preceding|last) year|the same (?:period|quarter|month) "
        r"(?:a|last) year)"),
    "period": "环比|[较比]上(?:个?月|一?季度?|一?周)(?![末底初])|[较比](?:前一?[日天]|昨[日天])|" + _ENGLISH.format(
        r"quarter[- ](?:over|on)[- ]quarter|month[- ](?:over|on)[- ]month|week[- ](?:over|on)[- ]week|qoq|q/q|m/m|"
        r"w/w|(?:from|over|on|than|compared (?:with|to)) the (?:previous|prior|preceding) (?:quarter|month|week|day)"),
}
_LINKING_WORD = "(?:分别为|约为|达到|共计|合计|为|是|达|约|占)(?=\\s*[0-9\uff10-\uff19零〇一二两三四五六七八九十百千万])"
_FIGURE_WORDING = re.compile(
    "|".join([*(f"(?P<{basis}>{pattern})" for basis, pattern in _BASES.items()), _LINKING_WORD]), re.IGNORECASE
)
# A word each English basis holds; the Chinese ones and the linking words each hold a Chinese character.
_FIGURE_WORDING_WORDS = WordScreen("year", "yoy", "y/y", "quarter", "month", "week", "day", "qoq", "q/q", "m/m", "w/w",
                                   chinese=True)
# The words two clauses are aligned on: each Chinese character and each run of letters. Figures are left out:
# they differ between parallel clauses, and a figure in a label (XB-101) would stand opposite one of them.
CJK_CHARACTER = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
ALIGNED_WORD = re.compile(rf"{CJK_CHARACTER.pattern}|[^\W\d_\u3400-\u9fff\uf900-\ufaff]+")
SENTENCE_END = re.compile(r"[。！？!?\n]|\.(?=\s|$)")
# A clause opening with a figure restated in other terms: ", or $0.85 per diluted share", "，折合每股0.85美元".
_RESTATING = re.compile(r"\s*(?:or\s+|折合[\u3400-\u9fff]{0,4})", re.IGNORECASE)
# Where a subordinate clause may open inside a clause: "14 rebounds as Denver beat Miami".
_SUBORDINATE = re.compile(r"\s(?:as|when|after|before|because)\s+(?:the\s+)?(?=[A-Z])")
# A word comparing a figure's thing with another, named right after it: "five ahead of Arsenal", "more than Samsung".
_COMPARISON = re.compile(r"(?<![A-Za-z])(?:ahead of|behind|than|compared (?:with|to)|versus|vs\.?)\s+(?:the\s+)?")
_SPACE = re.compile(r"\s*")
_LOWER_CASE_WORD = re.compile(r"[a-z]+\b")


@dataclass(frozen=True, slots=True)
class FigureWording:
    """A text with the wording that states its figures blanked out (to the same length, so spans hold), the
    comparison bases it names, and its words as (start, end, lower-cased word)."""

    blanked: str
    bases: tuple[tuple[int, str], ...]
    words: tuple[tuple[int, int, str], ...]


def figure_wording(text: str) -> FigureWording:
    bases, pieces, last = [], [], 0
    for match in matches_of(_FIGURE_WORDING, _FIGURE_WORDING_WORDS, text):
        if match.lastgroup:
            bases.append((match.start(), f"{BASIS}{match.lastgroup}"))
        pieces += [text[last : match.start()], " " * (match.end() - match.start())]
        last = match.end()
    blanked = "".join(pieces) + text[last:]
    words = tuple((match.start(), match.end(), match[0].lower()) for match in ALIGNED_WORD.finditer(blanked))
    return FigureWording(blanked, tuple(bases), words)


@dataclass(frozen=True, slots=True)
class Reading:
    """A clause read with what it leaves to the clause before it: its span, where a message's quote of it begins
    (at the clause before when it says nothing of its own: "营业收入12.35亿元，同比增长8.73%"), its anchors, and its
    words with the left-out ones put back (what the clause after it is read against). A figure of a respectively
    list is read alone, with the spans a message quotes it by and what tells its thing and every thing of its list
    apart from the others.
    """

    start: int
    end: int
    quoted_from: int
    anchors: frozenset[str]
    words: tuple[int, ...]
    shown: tuple[tuple[int, int], ...] = ()
    thing: frozenset[str] = frozenset()
    things: tuple[frozenset[str], ...] = ()


def period_anchors(quantity: Quantity) -> tuple[str, ...]:
    """The years a year, date or quarter names as anchors: both ends of a span ("between 2011 and 2021")."""
    year = calendar_year(quantity)
    if year is None:
        return ()
    last = int(quantity.high) if quantity.kind == "year" and quantity.high is not None else year
    return tuple(dict.fromkeys((f"{PERIOD}{year}", f"{PERIOD}{last}")))


# The year an extreme is measured from ("our best season since 2017", "the highest level since 2011"): the stretch
# the comparison runs over, not the year the figure is of.
_EXTREME_SINCE = re.compile(r"\b(?:best|worst|highest|lowest|most|fewest|largest|biggest|smallest|strongest|weakest"
                            r"|busiest|first time)\b[^.;:!?]{0,30}?\bsince\s+\Z", re.IGNORECASE)
_EXTREME_REACH = 48


def extreme_since(text: str, year: Quantity) -> bool:
    """Whether ``year`` is what an extreme of ``text`` is measured from (see ``_EXTREME_SINCE``)."""
    return _EXTREME_SINCE.search(text, max(0, year.start - _EXTREME_REACH), year.start) is not None


def anchors_of(item: Analysed, start: int, end: int, known: frozenset[str]) -> frozenset[str]:
    """What a stretch of text is about: its topical terms (among ``known``, the terms of its clauses, which leave
    out cue words; not the words of a figure, such as the 万元 of 5200万元), the years it names and its proper names,
    a month named alone ("in August") among them, as a month's name is wherever it is read as no date."""
    figures = [content_terms(quantity.surface) for quantity in item.quantities if start <= quantity.start < end]
    terms = (content_terms(item.feature(figure_wording).blanked[start:end]) & known).difference(*figures)
    periods = {anchor for quantity in item.quantities if quantity.kind in CALENDAR_KINDS
               and start <= quantity.start < end and not extreme_since(item.text, quantity)
               for anchor in period_anchors(quantity)}
    names = {f"{NAME}{name.lower()}" for name_start, _, name in (*item.derived(name_spans),
                                                                 *item.feature(written_out_names))
             if start <= name_start < end}
    months = {f"{NAME}{quantity.surface.lower()}" for quantity in item.quantities
              if quantity.surface in MONTHS and start <= quantity.start < end}
    return terms | names | months | periods


def _parallel(
    previous: tuple[int, ...],
    own: tuple[int, ...],
    keys: list[str],
    aligned_on: Callable[[int, int], bool],
    elliptical: bool = False,
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The words of the clause before that a shorter clause parallel to it leaves out, and the clause's words with
    them put back where they stood.

    Aligned word by word, "安慰剂组为31.4%" puts 安慰剂 in place of XB-101, restates 组 and has nothing in place of
    客观缓解率（ORR）: that is left out, said once for both. A clause restating no content word of the one before
    ("Indian War in 1755" after "... established in 1793 ...") is not parallel to it and leaves nothing out,
    unless it is ``elliptical``: it opens with a figure of the kind the clause before states, so only a word such as
    "on" is left to align ("... by 7% of patients on the drug and 3% on placebo").

    Only a restated word the two clauses are ``aligned_on`` (see ``_aligned_on``) makes them parallel.
    """
    if len(own) >= len(previous):
        return (), own
    steps = SequenceMatcher(None, [keys[index] for index in previous], [keys[index] for index in own],
                            autojunk=False).get_opcodes()
    restated = ((previous[low + at], own[own_low + at]) for tag, low, high, own_low, _ in steps if tag == "equal"
                for at in range(high - low))
    if not elliptical and not any(content_terms(keys[before]) and aligned_on(before, word) for before, word in restated):
        return (), own
    left_out: list[int] = []
    words: list[int] = []
    for tag, low, high, own_low, own_high in steps:
        if tag == "delete":
            left_out += previous[low:high]
        words += previous[low:high] if tag == "delete" else own[own_low:own_high]
    return tuple(left_out), tuple(words)


def _joined(keys: list[str], words: tuple[int, ...]) -> str:
    """Words as one text: Chinese characters run together, other words spaced."""
    return "".join(key if CJK_CHARACTER.match(key) else f" {key} " for key in (keys[index] for index in words))


def _runs(indices: tuple[int, ...]) -> Iterator[tuple[int, int]]:
    """Runs of consecutive word indices, as (first, last)."""
    run: list[int] = []
    for index in indices:
        if run and index != run[-1] + 1:
            yield run[0], run[-1]
            run = []
        run.append(index)
    if run:
        yield run[0], run[-1]


def anchor_terms(item: Analysed) -> frozenset[str]:
    """The terms an anchor may be: those of ``item``'s clauses, which leave out cue words."""
    return frozenset().union(*(clause.terms for clause in item.feature(clauses)))


def _opens_with_figure_of(item: Analysed, start: int, previous: Reading) -> bool:
    """Whether the clause at ``start`` opens with a figure of a kind the clause before it states ("3% on placebo"
    after "7% of patients on the drug")."""
    opening = len(item.text) - len(item.text[start:].lstrip())
    figures = [quantity for quantity in item.quantities if quantity.kind in MEASUREMENT_KINDS]
    first = next((quantity for quantity in figures if quantity.start == opening), None)
    return first is not None and any(previous.start <= quantity.start < previous.end
                                     and quantity.dimension == first.dimension for quantity in figures)


def _figure_word(item: Analysed, start: int, end: int, starts: list[int]) -> int:
    """The index of the first word from the clause's first figure on (from its end when it states none)."""
    first = min((quantity.start for quantity in item.quantities
                 if start <= quantity.start < end and quantity.kind in MEASUREMENT_KINDS), default=end)
    return bisect_left(starts, first)


def _counters(item: Analysed) -> frozenset[int]:
    """The indices of the words right after a figure: what it counts (分 of 89分, 名 of 3987名)."""
    ends = {quantity.end for quantity in item.quantities if quantity.kind in MEASUREMENT_KINDS}
    return frozenset(index for index, (start, _, _) in enumerate(item.feature(figure_wording).words) if start in ends)


def _aligned_on(counters: frozenset[int], figure_word: int, before: int, word: int) -> bool:
    """Whether a clause restating the word ``before`` of the clause before it as its ``word`` is parallel to it.

    It is when the word stands before the clause's first figure (below ``figure_word``), where a thing and its
    metric are named, or when both are what a figure counts ("曼城以89分夺得…冠军，领先阿森纳5分"). Any other word
    after a figure restates a word of the clause before by chance: 赛 of 共有3987名选手完赛 is not the 赛 of
    "…马拉松赛于4月14日…鸣枪开跑", nor 分 of 后卫林浩贡献27分 the 分 of 以七分优势击败…, and each clause says its own.
    """
    return word < figure_word or (before in counters and word in counters)


def _restates_figure(item: Analysed, start: int, end: int) -> bool:
    """Whether the clause at ``start`` opens with a figure restating the one before it in other terms ("..., or $0.85
    per diluted share"): a second reading of the same figure, so its words are not what the next clause leaves out
    ("compared with $950 million, or $0.67 per diluted share" is last year's net income, per share)."""
    opening = _RESTATING.match(item.text, start, end)
    return opening is not None and any(start <= quantity.start <= opening.end() and quantity.kind in MEASUREMENT_KINDS
                                       for quantity in item.quantities)


def reading_spans(item: Analysed) -> tuple[tuple[int, int], ...]:
    """The clauses a figure is read with: ``clause_spans``, each cut where a subordinate clause with a named subject
    of its own opens ("averaged 14 rebounds | as Denver beat Miami"). That clause tells what was going on, not whose
    the figure is, so its names are no anchors of the figure's clause."""
    spans = []
    for start, end in item.feature(clause_spans):
        for opening in _SUBORDINATE.finditer(item.text, start, end):
            if _opens_with_subject(item, opening.end(), end):
                spans.append((start, opening.start()))
                start = opening.start()
        spans.append((start, end))
    return tuple(spans)


def _opens_with_subject(item: Analysed, at: int, end: int) -> bool:
    """Whether ``item.text[at:end]`` opens with a proper name and then a lower-case content word, its verb ("Denver
    beat Miami"), not a function word ("such as Denver and Miami", "served as Mayor of Denver")."""
    named_to = _names_from(item, at)
    verb = _LOWER_CASE_WORD.match(item.text, run_end(_SPACE, item.text, named_to), end)
    return named_to > at and verb is not None and bool(content_terms(verb[0]))


def compared_names(item: Analysed) -> tuple[tuple[int, int], ...]:
    """The spans of the names a comparison word stands right before ("five ahead of Arsenal", "more than Samsung"):
    what a figure's thing is measured against, not whose the figure is."""
    spans = ((comparison.end(), _names_from(item, comparison.end())) for comparison in _COMPARISON.finditer(item.text))
    return tuple((start, end) for start, end in spans if end > start)


def _names_from(item: Analysed, at: int) -> int:
    """Where the run of proper names starting at ``at`` ends ("Manchester City"); ``at`` when none starts there."""
    ends = item.derived(_name_ends)
    end = at
    while at in ends:
        end = ends[at]
        at = run_end(_SPACE, item.text, end)
    return end


def _name_ends(item: Analysed) -> dict[int, int]:
    return {start: end for start, end, _ in item.derived(name_spans)}


def clause_readings(item: Analysed) -> tuple[Reading, ...]:
    """Every clause of ``item`` read with what it leaves to the clause before it in the same sentence.

    A clause with no content of its own (同比增长8.73%, up 8% year over year, 为31.4%), or naming only its period ("down from
    4.4% in Q4 2023", 较2022年的11300人次), is about what the clause before is about; a clause opening with 其中 or "of which"
    is about a part of it, and keeps its words too; a clause opening with a participle ("finishing in 9 h 14 min")
    keeps its names; a shorter clause parallel to it leaves out what it has nothing in
    place of. A period opening the sentence (2024年，…), or its first clause after a heading and a colon, dates every
    clause of it that names none.
    """
    wording = item.feature(figure_wording)
    known = item.derived(anchor_terms)
    keys = [key for _, _, key in wording.words]
    starts = [start for start, _, _ in wording.words]
    readings: list[Reading] = []
    set_in: list[int] = []  # the participle clauses, which may be set between a subject and its verb
    opening: frozenset[str] = frozenset()
    spans = item.derived(reading_spans)
    for clause_at, (start, end) in enumerate(spans):
        words = tuple(range(bisect_left(starts, start), bisect_left(starts, end)))
        own = anchors_of(item, start, end, known)
        bases = {basis for at, basis in wording.bases if start <= at < end}
        previous = readings[-1] if readings and not SENTENCE_END.search(item.text, readings[-1].end, start) else None
        if previous is not None and _restates_figure(item, start, end):
            readings[-1] = Reading(previous.start, end, previous.quoted_from, previous.anchors | own | bases,
                                   previous.words + words)
            continue
        inherited: frozenset[str] = frozenset()
        quoted_from = start
        if previous is not None and _PART_OF_BEFORE.match(item.text, start, end):
            # "全市60岁及以上人口为429万，其中65岁及以上人口为291万": a part of what the clause before counts, there too
            inherited = frozenset(anchor for anchor in previous.anchors if not anchor.startswith(BASIS))
        elif previous is not None and (_PER_BASIS_OPENING.match(item.text, start)
                                       or _ATTRIBUTE_OPENING.match(item.text, start)):
            # "成人一次1～2片，一日不超过6片": a clause opening with what it is counted per (a day, a dose) keeps the
            # subject of the clause before, which counts the same thing per something else; so does one opening
            # with a measure of what it counted ("成交骡子236头，均价约1.15万元": the mules' average price)
            inherited = frozenset(anchor for anchor in previous.anchors if not anchor.startswith(BASIS))
        elif previous is not None and _RELATIVE_OPENING.match(item.text, start):
            # "the youth nights, which averaged 110": a relative clause is about the noun it follows
            quoted_from = _noun_before(item.text, previous.start, start)
            inherited = anchors_of(item, quoted_from, start, known)
        elif previous is not None and own and (_PARTICIPLE_OPENING.match(item.text, start)
                                               or _set_between(item, spans, clause_at)):
            # "Greta Lund was quickest, finishing in 9 h 14 min": a clause opening with a participle has the subject
            # of the clause before, and so its names; so has one opening with "with" ("Halvey, with 148 stoats")
            inherited = marked(previous.anchors, NAME)
            if WITH_LED.match(item.text, start) \
                    and not _FINITE_VERB.search(item.text, previous.start, previous.end) \
                    and not any(previous.start <= quantity.start < previous.end for quantity in item.quantities):
                # "Halvey, with 148 stoats": what a clause led by "with" has is its subject's, a clause of no verb
                # and no figure
                inherited |= frozenset(anchor for anchor in previous.anchors if not anchor.startswith(BASIS))
            set_in.append(len(readings))
        elif previous is not None and _names_only_its_period(own):
            # "4.1% in Q1 2024, down from 4.4% in Q4 2023", "2023年为8,600份": a clause naming only its period (and
            # the measure word of its count) is of the same thing
            inherited = frozenset(anchor for anchor in previous.anchors if not anchor.startswith((BASIS, PERIOD)))
            words = previous.words + words
            quoted_from = previous.quoted_from
        elif previous is not None and own:
            aligned_on = partial(_aligned_on, item.derived(_counters), _figure_word(item, start, end, starts))
            left_out, words = _parallel(previous.words, words, keys, aligned_on,
                                        _opens_with_figure_of(item, start, previous))
            if left_out:  # read as written in full: 安慰剂组客观缓解率, with the bigrams where the pieces meet
                inherited = (content_terms(_joined(keys, words)) & known).union(
                    *(anchors_of(item, wording.words[first][0], wording.words[last][1], known)
                      for first, last in _runs(left_out)))
        elif previous is not None:
            inherited = frozenset(anchor for anchor in previous.anchors if not anchor.startswith(BASIS))
            words = previous.words + words
            quoted_from = previous.quoted_from
        anchors = own | bases | inherited
        if previous is None or _HEADING_COLON.fullmatch(item.text, previous.end, start) \
                or _reporting_lead(item, previous):
            # the first clause, the first after a heading ending in a colon (预订情况通报：2024年春节，…) or after a
            # lead naming who reports it (行业协会数据显示，2024年…)
            opening = _opening_periods(item, start, end, anchors)
        elif opening and not any(anchor.startswith(PERIOD) for anchor in anchors):
            anchors |= opening  # "2024年…，工业生产者出厂价格下降2.2%": the year opening the sentence dates every clause
        elif opening:
            # "In 2023 … 9,000 tonnes, worth …; in 2024 they picked 11,000 tonnes, worth …": a clause opening with a
            # period of its own dates the clauses after it instead
            opening = _opening_periods(item, start, end, anchors) or opening
        readings.append(Reading(start, end, quoted_from, anchors, words))
    for index in set_in:
        # "Priya Lund, carrying 20 kg, won the women's race": a participle clause set between a subject and its verb
        # tells of what the verb's clause tells of, and so has its words
        reading = readings[index]
        after = readings[index + 1] if index + 1 < len(readings) else None
        if after is not None and not SENTENCE_END.search(item.text, reading.end, after.start) \
                and _VERB_OPENING.match(item.text, after.start, after.end):
            words_after = anchors_of(item, after.start, after.end, known)
            readings[index] = replace(reading, anchors=reading.anchors | words_after)
            # and the verb's clause is the subject's, named before the clause set in ("The Haunted Mine, refitted
            # with new animatronics, carried 51,000 riders")
            subject = marked(readings[index - 1].anchors, NAME)
            readings[index + 1] = replace(after, anchors=after.anchors | subject)
    return tuple(readings)


def _set_between(item: Analysed, spans: tuple[tuple[int, int], ...], at: int) -> bool:
    """Whether clause ``at`` opens with a past participle between a subject and its verb ("The Haunted Mine,
    refitted over the winter, carried 51,000 riders"): the clause before is the sentence's first and holds no
    figure and no verb, and the clause after opens with a verb in the past, in the same sentence."""
    text = item.text
    if not 0 < at < len(spans) - 1 or not _VERB_OPENING.match(text, spans[at][0]):
        return False
    (first, subject_end), (_, end), (start, after_end) = spans[at - 1], spans[at], spans[at + 1]
    return (at == 1 or SENTENCE_END.search(text, spans[at - 2][1], first) is not None) \
        and not any(first <= quantity.start < subject_end for quantity in item.quantities) \
        and not _FINITE_VERB.search(text, first, subject_end) \
        and not SENTENCE_END.search(text, end, start) and _VERB_OPENING.match(text, start, after_end) is not None


def _names_only_its_period(anchors: frozenset[str]) -> bool:
    """Whether a clause's own anchors are a period and at most the measure words of its counts (份, 家, 人次) and the
    word it is compared by (较2022年的11300人次增加约四成)."""
    return any(anchor.startswith(PERIOD) for anchor in anchors) and all(
        anchor.startswith(PERIOD) or _measure_word(anchor) or anchor in _COMPARED_BY for anchor in anchors)


_COMPARED_BY = frozenset({"较", "比"})


def _measure_word(anchor: str) -> bool:
    """A classifier (份, 家), or one counting times (人次, 架次)."""
    return len(anchor) == 1 and anchor in CJK_CLASSIFIERS \
        or len(anchor) == 2 and anchor[0] in CJK_CLASSIFIERS and anchor[1] == "次"


# A clause with no figure naming who reports what follows: 协会数据显示, 据海关统计, "According to the council".
_REPORTED_BY = re.compile(r"\s*(?:根?据|according to\b)", re.IGNORECASE)
_REPORTING_VERB_LAST = re.compile(r"(?:显示|表明|称|指出|介绍|表示)\s*$")


def _reporting_lead(item: Analysed, reading: Reading) -> bool:
    """Whether the clause read as ``reading`` only names who reports the sentence: no figure, a reporting word."""
    return not any(reading.start <= quantity.start < reading.end for quantity in item.quantities) \
        and (_REPORTED_BY.match(item.text, reading.start, reading.end) is not None
             or _REPORTING_VERB_LAST.search(item.text, reading.start, reading.end) is not None)


_OPENING = re.compile(r"\s*(?:in\s+|during\s+|for\s+)?", re.IGNORECASE)
_HEADING_COLON = re.compile(r"\s*[:：]\s*")
# What a Chinese clause is counted per, opening it: 一日, 每次, 每天, 24小时内.
_PER_BASIS_OPENING = re.compile(r"\s*(?:[每一](?:日|天|次|周|晚|个?小时|个?月)|\d+\s*(?:小时|天|日)内)")
# A Chinese clause opening with a measure of the thing the clause before counts: 均价, 单价, 平均售价, 总价.
_ATTRIBUTE_OPENING = re.compile(r"\s*(?:平均)?(?:均价|单价|售价|成交价|总价|价格|重量|均重)")
# A clause opening with a participle or "with", whose subject is the clause before's: "finishing in 9 h 14 min",
# "taking 42% of the vote", "with 148 stoats caught".
_PARTICIPLE_OPENING = re.compile(r"\s*(?:[a-z]{2,}ing\b(?!\s+(?:to|of)\b)|with\s)")
# A verb in the past, regular or not.
_PAST_VERB = r"[a-z]{2,}ed|" + "|".join(sorted(IRREGULAR_PAST))
# A clause opening with a verb in the past: the verb of a subject a clause set between them follows.
_VERB_OPENING = re.compile(rf"\s*(?:{_PAST_VERB})\b")
# A verb in a clause, to tell a subject standing alone ("The Haunted Mine") from a clause of its own.
_FINITE_VERB = re.compile(rf"(?<![A-Za-z'])(?:is|are|was|were|has|have|had|will|would|{_PAST_VERB})(?![A-Za-z])")
# A relative clause set off by a comma, and where the noun phrase it follows opens: after its determiner or verb.
_RELATIVE_OPENING = re.compile(r"\s*(?:which|who)\b", re.IGNORECASE)
_NOUN_PHRASE_OPENS = re.compile(r"\b(?:the|a|an|its|their|his|her|our|said|says|that|of|for|by)\s+", re.IGNORECASE)


def _noun_before(text: str, low: int, high: int) -> int:
    """Where the noun phrase ending the clause before a relative clause opens."""
    opens = [found.end() for found in _NOUN_PHRASE_OPENS.finditer(text, low, high)]
    return opens[-1] if opens else low


# A clause about a part of what the clause before it is about.
_PART_OF_BEFORE = re.compile(r"\s*(?:其中|of (?:which|whom)\b|among them\b)", re.IGNORECASE)


def _opening_periods(item: Analysed, start: int, end: int, anchors: frozenset[str]) -> frozenset[str]:
    """The periods of a sentence's first clause when one opens it ("2024年，…", "In Q1 2024 …") or stands before the
    clause's first figure ("公司2023年实现营业收入86.4亿元", "The group's 2023 revenue was $4.1 billion"): they date the
    clauses after it that name no period of their own. A year after the figure is that figure's alone ("Revenue
    was $5M in 2023"), and one in a clause without a figure may date an event ("The firm, founded in 1998, …")."""
    opens_at = _OPENING.match(item.text, start)
    at = opens_at.end() if opens_at else start
    held = [quantity for quantity in item.quantities if start <= quantity.start < end]
    first_figure = min((quantity.start for quantity in held if quantity.kind in MEASUREMENT_KINDS), default=at)
    if not any(quantity.kind in CALENDAR_KINDS and at <= quantity.start <= first_figure for quantity in held):
        return frozenset()
    return marked(anchors, PERIOD)


def sentence_around(text: str, start: int, end: int) -> tuple[int, int]:
    """The span of the sentence of ``text`` holding ``[start, end)``, without its closing mark."""
    low = max((found.end() for found in SENTENCE_END.finditer(text, 0, start)), default=0)
    found = SENTENCE_END.search(text, end)
    return low, found.start() if found else len(text)
