"""The force a clause gives a rule (forbidden, advised against, required, recommended), read on its own side: a ban
told as advice or advice as a ban blocks (FD006), the same force in other words passes, and a rule lifted ("no
longer required", 不再禁止) or a clause giving two forces gives none."""

from __future__ import annotations

import pytest

from report_workflow.gates.obligations import asks
from report_workflow.verify import verify
from tests.support import fired


@pytest.mark.parametrize(("text", "forces"), [
    ("Dogs are banned from the beach.", ["forbidden"]),
    ("Visitors are advised not to feed the ducks.", ["advised against"]),
    ("Helmets are mandatory for all riders.", ["required"]),
    ("Riders are encouraged to wear helmets.", ["recommended"]),
    ("景区全线栈道严禁吸烟。", ["forbidden"]),
    ("不建议携带宠物入园。", ["advised against"]),
    ("所有游客必须佩戴头盔。", ["required"]),
    ("倡导游客绿色出行。", ["recommended"]),
    ("Helmets are no longer required.", []),
    ("自即日起不再禁止钓鱼。", []),
    ("Helmets are mandatory, and gloves are recommended.", ["required", "recommended"]),
    ("Helmets must be worn but are not recommended for children.", []),
    ("The lake is popular with swimmers.", []),
])
def test_the_force_of_a_rule(text: str, forces: list[str]) -> None:
    assert [force for force, _, _ in asks(text)] == forces


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("Dogs are discouraged on the beach in summer [1].", "Dogs are banned from the beach in summer.", False),
    ("Dogs are prohibited on the beach in summer [1].", "Dogs are banned from the beach in summer.", True),
    ("Gloves are required for all riders [1].", "Helmets are mandatory, and gloves are recommended for all riders.",
     False),
    ("Helmets are required for all riders [1].", "Helmets are mandatory, and gloves are recommended for all riders.",
     True),
    ("园区不鼓励游客携带宠物[1]。", "园区内禁止携带宠物，导盲犬除外。", False),
    ("园区内不准携带宠物，导盲犬除外[1]。", "园区内禁止携带宠物，导盲犬除外。", True),
])
def test_a_rule_keeps_its_force(answer: str, source: str, passes: bool) -> None:
    result = verify(answer, {"1": source})
    assert bool(result["publishable"]) is passes, result["sentence_results"][0]["reason"]
    assert passes or "FD006" in fired(result)
