"""Words of comparison before a figure make it a bound: "larger than 2 GB" is more than 2 GB, and a negated
comparison is the opposite bound, closed ("must not exceed 30 days", 不应大于5秒 are at most; "not lower than 18
degrees", 不得少于90分钟 are at least)."""

import pytest

from report_workflow.text import find_quantities
from report_workflow.verify import verify


def only(text: str):
    found = find_quantities(text)
    assert len(found) == 1, found
    return found[0]


@pytest.mark.parametrize(("text", "bound"), [
    ("Uploads larger than 4 GB are rejected.", "gt"),
    ("Parcels bigger than 30 kg need a freight label.", "gt"),
    ("Particles smaller than 2.5 µm reach the lungs.", "lt"),
    ("Refunds must not exceed 30 days after purchase.", "le"),
    ("The grant is capped at £7,500 per home.", "le"),
    ("Claims are limited to 3 per year.", "le"),
    ("Junior divers are restricted to roughly 40 feet.", "le"),
    ("Dosing not to exceed 4 g in 24 hours.", "le"),
    ("The rise was no greater than 1.5 °C.", "le"),
    ("Water should be no lower than 60 °C.", "ge"),
    ("Classrooms must be kept not lower than 18 °C.", "ge"),
    ("Ceiling height shall not be less than 2.4 m.", "ge"),
    ("The closing time must not be more than 10 s.", "le"),
    ("应急转换时间不应大于5秒。", "le"),
    ("单次停电不得超过4小时。", "le"),
    ("疏散照明的照度不宜高于10 lx，持续时间不应少于90分钟。", "ge"),
    ("室内温度不得低于18℃。", "ge"),
    ("Lead-rein riders must be no older than eight.", "le"),
    ("Volunteers must be no younger than 18.", "ge"),
    ("桩长不小于12米。", "ge"),
])
def test_a_comparison_word_before_a_figure_states_a_bound(text, bound):
    quantity = [item for item in find_quantities(text) if item.kind == "bound"][-1]
    assert quantity.bound == bound


@pytest.mark.parametrize(("text", "bound"), [
    ("不应大于5秒", "le"),
    ("大于5秒", "gt"),
    ("不得少于90分钟", "ge"),
    ("少于90分钟", "lt"),
    ("not exceeding 40 kg", "le"),
    ("exceeding 40 kg", "gt"),
    ("exceed 25 MB", "gt"),
    ("exceeded $5m", "gt"),
    ("did not exceed 25 MB", "le"),
    ("didn't exceed 25 MB", "le"),
    ("never exceeded 3%", "le"),
])
def test_a_negation_turns_the_comparison_round(text, bound):
    quantity = only(text)
    assert (quantity.surface, quantity.bound) == (text.removeprefix("did "), bound)


@pytest.mark.parametrize(("text", "bound"), [
    ("最多服用4", "le"),
    ("最高可达40", "le"),
    ("至少需要3", "ge"),
    ("最少3", "ge"),
])
def test_a_chinese_limit_may_stand_before_the_verb_it_limits(text, bound):
    quantity = only(text)
    assert (quantity.surface, quantity.bound) == (text, bound)


@pytest.mark.parametrize(("answer", "source"), [
    ("The update fixes a crash when importing archives over 4 GB [1].",
     "The update fixes a crash when importing archives larger than 4 GB."),
    ("The standard says the switchover time must be no more than 3 seconds [1].",
     "The standard says the switchover time must not exceed 3 s."),
    ("标准要求切换时间不超过3秒[1]。", "应急切换时间不应大于3秒。"),
    ("蓄电池须持续供电至少1.5小时[1]。", "蓄电池持续供电时间不应少于90分钟。"),
    ("室内温度须保持在18℃以上[1]。", "冬季室内温度不得低于18℃。"),
    ("成人一天之内最多服用6片[1]。", "成人24小时内服用不得超过6片。"),
])
def test_a_bound_restated_in_other_words_passes(answer, source):
    result = verify(answer, {"1": source})
    assert result["publishable"], result["sentence_results"]


@pytest.mark.parametrize(("answer", "source"), [
    ("The update fixes a crash when importing archives over 8 GB [1].",
     "The update fixes a crash when importing archives larger than 4 GB."),
    ("The standard says the switchover time must be no more than 2 seconds [1].",
     "The standard says the switchover time must not exceed 3 s."),
    ("标准要求切换时间超过3秒[1]。", "应急切换时间不应大于3秒。"),
    ("蓄电池须持续供电至少3小时[1]。", "蓄电池持续供电时间不应少于90分钟。"),
    ("蓄电池供电时间不到90分钟[1]。", "蓄电池持续供电时间不应少于90分钟。"),
])
def test_a_bound_the_evidence_does_not_give_blocks(answer, source):
    result = verify(answer, {"1": source})
    assert not result["publishable"], result["sentence_results"]


@pytest.mark.parametrize(("answer", "source", "publishable"), [
    ("Batteries must not exceed 100 Wh in hand luggage [1].", "Batteries in hand luggage must not exceed 100 Wh.",
     True),
    ("Batteries must not exceed 160 Wh in hand luggage [1].", "Batteries in hand luggage must not exceed 100 Wh.",
     False),
    ("连续施工不超过4小时[1]。", "夜间连续施工时间不应大于4小时。", True),
    ("连续施工不超过6小时[1]。", "夜间连续施工时间不应大于4小时。", False),
    ("检修间隔至少6个月[1]。", "设备检修间隔不得少于12个月。", False),
    # a reading below a limit is described by any looser limit
    ("Peak latency stayed under 10 ms during the test [1].", "During the test, peak latency stayed under 5 ms.", True),
])
def test_a_rules_limit_is_stated_only_by_that_limit(answer, source, publishable):
    result = verify(answer, {"1": source})
    assert result["publishable"] == publishable, result["sentence_results"]


@pytest.mark.parametrize(("text", "surfaces"), [
    ("The backlog grew to 12,460 cases, 480 more than three months earlier.", ["12,460", "480", "three months"]),
    ("A return costs £90, which is £6 less than two singles.", ["£90", "£6", "two"]),
    ("Over 11,000 walkers took part, more than 2,000 of them children.", ["Over 11,000", "more than 2,000"]),
])
def test_a_comparison_right_after_a_figure_bounds_nothing(text: str, surfaces: list[str]) -> None:
    # "480 more than three months earlier" compares with the figure before it; "three months" is no bound
    assert [quantity.surface for quantity in find_quantities(text)] == surfaces
