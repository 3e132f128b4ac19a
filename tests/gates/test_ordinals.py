"""FE039: a place in a series the evidence numbers otherwise ("the fifth compilation EP" over "the sixth")."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

EP = "COM LAG is the sixth compilation EP by the English rock band Radiohead, released in March 2004."
TOUR = "Lindqvist won Stage 4 of the Tour of the Lowlands in a sprint, and Friday's fifth stage is a time trial."
ALBUMS = ("Blood Ritual is the second album by the Swiss band Samael, released in 1992 after their debut album "
          "Worship Him.")
GAMES = "第六届全省运动会于9月在该市开幕，共有4200名运动员参赛。"


@pytest.mark.parametrize(("answer", "source", "blocked"), [
    ("COM LAG is the fifth compilation EP by Radiohead.", EP, True),
    ("COM LAG is the sixth compilation EP by Radiohead.", EP, False),
    ("Lindqvist won the fourth stage.", TOUR, False),  # "Stage 4" numbers it
    ("Lindqvist won the third stage.", TOUR, True),
    ("Worship Him was Samael's first album.", ALBUMS, False),  # the debut album is the first
    ("Blood Ritual was Samael's third album.", ALBUMS, True),
    ("该市承办了第五届全省运动会。", GAMES, True),
    ("该市承办了第六届全省运动会。", GAMES, False),
    ("Radiohead released COM LAG, a compilation EP, in March 2004.", EP, False),
])
def test_a_place_the_evidence_never_gives_blocks(answer: str, source: str, blocked: bool) -> None:
    assert ("FE039" in fired(verify(answer, [source]))) is blocked


def test_an_ordinal_before_a_word_of_no_content_names_no_series() -> None:
    source = "Ferreira scored a second goal, and the result lifts Harbour City to fourth in the table."
    assert "FE039" not in fired(verify("Ferreira scored twice and Cole added the third in stoppage time.", [source]))


def test_the_finding_names_the_places_the_evidence_gives() -> None:
    (result,) = verify("COM LAG is the fifth compilation EP by Radiohead.", [EP])["sentence_results"]
    assert result["rule"] == "FE039"
    assert "6th" in result["reason"] and "fifth compilation" in result["reason"]
