"""A decade or century a sentence names for a year the evidence gives (see ``gates.year_spans``): "the early
1890s" restates "around 1892", 十八世纪后期 restates 1780年前后 and "an 18th-century chest" one made in 1765, in the
part of the span the sentence names; a span that does not hold the year blocks. "The 1700s" is a century, "the
1900s" the narrower decade; "his third century" of a cricket season stays an ordinal, and a span written as a whole
counts no years."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("The talking board probably dates from the early 1890s, curators say [1].",
     "Curators believe the talking board dates from around 1892, based on the lithography.",
     None),
    ("The talking board probably dates from the late 1890s, curators say [1].",
     "Curators believe the talking board dates from around 1892, based on the lithography.",
     "FE006"),
    ("The talking board probably dates from the 1880s, curators say [1].",
     "Curators believe the talking board dates from around 1892, based on the lithography.",
     "FE006"),
    ("碳十四测定显示罗盘木料年代在1780年左右，属十八世纪后期[1]。",
     "经碳十四测定，罗盘盘体木材的年代约为1780年前后。",
     None),
    ("碳十四测定显示罗盘木料年代属十七世纪后期[1]。",
     "经碳十四测定，罗盘盘体木材的年代约为1780年前后。",
     "FE006"),
    ("The museum's new acquisition is an 18th-century oak chest [1].",
     "The museum's new acquisition is an oak chest made in Dorset in 1765.",
     None),
    ("The museum's new acquisition is an oak chest from the 19th century [1].",
     "The museum's new acquisition is an oak chest made in Dorset in 1765.",
     "FE006"),
    ("The guitar maker was established in the 1800s [1].",
     "The guitar maker was established in 1833 in New York.",
     None),
    ("Harlow scored his third century of the season at Trent Bridge [1].",
     "Harlow scored his third century of the season at Trent Bridge, 112 off 140 balls.",
     None),
    ("The tavern was renamed the Century Inn when it was 100 years old [1].",
     "For a period in the early 1900s, the tavern was known as Central Hotel; it is now called the Century Inn.",
     "FE001"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
