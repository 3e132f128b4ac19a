"""A name the tagger cuts out of a name the evidence writes and the word after it (兰凭 of 叶尔兰·努尔兰凭自创曲目) is no
name missing from the evidence; 没通过 denies the passing as 未通过 does."""

from __future__ import annotations

import pytest

from report_workflow import verify

CONTEST = "本届冬不拉大赛于7月20日落幕。牧民歌手叶尔兰·努尔兰以原创曲目《雪山下》获得独奏组一等奖。"
REVIEW = "市生态环境局通报：二号地块项目环境影响报告未通过专家评审，暂不予批复，建设单位需补充论证后重新报送。"


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("独奏组一等奖由牧民歌手叶尔兰·努尔兰凭自创曲目《雪山下》摘得。", CONTEST, True),
    ("独奏组一等奖由牧民歌手阿力木·努尔兰凭自创曲目《雪山下》摘得。", CONTEST, False),
    ("二号地块的环评报告没通过专家评审，目前仍未获批复。", REVIEW, True),
    ("二号地块的环评报告通过了专家评审。", REVIEW, False),
])
def test_verdicts(answer: str, source: str, passes: bool) -> None:
    assert bool(verify(answer, [source])["publishable"]) is passes
