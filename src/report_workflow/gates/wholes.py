"""FN wholes: a percentage belongs to the whole the evidence takes it of.

"International students make up 15% of the incoming class" and "15% of its applicants were international" share
the figure and nearly every word; the whole changed from the class admitted to everyone who applied. The evidence
names both wholes ("admitted 1,650 of 57,000 applicants"), so the share was moved from one to the other.
"""

from __future__ import annotations

import re

from ..text import content_terms
from .base import Finding, Rule
from .inputs import Evidence, Passage, Statement


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


RULES: tuple[Rule, ...] = (ShareOfAnotherWhole(),)
(SHARE_OF_ANOTHER_WHOLE,) = RULES

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
