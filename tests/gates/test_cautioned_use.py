"""FP001: 慎用 ("use with caution") is a use, so it does not restate a 禁用 the evidence gives; a bracketed heading
names the topic of every clause under it, so a sentence is compared with the clause that states its case."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

NURSING = "【孕妇及哺乳期妇女用药】孕妇慎用，哺乳期妇女禁用。"
CONTRAINDICATIONS = "【禁忌】对本品过敏者及哺乳期妇女禁用。"
LIVER = "【注意事项】严重肝功能不全者禁用，肾功能不全者慎用。"


@pytest.mark.parametrize(("answer", "source"), [
    ("孕妇及哺乳期妇女均应慎用本品。", NURSING),
    ("哺乳期妇女应慎用本品。", CONTRAINDICATIONS),
])
def test_caution_over_a_prohibition_blocks(answer: str, source: str) -> None:
    assert "FP001" in fired(verify(answer, [source]))


@pytest.mark.parametrize(("answer", "source"), [
    ("孕妇慎用本品，哺乳期妇女禁用。", NURSING),
    ("哺乳期妇女禁用本品。", CONTRAINDICATIONS),
    ("肾功能不全者慎用本品。", LIVER),
    ("严重肝功能不全者禁用本品。", LIVER),
])
def test_the_evidence_s_own_caution_or_prohibition_passes(answer: str, source: str) -> None:
    assert verify(answer, [source])["publishable"]
