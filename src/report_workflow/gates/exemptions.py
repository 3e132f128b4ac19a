"""FE exemptions: a thing the evidence exempts from a rule must not be counted in by it.

"Owners of any non-native stick insect, including the popular Indian stick insect, will need a permit" keeps every
word of a notice that goes on "The Indian stick insect … is exempt from the requirement." The sentence names the
exempt species as the first one the rule catches; no figure or name is wrong.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ..text import content_terms
from .base import Finding, Rule
from .inputs import Evidence, Passage, Statement
from .phrases import Marks, mentions_any


class ExemptionIncluded(Rule):
    """The sentence counts in, by "including" or 包括, a thing the evidence exempts.

    What it does: reads what the evidence exempts ("The Indian stick insect (Carausius morosus), the species most
    kept as a pet, is exempt from the requirement", "except for under-fives", "excluding day tickets"; 婴儿车除外, 豁免
    小型商户, 不包括赠品) and what the sentence counts in by name ("including the popular Indian stick insect", "among them
    under-fives"; 包括婴儿车). It blocks when what the sentence counts in names all the terms of a thing the evidence
    exempts, and the sentence has no word of exemption of its own (exempt, except, excluding, not; 除外, 豁免, 不包括, 不).

    Why it matters: the exemption is often the one thing a reader of the rule needs to know; a summary that counts
    the exempt thing in tells its readers the opposite.

    Example: evidence "Anyone keeping a non-native stick insect will need a permit. The Indian stick insect is exempt
    from the requirement.", sentence "Owners of any non-native stick insect, including the Indian stick insect,
    will need a permit." blocks; "Owners of non-native stick insects other than the Indian stick insect will need a
    permit." passes.

    Fix: say the thing is exempt, as the evidence does.
    """

    code = "FE052"
    family = "FE"
    message = "the sentence counts in \u201c{included}\u201d; the evidence says \u201c{exempt}\u201d"
    hint = "say \u201c{included}\u201d is exempt, as the evidence does"


EXEMPTION_INCLUDED = ExemptionIncluded()
RULES: tuple[Rule, ...] = (EXEMPTION_INCLUDED,)

_EXEMPT_MARKS = Marks("exempt", "except", "excluding", "除外", "豁免", "不包括", "不在此列")
_INCLUDED_MARKS = Marks("including", "among them", "包括")
# The thing exempted, before "is exempt" with its brackets and an appositive set off by commas left out; after
# "except (for)", "excluding", 豁免, 不包括; before 除外 or 不在此列.
_EXEMPT_AFTER_THING = re.compile(
    r"(?P<thing>[^.;:,()，。；：（）]{3,60}?)\s*(?:\([^)]*\)|（[^）]*）)?\s*(?:,[^,.;]{1,80},)?\s*"
    r"\b(?:is|are|will be|would be|remains?|has been|have been)\s+(?:also\s+)?exempt(?:ed)?\b", re.IGNORECASE)
_EXEMPT_BEFORE_THING = re.compile(
    r"\b(?:except(?:\s+for)?|excluding|with the exception of)\s+(?P<thing>[^.;:,()]{3,60})"
    r"|(?:豁免|不包括)(?P<cjk_after>[\u4e00-\u9fff]{2,12})", re.IGNORECASE)
_EXEMPT_CJK_BEFORE = re.compile(r"(?P<thing>[\u4e00-\u9fff]{2,12}?)(?:除外|不在此列)")
# What the sentence counts in by name, to the end of its clause.
_INCLUDED = re.compile(r"\b(?:including|among them)\s+(?P<thing>[^.;:,()]{3,60})|包括(?P<cjk>[^，。；：,;:]{2,20})",
                       re.IGNORECASE)
# A word of exemption or denial in the sentence: it keeps the exemption in some form.
_OWN_EXEMPTION = re.compile(r"\b(?:exempt\w*|except\w*|exclud\w*|other than|not|no|apart from)\b|除外|豁免|不包括|不",
                            re.IGNORECASE)
_LEADING_ARTICLE = re.compile(r"^\s*(?:the|a|an|all|any)\s+", re.IGNORECASE)
# Where what qualifies an exempt thing begins: "riders of hired scooters | from the council's scheme".
_QUALIFIER = re.compile(r"\s+(?:from|in|under|on|at|with|who|that|which|whose|during|while)\s+", re.IGNORECASE)


def exempted(text: str) -> tuple[tuple[str, frozenset[str]], ...]:
    """Each exemption of ``text`` as written, with the terms of the thing it exempts."""
    if not mentions_any(text, _EXEMPT_MARKS):
        return ()
    found = [(match.group(), match["thing"]) for match in _EXEMPT_AFTER_THING.finditer(text)]
    found += [(match.group(), match["thing"] or match["cjk_after"]) for match in _EXEMPT_BEFORE_THING.finditer(text)]
    found += [(match.group(), match["thing"]) for match in _EXEMPT_CJK_BEFORE.finditer(text)]
    return tuple((written.strip(), terms) for written, thing in found
                 if (terms := content_terms(_QUALIFIER.split(_LEADING_ARTICLE.sub("", thing), 1)[0])))


def included(text: str) -> tuple[tuple[str, frozenset[str]], ...]:
    """Each thing ``text`` counts in by name, as written and as terms; none when it keeps an exemption itself."""
    counted = _counted_in(text)
    return () if not counted or _OWN_EXEMPTION.search(text) else counted


def _counted_in(text: str) -> tuple[tuple[str, frozenset[str]], ...]:
    if not mentions_any(text, _INCLUDED_MARKS):
        return ()
    return tuple((match.group(), terms) for match in _INCLUDED.finditer(text)
                 if (terms := content_terms(match["thing"] or match["cjk"])))


def _exemptions(evidence: Evidence) -> Iterator[tuple[Passage, str, frozenset[str]]]:
    for passage in evidence.passages:
        for thing, terms in passage.feature(exempted):
            yield passage, thing, terms


def check(statement: Statement, evidence: Evidence) -> list[Finding]:
    counted = statement.feature(included)
    if not counted:
        return []
    # a thing the evidence also counts in is a basis of its figures ("including special items … excluding special
    # items"), not an exemption
    also_included = [terms for passage in evidence.passages for _, terms in _counted_in(passage.text)]
    for passage, written, terms in _exemptions(evidence):
        if any(terms <= other for other in also_included):
            continue
        for phrase, named in counted:
            if terms <= named:
                return [EXEMPTION_INCLUDED.finding(sentence=statement.text, span=statement.span, evidence=passage.ref,
                                                   included=phrase, exempt=written)]
    return []
