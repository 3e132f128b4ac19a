"""零下 before a figure makes it negative; a Chinese comparison stating the figure compared with (比1日早晨的5.3℃低了
9.4℃) gives a difference, worked out between the sentence's two figures of one unit even where other figures stand
between them; 六成为 is 60% followed by 为; a first the sentence claims is looked for in every passage of its source."""

from __future__ import annotations

import pytest

from report_workflow import verify
from report_workflow.text import find_quantities

COLD = "据市气象台观测，12月3日清晨城区最低气温-4.1℃，为入冬以来最低。1日早晨城区气温为5.3℃。"
DEPOTS = "本月二号仓库出库3.2万件。一号仓库本月出库4.5万件，居各仓之首。"
FOREST = "林场通报：去年新造林地1,200亩，其中约七成为人工种植的杉木，其余为天然更新。"
BRONZES = "市博物馆本月推出青铜器特展，展品共41件，出土于2016年发掘的东山二号墓。展厅分为礼器、兵器两个单元。"


def _passes(answer: str, source: str) -> bool:
    return bool(verify(answer, [source])["publishable"])


@pytest.mark.parametrize(("text", "magnitude"), [
    ("零下4.1℃", -4.1),
    ("最低气温为零下2.6℃，", -2.6),
    ("-4.1℃", -4.1),
    ("约六成为人工种植", 6.0),
    ("约三成是", 3.0),
])
def test_figures_read(text: str, magnitude: float) -> None:
    assert [quantity.magnitude for quantity in find_quantities(text)] == [magnitude]


def test_one_before_cheng_wei_is_a_word() -> None:
    assert find_quantities("他一成为会员就退出了") == []


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("12月3日清晨城区最低气温为零下4.1℃，比1日早晨的5.3℃低了9.4℃。", COLD, True),
    ("12月3日清晨城区最低气温为零下4.1℃，比1日早晨的5.3℃低了1.2℃。", COLD, False),
    ("12月3日清晨城区最低气温为零下4.1℃，比1日早晨的5.3℃高了9.4℃。", COLD, False),
    ("12月3日清晨城区最低气温为4.1℃。", COLD, False),
    ("二号仓库本月出库3.2万件，比一号仓库的4.5万件少1.3万件。", DEPOTS, True),
    ("二号仓库本月出库3.2万件，比一号仓库的4.5万件多1.3万件。", DEPOTS, False),
    ("二号仓库本月出库3.2万件，比一号仓库的4.5万件少1.7万件。", DEPOTS, False),
    ("新造林地中约百分之七十是人工种植的杉木。", FOREST, True),
    ("新造林地中约百分之八十是人工种植的杉木。", FOREST, False),
    ("这批青铜器出自2016年发掘的东山二号墓，这是它们第一次集中亮相。", BRONZES + "本次为首次对外展示，展期三个月。", True),
    ("这批青铜器出自2016年发掘的东山二号墓，这是它们第一次集中亮相。", BRONZES + "展期三个月。", False),
])
def test_verdicts(answer: str, source: str, passes: bool) -> None:
    assert _passes(answer, source) is passes
