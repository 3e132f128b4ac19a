"""A figure named as last year's right after what it counts ("thirteen entries last year") is where a change the
evidence gives by its end and its size started ("17 entries, four more than last year")."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("After thirteen entries last year, Pellingham's fete trifle contest drew seventeen this summer [1].",
     "Pellingham Parish Council — minutes of the Summer Fete committee, 22 July. The trifle contest attracted 17 entries, four more than last year.",
     None),
    ("After twelve entries last year, Pellingham's fete trifle contest drew seventeen this summer [1].",
     "Pellingham Parish Council — minutes of the Summer Fete committee, 22 July. The trifle contest attracted 17 entries, four more than last year.",
     "FE"),
    ("After 31 entries a year earlier, the marrow class drew 26 [1].",
     "The marrow class drew 26 entries, five fewer than last year.",
     None),
    ("After 21 entries a year earlier, the marrow class drew 26 [1].",
     "The marrow class drew 26 entries, five fewer than last year.",
     "FE"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
