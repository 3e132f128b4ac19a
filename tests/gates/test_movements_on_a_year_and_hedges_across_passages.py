""""Up on 2023" and "down on last year" as movements set against an earlier period; a sentence clause joining a fact
of one passage to a claim another passage hedges ("the event recorded at 14:12 was a quarry blast" over a passage of
record and one saying it may have been a blast); a colon between digits (14:12) as a time of day, not a clause
break."""

from __future__ import annotations

import pytest

from report_workflow import verify
from report_workflow.gates.align import clause_spans

LEAGUE = ("Harbour Lights Shuffleboard League, chair's report. Twelve teams took part this season, and attendance at "
          "the Finals Night was down on 2023.")
SALES = "Ticket sales at the Quay Theatre were up on last year, the box office said."
ARRAY = ("Westmarch Seismograph Array notice. A magnitude 2.6 event was detected at 14:12 on 22 July near Glenwick "
         "quarry. Analysts say the waveform suggests the event may have been a quarry blast rather than a natural "
         "earthquake.")
STATION = ("东坡水库监测站通报：7月3日14时12分，监测站在采石场附近记录到一次2.1级地震事件。专家分析认为，这次事件可能是采石场爆破而非天然地震，"
           "目前尚未确认。")


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("Finals Night attendance was down on 2023 [1].", LEAGUE, True),
    ("Finals Night attendance was up on 2023 [1].", LEAGUE, False),
    ("Quay Theatre ticket sales were up on last year [1].", SALES, True),
    ("Quay Theatre ticket sales were down on last year [1].", SALES, False),
    ("The magnitude 2.6 event detected near Glenwick quarry at 14:12 on 22 July may have been a quarry blast rather "
     "than a natural earthquake [1].", ARRAY, True),
    ("The magnitude 2.6 event detected near Glenwick quarry at 14:12 on 22 July was a quarry blast rather than a "
     "natural earthquake [1].", ARRAY, False),
    ("The event detected near Glenwick quarry at 14:12 on 22 July had a magnitude of 2.6 [1].", ARRAY, True),
    ("7月3日14时12分在采石场附近记录到的2.1级地震事件可能是采石场爆破而非天然地震[1]。", STATION, True),
    ("7月3日14时12分在采石场附近记录到的2.1级地震事件是采石场爆破而非天然地震[1]。", STATION, False),
])
def test_against_the_evidence(answer: str, source: str, passes: bool) -> None:
    assert bool(verify(answer, [source])["publishable"]) is passes


@pytest.mark.parametrize(("text", "pieces"), [
    ("detected at 14:12 on 22 July", ["detected at 14:12 on 22 July"]),
    ("Schedule: doors at 10:00", ["Schedule", " doors at 10:00"]),
])
def test_a_colon_between_digits_breaks_no_clause(text: str, pieces: list[str]) -> None:
    assert [text[start:end] for start, end in clause_spans(text)] == pieces
