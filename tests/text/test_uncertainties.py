"""A figure written with its uncertainty before their shared unit ("712 ± 9 m", 36.5±0.4℃) is a figure in that unit,
so a restatement in other units is compared with it."""

from __future__ import annotations

import pytest

from report_workflow.text import find_quantities
from tests.support import assert_blocked_as_unstated, assert_publishable


@pytest.mark.parametrize(("text", "dimension", "value"), [
    ("The terminus retreated 712 ± 9 m.", "length", 712.0),
    ("体温36.5±0.4℃。", "temperature", 309.65),
    ("The sample weighed 4.2 +/- 0.3 kg.", "mass", 4.2),
])
def test_a_figure_takes_the_unit_written_after_its_uncertainty(text: str, dimension: str, value: float) -> None:
    first = find_quantities(text)[0]
    assert (first.dimension, first.value) == (dimension, pytest.approx(value))


def test_a_figure_without_a_unit_stays_a_number() -> None:
    assert [item.dimension for item in find_quantities("a score of 12 ± 3")] == ["number", "number"]


def test_a_figure_with_an_uncertainty_restated_in_other_units() -> None:
    source = "Between 2000 and 2023 the terminus retreated 712 ± 9 m."
    assert_publishable("The glacier's front retreated about 0.7 km between 2000 and 2023.", source)
    assert_blocked_as_unstated("The glacier's front retreated about 0.9 km between 2000 and 2023.", source)
