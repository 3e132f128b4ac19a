"""A whole named before 中有 (二十七颗脉冲星中有三分之一是毫秒脉冲星) is no part's figure; a count of things a run of their
numbers names, both ends counted ("the eleven locks" over "Locks 12-22"); things counted times how often each is done
("each of the 14 pianos three times" at "£68 per tuning", "12 kayaks twice a year"); a place lost ("down from
fourth") as a worse result, against "an improvement"."""

from __future__ import annotations

import pytest

from report_workflow import verify

PULSARS = "该台射电望远镜共发现脉冲星27颗，其中毫秒脉冲星9颗。"
LOCKS = "Notice to Boaters - Bramwell Flight (Locks 12-22). From 1 April 2024 the flight is open daily."
PIANOS = ("The contractor will tune each of the school's 14 pianos three times per academic year, at a fixed rate of "
          "£68 per tuning.")
KAYAKS = "Quote: servicing at £45 per kayak visit; the club's 12 kayaks are to be serviced twice a year."
BAND = ("The band finished sixth of 11 in Grade 2 at the Ardmore Highland Games on 9 August 2025, down from fourth at "
        "the same contest last year.")


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("新发现的二十七颗脉冲星中有三分之一是毫秒脉冲星[1]。", PULSARS, True),
    ("新发现的二十七颗脉冲星中有一半是毫秒脉冲星[1]。", PULSARS, False),
    ("From 1 April 2024 the eleven locks of the Bramwell Flight are open daily [1].", LOCKS, True),
    ("From 1 April 2024 the twelve locks of the Bramwell Flight are open daily [1].", LOCKS, False),
    ("Each of the academy's 14 pianos will be tuned three times, so tuning will cost £2,856 for the year [1].",
     PIANOS, True),
    ("Each of the academy's 14 pianos will be tuned three times, so tuning will cost £2,756 for the year [1].",
     PIANOS, False),
    ("Servicing each of the club's 12 kayaks twice a year will cost £1,080 at the quoted rate [1].", KAYAKS, True),
    ("Servicing each of the club's 12 kayaks twice a year will cost £1,180 at the quoted rate [1].", KAYAKS, False),
    ("The band placed sixth of 11 in Grade 2 on 9 August 2025, an improvement on last year's result [1].", BAND, False),
    ("The band placed sixth of 11 in Grade 2 on 9 August 2025, a worse result than last year [1].", BAND, True),
])
def test_against_the_evidence(answer: str, source: str, passes: bool) -> None:
    assert bool(verify(answer, [source])["publishable"]) is passes
