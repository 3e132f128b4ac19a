"""Names are read with their letters beyond ASCII ("Grønli", "Émile", "Kovářová"), so a name changed in such a
letter ("Grønvik" for "Grønli", Émile for Élodie) is a name the evidence does not write (FE021)."""

from __future__ import annotations

import pytest

from report_workflow import verify
from report_workflow.gates.names import find_names
from tests.support import fired


def test_names_keep_their_letters() -> None:
    names = [name for *_, name in find_names("Anna Kovářová beat Mattis Grønli and Émile Zola in São Paulo.")]
    assert names == ["Anna", "Kovářová", "Mattis", "Grønli", "Émile", "Zola", "São", "Paulo"]


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("The sprint was won by Mattis Grønvik of Norway.", "The sprint was won by Mattis Grønli of Norway in 24:11.3.",
     False),
    ("The sprint was won by Mattis Grønli of Norway.", "The sprint was won by Mattis Grønli of Norway in 24:11.3.",
     True),
    ("Émile Durand chaired the meeting.", "Élodie Durand chaired the meeting on Monday.", False),
])
def test_verdicts(answer: str, source: str, passes: bool) -> None:
    result = verify(answer, source)
    assert bool(result["publishable"]) is passes
    assert passes or "FE021" in fired(result)
