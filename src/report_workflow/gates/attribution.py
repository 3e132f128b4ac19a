"""FN attribution: a number sits with the same entity, metric and period in the evidence as in the sentence.

A number of the sentence that the evidence states is read with its clause: the content terms around it, its
proper names (weighted twice) and the years, dates or quarters in that clause (weighted three times, since a
period is what a figure is most often moved to). A clause is read with what it leaves to the clause before it in
the same sentence: "同比增长8.73%" after "营业收入12.35亿元" is revenue growth, and "乙方案为3.2亿元" after
"甲方案总成本为4.5亿元" is option B's total cost. Wording that only says how a figure is stated is not what the
figure is of: a linking word before it (为, 达, 约) is left out, and a comparison basis (同比 or 较上年同期, YoY or year
over year) is one anchor however it is worded. The evidence clauses holding that number are compared with the
evidence clauses holding a different number of the same kind. When a competing clause matches the sentence's
clause better than every clause holding the number, the sentence has taken the number from one thing and given
it to another.

A list of figures given one by one to a list of things ("North and South reported £412m and £380m, respectively",
华东和华南的营收分别为412万元和380万元) gives each figure to its own thing: it is read as if its sentence named only
that thing, on either side. In the sentence this holds only when each listed thing is found in the evidence, and a
figure the evidence gives only to another thing of the list, while giving its own thing a different one, has
changed places with that one. A list in the evidence that leaves its things to the sentence before ("... 58.4% in
the early-mobilisation group and 51.2% in the usual-care group. Mortality at 90 days was 8.1% and 9.0%,
respectively") may be of any of them.

A year or date stated as when something happened ("opened in 2015") is the value itself, not a period: it is read
with the event words beside it instead, and compared with the other years or dates of the same kind in the
evidence sentence holding it ("opened in 2015 and was expanded in 2019").
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from difflib import SequenceMatcher

from ..text.quantities import Quantity
from ..text import content_terms
from .align import clause_spans, clauses
from .base import Finding, Rule, excerpt, first_per_rule
from .inputs import Analysed, Evidence, Passage, Statement
from .coverage import name_spans
from .lexicon import IRREGULAR_PAST
from .numbers import (
    CALENDAR_KINDS,
    MEASUREMENT_KINDS,
    calendar_year,
    counted_terms,
    is_small_word_number,
    same_value,
    supports,
)

EVENT_KINDS = frozenset({"year", "date"})
PERIOD_WEIGHT = 3
NAME_WEIGHT = 2
_PERIOD, _NAME, _BASIS = "\u00a7", "@", "~"
_DATING = frozenset({_PERIOD, _NAME})  # anchors an event's date is not told apart by (see _events)


class NumberMisattributed(Rule):
    """The evidence states the sentence's number for another entity, metric or period.

    What it does: for each number the evidence does state, it compares the sentence clause around the number
    (its content terms, its proper names, weighted twice, and its years, dates and quarters, weighted three
    times) with the evidence clauses. A clause is read with what it leaves to the clause before it in the same
    sentence ("营业收入12.35亿元，同比增长8.73%" gives revenue growth; "甲方案总成本为4.5亿元，乙方案为3.2亿元" gives option
    B's total cost), and a comparison basis counts the same however it is worded (同比 or 较上年同期, YoY or year
    over year). It blocks when the clause holding the number names something the sentence does not (another
    region, year or metric) and an evidence clause giving the same kind of quantity a *different* value matches
    the sentence's clause better: the number has been moved from one thing to another. A year or date stated as
    when something happened is read with its event words instead ("paid on", "on the register on", "成立"), and
    compared with the other years or dates of that evidence sentence. A figure of a list given one by one to a list
    of things ("North and South reported £412m and £380m, respectively", 华东和华南的营收分别为412万元和380万元) is
    read with its own thing only, so swapping two figures of such a list gives each to the other thing.

    Why it matters: "East region revenue was 5.2M; South region revenue was 3.1M" contains 5.2M, so a check that
    only looks numbers up passes "South region revenue was 5.2M", and "The site opened in 2015 and was expanded
    in 2019" contains 2019, so such a check passes "The site opened in 2019".

    Example: evidence "华东地区收入为5.2亿元，华南地区收入为3.1亿元。", sentence "华南地区收入为5.2亿元。" blocks.

    Fix: give the number to what the evidence gives it to, or state the other thing's own number.
    """

    code = "FN001"
    family = "FN"
    message = "{number} belongs to \u201c{owner}\u201d in the evidence; for \u201c{claimed}\u201d it states {other}"
    hint = "state {other} for \u201c{claimed}\u201d, or attribute {number} as the evidence does"


RULES: tuple[Rule, ...] = (NumberMisattributed(),)
(NUMBER_MISATTRIBUTED,) = RULES


# Wording that says how a figure is stated, not what it is of. A comparison basis gives one anchor, named here,
# however it is worded (同比 = 较上年同期, YoY = year over year), so that a synonym never decides between clauses; a
# linking word right before a figure (为, 达, 约) is dropped, as it would only join a neighbour in a bigram (润为).
_ENGLISH = r"(?<![a-z])(?:{})(?![a-z])"
_BASES = {
    "year": "同比|[较比与](?:上一?年度?|去年)(?:同期)?(?![末底初])(?:相比)?|" + _ENGLISH.format(
        r"year[- ](?:over|on)[- ]year|yoy|y/y|(?:from|over|than|compared (?:with|to)|versus) (?:a year "
        r"(?:earlier|ago|before)|(?:the )?(?:previous|prior|preceding|last) year|the same (?:period|quarter|month) "
        r"(?:a|last) year)"),
    "period": "环比|[较比]上(?:个?月|一?季度?)(?![末底初])|" + _ENGLISH.format(
        r"quarter[- ](?:over|on)[- ]quarter|month[- ](?:over|on)[- ]month|qoq|q/q|m/m|"
        r"(?:from|over|than|compared (?:with|to)) the (?:previous|prior|preceding) (?:quarter|month)"),
}
_LINKING_WORD = "(?:分别为|约为|达到|共计|合计|为|是|达|约)(?=\\s*[0-9\uff10-\uff19零〇一二两三四五六七八九十百千万])"
_FIGURE_WORDING = re.compile(
    "|".join([*(f"(?P<{basis}>{pattern})" for basis, pattern in _BASES.items()), _LINKING_WORD]), re.IGNORECASE
)
# The words two clauses are aligned on: each Chinese character and each run of letters. Figures are left out:
# they differ between parallel clauses, and a figure in a label (XB-101) would stand opposite one of them.
_CJK_CHARACTER = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
_WORD = re.compile(rf"{_CJK_CHARACTER.pattern}|[^\W\d_\u3400-\u9fff\uf900-\ufaff]+")
_EVENT_PREPOSITION = re.compile(r"(?<![a-z])(?:in|on|since)\s+(?:(?:early|mid|late)[- ]?)?$", re.IGNORECASE)
_COORDINATION = re.compile(r"(?<![a-z])and(?![a-z])|[,;]", re.IGNORECASE)
_SENTENCE_END = re.compile(r"[。！？!?\n]|\.(?=\s|$)")
# Sentences run together without a space ("... in 1949.Maclean's is ...") are told apart where dates are compared,
# since two events are only compared within one sentence; a split inside "U.S." only compares fewer dates.
_RUN_ON_SENTENCE_END = re.compile(rf"{_SENTENCE_END.pattern}|\.(?=[A-Z])")


@dataclass(frozen=True, slots=True)
class _Wording:
    """A text with the wording that states its figures blanked out (to the same length, so spans hold), the
    comparison bases it names, and its words as (start, end, lower-cased word)."""

    blanked: str
    bases: tuple[tuple[int, str], ...]
    words: tuple[tuple[int, int, str], ...]


def _wording(text: str) -> _Wording:
    bases, pieces, last = [], [], 0
    for match in _FIGURE_WORDING.finditer(text):
        if match.lastgroup:
            bases.append((match.start(), f"{_BASIS}{match.lastgroup}"))
        pieces += [text[last : match.start()], " " * (match.end() - match.start())]
        last = match.end()
    blanked = "".join(pieces) + text[last:]
    words = tuple((match.start(), match.end(), match[0].lower()) for match in _WORD.finditer(blanked))
    return _Wording(blanked, tuple(bases), words)


@dataclass(frozen=True, slots=True)
class _Reading:
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


def _period_anchor(quantity: Quantity) -> str | None:
    year = calendar_year(quantity)
    return None if year is None else f"{_PERIOD}{year}"


def _anchors(item: Analysed, start: int, end: int, known: frozenset[str]) -> frozenset[str]:
    """What a stretch of text is about: its topical terms (among ``known``, the terms of its clauses, which leave
    out cue words; not the words of a figure, such as the 万元 of 5200万元), the years it names and its proper names."""
    figures = [content_terms(quantity.surface) for quantity in item.quantities if start <= quantity.start < end]
    terms = (content_terms(item.feature(_wording).blanked[start:end]) & known).difference(*figures)
    periods = {_period_anchor(quantity) for quantity in item.quantities
               if quantity.kind in CALENDAR_KINDS and start <= quantity.start < end}
    names = {f"{_NAME}{name.lower()}" for name_start, _, name in item.derived(name_spans) if start <= name_start < end}
    return terms | names | (periods - {None})


def _parallel(
    previous: tuple[int, ...], own: tuple[int, ...], keys: list[str]
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The words of the clause before that a shorter clause parallel to it leaves out, and the clause's words with
    them put back where they stood.

    Aligned word by word, "安慰剂组为31.4%" puts 安慰剂 in place of XB-101, restates 组 and has nothing in place of
    客观缓解率（ORR）: that is left out, said once for both. A clause restating no content word of the one before
    ("Indian War in 1755" after "... established in 1793 ...") is not parallel to it and leaves nothing out.
    """
    if len(own) >= len(previous):
        return (), own
    steps = SequenceMatcher(None, [keys[index] for index in previous], [keys[index] for index in own],
                            autojunk=False).get_opcodes()
    if not any(content_terms(keys[index]) for tag, low, high, _, _ in steps if tag == "equal"
               for index in previous[low:high]):
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
    return "".join(key if _CJK_CHARACTER.match(key) else f" {key} " for key in (keys[index] for index in words))


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


