"""A figure worked out in one step from operands the sentence states: a sum by a word of adding, an amount per
something times a count, and a share of a part and a whole, one of them the evidence's figure of what the
sentence's clause names. A wrong result, or a figure no operand of the sentence gives, still blocks."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import assert_blocked_as_unstated, assert_publishable


FLEET = ["At the start of 2024 the depot ran 180 diesel buses.", "During 2024 it took delivery of 45 electric buses "
         "and kept its whole diesel fleet in service."]
WAREHOUSE = ["仓库年初库存钢材3.2万吨。", "一季度新入库钢材0.8万吨，期间未出库。"]


@pytest.mark.parametrize(("answer", "sources"), [
    ("The depot ran 225 buses by the end of 2024, after 45 electric buses arrived on top of its 180 diesel "
     "buses [1][2].", FLEET),
    ("一季度末仓库钢材库存为4万吨，即年初的3.2万吨加上新入库的0.8万吨[1][2]。", WAREHOUSE),
])
def test_a_total_of_the_figures_stated_after_it_by_a_word_of_adding(answer: str, sources: list[str]) -> None:
    assert_publishable(answer, sources)


@pytest.mark.parametrize(("answer", "sources"), [
    ("The depot ran 235 buses by the end of 2024, after 45 electric buses arrived on top of its 180 diesel "
     "buses [1][2].", FLEET),
    ("一季度末仓库钢材库存为4.2万吨，即年初的3.2万吨加上新入库的0.8万吨[1][2]。", WAREHOUSE),
    ("The depot ran 225 buses by the end of 2024, as 45 electric buses arrived and its 180 diesel buses "
     "stayed [1][2].", FLEET),
])
def test_a_wrong_total_or_one_no_word_names_still_blocks(answer: str, sources: list[str]) -> None:
    assert_blocked_as_unstated(answer, sources)


CAMERAS = ["Each trail camera stores about 2.5 GB of images per week. The survey runs for 12 weeks."]
TABLETS = ["【成份】每粒含布洛芬0.2克。【用法用量】成人一次1粒，疼痛未缓解可间隔4至6小时重复，每日不超过4粒。"]

MAJORS = ["今年新增人工智能、储能科学与工程两个本科专业，各计划招生60人。"]
COURSES = ["Two new courses open this year. Each course takes 60 students."]


@pytest.mark.parametrize(("answer", "sources"), [
    ("At about 2.5 GB per week over the 12-week survey, each camera will fill roughly 30 GB [1].", CAMERAS),
    ("按每日最多4粒计算，成人每日布洛芬摄入量不超过0.8克[1]。", TABLETS),
    ("Over the 12-week survey, each camera will fill roughly 30 GB [1].", CAMERAS),
    ("新设的两个专业计划合计招收120人[1]。", MAJORS),
    ("The two new courses will take 120 students in total [1].", COURSES),
])
def test_an_amount_per_something_times_a_count_the_sentence_states(answer: str, sources: list[str]) -> None:
    assert_publishable(answer, sources)


@pytest.mark.parametrize(("answer", "sources"), [
    ("At about 2.5 GB per week over the 12-week survey, each camera will fill roughly 36 GB [1].", CAMERAS),
    ("Each camera will fill roughly 30 GB during the survey [1].", CAMERAS),
    ("新设的两个专业计划合计招收150人[1]。", MAJORS),
    ("The two new courses will take 130 students in total [1].", COURSES),
])
def test_a_wrong_product_or_one_without_its_count_still_blocks(answer: str, sources: list[str]) -> None:
    assert_blocked_as_unstated(answer, sources)


LIBRARY = ["The library service's 2025 budget is £4.8 million. Of this, children's services receive £1.2 million "
           "and the mobile library £0.3 million."]
PORT = ["今年前三季度，港口完成货物吞吐量3.6亿吨，其中集装箱吞吐量0.9亿吨，散货吞吐量1.5亿吨。"]


@pytest.mark.parametrize(("answer", "sources"), [
    ("Children's services receive 25% of the library service's £4.8 million budget [1].", LIBRARY),
    ("前三季度港口集装箱吞吐量0.9亿吨，约占货物吞吐量的25%[1]。", PORT),
    ("Snapshots of about 40 GB fill under a tenth of the 500 GB volume [1].", ["Snapshots take about 40 GB. The "
     "volume holds 500 GB."]),
])
def test_a_share_of_a_stated_part_or_whole(answer: str, sources: list[str]) -> None:
    assert_publishable(answer, sources)


@pytest.mark.parametrize(("answer", "sources"), [
    ("Children's services receive 30% of the library service's £4.8 million budget [1].", LIBRARY),
    ("The mobile library receives 25% of the library service's £4.8 million budget [1].", LIBRARY),
    ("前三季度港口散货吞吐量1.5亿吨，约占货物吞吐量的25%[1]。", PORT),
    ("Snapshots of about 60 GB fill under a tenth of the 500 GB volume [1].", ["Snapshots take about 60 GB. The "
     "volume holds 500 GB."]),
])
def test_a_share_of_the_wrong_part_or_size_still_blocks(answer: str, sources: list[str]) -> None:
    assert_blocked_as_unstated(answer, sources)


LINE = ["The express covers the 42 km line in 35 minutes."]
DRONE = ["该型无人机以54公里/小时的速度巡航，单次巡航时间为40分钟。"]


@pytest.mark.parametrize(("answer", "sources"), [
    ("The express averages about 72 km/h over the 42 km line [1].", LINE),
    ("该型无人机单次巡航距离为36公里[1]。", DRONE),
])
def test_a_speed_length_or_time_from_the_other_two(answer: str, sources: list[str]) -> None:
    assert_publishable(answer, sources)


@pytest.mark.parametrize(("answer", "sources"), [
    ("The express averages about 80 km/h over the 42 km line [1].", LINE),
    ("该型无人机单次巡航距离为30公里[1]。", DRONE),
])
def test_a_wrong_speed_or_length_still_blocks(answer: str, sources: list[str]) -> None:
    assert_blocked_as_unstated(answer, sources)


OATS = ["A 5 kg sack of porridge oats costs £12 at the farm shop."]
CUPS = ["门店促销：6只装陶瓷杯售价54元。"]
COPPER = ["Refined copper shipments reached 36,000 tonnes in 2024, worth $297 million."]
LANES = ["The council has allocated EUR 4.8 million to build 12 kilometres of protected cycle lanes."]


@pytest.mark.parametrize(("answer", "sources"), [
    ("At the farm shop, porridge oats work out at £2.40 per kg [1].", OATS),
    ("促销期间陶瓷杯折合每只9元[1]。", CUPS),
    ("The €4.8 million for protected cycle lanes works out at €400,000 for each of the 12 kilometres [1].", LANES),
    ("The 36,000 tonnes of copper shipped in 2024 were worth $297 million, about $8,250 a tonne [1].", COPPER),
])
def test_a_price_per_unit_of_a_measured_or_counted_lot(answer: str, sources: list[str]) -> None:
    assert_publishable(answer, sources)


@pytest.mark.parametrize(("answer", "sources"), [
    ("At the farm shop, porridge oats work out at £2.60 per kg [1].", OATS),
    ("促销期间陶瓷杯折合每只8元[1]。", CUPS),
    ("The €4.8 million for protected cycle lanes works out at €480,000 for each of the 12 kilometres [1].", LANES),
    ("The plan costs $240 a month [1].", ["The plan costs $480 a month for the first two weeks."]),
    ("The 36,000 tonnes of copper shipped in 2024 were worth $297 million, about $8,950 a tonne [1].", COPPER),
])
def test_a_wrong_unit_price_or_a_price_over_a_time_still_blocks(answer: str, sources: list[str]) -> None:
    assert_blocked_as_unstated(answer, sources)


VISITS = ["Month | Visitors\nJanuary | 12,400\nFebruary | 13,100\nMarch | 15,900"]


@pytest.mark.parametrize(("answer", "sources", "publishable"), [
    ("Visitors averaged 13,800 a month over the quarter [1].", VISITS, True),
    ("Visitors averaged 14,200 a month over the quarter [1].", VISITS, False),
    ("一季度该馆月均接待访客约1.38万人次[1]。", ["月份 | 访客（人次）\n1月 | 12400\n2月 | 13100\n3月 | 15900"], True),
    ("一季度该馆月均接待访客约1.42万人次[1]。", ["月份 | 访客（人次）\n1月 | 12400\n2月 | 13100\n3月 | 15900"], False),
])
def test_an_average_may_be_the_mean_of_a_table_column(answer: str, sources: list[str], publishable: bool) -> None:
    assert verify(answer, sources)["publishable"] is publishable


TRAIN = ["| Station | Arrive | Depart |\n|---|---|---|\n| Harlow Junction | — | 07:42 |\n| Fenwick | 08:19 | 08:21 |\n"
         "| Kestrel Bay | 10:17 | — |"]
G1827 = ["G1827次列车08:15从临江开出，11:47到达青屿。"]


@pytest.mark.parametrize(("answer", "sources", "publishable"), [
    ("The train leaves Harlow Junction at 7:42 am and reaches Kestrel Bay at 10:17 am, a journey of 2 hours 35 "
     "minutes [1].", TRAIN, True),
    ("The train leaves Harlow Junction at 7:42 am and reaches Kestrel Bay at 10:17 am, a journey of 2 hours 45 "
     "minutes [1].", TRAIN, False),
    ("G1827次列车八点一刻从临江开出，十一点四十七分到达青屿，全程三小时三十二分[1]。", G1827, True),
    ("G1827次列车八点一刻从临江开出，十一点四十七分到达青屿，全程三小时二十二分[1]。", G1827, False),
])
def test_a_time_between_two_clock_times_the_sentence_states(answer: str, sources: list[str], publishable: bool) -> None:
    assert verify(answer, sources)["publishable"] is publishable


ROADS = ["The transport board has set aside £2.4 million for resurfacing across its 8 districts, shared equally."]
GRANTS = ["省财政下达乡村振兴补助资金16亿元，覆盖全省约80万农村常住人口。"]


@pytest.mark.parametrize(("answer", "sources"), [
    ("Each of the 8 districts will receive £300,000 of the board's £2.4 million resurfacing budget [1].", ROADS),
    ("省财政下达补助资金16亿元，按约80万农村常住人口计算，人均约2000元[1]。", GRANTS),
])
def test_an_amount_divided_equally_among_a_count_it_gives_each_a_part_of(answer: str, sources: list[str]) -> None:
    assert_publishable(answer, sources)


@pytest.mark.parametrize(("answer", "sources"), [
    ("Each of the 8 districts will receive £400,000 of the board's £2.4 million resurfacing budget [1].", ROADS),
    ("省财政下达补助资金16亿元，按约80万农村常住人口计算，人均约2500元[1]。", GRANTS),
    ("The 8 districts will receive £300,000 of the board's £2.4 million resurfacing budget [1].", ROADS),
])
def test_a_wrong_equal_part_or_one_given_to_no_each_still_blocks(answer: str, sources: list[str]) -> None:
    assert_blocked_as_unstated(answer, sources)


BAYS = ["Two of the 14 loading bays were closed for resurfacing from Wednesday."]


def test_what_is_left_of_a_whole_given_right_after_it():
    assert_publishable("Twelve of the fourteen loading bays remained in use after two were closed [1].", BAYS)
    assert_blocked_as_unstated("Eleven of the fourteen loading bays remained in use after two were closed [1].",
                               BAYS)
