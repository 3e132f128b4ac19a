"""A holiday of a fixed day the sentence names (Christmas, New Year, Boxing Day, Christmas Eve) is stated by the
evidence when its dates give that day or a span holding it ("a winter break from 23 December to 7 January"); a
holiday outside the evidence's dates is still a name the evidence does not state (FE021)."""

from __future__ import annotations

import pytest

from report_workflow import verify
from report_workflow.gates.inputs import Passage
from report_workflow.gates.names import _date_spans, _holds

SEASON = ("Performances run from 3 October 2024 to 16 March 2025, with a winter break from 23 December to "
          "7 January. Tickets go on sale on 2 September.")


def test_spans_of_dates() -> None:
    assert (1223, 107) in _date_spans(Passage("a winter break from 23 December to 7 January"))


@pytest.mark.parametrize(("span", "day", "held"), [
    ((1223, 107), 1225, True), ((1223, 107), 101, True), ((1223, 107), 110, False), ((1224, 1226), 1225, True),
])
def test_holds(span: tuple[int, int], day: int, held: bool) -> None:
    assert _holds(span, day) is held


@pytest.mark.parametrize(("answer", "passes"), [
    ("The season runs until mid-March, pausing over Christmas and New Year [1].", True),
    ("Performances pause over Christmas Eve and Boxing Day in the winter break [1].", True),
    ("Performances pause over Christmas and Bastille Day in the winter break [1].", False),
])
def test_verdicts(answer: str, passes: bool) -> None:
    assert verify(answer, [SEASON])["publishable"] is passes
