"""FN009: an act the evidence tells of one named party told of another it names elsewhere. The act must be told
by most words of the sentence's clause and by one evidence clause only; the name must open both clauses."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

MATCH = ("Ashford City 2-1 Wexley Athletic. Dani Okafor gave City the lead on 23 minutes with a low drive from the edge "
         "of the box. City substitute Marco Ruiz headed in the winner from a corner in the 88th minute.")
LOUGHS = ("Mussels from the Loch Carran rope farm have been cleared for sale. Harvesting at the nearby Loch Beag site "
          "remains suspended. Corvale Pharma Ltd is recalling four batches of tablets.")
PRIZES = ("Professor Helen Achebe received the 2024 Lister Medal for her work on antibiotic resistance. Dr Tomas Varga "
          "received the Young Investigator Award for a new rapid test for sepsis.")


@pytest.mark.parametrize(("answer", "source"), [
    ("Okafor then headed in an 88th-minute winner from a corner.", MATCH),
    ("Varga received the 2024 Lister Medal for work on antibiotic resistance.", PRIZES),
    ("Mussels from the Loch Beag rope farm have been cleared for sale.", LOUGHS),
])
def test_an_act_given_to_another_named_party_blocks(answer: str, source: str) -> None:
    result = verify(answer, [source])
    assert "FN009" in fired(result), result["sentence_results"]


@pytest.mark.parametrize(("answer", "source"), [
    ("Ruiz then headed in an 88th-minute winner from a corner.", MATCH),
    ("Okafor gave City the lead after 23 minutes.", MATCH),
    ("Achebe received the 2024 Lister Medal for work on antibiotic resistance.", PRIZES),
    ("The 2024 Lister Medal went to work on antibiotic resistance.", PRIZES),
    ("Varga's rapid test for sepsis won the Young Investigator Award.", PRIZES),
    ("Mussels from the Loch Carran rope farm have been cleared for sale.", LOUGHS),
    ("Corvale Pharma is recalling four batches of tablets.", LOUGHS),
])
def test_an_act_given_to_its_own_party_or_to_none_passes(answer: str, source: str) -> None:
    result = verify(answer, [source])
    assert "FN009" not in fired(result), result["sentence_results"]


def test_the_reason_names_both_parties_in_full() -> None:
    result = verify("Okafor then headed in an 88th-minute winner from a corner.", [MATCH])
    reason = result["sentence_results"][0]["reason"]
    assert "to Marco Ruiz, not to Okafor" in reason, reason


def test_a_day_is_no_party() -> None:
    source = "The bank said on Wednesday it would buy bonds to contain yields. Tuesday's auction drew weak demand."
    result = verify("The bank said on Tuesday it would buy bonds to contain yields.", [source])
    assert "FN009" not in fired(result), result["sentence_results"]


ALLOTMENTS = ("The Allotments Officer reported that the waiting list stood at 412 households on 1 March 2024, compared "
              "with 287 on 1 March 2023. Marlow Vale Town Council manages 168 full-size plots.")


def test_a_name_written_as_an_owner_does_not_act() -> None:
    # "Marlow Vale's allotment waiting list lengthened": the list lengthened, Marlow Vale did nothing
    answer = "Marlow Vale's allotment waiting list lengthened by 125 households in a year, to 412 by March 2024."
    assert "FN009" not in fired(verify(answer, [ALLOTMENTS]))


ACCENTED_MATCH = MATCH.replace("2-1", "2\u20131").replace("Okafor", "Okaf\u00f3r")


@pytest.mark.parametrize(("answer", "blocks"), [
    ("Okaf\u00f3r then headed in an 88th\u2011minute winner from a corner.", True),
    ("Okaf\u00f3r then headed in an 88th-minute winner from a corner.", True),
    ("Ruiz then headed in an 88th\u2011minute winner from a corner.", False),
])
def test_text_beyond_ascii_is_read_alike(answer: str, blocks: bool) -> None:
    result = verify(answer, [ACCENTED_MATCH])
    assert ("FN009" in fired(result)) == blocks, result["sentence_results"]
