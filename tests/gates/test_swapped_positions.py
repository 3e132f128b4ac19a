"""FN006: two sides named in one sentence hold each other's positions in the evidence."""

from __future__ import annotations

import pytest

from report_workflow.gates.inputs import Statement
from report_workflow.gates.speakers import positions
from report_workflow.verify import verify
from tests.support import fired

TRIAL = ("The prosecution argued that the emails showed intent to defraud investors. The defence said the emails "
         "were inconclusive. The judge ruled the emails admissible.")
PAY = "Union leaders said the offer would cut real wages. Management argued the offer was generous."
HEARING_ZH = "听证会上，开发商认为新方案能够缓解交通拥堵。居民代表则表示新方案会加剧交通拥堵。"


@pytest.mark.parametrize(("answer", "source", "blocked"), [
    ("The defence argued that the emails showed intent to defraud investors, while the prosecution called them "
     "inconclusive.", TRIAL, True),
    ("The prosecution argued that the emails showed intent to defraud investors, while the defence called them "
     "inconclusive.", TRIAL, False),
    ("Management said the offer would cut real wages, while union leaders argued it was generous.", PAY, True),
    ("Union leaders said the offer would cut real wages, while management argued it was generous.", PAY, False),
    ("听证会上，居民代表认为新方案能够缓解交通拥堵，开发商则表示新方案会加剧交通拥堵。", HEARING_ZH, True),
    ("听证会上，开发商认为新方案能够缓解交通拥堵，居民代表则表示新方案会加剧交通拥堵。", HEARING_ZH, False),
    # one speaker only: who else held the position is not asked here
    ("The defence argued that the emails showed intent to defraud investors.", TRIAL, False),
])
def test_two_sides_holding_each_others_positions_block(answer: str, source: str, blocked: bool) -> None:
    assert ("FN006" in fired(verify(answer, [source]))) == blocked


@pytest.mark.parametrize(("text", "speakers"), [
    ("The defence argued that the emails showed intent, while the prosecution called them inconclusive.",
     ["The defence", "the prosecution"]),
    ("开发商认为新方案能够缓解拥堵，居民代表则表示方案会加剧拥堵。", ["开发商", "居民代表"]),
    # a denied statement holds no position
    ("Management never said the offer would cut real wages.", []),
])
def test_the_speaker_of_each_position_is_read(text: str, speakers: list[str]) -> None:
    assert [position.speaker for position in positions(Statement(text))] == speakers
