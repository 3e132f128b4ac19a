"""Figures a careful reader works out by plain arithmetic and lets stand, each tied to the sentence: a total of
several figures with a word of summing, a product of an amount and the number of times the evidence gives it, a
share of the figure beside the name the sentence gives the share to, a rate of two counts the sentence states, the
minutes between the clock times of the two events the sentence names, and the days between two dates. The same
sentences with a wrong figure, or a share given to another name, still block as unstated (FE001)."""

from __future__ import annotations

from datetime import date

import pytest
from hypothesis import given
from hypothesis import strategies as st

from report_workflow.gates.engine import check_sentence
from report_workflow.gates.inputs import Passage, Statement
from report_workflow.text.dates import days_between
from report_workflow.verify import verify
from tests.support import findings_of

PALLETS = "Pallet inventory: Warehouse A 3,000; Warehouse B 2,500; Warehouse C 2,000."
REGIONS = "华东大区销售额5000万元，华南大区4000万元，华北大区3000万元。"
CLASSES = "三年级一班学生40人，二班学生42人，三班学生38人。"
DOSE = "儿童：一次5ml，一日3次。"
DEDUCTIBLE = ("An annual deductible of $1,500 applies to each insured person, and the family deductible is capped at "
              "four times that amount.")
ACRES = ("In 2022 the county harvested 50,000 acres in total, of which 30,000 acres were wheat and 12,000 acres "
         "were barley.")
COMMUTERS = "在接受调查的1200名市民中，有800人乘坐公交，400人每天骑自行车通勤。"
GRAIN = "2023年全省粮食总产量500万吨，其中玉米200万吨，水稻180万吨，小麦120万吨。"
EXAM = "参考人数：200人。合格人数：150人。"
EXAM_EN = "Candidates sitting the exam: 200. Candidates passing: 150."
TREES = "The survey recorded 600 trees. The commonest species were oak (130) and ash (80)."
FLIGHT = "航班于08:05起飞，08:16机组报告左发故障，随后决定返航，于08:47安全落地。"
FLIGHT_EN = ("The flight departed at 08:05, the crew reported an engine fault at 08:16, "
             "and the aircraft landed safely at 08:47.")
POLL = ("Asked how they got to work, 520 of the 800 staff surveyed said they cycled, while 200 said they drove and the "
        "rest used the bus.")
PAIRS = "In the trial, 45 of 180 patients on the new drug relapsed, while 60 of 150 patients on the old drug relapsed."
ARMS = "共纳入450例患者，按2:1随机分配至试验组（300例）或对照组（150例）。"
ARMS_EN = "We enrolled 320 adults and assigned them to the active cream (n=240) or placebo (n=80)."
VISITORS = "全年共接待观众1,600,000人次。其中，14岁以下儿童观众400,000人次；"
STORES = "门店 | 售出台数\n东店 | 600\n西店 | 300"
SAILINGS = "通知：受台风“梅花”影响，上海—宁波航线自9月14日起停航，预计9月16日恢复。"
SAILINGS_EN = ("Sailings between Shanghai and Ningbo are suspended from 14 September and expected to resume on "
               "16 September.")


def _unstated(answer: str, source: str) -> list[str]:
    """The rules among FE001 and FB001 the answer's sentences break: a figure the evidence neither states nor
    works out, or a measurement resting on evidence that states no quantity."""
    return [finding["rule"] for finding in findings_of(verify(answer, [source]))
            if finding["rule"] in ("FE001", "FB001")]


