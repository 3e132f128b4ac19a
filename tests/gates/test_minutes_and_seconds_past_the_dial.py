"""Minutes and seconds no clock shows ("24:48", "26:05", "27:31" in a results list, the last before a full stop) are
the times a race was run in, and the margins between them are worked out."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

RESULTS = "Official results: 1st Soapy Suds 24:48; 2nd The Rubber Duckies 26:05; 3rd Plughole Pirates 27:31."

CASES = [
    ("Soapy Suds won in 24 minutes 48 seconds, finishing 1 minute 17 seconds ahead of The Rubber Duckies.", RESULTS, None),
    ("Soapy Suds won in 24 minutes 48 seconds, finishing 1 minute 27 seconds ahead of The Rubber Duckies.", RESULTS, "FE001"),
    ("Plughole Pirates came third in 27 minutes 31 seconds.", RESULTS, None),
    ("Plughole Pirates came third in 27 minutes 13 seconds.", RESULTS, "FE001"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str, rule: str | None) -> None:
    assert_verdict(answer, source, rule)
