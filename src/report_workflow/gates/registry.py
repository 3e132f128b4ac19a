"""Every rule of every gate, by code: what `report-workflow rules [CODE]` prints."""

from __future__ import annotations

from ..errors import BadInput
from ..render.checks import RENDER_RULES
from . import (
    actors,
    additions,
    affiliations,
    areas,
    attribution,
    averages,
    backing,
    bases,
    causality,
    causes,
    conflicts,
    coverage,
    definitions,
    duties,
    exclusions,
    exemptions,
    finishing,
    inclusions,
    job_linkage,
    levels,
    linkage,
    majorities,
    makers,
    medals,
    month_parts,
    movements,
    multiples,
    narrowings,
    numbers,
    obligations,
    opposites,
    ordinals,
    outcomes,
    own_counts,
    paired_changes,
    periods,
    polarity,
    prose,
    qa,
    qualities,
    quotes,
    rankings,
    rates,
    records,
    recurrence,
    restrictions,
    roles,
    row_details,
    schema,
    scopes,
    sequence,
    significance,
    speakers,
    starts,
    status,
    strength,
    thresholds,
    transitions,
    wholes,
)
from .base import FAMILIES, Rule

_RULES: tuple[Rule, ...] = (
    *schema.SCHEMA_RULES,
    *linkage.RULES,
    *job_linkage.JOB_LINKAGE_RULES,
    *backing.RULES,
    *numbers.RULES,
    *own_counts.RULES,
    *rates.RULES,
    *definitions.RULES,
    *multiples.RULES,
    *periods.RULES,
    *month_parts.RULES,
    *thresholds.RULES,
    *quotes.RULES,
    *speakers.RULES,
    *coverage.RULES,
    *additions.RULES,
    *scopes.RULES,
    *records.RULES,
    *qualities.RULES,
    *ordinals.RULES,
    *paired_changes.RULES,
    *averages.RULES,
    *narrowings.RULES,
    *areas.RULES,
    *restrictions.RULES,
    *exclusions.RULES,
    *polarity.RULES,
    *roles.RULES,
    *sequence.RULES,
    *transitions.RULES,
    *outcomes.RULES,
    *finishing.RULES,
    *medals.RULES,
    *opposites.RULES,
    *exemptions.RULES,
    *significance.RULES,
    *causes.RULES,
    *status.RULES,
    *recurrence.RULES,
    *movements.RULES,
    *levels.RULES,
    *rankings.RULES,
    *majorities.RULES,
    *attribution.RULES,
    *row_details.RULES,
    *starts.RULES,
    *bases.RULES,
    *actors.RULES,
    *affiliations.RULES,
    *makers.RULES,
    *duties.RULES,
    *wholes.RULES,
    *inclusions.RULES,
    *strength.RULES,
    *obligations.RULES,
    *causality.RULES,
    *prose.FS_RULES,
    *conflicts.FC_RULES,
    *qa.QA_RULES,
    *RENDER_RULES,
)


def _index(rules: tuple[Rule, ...]) -> dict[str, Rule]:
    index: dict[str, Rule] = {}
    for rule in rules:
        if rule.code in index:
            raise RuntimeError(f"rule code {rule.code} is used by both {index[rule.code].name} and {rule.name}")
        if rule.family not in FAMILIES:
            raise RuntimeError(f"rule {rule.code} names unknown family {rule.family}")
        index[rule.code] = rule
    return index


_BY_CODE = _index(_RULES)
_FAMILY_ORDER = {family: position for position, family in enumerate(FAMILIES)}


def all_rules() -> list[Rule]:
    """Every rule, grouped by family in the order of ``FAMILIES``, then by code."""
    return sorted(_RULES, key=lambda rule: (_FAMILY_ORDER[rule.family], rule.code))


def get_rule(code: str) -> Rule:
    """The rule with this code (case-insensitive); an unknown code is bad input."""
    rule = _BY_CODE.get(code.strip().upper())
    if rule is None:
        raise BadInput(
            f"no rule has the code {code!r}",
            hint="run `report-workflow rules` to list every code (" + ", ".join(sorted(FAMILIES)) + " families)",
        )
    return rule
