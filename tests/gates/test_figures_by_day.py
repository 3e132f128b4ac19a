"""FN001: a figure a timetable gives for some days is not the figure of other days."""

from __future__ import annotations

import pytest

from report_workflow.gates.attribution import days_of
from report_workflow.text.quantities import find_quantities
from report_workflow.verify import verify
from tests.support import fired

TRAINS = "The last train from Central to Airport departs at 23:40 on weekdays and 22:10 on Sundays and public holidays."
BUSES = "本线路运营时间：工作日首班车6:00发车，末班车22:30；节假日首班车6:30发车，末班车22:00。"


@pytest.mark.parametrize(("text", "surface", "days"), [
    (TRAINS, "23:40", {"monday", "tuesday", "wednesday", "thursday", "friday"}),
    (TRAINS, "22:10", {"sunday", "holiday"}),
    ("On Sundays, the last train leaves at 22:10.", "22:10", {"sunday"}),
    ("工作日首班车6:00发车，末班车22:30；节假日首班车6:30发车，末班车22:00。", "22:00", {"节假日"}),
    ("工作日首班车6:00发车，末班车22:30；节假日首班车6:30发车，末班车22:00。", "22:30", {"工作日"}),
    ("The last train leaves at 22:10.", "22:10", set()),
    # one day named dates an event; it sets no condition the figure holds on
    ("The Bank of Japan said on Tuesday that yields touched 0.505%.", "0.505%", set()),
])
def test_a_figure_is_read_with_the_days_it_is_given_for(text: str, surface: str, days: set[str]) -> None:
    (quantity,) = [quantity for quantity in find_quantities(text) if quantity.surface == surface]
    assert days_of(text, quantity) == days


@pytest.mark.parametrize(("answer", "source"), [
    ("On Sundays, the last train from Central to the airport leaves at 11:40 p.m.", TRAINS),
    ("On weekdays, the last train from Central to the airport leaves at 22:10.", TRAINS),
    ("该线路节假日首班车6:30发车，末班车22:30发车。", BUSES),
    ("该线路工作日末班车22:00发车。", BUSES),
])
def test_a_figure_given_for_other_days_blocks(answer: str, source: str) -> None:
    assert "FN001" in fired(verify(answer, [source]))


@pytest.mark.parametrize(("answer", "source"), [
    ("On Sundays, the last train from Central to the airport leaves at 22:10.", TRAINS),
    ("On weekdays, the last train from Central to the airport leaves at 11:40 p.m.", TRAINS),
    ("The last train from Central to the airport leaves at 22:10 on public holidays.", TRAINS),
    ("该线路节假日首班车6:30发车，末班车22:00发车。", BUSES),
    ("该线路工作日首班车6:00发车，末班车22:30。", BUSES),
    # a figure the sentence gives no days for is not read by day
    ("The last train from Central to the airport leaves at 23:40.", TRAINS),
])
def test_a_figure_for_its_own_days_passes(answer: str, source: str) -> None:
    assert "FN001" not in fired(verify(answer, [source]))
