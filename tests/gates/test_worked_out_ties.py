"""Figures worked out from the evidence by what ties them to the sentence: a total named as 总额, a change whose
two ends the evidence dates to the year the sentence compares and the year before, a multiple of the figure the
sentence names by the same conditions, a fraction of a whole the evidence gives as 共有, where a change started from
its end and its size, a part given as a share of the figure before it, a difference of two figures each named as
the sentence names it, and an amount for each month restated for a year. Each honest row has a twin with a wrong
figure that still blocks."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import sentence_rules

CORALS = "Survival over the past 12 months was 81 per cent for branching Acropora and 67 per cent for massive Porites."
VOUCHERS = "本次消费券分两批发放：第一批3000万元，于2024年5月1日发放；第二批2000万元，于2024年5月15日发放。"
REVENUE = "公司2023年实现营业收入86.4亿元，上年同期为72.0亿元；归属于上市公司股东的净利润9.1亿元。"
LEAVE = "员工累计工作已满1年不满10年的，年休假5天；已满10年不满20年的，年休假10天；已满20年的，年休假15天。"
SCHOOLS = "截至2023年底，全市共有中小学校412所，其中民办学校103所。"
JOBLESS = "本月全国城镇调查失业率为5.0%，比上月下降0.2个百分点。"
ADMISSIONS = "2024年该校本科招生计划为4200人，其中省内计划占60%。"
PLAN = "2024年该校本科招生计划为4200人。"
ENROLLED = "招生工作结束后，该校最终录取本科新生4235人。"
POWER = "部分地区全社会用电量（单位：万亿千瓦时）\n地区 | 2022年 | 2023年\n华东 | 1.82 | 2.05\n华南 | 0.96 | 1.10\n"
POLICY = ("Policy summary: the excess is £250 per claim. Accidental damage cover is optional and costs an additional "
          "£4.50 per month.")

PRESSES = "The two new presses each run at 18,000 sheets per hour."
INTAKE_PLAN = "青松中学2024年秋季招生简章：计划招收新生320人。"
INTAKE = "青松中学9月1日开学，实际报到新生296人，其中女生74人。"
STOCKS = "Stocks of O negative stand at 2.1 days of supply, below the 3-day minimum target."
TERRACES = "梯田核心区面积为1986公顷，分布于海拔780米至1420米之间。"

RACE = "Women's 10,000 m final: 1. Marta Oliveira (POR) 30:12.45; 2. Hana Sato (JPN) 30:14.02; 3. Lena Vogt 30:20.88."
TABLE = "Final league table: 1. Northbridge FC 84 pts; 2. Castleford Rovers 81 pts; 3. Easton United 79 pts."

CASES = [
    # 总额 sums the figures it is the total of
    ("本次消费券总额5000万元，将于5月1日和5月15日分两批发放。", VOUCHERS, True),
    ("本次消费券总额6000万元，将于5月1日和5月15日分两批发放。", VOUCHERS, False),
    # a change whose ends the evidence dates to the year compared and the year before
    ("公司2023年营业收入较上年增加14.4亿元。", REVENUE, True),
    ("公司2023年营业收入较上年增加15.4亿元。", REVENUE, False),
    ("华南2023年全社会用电量比上年增加1400亿千瓦时。", POWER, True),
    ("华南比上年增加1400亿千瓦时。", POWER, True),
    ("华南比上年增加1900亿千瓦时。", POWER, False),
    # a multiple of the figure the evidence gives beside the conditions the sentence names
    ("工龄满10年不满20年的员工每年可休年假10天，是满1年不满10年员工的两倍。", LEAVE, True),
    ("工龄满10年不满20年的员工每年可休年假10天，是满1年不满10年员工的三倍。", LEAVE, False),
    # a fraction of a whole the evidence gives as 共有, its part named as the sentence names it
    ("该市民办中小学占全部中小学的四分之一。", SCHOOLS, True),
    ("该市民办中小学占全部中小学的三分之一。", SCHOOLS, False),
    # where a change started: its end less its size
    ("城镇调查失业率由上月的5.2%降至本月的5.0%。", JOBLESS, True),
    ("城镇调查失业率由上月的5.4%降至本月的5.0%。", JOBLESS, False),
    ("城镇调查失业率由上月的4.8%升至本月的5.0%。", JOBLESS, False),
    # a part the evidence gives as a share of the figure before it
    ("该校2024年本科省内招生计划为2520人。", ADMISSIONS, True),
    ("该校2024年本科省内招生计划为2620人。", ADMISSIONS, False),
    # how many more one thing is than another, each named as the sentence names it on its side of 比
    ("最终录取人数比招生总计划多出35人。", [PLAN, ENROLLED], True),
    ("最终录取人数比招生总计划多出45人。", [PLAN, ENROLLED], False),
    ("最终录取人数比招生总计划少35人。", [PLAN, ENROLLED], False),
    # how far one runner finished ahead of another, each named as the sentence names them; ahead in a race is
    # less time
    ("Marta Oliveira won, finishing about 1.6 seconds ahead of Hana Sato.", RACE, True),
    ("Hana Sato finished 1.57 seconds behind Marta Oliveira.", RACE, True),
    ("Marta Oliveira won, finishing about 2.6 seconds ahead of Hana Sato.", RACE, False),
    ("Hana Sato finished about 1.6 seconds ahead of Marta Oliveira.", RACE, False),
    ("Castleford Rovers finished on 81 points, 2 points ahead of Easton United.", TABLE, True),
    ("Castleford Rovers finished on 81 points, 2 points behind Easton United.", TABLE, False),
    # a difference of two figures of one segment, each "for" a thing; when they were measured, after the other
    # thing, names neither side
    ("Branching Acropora survived at a rate 14 percentage points higher than massive Porites over the past year.",
     CORALS, True),
    ("Massive Porites survived at a rate 14 percentage points higher than branching Acropora over the past year.",
     CORALS, False),
    # an amount for each month restated for a year
    ("Adding accidental damage cover costs an extra £54 a year.", POLICY, True),
    ("Adding accidental damage cover costs an extra £45 a year.", POLICY, False),
    # an amount for each hour restated for a minute, the thing counted between the figure and its period
    ("Each press prints 300 sheets a minute.", PRESSES, True),
    ("Each press prints 3,000 sheets a minute.", PRESSES, False),
    ("Sea level rises by about 2 centimetres a decade.", "Sea level shows a rise of 2.1 mm per year.", True),
    ("Sea level rises by about 20 centimetres a decade.", "Sea level shows a rise of 2.1 mm per year.", False),
    ("胶印机每台每分钟可印三百张。", "四色胶印机单机印刷速度为每小时18000张。", True),
    ("胶印机每台每分钟可印一千八百张。", "四色胶印机单机印刷速度为每小时18000张。", False),
    # a figure neither side names leaves the words both sides share telling nothing apart (新生 of 女生74人 aside)
    ("实际报到的新生比招生计划少了二十四人。", [INTAKE_PLAN, INTAKE], True),
    ("实际报到的新生比招生计划少了三十四人。", [INTAKE_PLAN, INTAKE], False),
    # the gap below a minimum ("short of"), and the spread of a range
    ("Stocks stand at 2.1 days, 0.9 days short of the three-day minimum.", STOCKS, True),
    ("Stocks stand at 2.1 days, 1.9 days short of the three-day minimum.", STOCKS, False),
    ("The A4 was 4.4 Hz flat of the 442 Hz standard.", "A4 measured 437.6 Hz, below the standard of 442 Hz.", True),
    ("The A4 was 5.4 Hz flat of the 442 Hz standard.", "A4 measured 437.6 Hz, below the standard of 442 Hz.", False),
    ("梯田最低处与最高处海拔相差六百四十米。", TERRACES, True),
    ("梯田最低处与最高处海拔相差五百四十米。", TERRACES, False),
]


@pytest.mark.parametrize(("answer", "source", "passes"), CASES)
def test_a_figure_tied_to_its_evidence_stands_when_the_arithmetic_holds(answer: str, source: str | list[str],
                                                                        passes: bool) -> None:
    result = verify(answer, source if isinstance(source, list) else [source])
    assert result["publishable"] is passes, sentence_rules(result)
    if not passes:
        assert "FE001" in sentence_rules(result)


@pytest.mark.parametrize(("answer", "source"), [
    # half the stated figure, yet of staff the evidence does not give it to
    ("工龄满10年不满20年的员工每年可休年假10天，是满20年员工的两倍。", LEAVE),
    # 60% of the plan, yet given to the other part of it
    ("该校2024年本科省外招生计划为2520人。", ADMISSIONS),
    # 35 between the two counts, yet the sentence names neither as the evidence does
    ("录取人数比报名人数多出35人。", [PLAN, ENROLLED]),
    # twelve times the monthly amount, yet stated for a month
    ("Adding accidental damage cover costs an extra £54 a month.", POLICY),
])
def test_a_figure_not_tied_to_its_evidence_figures_is_not_worked_out(answer: str, source: str | list[str]) -> None:
    result = verify(answer, source if isinstance(source, list) else [source])
    assert not result["publishable"] and "FE001" in sentence_rules(result)
