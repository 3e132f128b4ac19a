"""A stage set as a condition in its clause ("Should the protection be granted", "if the plan is approved", 如获批准)
claims nothing reached, so it never blocks as a stage the evidence gives as sought (FE028); told as reached, it
still does."""

from __future__ import annotations

import pytest

from report_workflow import verify
from report_workflow.gates.status import STAGE_NOT_REACHED

RELEASE = ("The Association has submitted an application to the Ministry of Agriculture for Geographical Indication "
           "protection for 'Shizuka Sawa Wasabi'. A decision is expected in 2025. If granted, the label would cover "
           "37 member farms.")
CHINESE = "协会已向农业部提交地理标志保护申请，预计2025年作出决定。如获批准，该标志将覆盖37家会员农场。"


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("Should the protection be granted, it would apply to the association's 37 member farms [1].", RELEASE, True),
    ("If the protection is granted, it would cover 37 member farms [1].", RELEASE, True),
    ("Were the protection granted, the label would cover 37 member farms [1].", RELEASE, True),
    ("The label would cover 37 member farms once the protection is granted [1].", RELEASE, True),
    ("The protection has been granted and covers 37 member farms [1].", RELEASE, False),
    ("该标志如获批准，将覆盖37家会员农场[1]。", CHINESE, True),
    ("该地理标志已获批准，覆盖37家会员农场[1]。", CHINESE, False),
])
def test_verdicts(answer: str, source: str, passes: bool) -> None:
    assert verify(answer, [source])["publishable"] is passes


def test_a_stage_told_as_reached_still_blocks_as_fe028() -> None:
    result = verify("The protection has been granted and covers 37 member farms [1].", [RELEASE])
    assert result["sentence_results"][0]["rule"] == STAGE_NOT_REACHED.code