WORKED_OUT = [
    # a total of more than two figures of one unit, with a word of summing
    ("Across the three warehouses the company holds 7,500 pallets in total.", PALLETS),
    ("华东、华南、华北三个大区的销售额合计1.2亿元。", REGIONS),
    ("三年级三个班共有学生120人。", CLASSES),
    # an amount times the number of times the evidence gives it, with a word of totalling
    ("儿童每次服用5毫升，每日三次，即每天共15毫升。", DOSE),
    ("成人每次口服500毫克，每天三次，每日总量1.5克。", "成人一次0.5克，一日3次。"),
    ("Children take 5 ml three times a day, 15 ml in total each day.", "Children: 5 ml per dose, 3 times a day."),
    ("For a family of four, the combined deductible comes to $6,000.", DEDUCTIBLE),
    # a share of the figure beside the name the sentence gives it to, of a whole the sentence states
    ("Wheat accounted for 60% of the county's 50,000 harvested acres in 2022.", ACRES),
    ("Barley accounted for 24% of the county's 50,000 harvested acres in 2022.", ACRES),
    ("Of the 50,000 acres harvested, 60% were wheat.", ACRES),
    ("Wheat accounted for 60% of the county's harvest in 2022.", ACRES),  # the whole written as the total
    ("水稻占全省粮食总产量的36%。", GRAIN),
    ("2023年该省粮食总产量为500万吨，其中玉米占40%。", GRAIN),
    ("在1200名受访者中，约33%表示每天骑自行车通勤。", COMMUTERS),  # the part named, though not beside the whole
    ("2023年该省粮食总产量为500万吨，其中水稻占36%。", GRAIN),
    # the part the passage gives with its whole ("520 of 800", "Of the 800 staff …, 520"), named by the sentence
    ("Among the staff surveyed, 65% said they cycled to work.", POLL),
    ("A quarter of the 800 staff surveyed said they drove.", POLL),
    ("One in four patients on the new drug relapsed.", PAIRS),
    ("Two in five patients on the old drug relapsed.", PAIRS),
    # the part the passage names in brackets after it, and a part counted in its whole's unit, not an age
    ("该试验纳入450例患者，其中三分之二被分到试验组。", ARMS),
    ("Three in four of the 320 adults were given the active cream.", ARMS_EN),
    ("全年接待观众160万人次，其中儿童观众占四分之一。", VISITORS),
    # a rate of two counts the sentence itself states
    ("本次考试共有200名考生参加，其中150人通过，通过率为75%。", EXAM),
    ("两个门店合计售出900台，其中东店售出600台，占三分之二。", STORES),
    ("Of the 200 candidates who sat the exam, 150 passed, a pass rate of 75%.", EXAM_EN),
    ("Oak and ash together made up 210 of the 600 trees, just over a third of the total.", TREES),
    # the time between the clock times of the two events the sentence names, at the precision 约 allows
    ("机组在起飞后约10分钟报告了发动机故障并返航。", FLIGHT),
    ("航班起飞后约40分钟安全落地。", FLIGHT),
    ("The crew reported the engine fault about 10 minutes after the flight departed.", FLIGHT_EN),
    # the days between two dates
    ("受台风影响，上海至宁波航线预计停航两天。", SAILINGS),
    ("Sailings between Shanghai and Ningbo are expected to be suspended for two days.", SAILINGS_EN),
]


@pytest.mark.parametrize(("answer", "source"), WORKED_OUT)
def test_a_figure_worked_out_from_the_evidence_is_stated_by_it(answer: str, source: str) -> None:
    assert _unstated(answer, source) == []


