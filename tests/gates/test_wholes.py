"""FN003: a percentage belongs to the whole the evidence takes it of."""

from __future__ import annotations

import pytest

from report_workflow.gates.wholes import shares_of_wholes
from tests.support import verdict_of

ADMISSIONS = ("The university admitted 1,650 of 57,000 applicants for the class of 2028, an acceptance rate of 2.9%. "
              "International students make up 15% of the incoming class.")


@pytest.mark.parametrize(("text", "shares"), [
    ("International students make up 15% of the incoming class.", ((15.0, "incoming class"),)),
    ("15% of its applicants were international.", ((15.0, "applicants"),)),
    ("Women made up 40 percent of the workforce and 25% of managers.", ((40.0, "workforce"), (25.0, "managers"))),
    ("2023年风电占全网发电量的24%。", ((24.0, "全网发电量"),)),
    ("2023年煤电占比降至18%。", ()),  # 占比 is "share", not a whole
    ("Revenue rose 15% in 2024.", ()),
])
def test_shares_are_read_with_their_wholes(text: str, shares: tuple[tuple[float, str], ...]) -> None:
    assert shares_of_wholes(text) == shares


@pytest.mark.parametrize(("answer", "source"), [
    ("The university admitted 1,650 students for the class of 2028, and 15% of its applicants were international.",
     ADMISSIONS),
    ("Women made up 25% of the workforce.", "Women made up 40% of the workforce and 25% of managers."),
    ("2023年风电占新增装机容量的24%。", "2023年风电占全网发电量的24%，新增装机容量为75GW。"),
])
def test_a_share_moved_to_another_named_whole_blocks(answer: str, source: str) -> None:
    passed, findings = verdict_of(answer, source)
    assert not passed and {"FN001", "FN003"} & {finding["rule"] for finding in findings}


@pytest.mark.parametrize(("answer", "source"), [
    ("International students make up 15% of the incoming class.", ADMISSIONS),
    # a whole the evidence never names is a paraphrase of its own
    ("International students make up 15% of new students.", ADMISSIONS),
    ("Women made up 40% of the workforce.", "Women made up 40% of the workforce and 25% of managers."),
])
def test_a_share_of_its_own_or_an_unnamed_whole_passes(answer: str, source: str) -> None:
    assert verdict_of(answer, source)[0]


def test_the_finding_names_both_wholes() -> None:
    findings = verdict_of("15% of its applicants were international.", ADMISSIONS)[1]
    reason = next(finding["reason"] for finding in findings if finding["rule"] == "FN003")
    assert reason == "the evidence gives 15% of \u201cincoming class\u201d, not of \u201capplicants\u201d"
