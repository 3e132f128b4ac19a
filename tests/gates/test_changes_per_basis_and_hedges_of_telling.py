"""A change worked out of two prices given per a basis (去年同期为每斤4.5元: 两成 lower); a hedge on a verb of telling
hedging what it tells ("may indicate that the population is expanding"); a clause telling that what follows is an
estimate (按她自己的估算，…) keeping the evidence's 估计."""

from __future__ import annotations

import pytest

from report_workflow import verify

GINGER = "市场快讯：11月第二周，大姜产地收购价为每斤3.6元，去年同期为每斤4.5元。"
MARTENS = ("Camera traps at 30 stations recorded pine martens at 14 stations, compared with 8 stations in 2021. The "
           "project ecologist said the increase may indicate that the population is expanding westwards.")
UMBRELLAS = "她估计，梅雨季节每天能修二三十把，平时一天只有五六把。"


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("十一月第二周大姜产地收购价比去年同期低了两成[1]。", GINGER, True),
    ("十一月第二周大姜产地收购价同比下降20%[1]。", GINGER, True),
    ("十一月第二周大姜产地收购价比去年同期低了三成[1]。", GINGER, False),
    ("The increase shows that the population is expanding westwards [1].", MARTENS, False),
    ("The population is expanding westwards [1].", MARTENS, False),
    ("The increase may indicate that the population is expanding westwards [1].", MARTENS, True),
    ("按她自己的估算，梅雨时节一天大约能修二三十把[1]。", UMBRELLAS, True),
    ("据她估计，梅雨时节一天大约能修二三十把[1]。", UMBRELLAS, True),
    ("梅雨时节一天能修二三十把[1]。", UMBRELLAS, False),
])
def test_against_the_evidence(answer: str, source: str, passes: bool) -> None:
    assert bool(verify(answer, [source])["publishable"]) is passes
