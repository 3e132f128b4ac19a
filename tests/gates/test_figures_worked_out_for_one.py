"""A figure the sentence works out for one of a lot (折合每个三元, 平均每人) is the lot's, not the figure another thing
of the evidence happens to state: it is no misattribution (FN001) when the evidence works it out."""

from __future__ import annotations

import pytest

from report_workflow import verify

PRICES = "本店价格调整公告：自6月1日起，鲜肉月饼单个售价由4元调整为5元；六个一套的礼盒装售价30元不变。豆沙月饼仍为每个6元。"


@pytest.mark.parametrize(("answer", "passes"), [
    ("六个一套的礼盒装仍卖三十元，折合每个五元，与单买持平[1]。", True),
    ("六个一套的礼盒装仍卖三十元，折合每个四元[1]。", False),
    ("六个一套的礼盒装仍卖三十元，折合每个七元[1]。", False),
    ("六个一套的礼盒装每个五元[1]。", False),
])
def test_verdicts(answer: str, passes: bool) -> None:
    assert verify(answer, [PRICES])["publishable"] is passes
