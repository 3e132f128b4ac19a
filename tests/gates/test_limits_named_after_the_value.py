"""A value the sentence names as a limit right after it ("the airline's 23 kg limit", 合同约定的2%上限) restates an
evidence bound on that side ("no more than 23 kg", 不高于2%); another value so named still blocks (FE004)."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

CONTRACT = "经检测，该批白果霉变粒率为6.8%，超过合同约定的不高于2%的标准。"
BAGGAGE = "Checked bags must weigh no more than 23 kg each."
FLOOR = "最低收费不低于50元。"

CASES = [
    ("该批白果霉变粒率达6.8%，超过了合同约定的2%上限。", CONTRACT, True),
    ("该批白果霉变粒率达6.8%，超过了合同约定的3%上限。", CONTRACT, False),
    ("Each checked bag must stay within the 23 kg limit.", BAGGAGE, True),
    ("Each checked bag must stay within the 25 kg limit.", BAGGAGE, False),
    ("收费设有50元下限。", FLOOR, True),
    ("收费设有60元下限。", FLOOR, False),
]


@pytest.mark.parametrize(("answer", "source", "publishable"), CASES)
def test_limits_named_after_the_value(answer: str, source: str, publishable: bool) -> None:
    result = verify(answer, source)
    assert result["publishable"] is publishable
    assert ("FE004" in fired(result)) is not publishable
