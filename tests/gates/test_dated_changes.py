"""A change worked out from two figures the evidence dates runs from the earlier to the later: the sentence's word
of rise or fall must go the way they go, while a difference named without a direction needs no order."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import sentence_rules

JOBLESS = "2023年全国城镇调查失业率平均值为5.2%，2022年为5.6%。"
JOBLESS_EN = "The unemployment rate averaged 5.2% in 2023, against 5.6% in 2022."
JOBLESS_PREVIOUS = "2023年全国城镇调查失业率平均值为5.2%，上年为5.6%。"
REVENUE = "Revenue was $3.6 billion in 2023 and $3.0 billion in 2021."


@pytest.mark.parametrize(("answer", "source"), [
    ("2023年城镇调查失业率平均为5.2%，比上年上升0.4个百分点。", JOBLESS),
    ("The unemployment rate averaged 5.2% in 2023, up 0.4 percentage points from the previous year.", JOBLESS_EN),
    ("2023年城镇调查失业率平均为5.2%，比上年上升0.4个百分点。", JOBLESS_PREVIOUS),
    ("2023年城镇调查失业率平均为5.2%，比上年上升0.4个百分点。", "全国城镇调查失业率平均值为5.2%，2022年为5.6%。"),
    ("Revenue fell 20% to $3.6 billion.", REVENUE),
])
def test_a_change_against_the_order_of_its_dated_figures_blocks(answer: str, source: str) -> None:
    result = verify(answer, [source])
    assert not result["publishable"], sentence_rules(result)


@pytest.mark.parametrize(("answer", "source"), [
    ("2023年城镇调查失业率平均为5.2%，比上年下降0.4个百分点。", JOBLESS),
    ("The unemployment rate averaged 5.2% in 2023, down 0.4 percentage points from the previous year.", JOBLESS_EN),
    ("2023年城镇调查失业率平均为5.2%，比上年下降0.4个百分点。", JOBLESS_PREVIOUS),
    ("Revenue rose 20% to $3.6 billion.", REVENUE),
])
def test_a_change_the_way_its_dated_figures_go_is_stated_by_them(answer: str, source: str) -> None:
    result = verify(answer, [source])
    assert result["publishable"], sentence_rules(result)


@pytest.mark.parametrize(("answer", "source"), [
    ("2023年城镇调查失业率平均为5.2%，与上年相差0.4个百分点。", JOBLESS),
    ("The unemployment rate averaged 5.2% in 2023, a gap of 0.4 percentage points on the previous year.", JOBLESS_EN),
])
def test_a_difference_without_a_direction_needs_no_order(answer: str, source: str) -> None:
    result = verify(answer, [source])
    assert result["publishable"], sentence_rules(result)


RESERVOIR = ("The reservoir supplied 48 million cubic metres in 2024 and 41 million cubic metres in 2023, the board "
             "said.")
MUSEUM = "据市文旅局统计，2024年该博物馆共接待观众86万人次，2023年为71万人次。"


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("The reservoir supplied 7 million cubic metres more in 2024 than in 2023 [1].", RESERVOIR, True),
    ("The reservoir supplied 9 million cubic metres more in 2024 than in 2023 [1].", RESERVOIR, False),
    ("The reservoir supplied 7 million cubic metres less in 2024 than in 2023 [1].", RESERVOIR, False),
    ("该博物馆2024年接待观众较2023年增加15万人次[1]。", MUSEUM, True),
    ("该博物馆2024年接待观众比2023年多出十五万人次[1]。", MUSEUM, True),
    ("该博物馆2024年接待观众比2023年多出十七万人次[1]。", MUSEUM, False),
    ("该博物馆2024年接待观众比2023年少十五万人次[1]。", MUSEUM, False),
])
def test_a_change_runs_from_the_year_compared_with_to_the_year_compared(answer: str, source: str,
                                                                         passes: bool) -> None:
    result = verify(answer, [source])
    assert result["publishable"] is passes, sentence_rules(result)


TRAFFIC = ("Average daily traffic at the toll plaza was 52,600 vehicles in the second quarter of 2024, compared with "
           "48,200 in the same quarter of 2023.")


@pytest.mark.parametrize(("answer", "rules"), [
    ("Average daily traffic at the toll plaza rose by about 4,400 vehicles, or roughly 9% [1].", []),
    ("Average daily traffic at the toll plaza rose by 4,400 vehicles between the second quarter of 2023 and the "
     "second quarter of 2024 [1].", []),
    ("Average daily traffic at the toll plaza fell by about 4,400 vehicles [1].", ["FE001"]),
    ("Average daily traffic at the toll plaza rose by 4,400 vehicles between the first quarter of 2023 and the "
     "second quarter of 2024 [1].", ["FE006"]),
])
def test_a_figure_compared_with_another_is_where_the_change_began(answer: str, rules: list[str]) -> None:
    # "52,600 …, compared with 48,200" gives 48,200 as the base: a rise of 4,400 (9.1%); "the same quarter of 2023"
    # is the second quarter, named before it
    assert sentence_rules(verify(answer, {"1": TRAFFIC})) == rules


APPRENTICES = "今年一季度全市共有1380人完成学徒制培训并结业，去年同期为1200人。"
PARKING = "自2026年1月1日起，院内停车场小型车每小时停车费由5元调整为8元。"


@pytest.mark.parametrize(("answer", "source", "rules"), [
    ("今年一季度结业人数比去年同期多了约一百八十人，增幅约为15%。", APPRENTICES, []),
    ("今年一季度结业人数比去年同期多了约一百八十人，增幅约为13%。", APPRENTICES, ["FE001"]),
    ("自2026年1月1日起，医院停车场每小时停车费涨三元。", PARKING, []),
    ("自2026年1月1日起，医院停车场每小时停车费降三元。", PARKING, ["FE001"]),
])
def test_a_chinese_figure_given_against_the_same_period_or_adjusted_to_another_is_a_change(
        answer: str, source: str, rules: list[str]) -> None:
    # 去年同期为1200人 is the base of 1380人 (a rise of 180, 15%); 由5元调整为8元 rises by 3元
    assert sentence_rules(verify(answer, {"1": source})) == rules


HONEY = "今年合作社共产蜂蜜54吨，去年为45吨。"
CASES = "截至2024年底，全市两级法院未结案件15,640件，年初为18,400件。"
SNOW = "Snowfall at the summit station reached 150 cm, compared with a ten-year average of 210 cm."


@pytest.mark.parametrize(("answer", "source", "rules"), [
    ("今年合作社蜂蜜产量比去年多了两成。", HONEY, []),
    ("今年合作社蜂蜜产量比去年少了两成。", HONEY, ["FE001"]),
    ("2024年未结案件减少了2760件，降幅为15%。", CASES, []),
    ("2024年未结案件增加了2760件。", CASES, ["FE001"]),
    ("Snowfall at the summit totalled about 59 inches, 60 cm below the ten-year average.", SNOW, []),
    ("Snowfall at the summit totalled about 59 inches, 60 cm above the ten-year average.", SNOW, ["FE001"]),
])
def test_a_base_given_before_or_a_side_below_an_average_sets_the_change(
        answer: str, source: str, rules: list[str]) -> None:
    # 去年为 and 年初为 give the figure a change starts from; "60 cm below the average" gives the sentence's figure as
    # the lower side, not where a change began
    assert sentence_rules(verify(answer, {"1": source})) == rules


FARES = "自2025年7月1日起，鹿岛航线成人单程票价由45元调整为52元。"


@pytest.mark.parametrize(("answer", "rules"), [
    ("新规实施后，成人单程票每张涨七元。", []),
    ("新规实施后，成人单程票每张跌七元。", ["FE001"]),
    ("新规实施后，成人单程票每张降七元。", ["FE001"]),
])
def test_one_character_before_a_figure_gives_the_change_its_side(answer: str, rules: list[str]) -> None:
    assert sentence_rules(verify(answer, {"1": FARES})) == rules


PARKING_TABLE = ("| 收费项目 | 调整前 | 调整后 |\n|---|---|---|\n| 30分钟后每小时 | 6元 | 8元 |\n| 单日封顶 | 40元 | 48元 |\n\n"
                 "新标准自2025年7月1日起执行。")
BACKLOG = "At 30 June 2024 there were 12,460 outstanding cases, up from 11,980 at 31 March 2024."


@pytest.mark.parametrize(("answer", "source", "rules"), [
    ("每小时收费由6元涨到8元，单日封顶价也提高了8元。", PARKING_TABLE, []),
    ("每小时收费由6元涨到8元，单日封顶价也提高了10元。", PARKING_TABLE, ["FE001"]),
    ("By the end of June 2024 the backlog stood at 12,460 cases, 480 more than three months earlier.", BACKLOG, []),
    ("By the end of June 2024 the backlog stood at 12,460 cases, 480 more than six months earlier.", BACKLOG,
     ["FE001"]),
])
def test_a_change_between_a_rows_cells_and_the_months_between_two_dates(answer: str, source: str,
                                                                         rules: list[str]) -> None:
    # 调整前 and 调整后 give a row's figure before and after a change: the 封顶 row rose by 8元, the level 到8元 of the
    # clause before is that clause's; "three months earlier" is 31 March before 30 June
    assert sentence_rules(verify(answer, {"1": source})) == rules


KILN_EMISSIONS = "报告期内公司熟料产量120万吨，二氧化碳排放总量96万吨，2023年为104万吨。"
DATED_BOTH = "2024年排放总量为104万吨，2023年为96万吨。"


@pytest.mark.parametrize(("answer", "source", "rules"), [
    ("全年二氧化碳排放总量比2023年减少了八万吨。", KILN_EMISSIONS, []),
    ("全年二氧化碳排放总量比2023年增加了八万吨。", KILN_EMISSIONS, ["FE001"]),
    ("2024年排放量比2023年减少了八万吨。", DATED_BOTH, ["FE001"]),
])
def test_a_year_given_after_a_figure_dates_the_base_it_is_compared_with(answer: str, source: str,
                                                                        rules: list[str]) -> None:
    # "96万吨，2023年为104万吨": 104 is the base the report's own figure is set against; where the figure before is
    # dated too, the years decide which way the change runs
    assert sentence_rules(verify(answer, {"1": source})) == rules


MINE = "报告期内，公司矿产铜产量21.7万吨（2022年：18.6万吨），矿产金产量12.4吨（2022年：12.9吨）。"
ACCOUNTS = "Revenue for the year was £4.1m (2022: £3.8m)."


@pytest.mark.parametrize(("answer", "source", "rules"), [
    ("2023年公司矿产铜产量21.7万吨，同比增长约16.7%。", MINE, []),
    ("2024年公司矿产铜产量21.7万吨。", MINE, ["FE006"]),
    ("Revenue for 2023 was £4.1m.", ACCOUNTS, []),
    ("Revenue for 2024 was £4.1m.", ACCOUNTS, ["FE006"]),
])
def test_a_reporting_period_compared_with_a_year_in_brackets_is_the_year_after(answer: str, source: str,
                                                                                rules: list[str]) -> None:
    assert sentence_rules(verify(answer, {"1": source})) == rules
