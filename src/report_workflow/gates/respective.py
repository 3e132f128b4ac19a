"""Lists of figures given one by one to a list of things, read so that each figure goes with its own thing.

"North and South reported £412m and £380m, respectively" and 华东和华南的营收分别为412万元和380万元 give each figure
to its thing: a figure of such a list is read as if its sentence named only that thing. A list that leaves its
things to the sentence before ("Mortality at 90 days was 8.1% and 9.0%, respectively") is found too, with no things.
So is a list of figures each followed by its own thing ("201 gold, 111 silver and 71 bronze medals",
201枚金牌、111枚银牌和71枚铜牌), and a figure summing such a list right after it (奖牌总数383枚) is read as its total; and a
Chinese list of things each followed by its own figure (其中蛐蛐罐128件、鸣虫葫芦47件).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from ..text import content_terms
from ..text.quantities import CJK_CLASSIFIERS, Quantity
from .align import clause_spans
from .inputs import Analysed
from .lexicon import IRREGULAR_PAST
from .numbers import CALENDAR_KINDS, MEASUREMENT_KINDS, is_small_word_number
from .readings import (
    ALIGNED_WORD,
    CJK_CHARACTER,
    SENTENCE_END,
    Reading,
    anchor_terms,
    anchors_of,
    figure_wording,
    reading_spans,
)


# "North and South reported £412m and £380m, respectively", "华东和华南的营收分别为412万元和380万元": a list of figures
# given one by one to a list of things. The figures stand side by side, joined only by commas or "and"; the things
# are the one coordination of as many names, words or years before "respectively" (in the clause before 分别).
_RESPECTIVELY = re.compile(r"(?<![a-z])respectively(?![a-z])|分别", re.IGNORECASE)
_FIGURES_AFTER_MARKER = re.compile(r"[,:]?\s*|[\u3400-\u9fff]{0,4}")  # "respectively, £412m", 分别同比增长5%
LISTED = range(2, 5)
_FIGURE_JOINT = re.compile(r"\s*(?:[,，、]\s*(?:and\s+)?|and\s+|[和与及])\s*", re.IGNORECASE)
_LATIN_OR_DIGIT = r"[^\W_\u3400-\u9fff\uf900-\ufaff]"
_LIST_TOKEN = re.compile(rf"{CJK_CHARACTER.pattern}|{_LATIN_OR_DIGIT}(?:['\u2019-]?{_LATIN_OR_DIGIT})*|[^\w\s]")
# Each token as a letter: W a word a thing may be named with, Y part of a year or quarter, J a joining word, D
# "the", "," a comma or 、, S anything else. A list of things is two to four runs of words (or of years).
_THING_LIST = re.compile(r"(?:W+|Y+)(?:,D?(?:W+|Y+)){0,2},?JD?(?:W+|Y+)")
_THING = re.compile(r"W+|Y+")
_JOINING = frozenset({"and", "和", "与", "及"})
# The thing a figure of an itemised list names right after it: a few Chinese characters or up to three words.
_ITEM_THING = re.compile(r"\s*(?:[\u3400-\u9fff]{1,4}|[^\W\d_\u3400-\u9fff]+(?:[ -][^\W\d_\u3400-\u9fff]+){0,2})")
_ITEM_GAP = re.compile(f"(?P<thing>{_ITEM_THING.pattern})(?:{_FIGURE_JOINT.pattern})", re.IGNORECASE)
_LAST_JOINT = re.compile(r"(?<![a-z])and(?![a-z])|[和与及]", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class _Respective:
    """Things and the figures given to them one by one, and the spans no reading of one figure reads: both lists
    and the word pairing them."""

    things: tuple[tuple[int, int], ...]
    figures: tuple[Quantity, ...]
    left_out: tuple[tuple[int, int], ...]


def respective_readings(item: Analysed) -> tuple[Reading, ...]:
    """Each figure of a respectively or itemised list read as if its sentence named only that figure's thing.

    Its anchors are those of the clauses holding the lists, with the lists and the pairing word left out and its
    own thing put back; a message quotes it as the thing and the figure ("South \u2026 £380m", "111枚银牌"). Things
    that no anchor tells apart are not paired, and their figures are read with their clauses. A total of a list is
    read with what the list is of and what its own clause says (see ``_total_reading``).
    """
    readings: list[Reading] = []
    known = item.derived(anchor_terms)
    for respective in (*item.derived(respective_lists), *item.derived(itemised_lists), *item.derived(named_lists)):
        own = [anchors_of(item, start, end, known) for start, end in respective.things]
        things = told_apart(own)
        if not things or not all(things):
            continue
        low, high = clauses_around(item, respective)
        context = _outside(low, high, respective.left_out)
        common = frozenset().union(*(anchors_of(item, start, end, known) for start, end in context))
        bases = {basis for at, basis in item.feature(figure_wording).bases if low <= at < high}
        for span, anchors, thing, figure in zip(respective.things, own, things, respective.figures):
            beside = span[0] >= figure.end and not item.text[figure.end : span[0]].strip()  # "111枚银牌": one quote
            shown = ((figure.start, span[1]),) if beside else tuple(sorted([span, (figure.start, figure.end)]))
            readings.append(Reading(figure.start, figure.end, figure.start, common | bases | anchors, (), shown,
                                     thing, things))
        total = _total_reading(item, respective, low, common | bases)
        readings += [total] if total is not None else []
    return tuple(readings)


def _total_reading(item: Analysed, listed: _Respective, low: int, common: frozenset[str]) -> Reading | None:
    """The reading of a figure summing a list in the clause right after it, in the same sentence
    ("201枚金牌、111枚银牌和71枚铜牌，奖牌总数383枚"): the list's total, of what the list is of, so its clause, which
    leaves that to the list's, is read with the list's anchors as well as its own."""
    end = max(stop for _, stop in listed.left_out)
    spans = item.derived(reading_spans)
    after = next(((start, stop) for start, stop in spans if start >= end), None)
    if after is None or SENTENCE_END.search(item.text, end, after[0]):
        return None
    summed = sum(figure.value for figure in listed.figures)
    total = next((quantity for quantity in item.quantities if after[0] <= quantity.start < after[1]
                  and quantity.dimension == listed.figures[0].dimension
                  and abs(quantity.value - summed) <= quantity.precision / 2), None)
    if total is None:
        return None
    anchors = common | anchors_of(item, *after, item.derived(anchor_terms))
    return Reading(total.start, total.end, low, anchors, ())


def told_apart(anchors: list[frozenset[str]]) -> tuple[frozenset[str], ...]:
    """Each set of anchors without those of the others: what tells one thing of a list from the rest."""
    return tuple(own.difference(*(other for other in anchors if other is not own)) for own in anchors)


def clauses_around(item: Analysed, respective: _Respective) -> tuple[int, int]:
    """From the start of the clause where a respectively list begins to the end of the one where it ends (or, where
    the list ends on a word between two clauses, "libraries and leisure", the end of the clause after it)."""
    low = min(start for start, _ in respective.left_out)
    high = max(end for _, end in respective.left_out)
    spans = item.derived(reading_spans)
    return (max((start for start, _ in spans if start <= low), default=0),
            min((end for _, end in spans if end >= high), default=len(item.text)))


def _outside(low: int, high: int, cuts: Iterable[tuple[int, int]]) -> list[tuple[int, int]]:
    """The pieces of ``[low, high)`` outside ``cuts``."""
    pieces, start = [], low
    for cut_start, cut_end in sorted(cuts):
        if cut_start > start:
            pieces.append((start, cut_start))
        start = max(start, cut_end)
    return pieces + [(start, high)] if start < high else pieces


def respective_lists(item: Analysed) -> tuple[_Respective, ...]:
    """The respectively lists of ``item``; one naming no list of things before its marker ("Mortality at 90 days
    was 8.1% and 9.0%, respectively") leaves them to the sentence before and has none."""
    text = item.text
    figures = [quantity for quantity in item.quantities
               if quantity.kind in MEASUREMENT_KINDS and not is_small_word_number(quantity)]
    found = []
    for marker in _RESPECTIVELY.finditer(text):
        chinese = marker[0] == "分别"
        sentence_start = max((end.end() for end in SENTENCE_END.finditer(text, 0, marker.start())), default=0)
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


def itemised_lists(item: Analysed) -> tuple[_Respective, ...]:
    """The lists of figures each followed by its own thing ("201 gold, 111 silver and 71 bronze medals",
    201枚金牌、111枚银牌和71枚铜牌), joined only by commas, 、 or "and". The last figure's thing is as many words as
    the longest before it: what follows is what every thing is ("medals") or what the sentence goes on to say."""
    text = item.text
    figures = [quantity for quantity in item.quantities
               if quantity.kind in MEASUREMENT_KINDS and not is_small_word_number(quantity)]
    found = []
    run: list[tuple[Quantity, tuple[int, int]]] = []
    closing = False  # the figure after "and" (和) is the last of its list
    for figure, following in zip(figures, [*figures[1:], None]):
        gap = None if closing or following is None or following.dimension != figure.dimension else \
            _ITEM_GAP.fullmatch(text, figure.end, following.start)
        if gap is not None:
            run.append((figure, _words_span(text, *gap.span("thing"))))
            closing = _LAST_JOINT.search(text, gap.end("thing"), gap.end()) is not None
            continue
        closing = False
        last = _ITEM_THING.match(text, figure.end)
        if run and last is not None:
            most = max(len(ALIGNED_WORD.findall(text, *span)) for _, span in run)
            words = list(ALIGNED_WORD.finditer(text, *last.span()))[:most]
            run.append((figure, (words[0].start(), words[-1].end())))
            listed, things = zip(*run)
            found.append(_Respective(things, listed, ((listed[0].start, things[-1][1]),)))
        run = []
    return tuple(found)


# A Chinese list of things each with its figure right after it (其中蛐蛐罐128件、鸣虫葫芦47件, 水稻200万亩、玉米150万亩):
# between two figures a classifier, 、 or 和 and the next thing; before the first figure its thing, back to a break or
# to a word opening the list.
_NAMED_GAP = re.compile(rf"[{CJK_CLASSIFIERS}]?\s*[、和及与]\s*(?P<thing>(?:(?!其中|包括|共计)[\u4e00-\u9fff]){{1,6}}?)"
                        r"(?:为|有|达)?")
_NAMED_OPENING = re.compile(r"(?:其中|包括|以及|分为|含|有|为|是|共|计|、|，|,|：|:|；|;|。)(?=[\u4e00-\u9fff]+\Z)")


def named_lists(item: Analysed) -> tuple[_Respective, ...]:
    """The Chinese lists of things each followed by its own figure (其中蛐蛐罐128件、鸣虫葫芦47件), joined only by 、
    or 和, two to four long. The first thing is read back from its figure to a break or a word opening the
    list (其中, 包括, 有), as long as the longest of the others at most."""
    text = item.text
    if text.isascii():
        return ()
    figures = [quantity for quantity in item.quantities
               if quantity.kind in MEASUREMENT_KINDS and not is_small_word_number(quantity)]
    found = []
    index = 0
    while index < len(figures) - 1:
        run = [figures[index]]
        things: list[tuple[int, int]] = []
        while index + len(run) < len(figures):
            following = figures[index + len(run)]
            gap = _NAMED_GAP.fullmatch(text, run[-1].end, following.start) \
                if following.dimension == run[-1].dimension else None
            if gap is None:
                break
            things.append(gap.span("thing"))
            run.append(following)
        first = _first_named(text, run[0], max((end - start for start, end in things), default=0))
        if len(run) in LISTED and first is not None:
            found.append(_Respective((first, *things), tuple(run), ((first[0], run[-1].end),)))
        index += len(run)
    return tuple(found)


def _first_named(text: str, figure: Quantity, longest: int) -> tuple[int, int] | None:
    """The span of the thing right before the first figure of a named list: its Chinese characters back to a word
    opening the list or a break, no more than ``longest``."""
    low = figure.start
    while low > 0 and figure.start - low < longest and "\u4e00" <= text[low - 1] <= "\u9fff":
        low -= 1
    low = max([low, *(opening.end() for opening in _NAMED_OPENING.finditer(text, max(0, low - 2), figure.start))])
    return (low, figure.start) if low < figure.start else None


def _words_span(text: str, start: int, end: int) -> tuple[int, int]:
    """From the first word of ``[start, end)`` to the end of its last."""
    words = list(ALIGNED_WORD.finditer(text, start, end))
    return words[0].start(), words[-1].end()


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
                  and not SENTENCE_END.search(text, run[-1].end, marker.start())]
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
