""""That year" and 同年 pointing back to the one year the sentence names (FN001 when the figure is the year before's,
its unit left to the figure before it: "2,650 hours in 2024, up from 2,100 the year before");
a thing sold as free of charge ("a free concert", 免费入园) where no evidence passage says it costs nothing (FE048)."""

from __future__ import annotations

import pytest

from report_workflow import verify

GAMELAN = ("Kayu Manis Gamelan Ensemble, annual report. The ensemble gave 14 performances in 2023, compared with 9 in "
           "2022. Workshops reached 1,150 schoolchildren in 2023, up from 870 the year before.")
TRUST = ("Woodland trust review. We planted 3,400 trees in 2024. Volunteers gave 2,650 hours in 2024, up from 2,100 "
         "the year before.")
ORCHARD = "合作社年报：2024年，红枣产量为1,860吨。2024年带动农户增收约900万元，上年为720万元。"
BAND = "Northgate Steel Band, summer news. The band will play at Northgate Park bandstand on Sunday 20 July from 2 pm."
FREE_BAND = "Northgate Steel Band will play a free concert at Northgate Park bandstand on Sunday 20 July from 2 pm."
PARK = "冰灯游园会开园时间为每日11:00至21:30，成人票价168元，1.2米以下儿童免票。"
MUSEUM = "县博物馆周一闭馆，周二至周日9:00至17:00开放，成人门票30元。"


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("The ensemble gave 14 performances in 2023, and its workshops reached 1,150 schoolchildren that year [1].",
     GAMELAN, True),
    ("The ensemble gave 14 performances in 2023, and its workshops reached 870 schoolchildren that year [1].",
     GAMELAN, False),
    ("The trust planted 3,400 trees in 2024, and volunteers gave 2,650 hours that year [1].", TRUST, True),
    ("The trust planted 3,400 trees in 2024, and volunteers gave 2,100 hours that year [1].", TRUST, False),
    ("2024年合作社红枣产量为1860吨，同年带动农户增收约900万元[1]。", ORCHARD, True),
    ("2024年合作社红枣产量为1860吨，同年带动农户增收约720万元[1]。", ORCHARD, False),
    ("Northgate Steel Band plays a free concert at Northgate Park bandstand on 20 July from 2 pm [1].", FREE_BAND, True),
    ("Northgate Steel Band plays a free concert at Northgate Park bandstand on 20 July from 2 pm [1].", BAND, False),
    ("一米二以下的儿童可免费入园[1]。", PARK, True),
    ("县博物馆周二至周日免费开放[1]。", MUSEUM, False),
])
def test_against_the_evidence(answer: str, source: str, passes: bool) -> None:
    assert bool(verify(answer, [source])["publishable"]) is passes
