"""Evidence saying the cause is still being studied (原因仍在调研分析中, 原因正在研究) leaves any cause the sentence
gives unsupported (FE023); a sentence giving the effect alone passes."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

EXPORTS = ("据百色市芒果产业协会统计，今年1至10月，全市芒果干出口量同比下降18%。协会秘书长表示，出口下降的具体原因仍在"
           "调研分析中，将于年底发布专题报告。")
YIELDS = "今年全县黑豆单产下降一成，减产原因正在研究，农技站将于下月公布结论。"

CASES = [
    ("受原料芒果减产影响，百色市今年1至10月芒果干出口量同比下降18%。", EXPORTS, False),
    ("百色市今年1至10月芒果干出口量同比下降18%，原因仍在调研。", EXPORTS, True),
    ("由于夏季持续干旱，今年全县黑豆单产下降一成。", YIELDS, False),
    ("今年全县黑豆单产下降一成，农技站将于下月公布原因。", YIELDS, True),
]


@pytest.mark.parametrize(("answer", "source", "publishable"), CASES)
def test_causes_still_being_studied(answer: str, source: str, publishable: bool) -> None:
    result = verify(answer, source)
    assert result["publishable"] is publishable
    assert ("FE023" in fired(result)) is not publishable
