"""FD002 reads a hedge per thing it qualifies: a sentence that keeps the evidence's hedge of one thing ("the
preliminary audit") still drops the hedge of another ("were possibly approved") when it states that as fact."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

AUDIT = ("The preliminary audit states that the invoices may have been backdated and that the payments were possibly "
         "approved without a second signature.")
ZH_WAREHOUSE = "初步调查显示，这批药品可能在运输途中受潮，冷库温控记录或许存在缺失。"


@pytest.mark.parametrize(("answer", "source"), [
    ("The preliminary audit found that the payments had been approved without a second signature and that the "
     "invoices may have been backdated [1].", AUDIT),
    ("初步调查显示，冷库温控记录存在缺失，这批药品可能在运输途中受潮[1]。", ZH_WAREHOUSE),
])
def test_a_hedge_dropped_beside_one_kept_on_another_thing_blocks(answer: str, source: str) -> None:
    assert "FD002" in fired(verify(answer, [source]))


@pytest.mark.parametrize(("answer", "source"), [
    ("The preliminary audit found that the payments were possibly approved without a second signature and that the "
     "invoices may have been backdated [1].", AUDIT),
    ("The preliminary audit says the payments may have been approved without a second signature [1].", AUDIT),
    ("初步调查显示，冷库温控记录或许存在缺失，这批药品可能在运输途中受潮[1]。", ZH_WAREHOUSE),
])
def test_every_hedge_kept_passes(answer: str, source: str) -> None:
    assert "FD002" not in fired(verify(answer, [source]))


SPECTATORS = "An estimated 42,000 spectators lined the marathon route, according to pitch-side counters."


@pytest.mark.parametrize(("answer", "blocked"), [
    ("According to estimates from pitch-side counters, 42,000 spectators watched the marathon.", False),
    ("Pitch-side counters put the crowd at an estimated 42,000.", False),
    ("Pitch-side counters recorded 42,000 spectators at the marathon.", True),
])
def test_a_sentence_citing_estimates_keeps_an_estimate(answer: str, blocked: bool) -> None:
    assert ("FD002" in fired(verify(answer, [SPECTATORS]))) is blocked


TRAM = "The transport authority hopes to extend the tram line to Northgate in 2027, subject to funding."


@pytest.mark.parametrize(("answer", "blocked"), [
    ("The tram line will be extended to Northgate in 2027, subject to funding.", True),
    ("The transport authority hopes the tram line can reach Northgate in 2027, subject to funding.", False),
])
def test_a_hope_is_a_hedge(answer: str, blocked: bool) -> None:
    assert ("FD002" in fired(verify(answer, [TRAM]))) is blocked


KILN = "公司计划于2026年前建成余热发电二期工程。"


@pytest.mark.parametrize(("answer", "blocked"), [
    ("余热发电二期工程还处在计划阶段，目标是2026年前建成。", False),
    ("余热发电二期工程已经建成。", True),
])
def test_a_target_keeps_a_plan(answer: str, blocked: bool) -> None:
    assert ("FD002" in fired(verify(answer, [KILN]))) is blocked


CARERS = ("From 1 June, carers of inpatients will be able to park free of charge provided they hold a carer's permit, "
          "available from the ward reception.")


@pytest.mark.parametrize(("answer", "blocked"), [
    ("From 1 June, carers of inpatients can park free of charge.", True),
    ("From 1 June, carers of inpatients can park free of charge if they hold a carer's permit.", False),
])
def test_provided_governs_its_own_clause_without_a_comma(answer: str, blocked: bool) -> None:
    assert ("FD002" in fired(verify(answer, [CARERS]))) is blocked


SHOP = ("The shop will open seven days a week once a paid manager has been recruited; until then, volunteers will "
        "open it from Thursday to Sunday. The bridge will reopen once repairs are complete.")


@pytest.mark.parametrize(("answer", "blocked"), [
    ("The shop will open seven days a week.", True),
    ("The shop will open seven days a week once a paid manager is in post.", False),
    ("No date for the bridge to reopen has been set yet.", False),
])
def test_once_before_a_thing_done_governs_its_clause(answer: str, blocked: bool) -> None:
    assert ("FD002" in fired(verify(answer, [SHOP]))) is blocked


def test_once_a_week_is_no_condition() -> None:
    assert "FD002" not in fired(verify("The bus runs once a week.", ["The bus runs once a week from the square."]))


WAIT = "The estimated wait for a full-size allotment plot is now 38 months."


@pytest.mark.parametrize(("answer", "blocked"), [
    ("Applicants face an expected wait of about three years for a full-size plot.", False),
    ("Applicants wait 38 months for a full-size plot.", True),
])
def test_an_expected_figure_keeps_an_estimate(answer: str, blocked: bool) -> None:
    assert ("FD002" in fired(verify(answer, [WAIT]))) is blocked


KILN_SITE = "根据釉色和器形初步判断，该窑址为宋代官窑。"


@pytest.mark.parametrize(("answer", "publishable"), [
    ("专家已认定该窑址为宋代官窑[1]。", False),
    ("该窑址为宋代官窑[1]。", False),
    ("专家初步判断该窑址为宋代官窑[1]。", True),
])
def test_a_judgement_hedged_before_its_clause_hedges_that_clause(answer: str, publishable: bool) -> None:
    assert verify(answer, [KILN_SITE])["publishable"] is publishable


FOOTBRIDGE = ["Once the footbridge has been repaired, the number 14 bus will return to its old route along Mill Lane."]


def test_a_once_condition_opening_the_evidence_sentence_must_be_kept():
    assert "FD002" in fired(verify("The number 14 bus will return to its old route along Mill Lane [1].", FOOTBRIDGE))
    assert verify("The number 14 bus will return to its old route along Mill Lane once the footbridge has been "
                  "repaired [1].", FOOTBRIDGE)["publishable"]