def _readings(item: Analysed) -> tuple[_Reading, ...]:
    """How ``item``'s figures are read: a figure of a respectively list with its own thing, every other one with its
    clause. A figure goes to the first reading that holds it."""
    return item.derived(_respective_readings) + item.derived(_clause_readings)


def _known(item: Analysed) -> frozenset[str]:
    """The terms an anchor may be: those of ``item``'s clauses, which leave out cue words."""
    return frozenset().union(*(clause.terms for clause in item.feature(clauses)))


def _clause_readings(item: Analysed) -> tuple[_Reading, ...]:
    """Every clause of ``item`` read with what it leaves to the clause before it in the same sentence.

    A clause with no content of its own (同比增长8.73%, up 8% year over year, 为31.4%) is about what the clause
    before is about; a shorter clause parallel to it leaves out what it has nothing in place of.
    """
    wording = item.feature(_wording)
    known = item.derived(_known)
    keys = [key for _, _, key in wording.words]
    starts = [start for start, _, _ in wording.words]
    readings: list[_Reading] = []
    for start, end in item.feature(clause_spans):
        words = tuple(range(bisect_left(starts, start), bisect_left(starts, end)))
        own = _anchors(item, start, end, known)
        bases = {basis for at, basis in wording.bases if start <= at < end}
        previous = readings[-1] if readings and not _SENTENCE_END.search(item.text, readings[-1].end, start) else None
        inherited: frozenset[str] = frozenset()
        quoted_from = start
        if previous is not None and own:
            left_out, words = _parallel(previous.words, words, keys)
            if left_out:  # read as written in full: 安慰剂组客观缓解率, with the bigrams where the pieces meet
                inherited = (content_terms(_joined(keys, words)) & known).union(
                    *(_anchors(item, wording.words[first][0], wording.words[last][1], known)
                      for first, last in _runs(left_out)))
        elif previous is not None:
            inherited = frozenset(anchor for anchor in previous.anchors if not anchor.startswith(_BASIS))
            words = previous.words + words
            quoted_from = previous.quoted_from
        readings.append(_Reading(start, end, quoted_from, own | bases | inherited, words))
    return tuple(readings)


