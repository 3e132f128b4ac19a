"""A verb of taking in is one verb to the polarity gate: "the fee covers repairs" affirms what "does not include
repairs" denies (FP001), and "the pack contains no nuts" agrees with "does not include nuts"."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

FEE = ("Our £90 tuning fee covers one full tuning and a check of the pedals and hammers. It does not include repairs "
       "such as replacing broken strings, which are quoted separately.")
PACK = "The starter pack does not include nuts or seeds, so it is suitable for nursery snacks."

CASES = [
    ("The £90 fee covers repairs such as replacing broken strings.", FEE, False),
    ("The £90 fee contains repairs such as replacing broken strings.", FEE, False),
    ("The £90 fee does not cover repairs such as replacing broken strings.", FEE, True),
    ("The £90 fee covers one full tuning and a check of the pedals and hammers.", FEE, True),
    ("The starter pack contains no nuts or seeds.", PACK, True),
    ("The starter pack contains nuts and seeds.", PACK, False),
]


@pytest.mark.parametrize(("answer", "source", "publishable"), CASES)
def test_verbs_of_including(answer: str, source: str, publishable: bool) -> None:
    result = verify(answer, source)
    assert result["publishable"] is publishable
    assert ("FP001" in fired(result)) is not publishable
