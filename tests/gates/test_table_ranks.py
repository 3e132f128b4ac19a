"""FP008 over a table: a column of figures is a ranked list, though each row reaches the gates as a passage of its
own ("City: Avon; Avon Median rent: $1,450"), and a sentence ranking one row by a superlative is held to it."""

from __future__ import annotations

import pytest

from report_workflow.gates.engine import check_sentence
from report_workflow.gates.inputs import Passage, Statement
from report_workflow.gates.columns import own_names, table_column_figures
from report_workflow.readers.cells import row_statement
from report_workflow.verify import verify
from tests.support import fired

FARES = "Average fare, 2024\nAirline | Average fare\nBluewing | $212\nCoastal | $187\nNorthstar | $246"
INCOMES = "2023年人均可支配收入\n城市 | 人均可支配收入\n甲市 | 52,300元\n乙市 | 61,800元\n丙市 | 47,900元"

CASES = [
    # (answer, source, blocked)
    ("Bluewing charged the highest average fare in 2024, ahead of Coastal and Northstar.", FARES, True),
    ("Northstar charged the highest average fare in 2024, ahead of Bluewing and Coastal.", FARES, False),
    ("Of Bluewing, Northstar and Coastal, Bluewing had the highest average fare, while Coastal had the lowest.",
     FARES, True),
    ("Of Bluewing, Coastal and Northstar, Northstar had the highest average fare, while Coastal had the lowest.",
     FARES, False),
    ("2023年，甲市人均可支配收入最高，乙市和丙市次之。", INCOMES, True),
    ("2023年，乙市人均可支配收入最高，甲市和丙市次之。", INCOMES, False),
]


@pytest.mark.parametrize(("answer", "source", "blocked"), CASES)
def test_a_superlative_is_held_to_the_column_of_a_table(answer: str, source: str, blocked: bool) -> None:
    result = verify(answer, [source])
    assert ("FP008" in fired(result)) == blocked, result["sentence_results"]
    assert result["publishable"] != blocked, result["sentence_results"]


def _rows(headers: list[str], rows: list[list[object]]) -> list[Passage]:
    return [Passage(row_statement(headers, row), source_id="rents", source_text=" | ".join(map(str, row)))
            for row in rows]


def test_the_rows_a_sentence_cites_are_read_as_one_table() -> None:
    rows = _rows(["City", "Median rent ($)"], [["Avon", 1450], ["Brixton", 1620], ["Carlow", 1380]])
    statement = Statement("Avon had the highest median monthly rent.")
    assert "FP008" in [finding.rule for finding in check_sentence(statement, rows)]
    honest = Statement("Brixton had the highest median monthly rent.")
    assert "FP008" not in [finding.rule for finding in check_sentence(honest, rows)]


def test_a_row_passage_gives_each_figure_with_its_row_key_and_column() -> None:
    (row,) = _rows(["Region", "Revenue (£m)", "Staff"], [["North", 412, 35]])
    assert [(key, header, quantity.value) for key, header, quantity in table_column_figures(row)] == [
        ("North", "Revenue", 412_000_000), ("North", "Staff", 35),
    ]


def test_a_prose_passage_is_no_table_row() -> None:
    assert table_column_figures(Passage("City: Avon; Avon Median rent: $1,450")) == ()


@pytest.mark.parametrize(("keys", "names"), [
    (["星河X1", "星河X1 Pro", "星河X1 Lite"], {"星河X1 Pro": "Pro", "星河X1 Lite": "Lite"}),
    (["Vega Pro", "Vega Lite"], {"Vega Pro": "Pro", "Vega Lite": "Lite"}),
    (["Avon", "Brixton", "Carlow"], {}),
    (["Vega Pro"], {}),
])
def test_a_row_key_is_named_by_the_words_that_set_it_apart(keys: list[str], names: dict[str, str]) -> None:
    assert own_names(keys) == names

