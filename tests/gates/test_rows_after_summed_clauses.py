"""A figure of one table row given to another row the sentence names is caught after a clause with a word of
summing (共有门店29家，接待顾客38.5万人次) and where the cells are bare numbers whose unit the column header names
("Litres sold: 980" against "980 litres"); a figure given to the rest of the rows (其余均为6380元) is given to none."""

from __future__ import annotations

import pytest

from report_workflow import verify

STREETS = ("统计：\n\n| 街区 | 门店数（家） | 上半年接待顾客（万人次） |\n|---|---|---|\n| 西大街 | 46 | 38.5 |\n"
           "| 钟楼片区 | 29 | 21.2 |\n| 南门文创园 | 17 | 9.6 |")
SORBETS = ("July sorbet sales\n\n| Flavour | Litres sold |\n|---|---|\n| Lemon | 1,240 |\n| Raspberry | 980 |\n"
           "| Mango | 1,410 |")
FEES = ("专业,学制,计划数,学费（元/年）\n计算机科学与技术,四年,120,6380\n软件工程,四年,90,8800\n人工智能,四年,60,6380\n"
        "数据科学与大数据技术,四年,45,6380")


def _passes(answer: str, source: str) -> bool:
    return bool(verify(answer, [source])["publishable"])


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("钟楼片区共有汉服租赁门店29家，上半年接待顾客38.5万人次。", STREETS, False),
    ("钟楼片区共有汉服租赁门店29家，上半年接待顾客21.2万人次。", STREETS, True),
    ("Mango sold 1,410 litres in July, overtaking lemon, which sold 980 litres.", SORBETS, False),
    ("Mango sold 1,410 litres in July, overtaking lemon, which sold 1,240 litres.", SORBETS, True),
    ("四个专业中只有软件工程学费较高，每年8800元，其余均为6380元。", FEES, True),
])
def test_rows_after_summed_clauses_and_header_units(answer: str, source: str, passes: bool) -> None:
    assert _passes(answer, source) is passes
