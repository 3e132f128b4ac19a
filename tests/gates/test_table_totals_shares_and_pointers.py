"""Readings of a table a sentence works with: a column's total where the clause names no row by every word of its
key ("bat passes" over a row "Daubenton's bat"); the share of the rows a clause names and counts ("about 86% of them
from the two pipistrelle species", the two rows sharing the most words with it); a comparison whose side points
back with 它 to the row named before (尽管它的回收箱比青云区少四十五个); and a rank read against the column sharing the
most terms with its clause (回收量最多 is of 回收量（吨）, not 回收箱数量（个）)."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify

BATS = """Passes were recorded on handheld detectors by 22 walkers over a 90-minute walk.

| Species | Passes recorded |
|---|---|
| Common pipistrelle | 214 |
| Soprano pipistrelle | 96 |
| Daubenton's bat | 38 |
| Noctule | 12 |"""
FROGS = """| Species | Sightings |
|---|---|
| Common green frog | 120 |
| Marsh green frog | 70 |
| Brown tree frog | 45 |
| Toad | 15 |"""
BINS = """| 区 | 回收箱数量（个） | 回收量（吨） |
|---|---|---|
| 青云区 | 320 | 186 |
| 河西区 | 275 | 212 |
| 新港区 | 190 | 97 |"""

CASES = [
    ("The 22 walkers logged 360 bat passes over the walk.", BATS, True),
    ("The 22 walkers logged 380 bat passes over the walk.", BATS, False),
    ("The walkers logged 360 passes, about 86% of them from the two pipistrelle species.", BATS, True),
    ("The walkers logged 360 passes, about 80% of them from the two pipistrelle species.", BATS, False),
    ("The walkers logged 360 passes, about 60% of them from the common pipistrelle.", BATS, True),
    ("The walkers logged 360 passes, about 70% of them from the common pipistrelle.", BATS, False),
    ("Volunteers logged 250 sightings, about 76% of them from the two green frog species.", FROGS, True),
    ("Volunteers logged 250 sightings, about 94% of them from the two green frog species.", FROGS, False),
    ("河西区旧衣回收量最多，达212吨，尽管它的回收箱比青云区少四十五个。", BINS, True),
    ("河西区旧衣回收量最多，达212吨，尽管它的回收箱比青云区少五十五个。", BINS, False),
    ("青云区旧衣回收量最多，达186吨。", BINS, False),
    ("青云区的回收箱数量最多。", BINS, True),
]


@pytest.mark.parametrize(("answer", "source", "publishable"), CASES)
def test_table_reading(answer: str, source: str, publishable: bool) -> None:
    result = verify(answer, source)
    assert result["publishable"] is publishable, result["sentence_results"]


def test_the_rank_is_of_the_column_its_clause_names() -> None:
    reason = next(sentence["reason"] for sentence in verify("青云区旧衣回收量最多，达186吨。", BINS)["sentence_results"]
                  if sentence["rule"] == "FP008")
    assert "212" in reason and "320" not in reason
