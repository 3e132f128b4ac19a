"""Figures a careful reader works out from the evidence and lets stand: a change whose ends the sentence gives as a
range ("from 20 million to 25 million"), a change across a sentence the source cut at a semicolon (；), a share whose
whole the sentence states (1200名受访者中, 四十八座古桥中的四分之一) and whose part stands beside that whole in the evidence, the rest of
a whole the evidence counts in parts, a change named by its rate (增幅为), a share of the part named by the word that sets
it apart from the parts beside it, and a journey between the two clock times the sentence names in a timetable listing
stops between them. The same sentences with a wrong figure still block."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import sentence_rules

RIDERSHIP = ("Annual metro ridership rose from 20 million trips in 2021 to 25 million trips in 2022, "
             "the transit authority said.")
METRO = "2021年全市地铁客运量为20亿人次；2022年达到25亿人次。"
SURVEY = "在接受调查的1200名市民中，有400人表示每天骑自行车通勤。"
SURVEY_EN = "Of the 1,200 residents surveyed, 400 said they cycle to work every day."
BRIDGES = "全镇现存古桥48座，本次抢修涉及清代石拱桥12座，其余古桥将在明年检测后再定方案。"
LEEDS = "The 07:15 from Leeds calls at Wakefield Westgate at 07:27 and arrives at London King's Cross at 09:45."
G102 = "G102 上海虹桥 07:15开 — 苏州北 07:42 — 南京南 09:45到。"


CASES = [
    # a change whose two ends the sentence writes as a range
    ("Metro ridership grew by 25% between 2021 and 2022, from 20 million to 25 million trips.", RIDERSHIP, True),
    ("Metro ridership grew by 30% between 2021 and 2022, from 20 million to 25 million trips.", RIDERSHIP, False),
    ("Metro ridership fell by 25% between 2021 and 2022, from 20 million to 25 million trips.", RIDERSHIP, False),
    # a change between the two clauses of a sentence cut at its semicolon
    ("该市地铁年客运量由2021年的20亿人次增至2022年的25亿人次，增长25%。", METRO, True),
    ("该市地铁年客运量由2021年的20亿人次增至2022年的25亿人次，增长30%。", METRO, False),
    # a share of a whole the sentence states, its part beside that whole in the evidence
    ("在1200名受访者中，约33%表示每天骑自行车通勤。", SURVEY, True),
    ("在1200名受访者中，33.3%表示每天骑自行车通勤。", SURVEY, True),
    ("在1200名受访者中，约40%表示每天骑自行车通勤。", SURVEY, False),
    ("在1200名受访者中，35%表示每天骑自行车通勤。", SURVEY, False),
    # the whole written before 中的 and the share (四十八座古桥中的四分之一)
    ("本次抢修涉及全镇四十八座古桥中的四分之一[1]。", BRIDGES, True),
    ("本次抢修涉及全镇四十八座古桥中的三分之一[1]。", BRIDGES, False),
    ("Of the 1,200 residents surveyed, about a third cycle to work every day.", SURVEY_EN, True),
    ("Of the 1,200 residents surveyed, about 33% cycle to work every day.", SURVEY_EN, True),
    ("Of the 1,200 residents surveyed, about 40% cycle to work every day.", SURVEY_EN, False),
    # a journey between the two clock times the sentence names, with a stop listed between them
    ("The 07:15 service from Leeds reaches London King's Cross at 09:45, a journey of two and a half hours.",
     LEEDS, True),
    ("The 07:15 service from Leeds reaches London King's Cross at 09:45, a journey of three hours.", LEEDS, False),
    ("The 07:15 service from Leeds reaches London King's Cross at 09:45, a journey of two hours.", LEEDS, False),
    ("G102次列车07:15从上海虹桥发车，09:45到达南京南，全程约2小时30分钟。", G102, True),
    ("G102次列车07:15从上海虹桥发车，09:45到达南京南，全程约3小时。", G102, False),
    ("G102次列车07:15从上海虹桥发车，09:45到达南京南，全程约2小时。", G102, False),
]


READERS = "本次读者调查共收回有效问卷2400份。其中，610名读者表示每周到馆，1150名表示每月到馆一次左右，其余读者到馆频率不足每年一次。"
READERS_EN = ("The library survey drew 2,400 valid responses. Of these, 610 said they visit every week, 1,150 said "
              "they visit about once a month, and the rest said they visit less than once a year.")
BIKES = "本次出行调查由市交通委组织，共回收有效问卷2400份。其中，600名受访者表示每天使用共享单车，1150名表示每周使用一到两次。"
BIKES_EN = ("The city transport survey collected 2,400 valid questionnaires. Of these, 600 respondents said they use a "
            "shared bike every day and 1,150 said they use one once or twice a week.")
MOTORS = "宏达电机发布2024年年度报告。报告期内，公司电机销量100万台，上年同期为80万台；出口销量32万台，同比增长15%。"
LAND = "截至2024年末，该区建设用地362.5公顷。其中，住宅用地228.4公顷，工业用地109.6公顷，其他用地24.5公顷。"
LAND_EN = ("By the end of 2024 the district had 362.5 hectares of built land, of which housing land covered 228.4 "
           "hectares, industrial land 109.6 hectares and other land 24.5 hectares.")

CASES += [
    # the rest of a whole counted in parts: the whole less the parts
    ("Of the 2,400 respondents, 640 said they visit the library less than once a year.", READERS_EN, True),
    ("Of the 2,400 respondents, 660 said they visit the library less than once a year.", READERS_EN, False),
    ("Of the 2,400 respondents, 640 said they visit the library every week.", READERS_EN, False),
    ("在两千四百名读者中，到馆频率不足每年一次的有六百四十人。", READERS, True),
    ("在两千四百名读者中，到馆频率不足每年一次的有六百六十人。", READERS, False),
    ("在两千四百名读者中，每周到馆的有六百四十人。", READERS, False),
    # the whole named before a share the evidence works out is the whole's, not the part's
    ("在两千四百名受访读者中，每周到馆的约占四分之一。", READERS, True),
    ("在两千四百名受访读者中，每周到馆的约占三分之一。", READERS, False),
    ("在两千五百名受访读者中，每周到馆的约占四分之一。", READERS, False),
    ("在两千四百名有效受访者中，每天使用共享单车的占四分之一。", BIKES, True),
    ("在两千四百名有效受访者中，每天使用共享单车的占三分之一。", BIKES, False),
    ("Of the 2,400 valid respondents, 25% said they use a shared bike every day.", BIKES_EN, True),
    ("Of the 2,400 valid respondents, 30% said they use a shared bike every day.", BIKES_EN, False),
    ("在两千四百名有效受访者中，几乎不使用共享单车的有六百五十人。", BIKES[:-1] + "，其余受访者几乎不使用。", True),
    ("在两千四百名有效受访者中，几乎不使用共享单车的有七百人。", BIKES[:-1] + "，其余受访者几乎不使用。", False),
    # a change named by its rate (增幅为, 涨幅为) between two figures the sentence states
    ("宏达电机2024年电机销量由上年的八十万台增至一百万台，增幅为百分之二十五。", MOTORS, True),
    ("宏达电机2024年电机销量由上年的八十万台增至一百万台，增幅为百分之二十。", MOTORS, False),
    ("宏达电机2024年电机销量由上年的八十万台增至一百万台，降幅为百分之二十五。", MOTORS, False),
    # a share of the part named by the word that sets it apart from the parts beside it (住宅 of 住宅用地)
    ("该区建设用地约三百六十公顷，其中住宅用地占六成以上。", LAND, True),
    ("该区建设用地约三百六十公顷，其中工业用地约占三成。", LAND, True),
    ("该区建设用地约三百六十公顷，其中住宅用地占七成以上。", LAND, False),
    ("该区建设用地约三百六十公顷，其中工业用地占六成以上。", LAND, False),
    ("The district has about 360 hectares of built land, of which housing land makes up over 60%.", LAND_EN, True),
    ("The district has about 360 hectares of built land, of which industrial land makes up over 60%.", LAND_EN,
     False),
]


@pytest.mark.parametrize(("answer", "source", "passes"), CASES)
def test_a_worked_out_figure_stands_when_the_arithmetic_holds(answer: str, source: str, passes: bool) -> None:
    result = verify(answer, [source])
    assert result["publishable"] is passes, sentence_rules(result)
    if not passes:
        assert "FE001" in sentence_rules(result)


@pytest.mark.parametrize(("answer", "source"), [
    # another figure stands between the whole and the part: which figure is the part is not said
    ("在1200名受访者中，约33%表示支持该方案。", "在接受调查的1200名市民中，有800人乘坐公交，400人每天骑自行车通勤。"),
    # a timetable of three clock times, the sentence naming only one: which two bound the journey is not said
    ("The 07:15 service from Leeds takes two and a half hours.", LEEDS),
])
def test_a_figure_not_tied_to_its_evidence_figures_is_not_worked_out(answer: str, source: str) -> None:
    result = verify(answer, [source])
    assert not result["publishable"] and "FE001" in sentence_rules(result)
