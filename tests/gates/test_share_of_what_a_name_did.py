"""What a share is of ends where a name opens a clause of its own ("three in ten of the doughnuts Glaze & Co.
sold" is a share of doughnuts) or a preposition runs on ("half the district's wards since October" is of wards)."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("Three in ten of the doughnuts Glaze & Co. sold on the opening day of its sixth shop, in Rotherby, were the new rhubarb and custard flavour [1].",
     "Press release — Glaze & Co. opens in Rotherby. Glaze & Co., the Yorkshire doughnut chain, opened its sixth shop on Rotherby High Street on Saturday. The branch sold 1,250 doughnuts on launch day, of which 375 were the new rhubarb and custard flavour created for the opening.",
     None),
    ("Four in ten of the doughnuts Glaze & Co. sold on the opening day were the new rhubarb and custard flavour [1].",
     "Press release — Glaze & Co. opens in Rotherby. The branch sold 1,250 doughnuts on launch day, of which 375 were the new rhubarb and custard flavour created for the opening.",
     "FE"),
    ("Food waste rounds, running in half the district's wards since October 2023, gathered about 190 tonnes a month in their first six months [1].",
     "Food waste collections, introduced in October 2023 in three of the district's six wards, collected 1,150 tonnes in their first six months.",
     None),
    ("Just under a fifth of the outer-zone PCNs were cancelled after informal challenges [1].",
     "In the outer controlled parking zones, 3,180 PCNs were issued in 2023. Of these, 612 were cancelled following informal challenges.",
     None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
