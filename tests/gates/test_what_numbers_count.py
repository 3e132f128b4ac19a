"""A number is compared only with evidence numbers of the same kind: what it measures and what it counts.

A figure with a unit (hours, 天) is supported by evidence figures of its dimension. A bare figure (a table cell
whose unit is in its header, "aged 30") may stand for it, but only as the very same figure: a bare number of
unknown unit cannot witness a bound. A count that names what it counts (312例, 31 votes) is a count of those
things, never a figure whose unit was left out, and Chinese counts of people and of other things (例 and 家) are
apart, save 个 and 份, which count either. A lower bound is not witnessed by a figure an order of magnitude above it.
"""

from __future__ import annotations

import pytest

from report_workflow.verify import verify

PUBLISHABLE, BLOCKED = True, False

CASES = [
    # a bound is not witnessed by a larger number of something else
    ("The debate lasted more than four hours.",
     "The plan passed by 31 votes to 17 after a debate that lasted more than three hours.", BLOCKED),
    ("The debate lasted more than three hours.",
     "The plan passed by 31 votes to 17 after a debate that lasted more than three hours.", PUBLISHABLE),
    ("The debate lasted more than four hours.", "Council debate\nDuration: 31\nVotes for: 17", BLOCKED),
    ("该展会参展企业超过3000家。", "该展会展览面积30万平方米，参展企业众多。", BLOCKED),
    ("该药物的半衰期超过20小时。", "该药物在32名健康受试者中进行了药代动力学研究，半衰期较长。", BLOCKED),
    ("该药物的半衰期超过20小时。", "该药物在32名健康受试者中的半衰期约为26小时。", PUBLISHABLE),
    # nor by a figure an order of magnitude beyond a lower bound: the bound restates another figure
    ("At least 40 patients had delirium.", "Of 1,206 patients, 12 had delirium at baseline.", BLOCKED),
    ("The debate lasted more than four hours.",
     "The debate lasted more than three hours. Construction is due to take about three years.", BLOCKED),
    ("More than 1,000 patients were enrolled.", "The trial enrolled 1,180 patients.", PUBLISHABLE),
    ("More than 10% of residents cycle to work.", "58% of residents cycle to work.", PUBLISHABLE),
    ("The difference was significant (P<0.05).", "The difference was significant (P=0.002).", PUBLISHABLE),
    # a count of named things is not a duration or a share of the same figure
    ("该研究的中位随访时间为312天。", "该研究共纳入312例患者，中位随访时间较长。", BLOCKED),
    ("Median follow-up was 312 days.", "The study enrolled 312 patients; median follow-up was long.", BLOCKED),
    ("30% of the patients improved.", "Of the 120 patients, 30 patients improved.", BLOCKED),
    # counts of different things in Chinese stay apart; counts of the same thing may change their counter
    ("该研究覆盖120家医院。", "研究共纳入120例患者，来自45家医院。", BLOCKED),
    ("研究共纳入312名患者。", "研究共纳入312例患者。", PUBLISHABLE),
    ("超过300人参加了研究。", "共有312名受试者参加了研究。", PUBLISHABLE),
    # 份 counts what each person fills in: 2400 valid questionnaires are 2400 respondents
    ("共有2400名居民参与了本次调查。", "本次调查共收回有效问卷2400份。", PUBLISHABLE),
    ("共有2500名居民参与了本次调查。", "本次调查共收回有效问卷2400份。", BLOCKED),
    # a bare figure still stands for the same figure with its unit
    ("The youngest participant was 18 years old.", "The youngest participant was 18, the oldest 64.", PUBLISHABLE),
    ("The tunnel is 12 km long.", "Tunnel length (km): 12", PUBLISHABLE),
    ("The tunnel is at least 12 km long.", "Tunnel length (km): 12", PUBLISHABLE),
    ("隧道全长12公里。", "隧道长度（公里）：12", PUBLISHABLE),
    ("The answer is 30.", "He was appointed at the age of 30 years.", PUBLISHABLE),
    # a count by its classifier (一块石碑) is no rival of a count by another word (碑文三百字) the evidence states
    ("T5铜壶上的十八字铭文尚在考证。", "T5出土的一件铜壶保存较为完整，器身有铭文十八字，目前正在考证中。", PUBLISHABLE),
    ("T5铜壶上的十九字铭文尚在考证。", "T5出土的一件铜壶保存较为完整，器身有铭文十八字，目前正在考证中。", BLOCKED),
    ("T5出土铜壶十八件。", "T5出土的一件铜壶保存较为完整，器身有铭文十八字，目前正在考证中。", BLOCKED),
]


