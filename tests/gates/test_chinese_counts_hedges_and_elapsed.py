"""Chinese readings: 唯一周日 and 周末两天 name days, not spans; 或为 and 仍需进一步 keep a doubt, while 或为其充电 is "or
charge them"; 比买两张单程票省二十元 sets one thing against two of the other; a length of time between two events the
sentence names by no time runs from one time of the evidence to the next."""

from __future__ import annotations

import pytest

from report_workflow import verify
from report_workflow.text import find_quantities

INKSTONE = "经市文物考古研究所初步鉴定，该砚为端石质地，可能为清代中期制品，具体年代尚待进一步检测确认。"
RULES = "办法规定，禁止在住宅楼道、楼梯间等公共区域停放电动自行车或为其充电。"
FARES = "索道票价为单程八十元、往返一百四十元。"
CALL = ("14时52分，市急救中心接到报警电话。急救中心立即调派救护车出诊，车辆于15时09分到达现场。"
        "经现场处置后，患者于15时31分被送达市第二人民医院急诊科。")


def _passes(answer: str, source: str) -> bool:
    return bool(verify(answer, [source])["publishable"])


@pytest.mark.parametrize("text", ["儿童口腔科是唯一周日开诊的科室。", "正畸科周末两天都休诊。", "统一调度。"])
def test_words_holding_a_numeral_state_no_figure(text: str) -> None:
    assert find_quantities(text) == []


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("经初步鉴定，该砚或为清代中期之物，确切年代仍需进一步检测。", INKSTONE, True),
    ("经初步鉴定，该砚为清代中期之物。", INKSTONE, False),
    ("办法规定，住宅楼道内既不准停放电动自行车，也不准给电动自行车充电。", RULES, True),
])
def test_huowei_doubts_unless_it_is_or_for(answer: str, source: str, passes: bool) -> None:
    assert _passes(answer, source) is passes


@pytest.mark.parametrize(("answer", "passes"), [
    ("往返票一百四十元，比买两张单程票省二十元。", True),
    ("往返票一百四十元，比买两张单程票省六十元。", False),
    ("往返票一百四十元，比买两张单程票省三十元。", False),
])
def test_a_comparison_with_two_of_the_other(answer: str, passes: bool) -> None:
    assert _passes(answer, FARES) is passes


@pytest.mark.parametrize(("answer", "passes"), [
    ("从接警到救护车抵达现场用时十七分钟，又过了二十二分钟，患者被送进急诊科。", True),
    ("从接警到救护车抵达现场用时二十七分钟。", False),
    ("救护车到达现场后又过了三十分钟，患者被送进急诊科。", False),
])
def test_a_length_of_time_from_one_time_to_the_next(answer: str, passes: bool) -> None:
    assert _passes(answer, CALL) is passes
