"""Three worked figures: a margin over a side named by its place and then by name ("2,470 more than the next best, Tom
Hollis" over a table of breaks); the last day of an event given by its first day and its length in days (1月18日开幕，
会期三天: 1月20日); and a share of a whole the sentence itself works out (本周苋菜合计成交140吨，其中红苋菜约占六成 over
86 and 54 tonnes), its part named by a word the whole's clause lacks."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

BREAKS = """Top break scorers, 2024-25.

| Player | Team | Highest break |
|---|---|---|
| Ruth Amesbury | Crown & Anchor | 14,320 |
| Tom Hollis | The Plough | 11,850 |
| Gwen Marsh | Red Lion | 9,410 |"""
FAIR = "第十二届慈姑交易会定于2025年1月18日（星期六）上午九时在县农产品物流园开幕，会期三天。"
MARKET = "本周红苋菜交易量为86吨，绿苋菜交易量为54吨。"

CASES = [
    ("Ruth Amesbury posted the highest break, some 2,470 more than the next best, Tom Hollis.", BREAKS, None),
    ("Ruth Amesbury posted the highest break, some 2,740 more than the next best, Tom Hollis.", BREAKS, "FE001"),
    ("交易会1月18日开幕，会期三天，到1月20日结束。", FAIR, None),
    ("交易会1月18日开幕，会期三天，到1月21日结束。", FAIR, "FE006"),
    ("本周苋菜合计成交140吨，其中红苋菜约占六成。", MARKET, None),
    ("本周苋菜合计成交140吨，其中红苋菜约占四成。", MARKET, "FE001"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_worked_figure(answer: str, source: str, rule: str | None) -> None:
    assert_verdict(answer, source, rule)
