"""FE narrowings: what the evidence states of one grade, part or qualifying group of a thing, stated of the whole.

"Contraindicated in severe renal impairment; no dose adjustment in mild or moderate renal impairment" tells the
grades apart, so "must not be used in patients with kidney impairment" keeps every word but the one that limits the
finding; so does 整个长江流域 over 长江中下游地区…，长江上游则接近常年. The coverage floor passes the sentence: the
dropped grade or part is a single word.
"""

from __future__ import annotations

import re
import string
from collections.abc import Iterator
from dataclasses import dataclass
from itertools import takewhile

from ..text import content_terms, find_quantities
from ..text.normalise import CASE_BLIND_STRAYS
from ..text.quantities import MEASUREMENT_KINDS, Quantity
from ..text.terms import word_terms
from .align import asserts, clause_spans, sentence_alignments
from .base import Finding, Rule
from .inputs import Evidence, Passage, Statement
from .lexicon import WholeWordScreen, WordScreen, holds_chinese
from .numbers import CALENDAR_KINDS, supports
from .phrases import Marks, mentions_any
from .readings import sentence_around


class NarrowingDropped(Rule):
    """The sentence names as a whole a thing the evidence names only by its grades, parts or requirements.

    What it does: reads each thing the evidence names with a grade of severity before it (mild, moderate, severe;
    轻度, 中度, 重度, 严重: "severe renal impairment", 重度肾功能不全) or a part of a place after it (上游, 中下游, 北部,
    东部: 长江中下游) and never without one. A sentence naming it with none blocks when the evidence tells two grades
    or parts apart ("kidney impairment" over "mild or moderate renal impairment") or grades it with a Chinese word
    that only grades (重度, 轻度), or when the sentence calls it the whole (整个长江流域, "the entire basin"). One
    English grade alone is often a description ("severe flooding closed the line"), not a limit, and is left alone.
    An English thing is known by each noun after the grade (impairment of "severe renal impairment"), a Chinese one
    by its words before 者, 患者, 的 or a clause's end (肾功能不全) or, for a place, by the two characters before the
    part (长江). A group the evidence defines by two requirements joined with 且 (年满60周岁且在本市连续居住满3年的
    老年人) or, in English, with "and" after "who" or "that" ("customers who pay by direct debit and register for
    paperless billing will ...") blocks the same way when the sentence names the group with the first and without
    the second. A sentence calling a group all of it ("across the school", "throughout the company", 各类, 所有,
    全部) blocks when what it states the evidence states only of a named part: a sentence of the evidence opening
    with the part ("In Key Stage 2, pupils' writing is ...", "Among respondents over 70, ..."), or, in Chinese, a
    figure (not a count) the evidence gives only to kinds it lists (拖网、围拖网、帆张网作业渔船…9月16日12时) and the
    sentence does not name, or members named by the group's head noun in the evidence sentence it restates (辖区各小学
    over 实验小学和育才小学, where that sentence calls none all).

    Why it matters: what holds for severe impairment or for the middle and lower reaches does not hold for the
    whole; the evidence says so itself when it gives the other grades or parts their own finding.

    Example: evidence "Contraindications: severe renal impairment. No dose adjustment is needed in mild or moderate
    renal impairment.", sentence "The drug must not be used in patients with kidney impairment." blocks; "The drug
    must not be used in patients with severe kidney impairment." passes.

    Fix: name the grade, part or requirement the evidence states the finding of.
    """

    code = "FE030"
    family = "FE"
    message = "the evidence states this only of {qualified}; the sentence leaves out \u201c{dropped}\u201d"
    hint = "keep \u201c{dropped}\u201d as the evidence does: {qualified}"


