"""How a sentence ties a figure it works out to the evidence figures it works it out from: the nearest word of
rise or fall, a span of years the passage dates both ends to, points after a share, a share of a whole given
before, a total of the sentence's own figures, an amount for a longer period, and a difference between two
named things."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import assert_blocked_as_unstated, assert_publishable


HOUSE_PRICES = "The average house price in the county rose from £250,000 in 2020 to £280,000 in 2022."
INCOME = "居民人均可支配收入由2020年的5万元增至2022年的5.6万元。"


@pytest.mark.parametrize(("answer", "source"), [
    ("The average house price in the county climbed 12% between 2020 and 2022, to £280,000, as mortgage "
     "approvals declined.", HOUSE_PRICES + " Mortgage approvals declined."),
    ("居民人均可支配收入增长12%，达到5.6万元，而储蓄率有所下降。", INCOME + "储蓄率有所下降。"),
])
def test_the_direction_of_a_change_is_the_word_nearest_its_figure(answer: str, source: str) -> None:
    assert_publishable(answer, [source])


@pytest.mark.parametrize(("answer", "source"), [
    ("The average house price in the county fell 12% between 2020 and 2022, to £280,000, as mortgage "
     "approvals rose.", HOUSE_PRICES + " Mortgage approvals rose."),
    ("The average house price in the county climbed 15% between 2020 and 2022, to £280,000, as mortgage "
     "approvals declined.", HOUSE_PRICES + " Mortgage approvals declined."),
])
def test_a_change_of_the_wrong_direction_or_size_still_blocks(answer: str, source: str) -> None:
    assert_blocked_as_unstated(answer, [source])


TURNOUT = "Turnout in local elections was 38% in 2022, 44% in 2018 and 41% in 2014."
SMOKING = "成年人吸烟率2022年为24.1%，2015年为27.7%。"


@pytest.mark.parametrize(("answer", "source"), [
    ("Turnout in local elections fell three percentage points between 2014 and 2022.", TURNOUT),
    ("Turnout in local elections fell six percentage points from 2018 to 2022.", TURNOUT),
    ("成年人吸烟率2015年至2022年下降3.6个百分点。", SMOKING),
])
def test_a_change_over_the_years_the_passage_dates_its_ends_to_is_worked_out(answer: str, source: str) -> None:
    assert_publishable(answer, [source])


@pytest.mark.parametrize(("answer", "source"), [
    ("Turnout in local elections fell six percentage points between 2014 and 2022.", TURNOUT),  # 2018's figure
    ("Turnout in local elections fell six percentage points.", TURNOUT),  # no years: which two?
    ("成年人吸烟率2015年至2022年下降4.6个百分点。", SMOKING),
])
def test_a_change_over_other_years_or_none_still_blocks(answer: str, source: str) -> None:
    assert_blocked_as_unstated(answer, [source])


RENEWABLES = "Renewables' share of power generation rose from 18% to 31% over the decade."


def test_points_after_a_share_are_percentage_points() -> None:
    assert_publishable("Renewables raised their share of power generation by 13 points, to 31%.", [RENEWABLES])


@pytest.mark.parametrize("answer", [
    "Renewables raised their share of power generation by 15 points, to 31%.",
    "Renewables raised their share of power generation by 72%, to 31%.",  # 13 points is not 72%
])
def test_points_that_the_shares_do_not_make_block(answer: str) -> None:
    assert_blocked_as_unstated(answer, [RENEWABLES])


FLEET = "The city's electric bus fleet reached 240 vehicles in 2023, up from 180 a year earlier."
STORAGE = "全省新型储能装机规模由2022年底的120万千瓦增至2023年底的310万千瓦。"


@pytest.mark.parametrize(("answer", "source"), [
    ("The electric bus fleet grew by 60 vehicles during the year.", FLEET),
    ("The electric bus fleet grew by a third during the year.", FLEET),
    ("全省新型储能装机规模一年间增加190万千瓦。", STORAGE),
])
def test_a_change_between_the_figures_a_passage_writes_as_a_movement_is_worked_out(answer: str,
                                                                                   source: str) -> None:
    assert_publishable(answer, [source])


@pytest.mark.parametrize(("answer", "source"), [
    ("The electric bus fleet grew by 70 vehicles during the year.", FLEET),
    ("The electric bus fleet shrank by 60 vehicles during the year.", FLEET),
    ("The electric bus fleet grew by 60 vehicles to 250 during the year.", FLEET),  # its own end, not stated
    ("The electric bus fleet grew by 60 vehicles during the year.",
     "The city's electric bus fleet numbered 240 vehicles in 2023; the tram fleet numbered 180."),  # no movement
    ("全省新型储能装机规模一年间增加200万千瓦。", STORAGE),
])
def test_a_change_the_movement_does_not_make_still_blocks(answer: str, source: str) -> None:
    assert_blocked_as_unstated(answer, [source])


HYDRO = "At the end of 2023 the region's hydropower plants had an installed capacity of 6.5 GW."
NUCLEAR = "The region's two nuclear stations provide 2.4 GW of capacity, the grid operator said."


@pytest.mark.parametrize(("answer", "sources"), [
    ("The region has 6.5 GW of hydropower and 2.4 GW of nuclear capacity, 8.9 GW combined [1][2].",
     [HYDRO, NUCLEAR]),
    ("该市有公办幼儿园85所、民办幼儿园120所，共205所[1][2]。",
     ["截至2023年底，该市共有公办幼儿园85所。", "全市民办幼儿园数量为120所。"]),
])
def test_a_total_of_figures_the_sentence_states_from_sources_apart_is_worked_out(answer: str,
                                                                                 sources: list[str]) -> None:
    assert_publishable(answer, sources)


@pytest.mark.parametrize(("answer", "sources"), [
    ("The region has 6.5 GW of hydropower and 2.4 GW of nuclear capacity, 9.9 GW combined [1][2].",
     [HYDRO, NUCLEAR]),
    ("The region has 6.5 GW of hydropower and 3.4 GW of nuclear capacity, 9.9 GW combined [1][2].",
     [HYDRO, NUCLEAR]),  # the total of an addend the evidence does not state
    ("The region has 6.5 GW of hydropower and 2.4 GW of nuclear capacity, 8.9 GW [1][2].",
     [HYDRO, NUCLEAR]),  # no word of summing
])
def test_a_total_the_stated_figures_do_not_make_blocks(answer: str, sources: list[str]) -> None:
    assert_blocked_as_unstated(answer, sources)


VOLUNTEERS = "The charity has about 1,500 volunteers, of whom about 500 are based in Scotland."
CYCLING = "The survey interviewed 1,500 residents. Of them, 450 said they cycle at least once a week."


@pytest.mark.parametrize(("answer", "source"), [
    ("Roughly a third of the charity's 1,500 volunteers are based in Scotland.", VOLUNTEERS),
    ("About 30% of them said they cycle at least once a week, the survey found.", CYCLING),
])
def test_a_share_is_of_the_part_the_words_after_its_whole_name(answer: str, source: str) -> None:
    assert_publishable(answer, [source])


@pytest.mark.parametrize(("answer", "source"), [
    ("Roughly a fifth of the charity's 1,500 volunteers are based in Scotland.", VOLUNTEERS),
    ("Roughly a third of the charity's 1,500 volunteers are retired.", VOLUNTEERS + " Most are retired."),
    ("About 40% of them said they cycle at least once a week, the survey found.", CYCLING),
])
def test_a_share_of_another_size_or_of_an_unnamed_part_blocks(answer: str, source: str) -> None:
    assert_blocked_as_unstated(answer, [source])


ALLOWANCE = "Each trainee receives a travel allowance of £40 for every full month of the placement."


@pytest.mark.parametrize(("answer", "source"), [
    ("A trainee who completes a full year of placement receives £480 in travel allowance.", ALLOWANCE),
    ("Trainees receive a travel allowance of £480 a year.", ALLOWANCE),
    ("实习生每年可领取交通补贴4800元。", "实习生每月可领取交通补贴400元。"),
])
def test_an_amount_for_each_period_is_restated_for_a_year(answer: str, source: str) -> None:
    assert_publishable(answer, [source])


@pytest.mark.parametrize(("answer", "source"), [
    ("A trainee who completes a full year of placement receives £520 in travel allowance.", ALLOWANCE),
    ("A trainee who completes the placement receives £480 in travel allowance.", ALLOWANCE),  # of no period
])
def test_an_amount_for_a_period_the_evidence_does_not_make_blocks(answer: str, source: str) -> None:
    assert_blocked_as_unstated(answer, [source])


REMISSION = "第8周时，治疗组缓解率为54.6%，安慰剂组为35.1%（P<0.01）。"


def test_a_difference_whose_clause_opens_with_bi_is_of_the_thing_the_clauses_before_name() -> None:
    assert_publishable("第8周时，治疗组缓解率约为55%，比安慰剂组高出约20个百分点。", [REMISSION])


@pytest.mark.parametrize("answer", [
    "第8周时，治疗组缓解率约为55%，比安慰剂组高出约25个百分点。",
    "第8周时，安慰剂组缓解率约为35%，比治疗组高出约20个百分点。",  # the placebo group's is the lower
])
def test_a_difference_the_named_figures_do_not_make_blocks(answer: str) -> None:
    assert_blocked_as_unstated(answer, [REMISSION])


STANDINGS = "Ashford won the division with 61 points. Bexley were second on 57, and Cranmore third on 54."


@pytest.mark.parametrize("answer", [
    "Ashford won the division by four points from Bexley.",
    "Ashford won the division by four points from Bexley, with Cranmore a further three points back.",
])
def test_a_winning_margin_and_a_further_gap_are_the_differences_of_the_named(answer: str) -> None:
    assert_publishable(answer, [STANDINGS])


@pytest.mark.parametrize("answer", [
    "Ashford won the division by five points from Bexley.",
    "Ashford won the division by four points from Bexley, with Cranmore a further seven points back.",
    "Bexley won the division by four points from Ashford.",  # Ashford had the more points
])
def test_a_margin_the_named_figures_do_not_make_blocks(answer: str) -> None:
    result = verify(answer, [STANDINGS])
    assert not result["publishable"], result["sentence_results"]


REVENUE = "Third-quarter revenue was $4.5 billion, compared with $4.0 billion in the third quarter of last year."


@pytest.mark.parametrize("answer", [
    "Third-quarter revenue climbed $500 million from a year earlier, reaching $4.5 billion.",
    "Third-quarter revenue rose $500 million to $4.5 billion.",
    "Third-quarter revenue was $500 million higher than a year earlier, at $4.5 billion.",
])
def test_a_change_may_be_named_by_its_verb_or_by_the_comparative_after_it(answer: str) -> None:
    assert_publishable(answer, [REVENUE])


@pytest.mark.parametrize("answer", [
    "Third-quarter revenue climbed $600 million from a year earlier, reaching $4.5 billion.",
    "Third-quarter revenue was $400 million higher than a year earlier, at $4.5 billion.",
    "Third-quarter revenue fell $500 million from a year earlier, to $4.5 billion.",
])
def test_a_change_named_so_of_another_size_or_direction_blocks(answer: str) -> None:
    assert_blocked_as_unstated(answer, [REVENUE])


EARNINGS = ["Net income for fiscal 2023 was $312 million.", "Net income for fiscal 2024 was $368 million."]
APPROVAL = ["The approval rate was 62% in 2022.", "The approval rate was 57% in 2023."]


@pytest.mark.parametrize(("answer", "sources"), [
    ("Net income rose from $312 million in fiscal 2023 to $368 million in fiscal 2024, an increase of $56 million "
     "[1][2].", EARNINGS),
    ("Net income rose from $312 million in fiscal 2023 to $368 million in fiscal 2024, an increase of 18% [1][2].",
     EARNINGS),
    ("Approval fell from 62% in 2022 to 57% in 2023, a drop of five percentage points [1][2].", APPROVAL),
    ("广东队主场以108比96战胜辽宁队，净胜12分[1]。", ["广东队主场以108比96战胜辽宁队。"]),
])
def test_a_change_between_two_figures_the_sentence_states_is_worked_out(answer: str, sources: list[str]) -> None:
    assert_publishable(answer, sources)


@pytest.mark.parametrize(("answer", "sources"), [
    ("Net income rose from $312 million in fiscal 2023 to $368 million in fiscal 2024, an increase of $66 million "
     "[1][2].", EARNINGS),
    ("Net income fell from $312 million in fiscal 2023 to $368 million in fiscal 2024, a decrease of $56 million "
     "[1][2].", EARNINGS),
    ("Approval fell from 62% in 2022 to 57% in 2023, a drop of 5% [1][2].", APPROVAL),
    ("广东队主场以108比96战胜辽宁队，净胜14分[1]。", ["广东队主场以108比96战胜辽宁队。"]),
])
def test_a_change_the_stated_figures_do_not_make_blocks(answer: str, sources: list[str]) -> None:
    assert_blocked_as_unstated(answer, sources)


SHIPMENTS = ("| 季度 | 空调出货量（万台） | 同比增长 |\n|---|---|---|\n| 2024年第一季度 | 126 | 8% |\n"
             "| 2024年第二季度 | 141 | 12% |\n| 2024年第三季度 | 158 | 15% |")
BUDGET = ("Riverton general fund appropriations by department (USD millions)\n| Department | FY2024 | FY2025 |\n"
          "|---|---|---|\n| Police | 38.6 | 40.1 |\n| Parks & Recreation | 6.2 | 6.8 |\n| Libraries | 4.5 | 4.4 |")


@pytest.mark.parametrize(("answer", "source"), [
    ("该公司2024年前三季度空调累计出货425万台[1]。", SHIPMENTS),
    ("The FY2025 budget gives Parks & Recreation and Libraries a combined $11.2 million [1].", BUDGET),
])
def test_a_total_of_a_table_column_is_worked_out(answer: str, source: str) -> None:
    assert_publishable(answer, [source])


@pytest.mark.parametrize(("answer", "source"), [
    ("该公司2024年前三季度空调累计出货435万台[1]。", SHIPMENTS),
    ("The FY2025 budget gives Parks & Recreation and Libraries a combined $11.6 million [1].", BUDGET),
    ("The FY2025 budget gives Parks & Recreation and Libraries $11.2 million [1].", BUDGET),
])
def test_a_column_total_of_another_size_or_without_a_word_of_summing_blocks(answer: str, source: str) -> None:
    assert_blocked_as_unstated(answer, [source])


LIBRARIES = "The library service received $4.5 million in 2024 and $4.4 million in 2025."


@pytest.mark.parametrize("answer", [
    "The library service's allocation slipped by $100,000 from 2024.",
    "The library service's allocation fell by $100,000 in 2025.",
    "Libraries' allocation slipped by $100,000 from FY2024 [1].",
])
def test_a_change_between_figures_of_two_years_the_sentence_names_one_of_is_worked_out(answer: str) -> None:
    assert_publishable(answer, [LIBRARIES if "FY" not in answer else BUDGET])


@pytest.mark.parametrize("answer", [
    "The library service's allocation slipped by $200,000 from 2024.",
    "The library service's allocation rose by $100,000 in 2025.",
])
def test_a_change_between_dated_figures_of_another_size_or_direction_blocks(answer: str) -> None:
    assert_blocked_as_unstated(answer, [LIBRARIES])


CHAMPIONS = "男子组冠军陈立的成绩为1小时05分32秒；女子组冠军刘思雨的成绩为1小时14分08秒。"


@pytest.mark.parametrize(("answer", "passes"), [
    ("男子组冠军陈立比女子组冠军快了8分36秒。", True),
    ("男子组冠军陈立比女子组冠军快了9分36秒。", False),
    ("男子组冠军陈立比女子组冠军慢了8分36秒。", False),
])
def test_two_named_things_sharing_words_are_told_apart_by_the_words_they_do_not_share(answer: str,
                                                                                      passes: bool) -> None:
    if passes:
        assert_publishable(answer, [CHAMPIONS])
    else:
        assert_blocked_as_unstated(answer, [CHAMPIONS])


RATE = "The unemployment rate was 4.1% in March, down 0.3 percentage points from a year earlier."
SALES = "Sales reached $2.4 billion, up 20% from the previous year, while margins held steady."
SPENDING = "2024年全市一般公共预算支出安排486.3亿元，比上年预算增长4.6%。其中，教育支出99.7亿元，占比20.5%，较上年提高2.3个百分点。"


@pytest.mark.parametrize(("answer", "source"), [
    ("A year earlier the unemployment rate was 4.4% [1].", RATE),
    ("Sales were $2.0 billion the previous year [1].", SALES),
    ("The previous year, sales were $2.0 billion [1].", SALES),
    ("上年教育支出占比为18.2%[1]。", SPENDING),
    ("上年全市一般公共预算支出约为465亿元[1]。", SPENDING),
])
def test_the_level_of_the_year_before_is_the_level_less_the_change_from_it(answer: str, source: str) -> None:
    assert_publishable(answer, [source])


@pytest.mark.parametrize(("answer", "source"), [
    ("A year earlier the unemployment rate was 3.8% [1].", RATE),
    ("Sales reached $2.0 billion, up 20% from the previous year [1].", SALES),
    ("Compared with the previous year, sales rose 20% to $2.0 billion [1].", SALES),
    ("教育支出占比较上年提高至18.2%[1]。", SPENDING),
])
def test_the_year_before_level_given_to_this_year_or_of_another_size_blocks(answer: str, source: str) -> None:
    assert_blocked_as_unstated(answer, [source])


UNEMPLOYMENT = "Unemployment rate, %\nCountry | 2022 | 2023\nSpain | 12.9 | 12.1\nGermany | 3.1 | 3.0\nGreece | 12.4 | 11.1"


@pytest.mark.parametrize(("answer", "passes"), [
    ("Greece recorded the biggest fall, 1.3 percentage points [1].", True),
    ("Greece recorded the biggest fall, 1.4 percentage points [1].", False),
    ("Greece recorded a rise of 1.3 percentage points [1].", False),
])
def test_a_change_between_the_two_years_a_row_dates_needs_no_year_in_the_sentence(answer: str, passes: bool) -> None:
    if passes:
        assert_publishable(answer, [UNEMPLOYMENT])
    else:
        assert_blocked_as_unstated(answer, [UNEMPLOYMENT])


DOSAGE = "【用法用量】口服。成人一次2片，一日3次；儿童用量请咨询医师或药师。"


@pytest.mark.parametrize(("answer", "passes"), [
    ("按说明书，成人每天共服6片[1]。", True),
    ("按说明书，成人每天共服8片[1]。", False),
    ("按说明书，成人每天服6片[1]。", False),
])
def test_gong_before_a_verb_of_one_or_two_characters_is_a_word_of_summing(answer: str, passes: bool) -> None:
    if passes:
        assert_publishable(answer, [DOSAGE])
    else:
        assert_blocked_as_unstated(answer, [DOSAGE])


GENERATION = ("Electricity generation by source (TWh)\nSource | 2022 | 2023\nWind | 18.4 | 21.9\nSolar | 6.1 | 8.3\n"
              "Coal | 30.2 | 24.7\nGas | 41.0 | 39.6")


@pytest.mark.parametrize(("answer", "passes"), [
    ("Coal generation fell from 30.2 TWh in 2022 to 24.7 TWh in 2023, while wind and solar combined produced "
     "30.2 TWh in 2023 [1].", True),
    ("Coal generation fell from 30.2 TWh in 2022 to 24.7 TWh in 2023, while wind and solar combined produced "
     "31.2 TWh in 2023 [1].", False),
])
def test_a_total_of_the_rows_its_clause_names_is_theirs_though_another_row_states_it(answer: str,
                                                                                     passes: bool) -> None:
    if passes:
        assert_publishable(answer, [GENERATION])
    else:
        assert_blocked_as_unstated(answer, [GENERATION])
