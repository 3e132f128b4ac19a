"""FN001: a figure of one table row given to another row the sentence names, whose cell of the same column holds
another figure, has been moved between rows; a time of a timetable as much as a count."""

from __future__ import annotations

import pytest

from tests.support import verdict_of

TIMETABLE = ("Route 7, weekday morning departures\nStop | Departs\nAlder Street | 07:05\nBridge Road | 07:18\n"
             "Castle Square | 07:31\nDocklands | 07:44")
BRANCHES = "Branch | Members | Staff\nHarlow | 2,014 | 12\nEpping | 1,870 | 9\nOngar | 960 | 5"


@pytest.mark.parametrize(("answer", "source"), [
    ("The bus leaves Alder Street at 07:05 and reaches Docklands at 07:44 [1].", TIMETABLE),
    ("The bus reaches Castle Square at 07:31 [1].", TIMETABLE),
    ("Epping has 1,870 members and 9 staff [1].", BRANCHES),
])
def test_a_figure_given_to_its_own_row_passes(answer: str, source: str) -> None:
    publishable, findings = verdict_of(answer, source)
    assert publishable, findings


@pytest.mark.parametrize(("answer", "source"), [
    ("The bus reaches Castle Square at 07:18 [1].", TIMETABLE),
    ("The 07:05 bus from Alder Street reaches Castle Square at 07:18 and Docklands at 07:44 [1].", TIMETABLE),
    ("Ongar has 1,870 members [1].", BRANCHES),
])
def test_a_figure_given_to_another_row_blocks(answer: str, source: str) -> None:
    publishable, findings = verdict_of(answer, source)
    assert not publishable
    assert "FN001" in {finding["rule"] for finding in findings}


def test_the_finding_names_both_rows_and_the_rows_own_figure() -> None:
    _, findings = verdict_of("The bus reaches Castle Square at 07:18 [1].", TIMETABLE)
    (finding,) = [finding for finding in findings if finding["rule"] == "FN001"]
    assert "Bridge Road" in finding["reason"] and "Castle Square" in finding["reason"] and "07:31" in finding["reason"]
