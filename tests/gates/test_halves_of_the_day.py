"""FE020 and the half of the day a time is told in: 上午九点至下午五点 restates 9:00至17:00 and "from seven in the
morning" restates 07:00, so 上午, 下午 and "in the morning" are how the times are written, not content the evidence
must word. A wrong time still blocks on its figure."""

from __future__ import annotations

import pytest

from report_workflow.gates.coverage import _figure_wording
from report_workflow.gates.inputs import Statement
from report_workflow.verify import verify
from tests.support import fired

FAIR = "第九届江南根艺精品展将于10月1日至10月7日举办，展出根雕作品126件。展期内每天9:00至17:00开放，免费参观。"


def test_the_half_of_the_day_is_figure_wording() -> None:
    assert {"上午", "下午"} <= _figure_wording(Statement("每天上午九点至下午五点开放"))


@pytest.mark.parametrize(("answer", "passes"), [
    ("根艺精品展每天上午九点至下午五点开放，免费参观[1]。", True),
    ("根艺精品展每天上午九点至下午六点开放，免费参观[1]。", False),
])
def test_verdicts(answer: str, passes: bool) -> None:
    result = verify(answer, {"1": FAIR})
    assert bool(result["publishable"]) is passes, result["sentence_results"][0]["reason"]
    assert passes or "FE006" in fired(result) or "FE001" in fired(result)
