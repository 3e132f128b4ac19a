"""FE026: a figure given per a basis keeps it. "40 litres per second" over "40 L/min" blocks; "10 mg daily" over "10
mg per day" passes, and so does an amount restated for a longer period ("£54 a year" over "£4.50 a month")."""

import pytest

from report_workflow.gates.rates import basis_of
from report_workflow.text import find_quantities
from report_workflow.verify import verify
from tests.support import fired

PUMP = "Technical data: maximum delivery 60 L/min; maximum head 35 m; motor power 0.75 kW."
PUMP_ZH = "技术参数：最大流量60升/分钟，最大扬程35米，电机功率0.75千瓦。"
DOSE = "The usual maintenance dose is 20 mg per day, taken with food."
DOSE_ZH = "成人常用维持剂量为每日20毫克，随餐服用。"


@pytest.mark.parametrize(("answer", "source"), [
    ("The pump delivers up to 60 litres per second [1].", PUMP),
    ("The pump delivers up to 60 litres an hour [1].", PUMP),
    ("该水泵每秒最多可输送60升[1]。", PUMP_ZH),
    ("该水泵最大流量为60升/小时[1]。", PUMP_ZH),
    ("The usual maintenance dose is 20 mg per week [1].", DOSE),
    ("The usual maintenance dose is 20 mg/kg, taken with food [1].", DOSE),
    ("成人常用维持剂量为每周20毫克[1]。", DOSE_ZH),
    ("Membership costs £12 a year [1].", "Membership costs £12 a month."),
])
def test_a_figure_given_per_another_basis_blocks(answer, source):
    assert "FE026" in fired(verify(answer, {"1": source}))


@pytest.mark.parametrize(("answer", "source"), [
    ("The pump delivers up to 60 litres a minute [1].", PUMP),
    ("The pump delivers up to 60 L per minute from a 0.75 kW motor [1].", PUMP),
    ("该水泵每分钟最多可输送60升[1]。", PUMP_ZH),
    ("The usual maintenance dose is 20 mg daily, taken with food [1].", DOSE),
    ("The usual maintenance dose is 20 mg a day, taken with food [1].", DOSE),
    ("成人常用维持剂量为20毫克/天，随餐服用[1]。", DOSE_ZH),
    ("Membership costs £144 a year [1].", "Membership costs £12 a month."),
    ("Membership costs £12 [1].", "Membership costs £12 a month."),
])
def test_the_same_basis_or_none_passes(answer, source):
    result = verify(answer, {"1": source})
    assert "FE026" not in fired(result) and result["publishable"], result["sentence_results"]


@pytest.mark.parametrize(("text", "basis"), [
    ("60 L/min", "min"), ("60 litres per second", "second"), ("£4.50 a month", "month"), ("20 mg daily", "daily"),
    ("3% per annum", "annum"), ("four doses a day", "day"), ("2 mg/kg", "kg"), ("60升/分钟", "分钟"),
    ("每分钟60升", "分钟"), ("每人每天饮水1500毫升", "天"), ("每月50元", "月"), ("$3,000 per square metre", "square metre"),
])
def test_the_basis_is_read_after_the_figure_or_before_it_in_chinese(text, basis):
    quantity = [item for item in find_quantities(text) if item.is_measurement][0]
    found = basis_of(text, quantity)
    assert found is not None and found.written == basis


@pytest.mark.parametrize("text", ["20 mg twice a day", "60 L", "a 5% rise a", "60 km/h", "每股收益0.5元"])
def test_no_basis_is_read_where_none_is_written(text):
    quantity = [item for item in find_quantities(text) if item.is_measurement][0]
    assert basis_of(text, quantity) is None


def test_a_basis_converted_is_the_same_basis():
    per_hour, per_sixty_minutes = find_quantities("5 mg hourly")[0], find_quantities("5 mg per hour")[0]
    assert basis_of("5 mg hourly", per_hour).same_as(basis_of("5 mg per hour", per_sixty_minutes))


LIFT = "Lift facts. Type: fixed-grip quad chairlift. Capacity: up to 1,800 passengers per hour."


@pytest.mark.parametrize(("answer", "passes"), [
    ("The chairlift can carry as many as 30 passengers a minute [1].", True),
    ("The chairlift can carry as many as 40 passengers a minute [1].", False),
    ("The chairlift can carry as many as 20 passengers a minute [1].", False),
    ("The chairlift can carry at least 30 passengers a minute [1].", False),
])
def test_a_bound_restated_for_another_period_keeps_its_side(answer, passes):
    assert verify(answer, {"1": LIFT})["publishable"] is passes
