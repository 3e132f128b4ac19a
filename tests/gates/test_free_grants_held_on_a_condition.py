"""What a free grant is held on ("admitted free when accompanied by a paying adult", "may enter free of charge when
entering as part of a family team") limits it: a sentence granting the same age group free entry without it drops
the limit (FE037), the age group restating the grant in other words ("under-12s" for "Children under 12")."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

FIESTA = "Children under 12 are admitted free when accompanied by a paying adult."
FAIR = "Children under 12 may enter free of charge when entering as part of a family team with at least one adult."

CASES = [
    ("Under-12s can enter free.", FIESTA, "FE037"),
    ("Under-12s go free with a paying adult.", FIESTA, None),
    ("Entry costs £5 a house, though under-12s can enter free.", FAIR, "FE037"),
    ("Under-12s can enter free as part of a family team with an adult.", FAIR, None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_free_grant_limit(answer: str, source: str, rule: str | None) -> None:
    assert_verdict(answer, source, rule)
