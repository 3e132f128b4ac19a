"""A Chinese rate named by the word of what it counts (合格率, 成活率) is the count the passage names by that word right
before it (检验合格156批次) over the count it gives as the total (共抽检160批次); a wrong rate blocks (FE001)."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

SAMPLES = "本季度共抽检茄子样品160批次，检验合格156批次。"
SEEDLINGS = "合作社去年春季共栽植木瓜苗2400株，成活2160株。"

CASES = [
    ("本季度茄子抽检合格率为97.5%。", SAMPLES, True),
    ("本季度茄子抽检合格率为96.5%。", SAMPLES, False),
    ("木瓜苗成活率达到90%。", SEEDLINGS, True),
    ("木瓜苗成活率达到92%。", SEEDLINGS, False),
]


@pytest.mark.parametrize(("answer", "source", "publishable"), CASES)
def test_rates_named_by_their_word(answer: str, source: str, publishable: bool) -> None:
    result = verify(answer, source)
    assert result["publishable"] is publishable
    assert ("FE001" in fired(result)) is not publishable
