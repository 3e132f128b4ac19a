"""Cubic inches and centimetres as volumes ("118.4 cu in"); 一年 before a short verb and a count of times as "a year", no
span of one (一年调一到两次音); a difference of two figures one passage states side by side where another names both
sides at once (随机分为刮痧组和对照组); 还有待进一步研究 keeping the caution of 仍需进一步研究."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

LEEKS = "Pot leek class: 1st Ray Stobbart, 118.4 cu in; 2nd Norman Cleugh, 112.9 cu in."
PIANOS = "协会建议，家庭钢琴一般每年调律一至两次。"
TRIAL = "方法：将120例患者随机分为刮痧组和对照组，每组60例，干预4周。结果：干预后刮痧组评分平均下降2.1分，对照组平均下降1.3分。"
STUDY = "结论：刮痧可能有助于短期缓解慢性颈痛，但长期效果仍需进一步研究。"

CASES = [
    ("Stobbart's leek, about 1,940 cubic centimetres, was 5.5 cubic inches bigger than Norman Cleugh's.", LEEKS, None),
    ("Stobbart's leek, about 1,940 cubic centimetres, was 6.5 cubic inches bigger than Norman Cleugh's.", LEEKS, "FE001"),
    ("协会建议家用钢琴一年调一到两次音。", PIANOS, None),
    ("协会建议家用钢琴一年调两到三次音。", PIANOS, "FE001"),
    ("干预四周后，刮痧组疼痛评分的平均降幅比对照组多0.8分。", TRIAL, None),
    ("干预四周后，刮痧组疼痛评分的平均降幅比对照组多1.8分。", TRIAL, "FE001"),
    ("作者认为刮痧或许有助于短期缓解颈痛，但长期效果还有待进一步研究。", STUDY, None),
    ("作者认为刮痧有助于短期缓解颈痛，长期效果也已得到证实。", STUDY, "FD"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str, rule: str | None) -> None:
    assert_verdict(answer, source, rule)