# "North and South reported £412m and £380m, respectively", "华东和华南的营收分别为412万元和380万元": a list of figures
# given one by one to a list of things. The figures stand side by side, joined only by commas or "and"; the things
# are the one coordination of as many names, words or years before "respectively" (in the clause before 分别).
_RESPECTIVELY = re.compile(r"(?<![a-z])respectively(?![a-z])|分别", re.IGNORECASE)
_FIGURES_AFTER_MARKER = re.compile(r"[,:]?\s*|[\u3400-\u9fff]{0,4}")  # "respectively, £412m", 分别同比增长5%
LISTED = range(2, 5)
_FIGURE_JOINT = re.compile(r"\s*(?:[,，、]\s*(?:and\s+)?|and\s+|[和与及])\s*", re.IGNORECASE)
_LATIN_OR_DIGIT = r"[^\W_\u3400-\u9fff\uf900-\ufaff]"
_LIST_TOKEN = re.compile(rf"{_CJK_CHARACTER.pattern}|{_LATIN_OR_DIGIT}(?:['\u2019-]?{_LATIN_OR_DIGIT})*|[^\w\s]")
# Each token as a letter: W a word a thing may be named with, Y part of a year or quarter, J a joining word, D
# "the", "," a comma or 、, S anything else. A list of things is two to four runs of words (or of years).
_THING_LIST = re.compile(r"(?:W+|Y+)(?:,D?(?:W+|Y+)){0,2},?JD?(?:W+|Y+)")
_THING = re.compile(r"W+|Y+")
_JOINING = frozenset({"and", "和", "与", "及"})
SENTENCE_GAP = 2  # characters between two sentences of a source: a space, a line break


