"""A figure worked out in one plain step from two figures of the evidence, the step named by the sentence's words:
a change or a difference (its side from the figure the sentence states), a sum, a ratio, an amount per something
and a share of a named part. The same figures with no word naming the step, with the side reversed, with the share
given to another part or of other things, still block as unstated."""

from __future__ import annotations

import pytest

from tests.support import assert_blocked_as_unstated, assert_publishable

RESCUE = ("The team was called out 96 times in 2023, compared with 80 in 2022. Volunteers spent a combined 4,150 "
          "hours on call-outs. Slips and trips accounted for 31 incidents, and navigation errors for 22.")
ALLOTMENTS = ("The council manages 312 plots across five sites. The waiting list stood at 468 names on 31 May, "
              "compared with 390 a year earlier.")
DEPOT = ("Of the depot's 120 buses, 48 are now battery-electric, with a further 30 on order for delivery in 2025.")
SHAFTS = "Two of the mine's four ventilation shafts failed airflow tests and must be repaired within 30 days."
FOOD = "Food waste collections collected 1,150 tonnes in their first six months."
PANDAS = "大熊猫“圆溪”产下一对双胞胎，其中雌性幼仔体重168克，雄性幼仔体重131克。"
SURVEY = "在接受调查的1200名市民中，有400人表示每天骑自行车通勤。"
VOTES = "Asked how they got to work, 520 of the 800 staff surveyed said they cycled, while 200 said they drove."
PLAN = "The plan costs $480 a month for the first two weeks."
MUSEUM = "据统计，2024年该博物馆共接待观众86万人次，2023年为71万人次。"
RULING = "法院判令被告赔偿经济损失及合理开支共计480万元。原告起诉时请求赔偿1,200万元。"


@pytest.mark.parametrize(("answer", "sources"), [
    ("Call-outs rose by a fifth in 2023, to 96 [1].", [RESCUE]),
    ("Volunteers put in an average of about 43 hours per call-out in 2023 [1].", [RESCUE]),
    ("Slips and trips accounted for 31 incidents, 9 more than navigation errors [1].", [RESCUE]),
    ("The waiting list grew by 78 names in the year to the end of May, to 468 [1].", [ALLOTMENTS]),
    ("There are one and a half people waiting for every plot the council manages [1].", [ALLOTMENTS]),
    ("Two in every five buses at the depot are now battery-electric, and 30 more are on order [1].", [DEPOT]),
    ("Half of the mine's ventilation shafts failed airflow tests [1].", [SHAFTS]),
    ("Food waste rounds gathered about 190 tonnes a month in their first six months [1].", [FOOD]),
    ("雌性幼仔重一百六十八克，比雄性幼仔重三十七克[1]。", [PANDAS]),
    ("约33%的市民表示每天骑自行车通勤[1]。", [SURVEY]),
    ("法院判令被告赔偿经济损失及合理开支共四百八十万元，为原告诉请金额的四成[1][2]。", RULING.split("。", 1)),
])
def test_a_figure_one_named_step_gives_is_stated(answer: str, sources: list[str]) -> None:
    assert_publishable(answer, sources)


@pytest.mark.parametrize(("answer", "sources"), [
    # a wrong result of the step the words name
    ("Call-outs rose by a quarter in 2023, to 96 [1].", [RESCUE]),
    ("Slips and trips accounted for 31 incidents, 11 more than navigation errors [1].", [RESCUE]),
    ("雌性幼仔重一百六十八克，比雄性幼仔重三十九克[1]。", [PANDAS]),
    # the side reversed: 168克 is the heavier twin
    ("雌性幼仔重一百六十八克，比雄性幼仔轻三十七克[1]。", [PANDAS]),
    # a difference of two figures neither of which the sentence states: which side is which is not said
    ("2024年该博物馆接待观众比2023年少十五万人次[1]。", [MUSEUM]),
    # no word names a step: figures that happen to add up are no statement
    ("The council manages 780 plots [1].", [ALLOTMENTS]),
    # a share given to another part, or of other things than the passage counts
    ("Among the staff surveyed, 65% said they drove [1].", [VOTES]),
    ("Two in every five depot staff are now trained on battery-electric buses [1].", [DEPOT]),
    ("法院判令被告赔偿经济损失及合理开支共四百八十万元，为原告诉请金额的三成[1][2]。", RULING.split("。", 1)),
    # an amount the evidence already gives per month is not divided again
    ("The plan costs $240 a month [1].", [PLAN]),
])
def test_a_step_the_words_do_not_name_or_a_wrong_result_blocks(answer: str, sources: list[str]) -> None:
    assert_blocked_as_unstated(answer, sources)


