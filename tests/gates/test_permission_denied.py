"""A permission denied ("dogs are not allowed", "is never permitted") forbids, as "banned" does; told of something
the evidence allows, it still blocks."""

from __future__ import annotations

import pytest

from report_workflow import verify


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("Dogs are not allowed on the beach.", "Dogs are banned from the beach.", True),
    ("Dogs are not banned from the beach.", "Dogs are allowed on the beach.", True),
    ("Dogs are allowed on the beach.", "Dogs are banned from the beach.", False),
    ("Dogs are not allowed on the beach.", "Dogs are allowed on the beach.", False),
    ("Camping is never permitted in the dunes.", "Camping is prohibited in the dunes.", True),
])
def test_permission_denied(answer: str, source: str, passes: bool) -> None:
    assert bool(verify(answer, [source])["publishable"]) is passes
