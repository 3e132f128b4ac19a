"""A medal taken, won or lifted "into" (take bronze, "into silver") is a place, and a place is read for the names of
its own clause when that clause names any ("Karvia won gold, and a win lifted Valdoria into silver")."""

from __future__ import annotations

import pytest

from report_workflow import verify

FINAL = ("Karvia drew 2-2 with Norland in the last round, which was enough to secure gold on 20 match points. Norland "
         "finished second on 19, and Valdoria overtook Estmark to take bronze on 17 after a 3½-½ win over Ostland.")


@pytest.mark.parametrize(("answer", "passes"), [
    ("Karvia held Norland 2-2 to win gold on 20 match points, and a 3½-½ win over Ostland lifted Valdoria past "
     "Estmark into silver on 17.", False),
    ("Karvia held Norland 2-2 to win gold on 20 match points, and a 3½-½ win over Ostland lifted Valdoria past "
     "Estmark into bronze on 17.", True),
    ("A 3½-½ win over Ostland lifted Valdoria past Estmark into silver on 17.", False),
    ("Valdoria overtook Estmark to take silver on 17.", False),
])
def test_medals(answer: str, passes: bool) -> None:
    assert bool(verify(answer, [FINAL])["publishable"]) is passes