BLOOD = ("市中心血站于11月20日、21日开展为期两天的无偿献血活动。第一天共有318人成功献血，采血量为96,400毫升；"
         "第二天成功献血265人，采血量为80,200毫升。另有42名志愿者登记加入骨髓库。")


@pytest.mark.parametrize(("answer", "passes"), [
    ("两天献血活动中，共有五百八十三人成功献血[1]。", True),
    ("两天献血活动中，共有五百九十三人成功献血[1]。", False),
])
def test_an_operand_in_a_clause_that_shares_few_words_is_found(answer: str, passes: bool) -> None:
    # 265 sits in the clause after the one the sentence's words match best; the sum needs it
    if passes:
        assert_publishable(answer, [BLOOD])
    else:
        assert_blocked_as_unstated(answer, [BLOOD])


FIRE = ("4月6日14时许，岚山林场北坡发生林火，过火面积约320公顷。经287名扑火队员连续作业，明火于4月7日9时30分被扑灭，"
        "目前已转入清理看守阶段。")
STRIKE = "Members will walk out from 06:00 on Monday 14 October until 06:00 on Thursday 17 October."
SHIFT = "The alarm was raised at 22:40 on Friday 3 May. Firefighters left the site at 04:10 on Saturday 4 May."
ULTRA = ("The 2025 Ridgeback 100 started at 06:00 on Saturday 7 June with 214 starters. Winner Callum Reyes crossed "
         "the line in Harford at 22:31 the same day.")


@pytest.mark.parametrize(("answer", "sources", "passes"), [
    ("明火在次日上午九点半被扑灭，前后约十九个半小时[1]。", [FIRE], True),
    ("明火在次日上午九点半被扑灭，前后约十七个小时[1]。", [FIRE], False),
    ("Firefighters left at 04:10, five and a half hours after the alarm [1].", [SHIFT], True),
    ("Firefighters left at 04:10, six and a half hours after the alarm [1].", [SHIFT], False),
    # "for" right before the span gives it as how long something goes on
    ("Dockworkers will strike for 72 hours from 6am on 14 October [1].", [STRIKE], True),
    ("Dockworkers will strike for 48 hours from 6am on 14 October [1].", [STRIKE], False),
    # a race won or finished "in" a time runs from its start to its finish, the race's name holding a figure
    ("Reyes won the Ridgeback 100 in 16 hours 31 minutes [1].", [ULTRA], True),
    ("Reyes won the Ridgeback 100 in 16 hours 13 minutes [1].", [ULTRA], False),
])
def test_the_time_between_two_clock_times_of_the_source_one_of_them_stated(answer: str, sources: list[str],
                                                                            passes: bool) -> None:
    # the other clock time is in another sentence of the source, which shares no word with the answer's
    if passes:
        assert_publishable(answer, sources)
    else:
        assert_blocked_as_unstated(answer, sources)


WINE = ("Wineries in the Valdorra appellation exported 12 million bottles in 2024. Germany remained the largest "
        "destination, taking 3.6 million bottles, followed by the United Kingdom with 2.4 million. Declared export "
        "value in 2024: €84.0 million.")
LIBRARY = "全年开放306天，接待到馆读者153万人次，外借文献98.6万册次。"
RESERVOIR = "Storage: 62% of capacity (last week: 64%). Total capacity: 480 million cubic metres."
CINEMA = "开业于1987年5月的红星影院日前发布公告，将在2024年3月31日晚最后一场放映结束后停止营业。"
BONDS = ("The City of Tarrow sold $185 million of bonds on 11 February 2025. The bonds mature in 2045. Investor "
         "orders totalled $612 million.")
