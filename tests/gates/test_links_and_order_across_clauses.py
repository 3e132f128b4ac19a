"""Who belongs where, what came first and what caused what: a person after a body's quoted name (来自“骰子部落”的选手周逸
凡) belongs to it (FN011); a month after 同年 takes the year before it, and an amount inside an event (抽头获利1.2万元之后)
is no point in time (FP009); a cause the evidence gives for another effect is not the cause of this one (FE023); a
group an opening phrase names ("In the junior categories, riders must …; senior riders may …") limits the rule
(FE037)."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

LEAGUE = "来自“骰子部落”的选手周逸凡获得《卡坦岛》项目冠军，“方桌研究所”的林晓获得《璀璨宝石》项目冠军。"
COURT = "法院审理查明，刘某先于2023年5月因容留赌博被公安机关行政处罚，后于同年9月再次在其棋牌室组织赌博活动，抽头获利1.2万元。"
FLOWERS = ("芳菲花艺工作室负责人介绍，本月该店插花体验课报名人数较上月增加约一倍。另据市花卉批发市场介绍，受情人节临近影响，"
           "本月玫瑰批发价较上月上涨约40%。")
LIDO = ("Ticket sales at the lido doubled in June. Separately, the kiosk said ice-cream sales rose because of the warm "
        "weather.")
RULES = ("In the junior categories (under 14), riders must compete on a hobby horse they have made themselves; senior "
         "riders may use bought horses.")

CASES = [
    ("代表“方桌研究所”出战的周逸凡拿下《卡坦岛》项目冠军。", LEAGUE, "FN011"),
    ("来自“骰子部落”的周逸凡拿下《卡坦岛》项目冠军。", LEAGUE, None),
    ("法院查明，刘某在棋牌室组织赌博、抽头获利1.2万元之后，又因容留赌博被公安机关行政处罚。", COURT, "FP009"),
    ("刘某先因容留赌博被公安机关行政处罚，之后又在棋牌室组织赌博、抽头获利1.2万元。", COURT, None),
    ("受情人节带动，芳菲花艺工作室本月插花体验课报名人数比上月增加约一倍。", FLOWERS, "FE023"),
    ("受情人节临近影响，本月玫瑰批发价较上月上涨约四成。", FLOWERS, None),
    ("Because of the warm weather, ticket sales at the lido doubled in June.", LIDO, "FE023"),
    ("Ice-cream sales at the kiosk rose because of the warm weather.", LIDO, None),
    ("Every rider must compete on a hobby horse they have made themselves.", RULES, "FE037"),
    ("In the junior categories, riders must compete on a hobby horse they have made themselves.", RULES, None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_link(answer: str, source: str, rule: str | None) -> None:
    assert_verdict(answer, source, rule)
