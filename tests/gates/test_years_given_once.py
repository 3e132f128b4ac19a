"""FE006: a date or quarter the evidence writes without its year (3月9日 after 2025年3月1日至, 四季度 after a sentence
on 2024) is of the one year its passage, or the sentence right before it, names. Where the passage names two years,
refers to another one (去年, "next year"), or runs back in the calendar (20 December 2024 to 6 January), the year is
not filled in, and a year, day or quarter of the sentence that differs still blocks."""

from __future__ import annotations

import pytest

from tests.support import fired, verdict_of
from report_workflow.verify import verify

CLOSURE = "市图书馆公告：因消防系统改造，本馆将于2024年7月15日至7月28日闭馆，其间暂停借还服务，自助还书机照常使用。"
REPAIRS = "The Harbour Museum will close from 3 March 2025 to 17 March while its roof is repaired. The café stays open."
RESULTS = "2024年，华东区域实现营业收入86.2亿元，同比增长9.1%，其中四季度单季营收24.5亿元，环比增长6.3%。"
STORES = "2024年，华东区域实现营业收入86.2亿元，同比增长9.1%。四季度新开门店12家，均位于地级市。"
FREIGHT = ("Northwind Freight reported 2024 revenue of $1.2 billion, up 8%. Q4 revenue was $340 million, helped by "
           "holiday shipping.")


@pytest.mark.parametrize(("answer", "source"), [
    ("市图书馆在2024-07-15至2024-07-28期间因消防系统改造闭馆[1]。", CLOSURE),
    ("市图书馆2024年7月28日前闭馆，自助还书机照常使用[1]。", CLOSURE),
    ("The Harbour Museum will be closed from 3 March 2025 until 17 March 2025 while its roof is repaired [1].",
     REPAIRS),
    ("2024年四季度，华东区域单季营收24.5亿元[1]。", RESULTS),
    ("华东区域2024年四季度新开门店12家，均位于地级市[1]。", STORES),
    ("Northwind Freight's revenue in Q4 2024 was $340 million [1].", FREIGHT),
])
def test_a_date_or_quarter_takes_the_year_its_passage_gives_once(answer: str, source: str) -> None:
    verdict, findings = verdict_of(answer, source)
    assert verdict, findings


@pytest.mark.parametrize(("answer", "source"), [
    ("市图书馆在2024-07-15至2024-07-29期间因消防系统改造闭馆[1]。", CLOSURE),
    ("市图书馆在2023-07-15至2023-07-28期间因消防系统改造闭馆[1]。", CLOSURE),
    ("市图书馆在2024-07-15至2025-07-28期间因消防系统改造闭馆[1]。", CLOSURE),
    ("The Harbour Museum will be closed from 3 March 2025 until 17 April 2025 while its roof is repaired [1].",
     REPAIRS),
    ("2023年四季度，华东区域单季营收24.5亿元[1]。", RESULTS),
    ("2024年三季度，华东区域单季营收24.5亿元[1]。", RESULTS),
    ("华东区域2025年四季度新开门店12家，均位于地级市[1]。", STORES),
    ("Northwind Freight's revenue in Q4 2023 was $340 million [1].", FREIGHT),
    ("Northwind Freight's revenue in Q3 2024 was $340 million [1].", FREIGHT),
])
def test_another_year_day_or_quarter_still_blocks(answer: str, source: str) -> None:
    assert "FE006" in fired(verify(answer, [source]))


@pytest.mark.parametrize(("answer", "source"), [
    # two years named: which one the quarter is of is not read
    ("2024年四季度，华东区域单季营收24.5亿元[1]。",
     "2023年华东区域营收79.0亿元，2024年营收86.2亿元。四季度单季营收24.5亿元，环比增长6.3%。"),
    # the passage dates the quarter to the year before the one it names
    ("2024年四季度，华东区域单季营收20.1亿元[1]。",
     "2024年，华东区域实现营业收入86.2亿元。去年四季度单季营收20.1亿元，今年一季度为19.8亿元。"),
    # the calendar runs back: 6 January after 20 December 2024 is of the next year
    ("The ski lift runs from 20 December 2024 until 6 January 2024 [1].",
     "The Glenmore ski lift runs daily from 20 December 2024 to 6 January, snow permitting."),
])
def test_a_year_the_passage_does_not_give_once_is_not_filled_in(answer: str, source: str) -> None:
    assert "FE006" in fired(verify(answer, [source]))


SORTING = "2024年第四季度，全区生活垃圾分类投放准确率为86.1%，较第一季度的78.4%明显提升。"


@pytest.mark.parametrize(("answer", "blocked"), [
    ("垃圾分类投放准确率从2024年一季度的78.4%升至四季度的86.1%[1]。", False),
    ("垃圾分类投放准确率从2023年一季度的78.4%升至2024年四季度的86.1%[1]。", True),
])
def test_a_quarter_compared_back_is_of_the_year_the_passage_names(answer: str, blocked: bool) -> None:
    # 较第一季度 runs back from the fourth quarter, to the first of the same year, not of the next
    assert ("FE006" in fired(verify(answer, [SORTING]))) == blocked
