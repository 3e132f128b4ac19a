"""FE022: a high, a low or a first stated over all time (历史最高, "an all-time high", "for the first time", 首次)
where the evidence states it over a stretch of time only (近五年来最高, "the highest in five years", "for the first
time since 2015", 九年来首次) blocks; the stretch kept, or a record the evidence states, passes."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

GRAPES_ZH = "今年葡萄平均可溶性固形物含量达到19.5%，为近五年来最高水平。"
GRAPES_EN = "The grapes' average sugar content reached 19.5%, the highest in five years."
RECORD = "The grapes' average sugar content reached 19.5%, the highest on record."


@pytest.mark.parametrize(("answer", "source", "blocked"), [
    ("今年葡萄平均可溶性固形物含量达19.5%，创下历史最高。", GRAPES_ZH, True),
    ("今年葡萄平均可溶性固形物含量达19.5%，为五年来最高。", GRAPES_ZH, False),
    ("The grapes' average sugar content reached 19.5%, an all-time high.", GRAPES_EN, True),
    ("The grapes' average sugar content reached 19.5%, a five-year high.", GRAPES_EN, False),
    ("The grapes' average sugar content reached 19.5%, an all-time high.", RECORD, False),
])
def test_a_high_over_all_time_needs_the_evidence_to_state_it(answer: str, source: str, blocked: bool) -> None:
    assert ("FE022" in fired(verify(answer, [source]))) == blocked


RANKING = ("Northbridge University has returned to the top 100 of the World Academic Index for the first time since "
           "2015, placing 94th in the 2026 edition.")
FINAL = "昨晚的半决赛中，该队以3比1战胜对手，九年来首次闯入决赛。"
DEBUT = "昨晚的半决赛中，该队以3比1战胜对手，首次闯入决赛。"


@pytest.mark.parametrize(("answer", "source", "blocked"), [
    ("Northbridge entered the top 100 of the World Academic Index for the first time, placing 94th.", RANKING, True),
    ("Northbridge is back in the top 100 of the World Academic Index for the first time since 2015, placing 94th.",
     RANKING, False),
    ("Northbridge placed 94th, back in the World Academic Index top 100 for the first time in over a decade.",
     RANKING, False),
    ("该队以3比1获胜，首次闯入决赛。", FINAL, True),
    ("该队以3比1获胜，时隔九年再次闯入决赛。", FINAL, False),
    ("该队以3比1获胜，首次闯入决赛。", DEBUT, False),
])
def test_a_first_over_all_time_needs_the_evidence_to_state_it(answer: str, source: str, blocked: bool) -> None:
    assert ("FE022" in fired(verify(answer, [source]))) == blocked
