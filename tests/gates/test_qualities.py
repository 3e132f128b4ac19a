"""FE048: a certified or marketed quality (organic, free-range, 有机, 无公害) the evidence never names blocks; one it
names, in any form ("organically grown"), passes; 有机会 and 有机肥 are no quality."""

from __future__ import annotations

import pytest

from report_workflow import verify
from tests.support import sentence_rules

WINE = "原料选自本县自有桑园，采用低温发酵工艺，发酵周期约45天。"
FARM = "Hollin Farm grows its vegetables organically and sells them at the Saturday market."


@pytest.mark.parametrize(("answer", "source", "blocked_by"), [
    ("它以本县自有有机桑园的桑葚为原料，经约四十五天低温发酵制成[1]。", WINE, ["FE048"]),
    ("它以本县自有桑园的桑葚为原料，经约四十五天低温发酵制成[1]。", WINE, []),
    ("Hollin Farm sells organic vegetables at the Saturday market [1].", FARM, []),
    ("Hollin Farm sells gluten-free bread at the Saturday market [1].", FARM, ["FE048"]),
    ("游客有机会在桑园采摘桑葚[1]。", "桑园今年开放采摘，游客可在园内采摘桑葚。", []),
])
def test_qualities(answer: str, source: str, blocked_by: list[str]) -> None:
    assert sentence_rules(verify(answer, [source]))[:1] == blocked_by[:1]
