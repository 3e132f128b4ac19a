"""FN001 reads a figure with what its clause leaves to the clause before it, on both sides.

Chinese (and often English) states a figure in a clause of its own after a comma ("营业收入12.35亿元，同比增长8.73%";
"甲方案总成本为4.5亿元，乙方案为3.2亿元"): the entity or metric is said once and left out after. A figure is
attributed to what its clause says together with what it leaves out, and comparison wording that only says how
the figure is stated (同比 or 较上年同期, YoY or year over year, 为) never decides between clauses.
"""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired, verdict_of

REVENUE_REPORT = (
    "报告期内，公司实现营业收入12.35亿元，较上年同期增长8.73%；其中海外业务收入3.2亿元，同比增长21.6%。"
)
REVENUE_REPORT_REWORDED = (
    "报告期内，公司实现营业收入12.35亿元，同比增长8.73%；其中海外业务收入3.2亿元，较上年同期增长21.6%。"
)
PROFIT_REPORT = (
    "报告期内，公司实现营业收入12.35亿元，较上年同期增长8.73%；实现净利润1.2亿元，较上年同期增长5.1%。"
)
TRIAL = "XB-101组客观缓解率（ORR）为47.4%，安慰剂组为31.4%。"
OPTIONS = "甲方案总成本为4.5亿元，乙方案为3.2亿元。"
NET_PROFIT = (
    "报告期内，公司实现归属于上市公司股东的净利润156,789,012.34元；"
    "归属于上市公司股东的扣除非经常性损益的净利润为128,456,789.00元。"
)
OUTPUT = "2022年产量为120万吨，2023年为150万吨。"
REGIONS = "华东地区收入为5.2亿元，华南地区为3.1亿元。"
PATIENTS = "男性患者占比为58%，女性为42%。"
THREE_ARMS = "XB-101组客观缓解率（ORR）为47.4%，安慰剂组为31.4%，对照组为20.1%。"
GROWTH_BASES = "营业收入同比增长8%，环比增长2%。"
REVENUE_RELEASE = "Revenue rose to $5.2M, up 8% YoY, while operating costs rose 12% YoY."
REVENUE_RELEASE_SPELLED = (
    "Revenue rose to $5.2M, up 8% year over year, while operating costs rose 12% year over year."
)
SALES = "Sales were $3.1M in 2022 and $4.4M in 2023."
GROWTH_BASES_EN = "Revenue rose 8% year over year and 2% quarter over quarter."

DOSES = "成人一次1～2片，一日不超过6片；儿童一次1片，一日不超过4片。"
SWIMMERS = ("Three swimmers attempted the crossing. Priya Nair finished in 9 h 14 min. Tom Aldous was pulled from the "
            "water after 6 hours. Greta Lund finished in 10 h 02 min.")

HONEST = [
    ("a daily limit read with the subject of the dose before it", "成人一日最多服用6片。", DOSES),
    ("the children's daily limit", "儿童一日之内最多服用4片。", DOSES),
    ("the earlier figure dated a year before its partner", "Sales rose to $4.4M in 2023, up from $3.1M a year earlier.",
     SALES),
    ("both years beside their figures", "Sales rose to $4.4M in 2023 from $3.1M in 2022.", SALES),
    ("growth in a clause of its own", "公司实现营业收入约12.35亿元，同比增长8.73%。", REVENUE_REPORT),
    ("同比 for 较上年同期", "公司实现营业收入约12.35亿元，较上年同期增长8.73%。", REVENUE_REPORT_REWORDED),
    ("the second arm leaves out the metric", "安慰剂组的客观缓解率为31.4%。", TRIAL),
    ("the first arm, restated", "XB-101组的客观缓解率为47.4%。", TRIAL),
    ("the second option leaves out the metric", "乙方案的总成本为3.2亿元。", OPTIONS),
    ("the second year leaves out the metric", "2023年产量为150万吨。", OUTPUT),
    ("the second region leaves out the metric", "华南地区收入为3.1亿元。", REGIONS),
    ("the second group leaves out the share", "女性患者占比为42%。", PATIENTS),
    ("the third arm leaves out what the second left out", "对照组的客观缓解率为20.1%。", THREE_ARMS),
    ("the second growth figure leaves out the metric", "营业收入环比增长2%。", GROWTH_BASES),
    ("a share of its own in the second clause", "海外业务收入同比增长21.6%。", REVENUE_REPORT),
    ("net profit rounded, beside the non-recurring-adjusted one", "公司归属于上市公司股东的净利润为1.57亿元。", NET_PROFIT),
    ("year over year for YoY", "Revenue rose to $5.2M, up 8% year over year.", REVENUE_RELEASE),
    ("YoY for year over year", "Revenue rose to $5.2M, up 8% YoY.", REVENUE_RELEASE_SPELLED),
    ("the second year leaves out the subject", "Sales were $4.4M in 2023.", SALES),
    ("the second growth figure leaves out the subject", "Revenue rose 2% quarter over quarter.", GROWTH_BASES_EN),
    ("a participle keeps the subject before it", "Priya Nair was quickest, finishing in 9 h 14 min.", SWIMMERS),
]

