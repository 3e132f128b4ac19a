""""Agreed a deal" as a stage reached, like "agreed to" (FE028 over a deal only proposed or offered); 达成协议 over a
提议 is blocked as well."""

from __future__ import annotations

import pytest

from report_workflow import verify

MINUTES = ("Minutes of the Greyscar Caving Club committee, 4 February. The landowner at Hollins Farm has proposed a new "
           "access agreement for Hollins Cave, which would limit visits to weekends. The committee agreed to put the "
           "proposal to members at the AGM on 9 March before responding.")
SIGNED = ("Minutes of the Greyscar Caving Club committee, 4 February. The club and the landowner at Hollins Farm have "
          "agreed a new access deal for Hollins Cave, which limits visits to weekends.")
LEASE = ("Ferret club newsletter. The village hall trustees have offered a new three-year lease at £40 a month; members "
         "will vote on it in April.")
ZH = ("探洞俱乐部委员会会议纪要：土地所有者提议签订新的进洞协议，将进洞限于周末，并要求每人捐款5元。委员会决定先提交3月9日的会员大会讨论"
      "再作答复。")


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("Greyscar Caving Club has agreed a new access deal with the landowner at Hollins Farm that limits visits to "
     "Hollins Cave to weekends [1].", MINUTES, False),
    ("The landowner at Hollins Farm has proposed a new access agreement limiting visits to Hollins Cave to weekends, "
     "which goes to members at the AGM on 9 March [1].", MINUTES, True),
    ("Greyscar Caving Club has agreed a new access deal with the landowner at Hollins Farm that limits visits to "
     "Hollins Cave to weekends [1].", SIGNED, True),
    ("The ferret club has agreed a new three-year lease with the village hall [1].", LEASE, False),
    ("The village hall trustees have offered the ferret club a new three-year lease at £40 a month [1].", LEASE, True),
    ("探洞俱乐部已与土地所有者达成新的进洞协议，进洞限于周末[1]。", ZH, False),
])
def test_against_the_evidence(answer: str, source: str, passes: bool) -> None:
    assert bool(verify(answer, [source])["publishable"]) is passes
