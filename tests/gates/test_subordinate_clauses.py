"""FN001 reads a figure without the subordinate clause after it that has a named subject of its own.

"Nikola Jokic averaged 14 rebounds as Denver beat Miami": Denver and Miami say what was going on, not whose the
rebounds are, so the evidence sentence about Denver beating Miami is no rival owner of the figure. A figure moved
to another thing of its own list still blocks, and "such as" or "served as" open no clause.
"""

from __future__ import annotations

import pytest

from report_workflow.gates.align import clause_spans
from report_workflow.gates.inputs import Analysed
from report_workflow.gates.readings import reading_spans
from tests.support import verdict_of

FINALS = (
    "The Denver Nuggets beat the Miami Heat 4-1 in the 2023 NBA Finals. Nikola Jokic was named Finals MVP after "
    "averaging 30.2 points, 14.0 rebounds and 7.2 assists."
)

HONEST = [
    ("figures of the MVP with the series named after them",
     "Nikola Jokic, the Finals MVP, averaged about 30 points and 14 rebounds as Denver beat Miami.", FINALS),
    ("a figure with a when clause", "Jokic averaged 30.2 points when Denver beat Miami in the 2023 Finals.", FINALS),
]

MOVED = [
    ("the assists given to the rebounds", "Nikola Jokic averaged about 30 points and 7 rebounds.", FINALS),
    ("the assists given to the rebounds, with the series named after them",
     "Nikola Jokic, the Finals MVP, averaged about 30 points and 7 rebounds as Denver beat Miami.", FINALS),
]


@pytest.mark.parametrize(("case", "answer", "source"), HONEST, ids=[case for case, _, _ in HONEST])
def test_a_figure_read_without_the_subordinate_clause_passes(case: str, answer: str, source: str) -> None:
    publishable, findings = verdict_of(answer, source)
    assert publishable, findings


@pytest.mark.parametrize(("case", "answer", "source"), MOVED, ids=[case for case, _, _ in MOVED])
def test_a_figure_moved_within_its_list_still_blocks(case: str, answer: str, source: str) -> None:
    publishable, findings = verdict_of(answer, source)
    assert not publishable
    assert "FN001" in {finding["rule"] for finding in findings}


@pytest.mark.parametrize(("text", "opens"), [
    ("He scored 14 rebounds as Denver beat Miami.", " as Denver beat Miami"),
    ("Sales rose 8% after Apple cut prices.", " after Apple cut prices"),
    ("Cities such as Denver and Miami grew 3%.", None),
    ("She served as Mayor of Denver for 8 years.", None),
])
def test_a_subordinate_clause_opens_only_with_a_name_and_its_verb(text: str, opens: str | None) -> None:
    item = Analysed(text)
    pieces = [text[start:end] for start, end in reading_spans(item)]
    assert (opens in pieces) if opens else reading_spans(item) == clause_spans(text), pieces
