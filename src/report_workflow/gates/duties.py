"""FN duties: a duty the evidence gives one party must not be given to another party it names for another duty.

"The forestry bureau is responsible for the daily care of the trees" keeps every name and word of "village
committees are responsible for the daily care of the trees; the forestry bureau is responsible for technical
guidance"; only who does what changed, and no number or word gate sees it.
"""

from __future__ import annotations

import re

from ..text import content_terms
from .base import Finding, Rule
from .inputs import Evidence, Statement
from .phrases import Marks, mentions_any


class DutyOfAnother(Rule):
    """The sentence gives a duty to a party the evidence gives another duty, where the evidence gives this duty to
    another party.

    What it does: reads who is responsible for what: 由A负责B, B由A负责, A负责B; "A is responsible for B", "A is in
    charge of B", "B is the responsibility of A". A sentence giving a duty to a party blocks when the evidence duty
    sharing the most of its words (at least two, and half of the evidence duty's own) belongs to another party (not
    the sentence's named in full or shorter: "the council" is "the parish council", "the county council" is not), and
    the evidence gives the sentence's party a duty of its own that shares fewer of them.

    Why it matters: who looks after the trees and who only advises is what a reader acts on; every name and duty of
    the source survives the swap.

    Example: evidence "全市水杉原生母树由所在村的村民委员会负责日常管护，市林业局负责技术指导和监督检查。", sentence
    "水杉原生母树的日常管护由市林业局负责。" blocks; "水杉原生母树的日常管护由所在村的村民委员会负责。" passes.

    Fix: give the duty to the party the evidence gives it to.
    """

    code = "FN013"
    family = "FN"
    message = "the evidence gives \u201c{duty}\u201d to \u201c{party}\u201d, not to \u201c{claimed}\u201d"
    hint = "give the duty to \u201c{party}\u201d, as the evidence does"


DUTY_OF_ANOTHER = DutyOfAnother()
RULES: tuple[Rule, ...] = (DUTY_OF_ANOTHER,)

_PIECE = r"[^，。；：,;:!?！？]"
# 负责 after a denial (不负责, 未负责) gives no duty.
_RESPONSIBLE = r"(?<![不无未非])负责"
_DUTIES = (
    re.compile(rf"由(?P<party>{_PIECE}{{2,24}}?){_RESPONSIBLE}(?P<duty>{_PIECE}{{2,40}})"),
    re.compile(rf"(?P<duty>{_PIECE}{{2,40}}?)由(?P<party>{_PIECE}{{2,24}}?){_RESPONSIBLE}(?=[，。；,;]|\Z)"),
    re.compile(rf"(?P<party>(?<![由])[^，。；：,;:!?！？由]{{2,24}}?){_RESPONSIBLE}(?P<duty>{_PIECE}{{2,40}})"),
    re.compile(r"(?P<party>\b[\w' -]{2,60}?)\s+(?:is|are|was|were|will be|remains?)\s+(?:responsible for|in charge of)"
               r"\s+(?P<duty>[^,;.:!?]{2,80})", re.IGNORECASE),
    re.compile(r"(?P<duty>\b[\w' -]{2,80}?)\s+(?:is|are|will be|remains?)\s+the\s+responsibility\s+of\s+"
               r"(?P<party>[^,;.:!?]{2,60})", re.IGNORECASE),
)
_MARKS = Marks("负责", "responsible", "in charge of", "responsibility")
# A word joining the clause of a party to the one before: "while the county council remains responsible for".
_JOINING = re.compile(r"^(?:while|whereas|and|but|with|as)\s+", re.IGNORECASE)
_SHARED = 2


def duties(text: str) -> tuple[tuple[frozenset[str], frozenset[str], str, str], ...]:
    """Each (party terms, duty terms, party, duty) ``text`` tells: who is responsible for what."""
    if not mentions_any(text, _MARKS):
        return ()
    found: dict[int, tuple[int, tuple[frozenset[str], frozenset[str], str, str]]] = {}
    for pattern in _DUTIES:
        for match in pattern.finditer(text):
            party, duty = _JOINING.sub("", match["party"].strip()), match["duty"].strip()
            party_terms, duty_terms = content_terms(party), content_terms(duty)
            if party_terms and duty_terms:  # a later pattern reading part of a party again ends where it did
                found.setdefault(match.end(), (match.start(), (party_terms, duty_terms, party, duty)))
    return tuple(told for _, told in sorted(found.values(), key=lambda item: item[0]))


def _same_party(one: frozenset[str], other: frozenset[str]) -> bool:
    """Whether two parties are one, named in full or shorter ("the council" of "the parish council"), not two that
    share a word ("the parish council" and "the county council")."""
    return one <= other or other <= one


def check(statement: Statement, evidence: Evidence) -> list[Finding]:
    claimed = statement.feature(duties)
    if not claimed:
        return []
    given = [(told, passage) for passage in evidence.passages for told in passage.feature(duties)]
    if not given:
        return []
    for party_terms, duty_terms, party, _ in claimed:
        shares = [(len(duty_terms & told[1]), told, passage) for told, passage in given]
        best, (told_party, told_duty, owner, duty), passage = max(shares, key=lambda share: share[0])
        if best < max(_SHARED, len(told_duty) / 2) or _same_party(told_party, party_terms):
            continue
        own = [share for share, told, _ in shares if _same_party(told[0], party_terms)]
        if own and max(own) < best:
            return [DUTY_OF_ANOTHER.finding(sentence=statement.text, span=statement.span, evidence=passage.ref,
                                            duty=duty, party=owner, claimed=party)]
    return []
