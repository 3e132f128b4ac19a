"""A fraction in words "just over" a share holds a value up to three twentieths above it ("just over a quarter" for
18 of 64, 28.1%); 后者是前者的N倍 is the latter of the sentence's two figures over the former; an English relative
clause none of whose three or more words the evidence holds, after words it states, adds a detail (FE025)."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

GUILD = "This year 64 pieces will be on display, 18 of them made by junior members aged under 16."
PRICES = """| 品类 | 收购价 |
|---|---|
| 黄纸板 | 1,650元/吨 |
| 易拉罐（铝） | 9,800元/吨 |"""
WALK = ("Friends of Colne Meadows - bat walk, Thursday 15 August. Meet at the Mill Lane gate at 20:15. The walk lasts "
        "about 90 minutes on level gravel paths, about 1.5 km in total. Please bring a torch.")

CASES = [
    ("Just over a quarter of the 64 pieces on display were made by junior members.", GUILD, None),
    ("Just over a third of the 64 pieces on display were made by junior members.", GUILD, "FE"),
    ("今天收黄纸板每公斤1.65元，收铝制易拉罐每公斤9.8元，后者大约是前者的六倍。", PRICES, None),
    ("今天收黄纸板每公斤1.65元，收铝制易拉罐每公斤9.8元，后者大约是前者的五倍。", PRICES, "FE001"),
    ("The Friends of Colne Meadows bat walk on Thursday 15 August leaves the Mill Lane gate at 8.15pm and follows a "
     "level 1.5 km route that is suitable for wheelchair users.", WALK, "FE025"),
    ("The Friends of Colne Meadows bat walk on Thursday 15 August leaves the Mill Lane gate at 8.15pm and follows a "
     "level 1.5 km route.", WALK, None),
    ("The Friends of Colne Meadows bat walk on Thursday 15 August follows a walk that lasts about 90 minutes.", WALK,
     None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str, rule: str | None) -> None:
    assert_verdict(answer, source, rule)


GUILD_MINUTES = ("Minutes of the committee, 6 February. Following the member survey (41 responses), the committee "
                 "agreed to propose moving monthly meetings from Tuesday to Thursday evenings. The proposal will be "
                 "put to the AGM on 19 March.")
QUILTS = "The show has 48 quilts on display, 13 of them made by members aged under 18."

STAGES_AND_GROUPS = [
    ("The guild has moved its monthly meetings from Tuesday to Thursday evenings.", GUILD_MINUTES, "FE028"),
    ("The guild's committee has proposed moving its monthly meetings from Tuesday to Thursday evenings.",
     GUILD_MINUTES, None),
    ("Thirteen of the 48 quilts on show were made by members under 18.", QUILTS, None),
    ("Thirteen of the 48 quilts on show were made by members under 16.", QUILTS, "FN008"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), STAGES_AND_GROUPS)
def test_stage_and_age_group(answer: str, source: str, rule: str | None) -> None:
    """"Has moved its meetings" tells a change made, which a proposal is not (FE028); "members under 18" names an
    age group as "members aged under 18" does (FN008)."""
    assert_verdict(answer, source, rule)