"""FE038: a record, or a high or low of all time, that the sentence claims where no evidence passage compares the
figure with anything; a record the evidence states in other words passes, and "the record" naming a disc is none."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

WADERS = "Forty-two volunteers counted 18,640 waders across 14 sectors of the estuary in January 2025."
WADERS_RECORD = WADERS + " It was the highest total since the count began."
HONEY = "今年全市蜂农共产蜂蜜2860吨，蜂群数量约4.2万群。"
HONEY_RECORD = "今年全市蜂农共产蜂蜜2860吨，为有记录以来最高。"
ALBUM = "Ethan said the band's new album was excellent and Henry agreed after listening to it."


@pytest.mark.parametrize(("answer", "source", "blocked"), [
    ("Forty-two volunteers counted 18,640 waders in January 2025, a record for the survey.", WADERS, True),
    ("Volunteers set a new record in January 2025, counting 18,640 waders.", WADERS, True),
    ("The January 2025 count of 18,640 waders was an all-time high.", WADERS, True),
    ("Forty-two volunteers counted 18,640 waders in January 2025.", WADERS, False),
    ("Forty-two volunteers counted 18,640 waders in January 2025, a record for the survey.", WADERS_RECORD, False),
    ("今年全市蜂农共产蜂蜜2860吨，创历史新高。", HONEY, True),
    ("今年全市蜂农共产蜂蜜2860吨，创历史新高。", HONEY_RECORD, False),
    ("Ethan and Henry agree that the record is excellent.", ALBUM, False),
])
def test_a_record_needs_evidence_that_compares(answer: str, source: str, blocked: bool) -> None:
    assert ("FE038" in fired(verify(answer, [source]))) is blocked


GLACIER = "Summer melt was above average. The glacier front retreated by 23 m."
WARM = "Summer 2023 was the warmest since measurements began at the station in 1994."
RACE = "男子组冠军由本地选手何俊以1小时03分21秒获得。"


@pytest.mark.parametrize(("answer", "source", "blocked"), [
    ("The glacier front retreated 23 metres, its largest retreat since monitoring began.", GLACIER, True),
    ("The glacier front retreated 23 metres.", GLACIER, False),
    ("It logged its warmest summer since records began in 1994.", WARM, False),
    ("何俊以1小时03分21秒夺得男子组冠军，并刷新了赛会纪录。", RACE, True),
    ("何俊以1小时03分21秒夺得男子组冠军。", RACE, False),
])
def test_an_extreme_since_records_began_and_a_record_broken_are_records(answer: str, source: str,
                                                                         blocked: bool) -> None:
    assert ("FE038" in fired(verify(answer, [source]))) is blocked