NOT_WORKED_OUT = [
    ("Across the three warehouses the company holds 7,000 pallets in total.", PALLETS),  # the three make 7,500
    ("Across the three warehouses the company holds 7,500 pallets.", PALLETS),  # no word of summing
    ("三年级三个班共有学生125人。", CLASSES),  # 40 + 42 + 38 is 120
    ("儿童每次服用5毫升，每日三次，即每天共20毫升。", DOSE),  # 5 ml three times is 15 ml
    ("成人每次口服500毫克，每天三次，每日总量2克。", "成人一次0.5克，一日3次。"),  # three doses of 0.5 g make 1.5 g
    ("儿童每日三次，每天共30毫升。", "成人：一次10ml，儿童：一次5ml，一日3次。"),  # which dose is tripled is not said
    ("For a family of four, the combined deductible comes to $5,000.", DEDUCTIBLE),  # four times $1,500
    ("Wheat accounted for 55% of the county's 50,000 harvested acres in 2022.", ACRES),  # 30,000 of 50,000
    ("Barley accounted for 60% of the county's 50,000 harvested acres in 2022.", ACRES),  # 60% is wheat's share
    ("Of the 50,000 acres harvested, 60% were barley.", ACRES),  # the whole given as the whole: still wheat's
    ("Barley accounted for 60% of the county's harvest in 2022.", ACRES),
    ("水稻占全省粮食总产量的40%。", GRAIN),
    ("2023年该省粮食总产量为500万吨，其中水稻占40%。", GRAIN),  # 40% is 玉米's share
    ("在1200名受访者中，约67%表示每天骑自行车通勤。", COMMUTERS),  # 800 of 1,200 take the bus
    ("2023年该省粮食总产量为500万吨，其中玉米占45%。", GRAIN),
    ("Among the staff surveyed, 60% said they cycled to work.", POLL),  # 520 of 800 is 65%
    ("Among the staff surveyed, 65% said they drove.", POLL),  # 65% is the cyclists' share
    ("One in four patients on the old drug relapsed.", PAIRS),  # 60 of 150 is two in five
    ("One in three patients on the new drug relapsed.", PAIRS),  # 45 of 180 is one in four
    ("该试验纳入450例患者，其中三分之二被分到对照组。", ARMS),  # 对照组 has 150 of 450
    ("Three in four of the 320 adults were given placebo.", ARMS_EN),  # placebo had 80 of 320
    ("全年接待观众160万人次，其中儿童观众占三成。", VISITORS),  # 400,000 of 1,600,000 is a quarter
    ("本次考试共有200名考生参加，其中150人通过，通过率为80%。", EXAM),  # 150 of 200 is 75%
    ("Oak and ash together made up 210 of the 600 trees, three fifths of the total.", TREES),  # 210 of 600 is 35%
    ("两个门店合计售出900台，其中东店售出600台，占一半。", STORES),  # 600 of 900 is two-thirds
    # two counts the sentence does not give as part and whole make no rate
    ("The chain has 40 stores and 50 franchisees, and its market share is 80%.",
     "The chain has 40 stores. It works with 50 franchisees. Its market share is 30%."),
    ("机组在起飞后约20分钟报告了发动机故障并返航。", FLIGHT),  # 08:05 to 08:16 is 11 minutes
    ("航班起飞后约10分钟安全落地。", FLIGHT),  # 起飞 08:05, 落地 08:47
    ("受台风影响，上海至宁波航线预计停航四天。", SAILINGS),  # 9月14日 to 9月16日 is two days
    # an age is counted down: 23 August 1905 to 20 August 1946 is 40 years and 362 days, not "41 years"
    ("Ragland was 41 years old when he died.",
     "Rags Ragland (August 23, 1905 – August 20, 1946) was an American comedian and character actor."),
]


@pytest.mark.parametrize(("answer", "source"), NOT_WORKED_OUT)
def test_a_figure_the_evidence_does_not_work_out_to_blocks_as_unstated(answer: str, source: str) -> None:
    assert "FE001" in _unstated(answer, source)


def test_an_amount_stated_in_another_passage_is_multiplied_by_the_times_the_evidence_gives() -> None:
    statement = Statement("For a family of four, that comes to a maximum combined deductible of $6,000.", end=80)
    amount = Passage("An annual deductible of $1,500 applies to each insured person.", source_id="policy", end=62)
    times = Passage("The family deductible is capped at four times the individual deductible.",
                    source_id="policy", start=63, end=135)
    assert [finding.rule for finding in check_sentence(statement, [times, amount])] == []
    wrong = Statement("For a family of four, that comes to a maximum combined deductible of $4,500.", end=80)
    assert "FE001" in [finding.rule for finding in check_sentence(wrong, [times, amount])]


@pytest.mark.parametrize(("first", "second", "days"), [
    (914, 916, 2),  # 9月14日 and 9月16日, of one year whichever it is
    (20230914, 916, 2),  # a date without a year is of the other's year
    (20231230, 20240102, 3),
    (20240228, 20240301, 2),
    (228, 301, None),  # one day or two, as the year is leap or not
    (900, 916, None),  # September names no day
])
def test_the_days_between_two_dates_are_counted_when_the_dates_fix_them(first: int, second: int,
                                                                         days: int | None) -> None:
    assert days_between(first, second) == days


@given(st.dates(date(1900, 1, 1), date(2100, 12, 31)), st.dates(date(1900, 1, 1), date(2100, 12, 31)))
def test_the_days_between_two_full_dates_are_the_calendar_days_either_way(first: date, second: date) -> None:
    first_value, second_value = (day.year * 10_000 + day.month * 100 + day.day for day in (first, second))
    assert days_between(first_value, second_value) == days_between(second_value, first_value) \
        == abs((second - first).days)