HOLIDAY = "10月1日至7日，全市星级酒店平均客房入住率为86.5%，比去年同期提高4.2个百分点。"
DOSES = "接种活动自9月20日启动。截至10月19日，全县累计接种六万三千剂次。"
EXPORTS = ("园区企业共出口葡萄酒三百二十万升，出口额一亿六千万元。分市场看，销往东南亚的出口额为四千八百万元，销往欧洲的为"
           "三千二百万元。")
COVER = "完全成本保险承保面积达二千四百万亩，占三大粮食作物播种面积的百分之六十。"


@pytest.mark.parametrize(("answer", "sources", "passes"), [
    # an amount over a count of millions: divided by the count, not by the digits written before its scale
    ("Valdorra's exported wine was worth an average of €7 a bottle in 2024 [1].", [WINE], True),
    ("Valdorra's exported wine was worth an average of €9 a bottle in 2024 [1].", [WINE], False),
    # the part named before the figure that precedes it in its sentence
    ("Germany took 30% of those bottles, ahead of the UK [1].", [WINE], True),
    ("Germany took 20% of those bottles, ahead of the UK [1].", [WINE], False),
    # per opening day over the days open; loans per day are of other things than visitors
    ("平均每个开放日接待读者约五千人次[1]。", [LIBRARY], True),
    ("平均每个开放日接待读者约三千人次[1]。", [LIBRARY], False),
    # an amount as the share the sentence states of a whole of its unit
    ("The reservoir held roughly 300 million cubic metres, or 62% of capacity [1].", [RESERVOIR], True),
    ("The reservoir held roughly 350 million cubic metres, or 62% of capacity [1].", [RESERVOIR], False),
    # the whole years between a year the sentence states and a later one of the evidence
    ("Tarrow sold twenty-year bonds on 11 February 2025 [1].", [BONDS], True),
    ("Tarrow sold thirty-year bonds on 11 February 2025 [1].", [BONDS], False),
    # ... and the whole years to a year the sentence states from an earlier one of the evidence
    ("经营了近37年的红星影院将于2024年3月底停业[1]。", [CINEMA], True),
    ("经营了近40年的红星影院将于2024年3月底停业[1]。", [CINEMA], True),  # 近 rounds to the tens written
    ("经营了近30年的红星影院将于2024年3月底停业[1]。", [CINEMA], False),
    # a bound on a ratio, within one of it
    ("Investor orders came to more than three times the $185 million of bonds on offer [1].", [BONDS], True),
    ("Investor orders came to more than two times the $185 million of bonds on offer [1].", [BONDS], False),
    # the days of a range of dates, first and last counted, and an amount a day over them
    ("国庆七天，全市星级酒店平均客房入住率为86.5%[1]。", [HOLIDAY], True),
    ("国庆五天，全市星级酒店平均客房入住率为86.5%[1]。", [HOLIDAY], False),
    ("国庆六天，全市星级酒店平均客房入住率为86.5%[1]。", [HOLIDAY], False),
    ("前三十天（9月20日至10月19日）全县共接种6.3万剂次，日均两千一百剂次[1]。", [DOSES], True),
    ("前三十天（9月20日至10月19日）全县共接种6.3万剂次，日均两千五百剂次[1]。", [DOSES], False),
    # a share in 成 of a whole named after it, beside another share of its own clause
    ("东南亚市场贡献了三成出口额，欧洲市场占两成[1]。", [EXPORTS], True),
    ("东南亚市场贡献了两成出口额，欧洲市场占三成[1]。", [EXPORTS], False),
    # the whole a stated part is the stated share of
    ("承保面积2400万亩，约为播种面积的六成，据此推算播种面积约4000万亩[1]。", [COVER], True),
    ("承保面积2400万亩，约为播种面积的六成，据此推算播种面积约5000万亩[1]。", [COVER], False),
])
def test_steps_over_counts_shares_years_and_bounds(answer: str, sources: list[str], passes: bool) -> None:
    if passes:
        assert_publishable(answer, sources)
    else:
        assert_blocked_as_unstated(answer, sources)


NOISE = ("The team logged 1,264 noise complaints between January and June, compared with 1,190 in the same period last "
         "year. Complaints about construction noise fell from 310 to 248.")
