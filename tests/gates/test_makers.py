"""FN012: the sentence says one person made a work the evidence says another made ("composed by Yan Wen" over
"composed by Dao Wenliang … Yan Wen played the solo part"; 由青年演奏家岩温创作 over 由作曲家刀文亮创作)."""

from __future__ import annotations

import pytest

from report_workflow import verify
from report_workflow.gates.makers import makers
from tests.support import fired

CONCERTO = "The concerto, composed by Dao Wenliang, premiered on Friday. Yan Wen played the solo part."
CONCERTO_ZH = ("由作曲家刀文亮创作的葫芦丝协奏曲《澜沧晨曲》日前在芒川市民族剧院首演。青年演奏家岩温担任葫芦丝独奏，"
               "芒川市民族乐团协奏，指挥为段立新。")


@pytest.mark.parametrize(("text", "found"), [
    ("由作曲家刀文亮创作的协奏曲", ("刀文亮",)),
    ("The portrait was painted by Frans Hals in 1624.", ("Frans Hals",)),
    ("The portrait, possibly by Rembrandt, was sold.", ()),
    ("该展览由市文化馆主办。", ()),
])
def test_makers_are_read(text: str, found: tuple[str, ...]) -> None:
    assert makers(text) == found


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("The concerto was composed by Yan Wen.", CONCERTO, False),
    ("The concerto was composed by Dao Wenliang, with Yan Wen as soloist.", CONCERTO, True),
    ("这部由青年演奏家岩温创作的作品在芒川市民族剧院首演。", CONCERTO_ZH, False),
    ("《澜沧晨曲》由作曲家刀文亮创作，岩温担任独奏。", CONCERTO_ZH, True),
])
def test_verdicts(answer: str, source: str, passes: bool) -> None:
    result = verify(answer, source)
    assert bool(result["publishable"]) is passes
    assert passes or "FN012" in fired(result)
