"""An exception the evidence makes (春节、国庆假期除外, "except the Riverside multi-storey") blocks a sentence that grants
the same thing to all (一律, "all"); a sentence keeping the exception, or granting it without a universal word, says
no more than the evidence."""

from __future__ import annotations

import pytest

from tests.support import verdict_of

DISCOUNT = "持本市学生证的游客可享受门票半价优惠，春节、国庆假期除外。"
PERMITS = "Residents' permits are valid in council car parks except the Riverside multi-storey."


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("持本市学生证的游客一律享受门票半价优惠。", DISCOUNT, False),
    ("持本市学生证的游客可享受门票半价优惠，但春节和国庆假期除外。", DISCOUNT, True),
    ("Residents' permits are valid in all council car parks.", PERMITS, False),
    ("Residents' permits are valid in council car parks except the Riverside multi-storey.", PERMITS, True),
])
def test_an_exception_dropped_by_a_universal_word(answer: str, source: str, passes: bool) -> None:
    assert verdict_of(answer, source)[0] is passes