@dataclass(frozen=True, slots=True)
class _Respective:
    """Things and the figures given to them one by one, and the spans no reading of one figure reads: both lists
    and the word pairing them."""

    things: tuple[tuple[int, int], ...]
    figures: tuple[Quantity, ...]
    left_out: tuple[tuple[int, int], ...]


def _respective_readings(item: Analysed) -> tuple[_Reading, ...]:
    """Each figure of a respectively list read as if its sentence named only that figure's thing.

    Its anchors are those of the clauses holding the lists, with the two lists and the pairing word left out and
    its own thing put back; a message quotes it as the thing and the figure ("South \u2026 £380m"). Things that
    no anchor tells apart are not paired, and their figures are read with their clauses.
    """
    readings: list[_Reading] = []
    for respective in item.derived(_respective_lists):
        own = [_anchors(item, start, end, item.derived(_known)) for start, end in respective.things]
        things = _told_apart(own)
        if not things or not all(things):
            continue
        low, high = _clauses_around(item, respective)
        context = _outside(low, high, respective.left_out)
        common = frozenset().union(*(_anchors(item, start, end, item.derived(_known)) for start, end in context))
        bases = {basis for at, basis in item.feature(_wording).bases if low <= at < high}
        for span, anchors, thing, figure in zip(respective.things, own, things, respective.figures):
            shown = tuple(sorted([span, (figure.start, figure.end)]))
            readings.append(_Reading(figure.start, figure.end, figure.start, common | bases | anchors, (), shown,
                                     thing, things))
    return tuple(readings)


def _told_apart(anchors: list[frozenset[str]]) -> tuple[frozenset[str], ...]:
    """Each set of anchors without those of the others: what tells one thing of a list from the rest."""
    return tuple(own.difference(*(other for other in anchors if other is not own)) for own in anchors)


def _clauses_around(item: Analysed, respective: _Respective) -> tuple[int, int]:
    """From the start of the clause where a respectively list begins to the end of the one where it ends."""
    low = min(start for start, _ in respective.left_out)
    high = max(end for _, end in respective.left_out)
    spans = item.feature(clause_spans)
    return (max(start for start, _ in spans if start <= low),
            min(end for start, end in spans if end >= high and start <= high))


def _outside(low: int, high: int, cuts: Iterable[tuple[int, int]]) -> list[tuple[int, int]]:
    """The pieces of ``[low, high)`` outside ``cuts``."""
    pieces, start = [], low
    for cut_start, cut_end in sorted(cuts):
        if cut_start > start:
            pieces.append((start, cut_start))
        start = max(start, cut_end)
    return pieces + [(start, high)] if start < high else pieces


def _respective_lists(item: Analysed) -> tuple[_Respective, ...]:
    """The respectively lists of ``item``; one naming no list of things before its marker ("Mortality at 90 days
    was 8.1% and 9.0%, respectively") leaves them to the sentence before and has none."""
    text = item.text
    figures = [quantity for quantity in item.quantities
               if quantity.kind in MEASUREMENT_KINDS and not is_small_word_number(quantity)]
    found = []
    for marker in _RESPECTIVELY.finditer(text):
        chinese = marker[0] == "分别"
        sentence_start = max((end.end() for end in _SENTENCE_END.finditer(text, 0, marker.start())), default=0)
        run = _figure_list(text, _figure_runs(text, figures), marker, chinese)
        if run is None:
            continue
        low = item.feature(clause_spans)[_clause_index(item, marker.start())][0] if chinese else sentence_start
        lists = _thing_lists(item, low, marker.start(), chinese)
        paired = [things for things in lists if len(things) == len(run)]
        if not lists:
            found.append(_Respective((), run, ((run[0].start, run[-1].end), marker.span())))
        elif len(paired) == 1:
            (things,) = paired
            left_out = (things[0][0], things[-1][1]), (run[0].start, run[-1].end), marker.span()
            found.append(_Respective(things, run, left_out))
    return tuple(found)


