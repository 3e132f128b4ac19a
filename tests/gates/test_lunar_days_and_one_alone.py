"""初三 after 正月 is a day of a lunar month, no figure (正月初三到十五 is no range of 3 to 15); 一 of "one thing
alone" (李家庄一个村就连演了五场) singles one out and counts nothing against the evidence's counts (六个村)."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("正月初三到十五，青云梆子剧团在附近六个村唱了二十六场，场均观众约一千五百人次[1]。",
     "今年正月初三至正月十五，青云梆子剧团在周边六个村巡演，共演出26场，观众累计约3.9万人次。",
     None),
    ("正月初三到十五，青云梆子剧团在附近六个村唱了二十八场[1]。",
     "今年正月初三至正月十五，青云梆子剧团在周边六个村巡演，共演出26场，观众累计约3.9万人次。",
     "FE"),
    ("李家庄一个村就连演了五场，为各村之最[1]。",
     "剧团在周边六个村巡演，共演出26场。其中在李家庄连演5场，为单村场次最多。",
     None),
    ("剧团在周边七个村巡演，共演出26场[1]。",
     "剧团在周边六个村巡演，共演出26场。其中在李家庄连演5场，为单村场次最多。",
     "FE"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