class ExtentWidened(Rule):
    """The sentence states over most of an area a figure the evidence states only for places in it.

    What it does: reads each clause stating a figure with a word of how far it reaches. A local extent (局地, 局部,
    个别地区, 部分地区, 零星; "in places", "locally", "isolated", "in some areas", "parts of") and a widespread one
    (大部分地区, 大部地区, 大部, 普遍, 全域, 大范围; "across most of", "most areas", "much of", "widely",
    "widespread", "throughout", "everywhere") are told apart. A sentence clause with a widespread word and no local
    one blocks when every evidence clause stating its figure has a local word and no widespread one. A clause
    naming no extent says less, not otherwise, and passes.

    Why it matters: 39℃ in places and 39℃ across most of a plain are different forecasts; the figure and every
    other word are the same, so only the extent shows the finding was widened.

    Example: evidence "预计今天下午大部地区最高气温37℃以上，东部平原局地可达39℃。", sentence "东部平原大部分地区可达39℃。"
    blocks; "东部平原局地可达39℃。" passes.

    Fix: keep the extent the evidence gives the figure (局地, "in places").
    """

    code = "FE035"
    family = "FE"
    message = "the evidence states {figure} only {evidence_extent}; the sentence says \u201c{extent}\u201d"
    hint = "keep the extent the evidence gives {figure}: \u201c{evidence_extent}\u201d"


NARROWING_DROPPED = NarrowingDropped()
EXTENT_WIDENED = ExtentWidened()
RULES: tuple[Rule, ...] = (NARROWING_DROPPED, EXTENT_WIDENED)

_ENGLISH_GRADES = ("mild", "moderate", "severe")
_GRADES_WRITTEN = WordScreen(*_ENGLISH_GRADES)
_ENGLISH_GRADE = "|".join(_ENGLISH_GRADES)
# A run of grades before the thing they grade: "severe", "mild or moderate", "moderate-to-severe".
_ENGLISH_GRADED = re.compile(
    rf"\b(?P<grades>(?:{_ENGLISH_GRADE})(?:(?:\s*(?:,|or|and|to|-|/)\s*)+(?:{_ENGLISH_GRADE}))*)"
    r"\s+(?P<words>[a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,2})",
    re.IGNORECASE,
)
# The thing graded is a noun of the words after the grade; which one is not known without a parser ("severe renal
# impairment", "severe asthma need a controller"), so each is read but those worded as adjectives (renal, chronic).
_ADJECTIVE_ENDINGS = ("al", "ic", "ous", "ive", "ary")
# Words that end the name of the thing graded ("severe renal impairment is ..." names "renal impairment").
_ENGLISH_STOPS = frozenset(
    "is are was were be been has have had may must should can will would do does did not no and or but of in on at "
    "for to with by from as than that which who when while the a an this these those its their".split()
)
_CHINESE_GRADE = r"轻度|中度|重度|严重|轻中度|中重度|轻、中度|中、重度"
# The Chinese grades that only grade; 严重 is as often "serious" (严重事故) as a grade.
_CHINESE_SEVERITY = frozenset({"轻度", "中度", "重度", "轻中度", "中重度", "轻、中度", "中、重度"})
_CHINESE_GRADED = re.compile(
    rf"(?P<grades>(?:{_CHINESE_GRADE})(?:(?:或|和|及|至|、)(?:{_CHINESE_GRADE}))*)"
    r"(?P<thing>[\u4e00-\u9fff]{2,8}?)(?=患者|者|病人|人群|的|时|[，。；、,;：:（(]|\Z)"
)
# A part of a place after its name (长江中下游, 四川盆地东部); 部分, 部门 and 部长 are no part.
_CHINESE_PART = r"中下游|上中游|上游|中游|下游|东北部|西北部|东南部|西南部|北部|南部|东部|西部|中部"
_CHINESE_PARTED = re.compile(rf"(?P<thing>[\u4e00-\u9fff]{{2}})(?P<grades>{_CHINESE_PART})(?![分门长署队件位落委])")
_CHINESE_QUALIFIER_BEFORE = re.compile(rf"(?:{_CHINESE_GRADE})\Z")
_CHINESE_PART_AFTER = re.compile(_CHINESE_PART)
# Grades from the mildest to the most severe ("mild to severe heart failure") name every grade: no narrowing.
_FULL_RANGE = frozenset({"mild", "severe"})
_GRADE_WORD = re.compile(rf"{_ENGLISH_GRADE}|{_CHINESE_GRADE}|{_CHINESE_PART}", re.IGNORECASE)
# An English grade stands this many words before its thing at most ("severe chronic kidney impairment").
_ENGLISH_REACH = 3
# Words calling a thing the whole of it: "the entire basin", 整个长江流域, 全长江.
_ENGLISH_WHOLE = frozenset({"entire", "whole", "all", "any"})
_CHINESE_WHOLE = re.compile(r"(?:整个|全部|所有|全)\Z")


