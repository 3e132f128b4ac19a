"""A depth below a surface rises as its figure falls: "risen from 42 cm below the surface to 11 cm below" is a rise of
31 cm, never a fall of it."""

from __future__ import annotations

import pytest

from report_workflow import verify

BOG = ("Since the ditches were blocked in 2019, the mean water-table depth across the 14 dipwells has risen from 42 cm "
       "below the surface (2019 baseline) to 11 cm below (summer 2023).")


@pytest.mark.parametrize(("answer", "passes"), [
    ("The water table rose by 31 cm, to within 11 cm of the surface.", True),
    ("The water table fell by 31 cm over the four years.", False),
    ("The water table rose by 41 cm, to within 11 cm of the surface.", False),
])
def test_depths(answer: str, passes: bool) -> None:
    assert bool(verify(answer, [BOG])["publishable"]) is passes
