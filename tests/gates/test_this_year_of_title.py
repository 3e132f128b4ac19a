"""A figure dated "this spring", "this year" or 今年 is of the year its source's title names: "doubled in ten years to
168" over "Census 2024" and "168 pairs … this spring, up from 84 pairs in 2014" (FE001 read both figures as of 2014,
the one year the passage names); another span still blocks."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("Griffon vulture breeding pairs in the Serra Alta have doubled in ten years to 168 [1].",
     "Serra Alta griffon vulture census 2024. Surveyors counted 168 breeding pairs of griffon vultures in the Serra Alta range this spring, up from 84 pairs in 2014.",
     None),
    ("Griffon vulture breeding pairs in the Serra Alta have doubled in eight years to 168 [1].",
     "Serra Alta griffon vulture census 2024. Surveyors counted 168 breeding pairs of griffon vultures in the Serra Alta range this spring, up from 84 pairs in 2014.",
     "FE001"),
    ("Otter sightings on the Wenn have tripled in six years [1].",
     "Wenn Otter Watch annual report 2023. Volunteers logged 150 otter sightings along the river this year, against 50 in 2017.",
     None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
