"""A difference named by a comparative ("better than a year earlier", 比对照组高…个百分点, "two seconds behind" the one
named before) and a total of one figure from each of two sources or more, summed by a word of summing or by naming
how many it adds up ("across its two surveys"). A wrong figure, the other direction, or a source giving two figures
of the unit still blocks."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import assert_blocked_as_unstated, assert_publishable


def _blocks(answer: str, sources: list[str]) -> None:
    result = verify(answer, sources)
    assert not result["publishable"], result["sentence_results"]


CLINIC = ["In 2024, 92.4% of patients at the Riverside clinic were seen within four hours, compared with 88.1% in "
          "2023."]
TRIAL = ["结果：试验组血压达标率为71.3%，对照组为52.9%。"]
RACE = ["Women's 10,000 m final: 1. Ana Ribeiro 31:02.15; 2. Lena Vogt 31:04.40; 3. Mei Tanaka 31:09.02."]


@pytest.mark.parametrize(("answer", "sources"), [
    ("In 2024, 92.4% of Riverside clinic patients were seen within four hours, 4.3 percentage points better than "
     "a year earlier [1].", CLINIC),
    ("试验组血压达标率为71.3%，比对照组高18.4个百分点[1]。", TRIAL),
    ("Ana Ribeiro won the women's 10,000 m final, with Lena Vogt second, 2.25 seconds behind [1].", RACE),
])
def test_a_difference_named_by_a_comparative_is_worked_out(answer: str, sources: list[str]) -> None:
    assert_publishable(answer, sources)


@pytest.mark.parametrize(("answer", "sources"), [
    ("In 2024, 92.4% of Riverside clinic patients were seen within four hours, 3.4 percentage points better than "
     "a year earlier [1].", CLINIC),
    ("试验组血压达标率为71.3%，比对照组高16.4个百分点[1]。", TRIAL),
    ("试验组血压达标率比对照组低18.4个百分点[1]。", TRIAL),
    ("Ana Ribeiro won the women's 10,000 m final, with Lena Vogt second, 2.52 seconds behind [1].", RACE),
    ("Ana Ribeiro won the women's 10,000 m final, with Mei Tanaka third, 2.25 seconds behind [1].", RACE),
])
def test_a_wrong_difference_or_the_wrong_side_blocks(answer: str, sources: list[str]) -> None:
    _blocks(answer, sources)


SURVEYS = ["The spring survey of the estuary, published in April, counted 1,240 wading birds.",
           "The autumn survey, published in October, counted a further 1,860 wading birds on the same mudflats."]
BACKUPS = ["The March backup of the archive took 750 GB of disk.", "The September backup added 650 GB."]
HARBOURS = ["东港码头一季度完成货物吞吐量820万吨。", "西港码头一季度完成货物吞吐量560万吨。"]
FERRIES = ["KESTREL FERRIES — winter timetable report. From November to January the route carried 96,400 "
           "passengers. Punctuality stood at 91%.",
           "KESTREL FERRIES — spring timetable report. The route carried 118,200 passengers from February to April. "
           "Three extra sailings a week were added in March. Freight traffic reached 14,300 lorries."]


@pytest.mark.parametrize(("answer", "sources"), [
    ("Together the spring and autumn surveys counted 3,100 wading birds [1][2].", SURVEYS),
    ("Across its two backups, in March and September, the archive took 1.4 TB of disk [1][2].", BACKUPS),
    ("一季度东港和西港两个码头合计完成货物吞吐量1380万吨[1][2]。", HARBOURS),
    ("Kestrel's route carried a combined 214,600 passengers over the period [1][2].", FERRIES),
])
def test_a_total_of_one_figure_from_each_source(answer: str, sources: list[str]) -> None:
    assert_publishable(answer, sources)


@pytest.mark.parametrize(("answer", "sources"), [
    ("Together the spring and autumn surveys counted 3,000 wading birds [1][2].", SURVEYS),
    ("Across its two backups, in March and September, the archive took 1.5 TB of disk [1][2].", BACKUPS),
    ("Across its three backups, in March and September, the archive took 1.4 TB of disk [1][2].", BACKUPS),
    ("The archive's March and September backups each took 1.4 TB of disk [1][2].", BACKUPS),
    ("一季度东港和西港两个码头合计完成货物吞吐量1480万吨[1][2]。", HARBOURS),
    ("Kestrel's route carried a combined 228,900 passengers over the period [1][2].", FERRIES),
    ("Together the spring and autumn surveys counted 1,660 wading birds [1][2].",
     [SURVEYS[0], "The autumn survey, published in October, counted 1,860 wading birds and 420 gulls."]),
])
def test_a_wrong_total_a_wrong_count_or_no_word_of_summing_blocks(answer: str, sources: list[str]) -> None:
    _blocks(answer, sources)



MUSEUMS = ["The Moravec Museum welcomed 486,000 visitors in 2024, up from 412,000 in 2023. A touring exhibition drew "
           "131,000 of them.", "The Riverside Textile Hall, its sister venue, recorded 94,000 visitors in 2024."]


def test_a_total_across_sources_takes_the_figure_of_the_sentence_year():
    assert_publishable("Together, the two venues drew 580,000 museum visitors in 2024 [1][2].", MUSEUMS)
    assert_blocked_as_unstated("Together, the two venues drew 600,000 museum visitors in 2024 [1][2].", MUSEUMS)
