"""verify() over pairs of dimensions, acceleration tests and densities: an honest restatement in any notation
passes, a changed figure or unit blocks."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify

PHONE = ("Display: 6.1-inch Super Retina XDR, 2556-by-1179-pixel resolution at 460 ppi. Weight: 171 grams. "
         "Battery: up to 20 hours video playback.")
PHONE_CN = "该手机屏幕为6.1英寸超视网膜XDR显示屏，分辨率为2556×1179像素，像素密度460 ppi，重量为171克。"
CAR_CN = "该车型CLTC工况纯电续航里程为700公里，百公里加速3.8秒，电池容量为100千瓦时。"
CAR = "The sedan's 0 to 60 mph time is 3.1 seconds, and its top speed is 155 mph."
CITY = "The city's population density was 4,120 people per square kilometre."
CITY_CN = "该市人口密度为每平方公里4120人。"
RALLY = "After the second day Okafor leads the rally by 2 min 04 s from Sandvik."


def rules(result: dict) -> set[str]:
    return {finding["rule"] for sentence in result["sentence_results"] for finding in sentence["findings"]
            if finding["severity"] == "block"}


@pytest.mark.parametrize(("answer", "source"), [
    ("The phone has a 6.1-inch 2556 x 1179 display at 460 ppi and weighs 171 g.", PHONE),
    ("The phone has a 6.1-inch 2556×1179 display and weighs 171 g.", PHONE),
    ("The display resolution is 2556 by 1179 pixels.", PHONE),
    ("The display is 2556x1179.", PHONE),
    ("The display resolution is 2556-by-1179-pixel.", PHONE_CN),
    ("该手机屏幕分辨率为2556×1179，重量为171克。", PHONE_CN),
    ("该手机屏幕分辨率为2556像素×1179像素。", PHONE_CN),
    ("该车CLTC纯电续航700 km，0-100km/h加速3.8秒，搭载100kWh电池。", CAR_CN),
    ("该车0-100公里/小时加速仅需3.8秒。", CAR_CN),
    ("It accelerates from 0-60 mph in 3.1 seconds.", CAR),
    ("Its 0–60 mph acceleration takes 3.1 seconds.", CAR),
    ("The city had roughly 10,700 people per square mile.", CITY),
    ("The city's population density was about 4,100 per km².", CITY),
    ("该市人口密度为4120人/平方公里。", CITY_CN),
    ("The city's population density was 4,120 per square kilometre.", CITY_CN),
    ("该市人口密度约为每平方英里10700人。", CITY_CN),
    ("Okafor holds a lead of two minutes four seconds over Sandvik.", RALLY),
])
def test_an_honest_restatement_passes(answer, source):
    result = verify(answer, source)
    assert result["publishable"], [sentence["reason"] for sentence in result["sentence_results"]]


@pytest.mark.parametrize(("answer", "source", "rule"), [
    ("The phone has a 6.1-inch 2556 x 1170 display.", PHONE, "FE001"),
    ("The display resolution is 2556 by 1170 pixels.", PHONE, "FE001"),
    ("该手机屏幕分辨率为2556×1170。", PHONE_CN, "FE001"),
    ("该车0-100km/h加速3.9秒。", CAR_CN, "FE001"),
    ("It accelerates from 0-60 mph in 3.4 seconds.", CAR, "FE001"),
    ("The city's population density was 4,120 people per square mile.", CITY, "FE007"),
    ("The city had roughly 10,700 people per square kilometre.", CITY, "FE001"),
    ("该市人口密度为每平方英里4120人。", CITY_CN, "FE007"),
    ("Okafor holds a lead of two minutes fourteen seconds over Sandvik.", RALLY, "FE001"),
])
def test_a_changed_figure_or_unit_blocks(answer, source, rule):
    assert rule in rules(verify(answer, source))
