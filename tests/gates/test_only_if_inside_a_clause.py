"""An "only if" inside the clause it governs is a condition the sentence must keep, as "provided" is ("may add an
unregistered player only if it would otherwise be unable to field seven players"); a bare "if" there is not read."""

from __future__ import annotations

import pytest

from report_workflow import verify

RULES = ("During a game, a team may add an unregistered player only if it would otherwise be unable to field seven "
         "players.")


@pytest.mark.parametrize(("answer", "passes"), [
    ("During a game a team may add an unregistered player [1].", False),
    ("During a game a team may add an unregistered player if it would otherwise be unable to field seven players [1].",
     True),
    ("A team may add an unregistered player during a game only if it would otherwise be unable to field seven "
     "players [1].", True),
])
def test_against_the_evidence(answer: str, passes: bool) -> None:
    assert bool(verify(answer, [RULES])["publishable"]) is passes


def test_a_bare_if_inside_a_clause_is_not_read() -> None:
    source = "Volunteers called members to see if they would help at the gala."
    assert verify("Volunteers called members about helping at the gala [1].", [source])["publishable"]
