"""FP011: a rise or fall claimed for every row of a table (every region, 各门店均) is refuted by a row of the table
that moved the other way between its two periods; over a table where every row moved so, it passes.

The rows are read as the gates see a whole table (every row a passage), as retrieval hands them over when a sentence
claims every row."""

from __future__ import annotations

import pytest

from report_workflow.gates.engine import check_sentence
from report_workflow.gates.inputs import Statement
from report_workflow.gates.majorities import row_movement, universal_movement
from report_workflow.gates.retrieval import cut_passages
from report_workflow.verify import verify

STORES = ("Store | 2023 visitors (000) | 2024 visitors (000)\nHarbourside | 812 | 905\nOld Town | 640 | 688\n"
          "Riverside | 455 | 431\nAirport | 390 | 402")
STORES_ALL_UP = STORES.replace("455 | 431", "415 | 431")
PLANTS_ZH = "工厂 | 2023年产量（万吨） | 2024年产量（万吨）\n华东厂 | 58 | 63\n华南厂 | 41 | 44\n西南厂 | 37 | 35"
PLANTS_ZH_ALL_UP = PLANTS_ZH.replace("37 | 35", "33 | 35")


def rules(answer: str, source: str) -> list[str]:
    return [finding.rule for finding in check_sentence(Statement(answer), cut_passages("1", source))]


def test_a_row_of_two_periods_is_read_with_which_way_it_moved() -> None:
    rows = [passage for passage in cut_passages("1", STORES) if passage.source_text is not None]
    assert [row_movement(row) for row in rows] == [1, 1, -1, 1]


@pytest.mark.parametrize(("text", "claim"), [
    ("Visitor numbers rose at every store in 2024.", ("every", 1)),
    ("All four stores saw visitor numbers fall.", ("All", -1)),
    ("各工厂2024年产量均有所增长。", ("各", 1)),
    ("Visitor numbers rose at most stores in 2024.", None),
    ("Not every store drew more visitors; visitor numbers rose overall.", None),
    ("平均产量增长了5%。", None),
    ("In every region, sales rose.", ("every", 1)),
    ("Sales rose and costs fell in every region.", ("every", -1)),
    ("Riverside was the only store where visitor numbers rose, and all four stores stayed above 300,000.", None),
    ("All four stations stayed above the WHO guideline.", None),
    ("华东厂产量增长，而各工厂产量均高于30万吨。", None),
])
def test_a_movement_claimed_for_every_row_is_read(text: str, claim: tuple[str, int] | None) -> None:
    assert universal_movement(text) == claim


@pytest.mark.parametrize(("answer", "source"), [
    ("Visitor numbers rose at every store in 2024.", STORES),
    ("Visitor numbers fell at every store in 2024.", STORES_ALL_UP),
    ("2024年各工厂产量均同比增长。", PLANTS_ZH),
])
def test_every_row_claimed_against_a_row_that_moved_the_other_way_blocks(answer: str, source: str) -> None:
    assert "FP011" in rules(answer, source)


@pytest.mark.parametrize(("answer", "source"), [
    ("Visitor numbers rose at every store in 2024.", STORES_ALL_UP),
    ("Visitor numbers rose at three of the four stores in 2024.", STORES),
    ("2024年各工厂产量均同比增长。", PLANTS_ZH_ALL_UP),
    ("2024年华东厂和华南厂产量同比增长。", PLANTS_ZH),
])
def test_every_row_claimed_where_every_row_moved_so_passes(answer: str, source: str) -> None:
    assert "FP011" not in rules(answer, source)


@pytest.mark.parametrize(("answer", "source", "publishable"), [
    ("Visitor numbers rose in 2024 at every store [1].", STORES, False),
    ("Visitor numbers rose in 2024 at every store [1].", STORES_ALL_UP, True),
    ("2024年各工厂产量均有所增长[1]。", PLANTS_ZH, False),
    ("2024年各工厂产量均有所增长[1]。", PLANTS_ZH_ALL_UP, True),
])
def test_verify_reads_every_row_for_a_sentence_naming_none(answer: str, source: str, publishable: bool) -> None:
    result = verify(answer, [source])
    assert result["publishable"] is publishable, result["sentence_results"]