@dataclass(frozen=True, slots=True)
class Narrowed:
    """A thing as a text names it with grades or parts, and which of them (severe; 中下游)."""

    thing: str
    qualifiers: frozenset[str]
    phrase: str
    parted: bool  # the qualifier follows the thing (长江中下游); a grade precedes it


def narrowed_things(text: str) -> tuple[Narrowed, ...]:
    """Each thing ``text`` names with a grade before it or a part of a place after it."""
    found = []
    graded = _ENGLISH_GRADED.finditer(text) if _GRADES_WRITTEN.may_match(text) else ()
    for match in graded:
        grades = _qualifiers(match.group("grades"))
        if _FULL_RANGE <= grades:
            continue
        words = list(takewhile(lambda word: word.lower() not in _ENGLISH_STOPS, match.group("words").split()))
        phrase = f"{match.group('grades')} {' '.join(words)}"
        found += [Narrowed(word.lower(), grades, phrase, parted=False) for word in words
                  if not word.lower().endswith(_ADJECTIVE_ENDINGS)]
    if holds_chinese(text):  # each Chinese grade and part of a place holds a Chinese character
        for pattern, parted in ((_CHINESE_GRADED, False), (_CHINESE_PARTED, True)):
            found += [Narrowed(match.group("thing"), _qualifiers(match.group("grades")), match.group(), parted)
                      for match in pattern.finditer(text)]
    return tuple(found)


def _qualifiers(grades: str) -> frozenset[str]:
    return frozenset(word.lower() for word in _GRADE_WORD.findall(grades))


def whole_mentions(text: str, thing: Narrowed) -> tuple[bool, ...]:
    """Each mention of ``thing`` in ``text`` without a grade before it or a part after it, with whether the text
    calls it the whole (整个长江流域, "the entire kidney")."""
    found = []
    if thing.thing.isascii():
        for match in re.finditer(rf"\b{re.escape(thing.thing)}s?\b", text, re.IGNORECASE):
            words_before = text[:match.start()].split()[-_ENGLISH_REACH:]
            if not any(re.fullmatch(rf"(?:{_ENGLISH_GRADE})\W*", word, re.IGNORECASE) for word in words_before):
                found.append(any(word.lower() in _ENGLISH_WHOLE for word in words_before))
        return tuple(found)
    for match in re.finditer(re.escape(thing.thing), text):
        before = text[max(0, match.start() - 4):match.start()]
        if thing.parted and _CHINESE_PART_AFTER.match(text, match.end()) \
                or not thing.parted and _CHINESE_QUALIFIER_BEFORE.search(before):
            continue
        found.append(_CHINESE_WHOLE.search(before) is not None)
    return tuple(found)


def _narrowed_only(evidence: Evidence) -> list[tuple[Narrowed, list[Narrowed], bool]]:
    """Each thing the evidence names only with a grade or part, with its mentions and whether they tell two grades
    or parts apart (``_limited``)."""
    mentions: dict[tuple[str, bool], list[Narrowed]] = {}
    for passage in evidence.passages:
        for narrowed in passage.feature(narrowed_things):
            mentions.setdefault((narrowed.thing, narrowed.parted), []).append(narrowed)
    return [(named[0], named, _limited(frozenset().union(*(item.qualifiers for item in named))))
            for named in mentions.values()
            if not any(whole_mentions(passage.text, named[0]) for passage in evidence.passages)]


