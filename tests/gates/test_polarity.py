"""The polarity gate reads negation and direction as a careful reader would, in English and Chinese.

Each row: the answer, its source, and the rule that must block it (``None``: the answer is an honest restatement
and must pass the polarity gate).
"""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

NEWS = ("Council leader Priya Nandakumar said the scheme was a first step. \u201cWe cannot promise that no home will "
        "ever flood again,\u201d she said.")
INCIDENT = ("The server was isolated within 40 minutes. We cannot confirm that no customer records were copied, "
            "and our investigation is continuing.")
ZH_NEWS = "区长表示：\u201c我们不能保证今后没有一户居民再受淹。\u201d"

# Each negation on either side must be matched on the other, even when the sentence keeps one of several.
NEGATIONS_EACH_MATCHED = [
    ("Nandakumar promised that no home would ever flood again.", NEWS, "FP001"),
    ("Nandakumar said the council can promise that no home will ever flood again.", NEWS, "FP001"),
    ("The company confirmed that no customer records were copied.", INCIDENT, "FP001"),
    ("区长保证今后没有一户居民再受淹。", ZH_NEWS, "FP001"),
    ("Nandakumar said she could not promise that no home would ever flood again.", NEWS, None),
    ("The company said it cannot confirm that no customer records were copied.", INCIDENT, None),
    ("区长表示不能保证今后没有一户居民再受淹。", ZH_NEWS, None),
    # The same denial in another place: "did not find any evidence" is "found no evidence", either way round.
    ("The audit did not find any evidence of fraud.", "The audit found no evidence of fraud.", None),
    ("The audit found no evidence of fraud.", "The audit did not find any evidence of fraud.", None),
    # 缺乏 ("lacks") denies as 没有 does.
    ("由于样本量小且没有对照组，该结论仍需验证。", "该研究样本量较小且缺乏对照组，结论尚需确认。", None),
    ("该研究有对照组。", "该研究样本量较小且缺乏对照组，结论尚需确认。", "FP001"),
    # A title repeated in the evidence denies one thing, however often it is named.
    ("Cats Don't Dance was distributed by Warner Bros.",
     "She was a vocal singer in \"Cats Don't Dance\".Cats Don't Dance is a 1997 American animated musical comedy "
     "film distributed by Warner Bros.", None),
]


def _polarity_rules(answer: str, source: str) -> set[str]:
    """The FP rules fired, but for FP016, which reads a denied significance on its own (test_content_rules)."""
    return fired(verify(answer, [source]), "FP") - {"FP016"}


def _check(answer: str, source: str, rule: str | None) -> None:
    fired = _polarity_rules(answer, source)
    assert fired == ({rule} if rule else set()), fired


@pytest.mark.parametrize(("answer", "source", "rule"), NEGATIONS_EACH_MATCHED)
def test_each_negation_needs_its_own_on_the_other_side(answer, source, rule):
    _check(answer, source, rule)


HBA1C = ("After 26 weeks, HbA1c fell by 0.42 percentage points with the once-weekly regimen and by 0.31 percentage "
         "points with daily dosing. The between-group difference did not reach statistical significance (P=0.07).")
TRADE = "Exports dropped 12% in the second half, and imports dropped 3%."
ZH_TRADE = "今年出口下降12%，进口下降3%。"

# A comparative that qualifies a movement compares the sizes of two movements, not which way either went.
SIZES_OF_MOVEMENTS = [
    ("HbA1c fell more with the once-weekly regimen than with daily dosing.", HBA1C, None),
    ("Costs rose less than revenue.", "Revenue rose 9% while costs rose 4%.", None),
    ("Exports dropped more sharply than imports.", TRADE, None),
    ("Exports saw a bigger drop than imports.", TRADE, None),
    ("出口降幅大于进口。", ZH_TRADE, None),
    ("出口下降幅度大于进口。", ZH_TRADE, None),
    # the movement itself still counts, and so do the sides and the sign of the comparison
    ("Costs fell less than revenue.", "Costs rose less than revenue.", "FP002"),
    ("Costs fell.", "Costs rose less than revenue.", "FP002"),
    ("Revenue rose less than costs.", "Costs rose less than revenue.", "FP003"),
    ("Exports dropped less sharply than imports.", "Exports dropped more sharply than imports.", "FP002"),
    ("Prices rose more slowly than wages.", "Prices rose faster than wages.", "FP002"),
    ("Prices rose more slowly than wages.", "Prices rose slower than wages.", None),
    ("出口增幅大于进口。", "今年出口降幅大于进口。", "FP002"),
    ("进口降幅大于出口。", "今年出口降幅大于进口。", "FP003"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), SIZES_OF_MOVEMENTS)
def test_a_comparative_qualifying_a_movement_compares_sizes(answer, source, rule):
    _check(answer, source, rule)