WALNUTS_EN = "The cooperative harvested 40 tonnes of walnuts in 2023, compared with 50 tonnes in 2022."
WALNUTS_ZH = "合作社2023年核桃产量为40吨，2022年为50吨。"


@pytest.mark.parametrize(("answer", "source", "publishable"), [
    ("The 2023 harvest of 40 tonnes was 20% below 2022's 50 tonnes.", WALNUTS_EN, True),
    ("The 2023 harvest of 40 tonnes was 25% below 2022's 50 tonnes.", WALNUTS_EN, False),
    ("The 2023 harvest of 40 tonnes was a quarter below 2022's 50 tonnes.", WALNUTS_EN, False),
    ("The 2022 harvest of 50 tonnes was 25% higher than 2023's 40 tonnes.", WALNUTS_EN, True),
    ("The 2022 harvest of 50 tonnes was 20% higher than 2023's 40 tonnes.", WALNUTS_EN, False),
    ("2023年核桃产量为40吨，比2022年的50吨少20%。", WALNUTS_ZH, True),
    ("2023年核桃产量为40吨，比2022年的50吨少25%。", WALNUTS_ZH, False),
    ("2022年核桃产量50吨，比2023年的40吨多25%。", WALNUTS_ZH, True),
])
def test_a_figure_compared_with_another_is_measured_from_it(answer: str, source: str, publishable: bool) -> None:
    assert verify(answer, source)["publishable"] is publishable


@pytest.mark.parametrize(("answer", "publishable"), [
    ("限载标准下调15吨，降至30吨。", True),
    ("限载标准下调20吨，降至30吨。", False),
    ("月租上调了60元。", True),
    ("月租下调了60元。", False),
])
def test_an_adjustment_up_or_down_gives_the_size_of_a_change(answer: str, publishable: bool) -> None:
    source = "自6月1日起，该桥限载标准由原来的45吨调整为30吨。月租由900元调整为960元。"
    assert verify(answer, source)["publishable"] is publishable


@pytest.mark.parametrize(("answer", "publishable"), [
    ("全县186个行政村中已有142个接通千兆光纤，剩下的44个村计划年内完成接入[1][2]。", True),
    ("全县186个行政村中已有142个接通千兆光纤，剩下的54个村计划年内完成接入[1][2]。", False),
    ("Of the county's 186 villages, 142 have gigabit fibre and the remaining 44 will follow [1][2].", True),
    ("Of the county's 186 villages, 142 have gigabit fibre and the remaining 34 will follow [1][2].", False),
])
def test_a_rest_of_a_whole_the_sentence_states_is_the_whole_less_its_parts(answer: str, publishable: bool) -> None:
    sources = {"1": "截至6月底，全县已有142个行政村接通千兆光纤，其余行政村年内完成。By June, 142 villages had gigabit "
                    "fibre.", "2": "全县辖186个行政村。The county has 186 villages."}
    assert verify(answer, sources)["publishable"] is publishable


@pytest.mark.parametrize(("share", "publishable"), [("24%", True), ("30%", False)])
def test_a_share_of_them_is_of_the_whole_stated_before_its_part(share: str, publishable: bool) -> None:
    answer = (f"Carrow Ridge took in 1,250 accessions in 2023, and the Andean Crops Network's 300 accounted for {share} "
              "of them [1][2].")
    sources = {"1": "Carrow Ridge Seed Vault, annual deposit summary 2023. The vault received 1,250 new accessions "
                    "during the calendar year.",
               "2": "Andean Crops Network newsletter, February 2024. Last year our member genebanks sent 300 "
                    "accessions to Carrow Ridge."}
    assert verify(answer, sources)["publishable"] is publishable


@pytest.mark.parametrize(("answer", "publishable"), [
    ("上半年售出门票18.6万张，其中话剧约占四成[1]。", True),
    ("上半年售出门票18.6万张，其中话剧约占三成[1]。", False),
])
def test_a_share_read_with_its_share_word_is_of_the_stated_whole(answer: str, publishable: bool) -> None:
    source = "上半年共售出门票18.6万张，去年同期为15.5万张。从演出类型看，话剧售出7.44万张，音乐剧4.1万张。"
    assert verify(answer, [source])["publishable"] is publishable