def _clause_index(item: Analysed, offset: int) -> int:
    return max(index for index, (start, _) in enumerate(item.feature(clause_spans)) if start <= offset)


def _figure_runs(text: str, figures: list[Quantity]) -> list[tuple[Quantity, ...]]:
    """The runs of figures of one dimension that stand side by side, joined only by commas, 、 or "and"."""
    runs: list[list[Quantity]] = []
    for figure in figures:
        previous = runs[-1][-1] if runs else None
        if (previous is not None and previous.dimension == figure.dimension
                and _FIGURE_JOINT.fullmatch(text, previous.end, figure.start)):
            runs[-1].append(figure)
        else:
            runs.append([figure])
    return [tuple(run) for run in runs if len(run) > 1]


def _figure_list(
    text: str, runs: list[tuple[Quantity, ...]], marker: re.Match[str], chinese: bool
) -> tuple[Quantity, ...] | None:
    """The run of figures a respectively marker pairs: the one right after it (分别为412万元和380万元, "respectively,
    £412m and £380m"), or in English the last one before it in its sentence; ``None`` when it is not two to four."""
    after = next((run for run in runs if run[0].start >= marker.end()
                  and _FIGURES_AFTER_MARKER.fullmatch(text, marker.end(), run[0].start)), None)
    if after is None and not chinese:
        before = [run for run in runs if run[-1].end <= marker.start()
                  and not _SENTENCE_END.search(text, run[-1].end, marker.start())]
        after = before[-1] if before else None
    return after if after is not None and len(after) in LISTED else None


def _thing_lists(item: Analysed, low: int, high: int, chinese: bool) -> list[tuple[tuple[int, int], ...]]:
    """The lists of things in ``[low, high)``, each as the spans of its things.

    A thing ends before a verb ("South reported"); a word of the last thing beyond the length of the first is what
    both are ("the drug and placebo arms", "华东和华南地区"), and in Chinese, where no space ends the first thing, a
    character of the first beyond the length of the last is what the list is said of (公司华东和华南).
    """
    tokens = [(match.start(), match.end(), match[0]) for match in _LIST_TOKEN.finditer(item.text, low, high)]
    kinds = "".join(_token_kind(item, *token) for token in tokens)
    lists = []
    for found in _THING_LIST.finditer(kinds):
        if kinds.endswith(",", 0, found.start()):
            continue  # part of a longer list than the pattern reads
        runs = [(found.start() + run.start(), found.start() + run.end()) for run in _THING.finditer(found[0])]
        first, last = runs[0], runs[-1]
        last = (last[0], last[0] + min(last[1] - last[0], first[1] - first[0]))
        if chinese:
            first = (first[1] - min(first[1] - first[0], last[1] - last[0]), first[1])
        runs = [first, *runs[1:-1], last]
        lists.append(tuple((tokens[start][0], tokens[end - 1][1]) for start, end in runs))
    return lists


def _token_kind(item: Analysed, start: int, end: int, token: str) -> str:
    """A token of a list of things as its letter in ``_THING_LIST``: a thing is named with content words (not a
    stop word, a particle such as 的 or a verb such as "reported" or "rose"), or with a year or quarter."""
    held = [quantity for quantity in item.quantities if quantity.start < end and start < quantity.end]
    lowered = token.lower()
    if any(quantity.kind in CALENDAR_KINDS for quantity in held):
        return "Y"
    if held:
        return "S"
    if lowered in _JOINING:
        return "J"
    if token in ",\u3001":
        return ","
    if lowered == "the":
        return "D"
    verb = lowered in IRREGULAR_PAST or token.islower() and len(token) >= 4 and lowered.endswith("ed")
    return "W" if content_terms(token) and not verb else "S"


@dataclass(frozen=True, slots=True)
class _Event:
    """A year or date stated as when something happened: its event words and itself, read as a clause, and the
    sentence it is in (counted from the start of the text)."""

    reading: _Reading
    date: Quantity
    sentence: int


