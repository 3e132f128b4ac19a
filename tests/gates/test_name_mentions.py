"""A name is looked for by its plain form first and in its other ways after; a run of capitalised words is read
for an acronym only when it holds a missing name, in whichever passage writes the acronym."""

from report_workflow.gates.inputs import Evidence, Passage, Statement
from report_workflow.gates.names import missing_names, name_found


def _evidence(*texts: str) -> Evidence:
    return Evidence([Passage(text) for text in texts])


def test_a_name_missing_plainly_from_one_passage_is_found_in_another_way_in_the_next() -> None:
    evidence = _evidence("Troops landed in spring.", "The US sent troops.")
    assert name_found("U.S.", evidence)
    assert name_found("Chinese", _evidence("The treaty was signed.", "The factory is in China."))
    assert not name_found("Chinese", _evidence("The treaty was signed.", "The factory is in Chile."))


def test_a_plain_answer_and_an_answer_worked_out_are_remembered_alike() -> None:
    plain, other = Passage("The Dutch fleet sailed."), Passage("A fleet of the Netherlands sailed.")
    for _ in range(2):
        assert name_found("Dutch", Evidence([plain])) and name_found("Dutch", Evidence([other]))
        assert not name_found("Dutch", Evidence([Passage("A fleet sailed.")]))


def test_a_spelled_out_name_is_found_by_an_acronym_in_any_passage_dotted_or_not() -> None:
    statement = Statement("The International Monetary Fund cut its forecast.")
    assert missing_names(statement, _evidence("Forecasts were cut.", "The I.M.F. cut its forecast.")) == []
    assert missing_names(statement, _evidence("Forecasts were cut.", "The IMF cut its forecast.")) == []
    assert missing_names(statement, _evidence("The IM Fund cut its forecast.")) == [
        "International", "Monetary"]


def test_a_run_of_names_the_evidence_writes_does_not_spell_out_another_name() -> None:
    statement = Statement("Prime Minister Olaf Scholz met the Federal Reserve chair.")
    assert missing_names(statement, _evidence("Prime Minister Olaf Scholz met the FR chair.")) == []
    assert missing_names(statement, _evidence("Prime Minister Olaf Scholz met the chair.")) == [
        "Federal", "Reserve"]
