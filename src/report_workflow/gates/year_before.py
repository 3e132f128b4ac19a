"""A figure given to a year, or to the year before the sentence's year, where the evidence gives it to another year.

"Rail freight reached 21.7 billion tonne-kilometres in 2024, up from 19.8 billion the year before" keeps every figure
of "21.7 billion tonne-kilometres in 2024, up from 20.9 billion in 2023 and 19.8 billion in 2022" and moves one: the
year before 2024 is 2023, and 19.8 billion is 2022's. The clause comparing with the previous year names no year, so
attribution by the years a clause names sees nothing; here that year is worked out from the one year the sentence
names and compared with the years the evidence gives its figures (see ``change_dates.dated_figures``).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ..text import content_terms
from ..text.quantities import Quantity
from .arithmetic import PART_BREAK, clause_around, unit_key
from .change_dates import PREVIOUS_YEAR, dated_figures, measured_against
from .inputs import Evidence, Passage, Statement
from .numbers import supports
from .readings import extreme_since

# Where a clause of the sentence ends: what names the previous year must stand in the figure's own clause.
_CLAUSE_BREAK = re.compile(r"[，；。;]|,(?!\d)|\band\b")


def misdated(statement: Statement,
             evidence: Evidence) -> Iterator[tuple[Quantity, Passage, Quantity, int, int, Quantity]]:
    """Each figure the sentence gives to a year, the year before its one year ("up from 19.8 billion the year
    before", 上年为…) or the one year its clause names beside it alone of its kind (2023年…收购小麦十八万六千吨), that
    every passage stating it dates to another year, while one dates another figure of its kind to the sentence's, or
    names the sentence's year in a part of its own with none of that kind: the figure, that passage, its own figure
    there and year, and the figure (or the year) the passage gives the sentence's year."""
    if not any(item.kind == "year" for item in statement.quantities):
        return
    before = year_before_of(statement)
    for quantity in statement.quantities:
        if quantity.kind != "value":
            continue
        relative = before is not None and _given_to_year_before(statement, quantity)
        target = before if relative else _clause_year(statement, quantity)
        if target is None:
            continue
        # a clause naming its year names its thing too: "wind and solar combined produced 30.2 TWh in 2023" is not
        # of the coal row that states 30.2 TWh for 2022
        named = frozenset() if relative else content_terms(
            statement.text[slice(*clause_around(statement.text, quantity, _CLAUSE_BREAK))])
        found = [(passage, figure, year, rival or _year_told_apart(evidence, figure, target))
                 for passage in evidence.passages if relative or named & passage.terms
                 for figure, year, rival in _dated(quantity, statement, passage, target)]
        if found and all(year is not None and year != target and rival is not None for *_, year, rival in found):
            passage, figure, year, rival = found[0]
            assert year is not None and rival is not None
            yield quantity, passage, figure, year, target, rival


def year_before_of(statement: Statement) -> int | None:
    """The year before the one year a sentence names, when it names the previous year too."""
    if not statement.quantities or not PREVIOUS_YEAR.search(statement.text):
        return None
    years = {int(item.value) for item in statement.quantities if item.kind == "year" and item.high is None}
    return years.pop() - 1 if len(years) == 1 else None


# A clause pointing back to the year the sentence names: "870 schoolchildren that year", 同年.
_THAT_YEAR = re.compile(r"\b(?:that|the same) year\b|当年|同年", re.IGNORECASE)


def _clause_year(statement: Statement, quantity: Quantity) -> int | None:
    """The one year the figure's clause names, or points back to as "that year" when the sentence names one, where
    the figure is the clause's one figure of its kind."""
    low, high = clause_around(statement.text, quantity, _CLAUSE_BREAK)
    years = {int(item.value) for item in statement.quantities
             if item.kind == "year" and item.high is None and low <= item.start < high}
    if not years and _THAT_YEAR.search(statement.text, low, high):
        years = {int(item.value) for item in statement.quantities if item.kind == "year" and item.high is None}
    alike = [item for item in statement.quantities if item.kind == "value" and low <= item.start < high
             and unit_key(item) == unit_key(quantity)]
    return years.pop() if len(years) == 1 and len(alike) == 1 else None


def _given_to_year_before(statement: Statement, quantity: Quantity) -> bool:
    """Whether the figure's clause names the previous year, with no other figure of its kind between the two, and no
    year of its own: in "to 48,000 birds from 60,000 the year before" the year before is 60,000's."""
    low, high = clause_around(statement.text, quantity, _CLAUSE_BREAK)
    if any(item.kind == "year" and low <= item.start < high for item in statement.quantities):
        return False
    alike = [item.start for item in statement.quantities if item is not quantity and item.kind == "value"
             and unit_key(item) == unit_key(quantity)]
    return any(not any(min(found.start(), quantity.start) < at < max(found.start(), quantity.start) for at in alike)
               for found in PREVIOUS_YEAR.finditer(statement.text, low, high))


def _dated(quantity: Quantity, statement: Statement, passage: Passage,
           before: int) -> Iterator[tuple[Quantity, int | None, Quantity | None]]:
    """The passage's figures stating ``quantity``, each with the year the passage dates it to (``None`` when it
    dates it to none) and the figure of its kind the passage dates to ``before``, if any."""
    figures = [item for item in passage.quantities if item.kind == "value" and item.value > 0]
    periods = dated_figures(passage, figures, statement, set()) if any(
        supports(quantity, figure) for figure in figures) else {}
    for figure in figures:
        if supports(quantity, figure):
            # a rival of the sentence's unit too: "2,650 hours in 2024, up from 2,100 the year before" leaves the
            # unit of 2,100 to the figure before it
            kinds = {unit_key(figure), unit_key(quantity)}
            rival = next((item for item in figures if periods.get(id(item)) == before and item is not figure
                          and unit_key(item) in kinds), None)
            year = periods.get(id(figure), _part_year(passage, figure))
            yield figure, year, rival


def part_of(text: str, item: Quantity) -> str:
    """The part of ``text`` (between semicolons and full stops) holding ``item``."""
    return text[slice(*clause_around(text, item, PART_BREAK))].strip()


def _part_year(passage: Passage, figure: Quantity) -> int | None:
    """The one year the part of the passage holding ``figure`` names ("2025年底前，…覆盖率达到80%"), if one and the
    figure is the part's one figure of its kind ("143 tonnes, against 168 tonnes in 2023" dates only the 168); a year
    the figure is measured against ("down 12% on 2023") dates nothing."""
    low, high = clause_around(passage.text, figure, PART_BREAK)
    years = {int(item.value) for item in passage.quantities if item.kind == "year" and item.high is None
             and low <= item.start < high and not extreme_since(passage.text, item)
             and not measured_against(passage.text, item)}
    alike = [item for item in passage.quantities if item.kind == "value" and unit_key(item) == unit_key(figure)
             and low <= item.start < high]
    return years.pop() if len(years) == 1 and len(alike) == 1 else None


def _year_told_apart(evidence: Evidence, figure: Quantity, year: int) -> Quantity | None:
    """The year ``year`` as the evidence names it in a part of its own stating no figure of ``figure``'s kind: "2024年底
    前，实现高速公路服务区全覆盖；2025年底前，…覆盖率达到80%" gives 2024 to another thing, so 80% for 2024 is moved.
    A figure written as a word is passed over: "One" may be of a name ("One Cool Film")."""
    if figure.spelled:
        return None
    for passage in evidence.passages:
        for item in passage.quantities:
            if item.kind == "year" and item.high is None and int(item.value) == year:
                low, high = clause_around(passage.text, item, PART_BREAK)
                if not any(other.kind == "value" and unit_key(other) == unit_key(figure)
                           and low <= other.start < high for other in passage.quantities):
                    return item
    return None
