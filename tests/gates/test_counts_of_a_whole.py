"""FD003: "the vast majority", 绝大多数 over a count of a stated whole ("68 of the 120 patients") that falls well short."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

TRIAL_ZH = "在接受该疗法的120名患者中，68人在治疗8周后症状明显改善，21人无明显变化，其余患者因不良反应退出。"
TENANTS = "Of the 240 tenants surveyed, 131 said their rent had risen over the year."
PLANTS = "Inspectors found that 23 of the 40 plants inspected met the emission limit."


@pytest.mark.parametrize(("answer", "source"), [
    ("接受该疗法的120名患者中，绝大多数在治疗8周后症状明显改善。", TRIAL_ZH),
    ("The vast majority of the 240 tenants surveyed said their rent had risen.", TENANTS),
    ("Almost all of the plants inspected met the emission limit.", PLANTS),
])
def test_nearly_all_over_a_count_well_short_of_the_whole_blocks(answer: str, source: str) -> None:
    assert "FD003" in fired(verify(answer, [source]))


@pytest.mark.parametrize(("answer", "source"), [
    ("接受该疗法的120名患者中，多数在治疗8周后症状明显改善。", TRIAL_ZH),
    ("接受该疗法的120名患者中，绝大多数在治疗8周后症状明显改善。", TRIAL_ZH.replace("68人", "112人")),
    ("The vast majority of the 240 tenants surveyed said their rent had risen.", TENANTS.replace("131", "221")),
    ("Most of the plants inspected met the emission limit.", PLANTS),
    # 中 inside a name (120家中国企业) introduces no whole
    ("绝大多数中国企业表示将扩大投入。", "调查覆盖120家中国企业，68家表示将扩大投入。"),
])
def test_a_count_that_bears_the_quantifier_out_or_no_stated_whole_passes(answer: str, source: str) -> None:
    assert "FD003" not in fired(verify(answer, [source]))


COUNCILS = ("From 1 October 2025, three of the partnership's five member councils will give additional priority to "
            "applicants who have lived in the district for at least two years.")


@pytest.mark.parametrize(("answer", "blocked"), [
    ("From 1 October 2025, all of the partnership's member councils will give extra priority to applicants who have "
     "lived in the district for at least two years [1].", True),
    ("From 1 October 2025, each of the partnership's member councils will give extra priority to applicants who "
     "have lived in the district for at least two years [1].", True),
    ("From 1 October 2025, three of the five member councils will give extra priority to applicants who have lived "
     "in the district for at least two years [1].", False),
])
def test_a_count_of_a_whole_in_words_is_a_part(answer: str, blocked: bool) -> None:
    assert (not verify(answer, [COUNCILS])["publishable"]) == blocked
