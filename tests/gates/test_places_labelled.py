"""A place labelled before what holds it ("Second place: 'The Long Migration' by Tomasz Wrona") gives every name of
its line that place, and winning a contest named as one ("won the Bremholt Beach Sand Sculpture Open") is first
place: told of the second, it blocks (FP008); a prize or award won is no place. A list of results writing each place
before its name ("1st Harbourside Steel Orchestra …; 2nd Tropicana Pan Collective") gives each name its place."""

from __future__ import annotations

import pytest

from report_workflow import verify
from report_workflow.gates.rankings import RANK_CHANGED, ranked_names, ranks

RESULTS = ("Results — Bremholt Beach Sand Sculpture Open 2024. First place: 'Drowned Cathedral' by Saskia Veldhuis "
           "(Netherlands). Second place: 'The Long Migration' by Tomasz Wrona (Poland). Third place: 'Kraken Rising' "
           "by the Ortega brothers (Spain). The People's Choice award went to 'Kraken Rising'.")


def test_labelled_places() -> None:
    places = {name: rank.place for name, rank in ranked_names(RESULTS)}
    assert places["Saskia Veldhuis"] == 1 and places["Tomasz Wrona"] == 2


@pytest.mark.parametrize(("text", "places"), [
    ("Tomasz Wrona won the Bremholt Beach Sand Sculpture Open.", [1]),
    ("Kraken Rising won the People's Choice award.", []),
])
def test_winning_a_contest(text: str, places: list[int]) -> None:
    assert [rank.place for rank in ranks(text)] == places


@pytest.mark.parametrize(("answer", "passes"), [
    ("Poland's Tomasz Wrona won the Bremholt Beach Sand Sculpture Open, ahead of Saskia Veldhuis [1].", False),
    ("Saskia Veldhuis won the Bremholt Beach Sand Sculpture Open, ahead of Tomasz Wrona [1].", True),
    ("Tomasz Wrona took first place at the Bremholt Beach Sand Sculpture Open [1].", False),
    ("Tomasz Wrona took second place at the Bremholt Beach Sand Sculpture Open [1].", True),
    ("The Ortega brothers placed third at the Open and won the People's Choice award [1].", True),
])
def test_verdicts(answer: str, passes: bool) -> None:
    assert verify(answer, [RESULTS])["publishable"] is passes


def test_the_reason_quotes_the_label() -> None:
    result = verify("Tomasz Wrona took first place at the Bremholt Beach Sand Sculpture Open [1].", [RESULTS])
    sentence = result["sentence_results"][0]
    assert sentence["rule"] == RANK_CHANGED.code and "Second place" in sentence["reason"]


PANORAMA = ("Adjudicators' scores (out of 300): 1st Harbourside Steel Orchestra, 'Sweet Pan Lady', 271; 2nd "
            "Tropicana Pan Collective, 'Road March Memories', 264; 3rd Eastgate Steel, 'Calypso Rain', 259; 4th "
            "Brightwater Youth Pan, 251.")


@pytest.mark.parametrize(("answer", "passes"), [
    ("Harbourside Steel Orchestra won, with Eastgate Steel runners-up and Tropicana Pan Collective third [1].", False),
    ("Harbourside Steel Orchestra won, with Tropicana Pan Collective runners-up and Eastgate Steel third [1].", True),
    ("Eastgate Steel finished second [1].", False),
    ("Brightwater Youth Pan finished fourth [1].", True),
])
def test_places_written_before_their_names(answer: str, passes: bool) -> None:
    assert verify(answer, [PANORAMA])["publishable"] is passes