def _events(item: Analysed) -> tuple[_Event, ...]:
    """Each year or date of ``item`` stated as when something happened, read with the event word beside it.

    A year in a clause with a measurement is the measurement's period ("Revenue was $5M in 2023"), compared
    there. In Chinese the event follows its date, up to the next one ("2015年成立并于2019年扩建"). In English it is
    the word before "in", "on" or "since" ("paid on 24 May 2024 to shareholders on the register on 19 April
    2024"); a year standing without one ("the 2003 film", "Rhapsody in Blue (1924)") dates a thing, not an event,
    and is left out. That word is often one that elsewhere only says how a figure moved ("expanded"), so cue
    words count, but not a proper name: the one whose events they are is named once and then referred to ("He
    was elected ... in 2010"). The reading spans the event word and the date, which a message quotes.
    """
    sentence_ends = [match.start() for match in _RUN_ON_SENTENCE_END.finditer(item.text)]
    events: list[_Event] = []
    for start, end in item.feature(clause_spans):
        held = [quantity for quantity in item.quantities if start <= quantity.start < end]
        if any(quantity.kind in MEASUREMENT_KINDS and not is_small_word_number(quantity) for quantity in held):
            continue
        dates = [quantity for quantity in held if quantity.kind in EVENT_KINDS]
        chinese = _CJK_CHARACTER.search(item.text, start, end) is not None
        previous: frozenset[str] = frozenset()
        for index, date in enumerate(dates):
            window = _event_window(item.text, (start, end), dates, index, chinese)
            if window is None:
                continue
            anchors = frozenset(anchor for anchor in _anchors(item, *window, item.terms) if anchor[0] not in _DATING)
            # "opened in 2015 in Ohio and in 2019 in Texas": the second event is the first, left out
            anchors = anchors or previous
            previous = anchors
            low, high = min(window[0], date.start), max(window[1], date.end)
            sentence = bisect_left(sentence_ends, date.start)
            events.append(_Event(_Reading(low, high, low, anchors, ()), date, sentence))
    return tuple(events)


def _event_window(
    text: str, clause: tuple[int, int], dates: list[Quantity], index: int, chinese: bool
) -> tuple[int, int] | None:
    """Where the event of ``dates[index]`` is named in its clause (see ``_events``)."""
    date = dates[index]
    if chinese:
        return date.end, dates[index + 1].start if index + 1 < len(dates) else clause[1]
    if not _EVENT_PREPOSITION.search(text, max(0, date.start - 16), date.start):
        return None
    low = dates[index - 1].end if index else clause[0]
    return _event_words(text, low, date.start), date.start


def _event_words(text: str, low: int, high: int) -> int:
    """Where the last content word before a date begins: the event ("opened in", "was expanded in", "on the
    register on"), not the subject the clause opens with, which is every event's ("The Leeds centre opened in
    2015 and was expanded in 2019"), nor the words before an "and" or comma, which still tell of the date before
    ("in 2015 in Ohio and in 2019")."""
    joints = list(_COORDINATION.finditer(text, low, high))
    low = joints[-1].end() if joints else low
    words = [match.start() for match in _WORD.finditer(text, low, high) if content_terms(match[0])]
    return words[-1] if words else low


def _reading_at(item: Analysed, offset: int, found: frozenset[str]) -> _Reading | None:
    """The reading of the sentence's figure at ``offset``: the first holding it, leaving out a respectively list's
    reading unless each of its things is among the ``found`` anchors of the evidence's figures."""
    return next((reading for reading in item.derived(_readings) if reading.start <= offset < reading.end
                 and all(thing & found for thing in reading.things)), None)


def _held(item: Analysed) -> tuple[tuple[_Reading, list[Quantity]], ...]:
    """Each reading of ``item`` with the figures read with it (each figure with the first reading holding it)."""
    readings = item.derived(_readings)
    held: dict[int, list[Quantity]] = {}
    for quantity in item.quantities:
        index = next((index for index, reading in enumerate(readings)
                      if reading.start <= quantity.start < reading.end), None)
        if index is not None:
            held.setdefault(index, []).append(quantity)
    return tuple((readings[index], quantities) for index, quantities in sorted(held.items()))


