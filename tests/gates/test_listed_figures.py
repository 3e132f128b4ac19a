"""FP007 and FP008 over figures the evidence lists: a comparison of two common nouns whose figures come before them,
and a rank worked out from a list of names with their figures."""

from __future__ import annotations

import pytest

from report_workflow.gates.inputs import Passage
from report_workflow.gates.rankings import Comparison, comparisons, listed_figures
from report_workflow.verify import verify
from tests.support import fired, verdict_of

HARVEST = ("In 2022 the county harvested 50,000 acres in total, of which 30,000 acres were wheat and 12,000 acres "
           "were barley.")
HARVEST_OF = "In 2022 the county sowed 30,000 acres of wheat and 12,000 acres of barley."
HARVEST_ZH = "2022年全县共收获50000亩，其中30000亩为小麦，12000亩为大麦。"
HARVEST_BY_CROP = "2023年全省粮食总产量500万吨，其中玉米200万吨，水稻180万吨，小麦120万吨。"
EXAM = "Final exam results: Maria Chen 92, Tom Reyes 85, Aisha Bello 88."
EXAM_ZH = "期末考试成绩：陈玛丽92分，雷汤姆85分，贝爱莎88分。"


def test_two_common_nouns_compared_are_read_in_lower_case() -> None:
    assert comparisons("Barley covered more acreage than wheat in the county.") == (
        Comparison("barley", "wheat", 1, "more acreage than wheat"),)


@pytest.mark.parametrize("text", [
    "Prices were higher than in 2015.",
    "Chelone has more than one species.",
])
def test_a_comparison_with_no_thing_on_one_side_is_not_read(text: str) -> None:
    assert comparisons(text) == ()


@pytest.mark.parametrize(("answer", "source"), [
    ("Barley covered more acreage than wheat in the county in 2022 [1].", HARVEST),
    ("In 2022, wheat covered less acreage than barley in the county [1].", HARVEST),
    ("Barley was sown on more acreage than wheat in the county in 2022 [1].", HARVEST_OF),
    ("2022年该县大麦的收获面积多于小麦[1]。", HARVEST_ZH),
])
def test_a_comparison_against_figures_written_before_their_names_blocks(answer: str, source: str) -> None:
    assert "FP007" in fired(verify(answer, [source]))


@pytest.mark.parametrize(("answer", "source"), [
    ("Wheat covered more acreage than barley in the county in 2022 [1].", HARVEST),
    ("Barley covered less acreage than wheat in the county in 2022 [1].", HARVEST),
    ("Wheat was sown on more acreage than barley in the county in 2022 [1].", HARVEST_OF),
    ("2022年该县小麦的收获面积多于大麦[1]。", HARVEST_ZH),
])
def test_a_comparison_the_figures_written_before_their_names_agree_with_passes(answer: str, source: str) -> None:
    publishable, findings = verdict_of(answer, source)
    assert publishable, findings


@pytest.mark.parametrize(("text", "names"), [
    (EXAM, ("Maria Chen", "Tom Reyes", "Aisha Bello")),
    (EXAM_ZH, ("陈玛丽", "雷汤姆", "贝爱莎")),
    # a total is the sum of the items, not one of them; 其中 opens the list
    (HARVEST_BY_CROP, ("玉米", "水稻", "小麦")),
    ("总产量500万吨，其中玉米200万吨，水稻180万吨。", ("玉米", "水稻")),
    ("Output by plant: Total 500, Avonmouth 200, Brixham 180.", ("Avonmouth", "Brixham")),
])
def test_names_listed_each_with_a_figure_are_read_with_it(text: str, names: tuple[str, ...]) -> None:
    assert tuple(name for name, _ in listed_figures(Passage(text))) == names


@pytest.mark.parametrize(("answer", "source"), [
    ("Tom Reyes achieved the second-highest score on the final exam [1].", EXAM),
    ("Aisha Bello achieved the highest score on the final exam [1].", EXAM),
    ("Maria Chen had the lowest score on the final exam [1].", EXAM),
    ("雷汤姆的期末考试成绩为第二高[1]。", EXAM_ZH),
    ("贝爱莎的期末考试成绩最高[1]。", EXAM_ZH),
    # a place with no superlative ranks by size, the largest first
    ("2023年该省水稻产量居各粮食作物首位[1]。", HARVEST_BY_CROP),
    ("2023年该省小麦产量居第二位[1]。", HARVEST_BY_CROP),
    ("2023年该省玉米产量最低[1]。", HARVEST_BY_CROP),
    ("总产量中水稻居首位[1]。", "总产量500万吨，其中玉米200万吨，水稻180万吨。"),
])
def test_a_rank_the_listed_figures_put_further_down_blocks(answer: str, source: str) -> None:
    assert "FP008" in fired(verify(answer, [source]))


@pytest.mark.parametrize(("answer", "source"), [
    ("Tom Reyes achieved the lowest score on the final exam [1].", EXAM),
    ("Aisha Bello achieved the second-highest score on the final exam [1].", EXAM),
    ("Maria Chen achieved the highest score on the final exam [1].", EXAM),
    # a list may leave names out: a place further down than it gives is not contradicted
    ("Tom Reyes achieved the fourth-highest score on the final exam [1].", EXAM),
    ("雷汤姆的期末考试成绩最低[1]。", EXAM_ZH),
    ("贝爱莎的期末考试成绩为第二高[1]。", EXAM_ZH),
    ("2023年该省玉米产量居各粮食作物首位[1]。", HARVEST_BY_CROP),
    ("2023年该省小麦产量最低[1]。", HARVEST_BY_CROP),
    ("2023年该省水稻产量居第二位[1]。", HARVEST_BY_CROP),
])
def test_a_rank_the_listed_figures_allow_passes(answer: str, source: str) -> None:
    publishable, findings = verdict_of(answer, source)
    assert publishable, findings


def test_a_rank_by_a_list_of_another_measure_passes() -> None:
    publishable, findings = verdict_of(
        "Tom Reyes is the second-tallest player on the team [1].",
        "Goals this season: Maria Chen 12, Tom Reyes 5, Aisha Bello 9.",
    )
    assert publishable, findings