SLOTS = "本航季新增高峰时刻共计80个，其中50%分配给新进入航空公司，30%用于国际及地区航线，其余分配给在位航空公司。"


@pytest.mark.parametrize(("answer", "sources", "passes"), [
    # a level in the statement after "while" is that statement's, not the fall's before it
    ("Construction noise complaints fell by 62, while the overall total rose by 74 to 1,264 [1].", [NOISE], True),
    ("Construction noise complaints fell by 72, while the overall total rose by 74 to 1,264 [1].", [NOISE], False),
    # a part the evidence gives as a share of a whole, named by its clause
    ("新增的80个高峰时刻里，国际及地区航线获得24个[1]。", [SLOTS], True),
    ("新增的80个高峰时刻里，国际及地区航线获得40个[1]。", [SLOTS], False),
])
def test_levels_and_parts_are_read_in_their_own_clause(answer: str, sources: list[str], passes: bool) -> None:
    if passes:
        assert_publishable(answer, sources)
    else:
        assert_blocked_as_unstated(answer, sources)


FREIGHT = ("Castrel moved 12.4 million tonnes of freight in 2024, compared with 11.6 million tonnes in 2023. Container "
           "traffic accounted for 3.1 million tonnes, aggregates for 4.9 million tonnes and steel for 2.2 million "
           "tonnes; the remainder was mixed freight.")


@pytest.mark.parametrize(("answer", "passes"), [
    ("Mixed freight accounted for the remaining 2.2 million tonnes [1].", True),
    ("Mixed freight accounted for the remaining 3.2 million tonnes [1].", False),
])
def test_a_rest_is_the_whole_of_one_sentence_less_the_parts_of_another(answer: str, passes: bool) -> None:
    # steel's figure is 2.2 million tonnes too: the rest is mixed freight's, not a figure moved from steel
    if passes:
        assert_publishable(answer, [FREIGHT])
    else:
        assert_blocked_as_unstated(answer, [FREIGHT])


PCNS = ("In the outer controlled parking zones, 3,180 PCNs were issued in 2023. Of these, 612 were cancelled following "
        "informal challenges.")


@pytest.mark.parametrize(("answer", "passes"), [
    ("Just under a fifth of the outer-zone PCNs were cancelled after informal challenges [1].", True),
    ("Just under a quarter of the outer-zone PCNs were cancelled after informal challenges [1].", False),
    ("More than a tenth of the outer-zone PCNs were cancelled after informal challenges [1].", False),
])
def test_a_bound_on_a_share_restates_a_share_within_a_tenth_of_it(answer: str, passes: bool) -> None:
    # 612 of 3,180 is 19.2%: "just under a fifth"; "more than a tenth" is true but no writer would put it so
    if passes:
        assert_publishable(answer, [PCNS])
    else:
        assert_blocked_as_unstated(answer, [PCNS])


TREES = "The city planted 3,600 street trees during the 2023–24 planting season, spread across 12 wards."


@pytest.mark.parametrize(("answer", "passes"), [
    ("The city planted 3,600 street trees. That is an average of 300 trees in each of the 12 wards [1].", True),
    ("The city planted 3,600 street trees. That is an average of 350 trees in each of the 12 wards [1].", False),
])
def test_an_english_count_is_divided_whatever_word_follows_it(answer: str, passes: bool) -> None:
    # "street trees" and "trees" count the same things: the word after an English count is no classifier
    if passes:
        assert_publishable(answer, [TREES])
    else:
        assert_blocked_as_unstated(answer, [TREES])


RANKING = ("Calder University is placed 41st in this year's table, up from 58th in 2025. The table ranks 1,850 "
           "institutions in 104 countries.")


@pytest.mark.parametrize(("answer", "passes"), [
    ("Calder University climbed seventeen places to 41st in this year's table [1].", True),
    ("Calder University climbed fifteen places to 41st in this year's table [1].", False),
])
def test_places_moved_are_the_places_between_two_ranks(answer: str, passes: bool) -> None:
    if passes:
        assert_publishable(answer, [RANKING])
    else:
        assert_blocked_as_unstated(answer, [RANKING])