def _limited(qualifiers: frozenset[str]) -> bool:
    """Whether grades or parts limit what the evidence states: two of them told apart, or a Chinese grade of
    severity (重度), which only ever grades."""
    return len(qualifiers) > 1 or not qualifiers.isdisjoint(_CHINESE_SEVERITY)


def check(statement: Statement, evidence: Evidence) -> list[Finding]:
    if not asserts(statement.text):
        return []
    return (_grade_or_part_dropped(statement, evidence) or _requirement_dropped(statement, evidence)
            or _part_stated_of_all(statement, evidence) or _listed_kinds_stated_of_all(statement, evidence)
            or _members_stated_of_all(statement, evidence) or _extent_widened(statement, evidence))


def _grade_or_part_dropped(statement: Statement, evidence: Evidence) -> list[Finding]:
    for thing, named, limited in _narrowed_only(evidence):
        mentions = whole_mentions(statement.text, thing)
        if mentions and (limited or any(mentions)):
            qualified = ", ".join(dict.fromkeys(f"\u201c{item.phrase}\u201d" for item in named))
            return [NARROWING_DROPPED.finding(
                sentence=statement.text, span=statement.span, evidence=evidence.closest(statement.terms).ref,
                qualified=qualified, dropped=", ".join(sorted(frozenset().union(*(item.qualifiers for item in named)))),
            )]
    return []


# A sentence keeps a requirement when it has at least this share of its words.
HALF = 0.5
# A group a Chinese text defines by requirements joined with 且 (年满60周岁且在本市连续居住满3年的老年人): the second
# requirement is read up to the 的 before the group, the first from the clause's start; 而且 is "moreover".
_JOINED_REQUIREMENTS = re.compile(
    r"(?P<first>[^，。；,;：:]{2,20}?)(?<![而暂姑])(?:并且|且)(?P<second>[^，。；,;：:的]{2,20})的(?P<group>[\u4e00-\u9fff]{2})"
)


# The English form: the group, "who" or "that", two requirements joined with "and", then the verb of what the group
# gets ("households that pay by direct debit and have a smart meter will receive"). The group does what the
# requirements ask: "the service that I use for ..." is no group. "and" before a determiner adds another group
# ("pupils who walk to school and their parents were invited"), not a requirement.
_REQUIREMENT = r"(?:[^,;:.()]|(?<=\d)[,.](?=\d)){3,60}?"  # a comma or point inside a figure (£30,000) ends none
_RELATIVES = ("who", "that")
# Each English match holds its relative whole, between spaces.
_RELATIVES_WRITTEN = WholeWordScreen(*_RELATIVES)
_ENGLISH_JOINED_REQUIREMENTS = re.compile(
    rf"\b(?P<group>[A-Za-z]{{3,}})\s+(?:{'|'.join(_RELATIVES)})\s+(?!(?:i|you|we|they|he|she|it)\b)(?:both\s+)?"
    rf"(?P<first>{_REQUIREMENT})"
    r"\s+and\s+(?!(?:the|their|its|his|her|our|your|those|these|other|all|any|a|an)\b)"
    rf"(?P<second>{_REQUIREMENT})"
    r"\s+(?=(?:will|would|can|could|may|might|must|shall|should|are|were|is|was|get|receive|qualify)\b)",
    re.IGNORECASE,
)
# A relative with space before and after, as each English match holds one after its group's word.
_RELATIVE = re.compile(rf"\s(?:{'|'.join(_RELATIVES)})(?=\s)", re.IGNORECASE)
# The characters the case-blind ``[A-Za-z]`` of a group's word reads: the ASCII letters, and the strays and the Kelvin
# sign, which fold to one.
_GROUP_LETTERS = frozenset(string.ascii_letters + CASE_BLIND_STRAYS + "\u212a")


