"""FP005: a figure placed above or below a level, target or budget must be on that side of the share the
evidence gives."""

from __future__ import annotations

import pytest

from report_workflow.gates.levels import Reference, placed_references, stated_shares
from tests.support import verdict_of


@pytest.mark.parametrize(("text", "side", "reference"), [
    ("Traffic surpassed its 2019 level.", 1, Reference("level", "2019", "surpassed its 2019 level")),
    ("Arrivals remain below pre-pandemic levels.", -1, Reference("level", None, "below pre-pandemic levels")),
    ("Sales exceeded the full-year target.", 1, Reference("target", None, "exceeded the full-year target")),
    ("Spending came in short of budget.", -1, Reference("budget", None, "short of budget")),
    ("旅客吞吐量超过2019年同期水平。", 1, Reference("level", "2019", "超过2019年同期水平")),
    ("入境游客人数尚未恢复到疫情前水平。", -1, Reference("level", None, "尚未恢复到疫情前水平")),
    ("公司超额完成全年目标。", 1, Reference("target", None, "超额完成全年目标")),
])
def test_a_placed_reference_is_read_with_its_side_kind_and_year(text: str, side: int, reference: Reference) -> None:
    assert placed_references(text) == ((side, reference),)


@pytest.mark.parametrize(("text", "share", "kind", "year"), [
    ("The airport handled 79.2 million passengers, 94% of its 2019 level.", 94.0, "level", "2019"),
    ("Sales reached 96.5 per cent of the full-year target.", 96.5, "target", None),
    ("旅客吞吐量恢复至2019年同期的94%。", 94.0, "level", "2019"),
    ("公司完成全年目标的96%。", 96.0, "target", None),
])
def test_a_share_of_a_reference_is_read(text: str, share: float, kind: str, year: str | None) -> None:
    ((found, reference),) = stated_shares(text)
    assert (found, reference.kind, reference.year) == (share, kind, year)


@pytest.mark.parametrize(("answer", "source"), [
    ("Sales exceeded the full-year target.", "Sales reached 96% of the full-year target."),
    ("The airport handled 79.2 million passengers in 2023, below its 2019 level.",
     "The airport handled 79.2 million passengers in 2023, 104% of its 2019 level."),
    ("入境游客人数已超过疫情前水平。", "入境游客人数恢复至疫情前水平的85%。"),
    ("公司全年销售额超额完成全年目标。", "公司全年销售额完成全年目标的96%。"),
])
def test_a_figure_on_the_wrong_side_of_its_reference_blocks(answer: str, source: str) -> None:
    passed, findings = verdict_of(answer, source)
    assert not passed and "FP005" in {finding["rule"] for finding in findings}


@pytest.mark.parametrize(("answer", "source"), [
    ("Sales exceeded the full-year target.", "Sales reached 104% of the full-year target."),
    ("入境游客人数已超过疫情前水平。", "入境游客人数恢复至疫情前水平的105%。"),
    # one share on each side: the sentence may mean the one it agrees with
    ("Cargo volumes surpassed 2019 levels.",
     "Passenger numbers reached 94% of 2019 levels, while cargo volumes were 104% of 2019 levels."),
    # another year's level is another reference
    ("Traffic surpassed its 2018 level.", "Traffic reached 94% of its 2019 level and 101% of its 2018 level."),
])
def test_a_figure_on_the_side_the_evidence_gives_passes(answer: str, source: str) -> None:
    assert verdict_of(answer, source)[0]


def test_the_finding_quotes_both_phrases() -> None:
    findings = verdict_of("Sales exceeded the full-year target.", "Sales reached 96% of the full-year target.")[1]
    reason = next(finding["reason"] for finding in findings if finding["rule"] == "FP005")
    assert reason == ("the sentence says \u201cexceeded the full-year target\u201d, but the evidence gives "
                      "\u201c96% of the full-year target\u201d")
