"""Two months joined by a dash are a span of months ("open April–September"), read as dates as "from April to
September" is; a name joined to a word by a hyphen (May-Smith) is no month."""

from __future__ import annotations

import pytest

from report_workflow.text import find_quantities


@pytest.mark.parametrize(("text", "months"), [
    ("Thornleigh Maze (open April–September)", [400, 900]),
    ("open May-October each year", [500, 1000]),
    ("Theresa May-Smith said so.", []),
    ("May said so.", []),
])
def test_months(text: str, months: list[int]) -> None:
    assert [quantity.value for quantity in find_quantities(text) if quantity.kind == "date"] == months