def _quoted(text: str, reading: _Reading, limit: int = 80) -> str:
    """A clause as a message quotes it; a long quote of several clauses keeps its end, which holds the figure; a
    figure of a respectively list is quoted with its thing ("South … £380m")."""
    if reading.shown:
        return " … ".join(excerpt(text[start:end], limit // 2) for start, end in reading.shown)
    if reading.quoted_from == reading.start:
        return excerpt(text[reading.start : reading.end], limit)
    quoted = " ".join(text[reading.quoted_from : reading.end].split())
    return quoted if len(quoted) <= limit else "\u2026" + quoted[1 - limit :]


def _score(anchors: frozenset[str], other: frozenset[str]) -> int:
    weights = {_PERIOD: PERIOD_WEIGHT, _NAME: NAME_WEIGHT}
    return sum(weights.get(anchor[0], 1) for anchor in anchors & other)


def _evidence_readings(evidence: Evidence) -> Iterable[tuple[Passage, _Reading, list[Quantity], frozenset[str]]]:
    """Each reading of the evidence holding a figure, with the things it may also be of: those a respectively
    list naming none of its things leaves to the sentence before (see ``_things_before``)."""
    for passage in evidence.passages:
        if not passage.quantities:
            continue
        left = _things_before(evidence, passage)
        for reading, held in passage.derived(_held):
            yield passage, reading, held, frozenset().union(
                *(things for (low, high), things in left if low <= reading.start < high))


def _things_before(evidence: Evidence, passage: Passage) -> list[tuple[tuple[int, int], frozenset[str]]]:
    """For each respectively list of ``passage`` that names none of its things ("Independent walking ... by 58.4%
    of patients in the early-mobilisation group and 51.2% in the usual-care group. Mortality at 90 days was 8.1%
    and 9.0%, respectively"), the clauses around it and what tells apart the things the sentence before gives its
    first figures to, when the evidence holds that sentence.

    Which figure is whose is not worked out: a clause of the list may be of any of them, so an owner is read with
    all of them, and the sentence naming them wins no figure from it only by naming them.
    """
    opened = [respective for respective in passage.derived(_respective_lists) if not respective.things]
    before = next((other for other in evidence.passages if other.source_id == passage.source_id
                   and 0 <= passage.start - other.end <= SENTENCE_GAP), None) if opened else None
    if before is None:
        return []
    figured = [reading.anchors for reading, held in before.derived(_held)
               if any(quantity.kind in MEASUREMENT_KINDS for quantity in held)]
    left = []
    for respective in opened:
        things = _told_apart(figured[: len(respective.figures)])
        if len(things) == len(respective.figures) and all(things):
            left.append((_clauses_around(passage, respective), frozenset().union(*things)))
    return left


def check(statement: Statement, evidence: Evidence) -> list[Finding]:
    return first_per_rule([*_moved_numbers(statement, evidence), *_moved_dates(statement, evidence)])


def _moved_numbers(statement: Statement, evidence: Evidence) -> Iterator[Finding]:
    stated = [quantity for quantity in statement.quantities
              if quantity.kind in MEASUREMENT_KINDS and not is_small_word_number(quantity)]
    if not stated:
        return
    held_readings = list(_evidence_readings(evidence))
    if not any(supports(quantity, other) for quantity in stated for _, _, held, _ in held_readings for other in held):
        return  # the evidence states none of the sentence's numbers, so it gives none of them to another thing
    # What the sentence's numbers count and how they are written ("120 *beds*", "*around* 870", "30-*minute*")
    # says what is counted, not whose count it is; the evidence often leaves it out of a second clause ("... and
    # the north wing has 80"), so it is left out of every side of the comparison.
    counted = statement.derived(counted_terms) | content_terms(" ".join(quantity.surface for quantity in stated))
    evidence_readings = [(passage, reading, held, reading.anchors - counted)
                         for passage, reading, held, _ in held_readings]
    owned = [(reading.anchors | things) - counted for _, reading, _, things in held_readings]
    found = frozenset().union(*(anchors for *_, anchors in evidence_readings))
    readings = [_reading_at(statement, quantity.start, found) for quantity in stated]
    for quantity, reading in zip(stated, readings):
        if reading is None:
            continue
        owners = [(passage, item, anchors) for (passage, item, held, _), anchors in zip(evidence_readings, owned)
                  if any(supports(quantity, other) for other in held)]
        rivals = [
            (passage, item, other, item_anchors)
            for passage, item, held, item_anchors in evidence_readings
            if not any(supports(quantity, other) for other in held)
            for other in held
            if other.kind in MEASUREMENT_KINDS and other.dimension == quantity.dimension
            and not same_value(quantity, other)
        ]
        # a number the sentence states as well is not a rival: the sentence gives it a place of its own (but when
        # two figures of a list changed places, the one the sentence gives the thing is the clearest to name)
        restated = [any(supports(mine, rival[2]) for mine in stated) for rival in rivals]
        if reading.thing:
            ordered = sorted(zip(restated, rivals), key=lambda entry: not entry[0])
            yield from _swapped(statement, quantity, reading, owners, [rival for _, rival in ordered])
        yield from _moved(statement, quantity, reading.anchors - counted, owners,
                          [rival for rival, again in zip(rivals, restated) if not again])


def _moved_dates(statement: Statement, evidence: Evidence) -> Iterator[Finding]:
    """Years and dates stated as when something happened ("opened in 2015"), compared by the event words beside
    them. A rival is another date of the same kind in a sentence of the evidence that holds the sentence's date:
    there two events are dated side by side, while a date a sentence away may be of someone else's event."""
    events = statement.derived(_events)
    if not events:
        return
    calendar = [quantity for quantity in statement.quantities if quantity.kind in CALENDAR_KINDS]
    held = [(passage, event) for passage in evidence.passages for event in passage.derived(_events)]
    for event in events:
        owners = [(passage, other) for passage, other in held if supports(event.date, other.date)]
        beside = {(id(passage), other.sentence) for passage, other in owners}
        rivals = [(passage, other.reading, other.date, other.reading.anchors) for passage, other in held
                  if (id(passage), other.sentence) in beside and other.date.kind == event.date.kind
                  and not any(supports(mine, other.date) for mine in calendar)]
        owned = [(passage, other.reading, other.reading.anchors) for passage, other in owners]
        yield from _moved(statement, event.date, event.reading.anchors, owned, rivals)


def _moved(
    statement: Statement,
    quantity: Quantity,
    anchors: frozenset[str],
    owners: list[tuple[Passage, _Reading, frozenset[str]]],
    rivals: list[tuple[Passage, _Reading, Quantity, frozenset[str]]],
) -> Iterator[Finding]:
    """A finding when a rival clause matches the sentence's clause better than every clause holding the figure."""
    if not owners or not rivals:
        return
    owner_passage, owner, owner_anchors = max(owners, key=lambda entry: _score(anchors, entry[2]))
    if not owner_anchors - anchors:
        return  # the clause holding the figure says nothing the sentence does not: nothing to contradict
    rival_passage, rival_reading, rival, rival_anchors = max(rivals, key=lambda entry: _score(anchors, entry[3]))
    if _score(anchors, rival_anchors) > _score(anchors, owner_anchors):
        yield _misattributed(statement, quantity, (owner_passage, owner), (rival_passage, rival_reading, rival))


def _swapped(
    statement: Statement,
    quantity: Quantity,
    reading: _Reading,
    owners: list[tuple[Passage, _Reading, frozenset[str]]],
    rivals: list[tuple[Passage, _Reading, Quantity, frozenset[str]]],
) -> Iterator[Finding]:
    """A finding when the evidence gives a figure of the sentence's respectively list only to another thing of the
    list, and gives the figure's own thing a different one: two figures of the list have changed places.

    Only the things are compared, not the whole clauses: an evidence clause often leaves its metric to the clause
    before ("... 14.2 months with the combination and 11.6 months with chemotherapy alone"), which the sentence's
    list, saying it once for every thing, never does.
    """
    if not owners or any(anchors & reading.thing for _, _, anchors in owners):
        return
    others = frozenset().union(*reading.things) - reading.thing
    owner = next(((passage, item) for passage, item, anchors in owners if anchors & others), None)
    rival = next(((passage, item, other) for passage, item, other, anchors in rivals if anchors & reading.thing), None)
    if owner is not None and rival is not None:
        yield _misattributed(statement, quantity, owner, rival)


def _misattributed(
    statement: Statement,
    quantity: Quantity,
    owner: tuple[Passage, _Reading],
    rival: tuple[Passage, _Reading, Quantity],
) -> Finding:
    (owner_passage, owner_reading), (rival_passage, rival_reading, rival_figure) = owner, rival
    return NUMBER_MISATTRIBUTED.finding(
        sentence=statement.text,
        span=statement.span,
        evidence=owner_passage.ref,
        number=f"\u201c{quantity.surface}\u201d",
        owner=_quoted(owner_passage.text, owner_reading),
        claimed=_quoted(rival_passage.text, rival_reading),
        other=f"\u201c{rival_figure.surface}\u201d",
    )