ZH_GDP = "一季度，全市地区生产总值同比增长5.1%，增速较上年同期提高0.6个百分点。"
ZH_LOSS = "报告期内，公司净亏损为1.3亿元，上年同期净亏损为2.1亿元，亏损同比收窄。"

# A rate that rises speeds up (增速提高 is 增速加快), and a loss that narrows does not widen.
RATES_AND_GAPS = [
    ("一季度，全市地区生产总值同比增长5.1%，增速比上年同期放缓0.6个百分点。", ZH_GDP, "FP002"),
    ("一季度，全市地区生产总值同比增长5.1%，增速较上年同期加快0.6个百分点。", ZH_GDP, None),
    ("一季度，全市地区生产总值同比增长5.1%，增速较上年同期回落0.6个百分点。",
     "一季度，全市地区生产总值同比增长5.1%，增速较上年同期放缓0.6个百分点。", None),
    ("Hiring slowed in the second quarter.", "The growth rate of hiring rose in the second quarter.", "FP002"),
    ("Hiring accelerated in the second quarter.", "The growth rate of hiring rose in the second quarter.", None),
    ("公司亏损同比扩大。", ZH_LOSS, "FP002"),
    ("公司亏损同比收窄。", ZH_LOSS, None),
    ("The trade deficit widened in March.", "The trade deficit narrowed in March.", "FP002"),
    ("The trade deficit narrowed in March.", "The trade deficit narrowed in March.", None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), RATES_AND_GAPS)
def test_rates_move_on_the_speed_scale_and_gaps_narrow_or_widen(answer, source, rule):
    _check(answer, source, rule)


TENSILE = ("PETG showed markedly greater elongation at break than PLA. The difference in tensile strength between the "
           "two materials is within the scatter of the measurements and should not be read as significant.")
ZH_TRIAL = "两组HbA1c降幅的组间差异未达到统计学显著水平（P=0.07）。"

# A negation before a verb of attaining or being taken as ("did not reach", "should not be read as") also denies
# what is reached or taken.
WHAT_IS_NOT_REACHED = [
    ("The between-group difference in HbA1c was statistically significant (P=0.07).", HBA1C, "FP001"),
    ("The between-group difference in HbA1c was not statistically significant (P=0.07).", HBA1C, None),
    ("The difference in tensile strength between the two materials was significant.", TENSILE, "FP001"),
    ("The difference in tensile strength between the two materials is not significant.", TENSILE, None),
    ("两组HbA1c降幅的组间差异具有统计学显著性（P=0.07）。", ZH_TRIAL, "FP001"),
    ("两组HbA1c降幅的组间差异无统计学显著性（P=0.07）。", ZH_TRIAL, None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), WHAT_IS_NOT_REACHED)
def test_a_negated_verb_of_attaining_also_denies_what_it_attains(answer, source, rule):
    _check(answer, source, rule)


@pytest.mark.parametrize(("answer", "expected"), [
    ("The opposition supported the plan.", "FP002"),
    ("The opposition voted for the plan.", "FP002"),
    ("The opposition opposed the plan.", None),
    ("The opposition voted against the plan.", None),
])
def test_voting_against_is_opposing(answer: str, expected: str | None) -> None:
    source = "The council approved the budget. The opposition voted against the plan."
    result = verify(answer, source)["sentence_results"][0]
    assert result["rule"] == expected


@pytest.mark.parametrize("answer", ["反对党支持该计划。", "反对党对该计划投了赞成票。"])
def test_voting_against_is_opposing_in_chinese(answer: str) -> None:
    result = verify(answer, "市议会通过了预算。反对党对该计划投了反对票。")["sentence_results"][0]
    assert result["rule"] == "FP002"


COURT = "The appeals court declined to overturn the conviction but reduced the sentence."


@pytest.mark.parametrize(("answer", "source", "expected"), [
    ("The appeals court overturned the conviction.", COURT, "FP001"),
    ("The appeals court refused to overturn the conviction.", COURT, None),
    ("The minister refused to resign.", "The minister resigned on Friday.", "FP001"),
    ("Sales declined to $3m.", "Sales fell to $3m.", None),  # a fall to a level, not a refusal
    ("Sales declined to a record low of $3m.", "Sales fell to a record low of $3m.", None),
    ("Sales declined to $3m.", "Sales rose to $3m.", "FP002"),
])
def test_declining_or_refusing_to_act_is_a_negation(answer: str, source: str, expected: str | None) -> None:
    assert verify(answer, source)["sentence_results"][0]["rule"] == expected


