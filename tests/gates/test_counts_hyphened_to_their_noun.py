"""A figure hyphened to what it counts ("the 12-band Grade 3 contest") is the count the evidence gives of that
("Twelve bands competed"), not a figure moved from the place column of a results table."""

from __future__ import annotations

from report_workflow import verify

RESULTS = """Ardmore Highland Games - Pipe Band Contest, Grade 3, 10 August 2024. Twelve bands competed.

| Place | Band |
|---|---|
| 1 | Strathkeir & District |
| 2 | Innisfree Caledonian |
| 3 | Balmerry Pipe Band |
"""


def test_a_count_hyphened_to_its_noun() -> None:
    answer = ("Balmerry Pipe Band finished behind only Strathkeir & District and Innisfree Caledonian in the 12-band "
              "Grade 3 contest at Ardmore on 10 August 2024 [1].")
    assert verify(answer, [RESULTS])["publishable"]


def test_a_wrong_count_hyphened_to_its_noun_blocks() -> None:
    answer = ("Balmerry Pipe Band finished behind only Strathkeir & District and Innisfree Caledonian in the 14-band "
              "Grade 3 contest at Ardmore on 10 August 2024 [1].")
    assert not verify(answer, [RESULTS])["publishable"]
