"""A duration given as how far a timetable moved a time (推迟14分钟, "delayed by 20 minutes") is the time between the
clock times the evidence moves it between; one given as how much the journey shortened or lengthened is the change
of the journey from the moved time to another the evidence gives. The direction the sentence names must agree."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import sentence_rules

TRAIN = "自3月1日起，D305次列车杭州东站发车时间由7:12调整为7:30，到达厦门北站时间不变，仍为12:05。"
COACH = ("On 4 May the X90 coach's departure from Oxford moves from 06:40 to 06:25; it still reaches Victoria Coach "
         "Station at 08:30.")
FERRY = "From Monday, the last ferry from Portsmouth moves from 22:15 to 22:45; it still arrives in Cherbourg at 05:30."


@pytest.mark.parametrize(("answer", "passes"), [
    ("3月1日起，D305次列车杭州东站发车时间推迟18分钟至7:30，全程运行时间因此缩短18分钟。", True),
    ("3月1日起，D305次列车杭州东站发车时间推迟15分钟至7:30。", False),
    ("3月1日起，D305次列车杭州东站发车时间提前18分钟至7:30。", False),
    ("3月1日起，D305次列车杭州东站发车时间推迟18分钟至7:30，全程运行时间因此延长18分钟。", False),
])
def test_a_time_moved_later_or_earlier_is_the_gap_between_its_old_and_new_times(answer: str, passes: bool) -> None:
    result = verify(answer, [TRAIN])
    assert result["publishable"] is passes, sentence_rules(result)
    if not passes:
        assert "FE001" in sentence_rules(result)


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("The last ferry from Portsmouth is being put back by 30 minutes, to 22:45.", FERRY, True),
    ("The last ferry from Portsmouth is being put back by 40 minutes, to 22:45.", FERRY, False),
    ("The last ferry from Portsmouth is being brought forward by 30 minutes, to 22:45.", FERRY, False),
    ("The X90 coach's departure from Oxford is brought forward by 15 minutes to 06:25, and the coach still reaches "
     "Victoria Coach Station at 08:30, its journey lengthened by 15 minutes.", COACH, True),
    ("The X90 coach's departure from Oxford is brought forward by 15 minutes to 06:25, and the coach still reaches "
     "Victoria Coach Station at 08:30, its journey shortened by 15 minutes.", COACH, False),
    ("The X90 coach's departure from Oxford is delayed by 15 minutes to 06:25.", COACH, False),
])
def test_an_english_timetable_change_is_worked_out_the_same_way(answer: str, source: str, passes: bool) -> None:
    result = verify(answer, [source])
    assert result["publishable"] is passes, sentence_rules(result)


def test_a_move_the_sentence_ties_to_no_time_of_the_evidence_is_not_worked_out() -> None:
    result = verify("3月1日起，D305次列车发车时间推迟18分钟。", [TRAIN])
    assert not result["publishable"] and "FE001" in sentence_rules(result)
