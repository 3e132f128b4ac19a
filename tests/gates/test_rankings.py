"""FP007 and FP008: which of two things is ahead must go the way of their figures, and a stated rank must be the
evidence's."""

from __future__ import annotations

import pytest

from report_workflow.gates.rankings import Rank, comparisons, ranks
from report_workflow.verify import verify
from tests.support import fired, verdict_of

HYDROPOWER = "In 2022, Sweden generated 69 TWh of hydropower and Norway 128 TWh, the report shows."
OUTPUT = "2023年，甲市地区生产总值12000亿元，乙市8600亿元，丙市5400亿元。"
LENDER = "Kestrel Bank, the country's second-largest lender by assets, said its deposits grew 4% in the quarter."
PORT = "2023年，该港口完成集装箱吞吐量3300万标准箱，位居全国第二，仅次于上海港。"


@pytest.mark.parametrize(("text", "ahead", "behind", "sign"), [
    ("Sweden produced more hydropower than Norway in 2022.", "Sweden produced ", "Norway", 1),
    ("Last year Norway exported less power than the United Kingdom.", "Last year Norway exported ",
     "the United Kingdom", -1),
    ("2023年乙市地区生产总值高于甲市。", "2023年乙市地区生产总值", "甲市", 1),
    ("乙市的人口少于甲市。", "乙市的人口", "甲市", -1),
])
def test_a_comparison_of_two_named_things_is_read_with_its_sides(text: str, ahead: str, behind: str,
                                                                 sign: int) -> None:
    ((comparison,),) = (comparisons(text),)
    assert (comparison.ahead, comparison.behind, comparison.sign) == (ahead, behind, sign)


@pytest.mark.parametrize("text", [
    "The plant produced more than 200 GWh in 2022.",
    "全市粮食产量超过3000万吨。",
])
def test_a_bound_on_a_figure_compares_no_two_things(text: str) -> None:
    assert comparisons(text) == ()


@pytest.mark.parametrize(("answer", "source"), [
    ("Sweden produced more hydropower than Norway in 2022, according to the report.", HYDROPOWER),
    ("Norway produced less hydropower than Sweden in 2022.", HYDROPOWER),
    ("2023年乙市地区生产总值高于甲市。", OUTPUT),
    ("2023年甲市地区生产总值低于丙市。", OUTPUT),
])
def test_a_comparison_against_the_figures_of_its_two_sides_blocks(answer: str, source: str) -> None:
    assert "FP007" in fired(verify(answer, [source]))


@pytest.mark.parametrize(("answer", "source"), [
    ("Norway produced more hydropower than Sweden in 2022, according to the report.", HYDROPOWER),
    ("Sweden produced less hydropower than Norway in 2022.", HYDROPOWER),
    ("2023年甲市地区生产总值高于乙市。", OUTPUT),
    ("2023年丙市地区生产总值低于乙市。", OUTPUT),
    # figures of different kinds compare nothing
    ("Sweden has more residents than Norway.",
     "Sweden has 10.5 million residents, while Norway covers 385,000 square kilometres."),
    ("2023年乙市常住人口多于甲市。", "2023年，甲市地区生产总值12000亿元，乙市常住人口860万人。"),
])
def test_a_comparison_the_figures_agree_with_or_cannot_decide_passes(answer: str, source: str) -> None:
    publishable, findings = verdict_of(answer, source)
    assert publishable, findings


@pytest.mark.parametrize(("text", "by", "place"), [
    ("Kestrel Bank is the largest lender in the country.", "largest", 1),
    ("Kestrel Bank, the country's second-largest lender by assets", "largest", 2),
    ("It is the third biggest port in Europe.", "largest", 3),
    ("Perry Hall is Maryland's third-most populous place.", "most populous", 3),
    ("集装箱吞吐量位居全国第二。", "", 2),
    ("该省粮食产量排名第5位。", "", 5),
    ("该港口吞吐量居全国首位。", "", 1),
    ("该港口是全国第三大集装箱港口。", "大", 3),
    ("该港口是全国最大的集装箱港口。", "大", 1),
    ("该港口吞吐量仅次于上海港。", "", 2),
    ("2023年该省水稻产量居各粮食作物首位。", "", 1),
    ("水稻产量居第二位。", "", 2),
    ("各类果品中柑橘产量最多。", "多", 1),
    ("葡萄产量最少。", "少", 1),
])
def test_a_stated_rank_is_read_with_its_superlative_and_place(text: str, by: str, place: int) -> None:
    ((rank,),) = (ranks(text),)
    assert (rank.by, rank.place) == (by, place)


@pytest.mark.parametrize("text", [
    "Kestrel Bank is one of the largest lenders in the country.",
    "The bank is among the largest in Europe.",
    "2023年第一季度吞吐量增长5%。",
    "该市居民首次突破100万人。",  # 居民 dwells, it does not rank
])
def test_no_place_is_read_where_none_is_stated(text: str) -> None:
    assert ranks(text) == ()


@pytest.mark.parametrize(("answer", "source"), [
    ("Kestrel Bank is the largest lender in the country by assets [1].", LENDER),
    ("Kestrel Bank is the third-biggest lender in the country [1].", LENDER),
    ("该港口2023年集装箱吞吐量位居全国第一[1]。", PORT),
    ("该港口2023年集装箱吞吐量居全国首位。", "2023年，该港口完成集装箱吞吐量3300万标准箱，仅次于上海港。"),
    ("该港口是全国最大的集装箱港口。", "该港口是全国第二大集装箱港口。"),
])
def test_a_rank_the_evidence_never_gives_blocks(answer: str, source: str) -> None:
    assert "FP008" in fired(verify(answer, [source]))


