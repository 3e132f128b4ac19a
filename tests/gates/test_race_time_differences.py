"""How far one runner finished ahead of or behind another is worked out from the two race times the evidence gives
them, written as hours, minutes and seconds (2:17:45, 2小时26分09秒); ahead or faster (快) is less time."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import sentence_rules

BERLIN = ("Almaz Tesfaye won the Berlin Marathon in 2:17:45. Ruth Kimani finished second in 2:18:02, and Lena Vogt "
          "was third in 2:19:30.")
FINAL = "在省运会女子马拉松比赛中，王某以2小时26分09秒夺冠，打破赛会纪录。"
RECORD = "此前的赛会纪录为2小时27分01秒，由赵某于2017年创造。"
PLACES = "张某以2小时10分05秒获得男子组第一名。李某以2小时14分28秒获得男子组第二名。"


@pytest.mark.parametrize(("answer", "sources", "passes"), [
    ("Tesfaye won in Berlin in 2:17:45, 17 seconds ahead of runner-up Kimani.", [BERLIN], True),
    ("Tesfaye won in Berlin in 2:17:45, 27 seconds ahead of runner-up Kimani.", [BERLIN], False),
    ("Vogt was 88 seconds behind Kimani.", [BERLIN], True),
    ("Vogt was 88 seconds ahead of Kimani.", [BERLIN], False),
    ("Vogt finished third in 2:19:30.", [BERLIN], True),
    ("Vogt finished third in 2:19:03.", [BERLIN], False),
    ("王某以2小时26分09秒夺得女子马拉松冠军，比赵某2017年创造的原赛会纪录快52秒。", [FINAL, RECORD], True),
    ("王某以2小时26分09秒夺得女子马拉松冠军，比赵某2017年创造的原赛会纪录快58秒。", [FINAL, RECORD], False),
    ("王某以2小时26分09秒夺得女子马拉松冠军，比赵某2017年创造的原赛会纪录慢52秒。", [FINAL, RECORD], False),
    ("王某以2小时26分19秒夺得女子马拉松冠军。", [FINAL], False),
    ("王某以2小时26分09秒夺冠，比赵某2017年创造的原赛会纪录快五十二秒。", [FINAL, RECORD], True),
    ("王某以2小时26分09秒夺冠，比赵某2017年创造的原赛会纪录快一分五十二秒。", [FINAL, RECORD], False),
    ("李某比张某慢四分二十三秒。", [PLACES], True),
    ("李某比张某慢四分三十二秒。", [PLACES], False),
])
def test_a_gap_between_two_race_times_stands_only_when_it_is_their_difference(answer: str, sources: list[str],
                                                                              passes: bool) -> None:
    result = verify(answer, sources)
    assert result["publishable"] is passes, sentence_rules(result)
    if not passes:
        assert "FE001" in sentence_rules(result)


TIMETABLE = ("车次,始发站,终到站,开点,到点,运行时长\nG1234,南京南,杭州东,07:45,09:18,1小时33分\n"
             "D3102,南京南,杭州东,08:10,10:35,2小时25分\nG7601,南京南,杭州东,09:02,10:20,1小时18分")


@pytest.mark.parametrize(("answer", "passes"), [
    ("G7601全程78分钟，比D3102少用67分钟。", True),
    ("G7601全程78分钟，比G1234少用15分钟。", True),
    ("G7601全程78分钟，比D3102少用57分钟。", False),
    ("G7601全程78分钟，比D3102多用67分钟。", False),
])
def test_trains_named_by_their_codes_are_told_apart(answer: str, passes: bool) -> None:
    """A train is named by its code (D3102) on its side of 比, and 少用 is less time."""
    assert verify(answer, TIMETABLE)["publishable"] is passes


HAVERFORD = ("Haverford City Marathon, Sunday 6 October. Daniel Korir won the men's race in 2:09:47, pulling away from "
             "Tomas Brennan over the final three kilometres. Brennan finished second in 2:10:21, with Ali Haddad third "
             "in 2:11:05. Around 9,400 runners finished.")


@pytest.mark.parametrize(("answer", "passes"), [
    ("Korir won the men's race by 34 seconds from Brennan.", True),
    ("Korir won the men's race by 43 seconds from Brennan.", False),
])
def test_a_winners_clause_naming_the_runner_up_still_gives_the_winners_time(answer: str, passes: bool) -> None:
    # "Korir won in 2:09:47, pulling away from Brennan": the time is Korir's, and Brennan's comes in a later passage
    assert verify(answer, [HAVERFORD])["publishable"] is passes


RESPONSE = ("The average response time to dwelling fires was 8 minutes 42 seconds, compared with 9 minutes 15 seconds "
            "in 2022/23.")


@pytest.mark.parametrize(("answer", "passes"), [
    ("Crews reached dwelling fires 33 seconds quicker on average than the year before.", True),
    ("Crews reached dwelling fires 33 seconds faster on average than the year before.", True),
    ("Crews reached dwelling fires 33 seconds slower on average than the year before.", False),
])
def test_a_time_quicker_or_slower_than_its_base_is_less_or_more_time(answer: str, passes: bool) -> None:
    assert verify(answer, [RESPONSE])["publishable"] is passes
