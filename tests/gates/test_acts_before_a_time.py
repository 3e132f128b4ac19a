"""签约前 ("before signing") in a sentence keeps the 在签约前 of the evidence: the act is still to come on both
sides; 截至宣判前 ("as of the verdict") tells no act to come."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("协会建议签约前让商家把项目和单价写在纸面上[1]。",
     "协会认为，这可能与部分平台未在下单时明确计价方式有关。协会建议消费者在签约前要求商家书面列明服务项目和单价。",
     None),
    ("截至宣判时，仍有约3400万元未归还[1]。",
     "法院昨日作出一审宣判。截至宣判前，尚有约三千四百万元未能归还。",
     None),
    ("双方已经签约，合作将于明年启动[1]。",
     "双方将在签约前完成尽职调查，合作预计明年启动。",
     "F"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str, rule: str | None) -> None:
    assert_verdict(answer, source, rule)