@pytest.mark.parametrize(("answer", "source"), [
    ("Kestrel Bank is the second-largest lender in the country by assets [1].", LENDER),
    ("Kestrel Bank is one of the largest lenders in the country by assets [1].", LENDER),
    ("该港口2023年集装箱吞吐量位居全国第二[1]。", PORT),
    ("该港口是全国第二大集装箱港口。", "该港口是全国第二大集装箱港口。"),
    # the evidence ranks two things; the sentence's place is one of them
    ("Hamburg is the second-largest city in Germany.",
     "Berlin is the largest city in Germany and Hamburg the second-largest."),
])
def test_a_rank_the_evidence_gives_passes(answer: str, source: str) -> None:
    publishable, findings = verdict_of(answer, source)
    assert publishable, findings


def test_a_rank_is_read_as_a_value_not_its_phrase() -> None:
    assert Rank("largest", 2, "the second-largest") == ranks("It was the second-largest.")[0]


TRIAL = ("In the phase 3 trial, serious adverse events occurred in 3.2% of patients receiving Velmora and 2.9% of "
         "those receiving placebo.")


@pytest.mark.parametrize(("answer", "blocked"), [
    ("Serious adverse events were slightly less common with Velmora than with placebo.", True),
    ("Velmora had fewer serious adverse events than placebo.", True),
    ("Serious adverse events were slightly more common with Velmora than with placebo.", False),
    ("Serious adverse events occurred in 3.2% of patients on Velmora and 2.9% on placebo.", False),
])
def test_groups_named_by_what_they_receive_are_compared_by_their_figures(answer: str, blocked: bool) -> None:
    result = verify(answer, [TRIAL])
    assert ("FP007" in fired(result)) == blocked, result["sentence_results"]


BOX_OFFICE = "动画电影《小狐归山》累计票房突破8亿元，位列本年度国产动画电影票房第二位，仅次于《青龙》。"


@pytest.mark.parametrize(("answer", "blocked"), [
    ("《小狐归山》成为本年度票房最高的国产动画电影。", True),
    ("《小狐归山》位列本年度国产动画电影票房第一位。", True),
    ("《小狐归山》成为本年度票房第二高的国产动画电影。", False),
    ("《小狐归山》位列本年度国产动画电影票房第二位。", False),
])
def test_a_place_given_alone_ranks_the_largest_first(answer: str, blocked: bool) -> None:
    assert ("FP008" in fired(verify(answer, [BOX_OFFICE]))) == blocked


EXPRESS = ("分城市看，业务量排名前三的依次为金陵湾市、锦城市和沂州市，其中锦城市业务量为七亿二千万件。")


@pytest.mark.parametrize(("answer", "blocked"), [
    ("锦城市以七亿二千万件位居全省第一。", True),
    ("锦城市以七亿二千万件位居全省第二。", False),
    ("金陵湾市业务量位居全省第一。", False),
])
def test_a_list_written_in_order_gives_each_name_its_place(answer: str, blocked: bool) -> None:
    assert ("FP008" in fired(verify(answer, [EXPRESS]))) == blocked


CALLIGRAPHY = "本届青少年书法大赛评选结果揭晓：一等奖由外国语学校的王思远获得，二等奖由实验中学的陈雨桐获得。"


@pytest.mark.parametrize(("answer", "blocked"), [
    ("本届书法大赛一等奖由外国语学校的王思远获得。", False),
    ("本届书法大赛二等奖由外国语学校的王思远获得。", True),
    ("陈雨桐获得本届书法大赛一等奖。", True),
    ("陈雨桐获得本届书法大赛二等奖。", False),
])
def test_a_prize_given_to_the_holder_written_after_it(answer: str, blocked: bool) -> None:
    # 一等奖由…的王思远获得: the holder of the prize follows it, on both sides
    assert ("FP008" in fired(verify(answer, [CALLIGRAPHY]))) == blocked


SILK = "2024年全省生丝产量前三位的县依次为丰桑县（1,420吨）、绿川县（1,180吨）、白茧县（960吨）。"


@pytest.mark.parametrize(("answer", "blocked"), [
    ("白茧县生丝产量排名全省第二。", True),
    ("绿川县生丝产量排名全省第二。", False),
    ("生丝产量最高的是丰桑县，白茧县和绿川县分列第二、第三。", True),
    ("生丝产量最高的是丰桑县，绿川县和白茧县分列第二、第三。", False),
    ("生丝产量最高的是丰桑县，绿川县、白茧县分居第二和第三。", False),
])
def test_names_listed_with_their_figures_in_order_and_places_given_one_by_one(answer: str, blocked: bool) -> None:
    # a figure in brackets after each name of a list in order; 分列第二、第三 gives the names before it their places
    assert ("FP008" in fired(verify(answer, [SILK]))) == blocked


@pytest.mark.parametrize(("answer", "blocked"), [
    ("各类果品中苹果产量最多。", True),
    ("各类果品中柑橘产量最多，葡萄最少。", False),
])
def test_most_and_fewest_rank_a_list(answer: str, blocked: bool) -> None:
    source = "2023年全县果品总产量52万吨，其中柑橘18万吨，苹果15万吨，葡萄12万吨，其余为杂果。"
    assert (not verify(answer, source)["publishable"]) is blocked
