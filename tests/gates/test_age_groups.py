"""FN008: a figure the evidence states for one age group (aged over 75, 60岁及以上) is not the whole's figure, nor
another group's; stated for its own group, or the whole's figure stated for the whole, passes."""

from __future__ import annotations

import math

import pytest

from report_workflow.gates.wholes import age_groups
from report_workflow.verify import verify
from tests.support import fired

VACCINE = ("Flu vaccine uptake across all adults in the region reached 48% this winter. Among adults aged 65 and "
           "older, uptake was 71%, up from 66% a year earlier.")
SMOKING_ZH = ("调查显示，全市15岁及以上居民吸烟率为21.3%，其中男性吸烟率为40.2%。全市15岁及以上居民戒烟率为18.9%，"
              "45～64岁居民戒烟率为24.6%。")


@pytest.mark.parametrize(("text", "ages"), [
    ("patients aged over 75", (75, math.inf)),
    ("adults 65 and older", (65, math.inf)),
    ("children aged under 5", (0, 5)),
    ("respondents aged 18-44", (18, 44)),
    ("60岁及以上人群", (60, math.inf)),
    ("6岁以下儿童", (0, 6)),
    ("45～64岁居民", (45, 64)),
])
def test_an_age_group_is_read_with_its_ages(text: str, ages: tuple[float, float]) -> None:
    (group,) = age_groups(text)
    assert group.ages == ages


@pytest.mark.parametrize("text", ["over 75 countries signed the treaty", "the 75-year-old mayor", "创办于1956年"])
def test_other_numbers_are_no_age_group(text: str) -> None:
    assert age_groups(text) == ()


@pytest.mark.parametrize(("answer", "source"), [
    ("Flu vaccine uptake in the region reached 71% this winter.", VACCINE),  # the group's figure as the whole's
    ("Among adults aged 50 to 64, flu vaccine uptake was 71% this winter.", VACCINE),  # another group
    ("全市45～64岁居民吸烟率为21.3%。", SMOKING_ZH),
    ("全市居民戒烟率为24.6%。", SMOKING_ZH),
])
def test_a_figure_moved_off_its_age_group_blocks(answer: str, source: str) -> None:
    assert "FN008" in fired(verify(answer, [source]))


@pytest.mark.parametrize(("answer", "source"), [
    ("Among adults aged 65 and older, flu vaccine uptake was 71% this winter.", VACCINE),
    ("Flu vaccine uptake across all adults in the region reached 48% this winter.", VACCINE),
    ("Older adults' flu vaccine uptake reached 71% this winter.", VACCINE),  # a group named in other words
    ("全市45～64岁居民戒烟率为24.6%。", SMOKING_ZH),
    ("全市居民戒烟率为18.9%。", SMOKING_ZH),
    ("全市15岁及以上居民吸烟率为21.3%。", SMOKING_ZH),
])
def test_a_figure_kept_with_its_group_passes(answer: str, source: str) -> None:
    assert "FN008" not in fired(verify(answer, [source]))
