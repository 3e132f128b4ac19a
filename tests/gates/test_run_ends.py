"""A time of day the sentence gives as an end (散场, "ends at") is worked out from a time the evidence gives and the
length it gives as how long the thing runs (时长, "running time"): 19:30 and 2 hours 50 minutes end at 22:20. Another
end time blocks (FE006)."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

OPERA = "本周六19:30在曲江大剧院上演全本《火焰驹》，演出时长约2小时50分钟（含中场休息15分钟）。票价分为80元、180元两档。"
PLAY = "The show starts at 19:30; running time 2 hours 50 minutes including a 15-minute interval."


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("本周六晚七点半开演全本《火焰驹》，连同中场休息，预计晚上十点二十分左右散场[1]。", OPERA, True),
    ("本周六晚七点半开演全本《火焰驹》，连同中场休息，预计晚上十点五十分左右散场[1]。", OPERA, False),
    ("The show starts at 7.30pm and ends at about 10.20pm [1].", PLAY, True),
    ("The show starts at 7.30pm and ends at about 10.40pm [1].", PLAY, False),
])
def test_the_end_of_a_run(answer: str, source: str, passes: bool) -> None:
    result = verify(answer, {"1": source})
    assert bool(result["publishable"]) is passes, result["sentence_results"][0]["reason"]
    assert passes or "FE006" in fired(result)
