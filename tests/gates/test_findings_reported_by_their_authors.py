"""Who reports a finding ("The authors conclude that", "researchers found that") names no part of it, so the finding
is set against the evidence clause it restates, and a hedge that clause keeps ("may reduce") blocks a certain
restatement (FD002); the hedge kept passes."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

ABSTRACT = ("In this pilot study, 48 adults aged 65-80 were randomised to twice-weekly tai chi classes or usual "
            "activity for 12 weeks. The results suggest that tai chi may reduce fall risk, but a larger trial is "
            "needed.")

CASES = [
    ("The authors conclude that tai chi reduces the risk of falls in older adults.", ABSTRACT, False),
    ("The researchers found that tai chi reduces the risk of falls in older adults.", ABSTRACT, False),
    ("The authors conclude that tai chi may reduce the risk of falls in older adults.", ABSTRACT, True),
]


@pytest.mark.parametrize(("answer", "source", "publishable"), CASES)
def test_findings_reported_by_their_authors(answer: str, source: str, publishable: bool) -> None:
    result = verify(answer, source)
    assert result["publishable"] is publishable
    assert ("FD002" in fired(result)) is not publishable