APPLICATIONS = ("Officers reported 960 applications for nursery places starting in September, against 870 places "
                "available across the district's 14 nurseries.")


@pytest.mark.parametrize(("answer", "passes"), [
    ("The district is 90 nursery places short for September [1].", True),
    ("The district faces a shortfall of 90 nursery places for September [1].", True),
    ("The district is 80 nursery places short for September [1].", False),
    ("The district is 90 nursery places ahead for September [1].", False),
])
def test_a_shortfall_is_the_gap_between_two_figures(answer: str, passes: bool) -> None:
    # 960 applications less 870 places: "short" and "shortfall" name a gap with no side; "ahead" names a side the
    # gates do not read for two figures the sentence does not state
    if passes:
        assert_publishable(answer, [APPLICATIONS])
    else:
        assert_blocked_as_unstated(answer, [APPLICATIONS])


SALT = ("The Halvard mine produced 420,000 tonnes of rock salt in 2024, of which 315,000 tonnes were sold as "
        "de-icing salt to highway authorities. The remainder went to chemical customers.")


@pytest.mark.parametrize(("answer", "passes"), [
    ("Three-quarters of the rock salt went to highway authorities [1].", True),
    ("Three-quarters of the rock salt went to highway authorities, with the remaining 105,000 tonnes sold to "
     "chemical customers [1].", True),
    ("Two-thirds of the rock salt went to highway authorities [1].", False),
    ("Three-quarters of the rock salt went to highway authorities, with the remaining 115,000 tonnes sold to "
     "chemical customers [1].", False),
])
def test_a_share_counts_what_is_named_before_the_verb_and_the_rest_is_the_whole_less_its_part(
        answer: str, passes: bool) -> None:
    # "of the rock salt went": what the share counts is salt, not "went"; ", with" joins a statement of its own, whose
    # figure is no part of the share; the rest is 420,000 less the 315,000 the passage gives as part of it
    if passes:
        assert_publishable(answer, [SALT])
    else:
        assert_blocked_as_unstated(answer, [SALT])


MILL = "About 200 of the mill's 310 jobs will be retained; the remaining staff will be offered redeployment."
WORKS = "Upgrade works are scheduled to start in April 2025 and are expected to be completed by October 2027."


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("Roughly two hundred of the 310 jobs will be kept, and the other 110 or so staff will be redeployed [1].", MILL,
     True),
    ("Roughly two hundred of the 310 jobs will be kept, and the other 150 or so staff will be redeployed [1].", MILL,
     False),
    ("The works should take about two and a half years, from April 2025 to October 2027 [1].", WORKS, True),
    ("The works should take 30 months, from April 2025 to October 2027 [1].", WORKS, True),
    ("The works should take about four years, from April 2025 to October 2027 [1].", WORKS, False),
])
def test_the_other_part_of_a_whole_and_the_months_of_a_range(answer: str, source: str, passes: bool) -> None:
    # "the other 110" is 310 less about 200; April 2025 to October 2027 is thirty months
    if passes:
        assert_publishable(answer, [source])
    else:
        assert_blocked_as_unstated(answer, [source])


NIGHT_SKIING = "青峰滑雪场本赛季共举办夜滑活动12场，累计接待滑雪者14460人次。"


@pytest.mark.parametrize(("answer", "passes"), [
    ("本赛季十二场夜滑活动场均接待滑雪者约一千二百人次[1]。", True),
    ("本赛季十二场夜滑活动场均接待滑雪者约一千五百人次[1]。", False),
])
def test_an_amount_per_match_is_the_total_over_the_matches(answer: str, passes: bool) -> None:
    # 场均 names an amount per match: 14460 over 12 is 1205
    if passes:
        assert_publishable(answer, [NIGHT_SKIING])
    else:
        assert_blocked_as_unstated(answer, [NIGHT_SKIING])


COURSE = ("920 volunteers signed up for the first-aid course in 2024. By December, 610 had completed it. A further 95 "
          "were still in training. The remainder dropped out.")