MISATTRIBUTED = [
    ("the adults' daily limit given to children", "儿童一日最多服用6片。", DOSES),
    ("revenue growth given to net profit", "净利润较上年同期增长8.73%。", PROFIT_REPORT),
    ("revenue growth given to net profit, with its own subject", "公司实现净利润1.2亿元，同比增长8.73%。",
     PROFIT_REPORT),
    ("one sector's growth given to another", "第三产业增加值增长4.7%。", "第二产业增加值增长4.7%，第三产业增加值增长5.8%。"),
    ("the drug arm's response rate given to placebo", "安慰剂组的客观缓解率为47.4%。", TRIAL),
    ("placebo's response rate given to the drug arm", "XB-101组的客观缓解率为31.4%。", TRIAL),
    ("the second option's cost given to the first", "甲方案的总成本为3.2亿元。", OPTIONS),
    ("one year's output given to the other", "2022年产量为150万吨。", OUTPUT),
    ("one region's revenue given to the other", "华南地区收入为5.2亿元。", REGIONS),
    ("one group's share given to the other", "女性患者占比为58%。", PATIENTS),
    ("the second arm's rate given to the third", "对照组的客观缓解率为31.4%。", THREE_ARMS),
    ("year-on-year growth given as quarter-on-quarter", "营业收入环比增长8%。", GROWTH_BASES),
    ("the company's growth given to overseas revenue", "海外业务收入同比增长8.73%。", REVENUE_REPORT),
    ("overseas growth given to the company", "公司营业收入同比增长21.6%。", REVENUE_REPORT),
    ("revenue growth given to costs", "Operating costs rose 8% year over year.", REVENUE_RELEASE_SPELLED),
    ("one year's sales given to the other", "Sales were $4.4M in 2022.", SALES),
    ("the later year's sales dated a year early, beside the earlier figure",
     "Sales rose to $4.4M in 2022, up from $3.1M a year earlier.", SALES),
    ("year-over-year growth given as quarter-over-quarter", "Revenue rose 8% quarter over quarter.", GROWTH_BASES_EN),
    ("one swimmer's time given, after a participle, to another", "Greta Lund was quickest, finishing in 9 h 14 min.",
     SWIMMERS),
]


@pytest.mark.parametrize(("case", "answer", "source"), HONEST, ids=[case for case, _, _ in HONEST])
def test_a_figure_restated_with_its_own_entity_and_metric_passes(case: str, answer: str, source: str) -> None:
    publishable, findings = verdict_of(answer, source)
    assert publishable, findings


@pytest.mark.parametrize(("case", "answer", "source"), MISATTRIBUTED, ids=[case for case, _, _ in MISATTRIBUTED])
def test_a_figure_given_to_another_entity_or_metric_blocks(case: str, answer: str, source: str) -> None:
    publishable, findings = verdict_of(answer, source)
    assert not publishable
    assert "FN001" in {finding["rule"] for finding in findings}


def test_the_finding_names_the_metric_a_growth_clause_leaves_out() -> None:
    _, findings = verdict_of("净利润较上年同期增长8.73%。", PROFIT_REPORT)
    (finding,) = [finding for finding in findings if finding["rule"] == "FN001"]
    assert "营业收入" in finding["reason"]
    assert "5.1%" in finding["hint"]


@pytest.mark.parametrize(("answer", "expected"), [
    ("Dizziness affected 7% of patients on placebo.", "FN001"),
    ("Dizziness affected 3% of patients on the drug.", "FN001"),
    ("Dizziness affected 3% of patients on placebo.", None),
    ("Dizziness affected 7% of patients on the drug.", None),
])
def test_a_clause_opening_with_a_figure_is_read_with_what_it_leaves_out(answer: str, expected: str | None) -> None:
    passed, findings = verdict_of(answer, "Dizziness was reported by 7% of patients on the drug and 3% on placebo.")
    assert [finding["rule"] for finding in findings if finding["severity"] == "block"] == ([expected] if expected else [])


def test_a_span_of_years_is_read_with_both_of_its_years() -> None:
    source = "The 2021 census counted 5,862,300 residents in the metropolitan area, up from 5,432,100 in 2011."
    answer = "The metropolitan area's population grew by about 8% between 2011 and 2021, to about 5.9 million."
    assert verdict_of(answer, source)[0]
    moved = "The metropolitan area's population was about 5.9 million in 2011."
    assert "FN001" in {finding["rule"] for finding in verdict_of(moved, source)[1]}


