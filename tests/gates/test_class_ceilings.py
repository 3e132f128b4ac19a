"""FE034: a class the evidence closes below a ceiling (超过23千克但不超过32千克的) is not opened upward by the sentence."""

from __future__ import annotations

import pytest

from report_workflow import verify
from tests.support import fired

TAX = "个人年收入超过12万元但不超过30万元的，按10%的税率缴纳；超过30万元的，按20%的税率缴纳。"
PARCELS = "重量超过5公斤但不超过20公斤的包裹，按续重计费；超过20公斤的包裹须走大件物流。"


@pytest.mark.parametrize(("answer", "source"), [
    ("个人年收入超过12万元的，按10%的税率缴纳。", TAX),
    ("重量超过5公斤的包裹，按续重计费。", PARCELS),
])
def test_a_class_opened_past_the_evidence_ceiling_blocks(answer: str, source: str) -> None:
    assert "FE034" in fired(verify(answer, [source]))


@pytest.mark.parametrize(("answer", "source"), [
    ("个人年收入超过12万元但不超过30万元的，按10%的税率缴纳。", TAX),
    ("个人年收入超过30万元的，按20%的税率缴纳。", TAX),  # the top class has no ceiling
    ("重量超过5公斤、不超过20公斤的包裹，按续重计费。", PARCELS),
    ("这件包裹重量超过5公斤，按续重计费。", PARCELS),  # a reading of one parcel, not a class
])
def test_a_class_with_the_evidence_ceiling_or_a_single_reading_passes(answer: str, source: str) -> None:
    assert "FE034" not in fired(verify(answer, [source]))