RINK = "Millbrook Ice Rink opened for the season on 28 November and closed on 2 March."
TRAINEES = "全年全市企业新型学徒制共结业3,420人，其中制造业领域2,150人，其余分布在现代服务业等领域。"


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("Of the 920 who signed up, 610 completed the course, 95 were still training and the other 215 had dropped out "
     "[1].", COURSE, True),
    ("Of the 920 who signed up, 610 completed the course, 95 were still training and the other 310 had dropped out "
     "[1].", COURSE, False),
    ("The season ran for just over three months, from 28 November to 2 March [1].", RINK, True),
    ("The season ran for about five months, from 28 November to 2 March [1].", RINK, False),
    ("全年学徒结业三千四百二十人，制造业以外的领域占其中一千二百七十人[1]。", TRAINEES, True),
    ("全年学徒结业三千四百二十人，制造业以外的领域占其中一千七百二十人[1]。", TRAINEES, False),
])
def test_rests_over_several_passages_and_months_between_days(answer: str, source: str, passes: bool) -> None:
    # the parts between a whole and the passage naming the rest; 28 November to 2 March in the next year; 以外 names
    # what lies outside a part
    if passes:
        assert_publishable(answer, [source])
    else:
        assert_blocked_as_unstated(answer, [source])


FROST = "经初步核查，受灾果园面积约4.5万亩，其中梨树约2.1万亩、桃树约1.6万亩，其余为苹果和杏树。"
FROST_EN = ("Frost damaged about 4,500 hectares of orchards, including about 2,100 hectares of pear trees and 1,600 "
            "hectares of peach trees; the rest were apple and apricot.")


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("受冻果园中，梨树和桃树合计约占五分之四[1]。", FROST, True),
    ("受冻果园中，梨树和桃树合计约占三分之二[1]。", FROST, False),
    ("Pear and peach orchards together made up about four-fifths of the damaged area [1].", FROST_EN, True),
    ("Pear and peach orchards together made up about two-thirds of the damaged area [1].", FROST_EN, False),
    ("Pear orchards together made up about four-fifths of the damaged area [1].", FROST_EN, False),
])
def test_a_share_of_two_parts_taken_together(answer: str, source: str, passes: bool) -> None:
    # 2.1 and 1.6 of 4.5 is 82%; each part must be named, and "made up" is no movement up
    if passes:
        assert_publishable(answer, [source])
    else:
        assert_blocked_as_unstated(answer, [source])


DULCIMERS = "全年共生产扬琴3200台，其中402型扬琴2400台，专业演奏型扬琴800台。"
LETTERED = "全年共生产扬琴3200台，其中A型扬琴2400台，B型扬琴800台。"


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("生产的扬琴中，四分之三是402型[1]。", DULCIMERS, True),
    ("生产的扬琴中，四分之一是402型[1]。", DULCIMERS, False),
    ("生产的扬琴中，四分之三是403型[1]。", DULCIMERS, False),
    ("生产的扬琴中，四分之三是A型[1]。", LETTERED, True),
    ("生产的扬琴中，四分之三是B型[1]。", LETTERED, False),
])
def test_a_share_of_a_model_named_by_its_number_or_letter(answer: str, source: str, passes: bool) -> None:
    # 402型 names the part and counts nothing; 2400 of 3200 is three quarters
    if passes:
        assert_publishable(answer, [source])
    else:
        assert_blocked_as_unstated(answer, [source])


SCOOTERS = "电动滑板车共享试点第一季度（2024年4月至6月）累计骑行约45万次。运营商在试点期间投放车辆1,500辆。"
TRIAL = "The trial ran from April to June 2024, with 450,000 rides on 1,500 scooters."


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("试点头三个月里，平均每辆共享滑板车被骑行了约三百次[1]。", SCOOTERS, True),
    ("试点头五个月里，平均每辆共享滑板车被骑行了约三百次[1]。", SCOOTERS, False),
    ("In its three months, the trial logged 450,000 rides [1].", TRIAL, True),
    ("In its two months, the trial logged 450,000 rides [1].", TRIAL, False),
])
def test_a_range_of_months_covers_its_first_and_last_month(answer: str, source: str, passes: bool) -> None:
    # 4月至6月 and "from April to June" are three months, counted as the period they name
    if passes:
        assert_publishable(answer, [source])
    else:
        assert_blocked_as_unstated(answer, [source])
