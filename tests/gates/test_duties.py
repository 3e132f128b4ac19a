"""FN013: who is responsible for what (由A负责B, B由A负责, A负责B; "A is responsible for B", "B is the responsibility
of A") is read from the evidence; a duty given to a party the evidence gives another duty blocks, where the evidence
gives that duty to a party the sentence does not name."""

from __future__ import annotations

import pytest

from report_workflow.gates.duties import duties
from report_workflow.verify import verify
from tests.support import fired

TREES = ("《利川市水杉原生母树保护实施细则》将于2025年1月1日起施行。细则规定，全市5700余株水杉原生母树由所在村的村民委员会负责"
         "日常管护，市林业局负责技术指导和监督检查。")
BRIDGE = ("Routine maintenance of the footbridge is the responsibility of the parish council, while the county "
          "council remains responsible for structural inspections.")


@pytest.mark.parametrize(("text", "pairs"), [
    ("全市水杉原生母树由所在村的村民委员会负责日常管护，市林业局负责技术指导和监督检查。",
     [("所在村的村民委员会", "日常管护"), ("市林业局", "技术指导和监督检查")]),
    ("日常管护由市林业局负责", [("市林业局", "")]),
    ("The county council remains responsible for structural inspections.",
     [("The county council", "structural inspections")]),
    ("市林业局不负责日常管护", []),
])
def test_duties_read(text: str, pairs: list[tuple[str, str]]) -> None:
    found = [(party, duty) for _, _, party, duty in duties(text)]
    assert [party for party, _ in found] == [party for party, _ in pairs]
    assert all(duty.startswith(expected) for (_, duty), (_, expected) in zip(found, pairs))


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("按照实施细则，利川市五千七百余株水杉原生母树的日常管护由市林业局负责[1]。", TREES, False),
    ("按照实施细则，利川市五千七百余株水杉原生母树的日常管护由所在村的村民委员会负责[1]。", TREES, True),
    ("市林业局负责水杉原生母树保护的技术指导和监督检查[1]。", TREES, True),
    ("The county council is responsible for routine maintenance of the footbridge [1].", BRIDGE, False),
    ("The parish council is responsible for routine maintenance of the footbridge [1].", BRIDGE, True),
])
def test_a_duty_given_to_another_party(answer: str, source: str, passes: bool) -> None:
    result = verify(answer, {"1": source})
    assert bool(result["publishable"]) is passes, result["sentence_results"][0]["reason"]
    assert passes or "FN013" in fired(result)
