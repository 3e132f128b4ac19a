"""已确定 and 已决定 tell a decision as reached; over evidence that only studies a bid (正在研究…可行性, 初步考虑) the
sentence blocks (FE028), and the study told as such passes."""

from __future__ import annotations

import pytest

from report_workflow import verify
from tests.support import fired

_STUDY = ("市体育局有关负责人表示，目前正在研究申办2027年全国铁人三项锦标赛的可行性，初步考虑将赛事安排在滨江新区，"
          "相关方案尚需报省体育局审核。")
_DECIDED = "市体育局宣布，已确定在滨江新区承办2027年全国铁人三项锦标赛。"


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("市体育局已确定在滨江新区承办2027年全国铁人三项锦标赛[1]。", _STUDY, False),
    ("市体育局已决定在滨江新区承办2027年全国铁人三项锦标赛[1]。", _STUDY, False),
    ("市体育局正在研究申办2027年全国铁人三项锦标赛的可行性，初步考虑安排在滨江新区[1]。", _STUDY, True),
    ("市体育局已确定在滨江新区承办2027年全国铁人三项锦标赛[1]。", _DECIDED, True),
])
def test_verdicts(answer: str, source: str, passes: bool) -> None:
    result = verify(answer, {"1": source})
    assert bool(result["publishable"]) is passes
    assert passes or "FE028" in fired(result)
