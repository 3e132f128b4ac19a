"""A Chinese clause about the rest of what the clause before sets apart (其余时段, 其他区域) is read against the
evidence's own clause about the rest: 其余时段照常开放 over 暂停开放，其余时段正常接待游客 affirms what the evidence
affirms, not what its exception denies; a rest the sentence denies is still read against the denial."""

from __future__ import annotations

import pytest

from report_workflow.gates.polarity import _rest_told_plainly
from report_workflow.verify import verify
from tests.support import fired

MUSEUM = "施工期间，博物馆每日9:00—15:00暂停开放，其余时段正常接待游客。"


@pytest.mark.parametrize(("text", "plain"), [
    ("每日9:00—15:00暂停开放，其余时段正常接待游客。", True),
    ("每日9:00—15:00暂停开放，其余时段不接待游客。", False),
    ("每日9:00—15:00暂停开放。", False),
])
def test_the_rest_told_plainly(text: str, plain: bool) -> None:
    assert _rest_told_plainly(text) is plain


@pytest.mark.parametrize(("answer", "passes"), [
    ("施工期间，博物馆每日9:00至15:00暂停开放，其余时段照常开放[1]。", True),
    ("施工期间，博物馆其余时段照常开放[1]。", True),
    ("施工期间，博物馆全天照常开放[1]。", False),
])
def test_verdicts(answer: str, passes: bool) -> None:
    result = verify(answer, {"1": MUSEUM})
    assert bool(result["publishable"]) is passes, result["sentence_results"][0]["reason"]
    assert passes or fired(result)