def _english_requirements(text: str) -> Iterator[re.Match[str]]:
    """The matches ``_ENGLISH_JOINED_REQUIREMENTS.finditer`` gives in ``text``, the pattern tried only at the word
    before each relative, where a match must open, instead of at every character."""
    end = 0
    for relative in _RELATIVE.finditer(text):
        start = relative.start()
        while start > 0 and text[start - 1].isspace():  # what ``\s`` reads
            start -= 1
        while start > 0 and text[start - 1] in _GROUP_LETTERS:
            start -= 1
        if start >= end and (match := _ENGLISH_JOINED_REQUIREMENTS.match(text, start)):
            end = match.end()
            yield match


@dataclass(frozen=True, slots=True)
class Requirements:
    """A group defined by two requirements joined with 且 (or English "and"), as a text names it."""

    first: frozenset[str]
    second: frozenset[str]
    first_text: str
    second_text: str
    group: str
    phrase: str


def joined_requirements(text: str) -> tuple[Requirements, ...]:
    """Each group ``text`` defines by two requirements joined with 且 or 并且, or with "and" after "who"/"that"."""
    joined = " and " in text and _RELATIVES_WRITTEN.may_match(text)
    english = _english_requirements(text) if joined else ()
    found = tuple(Requirements(_requirement_terms(match.group("first")), _requirement_terms(match.group("second")),
                               match.group("first"), match.group("second"), match.group("group"),
                               match.group().rstrip())
                  for match in english)
    if "且" not in text:
        return found
    return found + tuple(Requirements(_requirement_terms(match.group("first")),
                                      _requirement_terms(match.group("second")), match.group("first"),
                                      match.group("second"), match.group("group"), match.group()[:-len("的") - 2])
                         for match in _JOINED_REQUIREMENTS.finditer(text))


def _requirement_terms(requirement: str) -> frozenset[str]:
    """The words of a requirement that say what it asks (居住, 连续, 本市), not its one-character links (满, 在)."""
    return frozenset(term for term in word_terms(requirement) if len(term) > 1)


def _requirement_dropped(statement: Statement, evidence: Evidence) -> list[Finding]:
    """A sentence naming the group with the first requirement and without the second (年满60周岁的老年人 over
    年满60周岁且在本市连续居住满3年的老年人): it states of more people what the evidence limits to fewer."""
    for passage in evidence.passages:
        for required in passage.feature(joined_requirements):
            terms = statement.feature(word_terms)
            own = required.second - required.first  # "year" of "two years" and "£30,000 a year" asks nothing new
            if _names(statement.text, required.group) and required.first and own \
                    and _keeps_first(statement, required, terms) and _share(own, terms) < HALF:
                return [NARROWING_DROPPED.finding(
                    sentence=statement.text, span=statement.span, evidence=passage.ref,
                    qualified=f"\u201c{required.phrase}\u201d", dropped=required.second_text,
                )]
    return []


def _keeps_first(statement: Statement, required: Requirements, terms: frozenset[str]) -> bool:
    """Whether the sentence names the group by its first requirement: half its words, or every figure of it and one
    word (年满80岁 for 辖区内年满80周岁: 辖区内 is told as the place the sentence names)."""
    if _share(required.first, terms) >= HALF:
        return True
    figures = [item for item in find_quantities(required.first_text) if item.kind in MEASUREMENT_KINDS]
    return bool(figures and required.first & terms) and all(
        any(mine.value == item.value for mine in statement.quantities) for item in figures)


def _names(text: str, group: str) -> bool:
    """Whether ``text`` names ``group``: an English one as a word in any case, a Chinese one as written."""
    if group.isascii():
        return re.search(rf"\b{re.escape(group)}\b", text, re.IGNORECASE) is not None
    return group in text


def _share(wanted: frozenset[str], terms: frozenset[str]) -> float:
    return len(wanted & terms) / len(wanted)


