"""Margins told in other ways: a small count in words beside digits ("2A (two looping yo-yos)") is no score of a
side; "further than" is more distance; "beating by 2.5 metres the record she set" names the record after the margin;
多减 is a larger fall (比对照组多减1.5毫米)."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

YOYO = "2A (two looping yo-yos): 1st Ferne Akintola 79.2; 2nd Callum Rees 74.6."
EGGS = ("The pairs event was won by Team Yolkshire, who completed a catch at 71.2 metres without breaking the egg. "
        "Runners-up Scrambled Legs managed 66.0 metres.")
WELLY = ("Sarah Okafor retained her title with a throw of 42.6 metres. That broke the women's course record of 40.1 "
         "metres she set last year.")
TRIAL = "结果 干预组胼胝厚度平均减少1.8毫米，对照组减少0.3毫米；两组足部溃疡发生率差异无统计学意义。"

CASES = [
    ("Ferne Akintola beat Callum Rees by 4.6 points.", YOYO, None),
    ("Ferne Akintola beat Callum Rees by 5.6 points.", YOYO, "FE001"),
    ("Team Yolkshire won with a catch at 71.2 metres, 5.2 metres further than runners-up Scrambled Legs.", EGGS, None),
    ("Team Yolkshire won with a catch at 71.2 metres, 6.2 metres further than runners-up Scrambled Legs.", EGGS,
     "FE001"),
    ("Sarah Okafor kept her title with a throw of 42.6 m, beating by two and a half metres the women's course record "
     "she had set the year before.", WELLY, None),
    ("Sarah Okafor kept her title with a throw of 42.6 m, beating by three and a half metres the women's course "
     "record she had set the year before.", WELLY, "FE001"),
    ("干预组胼胝厚度平均减少1.8毫米，比对照组多减1.5毫米。", TRIAL, None),
    ("干预组胼胝厚度平均减少1.8毫米，比对照组多减1.2毫米。", TRIAL, "FE001"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_margin(answer: str, source: str, rule: str | None) -> None:
    assert_verdict(answer, source, rule)