@pytest.mark.parametrize(("answer", "source", "publishable"), CASES)
def test_numbers_are_compared_with_numbers_of_the_same_kind(answer: str, source: str, publishable: bool) -> None:
    result = verify(answer, source)
    assert result["publishable"] is publishable, result["sentence_results"][0]["reason"]


@pytest.mark.parametrize(("answer", "source", "nearest"), [
    ("PFS的风险比（HR）为0.26。", "XB-101组中位无进展生存期为8.3个月，安慰剂组为5.6个月（HR=0.62，P<0.001）。", "0.62"),
    ("The hazard ratio was 0.26.", "Median survival was 8.3 months with the drug (hazard ratio 0.62).", "0.62"),
])
def test_a_changed_figure_is_explained_by_a_figure_in_its_own_units(answer: str, source: str, nearest: str) -> None:
    """0.26 is not "more precise" than 8.3 months: precision is compared in the sentence's units."""
    item = verify(answer, source)["sentence_results"][0]
    assert item["rule"] == "FE001"
    assert f"\u201c{nearest}\u201d" in item["reason"]


@pytest.mark.parametrize(("answer", "publishable"), [
    ("The final dividend of 6.8 pence per share will be paid in May.", PUBLISHABLE),
    ("The final dividend of £0.068 per share will be paid in May.", PUBLISHABLE),
    ("The final dividend of 8.6p per share will be paid in May.", BLOCKED),
    ("The final dividend of 6.8 pounds per share will be paid in May.", BLOCKED),
])
def test_pence_are_an_amount_of_money(answer: str, publishable: bool) -> None:
    source = "The Board recommends a final dividend of 6.8p per share, to be paid in May."
    result = verify(answer, source)
    assert result["publishable"] is publishable, result["sentence_results"][0]["reason"]


@pytest.mark.parametrize(("answer", "publishable"), [
    ("Among 18- to 29-year-olds, 57% preferred remote work.", True),
    ("Among 18-to-29-year-olds, 57% preferred remote work.", True),
    ("Among 18-to-30-year-olds, 57% preferred remote work.", False),  # another band
])
def test_an_age_band_written_with_hyphens_is_the_range(answer: str, publishable: bool) -> None:
    result = verify(answer, "Among employees aged 18-29, 57% preferred remote work.")
    assert result["publishable"] is publishable, result["sentence_results"][0]["reason"]


@pytest.mark.parametrize(("answer", "publishable"), [
    ("Obesity among 11-to-15-year-olds stayed high, at just over 21% [1].", True),
    ("Obesity among 11-to-15-year-olds stayed high, at just over 23% [1].", False),  # the figure is 21.4%
    ("Obesity among 12-to-15-year-olds stayed high, at just over 21% [1].", False),  # another band
])
def test_an_age_written_as_year_olds_is_a_figure_not_a_word_to_find(answer: str, publishable: bool) -> None:
    source = ("The county's adult obesity rate was 27.2% in 2023, against 26.5% a year earlier. "
              "Childhood obesity (ages 11-15) remained elevated at 21.4%.")
    result = verify(answer, source)
    assert result["publishable"] is publishable, [item["reason"] for item in result["sentence_results"]]
