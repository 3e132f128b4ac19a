"""FB backing: a statistical statement rests on evidence that states quantities."""

from __future__ import annotations

from itertools import combinations

from ..text.dates import date_parts, days_between
from .base import Finding, Rule
from .inputs import Evidence, Passage, Statement
from .numbers import A_DECADE, COUNT, MEASUREMENT_KINDS, SMALL_WORD_NUMBER, year_like

QUANTITATIVE_TYPES = frozenset({"quantitative", "tabular"})
STATISTICAL = "statistical"


class StatisticWithoutQuantitativeEvidence(Rule):
    """A statistical statement rests only on evidence that states no quantity.

    What it does: a sentence states a measurement when it holds a number with a unit, a percentage or a
    proportion (72%, 九成, 40 ms; not a year and not a small number written as a word), or when its claim is
    declared `statistical`. Such a sentence blocks when none of its evidence is quantitative: ledger items of
    type quantitative or tabular, or, for plain passages, passages that state a measured quantity or a clock time
    (a timetable's times give the durations between them), or two dates with their days, or with their years and
    months, in one passage or two (the days or months between them), a range of years or two years (the years
    between them), or two ranks (the places between them: 58th to 41st is seventeen places).

    Why it matters: "most customers said it was easier" cannot be turned into "72% of customers said it was
    easier"; the figure has no source at all.

    Example: evidence "员工普遍认为培训有帮助。", sentence "九成员工认为培训有帮助。" blocks.

    Fix: cite the table or passage the figure comes from, or state the finding without a figure.
    """

    code = "FB001"
    family = "FB"
    message = "the sentence states a measurement ({measurement}) but its evidence states no quantity"
    hint = "cite the quantitative evidence the figure comes from, or describe the finding without a figure"


RULES: tuple[Rule, ...] = (StatisticWithoutQuantitativeEvidence(),)
(STATISTIC_WITHOUT_QUANTITATIVE_EVIDENCE,) = RULES


def _quantitative(passage: Passage) -> bool:
    if passage.evidence_type is not None:
        return passage.evidence_type in QUANTITATIVE_TYPES
    return any(quantity.kind in MEASUREMENT_KINDS or quantity.kind == "clock" for quantity in passage.quantities) \
        or A_DECADE.search(passage.text) is not None  # "in a decade": ten years, with no figure


def _dates_apart(passages: tuple[Passage, ...]) -> bool:
    """Whether two dates of the plain passages, of one passage or two, give the days or the months between them
    ("start in April 2025 … completed by October 2027")."""
    dates = [quantity.value for passage in passages if passage.evidence_type is None
             for quantity in passage.quantities if quantity.kind == "date"]
    return any(days_between(first, second) is not None or _dated_to_the_month(first) and _dated_to_the_month(second)
               for first, second in combinations(dates, 2))


def _dated_to_the_month(value: float) -> bool:
    """Whether a date is given to the month, with its year ("April 2025") or with no year at all ("March")."""
    year, month, day = date_parts(value)
    return bool(month and (year or not day))


def _years_apart(passages: tuple[Passage, ...]) -> bool:
    """Whether the plain passages give a range of years or two years, the years between which a span may be
    (《县志（1991—2020）》 records thirty years; "opened in 1871 … closed in 2026")."""
    years = [quantity for passage in passages if passage.evidence_type is None
             for quantity in passage.quantities if quantity.kind == "year"]
    return any(year.high is not None for year in years) or len({year.value for year in years}) >= 2


def _ranks_apart(passages: tuple[Passage, ...]) -> bool:
    """Whether the plain passages give two ranks, the places between which a count may be ("up from 58th" to
    41st: seventeen places)."""
    return sum(quantity.kind == "ordinal" for passage in passages if passage.evidence_type is None
               for quantity in passage.quantities) >= 2


def check(statement: Statement, evidence: Evidence) -> list[Finding]:
    measurements = [
        quantity.surface
        for quantity in statement.quantities
        if quantity.kind in MEASUREMENT_KINDS
        and not year_like(quantity)
        and (quantity.dimension != COUNT or not quantity.spelled or abs(quantity.value) > SMALL_WORD_NUMBER)
    ]
    if statement.claim_type == STATISTICAL and not measurements:
        measurements = ["declared statistical"]
    if not measurements or any(_quantitative(passage) for passage in evidence.passages) \
            or _dates_apart(evidence.passages) or _years_apart(evidence.passages) or _ranks_apart(evidence.passages):
        return []
    return [
        STATISTIC_WITHOUT_QUANTITATIVE_EVIDENCE.finding(
            sentence=statement.text,
            span=statement.span,
            evidence=evidence.closest(statement.terms).ref,
            measurement=", ".join(measurements),
        )
    ]