# Words calling a group all of it: "across the school", "throughout the company", "school-wide", "in every year group".
_ENGLISH_ALL = re.compile(
    r"\b(?:across|throughout)\s+the\s+(?:whole\s+|entire\s+)?[a-z]+|\b[a-z]+-wide\b|\bin\s+(?:all|every)\s+[a-z]+"
    r"|\b(?:anywhere|everywhere)\s+(?:on|in|along|across)\b",
    re.IGNORECASE,
)
# A word each of those wordings writes.
_ENGLISH_ALL_WORDS = WordScreen("across", "throughout", "-wide", "all", "every", "anywhere", "everywhere")
# A sentence of the evidence opening with the part it speaks of: "Among respondents over 70," always names a group;
# "In Key Stage 2," and "For Scottish firms," only with a name or a number (not "In addition," nor "For example,").
_OPENING_PART = re.compile(
    r"(?:\A|(?<=[.!?\n])\s*)(?:(?P<among>Among)|In|For|Within)\s+(?P<part>[^,.;:!?\n]{2,40}),")
_NAMED = re.compile(r"[A-Z0-9]")
_TIME_WORDS = re.compile(
    r"\b(?:January|February|March|April|May|June|July|August|September|October|November|December|Spring|Summer"
    r"|Autumn|Fall|Winter|Q[1-4]|[Hh]alf|[Yy]ear|[Mm]onth|[Ww]eek)\b")
_ALL_WORDS = re.compile(r"\b(?:all|every|each|whole|entire)\b", re.IGNORECASE)


# A stretch of a place between two named ends, which a statement holds for alone: "anglers fishing the stretch between
# Harley Weir and Oakford Bridge", "the section from Mill Lane to Castle Ford"; or named parts of it: "the North and
# Central sections of the beach".
_END_NAME = r"(?:the\s+)?[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)*"
_STRETCH = re.compile(rf"\bthe\s+(?:stretch|section|part|length|reach|portion)\s+(?:of\s+[^,.;:!?]{{2,40}}?\s+)?"
                      rf"(?:between|from)\s+{_END_NAME}\s+(?:and|to)\s+{_END_NAME}"
                      r"|\bthe\s+(?:[A-Z][\w'-]*(?:,\s+|\s+and\s+|\s+))+(?:sections?|parts?|ends?|zones?|areas?)"
                      r"\s+of\s+(?:the\s+)?[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?")


def stretch_parts(text: str) -> tuple[tuple[int, int, str], ...]:
    """Each stretch of a place between two named ends ``text`` names (see ``_STRETCH``), with the sentence it is in:
    where that sentence starts and ends, and the stretch."""
    return tuple((*sentence_around(text, match.start(), match.end()), match.group())
                 for match in _STRETCH.finditer(text))


def opening_parts(text: str) -> tuple[tuple[int, int, str], ...]:
    """Each sentence of ``text`` opening with the part it speaks of: where the part's opening ends, where its
    sentence ends, and the part ("Key Stage 2"); a time ("In March 2024,") or a whole ("In all schools,") is none."""
    found = []
    for match in _OPENING_PART.finditer(text):
        part = match.group("part")
        if (match.group("among") or _NAMED.search(part)) and not _TIME_WORDS.search(part) \
                and not _ALL_WORDS.search(part) \
                and not any(quantity.kind in CALENDAR_KINDS for quantity in find_quantities(part)):
            ends = re.compile(r"[.!?\n](?:\s|\Z)").search(text, match.end())
            found.append((match.end(), ends.end() if ends else len(text), part))
    return tuple(found)


def _part_stated_of_all(statement: Statement, evidence: Evidence) -> list[Finding]:
    """A sentence calling the group all of it ("across the school", "anywhere on the River Lyn") restating a statement
    the evidence makes of a part it opens with ("In Key Stage 2, pupils' writing is ...") or of a stretch between two
    named ends ("anglers fishing the stretch between Harley Weir and Oakford Bridge")."""
    if holds_chinese(statement.text) or not _ENGLISH_ALL_WORDS.may_match(statement.text) \
            or not _ENGLISH_ALL.search(statement.text):
        return []
    for _, alignment in sentence_alignments(statement, evidence):
        for clause in alignment.clauses:
            for start, end, part in alignment.passage.feature(opening_parts) + alignment.passage.feature(stretch_parts):
                if start <= clause.start < end and not content_terms(part) <= statement.terms:
                    return [NARROWING_DROPPED.finding(
                        sentence=statement.text, span=statement.span, evidence=alignment.passage.ref,
                        qualified=f"\u201c{part}\u201d", dropped=part,
                    )]
    return []


