"""A Chinese holiday with its year is the date it falls on: 2024年元旦 is 1 January 2024, 2019年国庆节 1 October."""

import pytest

from report_workflow.text import find_quantities


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("新条例自2025年元旦起施行", 20250101),
        ("该线路于2019年国庆节当天开通", 20191001),
        ("票价调整从2023年元旦开始执行", 20230101),
    ],
)
def test_a_holiday_with_its_year_is_its_date(text, value):
    found = [item for item in find_quantities(text) if item.kind == "date"]
    assert [item.value for item in found] == [value]


@pytest.mark.parametrize("text", ["2024年国庆假期出游人数创新高", "2024年国庆期间共接待游客120万人次"])
def test_a_holiday_season_is_no_single_day(text):
    assert find_quantities(text)[0].kind == "year"
