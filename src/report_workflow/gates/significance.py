"""FP significance: a result the evidence calls not statistically significant must not be called significant.

"Females dug significantly longer burrows than males (1.9 m against 1.7 m)" keeps both figures of an abstract that
adds "this difference was not statistically significant (p = 0.21)". The figures are right; the claim that they
differ beyond chance is the one thing the study denied.
"""

from __future__ import annotations

import re

from ..text import content_terms
from .base import Finding, Rule
from .inputs import Evidence, Passage, Statement
from .phrases import Marks, mentions_any


class SignificanceDenied(Rule):
    """The sentence calls a result significant; the evidence says it was not.

    What it does: reads a claim of significance in the sentence ("significantly longer", "a significant
    difference", "statistically significant"; 显著高于, 差异显著, 有统计学意义) that its own clause does not deny ("did not
    differ significantly", 差异不显著), and blocks when an evidence passage denies significance ("was not statistically
    significant", "no significant difference", "did not reach significance", "non-significant"; 差异无统计学意义, 无显著
    差异, 差异不显著) and no evidence passage affirms any; where some passage affirms significance of another result, it
    blocks when the passage sharing the most words with the claim's clause denies it and affirms none ("captive
    animals passed food significantly faster" over "the difference was not statistically significant" beside
    "significantly longer at lower ambient temperatures").

    Why it matters: a difference within chance is no finding; calling it significant reports the opposite of what
    the study concluded, with every figure still right.

    Example: evidence "Females dug 1.9 m of tunnel, males 1.7 m; this difference was not statistically significant
    (p = 0.21).", sentence "Females dug significantly longer burrows than males." blocks; "Females dug longer burrows
    than males, though the difference was not significant." passes.

    Fix: say the difference was not significant, or leave the claim of significance out.
    """

    code = "FP016"
    family = "FP"
    message = "the sentence calls it \u201c{claim}\u201d; the evidence says \u201c{denial}\u201d"
    hint = "say the result was not significant, as the evidence does"


SIGNIFICANCE_DENIED = SignificanceDenied()
RULES: tuple[Rule, ...] = (SIGNIFICANCE_DENIED,)

_MARKS = Marks("significan", "显著", "统计学意义")
_CLAIM = re.compile(r"\b(?:statistically\s+)?significant(?:ly)?\b|显著(?!性)|有统计学意义", re.IGNORECASE)
# A denial of significance: in English a negation a few words before the claim or "non-significant"; in Chinese a
# negation right before 显著 or 统计学意义 (差异不显著, 无统计学意义, 无显著差异, 未达到显著水平).
_DENIAL = re.compile(
    r"\b(?:not|no|n't|never|neither|nor|without|failed to|did not reach|not reach(?:ing)?)\b"
    r"(?:\s+[\w-]+){0,3}?\s+(?:statistical(?:ly)?\s+)?significan(?:t|tly|ce)\b"
    r"|\bnon-?significant(?:ly)?\b|\binsignificant\b"
    r"|(?:不|无|未|没有|并不|均不|均无)(?:达到|具有|有)?(?:统计学)?(?:显著|统计学意义)",
    re.IGNORECASE,
)
_CLAUSE_BREAK = re.compile(r"[,;:，；：。.!?！？]")


def claims(text: str) -> tuple[str, ...]:
    """The claims of significance ``text`` makes that its clause does not deny."""
    if not mentions_any(text, _MARKS):
        return ()
    denied = [(found.start(), found.end()) for found in _DENIAL.finditer(text)]
    found = []
    for claim in _CLAIM.finditer(text):
        breaks = [mark.end() for mark in _CLAUSE_BREAK.finditer(text, 0, claim.start())]
        clause_start = breaks[-1] if breaks else 0
        if not any(clause_start <= start and claim.start() < end for start, end in denied):
            found.append(claim.group())
    return tuple(found)


def denials(text: str) -> tuple[str, ...]:
    """The denials of significance ``text`` makes."""
    return tuple(found.group() for found in _DENIAL.finditer(text)) if mentions_any(text, _MARKS) else ()


def _denying(statement: Statement, evidence: Evidence) -> tuple[Passage, str] | None:
    """A passage denying significance: any, when no passage of the evidence affirms any; else the one passage of
    either kind sharing the most words with the clause of the sentence's claim, when it denies and affirms none
    ("captive animals passed food significantly faster than wild ones" is about the wild and captive animals whose
    difference "was not statistically significant", not the temperatures at which passage was "significantly
    longer")."""
    stating = [passage for passage in evidence.passages if passage.feature(claims) or passage.feature(denials)]
    if not stating:
        return None
    if not any(passage.feature(claims) for passage in stating):
        return stating[0], stating[0].feature(denials)[0]
    terms = _claim_clause_terms(statement.text)
    shared = sorted(((len(passage.terms & terms), index) for index, passage in enumerate(stating)), reverse=True)
    if len(shared) > 1 and shared[0][0] == shared[1][0]:
        return None
    best = stating[shared[0][1]]
    return None if best.feature(claims) else (best, best.feature(denials)[0])


def _claim_clause_terms(text: str) -> frozenset[str]:
    """The terms of the clause holding the sentence's first claim of significance, the claim's own aside."""
    claim = _CLAIM.search(text)
    if claim is None:
        return frozenset()
    breaks = [mark.end() for mark in _CLAUSE_BREAK.finditer(text, 0, claim.start())]
    after = _CLAUSE_BREAK.search(text, claim.end())
    start, end = breaks[-1] if breaks else 0, after.start() if after else len(text)
    return content_terms(f"{text[start:claim.start()]}，{text[claim.end():end]}")


def check(statement: Statement, evidence: Evidence) -> list[Finding]:
    claimed = statement.feature(claims)
    if not claimed:
        return []
    denying = _denying(statement, evidence)
    if denying is None:
        return []
    passage, denial = denying
    return [SIGNIFICANCE_DENIED.finding(sentence=statement.text, span=statement.span, evidence=passage.ref,
                                        claim=claimed[0], denial=denial)]