def test_a_clause_naming_only_its_period_is_read_as_the_same_thing() -> None:
    source = ("In Q1 2024 the unemployment rate in Norland was 4.1%, down from 4.4% in Q4 2023. Youth unemployment "
              "stood at 11.3%.")
    assert verdict_of("Unemployment fell to 4.1% from 4.4% in the previous quarter.", source)[0]
    moved = "Youth unemployment fell from 4.4% in the previous quarter."
    assert "FN001" in {finding["rule"] for finding in verdict_of(moved, source)[1]}


PRICES = "2024年全国居民消费价格比上年上涨0.2%，工业生产者出厂价格下降2.2%。"


@pytest.mark.parametrize(("answer", "passes"), [
    ("2024年PPI下降2.2%。", True),
    ("2024年CPI上涨0.2%。", True),
    ("2024年CPI下降2.2%。", False),
    ("2024年PPI上涨0.2%。", False),
])
def test_a_year_opening_the_sentence_dates_every_clause_of_it(answer: str, passes: bool) -> None:
    passed, findings = verdict_of(answer, PRICES)
    assert passed is passes
    assert passes or "FN001" in {finding["rule"] for finding in findings}


def test_rows_sharing_a_key_do_not_stop_the_check() -> None:
    """Two rows a sentence names at the same place (a key written twice) are read in table order."""
    table = "| Region | 2023 | 2024 |\n|---|---|---|\n| North | 5 | 7 |\n| North | 6 | 8 |\n| South | 3 | 4 |"
    assert verify("North reached 8 in 2024, and South 4.", table)["publishable"]


FREIGHT = ("Rail freight moved 21.7 billion tonne-kilometres in 2024, up from 20.9 billion in 2023 and 19.8 billion in "
           "2022. Coal traffic fell for the fifth consecutive year.")


@pytest.mark.parametrize(("answer", "blocked"), [
    ("Rail freight reached 21.7 billion tonne-kilometres in 2024, up from 19.8 billion the year before [1].", True),
    ("Rail freight reached 21.7 billion tonne-kilometres in 2024, up from 20.9 billion the year before [1].", False),
    ("Rail freight reached 21.7 billion tonne-kilometres in 2024, up from 20.9 billion a year earlier [1].", False),
])
def test_a_figure_given_to_the_year_before_is_that_years(answer: str, blocked: bool) -> None:
    # the year before 2024 is 2023; 19.8 billion is 2022's (and "a year earlier" restates the passage stating its
    # figure, not the one sharing the word "year")
    result = verify(answer, [FREIGHT])
    assert (not result["publishable"]) == blocked
    if blocked:
        assert "FN001" in fired(result)


HARVEST = "2024年夏粮收购季共收购小麦十八万六千吨，较2023年的十五万二千吨增加三万四千吨。"
GENERATION = "Electricity generation (TWh)\nSource | 2022 | 2023\nWind | 18.4 | 21.9\nSolar | 6.1 | 8.3\nCoal | 30.2 | 24.7"


@pytest.mark.parametrize(("answer", "source", "blocked"), [
    ("2023年夏粮收购季收购小麦十八万六千吨[1]。", HARVEST, True),
    ("2024年夏粮收购季收购小麦十八万六千吨[1]。", HARVEST, False),
    # a total the sentence gives a year is the total's, though a row gives its figure to another year
    ("Coal generation fell from 30.2 TWh in 2022 to 24.7 TWh in 2023, while wind and solar combined produced 30.2 "
     "TWh in 2023 [1].", GENERATION, False),
])
def test_a_figure_given_to_the_year_its_clause_names_is_that_years(answer: str, source: str, blocked: bool) -> None:
    result = verify(answer, [source])
    assert (not result["publishable"]) == blocked
    if blocked:
        assert "FN001" in fired(result)


CHARGERS = ("Wayfarer plans to increase the number of ultra-rapid electric vehicle chargers at Thornbury Gap services "
            "from 6 to 24 by spring 2025. The food court will be refurbished, with a 24-hour coffee outlet added.")
INJURIES = "Operator data recorded 63 injuries, of which 9 required hospital treatment."


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("Wayfarer aims to take the ultra-rapid chargers at Thornbury Gap to 24 by spring 2025.", CHARGERS, True),
    ("Nine of the 63 injuries logged by the operator needed hospital treatment.", INJURIES, True),
    ("63 injuries logged by the operator needed hospital treatment.", INJURIES, False),
])
def test_a_range_end_and_a_whole_written_with_of_keep_their_owner(answer: str, source: str, passes: bool) -> None:
    # 24 is the end of "from 6 to 24", the chargers' figure; "of the 63 injuries" gives 63 as the whole
    assert verify(answer, [source])["publishable"] is passes
