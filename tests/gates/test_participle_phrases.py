"""A phrase opened by a participle whose past form is its base ("ice, cut as usual from Lake Veira") states what it
says of the noun before it, so it contradicts an evidence clause denying it (FP001) as a full clause would."""

from __future__ import annotations

import pytest

from report_workflow import verify
from report_workflow.gates.align import asserts
from report_workflow.gates.polarity import NEGATION_MISMATCH

FESTIVAL = ("Unlike in previous years, the ice blocks were not cut from Lake Veira, which failed to freeze thickly "
            "enough, but were produced at a refrigerated plant in Tromsnes. About 900 tonnes of ice will be used for "
            "40 sculptures.")


@pytest.mark.parametrize(("text", "states"), [
    (" cut as usual from Lake Veira", True),
    (" set by the council", True),
    (" cut", False),
    (" a rate cut", False),
    (" stressing the importance of training", False),
])
def test_asserts(text: str, states: bool) -> None:
    assert asserts(text) is states


@pytest.mark.parametrize(("answer", "passes"), [
    ("Some 900 tonnes of ice, cut as usual from Lake Veira, go into 40 sculptures [1].", False),
    ("Some 900 tonnes of ice, cut from Lake Veira, go into 40 sculptures [1].", False),
    ("Some 900 tonnes of ice, produced at a refrigerated plant in Tromsnes, go into 40 sculptures [1].", True),
    ("The ice was not cut from Lake Veira this year, and about 900 tonnes go into 40 sculptures [1].", True),
])
def test_verdicts(answer: str, passes: bool) -> None:
    assert verify(answer, [FESTIVAL])["publishable"] is passes


def test_the_block_is_a_negation_mismatch() -> None:
    result = verify("Some 900 tonnes of ice, cut as usual from Lake Veira, go into 40 sculptures [1].", [FESTIVAL])
    assert result["sentence_results"][0]["rule"] == NEGATION_MISMATCH.code
