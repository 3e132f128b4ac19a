"""A margin a record was improved by is set against the record the evidence calls previous, old or former: "took
81 seconds off the course record", "broke the record by", "added four metres to the national record". Another margin
blocks (FE001)."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

DIVE = ("Nina Varga (Hungary) surfaced cleanly from 72 m in Constant Weight, a dive of 2 min 41 s, setting a new "
        "Hungarian national record. Her previous national mark, 68 m, had stood since 2023.")
RUN = "Okafor won the hill race in 2:41:07, a new course record. The previous record of 2:42:28 was set in 2019."


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("Nina Varga's clean 72-metre dive, which lasted two minutes and forty-one seconds, added four metres to the "
     "Hungarian record [1].", DIVE, True),
    ("Nina Varga's dive added four metres to the Hungarian record [1].", DIVE, True),
    ("Nina Varga's dive added five metres to the Hungarian record [1].", DIVE, False),
    ("Okafor took 81 seconds off the course record [1].", RUN, True),
    ("Okafor took 91 seconds off the course record [1].", RUN, False),
])
def test_a_record_improved_by_a_margin(answer: str, source: str, passes: bool) -> None:
    result = verify(answer, {"1": source})
    assert bool(result["publishable"]) is passes
    assert passes or "FE001" in fired(result)
