"""FN wholes: a figure belongs to the whole, or the group, the evidence states it of.

"International students make up 15% of the incoming class" and "15% of its applicants were international" share
the figure and nearly every word; the whole changed from the class admitted to everyone who applied. The evidence
names both wholes ("admitted 1,650 of 57,000 applicants"), so the share was moved from one to the other. An age
group is a whole of the same kind: "among patients aged over 75, stay fell from 6.1 to 4.8 days" beside "from 5.2 to
4.9 days across all patients" gives the older patients a figure of their own, which is not the figure of all.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from ..text import content_terms
from ..text.quantities import MEASUREMENT_KINDS, Quantity
from ..text.sentences import split_sentences
from .align import clause_spans
from .base import Finding, Rule
from .phrases import Marks, mentions_any, opening
from .inputs import Analysed, Evidence, Passage, Statement
from .numbers import supports, year_like


class ShareOfAnotherWhole(Rule):
    """The sentence takes a percentage of a whole the evidence names but does not take it of.

    What it does: reads each percentage stated as a share of something ("15% of its applicants", "占全市人口的
    13.3%"). When an evidence passage gives the same percentage as a share of another whole ("15% of the incoming
    class"), names the sentence's whole elsewhere ("1,650 of 57,000 applicants"), and never gives that percentage
    of it, it blocks. A whole the evidence does not name at all is a paraphrase ("of new students" for "of the
    incoming class") and is left to the word checks.

    Why it matters: a share of applicants and a share of admitted students are different findings with the same
    number; moving the share between the two wholes the source discusses is a misreading only the whole shows.

    Example: evidence "The university admitted 1,650 of 57,000 applicants. International students make up 15% of
    the incoming class.", sentence "15% of its applicants were international." blocks.

    Fix: take the percentage of the whole the evidence takes it of.
    """

    code = "FN003"
    family = "FN"
    message = "the evidence gives {share} of \u201c{evidence_whole}\u201d, not of \u201c{sentence_whole}\u201d"
    hint = "take {share} of \u201c{evidence_whole}\u201d as the evidence does"


class FigureOfAnotherGroup(Rule):
    """The sentence states for the whole, or for another age group, a figure the evidence states for one age group.

    What it does: reads the age group each figure is stated for: the one its clause names, else the last one named
    before it in its sentence ("aged over 75", "75 and older", "aged 18-44", "members under 18", 60岁及以上, 65岁以下,
    18～44岁). When
    every evidence figure stating the sentence's figure has an age group and none is the sentence's, it blocks: the
    sentence names another group, or names none while the evidence gives the whole (no group, or a wider one) a
    figure of its own in a sentence sharing two of the sentence's terms. A sentence naming an age without a figure
    for it (older, elderly, 老年) is read as naming a group and left to the word checks.

    Why it matters: the largest gain among the oldest patients is not the hospital's result, and an adult rate is
    not the rate of the over-60s; the figure and the words are the same, only the group changed.

    Example: evidence "Median stay fell from 5.2 to 4.9 days across all patients. Among patients aged over 75 it
    dropped from 6.1 to 4.8 days.", sentence "The protocol cut the median stay from 6.1 to 4.8 days." blocks;
    "Among patients over 75, ..." passes.

    Fix: name the group the evidence states the figure for, or state the whole's own figure.
    """

    code = "FN008"
    family = "FN"
    message = "the evidence gives {figure} for \u201c{evidence_group}\u201d, not for {sentence_group}"
    hint = "name the group the evidence gives {figure} for: \u201c{evidence_group}\u201d"


RULES: tuple[Rule, ...] = (ShareOfAnotherWhole(), FigureOfAnotherGroup())
SHARE_OF_ANOTHER_WHOLE, FIGURE_OF_ANOTHER_GROUP = RULES

_WHOLE = r"(?:the |its |their |his |her |all |our )?(?P<whole>[A-Za-z][A-Za-z\-]*(?: [A-Za-z][A-Za-z\-]*){0,2}?)"
# The word after a whole ends it: "15% of its applicants *were* international".
_AFTER_WHOLE = r"(?:were|was|are|is|had|have|has|who|that|which|in|at|on|for|from|by|with|and|or|but)"
_SHARES = (
    re.compile(rf"(?P<share>\d+(?:\.\d+)?)\s*(?:%|per ?cent\b|percent\b) of {_WHOLE}(?=\s+{_AFTER_WHOLE}\b|[,.;:)]|$)"),
    re.compile(r"占(?!比)(?P<whole>[\u3400-\u9fff]{1,8}?)的(?P<share>\d+(?:\.\d+)?)\s*[%％]"),
)


def shares_of_wholes(text: str) -> tuple[tuple[float, str], ...]:
    """The percentages of ``text`` taken of a named whole: "15% of the incoming class" gives (15.0, "incoming
    class")."""
    if "%" not in text and "cent" not in text and "％" not in text:
        return ()
    return tuple((float(match.group("share")), match.group("whole")) for pattern in _SHARES
                 for match in pattern.finditer(text))


def check(statement: Statement, evidence: Evidence) -> list[Finding]:
    return _share_moved(statement, evidence) or _group_moved(statement, evidence)


def _share_moved(statement: Statement, evidence: Evidence) -> list[Finding]:
    for share, whole in statement.feature(shares_of_wholes):
        terms = content_terms(whole)
        if not terms or not terms <= evidence.terms:
            continue  # a whole the evidence never names: a paraphrase, for the word checks
        for passage in evidence.passages:
            moved = _other_whole(share, terms, passage)
            if moved is not None:
                return [SHARE_OF_ANOTHER_WHOLE.finding(
                    sentence=statement.text, span=statement.span, evidence=passage.ref,
                    share=f"{share:g}%", evidence_whole=moved, sentence_whole=whole,
                )]
    return []


def _other_whole(share: float, terms: frozenset[str], passage: Passage) -> str | None:
    """The passage's whole for ``share``, when it takes ``share`` only of wholes other than ``terms``."""
    wholes = [whole for value, whole in passage.feature(shares_of_wholes) if value == share]
    if not wholes or any(content_terms(whole) & terms for whole in wholes):
        return None
    return wholes[0]


@dataclass(frozen=True, slots=True)
class AgeGroup:
    """An age group a text names: its youngest and oldest ages (open ends at 0 and infinity) and its wording."""

    low: float
    high: float
    phrase: str
    start: int
    end: int

    @property
    def ages(self) -> tuple[float, float]:
        return (self.low, self.high)

    def holds(self, other: AgeGroup) -> bool:
        """Whether this group is wider than ``other`` and takes it in (18岁及以上 takes in 60岁及以上)."""
        return self.low <= other.low and other.high <= self.high and self.ages != other.ages


_AGE = r"(\d{1,3})"
# A group of people before an age bound with no unit after it: "members under 18", "people over 65".
_PEOPLE = (r"\b(?:members|children|people|players|pupils|students|residents|visitors|entrants|competitors|juniors"
           r"|riders|runners|those|anyone|patients|adults)\s+")
_NO_UNIT = r"\b(?!\s*(?:%|percent|per\b|kg|km|miles|metres|meters|minutes|hours|pounds|points))"
_OLDER = (r"\baged\s+(?:over|above|at least)\s+" + _AGE + r"\b", r"\b" + _AGE + r"\s+(?:years\s+)?(?:and|or)\s+"
          r"(?:over|older|above)\b", r"\bover-" + _AGE + r"s\b", _AGE + r"\s*周?岁(?:及|或)?以上",
          _PEOPLE + r"(?:over|above)\s+" + _AGE + _NO_UNIT)
_YOUNGER = (r"\baged\s+(?:under|below)\s+" + _AGE + r"\b", r"\bunder-" + _AGE + r"s\b", _AGE + r"\s*周?岁(?:及|或)?以下",
            _PEOPLE + r"(?:under|below)\s+" + _AGE + _NO_UNIT)
_BETWEEN = (r"\baged\s+" + _AGE + r"\s*(?:-|\u2013|to)\s*" + _AGE + r"\b",
            _AGE + r"\s*(?:-|\u2013|~|\uff5e|至|到)\s*" + _AGE + r"\s*周?岁")
_AGE_GROUP = re.compile(opening("|".join(f"(?P<{kind}{index}>{pattern})" for kind, patterns in
                                                   (("older", _OLDER), ("younger", _YOUNGER), ("between", _BETWEEN))
                                                   for index, pattern in enumerate(patterns))), re.IGNORECASE)
_AGE_MARKS = Marks("aged", "over", "older", "above", "under", "岁")
# Words naming an age group without its ages: a sentence using one names a group this rule cannot read.
_AGE_WORDS = re.compile(r"\b(?:older|elderly|younger|seniors?|children|adolescents?|teen(?:ager)?s?|aged)\b"
                        r"|老年|老人|儿童|青少年|中青年|高龄|岁", re.IGNORECASE)
# A whole's figure is of the same metric when its sentence shares this many terms with the sentence under check.
SHARED_TERMS = 2


def age_groups(text: str) -> tuple[AgeGroup, ...]:
    """The age groups ``text`` names: "aged over 75" gives (75, inf), 18～44岁 gives (18, 44)."""
    if not mentions_any(text, _AGE_MARKS):
        return ()  # every age group is written with one of these
    found = []
    for match in _AGE_GROUP.finditer(text):
        ages = [float(age) for age in re.findall(r"\d+", match.group())]
        kind = (match.lastgroup or "").rstrip("0123456789")
        low, high = {"older": (ages[0], math.inf), "younger": (0.0, ages[0])}.get(kind, (ages[0], ages[-1]))
        found.append(AgeGroup(low, high, match.group().strip(), match.start(), match.end()))
    return tuple(found)


@dataclass(frozen=True, slots=True)
class GroupedFigure:
    """A figure with the age group it is stated for (none when its sentence names none before it) and the terms
    of its sentence."""

    figure: Quantity
    group: AgeGroup | None
    terms: frozenset[str]


def _measured(quantity: Quantity) -> bool:
    """Whether ``quantity`` is a figure an age group may be stated for: a measurement, not a year."""
    return quantity.kind in MEASUREMENT_KINDS and not year_like(quantity)


def grouped_figures(item: Analysed) -> tuple[GroupedFigure, ...]:
    """Each figure of ``item`` with the age group its clause names or, failing that, the last one its sentence
    names before it."""
    groups = item.feature(age_groups)
    found = []
    for sentence in split_sentences(item.text):
        terms = content_terms(sentence.text)
        for quantity in item.quantities:
            if not sentence.start <= quantity.start < sentence.end or not _measured(quantity) \
                    or any(group.start <= quantity.start < group.end for group in groups):
                continue
            start, end = next(span for span in item.feature(clause_spans) if span[0] <= quantity.start <= span[1])
            inside = [group for group in groups if start <= group.start < end]
            before = [group for group in groups if sentence.start <= group.start < quantity.start]
            group = inside[0] if inside else before[-1] if before else None
            found.append(GroupedFigure(quantity, group, terms))
    return tuple(found)


def _group_moved(statement: Statement, evidence: Evidence) -> list[Finding]:
    """A figure the evidence states only for an age group, stated for another group or for the whole."""
    if not any(map(_measured, statement.quantities)) \
            or not any(passage.feature(age_groups) for passage in evidence.passages):
        return []  # a finding needs a figure of the sentence's and an age group of the evidence's
    for mine in statement.derived(grouped_figures):
        if mine.group is None and _AGE_WORDS.search(statement.text):
            continue
        stated = [(passage, theirs) for passage in evidence.passages for theirs in passage.derived(grouped_figures)
                  if supports(mine.figure, theirs.figure)]
        if not stated or any(theirs.group is None or mine.group is not None and mine.group.ages == theirs.group.ages
                             for _, theirs in stated):
            continue  # stated for the whole too, or for the sentence's own group
        if mine.group is None and not all(_whole_stated(theirs, statement, evidence) for _, theirs in stated):
            continue
        passage, theirs = stated[0]
        assert theirs.group is not None
        return [FIGURE_OF_ANOTHER_GROUP.finding(
            sentence=statement.text, span=statement.span, evidence=passage.ref, figure=mine.figure.surface,
            evidence_group=theirs.group.phrase,
            sentence_group=f"\u201c{mine.group.phrase}\u201d" if mine.group else "the whole",
        )]
    return []


def _whole_stated(subgroup: GroupedFigure, statement: Statement, evidence: Evidence) -> bool:
    """Whether the evidence gives the whole, or a group wider than ``subgroup``'s, a figure of its own of the
    dimension the subgroup's figure has, in a sentence sharing terms with ``statement``."""
    assert subgroup.group is not None
    return any(other.figure.dimension == subgroup.figure.dimension
               and (other.group is None or other.group.holds(subgroup.group))
               and len(other.terms & statement.terms) >= SHARED_TERMS
               for passage in evidence.passages for other in passage.derived(grouped_figures))
