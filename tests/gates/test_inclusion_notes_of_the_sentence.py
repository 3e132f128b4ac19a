"""A sentence's own inclusion note, written with no comma before it ("costs £145 with lunch included", "£145
including lunch"), keeps the part out of the words naming its figure; a figure given to the part alone still blocks
(FN005)."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

COURSE = "The course costs £145, including lunch."

CASES = [
    ("The beginners' day costs £145 with lunch included.", COURSE, True),
    ("The beginners' day costs £145 including lunch.", COURSE, True),
    ("Lunch on the beginners' day costs £145.", COURSE, False),
]


@pytest.mark.parametrize(("answer", "source", "publishable"), CASES)
def test_inclusion_notes_of_the_sentence(answer: str, source: str, publishable: bool) -> None:
    result = verify(answer, source)
    assert result["publishable"] is publishable
    assert ("FN005" in fired(result)) is not publishable