@pytest.mark.parametrize(("answer", "expected"), [
    ("2023年全国平均气温10.71℃，较常年偏低0.82℃。", "FP002"),
    ("2023年全国平均气温10.71℃，较常年偏高0.82℃。", None),
])
def test_above_or_below_normal_is_a_direction(answer: str, expected: str | None) -> None:
    result = verify(answer, "2023年全国平均气温10.71℃，较常年偏高0.82℃。")["sentence_results"][0]
    assert result["rule"] == expected


ECB = ("The Governing Council kept the three key interest rates unchanged; the deposit facility rate remains at "
       "4.00%.")
LPR = "12月一年期LPR为3.45%，五年期以上LPR为4.2%，均与上月持平。"


@pytest.mark.parametrize(("answer", "source", "expected"), [
    ("The Governing Council cut the deposit facility rate to 4.00%.", ECB, "FP002"),
    ("The Governing Council left the deposit facility rate unchanged at 4.00%.", ECB, None),
    ("12月五年期以上LPR较上月下降至4.2%。", LPR, "FP002"),
    ("12月五年期以上LPR为4.2%，与上月持平。", LPR, None),
    ("Inflation was unchanged at 2.1%.", "Inflation rose to 2.1% in May.", "FP002"),
    ("Guidance remains unchanged at $455 million despite cost increases.",
     "We increased guidance last quarter to $455 million and this guidance remains unchanged despite cost increases.",
     None),
    ("按不变价格计算，国内生产总值增长5.2%。", "按不变价格计算，国内生产总值比上年增长5.2%。", None),  # constant prices
])
def test_unchanged_contradicts_a_rise_or_a_fall(answer: str, source: str, expected: str | None) -> None:
    assert verify(answer, source)["sentence_results"][0]["rule"] == expected


SEATS = "Labour won 411 of the 650 seats. The Conservatives won 121 seats, their lowest total ever."


@pytest.mark.parametrize(("answer", "source", "expected"), [
    ("The Conservatives won 121 seats, their highest total ever.", SEATS, "FP002"),
    ("The Conservatives won 121 seats, their lowest total ever.", SEATS, None),
    ("该市最低气温为零下5℃。", "该市最高气温为零下5℃。", "FP002"),
    ("Wages of the lowest-paid rose 5%.", "Wages rose 5% for low earners.", None),  # a rank is not a fall
])
def test_highest_and_lowest_are_opposite_ranks(answer: str, source: str, expected: str | None) -> None:
    assert verify(answer, source)["sentence_results"][0]["rule"] == expected


@pytest.mark.parametrize(("answer", "expected"), [
    ("The European regulator has approved it for children under 12.", "FP001"),
    ("The European regulator has not yet approved it for children under 12.", None),
    ("The regulator has not approved it for children under 12.", None),
])
def test_not_yet_denies_what_follows_it(answer: str, expected: str | None) -> None:
    source = "The European regulator has not yet approved it for children under 12."
    assert verify(answer, source)["sentence_results"][0]["rule"] == expected


ARMOUR = ("The survey found no evidence that the rock armour has accelerated erosion at Porth Gwyn; the retreat rate "
          "there is similar to that before 2019.")


@pytest.mark.parametrize(("answer", "rule"), [
    ("The survey found that the rock armour has accelerated erosion at Porth Gwyn.", "FP001"),
    ("The survey found no sign that the rock armour has sped up erosion at Porth Gwyn.", None),
])
def test_no_evidence_that_denies_what_the_evidence_would_show(answer, rule):
    _check(answer, ARMOUR, rule)


@pytest.mark.parametrize(("answer", "expected"), [
    ("The effect of frost on the fastenings has been tested.", "FP001"),
    ("The effect of frost on the fastenings has not yet been tested.", None),
])
def test_yet_to_denies_what_it_governs(answer: str, expected: str | None) -> None:
    source = "The effect of frost on the fastenings has yet to be tested, the operator said."
    assert verify(answer, source)["sentence_results"][0]["rule"] == expected


TIGERS = ("经专家组评估，园内雌虎“阿宁”（9岁）身体状况良好，但因近两年未出现规律发情，暂不安排配对；另一只雌虎“小雪”（5岁）将于明年"
          "春季与从兄弟园区引进的雄虎“岗岗”进行合笼配对。")


@pytest.mark.parametrize(("answer", "blocked"), [
    ("阿宁身体状况良好，将安排配对。", True),
    ("阿宁身体状况良好，暂不安排配对。", False),
])
def test_a_later_chinese_clause_states_what_its_sentence_says_of_its_subject(answer: str, blocked: bool) -> None:
    assert ("FP001" in fired(verify(answer, [TIGERS]))) is blocked


def test_an_english_phrase_after_a_comma_asserts_nothing_by_itself() -> None:
    source = "You don't have to be aware of every thought. Awareness matters, he says, but ego doesn't define you."
    answer = "He discusses the ego, stressing the importance of becoming aware of it."
    assert "FP001" not in fired(verify(answer, [source]))