_CHINESE_ALL = re.compile(r"各类|各种|所有|全部|一切|全体")
# Kinds listed with 、 in a clause (拖网、围拖网、帆张网作业渔船): the items before the last are the kinds.
_LISTED = re.compile(r"[\u4e00-\u9fff]{1,10}(?:、[\u4e00-\u9fff（）()]{1,10})+")


def listed_kinds(item: Statement | Passage) -> tuple[tuple[str, str, tuple[Quantity, ...]], ...]:
    """Each clause of ``item`` listing kinds: its text, the kinds before the last item, and the figures it states."""
    if "、" not in item.text:
        return ()
    found = []
    for start, end in item.feature(clause_spans):
        listed = _LISTED.search(item.text, start, end)
        figures = tuple(quantity for quantity in item.quantities if start <= quantity.start < end)
        if listed is not None and figures:
            found.append((item.text[start:end], listed.group().rsplit("、", 1)[0], figures))
    return tuple(found)


def _listed_kinds_stated_of_all(statement: Statement, evidence: Evidence) -> list[Finding]:
    """A sentence calling a group all of it (各类作业渔船) with a figure the evidence gives only to listed kinds
    (拖网、围拖网、帆张网作业渔船) it does not name. A count is left alone: 所有三家公司 may count the list itself."""
    if statement.text.isascii() or not _CHINESE_ALL.search(statement.text):
        return []
    listed = [(passage, entry) for passage in evidence.passages for entry in passage.derived(listed_kinds)]
    for start, end in statement.feature(clause_spans):
        if not listed or not _CHINESE_ALL.search(statement.text, start, end):
            continue
        for figure in statement.quantities:
            if not start <= figure.start < end or figure.dimension == "number":
                continue
            stating = [(passage, entry) for passage, entry in listed
                       if any(supports(figure, their) for their in entry[2])]
            if stating and not any(_keeps_kinds(statement.text, entry[1]) for _, entry in stating) \
                    and _stated_only_there(figure, evidence, len(stating)):
                passage, (text, kinds, _) = stating[0]
                return [NARROWING_DROPPED.finding(
                    sentence=statement.text, span=statement.span, evidence=passage.ref,
                    qualified=f"\u201c{text}\u201d", dropped=kinds,
                )]
    return []


# A group a Chinese sentence calls all of, by its head noun: 辖区各小学, 所有门店, 全部社区.
_ALL_OF_KIND = re.compile(r"(?:各|所有|全部)(?P<head>[\u4e00-\u9fff]{2})")
_MEMBER_JOIN = re.compile(r"和|、|及|与|以及")
# A character of a member's own name: not 的, 在 or a word joining members (辖区内的|实验小学).
_MEMBER_CHARACTER = r"(?:(?![的在于和及与、])[\u4e00-\u9fff])"


def _members_stated_of_all(statement: Statement, evidence: Evidence) -> list[Finding]:
    """A sentence calling a group all of it (在辖区各小学开设) where the evidence sentence it restates names members
    of it by the same head (实验小学和育才小学) and calls none all; a sentence naming one of them keeps the limit."""
    if statement.text.isascii() or not _ALL_OF_KIND.search(statement.text):
        return []
    for match in _ALL_OF_KIND.finditer(statement.text):
        head = re.escape(match["head"])
        member = rf"{_MEMBER_CHARACTER}{{1,6}}?{head}"
        members = re.compile(rf"{member}(?:(?:{_MEMBER_JOIN.pattern}){member})+")
        for _, alignment in sentence_alignments(statement, evidence):
            text = alignment.passage.text
            named = members.search(text)
            if named is None or re.search(rf"(?:各|所有|全部){head}", text):
                continue
            if not any(member in statement.text for member in _MEMBER_JOIN.split(named.group())):
                return [NARROWING_DROPPED.finding(sentence=statement.text, span=statement.span,
                                                  evidence=alignment.passage.ref,
                                                  qualified=f"\u201c{named.group()}\u201d", dropped=named.group())]
    return []


