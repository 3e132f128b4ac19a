"""FD002: a sentence that restates the evidence's condition keeps it, whatever word joins it ("as long as", "for
devices registered …" over ", provided the device is registered …"); one that leaves the condition out blocks."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

WARRANTY = "The warranty covers repairs for two years, provided the device is registered within 30 days of purchase."
LEASE = "Tenants may sublet their flat for up to six months, provided the landlord gives written consent."
ZH_LAUNCH = "该新药如获国家药监局批准，将于2025年上市。"


@pytest.mark.parametrize(("answer", "source"), [
    ("The warranty covers repairs for two years, as long as the device is registered within 30 days of purchase.",
     WARRANTY),
    ("The warranty covers repairs for two years for devices registered within 30 days of purchase.", WARRANTY),
    ("Tenants can sublet their flat for up to six months so long as the landlord gives written consent.", LEASE),
    ("只要获得国家药监局批准，该新药将于2025年上市。", ZH_LAUNCH),
])
def test_a_condition_restated_in_other_words_is_kept(answer: str, source: str) -> None:
    assert "FD002" not in fired(verify(answer, [source]))


@pytest.mark.parametrize(("answer", "source"), [
    ("The warranty covers repairs for two years.", WARRANTY),
    ("Tenants can sublet their flat for up to six months.", LEASE),
    ("该新药于2025年上市。", ZH_LAUNCH),
])
def test_a_condition_left_out_blocks(answer: str, source: str) -> None:
    assert "FD002" in fired(verify(answer, [source]))
