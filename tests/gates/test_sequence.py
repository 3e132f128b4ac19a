"""Two events ordered by the sentence (before, after, then; 随后, 之前) against the dates of the evidence (FP009)."""

from __future__ import annotations

import pytest

from report_workflow.gates.inputs import Statement
from report_workflow.gates.sequence import ordered_events
from report_workflow.verify import verify
from tests.support import fired

STIMULUS = ("The government announced the stimulus package on 3 March. Two weeks later, on 17 March, the central bank "
            "raised interest rates by 25 basis points.")
FLOOD = "7月30日8时，该市启动防汛一级应急响应；当日11时，市气象台发布暴雨红色预警。"
BIRTHS = ("Jon Eliot Ramer (born 1958) is an American entrepreneur and inventor. Karen Armstrong (born 14 November 1944) "
          "is a British author known for her books on comparative religion.")
PLANT = "2023年3月，公司关闭了老厂区。2024年5月，新厂区正式投产。"
TABLE = [
    # (answer, source, blocked)
    ("The central bank raised interest rates before the government announced the stimulus package.", STIMULUS, True),
    ("The central bank raised interest rates after the government announced the stimulus package.", STIMULUS, False),
    ("The government announced the stimulus package, then the central bank raised interest rates.", STIMULUS, False),
    ("Jon Ramer was born before Karen Armstrong.", BIRTHS, True),
    ("Karen Armstrong was born before Jon Ramer.", BIRTHS, False),
    ("该市先发布了暴雨红色预警，随后启动防汛一级应急响应。", FLOOD, True),
    ("该市发布暴雨红色预警，随后启动防汛一级应急响应。", FLOOD, True),
    ("该市先启动防汛一级应急响应，随后发布暴雨红色预警。", FLOOD, False),
    ("该市发布暴雨红色预警之前，已启动防汛一级应急响应。", FLOOD, False),
    ("新厂区正式投产之后，公司关闭了老厂区。", PLANT, True),
    ("公司关闭了老厂区，此后新厂区正式投产。", PLANT, False),
]


@pytest.mark.parametrize(("answer", "source", "blocked"), TABLE)
def test_events_put_in_the_other_order_than_their_dates_block(answer: str, source: str, blocked: bool) -> None:
    result = verify(answer, [source])
    assert ("FP009" in fired(result)) == blocked, result["sentence_results"]
    assert result["publishable"] != blocked, result["sentence_results"]


@pytest.mark.parametrize(("answer", "source"), [
    # the evidence dates only one of the events
    ("The central bank raised interest rates before the government announced the stimulus package.",
     "The central bank raised interest rates by 25 basis points on 17 March, after weeks of debate."),
    # a clock time with no day of its own cannot be ordered against a dated one
    ("该市先发布了暴雨红色预警，随后启动防汛一级应急响应。",
     "7月30日8时，该市启动防汛一级应急响应。另据通报，11时市气象台发布暴雨红色预警。"),
])
def test_events_the_evidence_does_not_both_date_are_left_alone(answer: str, source: str) -> None:
    assert "FP009" not in fired(verify(answer, [source]))


@pytest.mark.parametrize(("text", "events"), [
    ("The council approved the budget before the mayor resigned.",
     ("The council approved the budget", "the mayor resigned")),
    ("The mayor resigned after the council approved the budget.",
     ("the council approved the budget", "The mayor resigned")),
    ("该市先发布了暴雨红色预警，随后启动防汛一级应急响应。", ("该市先发布了暴雨红色预警", "启动防汛一级应急响应")),
    ("公司关闭了老厂区，此前新厂区已正式投产。", ("新厂区已正式投产", "公司关闭了老厂区")),
])
def test_the_events_are_read_in_the_order_the_sentence_puts_them(text: str, events: tuple[str, str]) -> None:
    assert ordered_events(Statement(text)) == (events,)


@pytest.mark.parametrize("text", [
    "The typhoon was named after a famous American admiral.",  # "named after" orders nothing
    "Bickley replaced Craig as coach after round 18.",  # a sentence with its own figures is checked by them
    "The commissioner after David Stern is Adam Silver.",  # the order word sits inside a name
])
def test_no_order_is_read_where_none_is_asserted(text: str) -> None:
    assert ordered_events(Statement(text)) == ()
