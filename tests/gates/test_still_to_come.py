"""FP001: "not yet" says something is still to come, and so does the future. "No date has been confirmed yet"
restates "the council will confirm a date"; over a past statement, or without "yet", the denial still
contradicts."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

WILL_PUBLISH = "The regulator will publish its decision on the merger after the consultation closes in May."
PUBLISHED = "The regulator published its decision on the merger after the consultation closed in May."
ZH_WILL_ANNOUNCE = "市教育局将在专家评估疫情形势后公布复课日期。"
ZH_ANNOUNCED = "市教育局已于周一公布复课日期。"


@pytest.mark.parametrize(("answer", "source"), [
    ("The regulator has not yet published its decision on the merger.", WILL_PUBLISH),
    ("No decision on the merger has been published yet.", WILL_PUBLISH),
    ("复课日期尚未公布。", ZH_WILL_ANNOUNCE),
    ("市教育局还没有公布复课日期。", ZH_WILL_ANNOUNCE),
])
def test_not_yet_restates_what_the_evidence_says_will_happen(answer: str, source: str) -> None:
    assert "FP001" not in fired(verify(answer, [source]))


@pytest.mark.parametrize(("answer", "source"), [
    ("The regulator has not yet published its decision on the merger.", PUBLISHED),
    ("The regulator will not publish its decision on the merger.", WILL_PUBLISH),
    ("复课日期尚未公布。", ZH_ANNOUNCED),
    ("市教育局不会公布复课日期。", ZH_WILL_ANNOUNCE),
])
def test_a_denial_of_what_happened_or_of_the_future_itself_blocks(answer: str, source: str) -> None:
    assert "FP001" in fired(verify(answer, [source]))


def test_a_past_participle_matches_the_verb_the_evidence_uses() -> None:
    source = ("Store unopened pens in a refrigerator at 2–8 °C. Do not freeze. Do not use a pen that has been frozen. "
              "Once opened, a pen may be kept at room temperature below 30 °C for up to 28 days.")
    answer = "Unopened pens belong in the fridge at 2–8 °C and must not be frozen; a frozen pen should not be used [1]."
    assert verify(answer, [source])["publishable"]
