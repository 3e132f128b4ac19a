"""Run the content gates over one sentence and the passages it relies on, in a fixed order.

The order puts the most specific diagnosis first, so the first blocking finding is the one a person should fix first:
the kind of evidence (FB), its numbers, the bases of its rates, the multiples they give, the change two readings give,
the periods they cover and the side of a threshold its figure falls on (FE), where a number belongs and whether it
counts a whole or its part (FN), quotes (FE) and who said them (FN), polarity, who did what to whom, in which order,
which way a change of state runs and whether an event was put off or called off (FP), causes, stages reached and one-off
payments (FE), movements against their own figures, levels, ranks and majorities against stated figures (FP), strength,
the force of a rule and causes the evidence disclaims (FD), which record, place in a series, average or narrowed group
is meant (FE), and last the broad word and name coverage (FE). Every gate runs; a sentence reports all findings.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from . import (
    actors, additions, affiliations, areas, attribution, averages, backing, bases, causality, coverage, definitions,
    duties, exclusions, exemptions, finishing, inclusions, levels, majorities, makers, medals, month_parts,
    movements, multiples, narrowings, numbers, obligations, opposites, ordinals, outcomes, own_counts, paired_changes,
    periods, polarity, qualities, quotes, causes, rankings, rates, recurrence, records, restrictions, roles,
    row_details, scopes, sequence, significance, speakers, starts, status, strength, substitutions, thresholds,
    transitions, wholes,
)
from .align import asserts
from .base import Finding
from .names import name_found, name_spans, names_of
from .inputs import Evidence, Passage, Statement
from .lexicon import direction_cues, negation_cues
from .linkage import NO_EVIDENCE_FOUND
from .numbers import CALENDAR_KINDS, MEASUREMENT_KINDS, has_numeral, restated_limit, stated_by
from .phrases import find_phrase
from .quotes import quoted_spans

CHECKED_KINDS = MEASUREMENT_KINDS | CALENDAR_KINDS
# A bare yes or no answers a question the gates do not see; on its own it states nothing to check.
ANSWER_PARTICLES = frozenset({"yes", "no", "yeah", "nope", "true", "false", "是", "否", "是的", "不是", "对", "不对"})

Gate = Callable[[Statement, Evidence], list[Finding]]
CONTENT_GATES: tuple[Gate, ...] = (
    backing.check,
    numbers.check,
    own_counts.check,
    rates.check,
    definitions.check,
    multiples.check,
    paired_changes.check,
    periods.check,
    month_parts.check,
    thresholds.check,
    attribution.check,
    row_details.check,
    starts.check,
    bases.check,
    actors.check,
    affiliations.check,
    makers.check,
    duties.check,
    wholes.check,
    inclusions.check,
    quotes.check,
    speakers.check,
    polarity.check,
    substitutions.check,
    roles.check,
    sequence.check,
    transitions.check,
    outcomes.check,
    finishing.check,
    medals.check,
    opposites.check,
    exemptions.check,
    significance.check,
    causes.check,
    status.check,
    recurrence.check,
    movements.check,
    levels.check,
    rankings.check,
    majorities.check,
    strength.check,
    obligations.check,
    causality.check,
    scopes.check,
    records.check,
    qualities.check,
    ordinals.check,
    averages.check,
    narrowings.check,
    areas.check,
    restrictions.check,
    exclusions.check,
    additions.check,
    coverage.check,
)


_QUOTE_MARKS = frozenset("\"\u201c\u201d\u300c\u300d\u300e\u300f")


def _lifted_fragment(statement: Statement, passages: Sequence[Passage]) -> bool:
    """A phrase copied word for word from one passage that makes no statement of its own ("President Richard
    Nixon", "the Kingdom of England"), with no number and no quotation mark: every gate would find it stated.

    Checking this first keeps the commonest short answers cheap; it never changes a verdict. The phrase is
    looked for first, where that costs least; the four tests are pure, so their order changes only the cost.
    """
    return (
        any(find_phrase(passage.folded, statement.folded) != -1 for passage in passages)
        and not has_numeral(statement.text)
        and _QUOTE_MARKS.isdisjoint(statement.text)
        and not asserts(statement.text)
    )


_PAST_TENSE = re.compile(r"[a-z]ed\b")


def states_nothing_checkable(statement: Statement) -> bool:
    """Whether a heading or lead-in ("Key findings", "Here is what the sources say:") is a label, not a claim: no
    number, name, quotation, negation or direction word, and no verb in the past tense ("Merger collapsed").

    Names are those inside the text: a one-word heading ("Overview") is not read as a bare name.
    """
    return not (
        statement.quantities or bool(statement.derived(name_spans))
        or any(statement.feature(view) for view in (quoted_spans, negation_cues, direction_cues))
        or _PAST_TENSE.search(statement.text.lower())
    )


def check_sentence(statement: Statement, passages: Sequence[Passage], *, scope: str = "evidence") -> list[Finding]:
    """Every finding of the content gates for ``statement`` against the union of ``passages``.

    ``scope`` names what the passages are in messages ("cited sources", "evidence ledger"). A sentence with
    nothing checkable (no content term, name, number or quote) has no findings. When no passage shares a term,
    a name or a number with it, the sentence is unrelated to its evidence and only FA002 is reported.
    """
    if statement.folded.strip(" .!?\u3002\uff01\uff1f") in ANSWER_PARTICLES:
        return []
    if _lifted_fragment(statement, passages):
        return []
    names = names_of(statement)
    quantities = [quantity for quantity in statement.quantities if quantity.kind in CHECKED_KINDS]
    if not (statement.terms or names or quantities or statement.feature(quoted_spans)):
        return []  # "Yes.", "See below.": nothing the evidence could confirm or contradict
    evidence = Evidence(passages)
    related = evidence and (
        statement.terms & evidence.terms
        or any(name_found(name, evidence) for name in names)
        or any(stated_by(quantity, evidence) or restated_limit(quantity, evidence) for quantity in quantities)
        or any(find_phrase(passage.folded, statement.folded, ending=3) != -1 for passage in passages)
    )
    if not related:
        return [NO_EVIDENCE_FOUND.finding(sentence=statement.text, span=statement.span, scope=scope)]
    findings: list[Finding] = []
    for gate in CONTENT_GATES:
        findings += gate(statement, evidence)
    return findings
