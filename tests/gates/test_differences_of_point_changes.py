"""How many points more one group's change is than another's, each change given in percentage points: the difference
of two changes in points is in points ("降幅比对照组多0.8个百分点" over "下降1.2个百分点" and "下降0.4个百分点"), as the
difference of two percents is. The comparative right before the figure (多, 少) says which side is ahead."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import sentence_rules

TRIAL = ("结果：治疗24周时，试验组收缩压达标率较基线提高6.2个百分点，对照组提高2.5个百分点（P=0.002）；两组不良事件发生率"
         "相近。")
SURVEY = "调查显示，城镇居民储蓄意愿较上季度下降1.6个百分点，农村居民下降0.9个百分点。"
RESPONSE = "治疗12周后，试验组应答率为63%，对照组为39%。"


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("治疗24周后，试验组达标率的提高幅度比对照组多3.7个百分点。", TRIAL, True),
    ("治疗24周后，试验组达标率的提高幅度比对照组多4.7个百分点。", TRIAL, False),
    ("治疗24周后，试验组达标率的提高幅度比对照组少3.7个百分点。", TRIAL, False),
    ("城镇居民储蓄意愿的降幅比农村居民多0.7个百分点。", SURVEY, True),
    ("城镇居民储蓄意愿的降幅比农村居民多0.8个百分点。", SURVEY, False),
    ("农村居民储蓄意愿的降幅比城镇居民多0.7个百分点。", SURVEY, False),
    # two percents still differ in points
    ("治疗12周后，试验组应答率比对照组高出24个百分点。", RESPONSE, True),
    ("治疗12周后，试验组应答率比对照组高出26个百分点。", RESPONSE, False),
])
def test_a_difference_of_two_changes_in_points_is_in_points(answer: str, source: str, passes: bool) -> None:
    result = verify(answer, [source])
    assert result["publishable"] is passes, sentence_rules(result)


def test_a_change_in_points_is_not_taken_from_a_percent() -> None:
    mixed = "结果：试验组达标率较基线提高6.2个百分点，对照组达标率为2.5%。"
    result = verify("试验组达标率的提高幅度比对照组多3.7个百分点。", [mixed])
    assert not result["publishable"]


MARATHON = ("2024年城市马拉松赛男子组冠军由本地选手周明以2小时08分15秒的成绩获得。女子组冠军由外地选手林雪获得，成绩为2小时"
            "21分40秒。男子组亚军成绩为2小时09分02秒。")
ROAD_RACE = ("Daniel Kiptoo won the men's race in 2:06:12. The women's race was won by Grace Wanjiru in "
             "2:19:40, a course record.")


@pytest.mark.parametrize(("answer", "passes"), [
    ("男子组冠军周明的成绩是2小时08分15秒，比女子组冠军快了13分25秒。", True),
    ("男子组冠军周明的成绩是2小时08分15秒，比女子组冠军快了13分52秒。", False),
    ("男子组冠军周明的成绩是2小时08分15秒，比女子组冠军慢了13分25秒。", False),
    # the gap to another runner than the one the sentence names
    ("男子组冠军周明的成绩是2小时08分15秒，比男子组亚军快了13分25秒。", False),
    ("男子组冠军周明的成绩是2小时08分15秒，比男子组亚军快了47秒。", True),
])
def test_a_gap_to_a_time_its_sentence_gives_alone_is_named_by_that_sentence(answer: str, passes: bool) -> None:
    result = verify(answer, [MARATHON])
    assert result["publishable"] is passes, sentence_rules(result)


@pytest.mark.parametrize(("answer", "passes"), [
    ("Daniel Kiptoo's winning time of 2:06:12 was 13 minutes 28 seconds ahead of the women's winner, Grace Wanjiru.",
     True),
    ("Daniel Kiptoo's winning time of 2:06:12 was 12 minutes 28 seconds ahead of the women's winner, Grace Wanjiru.",
     False),
])
def test_a_gap_between_two_winners_told_apart_by_their_names(answer: str, passes: bool) -> None:
    result = verify(answer, [ROAD_RACE])
    assert result["publishable"] is passes, sentence_rules(result)


def test_a_difference_of_two_percents_written_as_percent_blocks() -> None:
    source = "测评显示，今年上半年居民小区垃圾分类投放准确率为84.0%，去年同期为78.5%。"
    assert not verify("今年上半年垃圾分类投放准确率比去年同期提高了5.5%。", [source])["publishable"]
    assert verify("今年上半年垃圾分类投放准确率比去年同期提高了5.5个百分点。", [source])["publishable"]
