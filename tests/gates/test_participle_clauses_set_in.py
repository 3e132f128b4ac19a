"""A participle clause set between a subject and its verb ("Priya Lund, carrying 20 kg, won the women's race") tells of
what the verb's clause tells of: its figure is read with the verb's words too, so the women's 20 kg is the women's,
and the men's winner carrying it is moved to another side (FN001)."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

RACE = ("Men carry a 50 kg sack and women a 20 kg sack over a 1,012-metre course. The men's race was won by Callum "
        "Dyson; the women's race was won by Priya Lund.")

CASES = [
    ("Priya Lund, carrying 20 kg, won the women's race.", RACE, None),
    ("Callum Dyson, carrying 20 kg, won the men's race.", RACE, "FN001"),
    ("Callum Dyson, carrying 50 kg, won the men's race.", RACE, None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_participle_set_in(answer: str, source: str, rule: str | None) -> None:
    assert_verdict(answer, source, rule)
