"""FN001 reads each clause of a Chinese sentence with its own topic.

A clause restating one character of the clause before by chance (赛 of 共有2416名选手完赛 after "…马拉松赛于…开跑",
分 of 中锋王磊拿下31分 after 以十分优势战胜…) is not parallel to it and leaves nothing out to it: it says its own
thing. A clause holding the figure that names nothing the sentence does not, beyond a year dating the other clause
too, gives the figure to nothing else. Two clauses giving figures that count the same thing (89分 … 5分) stay
parallel, and a figure moved between such clauses, or between years, still blocks.
"""

from __future__ import annotations

import pytest

from tests.support import verdict_of

FAIR = "2023年市青少年科技节于5月20日上午9时在会展中心开幕，共有2416名学生参展，1250件作品参评。"
FAIRS = "2023年市青少年科技节共有2416名学生参展；2022年市青少年科技节共有1980名学生参展。"
GAME = "星河队客场以92比82战胜海港队。星河队中锋王磊手感出色，全场拿下31分，另有12个篮板。"
LEAGUE = "曼城以89分夺得2022-23赛季英超冠军，领先阿森纳5分。"

HONEST = [
    ("a head count with the event its sentence opens with", "今年市青少年科技节共有约2400名学生参展。", FAIR),
    ("a player's points after the match result", "星河队在客场以十分优势战胜海港队，中锋王磊拿下31分。", GAME),
]

MOVED = [
    ("another year's head count", "2022年市青少年科技节共有2416名学生参展。", FAIRS),
    ("the team's score given to the player", "星河队在客场以十分优势战胜海港队，中锋王磊拿下92分。", GAME),
    ("the rebounds given as points", "星河队在客场以十分优势战胜海港队，中锋王磊拿下12分。", GAME),
    ("the champion's points given to the runner-up", "阿森纳以89分完成2022-23赛季英超联赛。", LEAGUE),
]


@pytest.mark.parametrize(("case", "answer", "source"), HONEST, ids=[case for case, _, _ in HONEST])
def test_a_figure_read_with_its_own_clause_passes(case: str, answer: str, source: str) -> None:
    publishable, findings = verdict_of(answer, source)
    assert publishable, findings


@pytest.mark.parametrize(("case", "answer", "source"), MOVED, ids=[case for case, _, _ in MOVED])
def test_a_figure_given_to_another_clause_blocks(case: str, answer: str, source: str) -> None:
    publishable, findings = verdict_of(answer, source)
    assert not publishable
    assert "FN001" in {finding["rule"] for finding in findings}


def test_the_player_clause_keeps_its_own_subject() -> None:
    _, findings = verdict_of("星河队在客场以十分优势战胜海港队，中锋王磊拿下92分。", GAME)
    (finding,) = [finding for finding in findings if finding["rule"] == "FN001"]
    assert "全场拿下31分" in finding["reason"]