def _keeps_kinds(text: str, kinds: str) -> bool:
    """Whether ``text`` names one of the listed ``kinds`` (by its last two characters: 客车 of 小型客车)."""
    return any(kind[-2:] in text for kind in kinds.split("、"))


def _stated_only_there(figure: Quantity, evidence: Evidence, clauses: int) -> bool:
    """Whether the evidence states ``figure`` in no more places than the ``clauses`` listing kinds that state it."""
    return sum(supports(figure, their) for their, _ in evidence.quantities) <= clauses


# How far a figure reaches: only places in an area, or most of it. 部分地区 inside 大部分地区 is no local extent.
_LOCAL_EXTENT = re.compile(
    r"局地|局部|个别地区|个别地方|(?<!大)部分地区|(?<!大)部分地方|少数地区|零星"
    r"|\b(?:in places|locally|isolated|in (?:some|a few) (?:areas|places|parts)|(?:in )?parts of|pockets of)\b",
    re.IGNORECASE,
)
_WIDESPREAD_EXTENT = re.compile(
    r"大部分地区|大部分区域|大部地区|大部|普遍|全域|大范围|多数地区"
    r"|\b(?:across most of|most (?:areas|parts|places)|much of|widely|widespread|throughout|everywhere)\b",
    re.IGNORECASE,
)
_EXTENT_MARKS = Marks("局", "部", "个别", "零星", "普遍", "全域", "范围", "多数", "place", "local", "isolated", "part",
                      "pocket", "most", "much", "wide", "throughout", "everywhere")


@dataclass(frozen=True, slots=True)
class Extent:
    """A clause stating figures, with how far it says they reach: local (局地), widespread (大部分地区) or unsaid."""

    phrase: str
    local: bool | None
    figures: tuple[Quantity, ...]


def extents(item: Statement | Passage) -> tuple[Extent, ...]:
    """Each clause of ``item`` stating a figure, with its extent word; a clause with both kinds or none says none."""
    if not item.quantities:
        return ()
    found = []
    for start, end in item.feature(clause_spans):
        figures = tuple(quantity for quantity in item.quantities
                        if quantity.kind in MEASUREMENT_KINDS and start <= quantity.start < end)
        if not figures:
            continue
        local = _LOCAL_EXTENT.search(item.text, start, end)
        widespread = _WIDESPREAD_EXTENT.search(item.text, start, end)
        word = local or widespread
        if word is None or (local and widespread):
            found.append(Extent("", None, figures))
        else:
            found.append(Extent(word.group(), local is not None, figures))
    return tuple(found)


def _extent_widened(statement: Statement, evidence: Evidence) -> list[Finding]:
    """A figure the evidence states only locally (局地可达39℃) stated over most of the area (大部分地区可达39℃)."""
    if not statement.quantities or not mentions_any(statement.text, _EXTENT_MARKS):
        return []  # an extent is read with the sentence's figures (``extents``)
    for mine in statement.derived(extents):
        if mine.local is not False:
            continue
        for figure in mine.figures:
            stated = [(passage, theirs) for passage in evidence.passages for theirs in passage.derived(extents)
                      if any(supports(figure, their) for their in theirs.figures)]
            if stated and all(theirs.local for _, theirs in stated):
                passage, theirs = stated[0]
                return [EXTENT_WIDENED.finding(
                    sentence=statement.text, span=statement.span, evidence=passage.ref,
                    figure=figure.surface, extent=mine.phrase, evidence_extent=theirs.phrase,
                )]
    return []
