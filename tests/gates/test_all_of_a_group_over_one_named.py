"""A sentence calling a group all of it ("at all of its sites", "every branch of the library") blocks where the
evidence it restates names one member by a name before the same noun ("at its Scarth Nick site") that the sentence
does not write (FD003); "at all" as an idiom ("did not help at all") is no quantifier."""

from __future__ import annotations

import pytest

from report_workflow import verify
from report_workflow.gates.lexicon import universal_cues
from tests.support import fired

CLUB = ("Following two hard landings last month, the Pennine Ridge Hang Gliding Club has suspended solo flying by "
        "pilots with fewer than 20 logged hours at its Scarth Nick site until further notice.")
LIBRARY = "From May, the library will open on Sundays at its Riverside branch, the council said."


@pytest.mark.parametrize(("text", "cues"), [
    ("solo flying is suspended at all of its sites", ("at all of",)),
    ("the scheme did not help at all", ()),
    ("it is not at all clear", ()),
])
def test_at_all_before_a_group_is_a_quantifier(text: str, cues: tuple[str, ...]) -> None:
    assert universal_cues(text) == cues


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("The club has suspended solo flying at all of its sites for pilots with fewer than 20 logged hours.", CLUB,
     False),
    ("The club has suspended solo flying at its Scarth Nick site for pilots with fewer than 20 logged hours.", CLUB,
     True),
    ("From May, the library will open on Sundays at every one of its branches.", LIBRARY, False),
    ("From May, the library will open on Sundays at its Riverside branch.", LIBRARY, True),
])
def test_verdicts(answer: str, source: str, passes: bool) -> None:
    result = verify(answer, source)
    assert bool(result["publishable"]) is passes
    assert passes or "FD003" in fired(result)
