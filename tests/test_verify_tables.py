"""verify() reads a table written inside a source row by row, with its headers and their units."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify

REVENUE = """Regional revenue, 2022-2023
Region,Revenue 2023 (£m),Revenue 2022 (£m)
North,412,380
South,295,301

The North grew fastest."""
LABOUR = """Table 3. Labour market summary, Region of Eastvale, annual averages
Year,Labour force (thousands),Unemployment rate (%)
2022,3455,4.6
2023,3490,4.2"""
SALES = "| 区域 | 营业收入（万元） |\n|---|---|\n| 华东 | 61000 |\n| 华南 | 3100 |\n"
PORT = "| 港区 | 集装箱吞吐量（万标箱） |\n|---|---|\n| 北港区 | 236.4 |\n| 南港区 | 97.5 |\n"


@pytest.mark.parametrize(("answer", "sources"), [
    ("North region revenue was £412 million in 2023, up from £380 million in 2022.", REVENUE),
    ("In 2023 the labour force averaged about 3.5 million.", LABOUR),
    ("华东区域营业收入为6.1亿元。", SALES),
    ("华东区域营业收入为61000万元。", SALES),
    ("北港区集装箱吞吐量为236.4万标箱。", PORT),
])
def test_an_honest_restatement_of_a_table_row_passes(answer, sources):
    result = verify(answer, sources)
    assert result["publishable"], result["sentence_results"][0]["reason"]


def test_the_evidence_is_the_row_as_written():
    evidence = verify("North revenue was £412 million.", REVENUE)["sentence_results"][0]["evidence"]
    assert (evidence["text"], REVENUE[evidence["start"]:evidence["end"]]) == ("North,412,380", "North,412,380")


@pytest.mark.parametrize(("answer", "sources", "rule"), [
    ("North revenue was 412,380.", REVENUE, "FE001"),  # two cells read as one figure
    ("North revenue was £413 million.", REVENUE, "FE001"),
    ("North revenue was 412 million dollars.", REVENUE, "FE007"),  # the header says pounds
    ("In 2023 the labour force averaged about 3.5 billion.", LABOUR, "FE001"),
    ("South revenue was £412 million.", REVENUE, "FN001"),  # the North row's figure
    ("North revenue was £380 million in 2023.", REVENUE, "FN001"),  # the 2022 column's figure
    ("In 2022 unemployment was 4.2%.", LABOUR, "FN001"),  # the 2023 row's figure
    ("北港区集装箱吞吐量为236.4标箱。", PORT, "FE001"),  # the header counts in ten thousands
    ("北港区集装箱吞吐量为263.4万标箱。", PORT, "FE001"),
])
def test_a_changed_figure_or_unit_blocks(answer, sources, rule):
    assert verify(answer, sources)["sentence_results"][0]["rule"] == rule


def test_a_figure_moved_to_another_row_of_a_chinese_table_blocks():
    result = verify("华南区域营业收入为5200万元。", SALES.replace("61000", "5200"))
    assert result["sentence_results"][0]["rule"] == "FN001"


@pytest.mark.parametrize("answer", ["2023年华南地区营业收入为6.1亿元。", "2022年华东地区营业收入为6.1亿元。"])
def test_a_figure_moved_to_another_row_or_year_column_blocks(answer):
    table = "地区,2022年营业收入,2023年营业收入\n华东,5.2亿元,6.1亿元\n华南,3.1亿元,2.95亿元\n华北,1.85亿元,2.01亿元"
    assert verify(answer, table)["sentence_results"][0]["rule"] == "FN001"


def test_a_unit_in_the_caption_applies_to_the_cells():
    table = "表3 分地区营业收入（单位：万元）\n地区,2022年,2023年\n华东,52000,61000\n华南,31000,29500\n"
    assert verify("2023年华东地区营业收入为6.1亿元。", table)["publishable"]
    assert verify("2023年华东地区营业收入为61000元。", table)["sentence_results"][0]["rule"] == "FE001"


PROSE = "North region revenue was £412m in 2023, up from £380m in 2022. South region revenue was £295m in 2023."
ANSWER_TABLE = "Revenue by region:\n\n| Region | 2023 | 2022 |\n|---|---|---|\n| North | {} | £380m |\n| South | {} | - |\n"


def test_a_table_in_the_answer_is_checked_row_by_row():
    honest = verify(ANSWER_TABLE.format("£412m", "£295m"), PROSE)
    assert honest["publishable"]
    assert [result["sentence"] for result in honest["sentence_results"]][1:] == ["| North | £412m | £380m |",
                                                                                 "| South | £295m | - |"]
    moved = verify(ANSWER_TABLE.format("£295m", "£412m"), PROSE)
    assert [result["rule"] for result in moved["sentence_results"]] == [None, "FN001", "FN001"]


def test_a_chinese_answer_table_names_its_rows():
    answer = "| 区域 | 营业收入（万元） |\n|---|---|\n| 华东 | 3100 |\n| 华南 | 61000 |\n"
    assert [result["rule"] for result in verify(answer, SALES)["sentence_results"]] == ["FN001", "FN001"]


BIKE = "The Vireo B has a range of 120 km, weighs 26 kg and costs €2,900."
BIKE_TABLE = "| Model | Range | Weight | Price |\n|---|---|---|---|\n| Vireo {model} | 120 km | {weight} kg | €2,900 |\n"


def test_the_headers_of_an_answer_table_are_labels_not_names_the_sources_must_write():
    assert verify(BIKE_TABLE.format(model="B", weight=26), {"1": BIKE})["publishable"]
    result = verify("| Indicator | Value | Source |\n|---|---|---|\n| Youth unemployment | 11.3% | [1] |\n",
                    {"1": "Youth unemployment (ages 15-24) stood at 11.3%."})
    assert result["publishable"], result["sentence_results"]


def test_the_cells_of_an_answer_table_are_still_checked():
    assert [item["rule"] for item in verify(BIKE_TABLE.format(model="C", weight=26), {"1": BIKE})["sentence_results"]] \
        == ["FE021"]
    assert [item["rule"] for item in verify(BIKE_TABLE.format(model="B", weight=28), {"1": BIKE})["sentence_results"]] \
        == ["FE001"]


def test_a_header_that_only_names_values_or_sources_is_left_out():
    answer = "| Indicator | Value | Source |\n|---|---|---|\n| CPI inflation, March 2024 | 2.9% | [2] |\n"
    sources = {"1": "Unemployment was 4.1%.", "2": "Consumer prices rose 2.9% in the year to March 2024."}
    result = verify(answer, sources)
    assert result["publishable"], result["sentence_results"]
