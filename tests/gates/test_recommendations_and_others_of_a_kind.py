"""A stage only recommended ("has recommended") is not one approved, and a limit to one thing of a kind set against
"all other" things of that kind ("free at the Mill Lane car park only. All other council car parks charge") limits to
that thing's name, not to the kind."""

from __future__ import annotations

import pytest

from report_workflow import verify

FINE = ("Harlow District Council — News release. The council's licensing committee has recommended a £120 fixed "
        "penalty for fly-posting. The proposal goes to a vote of the full council on 9 January. If approved, the fine "
        "would take effect from 1 March.")
PARKING = ("On market day, parking is free at the Mill Lane car park only. All other council car parks in Ashby charge "
           "standard tariffs.")


def _passes(answer: str, source: str) -> bool:
    return bool(verify(answer, [source])["publishable"])


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("Harlow District Council has approved a £120 fixed penalty for fly-posting, to take effect from 1 March.", FINE,
     False),
    ("A council committee has recommended a £120 fine for fly-posting, which would apply from 1 March if the full "
     "council approves it.", FINE, True),
    ("Parking at council car parks in Ashby is free on market day.", PARKING, False),
    ("On market day, parking in Ashby is free only at the Mill Lane car park; the council's other car parks charge "
     "as usual.", PARKING, True),
])
def test_recommendations_and_others_of_a_kind(answer: str, source: str, passes: bool) -> None:
    assert _passes(answer, source) is passes


def test_the_finding_names_the_stage_and_the_limit() -> None:
    (fine,) = verify("Harlow District Council has approved a £120 fixed penalty for fly-posting.", [FINE])[
        "sentence_results"]
    (parking,) = verify("Parking at council car parks in Ashby is free on market day.", [PARKING])["sentence_results"]
    assert (fine["rule"], parking["rule"]) == ("FE028", "FE037")
    assert "has recommended" in fine["reason"] and "Mill Lane" in parking["reason"]
