"""A sentence calling a group all of it (均已, "all of") blocks where the evidence counts only some of it: by a
classifier the quantity parser reads (5口古井 of the wells, 口 counting wells as 座 counts bridges), and by "of them"
in the sentence right after the one naming the group ("Five of them have been cleared")."""

from __future__ import annotations

import pytest

from report_workflow import verify
from report_workflow.text import find_quantities
from tests.support import fired

WELLS_ZH = ("平阳古镇管委会近日启动镇区12口明清古井保护整治工程。目前，位于东街和北街的5口古井已完成清淤，并加装了防护井盖；"
            "其余7口计划在年内分批实施。")
WELLS = ("The council has begun work on the town's 12 historic wells. So far 5 of them, on East Street, have been "
         "cleared; the other 7 will follow later this year.")


@pytest.mark.parametrize(("text", "counted"), [("5口古井", "口"), ("3棵古树", "棵"), ("20头牦牛", "头"), ("8盏灯", "盏")])
def test_classifiers_say_what_is_counted(text: str, counted: str) -> None:
    assert [quantity.counted for quantity in find_quantities(text)] == [counted]


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("镇区十二口明清古井目前均已完成清淤并加装防护井盖。", WELLS_ZH, False),
    ("镇区十二口明清古井中，东街和北街的五口已完成清淤并加装防护井盖。", WELLS_ZH, True),
    ("All of the town's historic wells have now been cleared.", WELLS, False),
    ("Five of the town's 12 historic wells have now been cleared.", WELLS, True),
])
def test_verdicts(answer: str, source: str, passes: bool) -> None:
    result = verify(answer, source)
    assert bool(result["publishable"]) is passes
    assert passes or "FD003" in fired(result)
