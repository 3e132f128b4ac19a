"""FN inclusions: a figure that counts a whole "including" a part is not the part's figure.

"升学（含出国深造）3,475人" counts everyone who went on to study, those going abroad among them; "出国深造3475人"
gives the part the whole's figure and keeps every number and nearly every word. The evidence says which thing is
the part by naming it in an inclusion note (含…, 包括…, including …, of which …), so the sentence's figure can be
read against it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..text import content_terms
from ..text.quantities import MEASUREMENT_KINDS, Quantity, find_quantities
from .base import Finding, Rule
from .derived import named_as_whole
from .inputs import Evidence, Passage, Statement
from .numbers import supports, year_like
from .phrases import run_end


class PartGivenWholeFigure(Rule):
    """The sentence gives a part the figure the evidence gives the whole that includes it.

    What it does: finds the inclusion notes of the evidence ("升学（含出国深造）3,475人", "3,475 went on to further
    study (including study abroad)", "5,000 staff, including engineers", "，其中…") and the figure each belongs to
    (the nearest one before the note in its clause, or for a note in brackets the first one after it). When the
    sentence states that figure, no other figure of the evidence states it, and the words next to it in the
    sentence name the part (a word of the note that the whole's clause does not have: 出国深造, abroad) outside an
    inclusion note of the sentence's own, it blocks.

    Why it matters: a count of everyone who went on to further study is not a count of those who went abroad;
    the part is smaller, and the sentence gives it a figure no source states for it.

    Example: evidence "其中升学（含出国深造）3,475人。", sentence "其中出国深造3475人。" blocks.

    Fix: give the figure to the whole it counts, keep the inclusion note, or state the part's own figure.
    """

    code = "FN005"
    family = "FN"
    message = ("{number} is the figure of \u201c{whole}\u201d, which includes \u201c{part}\u201d; "
               "it is not the figure of \u201c{part}\u201d alone")
    hint = "give {number} to \u201c{whole}\u201d as the evidence does, or state the figure of \u201c{part}\u201d"


class InclusionNotStated(Rule):
    """The sentence says a figure includes something the evidence does not say it includes.

    What it does: reads the inclusion notes the sentence writes after a figure ("the £180 fee includes the manual
    and the certification card", "门票60元含午餐和纪念品") that the evidence gives with an inclusion note of its own
    ("£180, including the course manual"), and blocks when a thing the sentence's note names shares no word with
    the evidence's note or the clause it belongs to.

    Why it matters: what a price or a count takes in is part of the claim; "includes the card" promises what no
    source offers, though every figure of the sentence is right.

    Example: evidence "The course fee is £180, including the course manual.", sentence "The £180 fee includes the
    manual and the certification card." blocks.

    Fix: name only what the evidence says the figure includes, or cite the source that names the rest.
    """

    code = "FN015"
    family = "FN"
    message = ("the sentence says {number} includes \u201c{missing}\u201d (\u201c{note}\u201d); the evidence does "
               "not say {number} includes it")
    hint = ("keep to what the evidence says {number} includes, or cite a source that says it includes "
            "\u201c{missing}\u201d")


RULES: tuple[Rule, ...] = (PartGivenWholeFigure(), InclusionNotStated())
PART_GIVEN_WHOLE_FIGURE, INCLUSION_NOT_STATED = RULES

_PART = r"(?P<part>(?:[^,，;；.。()（）]|(?<=\d)[.,](?=\d)){1,60})"
_NOTES = (
    re.compile(rf"[（(]\s*(?:含|包括|包含|including|incl\.|of which|among them)\s*{_PART}[）)]", re.IGNORECASE),
    re.compile(rf"[,，]\s*(?:including|of which|among them|其中|包括|含(?![量有]))\s*{_PART}", re.IGNORECASE),
)
# A clause ends at a comma too, but not at the comma of a figure (3,475) or the point of a decimal (51.0%).
_BREAK = re.compile(r"[，;；:：。!?！？]|(?<!\d),|,(?!\d)|\.(?!\d)")


@dataclass(frozen=True, slots=True)
class Inclusion:
    """A figure of the evidence counting a whole with a part named in a note: the words that name only the part."""

    figure: Quantity
    whole: str
    part: str
    part_terms: frozenset[str]


def _notes(text: str) -> list[re.Match[str]]:
    return [match for pattern in _NOTES for match in pattern.finditer(text)]


def inclusions(passage: Passage) -> tuple[Inclusion, ...]:
    """The figures of ``passage`` that an inclusion note follows or precedes, with the part the note names."""
    text = passage.text
    found = []
    for note in _notes(text):
        start = max((end.end() for end in _BREAK.finditer(text, 0, note.start())), default=0)
        ending = _BREAK.search(text, note.end())
        end = ending.start() if ending else len(text)
        figure = _owner(passage, note, start, end)
        if figure is None:
            continue
        whole = (text[start:note.start()] + text[note.end():end]).strip()
        part = _without_figures(note.group("part"))
        # the part's own words only: the unit of a figure the note gives it (3600万元) names no part
        part_terms = content_terms(part) - content_terms(whole)
        if part_terms:
            found.append(Inclusion(figure, whole, part, part_terms))
    return tuple(found)


def _without_figures(part: str) -> str:
    """The thing a note names, without the figure it may give it: the words before its first figure (入境游客 of
    入境游客230万人次), or after it when none come before ("engineers" of "1,200 engineers")."""
    figures = [item for item in find_quantities(part) if _counts(item)]
    if not figures:
        return part.strip()
    before, after = part[:figures[0].start].strip(), part[figures[0].end:].strip()
    return before or after


def _counts(quantity: Quantity) -> bool:
    return quantity.kind in MEASUREMENT_KINDS and not year_like(quantity)


def _owner(passage: Passage, note: re.Match[str], start: int, end: int) -> Quantity | None:
    """The figure a note belongs to: the nearest before it in its clause or, for a note in brackets, after it."""
    before = [item for item in passage.quantities
              if _counts(item) and start <= item.start and item.end <= note.start()]
    if before:
        return before[-1]
    if not note.group(0).startswith(("(", "\uff08")):
        return None
    return next((item for item in passage.quantities
                 if _counts(item) and note.end() <= item.start and item.end <= end), None)


# A figure joined to the noun it counts by a hyphen ("a 42-concert season") names that noun, not the words before it.
_JOINED_NOUN = re.compile(r"-[A-Za-z]")


def _words_beside(statement: Statement, quantity: Quantity) -> frozenset[str]:
    """The terms of the stretch of the sentence around ``quantity``, up to a clause break or another figure, without
    the sentence's own inclusion notes; after it only, when it is joined to the noun it counts ("42-concert")."""
    text = statement.text
    joined = _JOINED_NOUN.match(text, quantity.end) is not None
    low = quantity.end if joined else max(
        (item.end for item in statement.quantities if item.end <= quantity.start), default=0)
    high = min((item.start for item in statement.quantities if item.start >= quantity.end), default=len(text))
    low = max((found.end() for found in _BREAK.finditer(text, low, quantity.start)), default=low)
    after = _BREAK.search(text, quantity.end, high)
    stretch = text[low:after.start() if after else high]
    for note in [*_notes(stretch), *_OWN_NOTES.finditer(stretch)]:
        stretch = stretch.replace(note.group(0), " ")
    return content_terms(stretch)


# An inclusion note as a sentence also writes one, with no comma before it: "costs £145 with lunch included",
# "£145 including lunch", "inclusive of VAT", "a six-pound ticket covers tea and cake", 含税.
_INCLUDING = r"including|inclusive of|incl\.|covers|includes"
_OWN_NOTES = re.compile(r"\b(?:with\s+[^,;.]{1,40}?\s+included\b"
                        rf"|(?:{_INCLUDING})\s+[^,;.]{{1,40}})"
                        r"|含(?![量有])[^，,；;。]{1,12}", re.IGNORECASE)


def check(statement: Statement, evidence: Evidence) -> list[Finding]:
    if not any(_counts(quantity) for quantity in statement.quantities):
        return []
    return _part_given_whole(statement, evidence) or _unstated_inclusions(statement, evidence)


def _unstated_inclusions(statement: Statement, evidence: Evidence) -> list[Finding]:
    """An inclusion note the sentence writes right after a figure the evidence gives with a note of its own, one
    of whose things shares no word with the evidence's note or the clause it belongs to."""
    text = statement.text
    for quantity in statement.quantities:
        note = _OWN_NOTES.match(text, run_end(_FILLER, text, quantity.end)) if _counts(quantity) else None
        if note is None:
            continue
        named = [content_terms(inclusion.part) | content_terms(inclusion.whole)
                 for passage in evidence.passages for inclusion in passage.derived(inclusions)
                 if supports(quantity, inclusion.figure)]
        if not named:
            continue
        allowed = frozenset().union(*named)
        body = _NOTE_END.split(text[note.start():], maxsplit=1)[0]
        things = [thing.strip() for thing in _THINGS.split(_NOTE_LEAD.sub(" ", body))]
        missing = [thing for thing in things if content_terms(thing) and not content_terms(thing) & allowed]
        if missing:
            return [INCLUSION_NOT_STATED.finding(
                sentence=text, span=statement.span, evidence=evidence.closest(statement.terms).ref,
                number=quantity.surface, note=body.strip(), missing=missing[0],
            )]
    return []


# What may stand between a figure and the note it takes ("£180 fee includes"): a noun or two, no clause.
_FILLER = re.compile(rf"(?:[ \u00a0]+(?!(?:with|{_INCLUDING})(?![A-Za-z]))[A-Za-z-]+){{0,2}}[ \u00a0]*")
# The words opening or closing a note, which name nothing included; where it ends; what parts its things.
_NOTE_LEAD = re.compile(rf"\b(?:with|included|{_INCLUDING}|both)\b|^含", re.IGNORECASE)
_NOTE_END = re.compile(r"[,;.。，；]|\[")
_THINGS = re.compile(r"\band\b|[、和及与]")


def _part_given_whole(statement: Statement, evidence: Evidence) -> list[Finding]:
    noted = [(inclusion, passage) for passage in evidence.passages for inclusion in passage.derived(inclusions)]
    if not noted:
        return []
    for quantity in statement.quantities:
        if not _counts(quantity):
            continue
        wholes = [(inclusion, passage) for inclusion, passage in noted if supports(quantity, inclusion.figure)]
        if not wholes or _stated_elsewhere(quantity, evidence, wholes) or named_as_whole(statement.text, quantity):
            continue  # "Nine of the 63 injuries needed hospital treatment" gives 63 as the whole
        beside = _words_beside(statement, quantity)
        for inclusion, passage in wholes:
            if _names_part(beside, inclusion.part_terms):
                return [PART_GIVEN_WHOLE_FIGURE.finding(
                    sentence=statement.text, span=statement.span, evidence=passage.ref,
                    number=quantity.surface, whole=inclusion.whole, part=inclusion.part,
                )]
    return []


def _names_part(beside: frozenset[str], part_terms: frozenset[str]) -> bool:
    """Whether the words beside a figure name the part: a word of it, or in Chinese, where a word is cut into
    overlapping pairs of characters, half its pairs (计划 alone is not 省内计划)."""
    shared = len(beside & part_terms)
    return shared > 0 and (all(term.isascii() for term in part_terms) or 2 * shared >= len(part_terms))


def _stated_elsewhere(quantity: Quantity, evidence: Evidence, wholes: list[tuple[Inclusion, Passage]]) -> bool:
    """Whether an evidence figure no inclusion note follows also states ``quantity``: it may be the part's own."""
    owners = {id(inclusion.figure) for inclusion, _ in wholes}
    return any(_counts(item) and id(item) not in owners and supports(quantity, item)
               for item, _ in evidence.quantities)
