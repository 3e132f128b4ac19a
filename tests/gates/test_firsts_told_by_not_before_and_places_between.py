"""A first the evidence tells as "had not used … before" ("a band the club was using for the first time"); a bare
"from" sets an earlier reading against a figure only right before it ("rose to 1,284 from 1,037"), not one naming a
place between ("1,284 contacts, operating from Beacon Hill with three stations")."""

from __future__ import annotations

import pytest

from report_workflow import verify

RADIO = ("Harlow Vale Amateur Radio Society newsletter. Field Day 2024: the society logged 1,284 contacts over the "
         "24-hour Field Day, operating from Beacon Hill with three stations. Last year's total, from the same site, "
         "was 1,037. Forty-one of this year's contacts were made on 6 metres, a band the club had not used on Field "
         "Day before.")
SHOW = "Ravensmoor Show report. The show featured a sheepdog trial, held at Ravensmoor for many years."
ZH = "合作社今年首次尝试直播销售红枣，三场直播共卖出1,200箱。"


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("41 of the contacts came on 6 metres, a band the club was using at Field Day for the first time [1].", RADIO,
     True),
    ("The Ravensmoor show held a sheepdog trial for the first time [1].", SHOW, False),
    ("The society made 247 more Field Day contacts than the year before, logging 1,284 [1].", RADIO, True),
    ("The society made 257 more Field Day contacts than the year before, logging 1,284 [1].", RADIO, False),
    ("合作社今年首次尝试直播销售红枣[1]。", ZH, True),
])
def test_against_the_evidence(answer: str, source: str, passes: bool) -> None:
    assert bool(verify(answer, [source])["publishable"]) is passes
