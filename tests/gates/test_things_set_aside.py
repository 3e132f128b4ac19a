""""Rather than", "instead of" and "unless" set aside what follows them: a negation of the other side denying the same
thing pairs with them, and a sentence stating plainly what the evidence sets aside for another thing contradicts it;
a word of the thing chosen right before ("Berth 3 instead of Berth 1") is not set aside."""

from __future__ import annotations

import pytest

from report_workflow import verify

MURAL = "The restorers cleaned the mural with distilled water, not with solvents, because the pigments are fragile."
TICKETS = "Season tickets are sold to clubs rather than to individual fans, the league said."
LOANS = "Members may borrow up to six books at a time, provided no other reader has reserved them."
FERRY = ("From 14 June the 12:40 sailing will depart from Berth 3 instead of Berth 1 while the Berth 1 linkspan is "
         "repaired.")


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("The restorers cleaned the mural with distilled water rather than solvents, as the pigments are fragile.",
     MURAL, True),
    ("The restorers cleaned the mural with distilled water instead of solvents, as the pigments are fragile.",
     MURAL, True),
    ("The restorers cleaned the mural with solvents rather than distilled water, as the pigments are fragile.",
     MURAL, False),
    ("The restorers cleaned the mural with solvents, as the pigments are fragile.", MURAL, False),
    ("Season tickets are not sold to individual fans but to clubs, the league said.", TICKETS, True),
    ("Season tickets are sold to clubs, not to individual fans, the league said.", TICKETS, True),
    ("Season tickets are sold to individual fans, the league said.", TICKETS, False),
    ("Members may borrow up to six books at a time unless another reader has reserved them.", LOANS, True),
    ("Members may borrow up to six books at a time even if another reader has reserved them.", LOANS, False),
    ("From 14 June the 12:40 sailing will leave from Berth 3 while the Berth 1 linkspan is repaired.", FERRY, True),
])
def test_verdicts(answer: str, source: str, passes: bool) -> None:
    assert verify(answer, [source])["publishable"] is passes
