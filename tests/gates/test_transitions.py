"""FP013: a change from one state to another must run the way the evidence runs it."""

from __future__ import annotations

import pytest

from report_workflow.gates.transitions import changes
from report_workflow.verify import verify
from tests.support import fired

ESCALATORS = ("Preventive maintenance on the network's 212 escalators will move from a fixed 6-week cycle to a "
              "condition-based schedule using sensor data.")
SCHEDULE = "运营方将由按状态维保改为固定周期维保。"
FLIGHTS = "Flights from Paris to London rose. Flights from London to Paris fell."


@pytest.mark.parametrize(("text", "found"), [
    ("will move from a fixed cycle to a condition-based schedule.", [("a fixed cycle", "a condition-based schedule")]),
    ("The metro is replacing its fixed cycle with sensor data.", [("its fixed cycle", "sensor data")]),
    ("Paper forms were replaced by an online portal in 2024.", [("Paper forms", "an online portal")]),
    ("运营方将由按状态维保改为固定周期维保。", [("按状态维保", "固定周期维保")]),
    ("公司以电动车取代燃油车。", [("燃油车", "电动车")]),
])
def test_a_change_of_state_is_read_with_its_two_sides(text: str, found: list[tuple[str, str]]) -> None:
    assert list(changes(text)) == found


@pytest.mark.parametrize(("answer", "source", "blocked"), [
    ("The metro is replacing its sensor-based, condition-led maintenance with a fixed six-week cycle.",
     ESCALATORS, True),
    ("Maintenance will move from a condition-based schedule to a fixed 6-week cycle.", ESCALATORS, True),
    ("Maintenance will move from a fixed six-week cycle to a condition-based schedule.", ESCALATORS, False),
    ("The metro is replacing its fixed six-week cycle with condition-based maintenance using sensor data.",
     ESCALATORS, False),
    ("运营方将由固定周期维保改为按状态维保。", SCHEDULE, True),
    ("运营方将由按状态维保改为固定周期维保。", SCHEDULE, False),
    ("Flights from London to Paris fell.", FLIGHTS, False),  # the evidence tells this change too
    ("Fares rose from 12 to 15 euros.", "Fares rose from 15 to 12 euros.", False),  # figures, read as figures
])
def test_a_change_told_the_other_way_round_blocks(answer: str, source: str, blocked: bool) -> None:
    assert ("FP013" in fired(verify(answer, [source]))) is blocked
