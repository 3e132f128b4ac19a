"""A winning margin worked out from the score the evidence gives the win with: "beat Ashdown Vale 38–24" states a
14-point win for the side named before "beat", and 以87比76战胜 one of 11 for the side named before 以."""

from __future__ import annotations

import pytest

from report_workflow import verify

FINAL = "Kelso Harriers beat Ashdown Vale 38–24 in the county final at Riverside Park on Saturday."
DERBY = "The Harbour City Rollers beat the Millbrook Maulers 212-167 in the league final."
CUP = "市篮球联赛决赛昨晚举行，青石队以87比76战胜临江队，夺得本赛季冠军。"


def _passes(answer: str, source: str) -> bool:
    return bool(verify(answer, [source])["publishable"])


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("Kelso Harriers won the county final by 14 points.", FINAL, True),
    ("Kelso Harriers took the title with a 14-point win over Ashdown Vale.", FINAL, True),
    ("Kelso Harriers won with a winning margin of 14.", FINAL, True),
    ("Harbour City won the final by 45 points.", DERBY, True),
    ("青石队净胜对手十一分，夺得冠军。", CUP, True),
    ("青石队净胜11分。", CUP, True),
    ("Kelso Harriers won the county final by 16 points.", FINAL, False),
    ("Harbour City won the final by 44 points.", DERBY, False),
    ("青石队净胜十三分。", CUP, False),
])
def test_a_margin_is_the_difference_of_the_winning_score(answer: str, source: str, passes: bool) -> None:
    assert _passes(answer, source) is passes


@pytest.mark.parametrize(("answer", "source"), [
    ("Ashdown Vale took the title with a 14-point win over Kelso Harriers.", FINAL),
    ("Millbrook won the final by 45 points.", DERBY),
    ("临江队净胜11分。", CUP),
])
def test_the_margin_belongs_to_the_side_the_evidence_names_as_winner(answer: str, source: str) -> None:
    assert not _passes(answer, source)
