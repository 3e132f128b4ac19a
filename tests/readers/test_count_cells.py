"""A four-digit cell in a column that counts is a count, not a year; a column of periods keeps its years."""

import pytest

from report_workflow.readers.cells import row_statement
from report_workflow.text import find_quantities


@pytest.mark.parametrize(
    ("headers", "cells"),
    [
        (["区域", "二手房成交套数", "环比"], ["南城区", 2000, "+11%"]),
        (["城市", "新增就业人数"], ["江门", 1985]),
        (["Branch", "Number of members"], ["Harlow", 2014]),
        (["Site", "Visitor count"], ["Kew", 1998]),
        (["Mill", "年产量"], ["北厂", 2050]),
    ],
)
def test_a_year_like_figure_in_a_column_of_counts_is_a_count(headers, cells):
    figure = find_quantities(row_statement(headers, cells))[-1 if len(cells) == 2 else -2]
    assert (figure.kind, figure.value) == ("value", float(cells[1]))


@pytest.mark.parametrize(
    ("headers", "cells"),
    [
        (["Bridge", "Year opened"], ["Øresund", 2000]),
        (["Model", "Launched"], ["Series 5", 2019]),
        (["项目", "开工年份"], ["跨江大桥", 2021]),
    ],
)
def test_a_year_in_a_column_that_counts_nothing_stays_a_year(headers, cells):
    figure = find_quantities(row_statement(headers, cells))[-1]
    assert (figure.kind, figure.value) == ("year", float(cells[1]))


def test_a_row_key_that_is_a_year_stays_a_year():
    figure = find_quantities(row_statement(["年份", "成交套数"], [2021, 1500]))[0]
    assert (figure.kind, figure.value) == ("year", 2021.0)
